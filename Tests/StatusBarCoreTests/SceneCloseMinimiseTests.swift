import Testing

@testable import StatusBarCore

/// R14.7 and D85: the window controls' close and minimise take a scene off the screen; the next
/// scene in front decides the screen's bar, or the Home Screen's default with none left.
@Suite struct SceneCloseMinimiseTests {
  let pad = "iPad Pro 13-inch (M4)"

  /// Reader (main, .darkContent) windowed; Notes (.lightContent, hidden) opened in front of it.
  func twoScenes() throws -> Simulation { try twoWindowScenes(notesHidden: false) }

  @Test func R14_7_closingTheFrontmostSceneRemovesItAndTheNextSceneDecidesTheBar() throws {
    var sim = try twoScenes()
    #expect(sim.world.screenDecision?.name == "Notes")
    let report = try sim.perform("scene close")
    #expect(sim.world.sceneNames == ["main"], "Notes is gone; the app's other scene stays")
    #expect(sim.world.id(named: "Notes") == nil, "its controllers go with it")
    #expect(sim.world.sceneName == "main")
    #expect(sim.world.screenDecision?.name == "main", "Reader's scene comes to the front (D85)")
    #expect(sim.world.shown.style == .darkContent)
    #expect(sim.world.shown.styleDecider.description == "Reader")
    #expect(report.events.contains { $0.contains("comes to the front") })
    #expect(!sim.world.noSceneOnScreen)
  }

  @Test func R14_7_closingAnotherSceneByNameKeepsTheSelection() throws {
    var sim = try twoScenes()
    try sim.run("scene select main", "scene close Notes")
    #expect(sim.world.sceneNames == ["main"])
    #expect(sim.world.frontmostSceneIndex == 0)
    #expect(throws: ActionError.self) { try sim.run("scene close Nowhere") }
  }

  @Test func R14_7_minimisingKeepsTheSceneAndSelectBringsItBack() throws {
    var sim = try twoScenes()
    try sim.run("scene minimise")
    #expect(sim.world.sceneName == "main", "actions now edit the scene on the screen")
    #expect(sim.world.sceneNames == ["main", "Notes"], "a minimised scene stays in the app")
    #expect(sim.world.otherScenes[0].windowing.presence == .minimised)
    #expect(sim.world.screenDecision?.name == "main")
    #expect(sim.world.sceneDecisions.map(\.windowing.presence) == [.onScreen, .minimised])
    #expect(throws: ActionError.self) { try sim.run("scene minimise Notes") }
    try sim.run("scene select Notes")
    #expect(sim.world.sceneName == "Notes")
    #expect(sim.world.environment.windowing.presence == .onScreen)
    #expect(sim.world.screenDecision?.name == "Notes", "it comes back in front")
    #expect(sim.world.shown.style == .lightContent)
  }

  @Test func D85_withNoSceneOnTheScreenTheHomeScreenShowsAndTheResolverSaysSo() throws {
    var sim = try twoScenes()
    try sim.run("scene minimise Notes", "scene minimise")
    #expect(sim.world.noSceneOnScreen)
    #expect(sim.world.screenDecision == nil)
    #expect(sim.world.sceneDecisions.allSatisfy { !$0.showsOnScreen })
    #expect(sim.world.shown.styleTrace.contains { $0.rule.id == "D85" && $0.text.contains("Home Screen") })
    try sim.run("scene select main")
    #expect(!sim.world.noSceneOnScreen)
    #expect(sim.world.otherScenes[0].windowing.presence == .minimised, "the other scene stays in the windows list")
  }

  @Test func D85_closingTheLastSceneKeepsItClosedUntilItOpensAgain() throws {
    var sim = Simulation(world: world(pad, os: "26.0", .vc("A", [.preferredStatusBarStyle: "lightContent"])))
    #expect(sim.world.sceneDecisions.isEmpty)
    try sim.run("scene close")
    #expect(sim.world.noSceneOnScreen)
    #expect(sim.world.environment.windowing.presence == .closed)
    #expect(sim.world.sceneDecisions.map(\.windowing.presence) == [.closed], "a lone scene off the screen is listed")
    #expect(throws: ActionError.self) { try sim.run("scene close") }
    #expect(throws: ActionError.self) { try sim.run("scene minimise") }
    try sim.run("scene fullScreen")
    #expect(!sim.world.noSceneOnScreen)
    #expect(sim.world.shown.style == .lightContent)
    try sim.run("scene close", "scene add B 100 100 400 400")
    #expect(sim.world.sceneNames == ["B"], "the new scene replaces the closed one")
    #expect(sim.world.id(named: "A") == nil)
  }

  @Test func R14_7_closeAndMinimiseAreRefusedOnIPhonesAndBeforeIPadOS16() throws {
    var phone = Simulation(world: world("iPhone 16", os: "26.0", .vc("A")))
    #expect(throws: ActionError.self) { try phone.run("scene close") }
    var old = Simulation(world: world(pad, os: "15.0", .vc("A")))
    #expect(throws: ActionError.self) { try old.run("scene minimise") }
    #expect(try ActionParser.parse("scene minimize \"My Notes\"").description == "scene minimise \"My Notes\"")
    #expect(try ActionParser.parse("scene close").description == "scene close")
    #expect(throws: ActionError.self) { try ActionParser.parse("scene close A B") }
  }

  @Test func R14_7_undoBringsAClosedSceneBack() throws {
    var sim = try twoScenes()
    let before = sim.world
    try sim.run("scene close")
    _ = sim.undo()
    #expect(sim.world == before)
  }
}
