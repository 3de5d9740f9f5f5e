import Testing

@testable import PlaygroundUI

/// Two playgrounds sharing one progress file: each merges what it changed into what the file
/// holds when it saves, so neither erases a lesson the other passed or completed (each used to
/// write the whole file from the copy it read at start).
@Suite struct ProgressSharingTests {
  @Test func neitherPlaygroundErasesTheOthersLesson() {
    let store = MemoryProgressStore()
    var first = lessonApp("nav-bar-decides", progress: store)
    var second = lessonApp("tab-bar-forwards", progress: store)
    // Both have read the (empty) file before either saves.
    _ = first.loadProgressIfNeeded()
    _ = second.loadProgressIfNeeded()
    first.press("enter", "1")
    second.press("enter", "1")
    #expect(store.saved?.lessons["nav-bar-decides"]?.passed == [1], "the first playground's lesson was erased")
    #expect(store.saved?.lessons["tab-bar-forwards"]?.passed == [1])
    // The first playground's next save keeps the second's lesson too.
    first.press("enter")
    #expect(store.saved?.lessons["tab-bar-forwards"]?.passed == [1])
  }

  @Test func aLessonBothChangedKeepsTheStepsOfBoth() {
    var base = LessonProgress()
    base.markPassed("nav-bar-decides", step: 1)
    var mine = base
    mine.markPassed("nav-bar-decides", step: 3)
    mine.markStarted("tab-bar-forwards")
    var theirs = base
    theirs.markPassed("nav-bar-decides", step: 2)
    theirs.markDone("presented-sheet", right: 1, asked: 2)
    let merged = mine.merged(into: theirs, changedSince: base)
    #expect(merged.lessons["nav-bar-decides"]?.passed == [1, 2, 3])
    #expect(merged.status(of: "presented-sheet") == .done)
    #expect(merged.status(of: "tab-bar-forwards") == .started)
    // A lesson this session did not change is the store's, as it is now.
    var reset = LessonProgress()
    reset.markStarted("tab-bar-forwards")
    #expect(base.merged(into: reset, changedSince: base) == reset)
  }
}
