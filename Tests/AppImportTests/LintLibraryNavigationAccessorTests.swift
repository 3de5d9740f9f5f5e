import Foundation
import SwiftSourceScan
import Testing

/// D201: WeCenterMobile (round 57) pushes with `msr_navigationController!.pushViewController(…)`,
/// the accessor of a library in a submodule lint does not have: its MSRNavigationController is a
/// UIViewController that forwards the status bar to its top controller. A push onto a library's
/// accessor (`prefix_navigationController`) the code does not resolve says nothing of who is asked.
@Suite struct LintLibraryNavigationAccessorTests {
  static func app(_ push: String) -> String {
    """
    import UIKit
    class Home: UIViewController {
      func open() {
        \(push)(Detail(), animated: true)
      }
    }
    class Detail: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = UINavigationController(rootViewController: Home())
        return true
      }
    }
    """
  }

  func lint(_ push: String) -> [String] { Linter.lint(source: Self.app(push)).map { "\($0.line) \($0.check)" } }

  @Test func D201_aPushOntoALibrarysAccessorPlacesNothing() {
    #expect(lint("msr_navigationController!.pushViewController").isEmpty)
    #expect(lint("self.rt_navigationController?.pushViewController").isEmpty)
    // UIKit's own accessor: a UINavigationController whose bar shows, which never asks Detail (R2.1).
    #expect(lint("navigationController?.pushViewController") == ["8 ignored-override"])
    // A name without a library's prefix is still taken for a navigation controller.
    #expect(lint("homeNavigationController!.pushViewController") == ["8 ignored-override"])
  }
}
