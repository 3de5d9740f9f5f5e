import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// A command returns what it did (the recording's line, a refusal, text for
/// the clipboard, an armed skip) instead of leaving it in fields of the app for the key handler.
@Suite struct CommandOutcomeTests {
  @Test func copyStateHandsItsTextToTheTerminalWithTheKey() {
    var playground = lessonApp("nav-bar-decides")
    #expect(playground.handle(.char("b")) == .continue)
    let command = playground.handle(.char("Y"))
    guard case .copy(let text) = command else {
      Issue.record("Y asked the terminal for \(command)")
      return
    }
    let expected = ShareText.markdown(
      scene: playground.scene, actions: ["set Nav.barStyle=black"],
      snapshot: playground.simulation.snapshot)
    #expect(text == expected)
    #expect(playground.handle(.escape) == .continue, "the text goes with its key, once")
  }

  @Test func aKeysRecordingLineIsItsOutcome() {
    var byKey = defaultApp()
    var byCommand = byKey
    byKey.press("h")
    let outcome = byCommand.run(.cycleHidden)
    #expect(outcome.did.count == 1)
    #expect(outcome.did.first?.hasSuffix(".prefersStatusBarHidden=true") == true)
    #expect(byKey.recordedLines.last == outcome.recordedLine(for: .char("h")))
    #expect(byKey.world == byCommand.world)
  }

  @Test func aRefusalIsRecordedWithItsReason() {
    var playground = defaultApp()
    let outcome = playground.run(.dismiss)
    #expect(outcome.did.isEmpty)
    #expect(outcome.refusal?.hasPrefix("nothing is presented") == true)
    #expect(
      outcome.recordedLine(for: .char("X"))
        == "key X  # refused: " + (outcome.refusal ?? ""))
    #expect(!outcome.succeeded)
  }

  @Test func theDigitKeysCarryTheirDigit() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("w")
    let fixes = Explanation(playground.simulation.snapshot).fixes
    guard let index = fixes.firstIndex(where: { $0.title.contains("barStyle = .black") }) else {
      Issue.record("no barStyle fix in \(fixes.map(\.title))")
      return
    }
    let outcome = playground.run(.applyFix, digit: index + 1)
    #expect(outcome.did == ["set Nav.barStyle=black"])
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    let none = playground.run(.applyFix, digit: 9)
    #expect(none.did.isEmpty && none.refusal?.contains("press 1") == true)
  }

  @Test func thePickerPassesTheDeviceChosen() {
    var playground = defaultApp()
    let os = playground.world.environment.os
    let device = DevicePicker.matches("6 plus", os: os).first!
    let outcome = playground.pickDevice(device, query: "6 plus")
    #expect(outcome.succeeded && outcome.did.count == 1)
    #expect(playground.world.device == device)
    let nothing = playground.pickDevice(nil, query: "zzz")
    #expect(nothing.refusal == "no device matches `zzz`: sbplay devices lists them all")
  }

  @Test func anotherKeyDisarmsTheSkipOfAGoal() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "esc")  // start, skip the question
    playground.press("enter")  // step 2: a goal
    #expect(playground.run(.nextStep).armsSkip == playground.lesson?.index)
    playground.press("enter")  // arms the skip
    #expect(playground.screenText.contains("enter again skips it"))
    playground.press("w")  // any other key disarms it
    playground.press("enter")  // asks again instead of skipping
    #expect(playground.world.controller(named: "Nav")?.barStyle != .black)
    #expect(playground.screenText.contains("enter again skips it"))
  }
}
