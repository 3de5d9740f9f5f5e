import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Windows in the playground (R12): `T` adds, hides and shows a toast window; the tree lists the
/// windows and who decides; the device draws the overlay above the app; `:` takes `window …`.
@Suite struct WindowKeyTests {
  func black() -> PlaygroundApp {
    app("iPhone 8", os: "13.0", .nav("Nav", [.barStyle: "black"], [.vc("First")]))
  }

  @Test func tAddsAToastThatTakesTheBarThenHidesAndShowsIt() {
    var playground = black()
    #expect(playground.world.shown.styleDecider.description == "Nav")
    playground.press("T")
    #expect(playground.world.windows.map(\.name) == ["Toast"])
    #expect(playground.world.shown.styleDecider.description == "ToastVC")
    let text = playground.screenText
    #expect(text.contains("window Toast · level alert, 2000 · decides"))
    #expect(text.contains("window Main · level normal, 0 · key"))
    #expect(text.contains("─ window Toast ─"))
    // The warning is in the log panel, below the newest events: whole on a larger screen.
    #expect(playground.render(width: 200, height: 60).text().contains("takes the status bar over"))
    playground.press("T")
    #expect(playground.world.windows.first?.isHidden == true)
    #expect(playground.world.shown.styleDecider.description == "Nav")
    #expect(playground.screenText.contains("window Toast · level alert, 2000 · hidden"))
    #expect(!playground.screenText.contains("─ window Toast ─"))
    playground.press("T")
    #expect(playground.world.shown.styleDecider.description == "ToastVC")
    playground.press("z", "z", "z")
    #expect(playground.world.windows.isEmpty)
    #expect(playground.recordedLines.contains { $0.contains("window add Toast root=ToastVC level=alert height=100") })
  }

  @Test func theToastIsDrawnAboveTheAppWithItsOwnColour() {
    var playground = black()
    playground.press("T")
    playground.type(":set ToastVC.backgroundColor=red")
    playground.press("enter")
    let grid = playground.render(width: 120, height: 40)
    let rows = grid.rows()
    guard let y = rows.firstIndex(where: { $0.contains("ToastVC") && $0.hasPrefix(" │") }),
      let range = rows[y].range(of: "ToastVC")
    else {
      Issue.record("ToastVC is not drawn on the device")
      return
    }
    let x = rows[y].distance(from: rows[y].startIndex, to: range.lowerBound)
    let red = Theme.terminalColor(Color(parsing: "red")!)
    #expect(grid[x - 2, y].style.background == red)
    // Below the toast the app's view shows, in another colour.
    #expect(grid[x - 2, y + 6].style.background != red)
  }

  @Test func theWhyPanelFixesTheHijackWithADigit() {
    var playground = black()
    playground.press("T", "w")
    #expect(playground.screenText.contains("1  hide Toast when it is done"))
    playground.press("2")  // forward to Main
    #expect(playground.world.windows.first?.forwardsTo == "Main")
    #expect(playground.world.shown.foreground == .light)
  }

  @Test func tabCompletesWindowWordsAndNames() {
    var playground = black()
    playground.press("T")
    playground.type(":window To")
    playground.press("tab")
    #expect(playground.screenText.contains(":window Toast"))
    playground.type(" hid")
    playground.press("tab")
    #expect(playground.screenText.contains(":window Toast hidden="))
    playground.type("true")
    playground.press("enter")
    #expect(playground.world.windows.first?.isHidden == true)
  }
}
