import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The layout panel's line per other window scene (R14.6, R14.7): its window, its safe area's
/// top and whether the status bar is in it, or that it is minimised; none for a one-scene app.
@Suite struct LayoutPanelOtherScenesTests {
  func lines(_ actions: [String]) -> [String] {
    var playground = app("iPad Pro 13-inch (M4)", os: "26.0", .vc("Reader"))
    #expect(playground.replay(lines: actions).isEmpty)
    return LayoutPanel.make(snapshot: playground.simulation.snapshot).lines.map(\.text)
  }

  @Test func R14_6_eachOtherSceneHasALineWithItsWindowAndSafeTop() {
    let text = lines(["scene add Notes 660 100 340 700", "scene add Mail 40 600 500 500", "scene minimise Notes"])
    #expect(text.contains { $0.contains("scene main") && $0.contains("full screen · safe top 32 · status bar 0–32") }, "\(text)")
    #expect(text.contains { $0.contains("scene Notes") && $0.contains("minimised, not on the screen (R14.7)") }, "\(text)")
    #expect(!text.contains { $0.contains("scene Mail") }, "the selected scene is described by the panel's own lines")
  }

  @Test func R14_6_aWindowedOtherSceneHasNoBarInItsWindow() {
    let text = lines(["scene window 40 80 600 900", "scene add Notes 660 100 340 700"])
    #expect(
      text.contains { $0.contains("scene main") && $0.contains("window (40, 80, 600, 900) · safe top 10 · no bar in the window") }, "\(text)")
  }

  @Test func D85_theSelectedSceneOffTheScreenSaysTheHomeScreenShows() {
    let text = lines(["scene close"])
    #expect(text.contains { $0.contains("this scene") && $0.contains("closed, not on the screen: the Home Screen shows") }, "\(text)")
  }

  @Test func aOneSceneAppHasNoOtherSceneLines() {
    let playground = app("iPad Pro 13-inch (M4)", os: "26.0", .vc("Reader"))
    #expect(LayoutPanel.Inputs(snapshot: playground.simulation.snapshot, previous: nil).otherScenes.isEmpty)
  }
}
