import Testing

@testable import PlaygroundUI

/// The panels' own update, on its own: it changes only panel state, reads the rest of the app
/// through its inputs, and asks for the rest (the message line, the tree's focus) as effects.
@Suite struct PanelsModelTests {
  let offered: [PanelID] = [.why, .tree, .trace, .layout, .log]

  func inputs(lastStart: Int = 20) -> PanelsModel.Inputs {
    PanelsModel.Inputs(offered: offered, lastStart: { _ in lastStart })
  }

  @Test func nextVisitsTheOfferedPanelsInOrderAndWrapsRound() {
    var panels = PanelsModel()
    var visited: [PanelID?] = []
    for _ in 0..<6 {
      _ = panels.update(.next, inputs())
      visited.append(panels.focus)
    }
    #expect(visited == [.why, .tree, .trace, .layout, .log, .why])
    _ = panels.update(.previous, inputs())
    #expect(panels.focus == .log)
  }

  @Test func hidingTheFocusedPanelSkipsItAndSaysSo() {
    var panels = PanelsModel(focus: .trace)
    let effect = panels.update(.hide, inputs())
    #expect(effect == .say("resolver panel hidden: + shows every panel again"))
    #expect(panels.hidden == [.trace])
    #expect(panels.focus == .why, "the focus goes to the first panel still shown")
    #expect(panels.shown(among: offered) == [.why, .tree, .layout, .log])
    #expect(panels.update(.showAll, inputs()) == .say("1 hidden panel(s) shown again"))
    #expect(panels.hidden.isEmpty)
  }

  @Test func scrollingStopsAtTheLastPageTheScreenDrew() {
    var panels = PanelsModel(focus: .log)
    for _ in 0..<5 { _ = panels.update(.pageDown, inputs(lastStart: 12)) }
    #expect(panels.scroll[.log] == 12)
    _ = panels.update(.scrollUp, inputs(lastStart: 12))
    #expect(panels.scroll[.log] == 11)
    _ = panels.update(.top, inputs(lastStart: 12))
    #expect(panels.scroll[.log] == 0)
  }

  @Test func theArrowsInTheUnscrolledTreeAskTheAppToMoveTheControllerFocus() {
    var panels = PanelsModel(focus: .tree)
    #expect(panels.update(.scrollDown, inputs()) == .moveTreeFocus(by: 1))
    #expect(panels.update(.scrollUp, inputs()) == .moveTreeFocus(by: -1))
    #expect(panels.scroll.isEmpty, "the tree is not scrolled by the arrows")
  }

  @Test func zoomNeedsAFocusedPanelAndUnfocusEndsIt() {
    var panels = PanelsModel()
    #expect(panels.update(.zoom, inputs()) == .say("focus a panel first (F), then Z zooms it to the full height"))
    #expect(!panels.zoomed)
    _ = panels.update(.focus(.layout), inputs())
    _ = panels.update(.zoom, inputs())
    #expect(panels.zoomed)
    _ = panels.update(.unfocus, inputs())
    #expect(panels.focus == nil && !panels.zoomed)
  }

  @Test func theAppRoutesAPanelKeyToThePanelsAndShowsWhatTheySay() {
    var playground = defaultApp()
    playground.press("F")
    #expect(playground.panels.focus == .tree)
    #expect(playground.screenText.contains("tree panel focused"))
  }
}
