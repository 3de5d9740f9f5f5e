import Foundation
import SwiftSourceScan
import Testing

/// D242: what shows where a presenting class stands is answered for every class at once, as the
/// greatest answer that holds, with no depth at which a chain is cut. PartyTime (round 83) shows
/// eight sign-up screens one over another, each a card hiding the bar as its window root does,
/// and its sign-in and password screens present each other.
@Suite struct LintPresenterChainFixpointTests {
  /// `Screen0`, the window's root, presents `Screen1` as a card, which presents `Screen2`, and so
  /// on to `Screen<depth>`, which presents `Screen0` again (PartyTime's last sign-up screen
  /// presents its home screen, the other window root); each hides the bar, the root as
  /// `rootHides` says.
  func chain(depth: Int, rootHides: Bool = true) -> [String: String] {
    var sources: [String: String] = [:]
    for i in 0...depth {
      let hides = i == 0 ? rootHides : true
      let next = "  func next() { present(Screen\((i + 1) % (depth + 1))(), animated: true) }\n"
      sources["Screen\(i).swift"] = "class Screen\(i): UIViewController {\n  override var prefersStatusBarHidden: Bool { \(hides) }\n\(next)}"
    }
    sources["Root.swift"] = "func setUp(window: UIWindow) { window.rootViewController = Screen0() }"
    return sources
  }

  @Test func D242_aLongChainOfCardsThatAnswerAlikeLosesNothing() {
    // Before, a chain was cut at six classes, and one coming back to a class asked about above
    // it counted as not shown: the cards were findings.
    #expect(Fixture.lint(chain(depth: 9)).isEmpty)
  }

  @Test func D242_aLongChainOverARootThatAnswersOtherwiseIsAFindingAllAlong() {
    // The root's `false`, lost where the last card presents it again, is what shows anyway.
    let findings = Fixture.lint(chain(depth: 9, rootHides: false))
    #expect(findings == (1...9).map { "Screen\($0).swift:2 presentation-not-in-control" }.sorted())
  }

  /// `SignIn`, a card over the root, presents `Reset`, and `Reset` presents `SignIn` again: all
  /// `Reset`'s places come back to `SignIn`'s question. The ring adds no place of its own, and
  /// the root's hidden bar shows under both.
  @Test func D242_aRingOfScreensPresentingEachOtherAddsNoPlace() {
    func sources(rootHides: Bool) -> [String: String] {
      [
        "Root.swift": """
        class Root: UIViewController {
          override var prefersStatusBarHidden: Bool { \(rootHides) }
          func signIn() { present(SignIn(), animated: true) }
        }
        func setUp(window: UIWindow) { window.rootViewController = Root() }
        """,
        "SignIn.swift": """
        class SignIn: UIViewController {
          override var prefersStatusBarHidden: Bool { true }
          func forgot() { present(Reset(), animated: true) }
        }
        """,
        "Reset.swift": """
        class Reset: UIViewController {
          override var prefersStatusBarHidden: Bool { true }
          func back() { present(SignIn(), animated: true) }
        }
        """,
      ]
    }
    #expect(Fixture.lint(sources(rootHides: true)).isEmpty)
    #expect(Fixture.lint(sources(rootHides: false)) == ["Reset.swift:2 presentation-not-in-control", "SignIn.swift:2 presentation-not-in-control"])
  }
}
