import Foundation
import SwiftSourceScan
import Testing

/// D169: `viewController?.rootViewController = self`, where `viewController` is a controller the
/// code names (`segue.destination as? NewPostController`), sets a property of that controller; it
/// does not make anything a window's root (Gift-Concept's product list, round 52). A window's
/// `rootViewController` stays a root.
@Suite struct LintControllerPropertyRootTests {
  static let code = """
    import UIKit
    class NewPostController: UIViewController {
      var rootViewController: UIViewController?
    }
    class ProductList: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let viewController = segue.destination as? NewPostController
        viewController?.rootViewController = self
      }
    }
    """

  @Test func D169_aControllersRootViewControllerPropertyIsNotAWindowRoot() {
    let placements = SourceScanner.scan(path: "ProductList.swift", text: Self.code).placements
    #expect(!placements.contains { $0.how == .root }, "\(placements)")
  }

  @Test func D169_aWindowsRootViewControllerIsStillARoot() {
    let code = """
      import UIKit
      class Home: UIViewController {}
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
          window?.rootViewController = Home()
        }
      }
      """
    let placements = SourceScanner.scan(path: "SceneDelegate.swift", text: code).placements
    #expect(placements.contains { $0.how == .root && $0.controller.type == "Home" }, "\(placements)")
  }
}
