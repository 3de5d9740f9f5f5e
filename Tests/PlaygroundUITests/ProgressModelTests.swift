import Testing

@testable import PlaygroundUI

/// Lesson progress as its own model: the store is handed to its update, which records, merges
/// and reports a failed write instead of failing.
@Suite struct ProgressModelTests {
  @Test func aPassedStepIsWrittenToTheStoreGiven() {
    let store = MemoryProgressStore()
    var progress = ProgressModel()
    #expect(progress.update(.passed(lesson: "nav-bar-decides", step: 2), store: store) == nil)
    #expect(store.saved?.lessons["nav-bar-decides"]?.passed == [2])
    #expect(progress.lessons == store.saved)
  }

  @Test func aFailedWriteIsReportedAndTheProgressKept() {
    var progress = ProgressModel()
    let problem = progress.update(.started(lesson: "nav-bar-decides"), store: MemoryProgressStore(failWrites: true))
    #expect(problem == "could not save the lesson progress to memory: read-only")
    #expect(progress.lessons.status(of: "nav-bar-decides") == .started)
  }

  @Test func anUnreadableFileIsLeftAloneAndNeverReset() {
    var progress = ProgressModel()
    let store = MemoryProgressStore(failReads: true)
    #expect(progress.load(from: store)?.hasPrefix("could not read the lesson progress at memory") == true)
    #expect(progress.update(.passed(lesson: "nav-bar-decides", step: 1), store: store) == nil, "nothing is written")
    #expect(store.writes.withLock { $0 } == 0)
    #expect(progress.reset(store: store).hasPrefix("progress not reset: memory could not be read"))
  }
}
