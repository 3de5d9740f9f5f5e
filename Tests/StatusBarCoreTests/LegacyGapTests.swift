import Testing

@testable import StatusBarCore

/// D88 … D90 and D3: iOS 7's screen-coordinate frame, iOS 8.3 … 9 custom presentations, the iOS
/// 8 … 9 chain above a popover, and the 12 mini's height on iOS 14 and 15.
@Suite struct LegacyGapTests {
  static let keepsBar = ControllerNode.vc("Root", [.prefersStatusBarHidden: "false"])

  @Test func D88_iOS7ReportsTheStatusBarFrameInScreenCoordinates() {
    let left = Snapshot(world("iPhone 5s", os: "7.1", orientation: .landscapeLeft, Self.keepsBar))
    #expect(left.layout.statusBarFrame == Rect(x: 0, y: 0, width: 568, height: 20))
    #expect(left.reportedStatusBarFrame == Rect(x: 0, y: 0, width: 20, height: 568))
    #expect(left.statusBarFrameNote?.contains("D88") == true)
    // The views stay in interface coordinates.
    #expect(left.layout.frame(named: "Root") == Rect(x: 0, y: 0, width: 568, height: 320))
    let right = Snapshot(world("iPhone 5s", os: "7.1", orientation: .landscapeRight, Self.keepsBar))
    #expect(right.reportedStatusBarFrame == Rect(x: 300, y: 0, width: 20, height: 568))
    let upsideDown = Snapshot(world("iPad mini 2", os: "7.1", orientation: .portraitUpsideDown, Self.keepsBar))
    #expect(upsideDown.reportedStatusBarFrame == Rect(x: 0, y: 1004, width: 768, height: 20))
    let state = ResolvedState(left, events: [])
    #expect(state.statusBar.frame == [0, 0, 20, 568])
    #expect(state.statusBar.height == 20)
  }

  @Test func D88_fromIOS8TheFrameIsInInterfaceCoordinates() {
    let eight = Snapshot(world("iPhone 6", os: "8.0", orientation: .landscapeLeft, Self.keepsBar))
    #expect(eight.reportedStatusBarFrame == Rect(x: 0, y: 0, width: 667, height: 20))
    #expect(eight.statusBarFrameNote == nil)
    let portrait = Snapshot(world("iPhone 5s", os: "7.0", Self.keepsBar))
    #expect(portrait.reportedStatusBarFrame == portrait.layout.statusBarFrame)
  }

  static func customMenu(os: String) -> World {
    world(
      "iPhone 6", os: os, .vc("Home"),
      presented: [.vc("Menu", [.modalPresentationStyle: "custom", .preferredStatusBarStyle: "lightContent"])])
  }

  @Test func D89_aCustomPresentationTakesControlOnIOS8_3To9() {
    #expect(Self.customMenu(os: "8.2").styleBy == "Home")
    let nine = Self.customMenu(os: "9.0")
    #expect(nine.styleBy == "Menu")
    #expect(nine.shown.foreground == .light)
    #expect(nine.shown.styleTrace.contains { $0.rule == Rule("D89", .likely) })
    #expect(Self.customMenu(os: "8.3").styleBy == "Menu")
    #expect(Self.customMenu(os: "10.0").styleBy == "Home")
  }

  static func popoverThenFullScreen(os: String, captures: Bool = false) -> World {
    world(
      "iPad Air 2", os: os, .vc("Master", [.preferredStatusBarStyle: "lightContent"]),
      presented: [
        .vc("Little", [.modalPresentationStyle: "popover", .modalPresentationCapturesStatusBarAppearance: captures ? "true" : "false"]),
        .vc("Big", [.modalPresentationStyle: "fullScreen"]),
      ])
  }

  @Test func D90_aFullScreenControllerAboveAPopoverDoesNotTakeControlOnIOS9() {
    let nine = Self.popoverThenFullScreen(os: "9.0")
    #expect(nine.styleBy == "Master")
    #expect(nine.shown.foreground == .light)
    #expect(nine.shown.styleTrace.contains { $0.rule == Rule("D90", .unsure) })
    // The radar's workaround: the popover's controller captures.
    #expect(Self.popoverThenFullScreen(os: "9.0", captures: true).styleBy == "Big")
    // From iOS 10 the walk passes the popover (D7).
    #expect(Self.popoverThenFullScreen(os: "10.0").styleBy == "Big")
  }

  @Test func D3_the12MiniIs44OnIOS14And50FromIOS15() {
    let mini = DeviceCatalog.device(named: "iPhone 12 mini")!
    #expect(mini.statusBarHeight(on: OSVersion(14, 2)) == 44)
    #expect(mini.statusBarHeight(on: OSVersion(15)) == 50)
    #expect(mini.statusBarHeightConfidence(on: OSVersion(15)) == .unsure)
    #expect(mini.fixedSafeAreaTop(on: OSVersion(15)) == 50)
    // iOS 14 (GKNB-68): a 44 pt bar, the navigation bar at the 50 pt safe-area top.
    let fourteen = world("iPhone 12 mini", os: "14.2", .nav("Nav", [.vc("First")]))
    #expect(fourteen.layout.statusBarFrame.height == 44)
    #expect(fourteen.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 50, width: 375, height: 44))
    // iOS 15 (QMUI-1326): the bar and the navigation bar meet at 50.
    let fifteen = world("iPhone 13 mini", os: "15.0", .nav("Nav", [.vc("First")]))
    #expect(fifteen.layout.statusBarFrame.height == 50)
    #expect(fifteen.layout.frame(named: "Nav.navigationBar") == Rect(x: 0, y: 50, width: 375, height: 44))
  }
}
