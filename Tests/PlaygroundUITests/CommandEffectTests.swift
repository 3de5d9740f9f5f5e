import CellGrid
import Testing

@testable import PlaygroundUI

/// A command's outcome is the list of what it did (`CommandEffect`), and what the key handler
/// reads from it follows from that list: the recording's comment, the refusal, the clipboard,
/// a failed save, UIKit's notes, an armed skip, quitting.
@Suite struct CommandEffectTests {
  @Test func anEmptyOutcomeRecordsTheKeyAloneAndContinues() {
    let outcome = CommandOutcome.nothing
    #expect(outcome.recordedLine(for: .char("x")) == "key x")
    #expect(outcome.programCommand == .continue)
    #expect(outcome.succeeded)
    #expect(outcome.did.isEmpty && outcome.notes.isEmpty && outcome.armsSkip == nil)
  }

  @Test func appliedLinesAndOtherChangesAreRecordedInOrder() {
    var outcome = CommandOutcome(.did("lesson 01-basics"))
    outcome += CommandOutcome(.applied(lines: ["push VC2", "update"], notes: []))
    #expect(outcome.did == ["lesson 01-basics", "push VC2", "update"])
    #expect(outcome.recordedLine(for: .char("p")) == "key p  # lesson 01-basics; push VC2; update")
  }

  @Test func aRefusalIsRecordedOnlyWhenNothingWasDone() {
    let refused = CommandOutcome.refused("nothing to undo")
    #expect(refused.recordedLine(for: .char("z")) == "key z  # refused: nothing to undo")
    #expect(!refused.succeeded)
    var partly = CommandOutcome.did("undo: push VC2")
    partly += .refused("later")
    #expect(partly.recordedLine(for: .char("z")) == "key z  # undo: push VC2")
    #expect(partly.refusal == "later")
  }

  @Test func theClipboardGoesToTheTerminalAndQuittingWinsOverIt() {
    var outcome = CommandOutcome(.copy("text"))
    #expect(outcome.programCommand == .copy("text"))
    outcome += CommandOutcome(.quit)
    #expect(outcome.programCommand == .quit)
  }

  @Test func theLaterSaveProblemAndArmedSkipReplaceTheEarlier() {
    var outcome = CommandOutcome([.saveFailed("first"), .armSkip(step: 1)])
    outcome += CommandOutcome([.saveFailed("second"), .armSkip(step: 2)])
    #expect(outcome.saveProblem == "second")
    #expect(outcome.armsSkip == 2)
  }

  @Test func notesAreThoseOfTheLastStepUnlessAnotherChangeCameAfter() {
    var outcome = CommandOutcome(.applied(lines: ["present Sheet"], notes: ["a note"]))
    outcome += CommandOutcome(.saveFailed("disk full"))
    #expect(outcome.notes == ["a note"], "a save problem does not drop the step's notes")
    outcome += .did("lesson step 2")
    #expect(outcome.notes.isEmpty, "a later change has no notes")
    outcome += CommandOutcome(.applied(lines: ["dismiss"], notes: ["another"]))
    #expect(outcome.notes == ["another"])
  }

  @Test func aKeyThatQuitsEndsTheProgram() {
    var playground = defaultApp()
    #expect(playground.run(.quit) == CommandOutcome(.quit))
    #expect(playground.handle(.char("q")) == .quit)
  }
}
