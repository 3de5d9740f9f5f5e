import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The session's own update, on its own: it changes the world, the log, the focus, the
/// animation and the recording, and nothing else; its update receives neither the panels nor
/// teaching, and the app-level test checks that world changes leave them alone.
@Suite struct SessionModelTests {
  func session() -> SessionModel { SessionModel(world: BuiltInScene.load().world) }

  func actions(_ lines: String...) throws -> [Action] { try lines.map { try ActionParser.parse($0) } }

  @Test func aStepIsAppliedWhole_orNotAtAll() throws {
    var model = session()
    let before = model.simulation.world
    let focusBefore = model.focus
    let effects = model.update(
      .apply(try actions("push Extra", "push Extra"), autoUpdate: false, animationDuration: nil))
    guard case .refused(let reason)? = effects.first else {
      Issue.record("expected a refusal, got \(effects)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(model.simulation.world == before, "the push before the refused action is undone")
    #expect(model.focus == focusBefore)
    #expect(model.log.entries.last?.kind == .refused)
  }

  @Test func theFocusFollowsWhatAStepMade_andUndoBringsItBack() throws {
    var model = session()
    let start = model.simulation.world
    let focusBefore = model.focus
    let effects = model.update(.apply(try actions("push Extra"), autoUpdate: false, animationDuration: nil))
    guard case .applied(let lines, _, let before, let focusAtStart)? = effects.first else {
      Issue.record("expected the step to apply, got \(effects)")
      return
    }
    #expect(lines == ["push Extra"])
    #expect(before == start)
    #expect(focusAtStart == focusBefore)
    #expect(model.focus == model.simulation.world.id(named: "Extra"))
    model.update(.travel(undo: true, count: 1, focus: focusBefore, label: "push Extra"))
    #expect(model.simulation.world == start)
    #expect(model.focus == focusBefore)
    #expect(model.log.entries.last?.text == "undo: push Extra")
  }

  /// The render memo keys frames by `worldVersion`: a new world must name a new version, and
  /// what leaves the world alone must keep it, or frames are drawn again for nothing.
  @Test func everyWorldChangeAndOnlyAWorldChangeNamesANewVersion() throws {
    var model = session()
    var version = model.worldVersion
    model.update(.focus(nil))
    model.update(.log(SessionLog.Entry(kind: .session, text: "note")))
    model.update(.showKey("h"))
    model.update(.record("key h"))
    model.update(.finishAnimation)
    #expect(model.worldVersion == version)
    model.update(.apply(try actions("push Extra"), autoUpdate: false, animationDuration: nil))
    #expect(model.worldVersion != version)
    version = model.worldVersion
    model.update(.travel(undo: true, count: 1, focus: nil, label: "push Extra"))
    #expect(model.worldVersion != version)
    version = model.worldVersion
    model.update(.reset(to: BuiltInScene.load().world))
    #expect(model.worldVersion != version)
  }

  @Test func theLayoutBeforeIsKeptOnlyWhenAKeyMovedIt() throws {
    var model = session()
    let layout = model.simulation.snapshot.layout
    model.update(.keyHandled(layoutAtStart: layout, sceneAtStart: "main", recordedLine: "key F"))
    #expect(model.layoutBefore == nil)
    #expect(model.recordedLines == ["key F"])
    model.update(.apply(try actions("present M modalPresentationStyle=fullScreen"), autoUpdate: false, animationDuration: nil))
    #expect(model.simulation.snapshot.layout != layout)
    model.update(.keyHandled(layoutAtStart: layout, sceneAtStart: "main", recordedLine: nil))
    #expect(model.layoutBefore == layout)
    #expect(model.recordedLines == ["key F"], "a tap's line is recorded before it runs")
  }

  @Test func theStripKeepsTheLastTwelveKeys() {
    var model = session()
    for index in 1...15 { model.update(.showKey("k\(index)")) }
    #expect(model.recentKeys == (4...15).map { "k\($0)" })
    model.update(.dropLastKey)
    #expect(model.recentKeys.last == "k14")
  }

  @Test func worldChangesLeaveThePanelsAndTeachingAlone() throws {
    var playground = defaultApp()
    playground.press("F", "w")
    let panels = playground.panels
    let teaching = playground.teaching
    #expect(panels.focus != nil && teaching.whyVisible)
    try playground.perform(action: "push Extra")
    playground.press("z")
    #expect(playground.panels == panels)
    #expect(playground.teaching == teaching)
  }
}
