import Testing

@testable import StatusBarCore

/// D86, D87 and the revised D50, D53: which child a split gives for the style, by SDK and state,
/// and the two parts of the bar an expanded split styles.
@Suite struct SplitStatusBarTests {
  /// A split whose columns want different text: a black-barred sidebar (light) and a white detail (dark).
  static func split(_ style: String?, extra: Int = 0) -> ControllerNode {
    var children: [ControllerNode] = [
      .nav("SideNav", [.barStyle: "black"], [.vc("Sidebar")]),
      .nav("DetailNav", [.navigationBarHidden: "true"], [.vc("Detail", [.preferredStatusBarStyle: "darkContent"])]),
    ]
    for index in 0..<extra { children.append(.vc("Extra\(index)")) }
    var node = ControllerNode(.split, "Split", [:], children: children)
    if let style { node.controller.setValue(ControllerKey.splitStyle.parse(style), for: .splitStyle) }
    return node
  }

  static func built(_ sdk: String?, _ w: World) throws -> World {
    var sim = simulation(w)
    if let sdk { try sim.run("sdk \(sdk)") }
    return sim.world
  }

  @Test func D86_aClassicSplitWithTwoViewControllersStylesTheBarInParts() throws {
    let w = world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split(nil))
    #expect(w.shown.regions.map(\.foreground) == [.light, .dark])
    #expect(w.shown.regions.map(\.decider.description) == ["SideNav", "Detail"])
    #expect(w.styleBy == "Detail")
    #expect(w.shown.styleTrace.contains { $0.rule == Rule("D86", .likely) && $0.text.contains("classic split with two") })
    let parts = w.layout.statusBarParts
    #expect(parts.map(\.foreground) == [.light, .dark])
    #expect(parts.first?.x == 0 && parts.first?.width == 320)
    let state = ResolvedState(Snapshot(w), events: [])
    #expect(state.statusBar.regions?.map(\.column) == ["SideNav", "DetailNav"])
    #expect(state.statusBar.regions?.map(\.foreground) == ["light", "dark"])
    #expect(state.statusBar.regions?.map(\.part) == ["leading", "trailing"])
  }

  @Test func D86_aClassicSplitWithThreeViewControllersAnswersItself() {
    let w = world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split(nil, extra: 1))
    #expect(w.styleBy == "Split")
    #expect(w.shown.regions.isEmpty)
    #expect(w.shown.styleTrace.contains { $0.rule.id == "D86" && $0.text.contains("3 view controllers") })
  }

  @Test func D86_aTripleColumnSplitStylesItsCentrePartFromTheSupplementaryColumn() {
    var node = ControllerNode(
      .split, "Split", [:],
      children: [
        .nav("SideNav", [.barStyle: "black"], [.vc("Sidebar")]),
        .vc("Middle", [.preferredStatusBarStyle: "lightContent"]),
        .nav("DetailNav", [.navigationBarHidden: "true"], [.vc("Detail", [.preferredStatusBarStyle: "darkContent"])]),
      ])
    node.controller.setValue(ControllerKey.splitStyle.parse("tripleColumn"), for: .splitStyle)
    let w = world("iPad Pro 13-inch (M4)", os: "18.0", orientation: .landscapeLeft, node)
    #expect(w.layout.onScreen.contains(w.id(named: "Middle")!))
    #expect(w.shown.regions.map(\.decider.description) == ["SideNav", "Middle", "Detail"])
    #expect(w.shown.regions.map(\.foreground) == [.light, .light, .dark])
    let state = ResolvedState(Snapshot(w), events: [])
    #expect(state.statusBar.regions?.map(\.part) == ["leading", "center", "trailing"])
    #expect(w.styleBy == "Detail")
  }

  @Test func D87_theSameSplitBuiltWithTheIOS13SDKAnswersItself() throws {
    let w = try Self.built("13.0", world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, Self.split(nil)))
    #expect(w.styleBy == "Split")
    #expect(w.shown.regions.isEmpty)
    #expect(w.layout.statusBarParts.isEmpty)
    #expect(w.shown.styleTrace.contains { $0.rule == Rule("D87", .unsure) })
    // Built with the iOS 14 SDK it styles the bar in parts again.
    let fourteen = try Self.built("14.0", w)
    #expect(fourteen.shown.regions.count == 2)
  }

  @Test func D53_aCollapsedClassicSplitForwardsToItsPrimaryWithTheNewSDK() throws {
    let w = world("iPhone 8", os: "14.0", Self.split(nil))
    #expect(w.styleBy == "SideNav")
    #expect(w.shown.foreground == .light)
    #expect(w.shown.styleTrace.contains { $0.rule == Rule("D53", .likely) })
    let old = try Self.built("13.0", w)
    #expect(old.styleBy == "Split")
    #expect(old.shown.foreground == .dark)
  }

  @Test func D51_visibilityIsNotForwardedWhateverTheSDK() throws {
    var node = Self.split(nil)
    node.children[1].children[0].controller.setValue(ControllerKey.prefersStatusBarHidden.parse("true"), for: .prefersStatusBarHidden)
    for sdk in [nil, "13.0"] {
      let w = try Self.built(sdk, world("iPad Pro 11-inch", os: "17.0", orientation: .landscapeLeft, node))
      #expect(w.hiddenBy == "Split")
      #expect(!w.shown.hidden)
    }
  }
}
