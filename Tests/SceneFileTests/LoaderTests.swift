import SceneFile
import StatusBarCore
import Testing

/// What loads, and what it loads to.
@Suite struct LoaderTests {
  static let root = "root:\n  controller:\n    name: First\n"

  @Test func defaultsWhenTheSceneNamesNoDeviceOrVersion() throws {
    let scene = try loadScene(Self.root)
    #expect(scene.world.device.name == SceneLoader.defaultDevice)
    #expect(scene.world.os == SceneLoader.defaultOS)
    #expect(scene.world.environment.orientation == .portrait)
    #expect(scene.world.environment.phase == .running)
    #expect(scene.title == nil && scene.summary == nil && scene.steps.isEmpty)
    #expect(scene.source == "scene.yaml")
  }

  /// A device without `os:` opens on the newest iOS it ran when it never ran the default.
  @Test func aDeviceWithoutAVersionOpensOnTheNewestItRan() throws {
    let modern = try loadScene("device: iPhone 15 Pro\n" + Self.root)
    #expect(modern.world.os == DeviceCatalog.device(named: "iPhone 15 Pro")!.newestOS)
    let old = try loadScene("device: iPhone 8\n" + Self.root)
    #expect(old.world.os == SceneLoader.defaultOS)
  }

  /// YAML reads `12.0` as a float and `12` as an int; the loader reads the text as written.
  @Test(arguments: [
    ("12", OSVersion(12, 0)), ("12.0", OSVersion(12, 0)), ("\"12.0\"", OSVersion(12, 0)), ("'9.3'", OSVersion(9, 3)),
    ("13.10", OSVersion(13, 10)), ("13.1", OSVersion(13, 1)), ("13.4.1", OSVersion(13, 4)), ("18.6", OSVersion(18, 6)),
    ("7", OSVersion(7, 0)),
  ])
  func versionsAsWritten(text: String, version: OSVersion) throws {
    // A device that ran every one of these versions is not in the catalog: pick one per version.
    let device = DeviceCatalog.all.first { $0.supports(version) }!.name
    #expect(try loadScene("device: \(device)\nos: \(text)\n" + Self.root).world.os == version)
  }

  @Test func deviceNamesAreCaseInsensitiveAndAliasesWork() throws {
    #expect(try loadScene("device: IPHONE  14 pro\nos: 16\n" + Self.root).world.device.name == "iPhone 14 Pro")
    #expect(try loadScene("device: iPhone SE\n" + Self.root).world.device.name == "iPhone SE (1st generation)")
  }

  @Test func environmentKeys() throws {
    let scene = try loadScene("orientation: landscape\ninCall: yes\nappearance: dark\nos: 15\n" + Self.root)
    let env = scene.world.environment
    #expect(env.orientation == .landscapeLeft)
    #expect(env.inCall)
    #expect(env.appearance == .dark)
  }

  @Test func launchPhaseStartsOnTheLaunchScreen() throws {
    let scene = try loadScene("phase: launch\ninfoPlist:\n  UIStatusBarStyle: UIStatusBarStyleLightContent\n" + Self.root)
    #expect(scene.world.environment.phase == .launch)
    #expect(scene.world.shown.styleDecider.description == "Info.plist")
    #expect(scene.world.shown.style == .lightContent)
  }

  @Test func applicationIsSeededFromInfoPlistThenOverridden() throws {
    let seeded = try loadScene("infoPlist:\n  UIStatusBarHidden: true\n  UIStatusBarStyle: lightContent\n" + Self.root)
    #expect(seeded.world.application.statusBarHidden)
    #expect(seeded.world.application.statusBarStyle == .lightContent)
    let overridden = try loadScene("infoPlist:\n  UIStatusBarHidden: true\napplication:\n  statusBarHidden: false\n" + Self.root)
    #expect(!overridden.world.application.statusBarHidden)
    #expect(overridden.world.infoPlist.statusBarHidden)
    #expect(overridden.world.launchedInfoPlist == overridden.world.infoPlist)
  }

  @Test func samplesLoadAndTheirLessonsPass() throws {
    for (file, text) in SampleScenes.all {
      let scene = try loadScene(text, file: file)
      let result = LessonChecker.run(scene)
      #expect(result.passed, "\(file): \(result.failures)")
    }
  }

  @Test func treesPresentationsAndOverrides() throws {
    let scene = try loadScene(SampleScenes.everything)
    let world = scene.world
    let tabs = try #require(world.root.flatMap { world.node(for: $0) })
    #expect(tabs.allNames == ["Tabs", "Nav", "Home", "Container", "Child"])
    #expect(tabs.controller.selectedIndex == 1)
    #expect(tabs.controller.childForStatusBarStyle == .selectedViewController)
    #expect(world.controller(named: "Nav")?.barTintColor == Color(parsing: "#ff0000"))
    #expect(world.controller(named: "Container")?.childForStatusBarHidden == ChildReference.none)
    #expect(world.controller(named: "Child")?.title == "Child: one")
    #expect(world.presented.map { world.name(of: $0) } == ["Sheet", "Alert"])
    #expect(world.controller(named: "Sheet")?.modalPresentationStyle == .pageSheet)
    #expect(scene.summary == "A scene that uses every key.\nIt has two lines, a \"quote\" and a * star.\n")
  }

  @Test func nullChildReferenceMeansNil() throws {
    let scene = try loadScene("root:\n  controller:\n    name: First\n    childForStatusBarStyle: ~\n    childForStatusBarHidden: none\n")
    #expect(scene.world.controller(named: "First")?.childForStatusBarStyle == ChildReference.none)
    #expect(scene.world.controller(named: "First")?.childForStatusBarHidden == ChildReference.none)
  }

  @Test func emptyListsAndNullCollections() throws {
    let scene = try loadScene("root:\n  navigation:\n    name: Nav\n    viewControllers: []\npresented:\nsteps:\ninfoPlist:\napplication:\n")
    #expect(scene.world.node(for: scene.world.root!)?.children.isEmpty == true)
    #expect(scene.world.presented.isEmpty && scene.steps.isEmpty)
  }

  @Test func stepsKeepTheirLinesAndActions() throws {
    let scene = try loadScene(SampleScenes.stack)
    #expect(scene.steps.map(\.line) == [21, 29, 36, 39, 45])
    #expect(scene.steps[1].actions == ["push Detail preferredStatusBarStyle=lightContent", "set Nav.navigationBarHidden=true"])
    #expect(scene.steps[2].actions == ["present Sheet kind=navigation modalPresentationStyle=fullScreen"])
    #expect(
      scene.steps[0].expect?.frames == [
        FrameExpectation(name: "Nav.navigationBar", rect: [0, 20, 375, 44]), FrameExpectation(name: "window", rect: [0, 0, 375, 667]),
      ])
  }

  @Test func jsonLoads() throws {
    let scene = try loadScene(SampleScenes.json, file: "scene.json")
    #expect(scene.world.device.name == "iPhone X")
    #expect(scene.world.os == OSVersion(11, 0))
    #expect(scene.steps.count == 2)
  }

  @Test func privateUseCharactersSurvive() throws {
    let text = "title: \"\u{E000}\u{E001} * &\"\n" + Self.root
    #expect(try loadScene(text).title == "\u{E000}\u{E001} * &")
  }

  @Test func loadsFromAFile() throws {
    let scene = try SceneLoader.load(path: try writeTemporary(SampleScenes.launch))
    #expect(scene.title == "Launch screen on an iPad")
    #expect(scene.source.hasSuffix(".yaml"))
  }
}
