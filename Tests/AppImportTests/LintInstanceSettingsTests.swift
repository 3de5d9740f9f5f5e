import Foundation
import SwiftSourceScan
import Testing

/// Settings made on one instance, not on every controller of a class.
@Suite struct LintInstanceSettingsTests {
  func lint(_ sources: [String: String]) -> [String] { Fixture.lint(sources) }

  static let browser = """
    class Inner: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class Browser: UINavigationController {
      let inner = Inner()
      init() {
        super.init(navigationBarClass: UINavigationBar.self, toolbarClass: UIToolbar.self)
        self.viewControllers = [inner]
      }
    }
    """

  /// D133: breadwallet's browser (round 30) is a navigation controller that builds its own stack;
  /// an instance presented with its bar hidden forwards to it, so the class's own stack is asked.
  @Test func D133_aSelfBuiltStackWhoseInstanceHidesTheBarMayForward() {
    let hidden = [
      "Browser.swift": Self.browser,
      "Menu.swift": """
      class Menu: UIViewController {
        func open() {
          let browser = Browser()
          browser.isNavigationBarHidden = true
          browser.modalPresentationStyle = .fullScreen
          present(browser, animated: true)
        }
      }
      """,
    ]
    #expect(lint(hidden) == [])
    var shown = hidden
    shown["Menu.swift"] = hidden["Menu.swift"]!.replacingOccurrences(of: "browser.isNavigationBarHidden = true", with: "")
    #expect(lint(shown) == ["Browser.swift:2 ignored-override"])
  }

  /// D134: a bar style set in a helper of an extension of UIKit's class is set where the helper
  /// is called, not on every navigation controller (breadwallet's `setDarkStyle()`, round 30).
  @Test func D134_aBarStyleInAUIKitExtensionHelperIsNoFactOfEveryNavigationController() {
    let sources = [
      "Style.swift": """
      extension UINavigationController {
        func setDarkStyle() { navigationBar.barStyle = .blackOpaque }
      }
      """,
      "Screen.swift": "class Screen: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }",
      "Root.swift": "func setUp(window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: Screen()) }",
    ]
    // The bar is not black unless the helper is called on that navigation controller: it
    // answers .default, and the screen's .lightContent is lost.
    #expect(lint(sources) == ["Screen.swift:1 ignored-override"])
    // Set in the app's own subclass, the style is that class's: its black bar answers
    // .lightContent, as the screen does.
    var subclass = sources
    subclass["Style.swift"] = "class DarkNav: UINavigationController { override func viewDidLoad() { navigationBar.barStyle = .blackOpaque } }"
    subclass["Root.swift"] = "func setUp(window: UIWindow) { window.rootViewController = DarkNav(rootViewController: Screen()) }"
    #expect(lint(subclass) == [])
  }
}
