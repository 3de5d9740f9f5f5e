import Foundation
import SwiftSourceScan
import Testing

/// D199: before Swift 3 the status bar preferences were methods
/// (`override func preferredStatusBarStyle() -> UIStatusBarStyle { return .LightContent }`), and
/// until Swift 4.2 the forwarding ones were named `childViewControllerForStatusBarStyle`.
/// Apps written then (WeCenterMobile, round 57; layers, round 56) declare their overrides in these
/// spellings, with Swift 2's capitalised cases (`.LightContent`, `.Black`): they are the same
/// overrides, asked (or not) by the same containers.
@Suite struct LintSwift2OverrideTests {
  static func app(detail: String, navigation: String = "") -> String {
    """
    import UIKit
    class Navigation: UINavigationController {
    \(navigation)
    }
    class Home: UIViewController {
      func open() {
        navigationController?.pushViewController(Detail(), animated: true)
      }
    }
    class Detail: UIViewController {
    \(detail)
    }
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(application: UIApplication, didFinishLaunchingWithOptions launchOptions: [NSObject: AnyObject]?) -> Bool {
        window?.rootViewController = Navigation(rootViewController: Home())
        return true
      }
    }
    """
  }

  func lint(_ code: String) -> [String] { Linter.lint(source: code).map { "\($0.line) \($0.check)" } }

  @Test func D199_swift2MethodOverridesAreRead() {
    // A pushed controller's style under a navigation controller whose bar shows is never asked (R2.1).
    let method = "  override func preferredStatusBarStyle() -> UIStatusBarStyle {\n    return .LightContent\n  }"
    #expect(lint(Self.app(detail: method)) == ["11 ignored-override"])
    // The navigation controller forwards to its top controller: asked.
    let forwards = "  override func childViewControllerForStatusBarStyle() -> UIViewController? {\n    return self.topViewController\n  }"
    #expect(lint(Self.app(detail: method, navigation: forwards)).isEmpty)
    // Swift 3 to 4.1 named the forwarding property the same way.
    let property = "  override var childViewControllerForStatusBarStyle: UIViewController? {\n    return topViewController\n  }"
    #expect(lint(Self.app(detail: method, navigation: property)).isEmpty)
  }

  @Test func D199_swift4ForwardingPropertyIsRead() {
    let modern = "  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }"
    #expect(lint(Self.app(detail: modern)) == ["11 ignored-override"])
    let forwards = "  override var childViewControllerForStatusBarStyle: UIViewController? {\n    return visibleViewController\n  }"
    #expect(lint(Self.app(detail: modern, navigation: forwards)).isEmpty)
  }

  @Test func D199_capitalisedCasesAreTheirValues() {
    // The navigation controller answers .LightContent itself: the pushed controller's .LightContent
    // is what shows anyway, so its override changes nothing a user sees.
    let method = "  override func preferredStatusBarStyle() -> UIStatusBarStyle {\n    return UIStatusBarStyle.LightContent\n  }"
    let navigation = "  override func preferredStatusBarStyle() -> UIStatusBarStyle {\n    return .LightContent\n  }"
    #expect(lint(Self.app(detail: method, navigation: navigation)).isEmpty)
    let other = navigation.replacingOccurrences(of: ".LightContent", with: ".Default")
    #expect(lint(Self.app(detail: method, navigation: other)) == ["13 ignored-override"])
  }

  @Test func D199_aMethodWithParametersIsNoOverrideOfThePreference() {
    let method = "  func preferredStatusBarStyle(for theme: Int) -> UIStatusBarStyle {\n    return .LightContent\n  }"
    #expect(lint(Self.app(detail: method)).isEmpty)
  }
}
