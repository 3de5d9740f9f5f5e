import Testing

@testable import PlaygroundUI

/// Replaying a recording that saved the screen with `K` finds its picture already there: the
/// replay writes the next free numbered name and says so; keys the user presses still never
/// replace or rename a picture.
@Suite struct ReplayPictureTests {
  @Test func aReplayedScreenSaveWritesTheNextFreeNumberedName() {
    let files = MemorySceneStore(["sbplay-screen.svg": "mine", "sbplay-screen-2.svg": "mine too"])
    var playground = lessonApp(files: files)
    _ = playground.render(width: 120, height: 40)
    let errors = playground.replay(lines: ["key K", "key enter"])
    #expect(errors.isEmpty)
    let written = files.files.withLock { $0 }
    #expect(written["sbplay-screen.svg"] == "mine", "the picture already there is kept")
    #expect(written["sbplay-screen-2.svg"] == "mine too")
    #expect(written["sbplay-screen-3.svg"]?.contains("<svg") == true)
    #expect(
      playground.screenText.contains(
        "saved the screen as /memory/sbplay-screen-3.svg (SVG) (replaying: /memory/sbplay-screen.svg exists and is kept)"))
    #expect(playground.recordedLines.last == "key enter  # picture sbplay-screen-3.svg")
  }

  @Test func aPressedScreenSaveStillRefusesAFileThatExists() {
    let files = MemorySceneStore(["sbplay-screen.svg": "mine"])
    var playground = lessonApp(files: files)
    playground.press("K", "enter")
    #expect(files.files.withLock { $0.count } == 1)
    #expect(playground.screenText.contains("sbplay-screen.svg exists: pictures never replace a file"))
  }

  @Test func theNumberGoesBeforeTheExtensionNotIntoTheFolder() {
    #expect(PlaygroundApp.freeName(after: "talk.v2/slide.svg", exists: { _ in false }) == "talk.v2/slide-2.svg")
    #expect(PlaygroundApp.freeName(after: "talk.v2/slide", exists: { _ in false }) == "talk.v2/slide-2")
    #expect(PlaygroundApp.freeName(after: ".svg", exists: { _ in false }) == ".svg-2")
  }
}
