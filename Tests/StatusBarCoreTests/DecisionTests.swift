import Testing
@testable import StatusBarCore

/// One test per simulator decision D1–D13 (docs/rules.md).
@Suite struct DecisionTests {
  @Test func D1_cardSheetDrawsLightTextButThePresenterStillDecides() {
    let w = world(os: "13.0", .vc("Root", [.preferredStatusBarStyle: "darkContent"]), presented: [.vc("Sheet")])
    #expect(w.styleBy == "Root")
    #expect(w.shown.style == .darkContent)
    #expect(w.shown.foreground == .light)
    #expect(w.shown.styleTrace.last?.rule.id == "D1")
    #expect(w.layout.behindStatusBar == .black)
    // Not on iOS 12 (the sheet is full screen there) and not when the sheet captures.
    #expect(world(os: "12.0", .vc("Root"), presented: [.vc("Sheet")]).styleBy == "Sheet")
  }

  @Test func D2_inCallOnIOS13KeepsTheHeight() throws {
    var sim = simulation(world("iPhone 8", os: "13.0", .vc("A")))
    let report = try sim.perform("inCall on")
    #expect(sim.layout.statusBarFrame.height == 20)
    #expect(sim.layout.inBarCallIndicator)
    #expect(report.notes.contains { $0.contains("(D2)") })
  }

  @Test func D4_iPhone16ProIs54WithSafeTop62() {
    let w = world("iPhone 16 Pro", os: "18.0", .vc("A"))
    #expect(w.layout.statusBarFrame.height == 54)
    #expect(w.layout.safeAreaInsets.top == 62)
    #expect(DeviceCatalog.device(named: "iPhone 16 Pro")!.statusBarHeightConfidence(on: OSVersion(18)) == .unsure)
  }

  @Test func D5_faceIDNavigationControllerDoesNotForwardHidden() {
    let stack = ControllerNode.nav("Nav", [.vc("First", [.prefersStatusBarHidden: "true"])])
    let x = world("iPhone X", os: "12.0", stack)
    #expect(x.hiddenBy == "Nav")
    #expect(Snapshot(x).warnings.contains { $0.contains("First.prefersStatusBarHidden (true) is never asked") })
    let hiddenBar = world("iPhone X", os: "12.0", .nav("Nav", [.navigationBarHidden: "true"], [.vc("First", [.prefersStatusBarHidden: "true"])]))
    #expect(hiddenBar.hiddenBy == "First")
  }

  @Test func D6_pageViewControllerIsAPlainContainer() {
    // UIPageViewController is not modelled: a plain container does not forward until told to.
    let w = world(.vc("Pages", children: [.vc("Page1", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(w.styleBy == "Pages")
  }

  @Test func D7_nestedPresentationsSkipNonControllingLevels() {
    let w = world(
      os: "12.0", .vc("Root"),
      presented: [
        .vc("Over", [.modalPresentationStyle: "overFullScreen", .preferredStatusBarStyle: "default"]),
        .vc("Full", [.modalPresentationStyle: "fullScreen", .preferredStatusBarStyle: "lightContent"]),
      ])
    #expect(w.styleBy == "Full")
    let skipped = world(
      os: "12.0", .vc("Root", [.preferredStatusBarStyle: "lightContent"]),
      presented: [.vc("Over", [.modalPresentationStyle: "overFullScreen"]), .vc("Card", [.modalPresentationStyle: "overCurrentContext"])])
    #expect(skipped.styleBy == "Root")
  }

  @Test func D8_ignoredSettersAreNotedNotLogged() throws {
    var sim = simulation(world(.vc("A")))
    let report = try sim.perform("app statusBarStyle=lightContent")
    #expect(report.notes.contains { $0.contains("(R5.4, D8)") })
    #expect(report.events.contains { $0.contains("ignored") })
    #expect(sim.shown.style == .default)
  }

  @Test func D9_barStyleAndBarTintColorStayIndependent() throws {
    var sim = simulation(world(.nav("Nav", [.barTintColor: "#123456"], [.vc("First")])))
    try sim.run("set Nav.barStyle=black")
    #expect(sim.world.controller(named: "Nav")?.barTintColor?.spelling == "#123456")
    #expect(sim.shown.style == .lightContent)
  }

  @Test func D10_barChangesReEvaluateAtOnce() throws {
    var sim = simulation(world(.nav("Nav", [.vc("First", [.preferredStatusBarStyle: "lightContent"])])))
    try sim.run("set Nav.navigationBarHidden=true")
    #expect(!sim.world.pendingUpdate)
    #expect(sim.world.styleBy == "First")
    try sim.run("set Nav.navigationBarHidden=false", "set Nav.barStyle=black")
    #expect(sim.world.styleBy == "Nav")
    #expect(sim.shown.style == .lightContent)
  }

  @Test func D11_popoverOnIPhone() {
    #expect(world(os: "12.0", .vc("Root"), presented: [.vc("Pop", [.modalPresentationStyle: "popover"])]).styleBy == "Pop")
    #expect(world(os: "13.0", .vc("Root"), presented: [.vc("Pop", [.modalPresentationStyle: "popover"])]).styleBy == "Root")
    #expect(world("iPad Air 2", os: "12.0", .vc("Root"), presented: [.vc("Pop", [.modalPresentationStyle: "popover"])]).styleBy == "Root")
  }

  @Test func D12_currentContextFromTheRootTakesControl() {
    #expect(world(os: "13.0", .vc("Root"), presented: [.vc("C", [.modalPresentationStyle: "currentContext"])]).styleBy == "C")
    let nested = world(
      os: "13.0", .vc("Root"),
      presented: [.vc("Sheet", [.modalPresentationStyle: "pageSheet"]), .vc("C", [.modalPresentationStyle: "currentContext"])])
    #expect(nested.styleBy == "Root")  // inherits the card's "no control"
  }

  @Test func D13_aCallWhileHiddenChangesNothing() throws {
    var sim = simulation(world("iPhone 8", os: "12.0", .vc("A", [.prefersStatusBarHidden: "true"])))
    let report = try sim.perform("inCall on")
    #expect(sim.layout.statusBarFrame == .zero)
    #expect(sim.layout.frame(named: "A")?.y == 0)
    #expect(report.events.isEmpty)
  }
}

@Suite struct BackgroundTests {
  @Test func aDefaultNavigationBarIsDarkInDarkModeOnIOS13() {
    let dark = world(os: "13.0", appearance: .dark, .nav("Nav", [.vc("First")]))
    #expect(!dark.layout.behindStatusBar.isLight)
    #expect(dark.shown.foreground == .light)
    #expect(!Snapshot(dark).warnings.contains { $0.contains("Light status bar text over a light background") })
    let old = world(os: "12.0", appearance: .dark, .nav("Nav", [.vc("First")]))
    #expect(old.layout.behindStatusBar.isLight)
  }
}
