import Foundation
import SwiftSourceScan
import Testing

/// D174: `nav.setNavigationBarHidden(true, animated: false)` on a navigation controller the code
/// builds hides its bar as `nav.isNavigationBarHidden = true` does (goma's
/// `Router.navigationController(with:)`, round 53). D175: a getter that declares a local and
/// returns it (`let barStyle: UIStatusBarStyle = e; return barStyle`) answers `e`, so a container
/// returning `e` itself answers alike (goma's tab controller inside its top bar container).
@Suite struct LintFactoryBarHiddenCallTests {
  @Test func D174_setNavigationBarHiddenOnABuiltNavigationControllerHidesItsBar() {
    let code = """
      import UIKit
      final class Root: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      enum Router {
        static func navigationController(with viewController: UIViewController) -> UINavigationController {
          let navigationController = UINavigationController(rootViewController: viewController)
          navigationController.setNavigationBarHidden(true, animated: false)
          return navigationController
        }
      }
      final class Boot {
        var window: UIWindow?
        func start() {
          window?.rootViewController = Router.navigationController(with: Root())
        }
      }
      """
    #expect(Linter.lint(source: code).isEmpty)
    let shown = code.replacingOccurrences(of: "setNavigationBarHidden(true", with: "setNavigationBarHidden(false")
    #expect(Linter.lint(source: shown).map(\.check) == ["ignored-override"])
  }

  @Test func D175_aLocalReturnedAsIsIsItsValue() {
    let code = """
      import UIKit
      final class Content: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
          let barStyle: UIStatusBarStyle = traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
          return barStyle
        }
      }
      final class Container: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
          return traitCollection.userInterfaceStyle == .dark ? .lightContent : .darkContent
        }
        func show() {
          let content = Content()
          addChild(content)
        }
      }
      """
    #expect(Linter.lint(source: code).isEmpty)
    let other = code.replacingOccurrences(
      of: "? .lightContent : .darkContent\n    return barStyle", with: "? .darkContent : .lightContent\n    return barStyle")
    #expect(Linter.lint(source: other).map(\.check) == ["ignored-override"])
  }
}
