import Testing

@testable import PlaygroundUI

/// Undo and redo's own update: a key's actions are one step, a new step drops what could be
/// redone, and the oldest steps fall off past the simulation's limit.
@Suite struct KeyHistoryTests {
  func step(_ label: String) -> KeyHistory.Step {
    KeyHistory.Step(count: 2, focusBefore: nil, focusAfter: nil, label: label)
  }

  @Test func undoThenRedoReturnsTheSameStep() {
    var history = KeyHistory()
    _ = history.update(.applied(step("push VC2; update"), limit: 10))
    #expect(history.update(.undo) == step("push VC2; update"))
    #expect(history.update(.undo) == nil, "nothing left to undo")
    #expect(history.update(.redo) == step("push VC2; update"))
    #expect(history.update(.redo) == nil)
  }

  @Test func aNewStepDropsWhatCouldBeRedone() {
    var history = KeyHistory()
    _ = history.update(.applied(step("a"), limit: 10))
    _ = history.update(.undo)
    _ = history.update(.applied(step("b"), limit: 10))
    #expect(history.update(.redo) == nil)
    #expect(history.undoable == [step("b")])
  }

  @Test func theOldestStepsFallOffPastTheLimit() {
    var history = KeyHistory()
    for label in ["a", "b", "c"] { _ = history.update(.applied(step(label), limit: 2)) }
    #expect(history.undoable.map(\.label) == ["b", "c"])
    _ = history.update(.clear)
    #expect(history.isEmpty)
  }

  @Test func undoInTheAppPutsTheWorldAndTheFocusBack() {
    var playground = defaultApp()
    let before = playground.world
    let focus = playground.focusedID
    playground.press("p")
    #expect(playground.world != before)
    playground.press("z")
    #expect(playground.world == before)
    #expect(playground.focusedID == focus)
    #expect(playground.recordedLines.last?.hasPrefix("key z  # undo: push VC") == true)
  }
}
