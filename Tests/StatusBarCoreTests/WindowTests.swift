import Testing
@testable import StatusBarCore

/// Windows (docs/rules.md, R12): one test per rule R12.x and decision D40–D43.
@Suite struct WindowTests {
  /// The app of pitfall A9: a navigation controller whose black bar asks for light content.
  func app() -> Simulation {
    simulation(world(os: "13.0", .nav("Nav", [.barStyle: "black"], [.vc("First")])))
  }

  @Test func R12_1_theTopmostVisibleWindowDecidesAndTheTraceSaysWhyOthersWereSkipped() throws {
    var sim = app()
    #expect(sim.shown.style == .lightContent)
    try sim.run("window add Toast level=alert root=ToastVC height=100")
    #expect(sim.world.styleBy == "ToastVC")
    #expect(sim.world.hiddenBy == "ToastVC")
    #expect(sim.shown.style == .default)
    #expect(sim.shown.foreground == .dark)
    let trace = sim.shown.styleTrace.map(\.description)
    #expect(trace.first == "windows front to back: Toast (level alert, 2000), Main (level normal, 0, key) [R12.1]")
    #expect(trace.contains("window Main: below Toast, which decides ⇒ not asked [R12.1]"))
    #expect(trace.contains("Toast.rootViewController → ToastVC [R1.1]"))
    // A hidden window is skipped, with its reason.
    try sim.run("window Toast hidden=true")
    #expect(sim.world.styleBy == "Nav")
    #expect(sim.shown.style == .lightContent)
    #expect(sim.shown.styleTrace.map(\.description).contains("window Toast: isHidden is true ⇒ skipped [R12.1]"))
    // Levels order windows: a statusBar-level window is below an alert-level one.
    try sim.run("window Toast hidden=false", "window add Debug level=statusBar root=DebugVC")
    #expect(sim.world.styleBy == "ToastVC")
    #expect(sim.world.windowStack.map { sim.world.name(of: $0) } == ["Toast", "Debug", "Main"])
    try sim.run("window Debug level=2500")
    #expect(sim.world.styleBy == "DebugVC")
  }

  @Test func R12_1_theMainWindowAloneKeepsTodaysTrace() {
    let w = world(.nav("Nav", [.vc("First")]))
    #expect(w.shown.styleTrace.first?.text == "window.rootViewController → Nav")
    #expect(!w.shown.styleTrace.contains { $0.rule.id.hasPrefix("R12") })
  }

  @Test func R12_2_theKeyWindowDoesNotDecide() throws {
    var sim = app()
    try sim.run("window add Toast level=alert root=ToastVC")
    #expect(sim.world.keyWindow == nil)
    #expect(sim.world.styleBy == "ToastVC")
    #expect(sim.shown.styleTrace.contains { $0.rule.id == "R12.2" && $0.text.contains("although Main is the key window") })
    try sim.run("window key Main")
    #expect(sim.world.styleBy == "ToastVC")  // key and in front of its level, still below alert
    try sim.run("window key Toast")
    #expect(sim.world.keyWindow == "Toast")
    #expect(!sim.shown.styleTrace.contains { $0.rule.id == "R12.2" })
  }

  @Test func R12_3_aWindowThatCannotAffectTheStatusBarIsSkipped() throws {
    var sim = app()
    try sim.run("window add HUD level=statusBar root=HUDVC")
    #expect(sim.world.styleBy == "HUDVC")
    let report = try sim.perform("window HUD canAffectStatusBarAppearance=false")
    #expect(sim.world.styleBy == "Nav")
    #expect(sim.shown.styleTrace.map(\.description).contains("window HUD: _canAffectStatusBarAppearance returns NO ⇒ skipped [R12.3]"))
    #expect(report.notes.contains { $0.contains("private API") })
  }

  @Test func R12_4_aSmallWindowStillDecides() throws {
    var sim = app()
    try sim.run("window add Badge level=statusBar root=BadgeVC height=30")
    #expect(sim.world.styleBy == "BadgeVC")
    #expect(sim.layout.frame(named: "Badge.window") == Rect(x: 0, y: 0, width: 375, height: 30))
    #expect(sim.layout.frame(named: "BadgeVC") == Rect(x: 0, y: 0, width: 375, height: 30))
  }

  @Test func D40_withinALevelTheWindowShownLastIsInFront() throws {
    var sim = app()
    try sim.run("window add Toast level=alert root=ToastVC", "window Toast level=normal")
    // Same level as Main, shown after it: still in front, still decides.
    #expect(sim.world.styleBy == "ToastVC")
    // makeKeyAndVisible() brings Main to the front of its level.
    try sim.run("window key Main")
    #expect(sim.world.styleBy == "Nav")
    #expect(sim.shown.styleTrace.map(\.description).contains("window Toast: below Main, which decides ⇒ not asked [R12.1]"))
    // Showing Toast again orders it front.
    try sim.run("window Toast hidden=true", "window Toast hidden=false")
    #expect(sim.world.styleBy == "ToastVC")
    // A level below Main's puts it behind: Main decides and covers it.
    try sim.run("window Toast level=-1")
    #expect(sim.world.styleBy == "Nav")
    let frames = sim.layout.frames.map(\.name)
    #expect(frames.firstIndex(of: "ToastVC")! < frames.firstIndex(of: "Nav")!)
  }

  @Test func D41_aWindowWithoutARootStillDecides() throws {
    var sim = app()
    let report = try sim.perform("window add Empty level=statusBar")
    #expect(report.notes.contains { $0.contains("D41") })
    #expect(sim.shown.styleDecider == .rootPresentationController)
    #expect(sim.shown.styleTrace.contains { $0.rule.id == "D41" })
    #expect(Snapshot(sim.world).warnings.contains { $0.contains("Window Empty has no rootViewController") })
  }

  @Test func D42_anOverlayRootThatForwardsLetsTheAppDecide() throws {
    var sim = app()
    try sim.run("window add Toast level=alert root=ToastVC", "window Toast forwardsTo=Main")
    #expect(sim.world.styleBy == "Nav")
    #expect(sim.shown.style == .lightContent)
    #expect(sim.world.hiddenBy == "First")
    #expect(sim.shown.styleTrace.contains { $0.rule.id == "D42" })
    // Forwarding to a hidden window: its controllers are off screen, the root answers itself.
    try sim.run("window add Spare hidden=true root=SpareVC", "window Toast forwardsTo=Spare")
    #expect(sim.world.styleBy == "ToastVC")
    #expect(throws: ActionError.self) { try sim.perform("window Toast forwardsTo=Nowhere") }
    #expect(throws: ActionError.self) { try sim.perform("window Toast forwardsTo=Toast") }
  }

  @Test func D43_theMainWindowStays() throws {
    var sim = app()
    #expect(throws: ActionError.self) { try sim.perform("window remove Main") }
    #expect(throws: ActionError.self) { try sim.perform("window Main hidden=true") }
    try sim.run("window Main level=statusBar")
    #expect(sim.world.mainWindow.level == .statusBar)
  }

  @Test func theHijackIsExplainedWithFixesThatWork() throws {
    var sim = app()
    try sim.run("window add Toast level=alert root=ToastVC height=100")
    let explanation = Explanation(sim.snapshot)
    #expect(explanation.paragraph.contains("Window Toast (level alert, 2000) is the topmost visible window"))
    #expect(Snapshot(sim.world).warnings.contains { $0.hasPrefix("Window Toast (level alert, 2000, ") || $0.hasPrefix("Window Toast (level alert, 2000)") })
    let titles = explanation.fixes.map(\.title)
    #expect(titles.contains("hide Toast when it is done (isHidden = true)"))
    // Every fix but lowering the level keeps the toast visible; each gives back the app's answer.
    for fix in explanation.fixes {
      var trial = sim
      for line in fix.actions { try trial.perform(line) }
      #expect(trial.shown.style == .lightContent, "\(fix.title)")
      #expect(trial.shown.foreground == .light, "\(fix.title)")
    }
  }

  @Test func windowActionsReadBackAndUndo() throws {
    let lines = [
      "window add Toast root=ToastVC level=alert height=100", "window add Empty level=1500 hidden=true",
      "window Toast hidden=true level=normal canAffectStatusBarAppearance=false forwardsTo=Main height=full",
      "window remove Toast", "window key Main",
    ]
    for line in lines {
      let action = try ActionParser.parse(line)
      #expect(try ActionParser.parse(action.description) == action, "\(line)")
    }
    var sim = app()
    let before = sim.world
    try sim.run("window add Toast level=alert root=ToastVC")
    sim.undo()
    #expect(sim.world == before)
    #expect(throws: ActionError.self) { try ActionParser.parse("window add key") }
    #expect(throws: ActionError.self) { try ActionParser.parse("window Toast levl=alert") }
    #expect(throws: ActionError.self) { try ActionParser.parse("window add Toast level=top") }
    #expect(throws: ActionError.self) { try sim.perform("window Nowhere hidden=true") }
    try sim.run("window add Toast root=ToastVC")
    #expect(throws: ActionError.self) { try sim.perform("window add Toast") }
    #expect(throws: ActionError.self) { try sim.perform("window add Other root=ToastVC") }
    try sim.run("window remove Toast")
    #expect(sim.world.controller(named: "ToastVC") == nil)
  }

  @Test func overlayFramesAreDrawnAboveTheMainWindowAndShowBehindTheBar() throws {
    var sim = app()
    try sim.run("window add Toast level=alert root=ToastVC height=100", "set ToastVC.backgroundColor=red")
    let layout = sim.snapshot.layout
    let names = layout.frames.map(\.name)
    #expect(names.firstIndex(of: "ToastVC")! > names.firstIndex(of: "First")!)
    #expect(layout.frames.first { $0.name == "ToastVC" }?.windowName == "Toast")
    #expect(layout.behindStatusBarSource.contains("ToastVC"))
    #expect(sim.world.isOnScreen(sim.world.id(named: "ToastVC")!))
    try sim.run("window Toast hidden=true")
    #expect(!sim.snapshot.layout.frames.contains { $0.name == "ToastVC" })
    #expect(!sim.world.isOnScreen(sim.world.id(named: "ToastVC")!))
  }

  @Test func aClearOverlayShowsTheAppBelowAndTheBarIsReadOverIt() throws {
    var sim = app()
    try sim.run("window add HUD level=statusBar root=HUDVC", "set HUDVC.backgroundColor=clear")
    let layout = sim.snapshot.layout
    #expect(!layout.frames.contains { $0.name == "HUDVC" })
    #expect(layout.onScreen.contains(sim.world.id(named: "HUDVC")!))
    #expect(sim.world.styleBy == "HUDVC")
    #expect(layout.behindStatusBarSource.contains("Nav's navigation bar"))
    #expect(sim.snapshot.warnings.contains { $0.hasPrefix("Dark status bar text over a dark background") })
  }

  /// A refusal names the action refused: a pop with no navigation controller on screen says pop,
  /// not push (found by the tmux audit: `P` on a screen without one said "push needs one").
  @Test func aRefusedPopNamesThePop() {
    var sim = simulation(world(os: "13.0", .vc("Only")))
    #expect(throws: ActionError("no navigation controller is on screen: popViewController(animated:) needs one")) { try sim.perform("pop") }
    #expect(throws: ActionError("no navigation controller is on screen: push needs one")) { try sim.perform("push Next") }
  }
}
