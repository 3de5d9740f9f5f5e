import Foundation
import SwiftSourceScan
import Testing

/// The Then library's `X(…).then { $0.… }` returns the X it configures: a controller built that
/// way is that controller, so where it is placed is known (D106; brave's tab tray).
@Suite struct LintThenClosureTests {
  static let tray = """
    class Tray: UIViewController {
      var delegate: AnyObject?
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class Browser: UIViewController {
      func showTray() {
        let tray = Tray().then {
          $0.delegate = self
        }
        let container = UINavigationController(rootViewController: tray)
        container.modalPresentationStyle = .fullScreen
        present(container, animated: true)
      }
    }
    """

  @Test func R2_1_aControllerConfiguredWithThenIsTheControllerItConfigures() {
    let findings = Linter.lint(source: Self.tray)
    #expect(findings.map(\.check) == ["ignored-override"], "\(findings)")
    #expect(findings.first?.line == 3)
  }

  /// A presentation style set in the closure is not read: unknown, never the default style.
  @Test func D106_aStyleSetInTheThenClosureIsDecidedAtRunTime() {
    let sheet = """
      class Card: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Home: UIViewController {
        func show() {
          let card = Card().then { $0.modalPresentationStyle = .overFullScreen }
          present(card, animated: true)
        }
      }
      """
    #expect(Linter.lint(source: sheet).isEmpty)
  }
}
