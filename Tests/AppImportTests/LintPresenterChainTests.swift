import Foundation
import SwiftSourceScan
import Testing

/// D130: a presenter's answer shows where it is asked, where whoever decides instead answers alike,
/// or where it is itself presented from a class that answers alike and whose answer shows. vlc's
/// library (round 27) presents its settings as a card, the settings present the about screen as a
/// card, and all three return the same theme style: nothing a user sees is lost.
@Suite struct LintPresenterChainTests {
  static let theme = "override var preferredStatusBarStyle: UIStatusBarStyle { Theme.current.statusBarStyle }"

  func lint(_ sources: [String: String]) -> [String] { Fixture.lint(sources) }

  func chain(library: String = Self.theme) -> [String: String] {
    [
      "Library.swift": """
      class Library: UIViewController {
        \(library)
        func openSettings() { present(UINavigationController(rootViewController: Settings()), animated: true) }
      }
      """,
      "Settings.swift": """
      class Settings: UIViewController {
        \(Self.theme)
        func openAbout() { present(UINavigationController(rootViewController: About()), animated: true) }
      }
      """,
      "About.swift": "class About: UIViewController {\n  \(Self.theme)\n}",
      "Root.swift": """
      class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
      func setUp(window: UIWindow) { window.rootViewController = Nav(rootViewController: Library()) }
      """,
    ]
  }

  @Test func D130_aChainOfPresentersThatAnswerAlikeLosesNothing() {
    #expect(lint(chain()) == [])
  }

  @Test func D130_aPresenterAnsweringOtherwiseBelowTheChainIsStillAFinding() {
    // The library shows the default: both cards' theme style is lost.
    let findings = lint(chain(library: "override var preferredStatusBarStyle: UIStatusBarStyle { .default }"))
    #expect(findings == ["About.swift:2 presentation-not-in-control", "Settings.swift:2 presentation-not-in-control"])
    // Nothing places the library: nothing says its answer shows.
    var unplaced = chain()
    unplaced["Root.swift"] = ""
    #expect(lint(unplaced) == ["About.swift:2 presentation-not-in-control", "Settings.swift:2 presentation-not-in-control"])
  }

  /// vlc's screens present from their base class; only subclasses are placed.
  @Test func D130_aSubclassPlacedIsThePresenter() {
    var sources = chain()
    sources["Root.swift"] = """
      class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
      class Videos: Library {}
      func setUp(window: UIWindow) { window.rootViewController = Nav(rootViewController: Videos()) }
      """
    #expect(lint(sources) == [])
    // A subclass that answers otherwise is not the base class's answer.
    sources["Root.swift"] = sources["Root.swift"]!.replacingOccurrences(
      of: "class Videos: Library {}", with: "class Videos: Library { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }")
    #expect(lint(sources).contains("Settings.swift:2 presentation-not-in-control"))
  }

  /// pocket-casts pushes its files screen onto `selectedViewController as? UINavigationController`
  /// (round 27): the navigation controller's class is not in the code, and one the app declares
  /// forwards. A finding needs every such world; so does proving nothing shows here.
  @Test func D130_aContainerOnlyItsStaticTypeShowsProvesNothing() {
    var sources = chain()
    sources["Root.swift"] = """
      class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
      class Tabs: UITabBarController {
        func openLibrary() { (selectedViewController as? UINavigationController)?.pushViewController(Library(), animated: true) }
      }
      func setUp(window: UIWindow) { window.rootViewController = Tabs() }
      """
    #expect(lint(sources) == [])
  }

  /// An Objective-C override returning the same expression as a Swift one answers alike.
  @Test func D130_anObjectiveCOverrideReturningTheSameExpressionIsAlike() {
    var sources = chain()
    sources["Library.swift"] = nil
    sources["Library.m"] = """
      @implementation Library
      - (UIStatusBarStyle)preferredStatusBarStyle
      {
          return Theme.current.statusBarStyle;
      }
      - (void)openSettings
      {
          [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[Settings alloc] init]] animated:YES completion:nil];
      }
      @end
      """
    sources["Library.h"] = "@interface Library : UIViewController\n@end"
    #expect(lint(sources) == [])
  }
  /// breadwallet's staking screen (round 30) overrides nothing; it is the child of a modal that
  /// captures and answers `.lightContent`, and it presents a card answering the same: where the
  /// screen stands the modal decides, and shows the card's answer.
  static func modal(presentedAs style: String, captures: Bool) -> [String: String] {
    [
      "Modal.swift": """
      class Modal: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        func host(_ child: UIViewController) { addChild(child) }
      }
      """,
      "Stake.swift": """
      class Stake: UIViewController {
        func pick() { present(Card(), animated: true) }
      }
      """,
      "Card.swift": "class Card: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}",
      "Presenter.swift": """
      class Home: UIViewController {
        func showStake() {
          let modal = Modal()
          modal.addChild(Stake())
          modal.modalPresentationStyle = .\(style)
          modal.modalPresentationCapturesStatusBarAppearance = \(captures)
          present(modal, animated: true)
        }
      }
      func setUp(window: UIWindow) { window.rootViewController = Home() }
      """,
    ]
  }

  @Test func D130_whereThePresenterIsNotAskedWhoeverDecidesThereShows() {
    #expect(lint(Self.modal(presentedAs: "overFullScreen", captures: true)) == [])
  }

  /// FolioReaderKit's reader container (round 22) answers alike but is itself presented as a card:
  /// what stands under the card, its presenter's default, shows instead.
  @Test func D130_aDecidingContainerThatIsNotInControlShowsNothing() {
    let findings = lint(Self.modal(presentedAs: "overFullScreen", captures: false))
    #expect(findings.contains("Card.swift:2 presentation-not-in-control"))
  }
}
