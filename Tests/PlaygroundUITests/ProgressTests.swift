import Foundation
import Testing

@testable import PlaygroundUI

/// Lesson progress: saved through the injected store after every step, read back, a corrupt
/// file ignored with a message, reset from the menu after a confirmation.
@Suite struct ProgressTests {
  @Test func savedAfterEveryStepAndShownInTheMenu() {
    let store = MemoryProgressStore()
    var playground = lessonApp("nav-bar-decides", progress: store)
    playground.press("enter", "1")
    #expect(store.saved?.lessons["nav-bar-decides"]?.passed == [1])
    #expect(store.saved?.status(of: "nav-bar-decides") == .started)
    // A new session reads it back: the menu marks the lesson as started.
    var next = lessonApp(progress: store)
    next.press("l")
    #expect(next.screenText.contains("▸ • The navigation bar decides"))
    #expect(next.screenText.contains("Started: 1 of 4 steps passed"))
  }

  @Test func doneLessonsAreMarkedAndAsciiHasItsOwnMarks() {
    var progress = LessonProgress()
    progress.markDone("nav-bar-decides", right: 2, asked: 2)
    progress.markStarted("tab-bar-forwards")
    let store = MemoryProgressStore(progress.json())
    var playground = lessonApp(progress: store)
    playground.press("l")
    #expect(
      playground.screenText.contains("▸   Two lanes, two answers"), "the first lesson not done")
    playground.press("k")
    let text = playground.screenText
    #expect(text.contains("Lessons: 1 of \(LessonCatalog.entries.flatMap(\.lessons).count) done"))
    #expect(text.contains("✓ The navigation bar decides"))
    #expect(text.contains("• The tab bar forwards"))
    #expect(text.contains("Done, predictions 2/2 right"))
    var ascii = lessonApp(progress: store, options: UIOptions(glyphs: .ascii))
    ascii.press("l")
    let plain = ascii.render(width: 120, height: 40).text()
    #expect(plain.contains("+ The navigation bar decides"))
    #expect(plain.contains("~ The tab bar forwards"))
    let allASCII = plain.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(allASCII)
  }

  @Test func aCorruptFileIsIgnoredWithAMessageAndReplaced() {
    let store = MemoryProgressStore("{ not json")
    var playground = lessonApp(progress: store)
    playground.press("l")
    #expect(playground.screenText.contains("was ignored: it is not valid progress JSON"))
    #expect(playground.screenText.contains("a copy is kept at memory.copy"))
    #expect(store.copies.withLock { $0 } == ["{ not json"])
    playground.press("enter", "1")
    #expect(store.saved?.lessons["nav-bar-decides"]?.passed == [1])
    // Another version's file is not read either.
    #expect(throws: Never.self) {
      if case .success = LessonProgress.decode("{\"version\": 7, \"lessons\": {}}") {
        Issue.record("a version 7 file was read")
      }
    }
  }

  @Test func resetAsksFirst() {
    var progress = LessonProgress()
    progress.markDone("nav-bar-decides", right: nil, asked: nil)
    let store = MemoryProgressStore(progress.json())
    var playground = lessonApp(progress: store)
    playground.press("l", "R")
    #expect(playground.screenText.contains("Reset the progress of every lesson?"))
    playground.press("n")
    #expect(store.saved?.status(of: "nav-bar-decides") == .done)
    #expect(playground.screenText.contains("progress kept"))
    playground.press("R", "y")
    #expect(store.saved?.lessons.isEmpty == true)
    #expect(playground.screenText.contains("Lessons: 0 of \(LessonCatalog.entries.flatMap(\.lessons).count) done"))
    #expect(playground.screenText.contains("progress reset"))
  }

  @Test func aStoreThatCannotWriteIsNotFatal() {
    var playground = lessonApp("nav-bar-decides", progress: MemoryProgressStore(failWrites: true))
    playground.press("enter", "1", "enter", "b")
    #expect(playground.lesson?.passed == true)
  }

  /// The failure is what the user sees, not "lesson complete" written over it.
  @Test func aFailedSaveIsShownNotLost() {
    var playground = lessonApp("nav-bar-decides", progress: MemoryProgressStore(failWrites: true))
    playground.press("enter")
    #expect(playground.screenText.contains("could not save the lesson progress to memory: read-only"))
    var finishing = lessonApp("nav-bar-decides", progress: MemoryProgressStore(failWrites: true))
    finishing.press("enter", "1")
    #expect(finishing.screenText.contains("could not save the lesson progress"))
  }

  /// Progress that could not be read is never overwritten.
  @Test func anUnreadableFileIsLeftAlone() {
    let store = MemoryProgressStore("{\"version\": 1}", failReads: true)
    var playground = lessonApp(progress: store)
    playground.press("l")
    #expect(playground.screenText.contains("the file is left alone"))
    playground.press("enter", "1")
    playground.press("l", "R", "y")
    #expect(store.writes.withLock { $0 } == 0)
    #expect(store.text.withLock { $0 } == "{\"version\": 1}")
  }

  @Test func filesInATemporaryDirectory() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let environment = ["XDG_STATE_HOME": directory, "HOME": "/nonexistent"]
    let path = try #require(ProgressLocation.path(environment: environment))
    #expect(path == directory + "/sbplay/progress.json")
    let store = DirectoryProgressStore(path: path)
    var playground = PlaygroundApp(
      scene: lessonApp("nav-bar-decides").scene,
      services: PlaygroundServices(progress: store, files: MemorySceneStore()))
    playground.press("enter", "1")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard case .success(let saved) = LessonProgress.decode(text) else {
      Issue.record("not progress: \(text)")
      return
    }
    #expect(saved.lessons["nav-bar-decides"]?.passed == [1])
    // No temporary files are left beside it (atomic writes rename theirs).
    let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/sbplay")
    #expect(names == ["progress.json"])
    // Corrupt on disk: ignored with a message, then replaced.
    try "\u{0}\u{1}garbage".write(toFile: path, atomically: true, encoding: .utf8)
    var again = PlaygroundApp(
      scene: lessonApp("nav-bar-decides").scene,
      services: PlaygroundServices(progress: store, files: MemorySceneStore()))
    again.press("l")
    #expect(again.screenText.contains("was ignored"))
    again.press("R", "y")
    let reset = try String(contentsOfFile: path, encoding: .utf8)
    #expect(LessonProgress.decode(reset) == .success(LessonProgress()))
  }

  @Test func theXDGRule() {
    #expect(
      ProgressLocation.path(environment: ["XDG_STATE_HOME": "/s/", "HOME": "/h"])
        == "/s/sbplay/progress.json")
    #expect(
      ProgressLocation.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])
        == "/h/.local/state/sbplay/progress.json")
    #expect(
      ProgressLocation.path(environment: ["HOME": "/h"]) == "/h/.local/state/sbplay/progress.json")
    #expect(ProgressLocation.path(environment: [:]) == nil)
  }
}
