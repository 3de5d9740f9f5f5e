import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Every panel can be read whole (focus, scroll, zoom, hide), the layout panel is
/// always on screen, and a prediction does not give its answer away.
@Suite struct PanelFocusTests {
  @Test func layoutPanelIsOnScreenAtEverySize() {
    for (width, height) in [(80, 24), (100, 30), (120, 40), (200, 60)] {
      var playground = defaultApp()
      playground.press("p")
      let text = playground.render(width: width, height: height).text()
      #expect(text.contains("Layout (points)"), "\(width)x\(height)")
      #expect(text.contains("status bar"), "\(width)x\(height)")
    }
  }

  @Test func layoutMarksWhatMovedOnTheLastKey() {
    var playground = defaultApp()
    playground.press("p")
    playground.finishAnimation()
    let text = playground.render(width: 120, height: 40).text()
    #expect(text.contains("* moved: VC3, Detail gone"))
    playground.press("F", "F", "F")
    #expect(playground.panels.focus == .layout)
    playground.press("Z")
    let focused = playground.render(width: 120, height: 40).text()
    #expect(focused.contains("* VC3"))
    #expect(focused.contains("was not on"))
  }

  @Test func focusedResolverScrollsThroughEveryQuery() {
    var playground = defaultApp()
    playground.press("p", "F", "F")
    #expect(playground.panels.focus == .trace)
    let first = playground.render(width: 80, height: 24).text()
    #expect(first.contains("→ Resolver"))
    #expect(first.contains(" 1 "))
    #expect(first.contains("lines 1-"))
    playground.press("pgdown")
    let paged = playground.render(width: 80, height: 24).text()
    #expect(paged != first)
    #expect(!paged.contains("lines 1-"))
    playground.press("G")
    let last = playground.render(width: 80, height: 24).text()
    #expect(last.contains("prefersStatusBarHidden"))
    // The resolver's box has no arrow down at its last line (other panels may have theirs).
    let rows = playground.render(width: 80, height: 24).rows()
    let top = rows.firstIndex { $0.contains("→ Resolver") } ?? 0
    let bottom = rows[top...].firstIndex { $0.contains("lines ") && $0.contains("╯") } ?? top
    #expect(bottom > top)
    #expect(!rows[top...bottom].contains { $0.hasSuffix("↓") })
  }

  /// ↑ after G (or after scrolling past the end) moves the lines at once: the scroll stops
  /// where the screen's last page starts, not at a bound for a narrower box.
  @Test func upAfterTheEndMovesAtOnce() {
    for (width, height) in [(80, 24), (120, 40)] {
      var playground = defaultApp()
      playground.press("p", "F", "F")
      #expect(playground.panels.focus == .trace)
      _ = playground.render(width: width, height: height)
      playground.press("G")
      let end = playground.render(width: width, height: height).text()
      playground.press("k")
      let up = playground.render(width: width, height: height).text()
      #expect(up != end, "\(width)x\(height): one ↑ after G")
      for _ in 0..<40 { playground.press("j") }
      _ = playground.render(width: width, height: height)
      playground.press("k")
      #expect(playground.render(width: width, height: height).text() == up, "\(width)x\(height)")
    }
  }

  @Test func zoomGivesTheFocusedPanelTheWholeHeight() {
    var playground = defaultApp()
    playground.press("p", "F", "F", "Z")
    let grid = playground.render(width: 80, height: 24)
    let text = grid.text()
    #expect(!text.contains("Controllers"))
    #expect(!text.contains("Layout (points)"))
    #expect(text.contains("→ Resolver"))
    playground.press("esc")
    #expect(playground.panels.focus == nil)
    #expect(playground.render(width: 80, height: 24).text().contains("Controllers"))
  }

  @Test func hiddenPanelsComeBackWithPlus() {
    var playground = defaultApp()
    playground.press("p", "F", "F", "F", "-")
    #expect(!playground.render(width: 80, height: 24).text().contains("Layout (points)"))
    playground.press("esc", "+")
    #expect(playground.render(width: 80, height: 24).text().contains("Layout (points)"))
  }

  @Test func treeArrowsStillMoveTheControllerFocus() {
    var playground = defaultApp()
    playground.press("F")
    #expect(playground.panels.focus == .tree)
    let before = playground.focusedID
    playground.press("up")
    #expect(playground.focusedID != before)
  }

  @Test func logKeepsTheLatestEventAboveThePinnedWarnings() {
    var playground = defaultApp()
    playground.press("p", "p")
    playground.finishAnimation()
    let rows = playground.render(width: 200, height: 60).rows()
    guard let top = rows.firstIndex(where: { $0.contains("Warnings & log") }) else {
      Issue.record("no log panel")
      return
    }
    #expect(rows[top + 1].contains("push VC4"), "\(rows[top + 1])")
  }

  @Test func predictQuestionDoesNotGiveTheDeciderAway() {
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
      var playground = lessonApp("sheet-captures")
      playground.press("enter")
      #expect(playground.mode == .question)
      let text = playground.render(width: width, height: height).text()
      #expect(!text.contains("◆"), "\(width)x\(height): a decider mark")
      #expect(!text.contains("dark text"), "\(width)x\(height): the device label")
      #expect(!text.contains("light text"), "\(width)x\(height)")
      #expect(!text.contains("pending update:"), "\(width)x\(height)")
      #expect(!text.contains("[R"), "\(width)x\(height): a trace line with its rule id")
      #expect(!text.contains("9:41"), "\(width)x\(height): the device's status bar")
      // Answered: everything comes back.
      playground.press("enter")
      playground.finishAnimation()
      let revealed = playground.render(width: width, height: height).text()
      #expect(revealed.contains("◆") || revealed.contains("decides"), "\(width)x\(height)")
    }
  }

  @Test func unboundKeyInAQuestionSaysSo() {
    var playground = lessonApp("sheet-captures")
    playground.press("enter", "Q")
    #expect(playground.render(width: 120, height: 40).text().contains("does nothing in a question"))
  }
}

@Suite struct CompletionListTests {
  @Test func tabListsTheMatchesWhenSeveralFit() {
    var playground = defaultApp()
    playground.press(":", "p", "tab")
    let text = playground.render(width: 120, height: 40).text()
    #expect(text.contains("matches: "), "\(text)")
    #expect(text.contains("push"))
    #expect(text.contains("pop"))
    playground.press("u")
    #expect(!playground.render(width: 120, height: 40).text().contains("matches: "))
  }

  @Test func tabSaysWhenNothingMatches() {
    var playground = defaultApp()
    playground.press(":", "q", "q", "tab")
    #expect(playground.render(width: 120, height: 40).text().contains("no completion"))
  }
}

@Suite struct ChooserFragmentsTests {
  @Test func presentChooserLeavesNoPanelFragments() {
    for (width, height) in [(80, 24), (100, 30), (120, 40)] {
      var playground = defaultApp()
      playground.press("x")
      let rows = playground.render(width: width, height: height).rows()
      let text = rows.joined(separator: "\n")
      #expect(text.contains("present(_:animated:)"))
      #expect(!text.contains("Controllers"), "\(width)x\(height)")
      #expect(!text.contains("Resolver"), "\(width)x\(height)")
      // Nothing right of the chooser's box.
      for row in rows where row.contains("│") && row.hasSuffix("│") {
        #expect(!row.hasSuffix("││") && !row.hasSuffix("│╯") && !row.hasSuffix("│╮"), "\(row)")
      }
    }
  }
}

@Suite struct DevicePickerTests {
  @Test func typingFiltersTheDevicesAndEnterPicksOne() {
    var playground = defaultApp()
    playground.press("d")
    let all = playground.render(width: 120, height: 40).text()
    #expect(all.contains("device: "))
    #expect(all.contains("of \(DeviceCatalog.all.count)"))
    for character in "se 2" { playground.press(character == " " ? "space" : String(character)) }
    let filtered = playground.render(width: 120, height: 40).text()
    #expect(filtered.contains("iPhone SE (2nd generation)") || filtered.contains("iPhone SE"), "\(filtered)")
    #expect(!filtered.contains("iPad Pro"))
    playground.press("enter")
    #expect(playground.world.device.name.hasPrefix("iPhone SE"))
    #expect(playground.mode == .normal)
  }

  @Test func arrowsMoveThroughTheMatchesAndEscKeepsTheDevice() {
    var playground = defaultApp()
    let before = playground.world.device
    playground.press("d", "i", "p", "a", "d", "down", "down")
    guard case .prompt(let prompt) = playground.mode else {
      Issue.record("no picker")
      return
    }
    #expect(prompt.choice == 2)
    playground.press("esc")
    #expect(playground.world.device == before)
  }

  @Test func devicesThatNeverRanThisIOSComeLast() {
    let found = DevicePicker.matches("iphone", os: OSVersion(12))
    let firstUnsupported = found.firstIndex { !$0.supports(OSVersion(12)) } ?? found.count
    #expect(found[..<firstUnsupported].allSatisfy { $0.supports(OSVersion(12)) })
    #expect(found[firstUnsupported...].allSatisfy { !$0.supports(OSVersion(12)) })
    #expect(firstUnsupported > 0)
  }
}
