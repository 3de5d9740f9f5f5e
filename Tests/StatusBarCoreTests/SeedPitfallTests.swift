import Testing
@testable import StatusBarCore

/// The pitfalls the seed articles teach, one test each.
@Suite struct SeedPitfallTests {
  @Test func childOverrideIsIgnored() {  // seed 001, 003
    let w = world(.vc("Container", children: [.vc("Child", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(w.shown.foreground == .dark)
    #expect(w.shown.styleTrace.contains { $0.text.contains("childForStatusBarStyle → Container returns nil") })
  }

  @Test func navigationBarDecides() {  // seed 003, pitfall A1
    let w = world(.nav("Nav", [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    #expect(w.styleBy == "Nav")
    #expect(w.shown.foreground == .dark)
    #expect(Snapshot(w).warnings.contains { $0.contains("Nav's navigation bar is visible") })
  }

  @Test(arguments: [("default", Foreground.dark), ("black", Foreground.light)])
  func barStyleMapping(barStyle: String, foreground: Foreground) {  // seed 003 with correction C1
    #expect(world(.nav("Nav", [.barStyle: .init(barStyle)], [.vc("First")])).shown.foreground == foreground)
  }

  @Test func inCallOnIPhoneXChangesNothing() throws {  // seed 000
    var sim = simulation(world("iPhone X", .nav("Nav", [.vc("First")])))
    let before = sim.layout
    try sim.run("inCall on")
    #expect(sim.layout.statusBarFrame == before.statusBarFrame)
    #expect(sim.layout.frame(named: "Nav") == before.frame(named: "Nav"))
  }

  @Test func viewControllerBasedNOIgnoresControllers() {  // seeds 000, 001, 002, 004
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    let w = world(plist: plist, .vc("A", [.preferredStatusBarStyle: "lightContent"]))
    #expect(w.shown.foreground == .dark)
    #expect(Snapshot(w).warnings.contains { $0.contains("UIViewControllerBasedStatusBarAppearance is NO") })
  }

  @Test func settersIgnoredWhenYES() throws {  // seed 001
    var sim = simulation(world(os: "10.0", .vc("A")))
    let report = try sim.perform("app statusBarStyle=lightContent animated=true")
    #expect(sim.shown.foreground == .dark)
    #expect(report.notes.contains("'setStatusBarStyle(_:animated:)' was deprecated in iOS 9.0: Use -[UIViewController preferredStatusBarStyle] (R5.3)"))
  }

  @Test func updateNeededAfterAChange() throws {  // seeds 000, 001, 003, 004
    var sim = simulation(world(.vc("A")))
    try sim.run("set A.prefersStatusBarHidden=true")
    #expect(!sim.shown.hidden)
    #expect(sim.snapshot.warnings.contains { $0.contains("setNeedsStatusBarAppearanceUpdate() was not called") })
    try sim.run("update")
    #expect(sim.shown.hidden)
  }

  @Test func seed004CallRouteTabNavFirst() {
    // Seed 004 (iOS 13/14): childForStatusBarHidden Tab → Nav, then prefersStatusBarHidden of First.
    // Its Tab and Nav were subclasses that forward; on a Home-button phone UIKit forwards anyway.
    let w = world("iPhone 8", os: "13.0", tabNavFirst)
    let queries = w.shown.hiddenTrace.map(\.text).filter { !$0.hasPrefix("window") }
    #expect(queries.count >= 3)
    #expect(queries[0].hasPrefix("childForStatusBarHidden → Tabs returns Nav"))
    #expect(queries[1].hasPrefix("childForStatusBarHidden → Nav returns First"))
    #expect(queries[2].hasPrefix("childForStatusBarHidden → First returns nil"))
    #expect(queries[3].hasPrefix("prefersStatusBarHidden → First"))
    #expect(w.hiddenBy == "First")
  }

  @Test func seed002LandscapeFrames() {
    // iPhone 6 {0,0,667,20} and 6 Plus {0,0,736,20} in landscape, iOS 8, overriding prefersStatusBarHidden.
    for (device, width) in [("iPhone 6", 667.0), ("iPhone 6 Plus", 736.0)] {
      let w = world(device, os: "8.4", orientation: .landscapeLeft, .vc("VC", [.prefersStatusBarHidden: "false"]))
      #expect(w.layout.statusBarFrame == Rect(x: 0, y: 0, width: width, height: 20))
      #expect(w.layout.frame(named: "window")?.width == width)
    }
  }
}
