import Testing

@testable import StatusBarCore

/// D80, D81: content scrolling under the status bar, and what iOS 26 makes of `.default`.
@Suite struct ContentUnderBarTests {
  /// A feed whose content turns dark from 400 pt down and light again from 1,200.
  func feed(os: String, device: String = "iPhone 16 Pro", plist: InfoPlist = InfoPlist(), style: String? = nil) -> Simulation {
    var props: KeyValuePairs<ControllerKey, String> = [.backgroundColor: "white", .scrollContent: "white, #101010 from 400, white from 1200"]
    if let style {
      props = [.backgroundColor: "white", .scrollContent: "white, #101010 from 400, white from 1200", .preferredStatusBarStyle: style]
    }
    return simulation(world(device, os: os, plist: plist, .vc("Feed", props)))
  }

  @Test func scrollContentParsesAndPrintsAsWritten() throws {
    let content = try #require(ScrollContent(parsing: "white, #101010 from 400, white from 1200.5"))
    #expect(content.description == "white, #101010 from 400, white from 1200.5")
    #expect(content.colour(at: 0) == .white)
    #expect(content.colour(at: 399.9) == .white)
    #expect(content.colour(at: 400)?.spelling == "#101010")
    #expect(content.colour(at: -1) == nil)
    for bad in ["", "white,", "white, black 300", "white, black from 300, red from 200", "nope", "white, black from x", "white, black from inf"] {
      #expect(ScrollContent(parsing: bad) == nil, "\(bad)")
    }
    #expect(ControllerKey.contentOffset.parse("-1") == nil)
    #expect(ControllerKey.contentOffset.parse("nan") == nil)
  }

  @Test func D80_defaultFollowsTheContentAsItScrollsOnIOS26() throws {
    var sim = feed(os: "26.0")
    #expect(sim.shown.foreground == .dark)
    let report = try sim.perform("set Feed.contentOffset=400")
    #expect(sim.shown.foreground == .light)
    #expect(sim.shown.style == .default)
    #expect(sim.world.styleBy == "Feed")
    #expect(!sim.world.pendingUpdate, "no update is needed")
    #expect(report.events.contains { $0.contains("(D80)") })
    try sim.run("set Feed.contentOffset=1200")
    #expect(sim.shown.foreground == .dark)
  }

  @Test func D80_beforeIOS26TheTextStaysAndTheWarningSaysWhy() throws {
    var sim = feed(os: "18.0")
    try sim.run("set Feed.contentOffset=400")
    #expect(sim.shown.foreground == .dark)
    #expect(Snapshot(sim.world).warnings.contains { $0.contains("Dark status bar text over a dark background") })
  }

  @Test func D80_anExplicitStyleDoesNotFollow() throws {
    var sim = feed(os: "26.0", style: "darkContent")
    try sim.run("set Feed.contentOffset=400")
    #expect(sim.shown.foreground == .dark)
  }

  @Test func D80_compatibilityModeOnIOS26DoesNotFollow() throws {
    var plist = InfoPlist()
    plist.designRequiresCompatibility = true
    var sim = feed(os: "26.0", plist: plist)
    try sim.run("set Feed.contentOffset=400")
    #expect(sim.shown.foreground == .dark)
  }

  @Test func D80_aPendingPreferenceKeepsWaitingWhileTheColourFollows() throws {
    var sim = feed(os: "26.0")
    try sim.run("set Feed.prefersStatusBarHidden=true")
    #expect(sim.world.pendingUpdate)
    try sim.run("set Feed.contentOffset=400")
    #expect(sim.world.pendingUpdate, "scrolling is not setNeedsStatusBarAppearanceUpdate()")
    #expect(!sim.shown.hidden)
    #expect(sim.shown.foreground == .light)
    // The trace explains the colour shown, not the one it replaced.
    let colourSteps = sim.shown.styleTrace.filter { $0.rule == .d14 || $0.rule == .d80 }
    #expect(colourSteps.count == 1)
    #expect(colourSteps.first?.rule == .d80)
    #expect(colourSteps.first?.text.contains("light content") == true, "\(colourSteps)")
  }

  @Test func D81_theStatusBarManagerReportsWhatWasPicked() throws {
    var sim = feed(os: "26.0")
    #expect(sim.shown.statusBarManagerStyle(usesLiquidGlass: sim.world.usesLiquidGlass) == .darkContent)
    try sim.run("set Feed.contentOffset=400")
    #expect(sim.shown.statusBarManagerStyle(usesLiquidGlass: sim.world.usesLiquidGlass) == .lightContent)
    let old = feed(os: "18.0")
    #expect(old.shown.statusBarManagerStyle(usesLiquidGlass: old.world.usesLiquidGlass) == .default)
    let state = ResolvedState(Snapshot(sim.world), events: [])
    #expect(state.statusBar.statusBarManagerStyle == "lightContent")
    let ios12 = ResolvedState(Snapshot(world(os: "12.0", .vc("A"))), events: [])
    #expect(ios12.statusBar.statusBarManagerStyle == nil, "no UIStatusBarManager before iOS 13")
  }
}
