import Foundation
import SwiftSourceScan
import Testing

/// D132: an app's container that takes its child in its initialiser and adds it with
/// `addChild(_:)` (breadwallet's `ModalViewController(childViewController:)`, round 30) holds
/// what it is given: the child stands inside it, and the container decides unless it forwards.
@Suite struct LintInitialiserSlotTests {
  func lint(_ sources: [String: String]) -> [String] { Fixture.lint(sources) }

  static let card = """
    class Card: UIViewController {
      var content: UIViewController
      init<T: UIViewController>(content: T) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
      }
      override func viewDidLoad() {
        addChild(content)
        view.addSubview(content.view)
      }
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      override var prefersStatusBarHidden: Bool { true }
    }
    """

  /// The card showing the bar: under one that hides it for good no style shows (D258).
  static let visibleCard = card.replacingOccurrences(of: "\n  override var prefersStatusBarHidden: Bool { true }", with: "")

  /// breadwallet's staking screen: held by a full-screen card that hides the bar, it presents
  /// another card of that class as a sheet. The sheet's answers are lost, but the card below
  /// shows the same ones.
  @Test func D132_aPresenterHeldByAContainerItWasGivenToShowsThatContainersAnswer() {
    let sources = [
      "Card.swift": Self.card,
      "Stake.swift": """
      class Stake: UIViewController {
        func pick() { present(Card(content: Picker()), animated: true) }
      }
      class Picker: UIViewController {}
      """,
      "Root.swift": "func setUp(window: UIWindow) { window.rootViewController = Card(content: Stake()) }",
    ]
    #expect(lint(sources) == [])
    // Without the slot followed nothing says where the staking screen stands: both answers are reported.
    var unfollowed = sources
    unfollowed["Card.swift"] = Self.card.replacingOccurrences(of: "addChild(content)", with: "")
    #expect(lint(unfollowed) == ["Card.swift:11 presentation-not-in-control", "Card.swift:12 presentation-not-in-control"])
  }

  /// A child given to a container that does not forward is not asked: found where it is given.
  @Test func D132_aChildGivenToAContainerThatDoesNotForwardIsNotAsked() {
    let sources = [
      "Card.swift": Self.visibleCard,
      "Player.swift": "class Player: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }",
      "Root.swift": "func setUp(window: UIWindow) { window.rootViewController = Card(content: Player()) }",
    ]
    #expect(Self.visibleCard != Self.card)
    let findings = Fixture.lintFindings(sources)
    #expect(findings.map { "\($0.file):\($0.line) \($0.check)" } == ["Player.swift:1 ignored-override"])
    #expect(findings.first?.message.contains("Card(content:)") == true)
    // A container forwarding to what it holds asks it.
    var forwarding = sources
    forwarding["Card.swift"] = Self.visibleCard.replacingOccurrences(
      of: "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }",
      with: "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n  override var childForStatusBarStyle: UIViewController? { content }")
    #expect(lint(forwarding) == [])
  }

  /// A label the initialiser does not keep as a child (a delegate, a presenter it remembers) places nothing.
  @Test func D132_anArgumentNotKeptAsAChildPlacesNothing() {
    let sources = [
      "Coordinator.swift": """
      class Flow: UIViewController {
        weak var presenter: UIViewController?
        init(presenter: UIViewController) {
          self.presenter = presenter
          super.init(nibName: nil, bundle: nil)
        }
      }
      """,
      "Player.swift": "class Player: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }",
      "Root.swift": "func setUp(window: UIWindow) { window.rootViewController = Player(); _ = Flow(presenter: Player()) }",
    ]
    #expect(lint(sources) == [])
  }

  /// A subclass built with its superclass's initialiser has the same slot.
  @Test func D132_aSubclassInheritsTheSlot() {
    let sources = [
      "Card.swift": Self.visibleCard + "\nclass WideCard: Card {}",
      "Player.swift": "class Player: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }",
      "Root.swift": "func setUp(window: UIWindow) { window.rootViewController = WideCard(content: Player()) }",
    ]
    #expect(lint(sources) == ["Player.swift:1 ignored-override"])
  }
}
