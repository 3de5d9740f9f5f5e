import SceneFile
import StatusBarCore
import Testing

/// `otherScenes:` in scene files (R14.6): reading, precise errors, writing back.
@Suite struct OtherScenesFileTests {
  static let head = "device: iPad Pro 13-inch (M4)\nos: \"26.0\"\nroot: { controller: { name: Reader, preferredStatusBarStyle: darkContent } }\n"
  static let notes =
    "otherScenes:\n  - windowScene: { name: Notes, frame: [660, 100, 340, 700], frontmost: false }\n"
    + "    root: { controller: { name: Notes, preferredStatusBarStyle: lightContent } }\n"

  @Test func R14_6_aSecondSceneLoadsWithItsOwnTreeAndDecision() throws {
    let world = try loadScene(Self.head + "windowScene: { frame: [40, 80, 600, 900] }\n" + Self.notes).world
    #expect(world.sceneNames == ["main", "Notes"])
    let decisions = world.sceneDecisions
    #expect(decisions.map { $0.evaluation.styleDecider.description } == ["Reader", "Notes"])
    #expect(decisions.map(\.evaluation.style) == [.darkContent, .lightContent])
    #expect(decisions.map(\.showsOnScreen) == [true, false])
  }

  @Test func R14_6_severalScenesRoundTrip() throws {
    var sim = Simulation(world: try loadScene(Self.head + Self.notes).world)
    try sim.perform("scene add Mail 100 100 500 500")
    try sim.perform("present Compose")
    try sim.perform("window add Toast")
    let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("windowScene:\n  name: Mail\n"))
    #expect(saved.contains("  - windowScene:\n      name: main\n"))
    let loaded = try loadScene(saved).world
    #expect(loaded.sceneNames == sim.world.sceneNames)
    #expect(loaded.sceneDecisions.map(\.summary) == sim.world.sceneDecisions.map(\.summary))
    #expect(loaded.windows.map(\.name) == ["Toast"])
    #expect(loaded.presented.map { loaded.name(of: $0) } == ["Compose"])
    #expect(SceneWriter.yaml(loaded, title: nil, summary: nil, steps: []) == saved)
  }

  @Test func R14_6_onAnIPhoneTheOtherScenesAreNamedAsLeftOutNotLostSilently() throws {
    var sim = Simulation(world: try loadScene(Self.head + Self.notes).world)
    try sim.perform("device iPhone 16")
    #expect(sim.world.sceneDecisions.isEmpty)
    let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("# otherScenes (Notes) are left out: iPhone 16 on iOS"))
    #expect(try loadScene(saved).world.otherScenes.isEmpty)
  }

  static let cases: [(String, String, String)] = [
    (
      "no name", "otherScenes:\n  - windowScene: { frame: [0, 0, 400, 400] }\n    root: { controller: { name: B } }\n",
      "scene.yaml:5:18: error: this scene's windowScene needs a `name:` (the scene actions select it by)"
    ),
    (
      "no root", "otherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400] }\n",
      "scene.yaml:5:5: error: scene B has no `root:`: it needs its window's root view controller, e.g. `root: { controller: { name: Notes } }`"
    ),
    (
      "duplicate scene", "otherScenes:\n  - windowScene: { name: main, frame: [0, 0, 400, 400] }\n    root: { controller: { name: B } }\n",
      "scene.yaml:5:18: error: duplicate scene name `main`: it is the top-level scene's name; scene names must be unique"
    ),
    (
      "duplicate controller", "otherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400] }\n    root: { controller: { name: Reader } }\n",
      "scene.yaml:6:33: error: duplicate name `Reader`: the controller on line 3 already has it; names must be unique"
    ),
    (
      "key typo", "otherScenes:\n  - windowScene: { name: B, frame: [0, 0, 400, 400] }\n    rot: { controller: { name: B } }\n",
      "scene.yaml:6:5: error: unknown key `rot` in a scene of otherScenes, did you mean `root`?"
    ),
  ]

  @Test(arguments: 0..<cases.count)
  func preciseErrors(_ index: Int) {
    let (name, text, expected) = Self.cases[index]
    #expect(loadError(Self.head + text)?.description == expected, "\(name)")
  }

  @Test func iPhonesAndOldIPadOSAreRefused() {
    let scene = "otherScenes:\n  - windowScene: { name: B }\n    root: { controller: { name: B } }\n"
    let phone = "device: iPhone 16\nos: \"26.0\"\nroot: { controller: { name: A } }\n" + scene
    #expect(loadError(phone)?.description.contains("scene.yaml:5:3: error: otherScenes is for iPads") == true)
    let fifteen = "device: iPad Air (4th generation)\nos: \"15.0\"\nroot: { controller: { name: A } }\n" + scene
    #expect(loadError(fifteen)?.description.contains("need iPadOS 16 (Stage Manager) or later") == true)
  }
}
