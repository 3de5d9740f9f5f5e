import Foundation
import SwiftSourceScan
import Testing

/// D178: `prefersStatusBarHidden` false (UIKit's default) is not reported as ignored where an app's
/// controller that answers at run time decides instead: the bar shows except where that controller
/// hides it on purpose (suripu's tab controller and onboarding under its root, whose
/// `prefersStatusBarHidden` is `!statusBarVisible`, round 51). `true` is still reported there, and
/// so is a `.default` style (trust-wallet's passphrase screen, round 31).
@Suite struct LintDefaultUnderRunTimeDeciderTests {
  static func app(childAnswer: String) -> String {
    """
    import UIKit
    final class Tabs: UITabBarController {
      override var prefersStatusBarHidden: Bool { \(childAnswer) }
    }
    final class Root: UIViewController {
      var statusBarVisible = true
      override var prefersStatusBarHidden: Bool { !statusBarVisible }
      override func viewDidLoad() {
        super.viewDidLoad()
        let tabs = Tabs()
        addChild(tabs)
      }
    }
    """ + Fixture.sceneDelegate(root: "Root()")
  }

  @Test func D178_theDefaultUnderARunTimeDeciderIsNotReported() {
    #expect(Linter.lint(source: Self.app(childAnswer: "false")).isEmpty)
    #expect(Linter.lint(source: Self.app(childAnswer: "true")).map(\.check) == ["ignored-override"])
  }

  @Test func D178_aDefaultStyleUnderARunTimeDeciderIsStillReported() {
    let style = Self.app(childAnswer: "false")
      .replacingOccurrences(
        of: "override var prefersStatusBarHidden: Bool { false }", with: "override var preferredStatusBarStyle: UIStatusBarStyle { .default }"
      )
      .replacingOccurrences(
        of: "override var prefersStatusBarHidden: Bool { !statusBarVisible }",
        with: "override var preferredStatusBarStyle: UIStatusBarStyle { statusBarVisible ? .lightContent : .default }")
    #expect(Linter.lint(source: style).map(\.check) == ["ignored-override"])
  }
}
