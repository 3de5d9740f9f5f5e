import CellGrid
import PlaygroundUI
import Testing

/// Golden screens per theme: the light theme for projectors next to the dark one
/// (default-120x40 and the other goldens), in 256 colours and true colour (the legend's
/// palette colours, shown exactly) and in 16 colours (the legend mapped as the backend maps it).
@Suite struct ThemeSnapshotTests {
  static let light = UIOptions(background: .light)

  @Test func lightPlayground() {
    assertSnapshot("default-light-120x40", defaultApp(Self.light), width: 120, height: 40)
  }

  @Test func lightPlaygroundIn16Colours() {
    assertSnapshot("default-light-16-colours", defaultApp(Self.light), width: 100, height: 30, colours16: true)
  }

  @Test func darkPlaygroundIn16Colours() {
    assertSnapshot("default-dark-16-colours", defaultApp(), width: 100, height: 30, colours16: true)
  }

  @Test func lightHelp() {
    var playground = defaultApp(Self.light)
    playground.press("?")
    assertSnapshot("help-light-120x40", playground, width: 120, height: 40)
  }

  @Test func lightWithoutColour() {
    assertSnapshot("default-light-no-color", defaultApp(UIOptions(color: false, background: .light)), width: 100, height: 30)
  }
}
