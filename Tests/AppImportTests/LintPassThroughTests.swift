import Foundation
import SwiftSourceScan
import Testing

/// D124: a getter that reads `preferredStatusBarStyle` of a configuration object the class holds
/// (`builder.preferredStatusBarStyle ?? super.preferredStatusBarStyle`, QRCodeReader.swift, round 21)
/// answers a value of its own; only one that asks another controller passes the question on.
@Suite struct LintPassThroughTests {
  static func reader(_ property: String) -> String {
    """
    public class Reader: UIViewController {
      \(property)
      public override var preferredStatusBarStyle: UIStatusBarStyle {
        return builder.preferredStatusBarStyle ?? super.preferredStatusBarStyle
      }
    }
    class Demo: UIViewController {
      func scan() {
        let reader = Reader()
        reader.modalPresentationStyle = .formSheet
        present(reader, animated: true)
      }
    }
    """
  }

  func lint(_ text: String) -> [String] { Linter.lint(source: text, path: "Reader.swift").map { "\($0.line) \($0.check)" } }

  @Test func D124_aConfigurationObjectsPropertyIsAnAnswer() {
    #expect(lint(Self.reader("let builder: ReaderBuilder")) == ["3 presentation-not-in-control"])
    #expect(lint(Self.reader("var builder = ReaderBuilder()")) == ["3 presentation-not-in-control"])
  }

  /// A controller held by the class (`let builder: BuilderViewController`), or one of unknown type,
  /// is asked by hand: the question is passed on, no claim.
  @Test func D124_aControllerOrAnUnknownHolderPassesOn() {
    #expect(lint(Self.reader("let builder: BuilderViewController")).isEmpty)
    #expect(lint(Self.reader("")).isEmpty)
  }

  /// `children.last` of a plain container is its last child: it forwards to it.
  @Test func D124_childrenLastOfAPlainContainerForwards() {
    let container = """
      class Host: UIViewController {
        override var childForStatusBarStyle: UIViewController? { children.last }
        func show() { addChild(Page()) }
      }
      class Page: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func setUp(window: UIWindow) { window.rootViewController = Host() }
      """
    #expect(Linter.lint(source: container).isEmpty)
    #expect(
      Linter.lint(source: container.replacingOccurrences(of: "override var childForStatusBarStyle: UIViewController? { children.last }", with: "")).map(\.check)
        == ["ignored-override"])
  }

  /// D143: a getter that returns a stored copy of another controller's preference (Unstoppable's
  /// navigation controller, round 38: `statusBarStyle = viewController.preferredStatusBarStyle` in
  /// `updateStatusBar(for:)`) passes the question on; it answers nothing of its own to lose.
  @Test func D143_aStoredCopyOfAnotherControllersPreferencePassesItOn() {
    let navigation = """
      class Nav: UINavigationController {
        override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }
        private var statusBarStyle: UIStatusBarStyle = .default
        func updateStatusBar(for viewController: UIViewController) {
          statusBarStyle = viewController.preferredStatusBarStyle
          setNeedsStatusBarAppearanceUpdate()
        }
      }
      class Menu: UIViewController {
        func open() { present(Nav(rootViewController: UIViewController()), animated: true) }
      }
      """
    #expect(lint(navigation).isEmpty)
    // A value of its own set anywhere (`statusBarStyle = .lightContent`) is an answer: lost in the sheet.
    let own = navigation.replacingOccurrences(
      of: "    setNeedsStatusBarAppearanceUpdate()\n  }",
      with: "    setNeedsStatusBarAppearanceUpdate()\n  }\n  func darken() { statusBarStyle = .lightContent; setNeedsStatusBarAppearanceUpdate() }")
    #expect(lint(own) == ["2 presentation-not-in-control"])
  }
}
