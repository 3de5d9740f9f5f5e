import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// What a key changes on screen is what it changed, not the text beside it: the focused
/// controller's properties sit in columns that do not move when a value changes, and the
/// layout panel's short form gives each moved frame one line with what moved.
@Suite struct StillPanelTextTests {
  /// The column where `text` starts on the row that holds it.
  static func column(of text: String, in screen: String) -> Int? {
    for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
      if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
    }
    return nil
  }

  @Test func aChangedValueLeavesTheSecondColumnWhereItWas() throws {
    var playground = defaultApp()
    _ = playground.handle(.char("f"))  // the focus on Nav, which has a navigation bar
    var before = playground.render(width: 120, height: 40).text()
    let barHidden = try #require(Self.column(of: "n barHidden", in: before), "\(before)")
    let style = try #require(Self.column(of: "s style", in: before))
    for key in ["b", "h", "s"] {
      _ = playground.handle(.char(Character(key)))
      playground.finishAnimation()
      let after = playground.render(width: 120, height: 40).text()
      #expect(after != before, "key \(key) changed nothing")
      #expect(Self.column(of: "n barHidden", in: after) == barHidden, "after \(key):\n\(after)")
      #expect(Self.column(of: "s style", in: after) == style, "after \(key):\n\(after)")
      before = after
    }
  }

  @Test func theWidestRowsFitAt80x24() {
    // A navigation controller with the longest values of both columns.
    var playground = defaultApp()
    _ = playground.handle(.char("f"))
    try? playground.perform(action: "set Nav.preferredStatusBarStyle=lightContent")
    try? playground.perform(action: "update")
    try? playground.perform(action: "set Nav.prefersStatusBarHidden=false")
    try? playground.perform(action: "update")
    let text = playground.render(width: 80, height: 24).text()
    #expect(text.contains("b barStyle default  n barHidden unset"), "\(text)")
    #expect(text.contains("h hidden false      s style lightContent"), "\(text)")
  }

  @Test func movedFramesTakeOneLineEachWithWhatMoved() throws {
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    _ = playground.handle(.char("i"))  // the in-call bar: 20 points taller
    playground.finishAnimation()
    let text = playground.render(width: 120, height: 40).text()
    #expect(text.contains("(0, 40, 375, 44)  y +20 "), "\(text)")
    #expect(text.contains("(0, 20, 375, 647)  y +20, h -20 "), "\(text)")
    #expect(!text.contains("was (0, 0, 375,"), "the short form gives the change, not the old frame:\n\(text)")
    // Every moved frame is on screen and the log is not pushed off it.
    #expect(text.contains("Warnings & log"), "\(text)")
  }

  @Test func theFullFormKeepsTheOldFrames() {
    let before = app("iPhone 8", os: "12.0", tabsNavFirst).simulation.snapshot.layout
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    let panel = LayoutPanel.make(snapshot: playground.simulation.snapshot, previous: before)
    let full = panel.lines.map(\.text).joined(separator: "\n")
    #expect(full.contains("was (0, 20, 375, 44)"), "\(full)")
    let compact = (panel.compact ?? []).map(\.text).joined(separator: "\n")
    #expect(compact.contains("y +20"), "\(compact)")
  }

  @Test func aFrameThatAppearedIsNewAndOneThatLeftIsGone() {
    #expect(LayoutPanel.movement(from: Rect(x: 0, y: 0, width: 375, height: 667), to: Rect(x: 0, y: 20, width: 375, height: 647)) == "y +20, h -20")
    #expect(LayoutPanel.movement(from: Rect(x: 44, y: 0, width: 724, height: 375), to: Rect(x: 0, y: 0, width: 812, height: 375)) == "x -44, w +88")
    #expect(LayoutPanel.movement(from: Rect(x: 0, y: 20, width: 375, height: 0.5), to: Rect(x: 0, y: 20.5, width: 375, height: 0.5)) == "y +0.5")
    var playground = defaultApp()
    let before = playground.simulation.snapshot.layout
    _ = playground.handle(.char("p"))
    let panel = LayoutPanel.make(snapshot: playground.simulation.snapshot, previous: before)
    let compact = (panel.compact ?? []).map(\.text).joined(separator: "\n")
    #expect(compact.contains("new"), "\(compact)")
    #expect(compact.contains("gone  was (0, 0, 375, 667)"), "\(compact)")
  }

  @Test func at80x24TheShortBoxNamesWhatMovedAboveTheBar() throws {
    // The layout's box has two rows there: what moved (cut to one row) and the bar's line,
    // which a call or a change mark makes too wide for one row.
    var playground = defaultApp()
    _ = playground.handle(.char("f"))
    _ = playground.handle(.char("p"))
    _ = playground.handle(.char("i"))
    playground.finishAnimation()
    let rows = playground.render(width: 80, height: 24).text().split(separator: "\n").map(String.init)
    let moved = try #require(rows.firstIndex { $0.contains("* moved: Tabs, Nav, Nav.navigationBar") }, "\(rows.joined(separator: "\n"))")
    #expect(rows[moved].contains("…"), "cut, not wrapped: \(rows[moved])")
    #expect(rows[moved + 1].contains("* status bar 0–40 (call)"), "\(rows.joined(separator: "\n"))")
    // Wide enough, the line is whole and the bar still follows it.
    let wide = playground.render(width: 120, height: 40).text()
    #expect(wide.contains("* moved: Tabs, Nav, Nav.navigationBar, VC3 "), "\(wide)")
    // Nothing moved: that line keeps the first row, so the bar's line stays on the second.
    let still = LayoutPanel.make(snapshot: playground.simulation.snapshot).compact?.map(\.text) ?? []
    #expect(still.first?.contains("nothing moved") == true, "\(still)")
    #expect(still.dropFirst().first?.hasPrefix("status bar 0–40 (call)") == true, "\(still)")
  }

  @Test func aFrameAndWhatChangedWrapWhole() {
    let line = StyledLine(
      [Span("* Nav               "), Span("(0, 20, 375, 647)", whole: true), Span("  y +20, h -20", .dim, whole: true)],
      hangingIndent: 20)
    // 50 columns: "h" would fit after "y +20," but the change moves to the next line whole.
    #expect(line.wrapped(to: 50).map(\.text) == ["* Nav               (0, 20, 375, 647)", String(repeating: " ", count: 20) + "y +20, h -20"])
    // A whole span longer than a line still breaks at its spaces.
    let long = StyledLine([Span("a"), Span("  one two three four five", whole: true)], hangingIndent: 0)
    #expect(long.wrapped(to: 10).map(\.text) == ["a  one two", "three four", "five"])
    // The layout panel at a projector's width (the box's inner 50 columns): no "h" / "-20".
    let before = app("iPhone 8", os: "12.0", tabsNavFirst).simulation.snapshot.layout
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    let panel = LayoutPanel.make(snapshot: playground.simulation.snapshot, previous: before)
    let rows = StyledLine.wrapped(panel.compact ?? [], to: 50).map(\.text)
    #expect(rows.contains { $0.hasSuffix("y +20, h -20") }, "\(rows.joined(separator: "\n"))")
    #expect(!rows.contains { $0.hasSuffix(" h") }, "\(rows.joined(separator: "\n"))")
  }
}
