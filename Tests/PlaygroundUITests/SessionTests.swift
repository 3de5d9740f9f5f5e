import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Recording, replaying and headless actions show exactly what the keys showed.
@Suite struct SessionTests {
  @Test func replayingARecordingRebuildsTheSameWorld() {
    var recorded = defaultApp()
    recorded.press("h", "u", "b", "p", "x", "down", "enter", ":")
    recorded.type("set VC3.preferredStatusBarStyle=lightContent")
    recorded.press("enter", "z", "X", "q")
    var replayed = defaultApp()
    let errors = replayed.replay(lines: ["# a recorded session", ""] + recorded.recordedLines)
    #expect(errors.isEmpty)
    #expect(replayed.world == recorded.world)
    #expect(replayed.render(width: 120, height: 40) == recorded.render(width: 120, height: 40))
  }

  @Test func replayTakesActionLinesAndReportsErrors() {
    var playground = defaultApp()
    let errors = playground.replay(lines: [
      "set Nav.barStyle=black  # a comment", "key #", "bogus", "key nokey", "push \"My VC\"",
    ])
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    #expect(playground.world.controller(named: "My VC") != nil)
    #expect(errors.count == 2)
    #expect(errors[0].hasPrefix("line 3: unknown action `bogus`"))
    #expect(errors[1].hasPrefix("line 4: `nokey` is not a key"))
  }

  @Test func performShowsTheSameScreenAsTheCommandLine() throws {
    var headless = defaultApp()
    try headless.perform(action: "set Nav.barStyle=black")
    var typed = defaultApp()
    typed.press(":")
    typed.type("set Nav.barStyle=black")
    typed.press("enter")
    #expect(headless.world == typed.world)
    #expect(
      headless.render(width: 100, height: 30).rows() == typed.render(width: 100, height: 30).rows())
    #expect(throws: ActionError.self) { try headless.perform(action: "dismiss") }
  }

  @Test func hidingAnimatesAndEndsAfterTicks() {
    var playground = defaultApp()
    playground.press("a")  // Detail.preferredStatusBarUpdateAnimation = slide
    playground.press("h", "u")
    #expect(playground.wantsTicks)
    let start = playground.render(width: 120, height: 40)
    _ = playground.tick(elapsedMilliseconds: 150)
    let middle = playground.render(width: 120, height: 40)
    #expect(start != middle)
    _ = playground.tick(elapsedMilliseconds: 200)
    #expect(!playground.wantsTicks)
    var still = defaultApp()
    still.press("a", "h", "u")
    still.finishAnimation()
    #expect(playground.render(width: 120, height: 40) == still.render(width: 120, height: 40))
  }

  @Test func updateWithoutAChangeDoesNotAnimate() {
    var playground = defaultApp()
    playground.press("u")
    #expect(!playground.wantsTicks)
    #expect(playground.tick(elapsedMilliseconds: 16) == false)
  }

  @Test func keyTableListsEveryBinding() {
    let table = PlaygroundApp.keyTableMarkdown()
    for binding in KeyMap.bindings {
      #expect(table.contains(binding.help), "\(binding.help)")
    }
    #expect(table.contains("| `?` | this help |"))
  }
}
