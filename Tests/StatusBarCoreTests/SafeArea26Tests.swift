import Testing
@testable import StatusBarCore

/// D27 … D29: the safe-area top on iOS/iPadOS 26.
@Suite struct SafeArea26Tests {
  let hiddenVC = ControllerNode.vc("A", [.prefersStatusBarHidden: "true"])

  @Test func D27_theTopInsetStaysWhenTheBarHidesOnIOS26_0Only() {
    // Home-button iPhone: 18 and 26.1 shrink the top to 0, 26.0 keeps the bar's 20 pt.
    #expect(world("iPhone SE (3rd generation)", os: "18.0", hiddenVC).layout.safeAreaInsets.top == 0)
    let kept = world("iPhone SE (3rd generation)", os: "26.0", hiddenVC)
    #expect(kept.layout.statusBarFrame == .zero)
    #expect(kept.layout.safeAreaInsets.top == 20)
    #expect(Snapshot(kept).warnings.contains { $0.contains("keeps safeAreaInsets.top at 20 pt") && $0.contains("D27") })
    #expect(world("iPhone SE (3rd generation)", os: "26.1", hiddenVC).layout.safeAreaInsets.top == 0)
    #expect(world("iPhone SE (3rd generation)", os: "27.0", hiddenVC).layout.safeAreaInsets.top == 0)
    // iPads: the same by release, with iPadOS 26's 32 pt.
    #expect(world("iPad (9th generation)", os: "18.0", hiddenVC).layout.safeAreaInsets.top == 0)
    #expect(world("iPad (9th generation)", os: "26.0", hiddenVC).layout.safeAreaInsets.top == 32)
    #expect(world("iPad (9th generation)", os: "26.1", hiddenVC).layout.safeAreaInsets.top == 0)
    // Face ID phones keep their top on every version.
    for os in ["18.0", "26.0", "26.1"] {
      #expect(world("iPhone 16", os: os, hiddenVC).layout.safeAreaInsets.top == 59)
    }
  }

  @Test(arguments: ["iPad (9th generation)", "iPad Air (4th generation)", "iPad Pro (12.9-inch) (6th generation)"])
  func D28_iPadOS26Has32PointBarAndTop(device: String) {
    let visible = ControllerNode.nav("Nav", [.vc("First")])
    let eighteen = world(device, os: "18.0", visible).layout
    #expect([20, 24].contains(eighteen.statusBarFrame.height))
    for os in ["26.0", "27.0"] {
      let layout = world(device, os: os, visible).layout
      #expect(layout.statusBarFrame.height == 32)
      #expect(layout.safeAreaInsets.top == 32)
      #expect(layout.frame(named: "Nav.navigationBar")?.y == 32)
      // The bottom inset does not change with iPadOS 26.
      #expect(layout.safeAreaInsets.bottom == eighteen.safeAreaInsets.bottom)
    }
    #expect(DeviceCatalog.device(named: device)!.statusBarHeightConfidence(on: OSVersion(26)) != .confirmed)
  }

  @Test func D29_iPadOS26LaunchedHiddenKeepsATopInsetOfZero() throws {
    var plist = InfoPlist()
    plist.statusBarHidden = true
    let tree = ControllerNode.nav("Nav", [.vc("First")])
    let pad = world("iPad Air (4th generation)", os: "26.0", plist: plist, tree)
    #expect(!pad.shown.hidden)
    #expect(pad.layout.statusBarFrame.height == 32)
    #expect(pad.layout.safeAreaInsets.top == 0)
    #expect(pad.layout.frame(named: "Nav.navigationBar")?.y == 0)
    #expect(Snapshot(pad).warnings.contains { $0.contains("D29") })
    // iPadOS 18 and iPhones on 26 are not affected.
    #expect(world("iPad Air (4th generation)", os: "18.0", plist: plist, tree).layout.safeAreaInsets.top == 24)
    #expect(world("iPhone SE (3rd generation)", os: "26.0", plist: plist, tree).layout.safeAreaInsets.top == 20)
    // Showing the bar at launch is the fix.
    var sim = simulation(pad)
    try sim.run("plist UIStatusBarHidden=false", "relaunch", "finishLaunching")
    #expect(sim.layout.safeAreaInsets.top == 32)
  }
}
