import SceneFile
import StatusBarCore
import Testing

/// Load → save → load gives the same world; saving is stable.
@Suite struct RoundTripTests {
  static func save(_ scene: Scene) -> String {
    SceneWriter.yaml(scene.world, title: scene.title, summary: scene.summary, steps: scene.steps)
  }

  @Test(arguments: SampleScenes.all.map(\.0) + ["built-in"])
  func samplesRoundTrip(file: String) throws {
    let text = SampleScenes.all.first { $0.0 == file }?.1 ?? BuiltInScene.yaml
    let scene = try loadScene(text, file: file)
    let saved = Self.save(scene)
    let again = try loadScene(saved, file: "saved.yaml")
    #expect(again.world == scene.world)
    #expect(again.title == scene.title)
    #expect(again.summary == scene.summary)
    #expect(again.steps.map(\.withoutLine) == scene.steps.map(\.withoutLine))
    #expect(Self.save(again) == saved, "saving is stable")
    #expect(LessonChecker.run(again).passed)
  }

  /// R13.1: `sdk:` and UIRequiresFullScreen are saved and read back; a scene without `sdk:`
  /// builds with the OS's own SDK; a bad SDK names its line and column.
  @Test func R13_1_sdkRoundTrips() throws {
    let text = """
      device: iPhone 17
      os: "27.0"
      sdk: "26.0"
      infoPlist:
        UIRequiresFullScreen: true
      root:
        controller: { name: First }
      """
    let scene = try loadScene(text)
    #expect(scene.world.environment.sdk == OSVersion(26))
    #expect(scene.world.environment.linkedSDK == OSVersion(26))
    #expect(scene.world.launchedInfoPlist.requiresFullScreen)
    let saved = Self.save(scene)
    #expect(saved.contains("sdk: \"26.0\"\n"))
    #expect(try loadScene(saved).world == scene.world)
    let plain = try loadScene("os: \"26.0\"\ndevice: iPhone 17\nroot: { controller: { name: A } }")
    #expect(plain.world.environment.sdk == nil)
    #expect(!Self.save(plain).contains("sdk:"))
    #expect(throws: SceneError.self) { try loadScene("sdk: \"19.0\"\nroot: { controller: { name: A } }") }
    do {
      _ = try loadScene("sdk: \"19.0\"\nroot: { controller: { name: A } }")
    } catch let error as SceneError {
      #expect(error.line == 1 && error.column == 6)
      #expect(error.message.contains("sdk needs the iOS SDK"))
    }
  }

  @Test func worldsMadeInCodeRoundTrip() throws {
    var environment = Environment(device: DeviceCatalog.device(named: "iPhone 12 mini")!, os: OSVersion(14, 2))
    environment.orientation = .landscapeRight
    environment.inCall = true
    environment.appearance = .dark
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    plist.statusBarStyle = .darkContent
    var application = ApplicationState()
    application.statusBarHidden = true
    let root = ControllerNode.tabs(
      "Tabs", [.selectedIndex: "1", .title: "Tabs: \"all\"", .overrideUserInterfaceStyle: "light"],
      [
        .nav(
          "Nav", [.barStyle: "black", .navigationBarHidden: "true", .barTintColor: "systemRed", .childForStatusBarHidden: "topViewController"],
          [
            .vc("Home #1", [.backgroundColor: "#123456", .preferredStatusBarUpdateAnimation: "none"]),
            .vc("Détail", [.title: "yes", .prefersStatusBarHidden: "false"], children: [.vc("Inner")]),
          ]),
        .vc("Custom", [.childForStatusBarStyle: "Kid", .childForStatusBarHidden: "nil"], children: [.vc("Kid", [.title: "  spaced  "])]),
      ])
    let presented: [ControllerNode] = [
      .vc("Popover", [.modalPresentationStyle: "popover", .modalPresentationCapturesStatusBarAppearance: "false"]),
      .nav("Modal", [.modalPresentationStyle: "formSheet"], [.vc("Modal.root")]),
    ]
    let world = World(environment: environment, root: root, presented: presented, infoPlist: plist, application: application)
    let saved = SceneWriter.yaml(world, title: "In code", summary: "line one\nline two", steps: [])
    let scene = try loadScene(saved)
    #expect(scene.world == world, "\(saved)")
    #expect(scene.summary == "line one\nline two")
  }

  @Test func launchPhaseRoundTrips() throws {
    var environment = Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(12))
    environment.phase = .launch
    let world = World(environment: environment, root: .vc("First"))
    let scene = try loadScene(SceneWriter.yaml(world, title: nil, summary: nil, steps: []))
    #expect(scene.world == world)
  }

  /// A world changed by actions saves to a scene that loads to the same state.
  @Test func afterActionsOnASimulation() throws {
    var simulation = Simulation(world: BuiltInScene.load().world)
    let actions = [
      "set Nav.barStyle=black", "push Third preferredStatusBarStyle=darkContent title=\"Third one\"",
      "addChild Home Badge backgroundColor=#abcdef", "set Home.childForStatusBarStyle=Badge",
      "present Sheet kind=navigation modalPresentationStyle=formSheet",
      "set Sheet.root.prefersStatusBarHidden=true", "update animated", "present Alert",
      "set Alert.modalPresentationCapturesStatusBarAppearance=true", "dismiss", "rotate landscapeLeft", "appearance dark",
      "os 14.0", "device iPhone 11", "os 17.2", "device iPhone 15 Pro", "inCall on", "plist UIViewControllerBasedStatusBarAppearance=false",
      "plist UIStatusBarStyle=UIStatusBarStyleLightContent", "relaunch", "finishLaunching", "app statusBarStyle=darkContent",
      "set Tabs.selectedIndex=1", "unset Settings.backgroundColor",
    ]
    for action in actions { try simulation.perform(action) }
    let world = simulation.world
    #expect(!world.pendingUpdate)

    let saved = SceneWriter.yaml(world, title: "After actions", summary: nil, steps: [])
    let first = try loadScene(saved).world
    #expect(first.environment == world.environment)
    #expect(first.infoPlist == world.infoPlist)
    #expect(first.application.statusBarStyle == world.application.statusBarStyle)
    #expect(first.application.statusBarHidden == world.application.statusBarHidden)
    #expect(first.root.flatMap { first.node(for: $0) } == world.root.flatMap { world.node(for: $0) })
    #expect(first.presented.compactMap { first.node(for: $0) } == world.presented.compactMap { world.node(for: $0) })
    for (a, b) in [(first.shown, world.shown)] {
      #expect(a.style == b.style && a.hidden == b.hidden && a.foreground == b.foreground && a.animation == b.animation)
      #expect(a.styleDecider.description == b.styleDecider.description)
      #expect(a.hiddenDecider.description == b.hiddenDecider.description)
    }
    // The freshly loaded world is a fixed point of save and load.
    let again = SceneWriter.yaml(first, title: "After actions", summary: nil, steps: [])
    #expect(again == saved)
    #expect(try loadScene(again).world == first)
  }

  /// A saved boolean or number is a YAML boolean or number, as the scene schema says, not a
  /// quoted string.
  @Test func booleansAndNumbersAreWrittenPlain() throws {
    let scene = try loadScene(
      """
      device: iPhone 16
      os: "18.0"
      root:
        controller: { name: First, prefersStatusBarHidden: true, modalPresentationCapturesStatusBarAppearance: false }
      """)
    let saved = Self.save(scene)
    #expect(saved.contains("prefersStatusBarHidden: true\n"))
    #expect(saved.contains("modalPresentationCapturesStatusBarAppearance: false\n"))
    #expect(!saved.contains("\"true\"") && !saved.contains("\"false\""))
  }

  @Test func childThatWasPoppedIsWrittenAsNil() throws {
    var simulation = Simulation(world: BuiltInScene.load().world)
    try simulation.perform("set Nav.childForStatusBarStyle=Detail")
    try simulation.perform("pop")
    let saved = SceneWriter.yaml(simulation.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("childForStatusBarStyle: nil  # was \"Detail\", which is no longer one of its children: UIKit gets nil"))
    let scene = try loadScene(saved)
    #expect(scene.world.controller(named: "Nav")?.childForStatusBarStyle == ChildReference.none)
    #expect(scene.world.shown.styleDecider.description == simulation.world.shown.styleDecider.description)
  }

  @Test func writesOnlyWhatDiffersFromTheDefaults() {
    let world = World(
      environment: Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(12)),
      root: .nav("Nav", [.barStyle: "default"], [.vc("First", [.backgroundColor: "#1C1C1E", .title: "No: 1"])]))
    let steps = [
      LessonStep(
        say: "Hi", actions: ["update"], expect: Expectation(style: .default, height: 20.5, frames: [FrameExpectation(name: "window", rect: [0, 0, 375, 667])])),
      LessonStep(actions: ["pop", "update animated"], hint: "#1", ask: "Who?", answer: "Nav"),
    ]
    let expected = """
      title: Minimal
      device: iPhone 8
      os: "12.0"
      root:
        navigation:
          name: Nav
          barStyle: default
          viewControllers:
            - controller:
                name: First
                title: "No: 1"
                backgroundColor: "#1c1c1e"
      steps:
        - say: Hi
          do: update
          expect:
            style: default
            height: 20.5
            frame:
              window: [0, 0, 375, 667]
        - ask: Who?
          answer: Nav
          do:
            - pop
            - update animated
          hint: "#1"

      """
    #expect(SceneWriter.yaml(world, title: "Minimal", summary: nil, steps: steps) == expected)
  }

  /// Text of every kind survives the writer's quoting.
  @Test(arguments: [
    "plain", "yes", "No", "null", "~", "12", "12.0", "-1", ".inf", "a: b", "a:b", "a #b", "a#b", "#x", "*x", "&x", "!x",
    "[x]", "{x}", "x,y", "'q'", "\"q\"", " lead", "trail ", "tab\tin", "new\nline", "back\\slash", "é", "…", "日本語",
    "\u{7}", "\u{85}", "\u{2028}", "x\u{FEFF}", "\u{E000}", "🙂", "", "- x", "? x", "% x", "@x", "`x`", "x | y", "x > y",
  ])
  func textSurvivesQuoting(text: String) throws {
    let world = World(
      environment: Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(12)),
      root: .vc("First", [.title: text]))
    let steps = [LessonStep(say: text, expect: Expectation(styleDecidedBy: text, warning: text))]
    let saved = SceneWriter.yaml(world, title: text, summary: text, steps: steps)
    let scene = try loadScene(saved)
    #expect(scene.title == text, "\(saved)")
    #expect(scene.summary == text)
    #expect(scene.world.controller(named: "First")?.title == text)
    #expect(scene.steps.map(\.withoutLine) == steps)
  }
}
