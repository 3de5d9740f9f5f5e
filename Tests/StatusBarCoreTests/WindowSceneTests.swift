import Testing

@testable import StatusBarCore

/// R14.1 … R14.5 and D82 … D84: iPad scenes in windows.
@Suite struct WindowSceneTests {
  let pad = "iPad Pro 13-inch (M4)"
  let tree = ControllerNode.nav("Nav", [.vc("First", [.preferredStatusBarStyle: "lightContent", .prefersStatusBarHidden: "true"])])

  func windowed(
    os: String = "26.0", frame: Rect = Rect(x: 100, y: 80, width: 700, height: 900), style: WindowingControlStyle = .automatic,
    frontmost: Bool = true, plist: InfoPlist = InfoPlist(), sdk: String? = nil, _ root: ControllerNode? = nil
  ) -> World {
    var env = Environment(device: DeviceCatalog.device(named: pad)!, os: OSVersion(parsing: os)!)
    env.sdk = sdk.flatMap { OSVersion(parsing: $0) }
    env.windowing.mode = .windowed
    env.windowing.frame = frame
    env.windowing.controlStyle = style
    env.windowing.frontmost = frontmost
    return World(environment: env, root: root ?? tree, infoPlist: plist)
  }

  @Test func R14_1_windowControlsSitTopLeadingAndLeaveTheSafeAreaAlone() throws {
    let layout = windowed().layout
    let scene = try #require(layout.windowScene)
    #expect(scene.windowed)
    #expect(scene.frame == Rect(x: 100, y: 80, width: 700, height: 900))
    // The root view fills the window, laid out in the window's size.
    #expect(layout.window == Rect(x: 0, y: 0, width: 700, height: 900))
    #expect(layout.frame(named: "Nav") == Rect(x: 0, y: 0, width: 700, height: 900))
    let controls = try #require(scene.controls)
    #expect(controls.x < 20 && controls.y < 20)
    // The controls overlap the content: the safe area does not grow for them.
    #expect(layout.safeAreaInsets.top < controls.maxY)
    #expect(layout.safeAreaInsets.left == 0)
    // Full screen: no controls, the iPadOS 26 bar and safe area (D28).
    let full = world(pad, os: "26.0", tree).layout
    #expect(full.windowScene?.windowed == false)
    #expect(full.windowScene?.controls == nil)
    #expect(full.safeAreaInsets.top == 32)
    // Stage Manager (iPadOS 16–18) windows have no such controls; iPhones have no window scenes.
    #expect(windowed(os: "18.0").layout.windowScene?.controls == nil)
    #expect(windowed(os: "18.0").layout.windowScene?.windowed == true)
    #expect(world("iPhone 16", os: "26.0", tree).layout.windowScene == nil)
  }

  @Test func R14_2_minimalGivesTheControlsAStripAboveTheContent() throws {
    let automatic = windowed(style: .automatic).layout
    let unified = windowed(style: .unified).layout
    let minimal = windowed(style: .minimal).layout
    #expect(automatic.frame(named: "Nav")?.y == 0)
    #expect(unified.frame(named: "Nav")?.y == 0)
    let strip = try #require(minimal.windowScene?.controlsStrip)
    #expect(strip == 32)
    #expect(minimal.frame(named: "Nav") == Rect(x: 0, y: 32, width: 700, height: 868))
    #expect(try #require(minimal.windowScene?.controls).maxY <= strip)
    #expect(minimal.windowScene?.controlStyle == .minimal)
  }

  @Test func R14_3_cornerAdaptedMarginsAvoidTheControlsAndShowTheDisplayCornerAtFullScreen() throws {
    let scene = try #require(windowed().layout.windowScene)
    let controls = try #require(scene.controls)
    #expect(scene.cornerAdaptedMargins.left > controls.maxX)
    #expect(scene.cornerAdaptedMargins.top == 40)
    // Full screen the region still reports the display corner (9.5 pt), not zero.
    let full = try #require(world(pad, os: "26.0", tree).layout.windowScene)
    #expect(full.cornerAdaptedMargins.left == 9.5)
    // Below a .minimal strip nothing more is needed.
    #expect(windowed(style: .minimal).layout.windowScene?.cornerAdaptedMargins == Insets())
  }

  @Test func R14_4_requiresFullScreenRunsAFullScreenCanvasWithTheControlsInTheBand() throws {
    var plist = InfoPlist()
    plist.requiresFullScreen = true
    let visible = ControllerNode.nav("Nav", [.vc("First")])
    let world = windowed(style: .minimal, plist: plist, visible)
    let layout = world.layout
    let scene = try #require(layout.windowScene)
    #expect(scene.compatibilityCanvas)
    #expect(!scene.windowed)
    #expect(layout.window.width == 1032 && layout.window.height == 1376)
    // The controls sit inside the 32 pt band; the control style has no effect.
    #expect(layout.safeAreaInsets.top == 32)
    #expect(try #require(scene.controls).maxY <= 32)
    #expect(scene.controlStyle == .automatic && scene.controlsStrip == 0)
    #expect(world.shown.styleTrace.contains { $0.rule.id == "R14.4" })
    // Built with the iOS 27 SDK on iOS 27 the key no longer keeps the app full screen (R13.4).
    #expect(windowed(os: "27.0", plist: plist, sdk: "27.0", visible).layout.windowScene?.windowed == true)
  }

  @Test func R14_5_aWindowsSizeClassFollowsItsWidth() throws {
    let narrow = windowed(frame: Rect(x: 0, y: 40, width: 500, height: 900))
    let wide = windowed(frame: Rect(x: 0, y: 40, width: 800, height: 900))
    #expect(narrow.layout.windowScene?.horizontalSizeClass == .compact)
    #expect(wide.layout.windowScene?.horizontalSizeClass == .regular)
    #expect(narrow.environment.isHorizontallyCompact)
    #expect(!wide.environment.isHorizontallyCompact)
    #expect(narrow.layout.windowScene?.verticalSizeClass == .regular)
    // A split view collapses in the narrow window (D53), not in the wide one.
    let split = ControllerNode(.split, "Split", children: [.vc("Primary"), .vc("Secondary")])
    #expect(windowed(frame: Rect(x: 0, y: 40, width: 500, height: 900), split).layout.frame(named: "Secondary") == nil)
    #expect(windowed(frame: Rect(x: 0, y: 40, width: 800, height: 900), split).layout.frame(named: "Secondary") != nil)
  }

  @Test func R14_4_aSplitInUIRequiresFullScreensCanvasDoesNotCollapseInANarrowWindow() throws {
    var plist = InfoPlist()
    plist.requiresFullScreen = true
    let split = ControllerNode(.split, "Split", children: [.vc("Primary"), .vc("Secondary")])
    let narrow = Rect(x: 0, y: 40, width: 500, height: 900)
    let canvas = windowed(frame: narrow, plist: plist, split)
    #expect(!canvas.environment.isHorizontallyCompact, "the canvas is the full screen: regular width")
    #expect(canvas.layout.frame(named: "Secondary") != nil, "both columns show")
    // Built with the iOS 27 SDK on iOS 27 there is no canvas (R13.4): the narrow window collapses it.
    #expect(windowed(os: "27.0", frame: narrow, plist: plist, split).layout.frame(named: "Secondary") == nil)
    // The key is read at launch: set now, it waits for a relaunch; after one, the canvas applies.
    var sim = Simulation(world: windowed(frame: narrow, split))
    try sim.run("plist UIRequiresFullScreen=true")
    #expect(sim.layout.frame(named: "Secondary") == nil)
    try sim.run("relaunch", "finishLaunching")
    #expect(sim.world.environment.launchedRequiresFullScreen)
    #expect(sim.layout.frame(named: "Secondary") != nil)
  }

  @Test func D82_theFrontmostSceneDecidesTheScreensBar() {
    let plain = ControllerNode.vc("First", [.preferredStatusBarStyle: "lightContent"])
    let front = windowed(frontmost: true, plain)
    #expect(front.styleBy == "First")
    #expect(front.shown.styleTrace.contains { $0.rule.id == "D82" && $0.text.contains("frontmost") })
    #expect(front.shown.hiddenTrace.contains { $0.rule.id == "D82" && $0.text.contains("cannot hide") })
    let back = windowed(frontmost: false)
    #expect(back.shown.styleTrace.contains { $0.rule.id == "D82" && $0.text.contains("not frontmost") })
    #expect(back.layout.windowScene?.frontmost == false)
    // Full screen nothing is noted.
    #expect(!world(pad, os: "26.0", tree).shown.styleTrace.contains { $0.rule.id == "D82" })
  }

  @Test func D83_aWindowedScenesSafeAreaIsAMarginNotTheBar() {
    let layout = windowed().layout
    #expect(layout.statusBarFrame == .zero)
    #expect(layout.safeAreaInsets.top == 10)
    #expect(layout.safeAreaInsets.bottom == 0)
    // A window down to the screen's bottom edge keeps the Home indicator's inset.
    let low = windowed(frame: Rect(x: 0, y: 476, width: 700, height: 900)).layout
    #expect(low.safeAreaInsets.bottom == 20)
    #expect(windowed(style: .minimal).layout.safeAreaInsets.top == 0)
  }

  @Test func D84_theControlsRectAndTheMinimalStrip() throws {
    let scene = try #require(windowed().layout.windowScene)
    #expect(scene.controls == Rect(x: 10, y: 10, width: 68, height: 22))
    #expect(scene.cornerAdaptedMargins.left == 86)
    #expect(windowed(style: .unified).layout.windowScene?.controls == scene.controls)
  }

  @Test func sceneActionsMoveResizeAndGoFullScreen() throws {
    var sim = simulation(world(pad, os: "26.0", tree))
    try sim.run("scene window 40 60 600 700", "scene controlStyle minimal")
    #expect(sim.layout.windowScene?.frame == Rect(x: 40, y: 60, width: 600, height: 700))
    #expect(sim.layout.windowScene?.controlStyle == .minimal)
    try sim.run("scene fullScreen")
    #expect(sim.layout.windowScene?.windowed == false)
    #expect(throws: ActionError.self) { try sim.run("scene window 900 60 600 700") }
    #expect(throws: ActionError.self) { try sim.run("scene window 0 0 100 100") }
    #expect(throws: ActionError.self) { try sim.run("scene controlStyle minimall") }
    var phone = simulation(world("iPhone 16", os: "26.0", tree))
    #expect(throws: ActionError.self) { try phone.run("scene window 0 0 400 400") }
    for text in ["scene window 40 60 600 700", "scene fullScreen", "scene controlStyle unified", "scene frontmost false"] {
      #expect(try ActionParser.parse(text).description == text)
    }
  }
}
