import SceneFile
import StatusBarCore
import Testing

/// `windows:` in scene files (R12): reading, precise errors, and writing back.
@Suite struct WindowSceneTests {
  static let root = "root:\n  navigation:\n    name: Nav\n    barStyle: black\n    viewControllers:\n      - controller: { name: First }\n"

  @Test func windowsLoadInTheOrderTheyWereShown() throws {
    let yaml =
      Self.root + """
        windows:
          - name: Toast
            windowLevel: alert
            height: 100
            root:
              controller:
                name: ToastVC
                backgroundColor: red
          - name: Main
            key: true
          - name: HUD
            isHidden: true
            canAffectStatusBarAppearance: false
            root: { controller: { name: HUDVC } }
          - name: Banner
            windowLevel: 1500
            forwardsTo: Main
            root: { navigation: { name: BannerNav, viewControllers: [ { controller: { name: BannerVC } } ] } }

        """
    let world = try loadScene(yaml).world
    #expect(world.windowStack.map { world.name(of: $0) } == ["Toast", "Banner", "HUD", "Main"])
    #expect(world.shown.styleDecider.description == "ToastVC")
    #expect(world.windows[0].height == 100)
    #expect(world.windows[1].isHidden && !world.windows[1].canAffectStatusBarAppearance)
    #expect(world.windows[2].forwardsTo == "Main")
    #expect(world.keyWindow == nil)
    #expect(world.mainWindow.order > world.windows[0].order && world.mainWindow.order < world.windows[1].order)
  }

  @Test func windowsRoundTrip() throws {
    var sim = Simulation(world: try loadScene(Self.root).world)
    for line in [
      "window add Toast level=alert root=ToastVC height=100", "set ToastVC.preferredStatusBarStyle=lightContent",
      "window add \"Debug HUD\" level=statusBar root=\"Debug VC\"", "window \"Debug HUD\" forwardsTo=Toast",
      "addChild ToastVC Badge", "window add HUD level=statusBar root=HUDVC hidden=true",
      "window HUD canAffectStatusBarAppearance=false", "window add Banner level=normal root=BannerVC",
      "window Banner forwardsTo=Main", "window key Main", "window add Empty level=-1", "window key Toast",
      "window Main level=10", "update",
    ] {
      try sim.perform(line)
    }
    let world = sim.world
    let saved = SceneWriter.yaml(world, title: nil, summary: nil, steps: [])
    let loaded = try loadScene(saved).world
    func describe(_ w: World) -> [String] {
      w.windowStack.map { ref in
        guard case .extra(let i) = ref else { return "Main \(w.mainWindow.level)" }
        let x = w.windows[i]
        return
          "\(x.name) \(x.level) \(x.isHidden) \(x.height ?? 0) \(x.canAffectStatusBarAppearance) \(x.forwardsTo ?? "-") \(x.root.flatMap { w.node(for: $0) }.map { "\($0)" } ?? "no root")"
      }
    }
    #expect(describe(loaded) == describe(world))
    #expect(loaded.keyWindow == "Toast")
    #expect(loaded.shown.styleDecider.description == world.shown.styleDecider.description)
    #expect(loaded.shown.styleTrace == world.shown.styleTrace)
    let again = SceneWriter.yaml(loaded, title: nil, summary: nil, steps: [])
    #expect(again == saved)
    #expect(try loadScene(again).world == loaded)
    #expect(saved.contains("  - name: Main\n    windowLevel: 10\n  - name: Empty\n    windowLevel: -1\n  - name: Toast\n"))
  }

  @Test func aSceneWithoutWindowsIsWrittenAsBefore() throws {
    let world = try loadScene(Self.root).world
    #expect(!SceneWriter.yaml(world, title: nil, summary: nil, steps: []).contains("windows"))
  }

  static let cases: [(String, String, String)] = [
    (
      "not a list", "windows: Toast\n",
      "scene.yaml:7:10: error: windows is a list of windows, in the order they were shown, found `Toast`: write `- name: Toast`"
    ),
    ("no name", "windows:\n  - windowLevel: alert\n", "scene.yaml:8:5: error: this window has no `name`: every window needs a unique name, e.g. `name: Toast`"),
    (
      "unknown key", "windows:\n  - name: Toast\n    windowLevl: alert\n",
      "scene.yaml:9:5: error: unknown key `windowLevl` in a window, did you mean `windowLevel`?"
    ),
    (
      "bad level", "windows:\n  - name: Toast\n    windowLevel: top\n",
      "scene.yaml:9:18: error: `top` is not a window level: expected normal, statusBar, alert or a number such as 1500"
    ),
    (
      "duplicate", "windows:\n  - name: Toast\n  - name: Toast\n",
      "scene.yaml:9:11: error: duplicate window name `Toast`: the window on line 8 already has it; window names must be unique"
    ),
    ("reserved", "windows:\n  - name: key\n", "scene.yaml:8:11: error: `key` cannot name a window: add, remove and key are `window` sub-commands"),
    (
      "two keys", "windows:\n  - name: A\n    key: true\n  - name: B\n    key: true\n",
      "scene.yaml:11:10: error: only one window can be key: A on line 9 already is"
    ),
    (
      "main root", "windows:\n  - name: Main\n    isHidden: true\n",
      "scene.yaml:9:5: error: `Main` is the main window: its root is the top-level `root:` and it stays visible (D43); here only windowLevel and key can be set"
    ),
    (
      "forwards nowhere", "windows:\n  - name: A\n    forwardsTo: Mian\n    root: { controller: { name: AVC } }\n",
      "scene.yaml:9:17: error: forwardsTo names no window: `Mian`, did you mean `Main`?; windows: A, Main"
    ),
    (
      "forwards without root", "windows:\n  - name: A\n    forwardsTo: Main\n",
      "scene.yaml:9:17: error: A has no root: only a root controller can forward (give it `root:`)"
    ),
    (
      "root name taken", "windows:\n  - name: A\n    root: { controller: { name: First } }\n",
      "scene.yaml:9:33: error: duplicate name `First`: the controller on line 6 already has it; names must be unique"
    ),
    (
      "bad height", "windows:\n  - name: A\n    height: -3\n",
      "scene.yaml:9:13: error: height is the height in points of a window pinned to the top, above 0; leave it out for a full-screen window"
    ),
    ("hidden not bool", "windows:\n  - name: A\n    isHidden: maybe\n", "scene.yaml:9:15: error: `maybe` is not a value for isHidden: expected true or false"),
    ("top-level typo", "window:\n  - name: A\n", "scene.yaml:7:1: error: unknown key `window` at the top level, did you mean `windows`?"),
  ]

  @Test(arguments: 0..<cases.count)
  func preciseErrors(_ index: Int) {
    let (name, text, expected) = Self.cases[index]
    let error = loadError(Self.root + text)
    #expect(error?.description == expected, "\(name)")
  }
}
