import Foundation
import SwiftSourceScan
import Testing

/// D121: an override UIKit asks where the code presents it one way and not where it presents it
/// another. Mantis's demo (round 20) presents its cropper, which hides the bar, `.fullScreen`
/// everywhere but in one place, where the default style (a page sheet since iOS 13) keeps the
/// presenter in control: the bar stays.
@Suite struct LintOnePresentationTests {
  static let cropper = "class Cropper: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"

  func lint(_ demo: String, cropper: String = Self.cropper) -> [LintFinding] {
    let files = [
      SourceScanner.scan(path: "Cropper.swift", text: cropper),
      SourceScanner.scan(path: "Demo.swift", text: demo),
    ]
    return Linter.lint(files)
  }

  static let demo = """
    class Demo: UIViewController {
      func crop() {
        let c = Cropper()
        c.modalPresentationStyle = .fullScreen
        present(c, animated: true)
      }
      func quickCrop() {
        let c = Cropper()
        present(c, animated: true)
      }
    }
    """

  @Test func D121_aPresentationThatLosesAnOverrideAskedElsewhereIsReported() throws {
    let findings = lint(Self.demo)
    #expect(findings.map { "\($0.file):\($0.line) \($0.check)" } == ["Cropper.swift:1 presentation-not-in-control"])
    let message = try #require(findings.first?.message)
    #expect(message.contains("not asked where it is presented with the default style (.automatic) at Demo.swift:9"))
    #expect(message.contains("It is asked where it is presented with .fullScreen at Demo.swift:5"))
    #expect(findings.first?.lesson == "sheet-captures")
  }

  @Test func D121_everyPresentationInControlIsNoFinding() {
    #expect(
      lint(
        Self.demo.replacingOccurrences(
          of: "present(c, animated: true)\n  }\n}", with: "c.modalPresentationStyle = .fullScreen; present(c, animated: true)\n  }\n}")
      ).isEmpty)
    // Capturing takes control in any style.
    let captured = Self.demo.replacingOccurrences(
      of: "let c = Cropper()\n    present", with: "let c = Cropper()\n    c.modalPresentationCapturesStatusBarAppearance = true\n    present")
    #expect(lint(captured).isEmpty)
  }

  /// A value decided at run time, or the default, may be what the presenter shows too (Zotero's
  /// `!statusBarVisible` in its settings sheet, Simplenote's `.default`): no claim.
  @Test func D121_aRunTimeOrDefaultAnswerIsNoFinding() {
    #expect(lint(Self.demo, cropper: Self.cropper.replacingOccurrences(of: "{ true }", with: "{ !visible }\n  var visible = true")).isEmpty)
    #expect(lint(Self.demo, cropper: Self.cropper.replacingOccurrences(of: "{ true }", with: "{ false }")).isEmpty)
    let styled = "class Cropper: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .default } }\n"
    #expect(lint(Self.demo, cropper: styled).isEmpty)
  }

  /// A style chosen at run time between two (D104) holds a finding only if it holds in both.
  @Test func D121_aStyleDecidedAtRunTimeIsNoFinding() {
    let chosen = Self.demo.replacingOccurrences(
      of: "let c = Cropper()\n    present", with: "let c = Cropper()\n    c.modalPresentationStyle = wide ? .fullScreen : .overFullScreen\n    present")
    #expect(lint(chosen).isEmpty)
  }
}
