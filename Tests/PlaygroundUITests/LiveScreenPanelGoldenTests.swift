import CellGrid
@testable import PlaygroundUI
import StatusBarCore
import Testing

extension PlaygroundApp {
  /// Presses F until `panel` has the focus (at most once round every panel).
  mutating func focusPanel(_ panel: PanelID) {
    for _ in 0..<8 where panels.focus != panel { press("F") }
  }
}

/// Golden screens of panels that can be read whole, at three sizes (a laptop's 80x24, 120x40
/// and a projector's 200x60). Each test asserts what a user would look for; the
/// golden keeps the rest of the screen honest (no cut text, no overlaps). Look at every
/// recorded file before committing it.
@Suite struct LiveScreenPanelGoldenTests {
  static let sizes = LiveScreenGoldenTests.sizes

  @Test(arguments: sizes)
  func layoutFocusedAndScrolled(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p")
    playground.finishAnimation()
    playground.focusPanel(.layout)
    #expect(playground.panels.focus == .layout)
    let top = playground.render(width: size.0, height: size.1).text()
    playground.press("down", "down")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("→ Layout (points)"), "the focused panel is marked")
    #expect(text != top || size.1 >= 60, "scrolling moved the lines (at 200x60 all fit)")
    #expect(top.contains("status bar"))
    assertSnapshot("live-layout-scrolled-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func hiddenLogPanelGivesItsRowsAway(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p")
    playground.finishAnimation()
    playground.focusPanel(.log)
    #expect(playground.panels.focus == .log)
    playground.press("-")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(!text.contains("Warnings & log"), "the hidden panel is gone")
    #expect(text.contains("Controllers") && text.contains("Layout (points)"))
    #expect(text.contains("+"), "the way back is on screen")
    assertSnapshot("live-log-hidden-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// The layout panel is on screen at every size after a push, and says what the push moved
  /// (status bar, safe area, bars, the views that moved, the change highlighted).
  @Test(arguments: sizes)
  func layoutShowsWhatAPushMoved(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p")
    playground.finishAnimation()
    let grid = playground.render(width: size.0, height: size.1)
    let text = grid.text()
    #expect(text.contains("Layout (points)"))
    #expect(text.contains("status bar"))
    #expect(text.contains("safe top") || text.contains("safe area"), "\(size)")
    // The bars' rows in points where the box has a third row; at 80x24 the device's labels
    // give their heights ("← nav 44", "← tab 49").
    let bars = text.contains("nav bar 20–64") || text.contains("Nav.navigationBar (0, 20, 375, 44)")
    #expect(bars || (text.contains("← nav 44") && size.1 < 40), "\(size)")
    #expect(text.contains("moved"), "\(size)")
    assertSnapshot("live-layout-after-push-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// Where the resolver is short of rows it says how many queries it leaves out, and focused it
  /// shows them from the first, before the decider's.
  @Test(arguments: sizes)
  func resolverShowsTheQueriesBeforeTheDecider(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p")
    playground.finishAnimation()
    let unfocused = playground.render(width: size.0, height: size.1).text()
    #expect(unfocused.contains(" 1 ") || unfocused.contains("more queries: F"), "\(size)")
    playground.focusPanel(.trace)
    let rows = playground.render(width: size.0, height: size.1).rows()
    let first = rows.firstIndex { $0.contains("│  1 ") }
    let decisive = rows.firstIndex { $0.contains("preferredStatusBarStyle") && $0.contains("[R") }
    #expect(first != nil, "the first query is on screen")
    if let first, let decisive { #expect(first < decisive) }
    assertSnapshot("live-resolver-queries-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func logFocusedAndScrolled(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p", "p", "b", "i", "o")
    playground.finishAnimation()
    playground.focusPanel(.log)
    #expect(playground.panels.focus == .log)
    let top = playground.render(width: size.0, height: size.1).text()
    #expect(top.contains("→ Warnings & log"))
    playground.press("pgdown")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text != top || size.1 >= 60, "a page down moved the lines")
    assertSnapshot("live-log-scrolled-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }
}
