import Foundation
import SwiftSourceScan
import Testing

/// D264: on a Face ID iPhone a navigation controller whose bar shows keeps `prefersStatusBarHidden`
/// from its top controller (D5). That loss is reported once, at the top controller's override; the
/// cards it presents asking what it asks lose nothing more (YLPhoto's editors, round 99: 7 wrong). A
/// card whose own navigation controller would keep it from being asked, once in control, is still a
/// finding of its own (svhHeair's designer list, round 94). D269: a presenter the code does not name
/// stands over what the window roots show (Dude's profile, round 102).
@Suite struct LintFaceIDPresenterTests {
  func lint(_ sources: [String: String]) -> [String] { Fixture.lint(sources) }

  static let hiddenRoot = """
    class Main: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
      func openEditor() { present(EDITOR, animated: true) }
    }
    func setUp(window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: Main()) }
    """

  static let editor = "class Editor: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n}"

  func sources(presenting editor: String = "Editor()", answer: String = "true") -> [String: String] {
    [
      "Main.swift": Self.hiddenRoot.replacingOccurrences(of: "EDITOR", with: editor),
      "Editor.swift": Self.editor.replacingOccurrences(of: "{ true }", with: "{ \(answer) }"),
    ]
  }

  @Test func D264_aCardOverARootWithheldOnFaceIDPhonesLosesNothingMore() {
    #expect(lint(sources()) == ["Main.swift:2 ignored-override"])
    // A card asking otherwise than its presenter shows otherwise everywhere: still a finding.
    #expect(lint(sources(answer: "false")) == ["Main.swift:2 ignored-override"], "false is what shows: the card loses nothing")
    let shown = [
      "Main.swift": Self.hiddenRoot.replacingOccurrences(of: "EDITOR", with: "Editor()").replacingOccurrences(of: "{ true }", with: "{ false }"),
      "Editor.swift": Self.editor,
    ]
    #expect(lint(shown) == ["Editor.swift:2 presentation-not-in-control"])
  }

  @Test func D264_aCardInItsOwnNavigationControllerIsStillWithheld() {
    let findings = Fixture.lintFindings(sources(presenting: "UINavigationController(rootViewController: Editor())"))
    #expect(findings.map { "\($0.file):\($0.line) \($0.check) \($0.rule)" } == ["Editor.swift:2 ignored-override D5", "Main.swift:2 ignored-override D5"])
    #expect(findings.first?.message.contains("on Face ID iPhones") == true)
  }

  @Test func D264_aPresenterPlacedNowhereStandsOverTheRoots() {
    var sources = sources()
    sources["Beauty.swift"] = """
      class Beauty: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        func openEditor() { present(Editor(), animated: true) }
      }
      """
    sources["Main.swift"] = Self.hiddenRoot.replacingOccurrences(of: "present(EDITOR, animated: true)", with: "")
    #expect(lint(sources) == ["Main.swift:2 ignored-override"])
    // The roots showing otherwise: the card's answer is lost.
    sources["Main.swift"] = sources["Main.swift"]!.replacingOccurrences(of: "{ true }", with: "{ false }")
    #expect(lint(sources) == ["Editor.swift:2 presentation-not-in-control"])
  }

  static let lightRoot = """
    class Redirection: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    func setUp(window: UIWindow) { window.rootViewController = Redirection() }
    """

  static let profile = """
    class Profile: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      func openMessages() { present(Messages(), animated: true) }
    }
    class Messages: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class Pusher {
      var visibleViewController: UIViewController?
      func showProfile() { visibleViewController?.present(Profile(), animated: true) }
    }
    """

  @Test func D269_aPresenterFromAControllerTheCodeDoesNotNameStandsOverTheRoots() {
    #expect(lint(["Root.swift": Self.lightRoot, "Profile.swift": Self.profile]) == [])
    // A root showing the default: both cards' `.lightContent` is lost.
    let dark = Self.lightRoot.replacingOccurrences(of: ".lightContent", with: ".default")
    #expect(
      lint(["Root.swift": dark, "Profile.swift": Self.profile]) == [
        "Profile.swift:2 presentation-not-in-control", "Profile.swift:6 presentation-not-in-control",
      ])
  }
}
