import Testing
@testable import StatusBarCore

/// One test per decision D14–D22 (docs/rules.md): iOS 26/27, today's devices, removeChild.
@Suite struct LiquidGlassDecisionTests {
  @Test func D14_defaultKeepsContrastWithTheContentUnderTheBarOnIOS26() {
    // iOS 18: .default follows the traits — dark text over a dark view in light mode.
    let dark = ControllerNode.vc("A", [.backgroundColor: "#101010"])
    let before = world("iPhone 16", os: "18.0", dark)
    #expect(before.shown.foreground == .dark)
    // iOS 26 and 27: the same .default turns light over the dark view, dark over a light one.
    for os in ["26.0", "27.0"] {
      let after = world("iPhone 16", os: os, dark)
      #expect(after.shown.style == .default)
      #expect(after.shown.foreground == .light)
      #expect(after.shown.styleTrace.last?.rule.id == "D14")
      #expect(world("iPhone 16", os: os, .vc("A", [.backgroundColor: "#f0f0f0"])).shown.foreground == .dark)
    }
    // Absolute styles stay absolute.
    let absolute = world("iPhone 16", os: "26.0", .vc("A", [.backgroundColor: "#101010", .preferredStatusBarStyle: "darkContent"]))
    #expect(absolute.shown.foreground == .dark)
  }

  @Test func D14_liquidGlassNavigationControllerAnswersFromItsBar() {
    let light = world("iPhone 17 Pro", os: "26.0", .nav("Nav", [.vc("First")]))
    #expect(light.styleBy == "Nav")
    #expect(light.shown.style == .darkContent)
    let black = world("iPhone 17 Pro", os: "26.0", .nav("Nav", [.barStyle: "black"], [.vc("First")]))
    #expect(black.shown.style == .lightContent)
    #expect(black.shown.foreground == .light)
    #expect(world("iPhone 16", os: "18.0", .nav("Nav", [.vc("First")])).shown.style == .default)
  }

  @Test(arguments: [("iPhone 14 Pro", "16.0", 393.0), ("iPhone 15", "17.0", 393), ("iPhone 16 Plus", "18.0", 430)])
  func D15_dynamicIslandFrame54NavigationBarAtTheBarsEdge(device: String, os: String, width: Double) {
    let w = world(device, os: os, .nav("Nav", [.vc("First")]))
    #expect(w.layout.statusBarFrame.height == 54)
    #expect(w.layout.safeAreaInsets.top == 59)
    #expect(w.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 53.67, width: width, height: 44))
    // Notch phones keep the navigation bar at the safe-area top.
    let notch = world("iPhone 13", os: "16.0", .nav("Nav", [.vc("First")]))
    #expect(notch.layout.frame(named: "Nav.navigationBar")?.y == 47)
  }

  @Test func D16_iPadBarsAre50FromIOS12And65WithAHomeIndicator() {
    let old = world("iPad Air 2", os: "11.0", .tabs("Tabs", [.nav("Nav", [.vc("First")])]))
    #expect(old.layout.frame(named: "Nav.navigationBar")?.height == 44)
    #expect(old.layout.frame(named: "Tabs.tabBar")?.height == 49)
    let home = world("iPad Air 2", os: "12.0", .tabs("Tabs", [.nav("Nav", [.vc("First")])]))
    #expect(home.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 20, width: 768, height: 50))
    #expect(home.layout.frame(named: "Tabs.tabBar")?.height == 50)
    let pro = world("iPad Pro (11-inch) (4th generation)", os: "16.1", .tabs("Tabs", [.nav("Nav", [.vc("First")])]))
    #expect(pro.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 24, width: 834, height: 50))
    #expect(pro.layout.frame(named: "Tabs.tabBar") == Rect(x: 0, y: 1194 - 65, width: 834, height: 65))
  }

  @Test(arguments: [
    ("iPhone 8 Plus", "12.0", 44.0, 49.0), ("iPhone XR", "12.0", 44, 49), ("iPhone 15 Pro Max", "17.0", 44, 49),
    ("iPhone 8", "12.0", 32, 32), ("iPhone 15 Pro", "17.0", 32, 32), ("iPhone Air", "26.0", 44, 49),
  ])
  func D17_landscapeBarsKeepTheirHeightOnRegularWidthPhones(device: String, os: String, nav: Double, tab: Double) {
    let w = world(device, os: os, orientation: .landscapeLeft, .tabs("Tabs", [.nav("Nav", [.vc("First")])]))
    #expect(w.layout.frame(named: "Nav.navigationBar")?.height == nav)
    #expect(w.layout.frame(named: "Tabs.tabBar").map { $0.height - w.layout.safeAreaInsets.bottom } == tab)
  }

  @Test func D18_landscapeBottomInsetIs20FromIOS26() {
    #expect(world("iPhone 16 Pro", os: "18.0", orientation: .landscapeLeft, .vc("A")).layout.safeAreaInsets.bottom == 21)
    #expect(world("iPhone 16 Pro", os: "26.0", orientation: .landscapeLeft, .vc("A")).layout.safeAreaInsets.bottom == 20)
    #expect(world("iPhone 16 Pro", os: "26.0", .vc("A")).layout.safeAreaInsets.bottom == 34)
  }

  @Test func D19_roundedTouchIDiPadsAre24With20Bottom() {
    for name in ["iPad Air (4th generation)", "iPad (10th generation)", "iPad mini (6th generation)"] {
      let device = DeviceCatalog.device(named: name)!
      let w = world(name, os: device.firstOS.description, .vc("A"))
      #expect(w.layout.statusBarFrame.height == 24, "\(name)")
      #expect(w.layout.safeAreaInsets.top == 24 && w.layout.safeAreaInsets.bottom == 20, "\(name)")
      #expect(device.statusBarHeightConfidence(on: device.firstOS) == .likely)
    }
    #expect(world("iPad (9th generation)", os: "15.0", .vc("A")).layout.statusBarFrame.height == 20)
  }

  @Test func D20_iOS27RunsOnEveryIOS26DeviceAndTheDisputedOnesAreMarked() {
    for device in DeviceCatalog.all where device.supports(OSVersion(26)) {
      #expect(device.supports(OSVersion(27)), "\(device.name)")
    }
    for name in ["iPhone 11", "iPhone 11 Pro", "iPhone 11 Pro Max", "iPhone SE (2nd generation)"] {
      #expect(DeviceCatalog.device(named: name)!.rangeConfidence == .unsure)
    }
    #expect(!DeviceCatalog.device(named: "iPhone XS")!.supports(OSVersion(26)))
    #expect(!DeviceCatalog.device(named: "iPad (7th generation)")!.supports(OSVersion(26)))
  }

  @Test func D21_iPadOS26WindowControlsLeaveTheSafeAreaAlone() {
    // A full-screen window: the window controls add nothing to the safe area (D21); the top is
    // the 32 pt bar (D28), the sides stay 0.
    let w = world("iPad (9th generation)", os: "26.0", .vc("A"))
    #expect(w.layout.safeAreaInsets == Insets(top: 32, left: 0, bottom: 0, right: 0))
  }

  @Test func D23_iPadOS18FloatsTheTabBarInTheNavigationBarsRow() {
    let tree = ControllerNode.tabs("Tabs", [.nav("Nav", [.vc("First")]), .vc("Settings")])
    let seventeen = world("iPad (9th generation)", os: "17.0", tree)
    #expect(seventeen.layout.frame(named: "Tabs.tabBar") == Rect(x: 0, y: 1080 - 50, width: 810, height: 50))
    // The row starts under the bar: 20 pt on iPadOS 18, 32 pt on iPadOS 26 (D28).
    for (os, top) in [("18.0", 20.0), ("26.0", 32.0)] {
      let w = world("iPad (9th generation)", os: os, tree)
      #expect(w.layout.frame(named: "Tabs.tabBar") == Rect(x: 0, y: top, width: 810, height: 50))
      #expect(w.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: top, width: 810, height: 50))
    }
    // iPhones keep the bottom tab bar on iOS 18 and 26.
    let phone = world("iPhone 16", os: "26.0", tree)
    #expect(phone.layout.frame(named: "Tabs.tabBar")?.maxY == 852)
  }

  @Test func D24_theIPhoneTabBarOnIOS26KeepsItsIOS18Frame() {
    let tree = ControllerNode.tabs("Tabs", [.nav("Nav", [.vc("First")])])
    let eighteen = world("iPhone 16 Pro", os: "18.0", tree).layout
    for os in ["26.0", "27.0"] {
      let glass = world("iPhone 16 Pro", os: os, tree).layout
      #expect(glass.frame(named: "Tabs.tabBar") == eighteen.frame(named: "Tabs.tabBar"))
    }
    #expect(eighteen.frame(named: "Tabs.tabBar") == Rect(x: 0, y: 874 - 83, width: 402, height: 83))
    // Landscape keeps the previous navigation bar (no source for Liquid Glass in landscape).
    let landscape = world("iPhone 16 Pro", os: "26.0", orientation: .landscapeLeft, tree).layout
    #expect(landscape.frame(named: "Nav.navigationBar")?.height == 32)
  }

  @Test func D44_theIOS26NavigationBarIs54PointsAtTheSafeAreaTop() {
    let tree = ControllerNode.nav("Nav", [.vc("First")])
    for (device, top, width) in [("iPhone 16", 59.0, 393.0), ("iPhone 17 Pro", 62, 402), ("iPhone Air", 68, 420), ("iPhone 13", 47, 390)] {
      let glass = world(device, os: "26.0", tree).layout
      #expect(glass.frame(named: "Nav.navigationBar") == Rect(x: 0, y: top, width: width, height: 54), "\(device)")
    }
    // The previous design (UIDesignRequiresCompatibility) keeps 44 pt at the bar's edge; the Air
    // follows the 17 Pro's rule: 5.67 pt above its safe-area top (D4).
    var plist = InfoPlist()
    plist.designRequiresCompatibility = true
    let pro = world("iPhone 17 Pro", os: "26.0", plist: plist, tree).layout
    let air = world("iPhone Air", os: "26.0", plist: plist, tree).layout
    #expect(pro.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 56.33, width: 402, height: 44))
    #expect(air.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 62.33, width: 420, height: 44))
    #expect((pro.safeAreaInsets.top - 56.33 - (air.safeAreaInsets.top - 62.33)).magnitude < 0.001)
  }

  @Test func D25_designRequiresCompatibilityOptsOutUntilTheIOS27SDK() throws {
    var plist = InfoPlist()
    plist.designRequiresCompatibility = true
    let dark = ControllerNode.vc("A", [.backgroundColor: "#101010"])
    // iOS 26 with the key: .default follows the traits again (dark text in light mode).
    let compat = world("iPhone 16", os: "26.0", plist: plist, dark)
    #expect(compat.shown.foreground == .dark)
    #expect(compat.shown.styleTrace.contains { $0.rule.id == "D25" })
    let nav = world("iPhone 16", os: "26.0", plist: plist, .nav("Nav", [.vc("First")]))
    #expect(nav.shown.style == .default)
    // iOS 27 ignores the key when the app is built with its SDK (the default), and says so (R13.3).
    let ignored = world("iPhone 16", os: "27.0", plist: plist, dark)
    #expect(ignored.shown.foreground == .light)
    #expect(Snapshot(ignored).warnings.contains { $0.contains("iOS 27 ignores it (R13.3)") })
    // The key is read at launch: setting it needs a relaunch.
    var sim = simulation(world("iPhone 16", os: "26.0", dark))
    try sim.run("plist UIDesignRequiresCompatibility=true")
    #expect(sim.shown.foreground == .light)
    try sim.run("relaunch", "finishLaunching")
    #expect(sim.shown.foreground == .dark)
  }

  @Test func D22_removeChildThatAnOverrideStillReturnsWaitsForAnUpdate() throws {
    var sim = simulation(world(.vc("Container", [.childForStatusBarStyle: "Child"], children: [.vc("Child", [.preferredStatusBarStyle: "lightContent"])])))
    #expect(sim.shown.style == .lightContent)
    let report = try sim.perform("removeChild Child")
    // Allowed; the bar keeps Child's answer until an update (seed 001 pitfall).
    #expect(sim.world.pendingUpdate)
    #expect(sim.shown.style == .lightContent)
    #expect(report.currentNotes(in: sim.world).contains { $0.contains("still returns Child") && $0.contains("D22") })
    #expect(sim.snapshot.warnings.contains { $0.contains("setNeedsStatusBarAppearanceUpdate() was not called") })
    try sim.run("update")
    #expect(sim.shown.style == .default)
    #expect(sim.shown.styleTrace.contains { $0.rule.id == "D22" && $0.text.contains("returns nil") })
    // The warning about the pending update is gone once the update has happened.
    #expect(!sim.snapshot.warnings.contains { $0.contains("setNeedsStatusBarAppearanceUpdate() was not called") })
    #expect(report.currentNotes(in: sim.world).isEmpty)
  }
}
