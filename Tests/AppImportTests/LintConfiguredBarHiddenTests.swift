import Foundation
import SwiftSourceScan
import Testing

/// D170: a navigation controller's bar hidden where it is built hides it wherever it is placed:
/// `nav.isNavigationBarHidden = true` before a factory's `return nav`, and the Then library's
/// `UINavigationController(rootViewController: vc).then { $0.isNavigationBarHidden = true }`
/// (3dollars' sign-in and tab navigation controllers, round 51). With the bar hidden the
/// navigation controller asks its top controller, so that controller's override is asked.
@Suite struct LintConfiguredBarHiddenTests {
  static func app(_ factory: String) -> String {
    """
    import UIKit
    final class MyPage: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      static func instance() -> UINavigationController {
        let viewController = MyPage()
    \(factory)
      }
    }
    final class Tabs: UITabBarController {
      override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [MyPage.instance()]
      }
    }
    """
  }

  @Test func D170_aBarHiddenInAThenClosureIsHidden() {
    let hidden = Self.app(
      """
          return UINavigationController(rootViewController: viewController).then {
            $0.isNavigationBarHidden = true
          }
      """)
    #expect(Linter.lint(source: hidden).isEmpty)
    let shown = hidden.replacingOccurrences(of: "isNavigationBarHidden = true", with: "isNavigationBarHidden = false")
    #expect(Linter.lint(source: shown).map(\.check) == ["ignored-override"])
  }

  @Test func D170_aBarHiddenBeforeAFactoryReturnsIsHidden() {
    let hidden = Self.app(
      """
          let navigationController = UINavigationController(rootViewController: viewController)
          navigationController.isNavigationBarHidden = true
          return navigationController
      """)
    #expect(Linter.lint(source: hidden).isEmpty)
    let shown = hidden.replacingOccurrences(of: "    navigationController.isNavigationBarHidden = true\n", with: "")
    #expect(Linter.lint(source: shown).map(\.check) == ["ignored-override"])
  }
}
