import CodeExport
import StatusBarCore
import Testing

/// The exact text of one small export, so the format is visible in review.
@Suite struct GoldenTests {
  @Test func navigationControllerWithABlackBar() {
    let world = makeWorld(
      "iPhone 8", os: "12.0",
      root: .nav("Nav", [.barStyle: "black"], [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    let source = SwiftExporter.swift(for: world, title: "The navigation bar decides")
    #expect(source == golden + "\n")
  }
}

private let golden = """
  // The navigation bar decides
  //
  // Swift that builds this sbplay scene in a UIKit app, written for iPhone 8 on iOS 12.
  //
  // Info.plist: no status bar keys to add (UIKit's defaults apply).
  //
  // Use it from your app delegate:
  //   window.rootViewController = makeRootViewController()
  //   window.makeKeyAndVisible()

  import UIKit

  // MARK: - View controllers

  final class NavController: UINavigationController {
    override func viewDidLoad() {
      super.viewDidLoad()
      navigationBar.barStyle = .black
    }
  }

  final class FirstViewController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  }

  // MARK: - Setup

  /// The window's root view controller: `window.rootViewController = makeRootViewController()`.
  func makeRootViewController() -> UIViewController {
    let nav = NavController()
    let first = FirstViewController()
    nav.setViewControllers([first], animated: false)
    return nav
  }
  """
