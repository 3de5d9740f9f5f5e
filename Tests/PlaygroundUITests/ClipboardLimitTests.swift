import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// `Y` copies the shareable text through OSC 52, which terminals cut or refuse above about
/// 74,000 bytes: the copy is cut at a whole character and the playground says so, instead of
/// pasting half a report silently.
@Suite struct ClipboardLimitTests {
  @Test func aLongCopyIsCutAtAWholeCharacterAndTheUserIsTold() {
    var playground = app(
      "iPhone 8", os: "13.0", .vc("Root", [.title: "Root"], children: (0..<2_500).map { .vc("Child\($0)", [.title: "Child number \($0) é"]) }))
    let outcome = playground.handle(Key(description: "Y")!)
    guard case .copy(let text) = outcome else {
      Issue.record("Y did not copy: \(outcome)")
      return
    }
    #expect(text.utf8.count > ProgramCommand.clipboardLimit, "the scene is big enough to pass the limit")
    let message = playground.screenText
    #expect(message.contains("the clipboard gets only its first"), "\(message.suffix(400))")
    let sent = ProgramCommand.clipboardText(text)
    #expect(sent.utf8.count <= ProgramCommand.clipboardLimit)
    #expect(sent.utf8.count > ProgramCommand.clipboardLimit - 4)
    #expect(text.hasPrefix(sent))
  }

  @Test func theCutNeverSplitsACharacter() {
    let text = String(repeating: "a", count: ProgramCommand.clipboardLimit - 1) + "é" + "tail"
    let sent = ProgramCommand.clipboardText(text)
    #expect(sent.utf8.count == ProgramCommand.clipboardLimit - 1)
    #expect(ProgramCommand.clipboardText("short é") == "short é")
  }

  @Test func aShortCopySaysItWasCopied() {
    var playground = defaultApp()
    playground.press("Y")
    #expect(playground.screenText.contains("copied to the clipboard"))
  }
}
