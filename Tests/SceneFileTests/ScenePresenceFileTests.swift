import SceneFile
import StatusBarCore
import Testing

/// `presence:` in a scene's `windowScene:` (R14.7, D85): a minimised or closed scene saved and
/// read back, and the files that cannot be.
@Suite struct ScenePresenceFileTests {
  static let head = OtherScenesFileTests.head

  @Test func R14_7_aMinimisedSceneIsSavedAndReadBack() throws {
    var sim = Simulation(world: try loadScene(Self.head + "windowScene: { frame: [40, 80, 600, 900] }\n" + OtherScenesFileTests.notes).world)
    try sim.perform("scene minimise Notes")
    let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("      presence: minimised\n"), "\(saved)")
    let loaded = try loadScene(saved).world
    #expect(loaded.otherScenes.map(\.windowing.presence) == [.minimised])
    #expect(loaded.sceneDecisions.map(\.summary) == sim.world.sceneDecisions.map(\.summary))
    #expect(SceneWriter.yaml(loaded, title: nil, summary: nil, steps: []) == saved)
  }

  @Test func D85_aClosedLastSceneIsSavedAndReadBack() throws {
    var sim = Simulation(world: try loadScene(Self.head).world)
    try sim.perform("scene close")
    let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("windowScene:\n  mode: fullScreen\n  presence: closed\n"), "\(saved)")
    let loaded = try loadScene(saved).world
    #expect(loaded.noSceneOnScreen)
    #expect(loaded.environment.windowing == sim.world.environment.windowing)
  }

  static let cases: [(String, String, String)] = [
    (
      "closed other", "otherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400], presence: closed }\n    root: { controller: { name: B } }\n",
      "scene.yaml:5:18: error: scene B is closed: a closed scene is gone (R14.7); remove it, or write `presence: minimised`"
    ),
    (
      "top closed with others",
      "windowScene: { presence: closed }\notherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400], presence: minimised }\n    root: { controller: { name: B } }\n",
      "scene.yaml:6:18: error: the top-level scene is closed, which only the app's last scene can be (D85): write `presence: minimised` at the top level"
    ),
    (
      "top minimised, other on screen",
      "windowScene: { presence: minimised }\notherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400] }\n    root: { controller: { name: B } }\n",
      "scene.yaml:6:18: error: scene B is on the screen while the top-level scene is minimised: the top-level scene is the one actions edit, and it leaves the screen only when no other scene is on it (D85); put an on-screen scene at the top level, or write `presence: minimised` here"
    ),
    (
      "typo", "windowScene: { presence: minimized }\n",
      "scene.yaml:4:26: error: `minimized` is not a value for presence, did you mean `minimised`? (expected onScreen, minimised, closed)"
    ),
  ]

  @Test(arguments: 0..<cases.count)
  func preciseErrors(_ index: Int) {
    let (name, text, expected) = Self.cases[index]
    #expect(loadError(Self.head + text)?.description == expected, "\(name)")
  }

  @Test func oldIPadOSRefusesAMinimisedScene() {
    let old = "device: iPad Air (4th generation)\nos: \"15.0\"\nroot: { controller: { name: A } }\nwindowScene: { presence: minimised }\n"
    #expect(loadError(old)?.description.contains("minimised and closed scenes need iPadOS 16 (Stage Manager) or later") == true)
  }
}
