import PlaygroundUI
import StatusBarCore
import Testing

/// Golden screens of today's devices: an iPhone 17 Pro on iOS 26 and an iPad on iOS 27, each
/// drawn to scale with its bars. Look at every recorded file before committing it.
@Suite struct TodayDevicesSnapshotTests {
  @Test func iPhone17ProOnIOS26() {
    let playground = app("iPhone 17 Pro", os: "26.0", tabsNavFirst)
    #expect(playground.screenText.contains("status bar 54 pt"))
    #expect(playground.screenText.contains("402×874 pt"))
    assertSnapshot("iphone-17-pro-ios26", playground, width: 120, height: 40)
  }

  @Test func iPadProOnIOS27() {
    let playground = app("iPad Pro (13-inch) (M4)", os: "27.0", tabsNavFirst)
    #expect(playground.screenText.contains("1032×1376 pt"))
    assertSnapshot("ipad-pro-13-ios27", playground, width: 120, height: 40)
  }
}
