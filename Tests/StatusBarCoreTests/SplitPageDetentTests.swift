import Testing

@testable import StatusBarCore

/// R3.2, R3.3 and D50–D56: split and page view controllers, and sheet detents.
@Suite struct SplitPageDetentTests {
  static func split(
    _ style: String?, _ extra: KeyValuePairs<ControllerKey, String> = [:], detailHides: Bool = false
  ) -> ControllerNode {
    var properties: [(ControllerKey, String)] = extra.map { ($0.key, $0.value) }
    if let style { properties.append((.splitStyle, style)) }
    var node = ControllerNode(
      .split, "Split", [:],
      children: [
        .nav("SideNav", [.barStyle: "black"], [.vc("Sidebar", [.preferredStatusBarStyle: "darkContent"])]),
        .nav(
          "DetailNav", [.navigationBarHidden: "true"],
          [.vc("Detail", [.preferredStatusBarStyle: "lightContent", .prefersStatusBarHidden: detailHides ? "true" : "false"])]),
      ])
    for (key, text) in properties { node.controller.setValue(key.parse(text), for: key) }
    return node
  }

  @Test func R3_2_D87_aClassicSplitBuiltWithAnOldSDKDoesNotForward() throws {
    var sim = simulation(world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split(nil)))
    try sim.run("sdk 13.0")
    let w = sim.world
    #expect(w.styleBy == "Split")
    #expect(w.hiddenBy == "Split")
    #expect(w.shown.style == .default)
    #expect(w.shown.styleTrace.contains { $0.text.contains("iOS 13 SDK") && $0.rule == Rule("D87", .unsure) })
    #expect(w.shown.regions.isEmpty)
  }

  @Test func R3_2_beforeIOS14EverySplitIsClassic() {
    let w = world("iPad Air 2", os: "13.0", orientation: .landscapeLeft, Self.split("doubleColumn"))
    #expect(w.styleBy == "Split")
    #expect(w.shown.styleTrace.contains { $0.text.contains("before iOS 14") && $0.rule.id == "D87" })
  }

  @Test func R3_2_D53_aCollapsedColumnSplitForwardsToItsPrimaryColumn() {
    let w = world("iPhone 8", os: "14.0", Self.split("doubleColumn"))
    #expect(w.styleBy == "SideNav")  // the primary's navigation bar decides (R2.1)
    #expect(w.shown.foreground == .light)
    let onScreen = w.layout.onScreen.map { w.name(of: $0) }
    #expect(onScreen == ["Split", "SideNav", "Sidebar"])
  }

  @Test func D50_anExpandedColumnSplitStylesEachPartFromItsColumn() throws {
    let w = world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split("doubleColumn"))
    #expect(w.shown.regions.count == 2)
    #expect(w.shown.regions.map(\.foreground) == [.light, .light])
    #expect(w.shown.regions.map(\.decider.description) == ["SideNav", "Detail"])
    #expect(w.styleBy == "Detail")  // the secondary column's part holds the centre of the bar
    let parts = w.layout.statusBarParts
    #expect(parts.count == 2)
    #expect(parts.first?.x == 0 && parts.first?.width == 320)
    #expect(parts.last?.x == 320)
    #expect(parts.first?.behind == .blackBar)
    let state = ResolvedState(Snapshot(w), events: [])
    #expect(state.statusBar.regions?.map(\.column) == ["SideNav", "DetailNav"])
  }

  @Test func D51_aSplitDoesNotForwardVisibility() throws {
    // Expanded: the detail column asks to hide the bar, but the split answers itself.
    let w = world("iPad Pro 11-inch", os: "26.0", orientation: .landscapeLeft, Self.split("doubleColumn", detailHides: true))
    #expect(w.hiddenBy == "Split")
    #expect(!w.shown.hidden)
    #expect(w.shown.hiddenTrace.contains { $0.rule.id == "D51" })
    // The style lane still goes column by column (R3.2).
    #expect(w.styleBy == "Detail")
    // A subclass that forwards (childForStatusBarHidden) lets the column decide.
    var sim = simulation(w)
    try sim.run("set Split.childForStatusBarHidden=DetailNav", "update")
    #expect(sim.shown.hidden)
  }

  @Test func D52_automaticShowsColumnsBesideInLandscapeAndTheSecondaryInPortrait() {
    let landscape = world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split("doubleColumn"))
    #expect(landscape.layout.frames.first { $0.name == "SideNav" }?.rect.width == 320)
    let portrait = world("iPad Pro 11-inch", os: "17.0", Self.split("doubleColumn"))
    #expect(!portrait.layout.onScreen.contains(portrait.id(named: "SideNav")!))
    #expect(portrait.shown.regions.isEmpty)
    #expect(portrait.styleBy == "Detail")
    let beside = world("iPad Pro 11-inch", os: "17.0", Self.split("doubleColumn", [.preferredDisplayMode: "oneBesideSecondary"]))
    #expect(beside.shown.regions.count == 2)
  }

  @Test func aRegularWidthPhoneInLandscapeExpandsTheSplit() {
    let w = world("iPhone 8 Plus", os: "14.0", orientation: .landscapeLeft, Self.split("doubleColumn"))
    #expect(w.layout.onScreen.contains(w.id(named: "DetailNav")!))
    let narrow = world("iPhone 8", os: "14.0", orientation: .landscapeLeft, Self.split("doubleColumn"))
    #expect(!narrow.layout.onScreen.contains(narrow.id(named: "DetailNav")!))
  }

  @Test func viewControllersFirstMakesASplitOrAPageForward() throws {
    var sim = simulation(world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split(nil)))
    try sim.run("set Split.childForStatusBarStyle=viewControllers.first", "update")
    #expect(sim.world.styleBy == "SideNav")
    let pages = ControllerNode(
      .page, "Pages", [.currentPage: "1"],
      children: [.vc("One", [.preferredStatusBarStyle: "lightContent"]), .vc("Two", [.preferredStatusBarStyle: "lightContent"])])
    var pageSim = simulation(world("iPhone X", os: "16.0", pages))
    #expect(pageSim.world.styleBy == "Pages")
    try pageSim.run("set Pages.childForStatusBarStyle=viewControllers.first", "update")
    #expect(pageSim.world.styleBy == "Two")
    #expect(throws: ActionError.self) { try pageSim.run("set Two.childForStatusBarStyle=viewControllers.first") }
  }

  @Test func R3_3_aPageViewControllerDoesNotForward() {
    let pages = ControllerNode(.page, "Pages", [:], children: [.vc("One", [.prefersStatusBarHidden: "true"]), .vc("Two")])
    let w = world("iPhone X", os: "16.0", pages)
    #expect(w.styleBy == "Pages")
    #expect(w.hiddenBy == "Pages")
    #expect(!w.shown.hidden)
    #expect(w.shown.hiddenTrace.contains { $0.rule == Rule("R3.3", .unsure) })
    #expect(w.layout.onScreen.map { w.name(of: $0) } == ["Pages", "One"])
  }

  @Test func D54_aPageChangeLeavesTheBarToAnUpdate() throws {
    let pages = ControllerNode(
      .page, "Pages", [.childForStatusBarStyle: "viewControllers.first"],
      children: [.vc("One"), .vc("Two", [.preferredStatusBarStyle: "lightContent"])])
    var sim = simulation(world("iPhone X", os: "16.0", pages))
    try sim.run("set Pages.currentPage=1")
    #expect(sim.world.pendingUpdate)
    #expect(sim.world.shown.style == .default)
    #expect(sim.snapshot.live.style == .lightContent)
    try sim.run("update")
    #expect(sim.world.shown.style == .lightContent)
  }

  static func sheet(_ detent: String?, os: String) -> World {
    var properties: [(ControllerKey, String)] = [(.modalPresentationStyle, "pageSheet")]
    if let detent { properties.append((.sheetDetent, detent)) }
    var sheet = ControllerNode.vc("Sheet")
    for (key, text) in properties { sheet.controller.setValue(key.parse(text), for: key) }
    return world("iPhone X", os: os, .vc("Root", [.backgroundColor: "white"]), presented: [sheet])
  }

  @Test func D55_onlyTheLargeDetentScalesThePresenterBack() {
    let large = Self.sheet("large", os: "15.0")
    #expect(large.shown.foreground == .light)  // D1: over the black backdrop
    #expect(large.shown.styleTrace.contains { $0.rule.id == "D1" })
    let medium = Self.sheet("medium", os: "15.0")
    #expect(medium.styleBy == "Root")
    #expect(medium.shown.foreground == .dark)
    #expect(medium.layout.frames.first { $0.name == "Root" }?.scaledBack == false)
    #expect(medium.layout.behindStatusBar == .white)
  }

  @Test func D56_mediumStandsHalfHighAndACustomDetentAtItsHeight() {
    #expect(Self.sheet("medium", os: "15.0").layout.frame(named: "Sheet")?.y == 406)
    #expect(Self.sheet("300", os: "16.0").layout.frame(named: "Sheet")?.y == Double(812 - 300 - 34))
    // A custom detent needs iOS 16, detents iOS 15: older versions stand at large.
    #expect(Self.sheet("300", os: "15.0").layout.frame(named: "Sheet")?.y == 54)
    #expect(Self.sheet("medium", os: "14.0").layout.frame(named: "Sheet")?.y == 54)
  }

  @Test func changingTheDetentOfAPresentedSheetReevaluates() throws {
    var sim = simulation(Self.sheet("medium", os: "15.0"))
    #expect(sim.world.shown.foreground == .dark)
    try sim.run("set Sheet.sheetDetent=large")
    #expect(sim.world.shown.foreground == .light)
    #expect(!sim.world.pendingUpdate)
  }
}
