import Testing
@testable import StatusBarCore

/// One test per rule R1–R10 of docs/rules.md.
@Suite struct ResolverRuleTests {
  @Test func R1_1_resolutionStartsAtTheRootViewController() {
    let w = world(.vc("Root", [.preferredStatusBarStyle: "lightContent"]))
    #expect(w.styleBy == "Root")
    #expect(w.shown.styleTrace.first?.text == "window.rootViewController → Root")
    let empty = world(nil)
    #expect(empty.shown.style == .lightContent)  // root presentation controller
    #expect(!empty.shown.hidden)
  }

  @Test func R1_2_presentationsAreConsultedBeforeChildFor() {
    let w = world(
      os: "12.0",
      .vc("Root", [.childForStatusBarStyle: "Child", .preferredStatusBarStyle: "default"], children: [.vc("Child")]),
      presented: [.vc("Modal", [.preferredStatusBarStyle: "lightContent"])])
    #expect(w.styleBy == "Modal")
    let texts = w.shown.styleTrace.map(\.text)
    let presented = texts.firstIndex { $0.hasPrefix("presentedViewController") }!
    #expect(!texts[..<presented].contains { $0.hasPrefix("childForStatusBarStyle") })
  }

  @Test func R1_3_styleAndHiddenLanesAreIndependent() {
    let w = world(
      .vc(
        "Container", [.childForStatusBarStyle: "A", .childForStatusBarHidden: "B"],
        children: [.vc("A", [.preferredStatusBarStyle: "lightContent"]), .vc("B", [.prefersStatusBarHidden: "true"])]))
    #expect(w.styleBy == "A")
    #expect(w.hiddenBy == "B")
    #expect(w.shown.hidden)
    #expect(w.shown.foreground == .light)
  }

  @Test func R1_4_onlyTheEffectiveControllersValueIsRead() {
    let w = world(.vc("Container", children: [.vc("Child", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(w.styleBy == "Container")
    #expect(w.shown.style == .default)
    #expect(Snapshot(w).warnings.contains { $0.contains("Child.preferredStatusBarStyle (.lightContent) is never asked") })
  }

  @Test func R1_5_animationComesFromTheHiddenDecider() {
    let w = world(
      .vc(
        "C", [.childForStatusBarHidden: "H", .preferredStatusBarUpdateAnimation: "none"],
        children: [.vc("H", [.preferredStatusBarUpdateAnimation: "slide"])]))
    #expect(w.shown.animation == .slide)
    #expect(world(.vc("Plain")).shown.animation == .fade)  // default .fade
  }

  @Test func R1_6_defaultHiddenIsTrueInCompactHeightFromIOS8() {
    #expect(world(os: "8.0", orientation: .landscapeLeft, .vc("A")).shown.hidden)
    #expect(!world(os: "8.0", orientation: .landscapeLeft, .vc("A", [.prefersStatusBarHidden: "false"])).shown.hidden)
    #expect(!world(os: "12.0", .vc("A")).shown.hidden)
  }

  @Test func R1_7_defaultStyleIsDefault() {
    let w = world(.vc("A"))
    #expect(w.shown.style == .default)
    #expect(w.shown.foreground == .dark)
  }

  @Test func R2_1_navigationForwardsStyleOnlyWhenItsBarIsHidden() {
    let visible = world(.nav("Nav", [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(visible.styleBy == "Nav")
    #expect(visible.shown.style == .default)
    let hidden = world(.nav("Nav", [.navigationBarHidden: "true"], [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(hidden.styleBy == "First")
    #expect(hidden.shown.style == .lightContent)
  }

  @Test func R2_2_navigationForwardsHiddenOnHomeButtonPhonesAndIPad() {
    let stack = ControllerNode.nav("Nav", [.vc("First", [.prefersStatusBarHidden: "true"])])
    #expect(world("iPhone 8", stack).hiddenBy == "First")
    #expect(world("iPad Air 2", stack).hiddenBy == "First")
    #expect(world("iPhone X", stack).hiddenBy == "Nav")  // D5
    #expect(!world("iPhone X", stack).shown.hidden)
  }

  @Test func R2_3_barStyleMapsToTheNavigationControllersStyle() {
    // Correction C1: .default = dark text; .black = light content.
    let black = world(.nav("Nav", [.barStyle: "black"], [.vc("First")]))
    #expect(black.shown.style == .lightContent)
    #expect(black.shown.foreground == .light)
    let normal = world(.nav("Nav", [.barStyle: "default"], [.vc("First")]))
    #expect(normal.shown.style == .default)
    #expect(normal.shown.foreground == .dark)
    #expect(normal.shown.styleTrace.contains { $0.description == "preferredStatusBarStyle → Nav returns .default (barStyle .default) [R2.3]" })
  }

  @Test func R2_4_navigationRulesApplyWhenPresented() {
    var sim = simulation(world(.vc("Root")))
    try? sim.run("present Modal kind=navigation modalPresentationStyle=fullScreen barStyle=black")
    #expect(sim.world.styleBy == "Modal")
    #expect(sim.shown.style == .lightContent)
  }

  @Test func R3_1_tabBarForwardsToTheSelectedController() {
    let w = world(.tabs("Tabs", [.selectedIndex: "1"], [.vc("A"), .vc("B", [.preferredStatusBarStyle: "lightContent", .prefersStatusBarHidden: "true"])]))
    #expect(w.styleBy == "B")
    #expect(w.hiddenBy == "B")
  }

  @Test func R3_4_customContainersMustForward() throws {
    var sim = simulation(world(.vc("Container", children: [.vc("Child", [.preferredStatusBarStyle: "lightContent"])])))
    #expect(sim.world.styleBy == "Container")
    try sim.run("set Container.childForStatusBarStyle=Child")
    #expect(sim.world.pendingUpdate)
    #expect(sim.world.styleBy == "Container")
    try sim.run("update")
    #expect(sim.world.styleBy == "Child")
  }

  @Test(arguments: [
    ("fullScreen", "12.0", "Modal"), ("overFullScreen", "12.0", "Root"), ("overCurrentContext", "12.0", "Root"),
    ("custom", "12.0", "Root"), ("currentContext", "12.0", "Modal"), ("pageSheet", "12.0", "Modal"),
    ("pageSheet", "13.0", "Root"), ("formSheet", "13.0", "Root"), ("automatic", "13.0", "Root"),
    ("automatic", "18.0", "Root"), ("popover", "12.0", "Modal"), ("popover", "13.0", "Root"),
  ])
  func R4_1_and_R4_2_presentationControlTable(style: String, os: String, decider: String) {
    let w = world(
      os: os, .vc("Root"),
      presented: [.vc("Modal", [.modalPresentationStyle: .init(style), .preferredStatusBarStyle: "lightContent"])])
    #expect(w.styleBy == decider, "\(style) on iOS \(os)")
  }

  @Test func R4_2_automaticResolvesToPageSheetThenFormSheet() {
    let w13 = world(os: "13.0", .vc("Root"), presented: [.vc("Modal")])
    #expect(w13.presentationInfo(at: 0).effective == .pageSheet)
    let w18 = world(os: "18.0", .vc("Root"), presented: [.vc("Modal")])
    #expect(w18.presentationInfo(at: 0).effective == .formSheet)
    let w12 = world(os: "12.0", .vc("Root"), presented: [.vc("Modal")])
    #expect(w12.presentationInfo(at: 0).effective == .fullScreen)
  }

  @Test func R4_3_capturingHandsControlToTheSheetForBothLanes() {
    let w = world(
      os: "13.0", .vc("Root"),
      presented: [
        .vc(
          "Sheet",
          [
            .modalPresentationStyle: "pageSheet", .modalPresentationCapturesStatusBarAppearance: "true", .preferredStatusBarStyle: "lightContent",
            .prefersStatusBarHidden: "true",
          ])
      ])
    #expect(w.styleBy == "Sheet")
    #expect(w.hiddenBy == "Sheet")
    #expect(w.shown.hidden)
  }

  @Test func R4_4_dismissReturnsControlAndReEvaluates() throws {
    var sim = simulation(world(os: "12.0", .vc("Root")))
    try sim.run("present Modal preferredStatusBarStyle=lightContent")
    #expect(sim.world.styleBy == "Modal")
    let report = try sim.perform("dismiss")
    #expect(sim.world.styleBy == "Root")
    #expect(report.events.contains { $0.contains("re-evaluates") })
  }

  @Test func R5_1_and_R5_2_viewControllerBasedNOUsesUIApplication() {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    plist.statusBarStyle = .lightContent
    let w = world(plist: plist, .vc("A", [.preferredStatusBarStyle: "default", .prefersStatusBarHidden: "true"]))
    #expect(w.styleBy == "UIApplication")
    #expect(w.hiddenBy == "UIApplication")
    #expect(w.shown.style == .lightContent)
    #expect(!w.shown.hidden)
  }

  @Test func R5_3_settersAreDeprecatedFromIOS9() throws {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    var sim = simulation(world(os: "9.0", plist: plist, .vc("A")))
    let report = try sim.perform("app statusBarStyle=lightContent animated=true")
    #expect(report.notes.contains("'setStatusBarStyle(_:animated:)' was deprecated in iOS 9.0: Use -[UIViewController preferredStatusBarStyle] (R5.3)"))
    #expect(sim.shown.style == .lightContent)
    var old = simulation(world(os: "8.0", plist: plist, .vc("A")))
    #expect(try old.perform("app statusBarStyle=lightContent").notes.isEmpty)
  }

  @Test func R5_4_settersAreIgnoredWhenViewControllerBased() throws {
    var sim = simulation(world(.vc("A")))
    let report = try sim.perform("app statusBarHidden=true animation=slide")
    #expect(!sim.shown.hidden)
    #expect(report.notes.contains { $0.contains("is ignored: UIViewControllerBasedStatusBarAppearance is YES") })
  }

  @Test func R5_5_setterAnimationIsUsed() throws {
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    var sim = simulation(world(plist: plist, .vc("A")))
    try sim.run("app statusBarHidden=true animation=slide")
    #expect(sim.shown.hidden)
    #expect(sim.shown.animation == .slide)
    #expect(sim.world.lastTransition?.animation == .slide)
  }

  @Test func R5_6_launchScreenUsesInfoPlistThenControllersTakeOver() throws {
    var plist = InfoPlist()
    plist.statusBarStyle = .lightContent
    plist.statusBarHidden = true
    var sim = simulation(world(plist: plist, .vc("A", [.preferredStatusBarStyle: "default"])))
    try sim.run("relaunch")
    #expect(sim.world.styleBy == "Info.plist")
    #expect(sim.shown.hidden)
    #expect(sim.shown.style == .lightContent)
    try sim.run("finishLaunching")
    #expect(sim.world.styleBy == "A")
    #expect(!sim.shown.hidden)
  }

  @Test func R6_1_darkContentNeedsIOS13() {
    let w12 = world(os: "12.0", .vc("A", [.preferredStatusBarStyle: "darkContent"]))
    #expect(w12.shown.foreground == .dark)
    #expect(Snapshot(w12).warnings.contains { $0.contains(".darkContent, which needs iOS 13") })
    let w13 = world(os: "13.0", appearance: .dark, .vc("A", [.preferredStatusBarStyle: "darkContent"]))
    #expect(w13.shown.foreground == .dark)
  }

  @Test func R6_2_defaultFollowsTheTraitsFromIOS13() {
    #expect(world(os: "13.0", appearance: .dark, .vc("A")).shown.foreground == .light)
    #expect(world(os: "12.0", appearance: .dark, .vc("A")).shown.foreground == .dark)
    #expect(world(os: "13.0", appearance: .dark, .vc("A", [.overrideUserInterfaceStyle: "light"])).shown.foreground == .dark)
    let child = world(
      os: "13.0", .vc("P", [.overrideUserInterfaceStyle: "dark", .childForStatusBarStyle: "C"], children: [.vc("C")]))
    #expect(child.shown.foreground == .light)  // the ancestor's override reaches the child
  }

  @Test func R6_5_theStatusBarHasNoBackground() {
    let w = world(.vc("A", [.backgroundColor: "#ff0000"]))
    #expect(w.layout.behindStatusBar.spelling == "#ff0000")
  }

  @Test(arguments: [
    ("iPhone 5s", "12.0", 20.0), ("iPhone SE", "12.0", 20), ("iPhone 8", "12.0", 20), ("iPhone 8 Plus", "12.0", 20),
    ("iPhone SE (3rd generation)", "16.0", 20), ("iPhone X", "12.0", 44), ("iPhone XS Max", "12.0", 44),
    ("iPhone XR", "13.0", 44), ("iPhone XR", "14.0", 48), ("iPhone 11", "14.0", 48), ("iPhone 12 mini", "14.2", 44), ("iPhone 12 mini", "15.0", 50),
    ("iPhone 13 mini", "16.0", 50), ("iPhone 12", "14.1", 47), ("iPhone 14 Plus", "16.0", 47),
    ("iPhone 14 Pro", "16.0", 54), ("iPhone 15 Pro Max", "17.0", 54), ("iPhone 16 Pro", "18.0", 54),
    ("iPad (9th generation)", "15.0", 20), ("iPad Pro 11-inch", "16.0", 24),
  ])
  func R7_1_statusBarHeights(device: String, os: String, height: Double) {
    let w = world(device, os: os, .vc("A"))
    #expect(w.layout.statusBarFrame.height == height)
  }

  @Test func R7_1_safeAreaStaysOnNotchedPhonesWhenHidden() {
    let notch = world("iPhone X", .vc("A", [.prefersStatusBarHidden: "true"]))
    #expect(notch.layout.statusBarFrame == .zero)
    #expect(notch.layout.safeAreaInsets.top == 44)
    let home = world("iPhone 8", .vc("A", [.prefersStatusBarHidden: "true"]))
    #expect(home.layout.safeAreaInsets.top == 0)
    let island = world("iPhone 14 Pro", os: "16.0", .vc("A"))
    #expect(island.layout.safeAreaInsets.top == 59)
    #expect(island.layout.statusBarFrame.height == 54)
  }

  @Test func R7_2_frameWidthFollowsTheInterface() {
    // Seed 002: iPhone 6 landscape {0,0,667,20} with a controller that overrides prefersStatusBarHidden.
    let w = world("iPhone 6", os: "8.4", orientation: .landscapeLeft, .vc("A", [.prefersStatusBarHidden: "false"]))
    #expect(w.layout.statusBarFrame == Rect(x: 0, y: 0, width: 667, height: 20))
    let plus = world("iPhone 6 Plus", os: "8.4", orientation: .landscapeRight, .vc("A", [.prefersStatusBarHidden: "false"]))
    #expect(plus.layout.statusBarFrame == Rect(x: 0, y: 0, width: 736, height: 20))
  }

  @Test func R7_3_inCallDoubleHeightOn20ptDevicesThroughIOS12() throws {
    var sim = simulation(world("iPhone 8", os: "12.0", .tabs("Tabs", [.nav("Nav", [.vc("A")])])))
    let report = try sim.perform("inCall on")
    #expect(sim.layout.statusBarFrame == Rect(x: 0, y: 0, width: 375, height: 40))
    #expect(sim.layout.frame(named: "Tabs") == Rect(x: 0, y: 20, width: 375, height: 647))
    #expect(sim.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 40, width: 375, height: 44))
    // Correction C2: Will… carries the new frame, Did… the old one.
    #expect(report.events.contains("UIApplicationWillChangeStatusBarFrameNotification: new frame (0, 0, 375, 40)"))
    #expect(report.events.contains("UIApplicationDidChangeStatusBarFrameNotification: old frame (0, 0, 375, 20)"))
    var x = simulation(world("iPhone X", os: "12.0", .vc("A")))
    let xReport = try x.perform("inCall on")
    #expect(x.layout.statusBarFrame.height == 44)
    #expect(x.layout.frame(named: "A")?.y == 0)
    #expect(xReport.events.isEmpty)
  }

  @Test func R8_1_landscapeOnHomeButtonPhonesIOS8To12() {
    #expect(world("iPhone 8", os: "12.0", orientation: .landscapeLeft, .vc("A")).shown.hidden)
    #expect(!world("iPhone 8", os: "12.0", orientation: .landscapeLeft, .vc("A", [.prefersStatusBarHidden: "false"])).shown.hidden)
    #expect(!world("iPhone 5s", os: "7.0", orientation: .landscapeLeft, .vc("A")).shown.hidden)
  }

  @Test func R8_2_landscapeAlwaysHiddenOnIOS13AndFaceID() {
    let w13 = world("iPhone 8", os: "13.0", orientation: .landscapeLeft, .vc("A", [.prefersStatusBarHidden: "false"]))
    #expect(w13.shown.hidden)
    #expect(w13.hiddenBy == "system")
    let x = world("iPhone X", os: "12.0", orientation: .landscapeRight, .vc("A", [.prefersStatusBarHidden: "false"]))
    #expect(x.shown.hidden)
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    #expect(world("iPhone 8", os: "14.0", orientation: .landscapeLeft, plist: plist, .vc("A")).shown.hidden)
  }

  @Test func R8_3_iPadKeepsTheBarInLandscape() {
    let w = world("iPad Air 2", os: "13.0", orientation: .landscapeLeft, .vc("A"))
    #expect(!w.shown.hidden)
    #expect(w.layout.statusBarFrame.width == 1024)
  }

  @Test func R9_1_preferenceChangesWaitForAnUpdate() throws {
    var sim = simulation(world(.vc("A")))
    let report = try sim.perform("set A.preferredStatusBarStyle=lightContent")
    #expect(sim.world.pendingUpdate)
    #expect(sim.shown.style == .default)
    #expect(report.pendingNotes.contains { $0.contains("keeps its old answer") })
    #expect(sim.snapshot.live.style == .lightContent)
    try sim.run("update")
    #expect(!sim.world.pendingUpdate)
    #expect(sim.shown.style == .lightContent)
  }

  @Test func R9_2_updateOnAnyOnScreenControllerWorks() throws {
    var sim = simulation(world(.nav("Nav", [.navigationBarHidden: "true"], [.vc("First")])))
    try sim.run("set First.preferredStatusBarStyle=lightContent", "update First")
    #expect(sim.shown.style == .lightContent)
    #expect(throws: ActionError.self) { try sim.perform("update Nowhere") }
  }

  @Test func R9_3_transitionsReEvaluate() throws {
    var sim = simulation(world(.nav("Nav", [.navigationBarHidden: "true"], [.vc("First")])))
    try sim.run("set First.preferredStatusBarStyle=lightContent")
    #expect(sim.world.pendingUpdate)
    try sim.run("push Second", "pop")
    #expect(!sim.world.pendingUpdate)
    #expect(sim.shown.style == .lightContent)
  }

  @Test func R9_4_updateInsideAnAnimationBlockRecordsTheAnimation() throws {
    var sim = simulation(world(.vc("A", [.preferredStatusBarUpdateAnimation: "slide"])))
    try sim.run("set A.prefersStatusBarHidden=true", "update animated")
    #expect(sim.world.lastTransition == StatusBarTransition(fromHidden: false, toHidden: true, animation: .slide, inAnimationBlock: true))
  }

  @Test func R10_1_navigationBarExtendsUnderTheStatusBar() {
    let w = world(.nav("Nav", [.barTintColor: "#ff0000"], [.vc("First", [.backgroundColor: "white"])]))
    #expect(w.layout.behindStatusBar.spelling == "#ff0000")
    #expect(w.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 20, width: 375, height: 44))
  }

  @Test func R10_2_barTintColorNeverChangesTheStyle() {
    let w = world(.nav("Nav", [.barTintColor: "#000000"], [.vc("First")]))
    #expect(w.shown.style == .default)
    #expect(Snapshot(w).warnings.contains { $0.contains("Dark status bar text over a dark background") })
  }
}
