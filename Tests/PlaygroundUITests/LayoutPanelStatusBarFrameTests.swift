import StatusBarCore
import Testing

@testable import PlaygroundUI

/// D88 in the layout panel: on iOS 7 in landscape the app reads `statusBarFrame` in the portrait
/// screen's coordinates, beside the interface-coordinate frame the device is drawn from.
@Suite struct LayoutPanelStatusBarFrameTests {
  func barLine(_ device: String, os: String, _ orientation: Orientation) -> String {
    let playground = app(device, os: os, orientation: orientation, .vc("Home"))
    let panel = LayoutPanel.make(snapshot: playground.simulation.snapshot)
    return panel.lines.map(\.text).first { $0.contains("status bar") } ?? ""
  }

  @Test func D88_iOS7LandscapeGivesTheScreenCoordinateFrameToo() {
    let left = barLine("iPhone 5s", os: "7.1", .landscapeLeft)
    #expect(left.contains("statusBarFrame (0, 0, 20, 568) in screen coordinates (D88)"), "\(left)")
    let right = barLine("iPhone 5s", os: "7.1", .landscapeRight)
    #expect(right.contains("statusBarFrame (300, 0, 20, 568)"), "\(right)")
  }

  @Test func D88_portraitAndIOS8SayNothingMore() {
    #expect(!barLine("iPhone 5s", os: "7.1", .portrait).contains("D88"))
    #expect(!barLine("iPhone 5s", os: "8.0", .landscapeLeft).contains("D88"))
  }
}
