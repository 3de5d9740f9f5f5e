import CellGrid
import PlaygroundUI
import StatusBarCore
import Testing

/// Golden screens: look at every recorded file before committing it.
@Suite struct ScreenSnapshotTests {
  @Test(arguments: [(80, 24), (120, 40), (200, 60)])
  func defaultScene(size: (Int, Int)) {
    assertSnapshot("default-\(size.0)x\(size.1)", defaultApp(), width: size.0, height: size.1)
  }

  @Test func iPhoneXNotch() {
    assertSnapshot(
      "iphone-x-ios12", app("iPhone X", os: "12.0", tabsNavFirst), width: 120, height: 40)
  }

  @Test func dynamicIsland() {
    assertSnapshot(
      "iphone-14-pro-ios16", app("iPhone 14 Pro", os: "16.0", tabsNavFirst), width: 120, height: 40)
  }

  @Test func landscape() {
    var playground = defaultApp()
    try? playground.perform(action: "rotate landscapeLeft")
    assertSnapshot("default-landscape", playground, width: 120, height: 40)
  }

  @Test func inCallDoubleHeight() {
    var playground = defaultApp()
    try? playground.perform(action: "inCall on")
    assertSnapshot("default-in-call", playground, width: 120, height: 40)
  }

  @Test func cardSheetOnIOS13() {
    var playground = app("iPhone 8", os: "13.0", tabsNavFirst)
    try? playground.perform(action: "present Sheet modalPresentationStyle=pageSheet")
    assertSnapshot("card-sheet-ios13", playground, width: 120, height: 40)
  }

  @Test func asciiGlyphs() {
    assertSnapshot("default-ascii", defaultApp(UIOptions(glyphs: .ascii)), width: 100, height: 30)
  }

  @Test func colorOff() {
    assertSnapshot("default-no-color", defaultApp(UIOptions(color: false)), width: 100, height: 30)
  }

  @Test func tooSmall() {
    assertSnapshot("too-small", defaultApp(), width: 30, height: 8)
  }

  @Test func helpOverlay() {
    var playground = defaultApp()
    playground.press("?")
    assertSnapshot("help-120x40", playground, width: 120, height: 40)
  }
}
