import Foundation
import SwiftSourceScan
import Testing

/// D131: a presentation from a controller the code does not name (a presenter object's
/// `topViewController?.present(…)`) stands over what the app's window roots show. breadwallet's
/// cards (round 30) answer `.lightContent`, as its root navigation controller does: nothing a user
/// sees is lost.
@Suite struct LintWindowRootPresenterTests {
  func lint(root: String, presenter: String = Self.presenter, card: String = ".lightContent") -> [String] {
    let sources = [
      "Card.swift": "class Card: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { \(card) }\n}",
      "Presenter.swift": presenter,
      "Root.swift": root,
    ]
    return Fixture.lint(sources)
  }

  static let presenter = """
    class ModalPresenter {
      var window: UIWindow?
      var topViewController: UIViewController? { window?.rootViewController }
      func showCard() { topViewController?.present(Card(), animated: true) }
    }
    """

  static let lightRoot = """
    class RootNav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
    class Home: UIViewController {}
    func setUp(window: UIWindow) { window.rootViewController = RootNav(rootViewController: Home()) }
    """

  @Test func D131_aRootShowingTheSameAnswerHidesNothing() {
    #expect(lint(root: Self.lightRoot) == [])
  }

  @Test func D131_aRootShowingAnotherAnswerIsStillAFinding() {
    #expect(lint(root: Self.lightRoot, card: ".darkContent") == ["Card.swift:2 presentation-not-in-control"])
    // No window root in the code read: nothing says what stands under the card.
    #expect(lint(root: "class Home: UIViewController {}") == ["Card.swift:2 presentation-not-in-control"])
    // Every root must show it: a second one showing the default does not.
    let two = Self.lightRoot + "\nclass Onboarding: UIViewController {}\nfunc onboard(window: UIWindow) { window.rootViewController = Onboarding() }"
    #expect(lint(root: two) == ["Card.swift:2 presentation-not-in-control"])
  }

  /// A class presenting from itself is its own chain (D116, D130), not the root's: a screen
  /// presented full screen over the root shows the default, and the card it presents loses its
  /// `.lightContent` there, whatever the root shows.
  @Test func D131_notForAPresentationFromItself() {
    let presenter = """
      class Stake: UIViewController { func pick() { present(Card(), animated: true) } }
      class ModalPresenter {
        var window: UIWindow?
        func showStake() {
          let stake = Stake()
          stake.modalPresentationStyle = .fullScreen
          window?.rootViewController?.present(stake, animated: true)
        }
      }
      """
    #expect(lint(root: Self.lightRoot, presenter: presenter) == ["Card.swift:2 presentation-not-in-control"])
  }
}
