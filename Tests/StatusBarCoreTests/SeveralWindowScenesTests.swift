import Testing

@testable import StatusBarCore

/// R14.6 and D82: several window scenes, each with its own windows and status bar decision.
@Suite struct SeveralWindowScenesTests {
  let pad = "iPad Pro 13-inch (M4)"

  func twoScenes() throws -> Simulation { try twoWindowScenes(notesHidden: true) }

  @Test func R14_6_eachSceneIsResolvedFromItsOwnControllers() throws {
    let sim = try twoScenes()
    let decisions = sim.world.sceneDecisions
    #expect(decisions.map(\.name) == ["Notes", "main"])
    #expect(decisions[0].evaluation.style == .lightContent)
    #expect(decisions[0].evaluation.styleDecider.description == "Notes")
    #expect(decisions[0].evaluation.hidden)
    #expect(decisions[1].evaluation.style == .darkContent)
    #expect(decisions[1].evaluation.styleDecider.description == "Reader")
    #expect(!decisions[1].evaluation.hidden)
    // The opened scene is selected and frontmost: the screen shows its answer.
    #expect(decisions.map(\.showsOnScreen) == [true, false])
    #expect(sim.world.shown.styleDecider.description == "Notes")
    #expect(sim.layout.windowScene?.frame == Rect(x: 660, y: 100, width: 340, height: 700))
  }

  @Test func R14_6_selectSwapsTheSceneThatActionsEditAndKeepsEachTree() throws {
    var sim = try twoScenes()
    try sim.run("scene select main")
    #expect(sim.world.sceneName == "main")
    #expect(sim.world.shown.styleDecider.description == "Reader")
    #expect(sim.layout.windowScene?.frame == Rect(x: 40, y: 80, width: 600, height: 900))
    // An overlay window goes to the selected scene only (each UIWindowScene has its own windows).
    try sim.run("window add Toast")
    let notes = try #require(sim.world.sceneDecisions.first { $0.name == "Notes" })
    #expect(notes.evaluation.styleDecider.description == "Notes")
    #expect(sim.world.otherScenes.first?.windows.isEmpty == true)
    try sim.run("scene select Notes")
    #expect(sim.world.windows.isEmpty)
    #expect(throws: ActionError.self) { try sim.run("scene select Nowhere") }
  }

  @Test func D82_theFrontmostSceneIsTheOneTheScreenShows() throws {
    var sim = try twoScenes()
    try sim.run("scene select main", "scene frontmost true")
    let decisions = sim.world.sceneDecisions
    #expect(decisions.first { $0.showsOnScreen }?.name == "main")
    #expect(sim.world.otherScenes.allSatisfy { !$0.windowing.frontmost })
    try sim.run("scene frontmost false")
    // Notes lost frontmost when main took it: no scene of the app is in front.
    #expect(sim.world.frontmostSceneIndex == nil)
    #expect(sim.shown.styleTrace.contains { $0.text.contains("not frontmost") })
  }

  @Test func R14_6_addIsRefusedOnIPhonesOldIPadOSAndTakenNames() throws {
    var sim = try twoScenes()
    #expect(throws: ActionError.self) { try sim.run("scene add Notes 0 0 400 400") }
    #expect(throws: ActionError.self) { try sim.run("scene add Reader 0 0 400 400") }
    #expect(throws: ActionError.self) { try sim.run("scene add Other 0 0 100 100") }
    var phone = Simulation(world: world("iPhone 16", os: "26.0", .vc("A")))
    #expect(throws: ActionError.self) { try phone.run("scene add Other 0 0 400 400") }
    var old = Simulation(world: world(pad, os: "15.0", .vc("A")))
    #expect(throws: ActionError.self) { try old.run("scene add Other 0 0 400 400") }
    #expect(try ActionParser.parse("scene add \"My Notes\" 1 2 400 500").description == "scene add \"My Notes\" 1 2 400 500")
  }

  @Test func R14_6_oneSceneWorldsAreUnchanged() throws {
    let one = world(pad, os: "26.0", .vc("A"))
    #expect(one.sceneDecisions.isEmpty)
    #expect(one.sceneNames == ["main"])
    #expect(one.frontmostSceneIndex == 0)
  }
}
