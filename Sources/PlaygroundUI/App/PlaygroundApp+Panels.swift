import CellGrid
import StatusBarCore

extension PlaygroundApp {
  /// The first line of the panel's last page as the screen last drew it, so that ↑ after G or
  /// after scrolling past the end moves at once (it used to wait out the lines between a
  /// narrow-box bound and the real one); the narrow-box bound when nothing was drawn yet.
  func panelLastStart(_ id: PanelID) -> Int {
    guard let size = lastScreenSize.size else { return panelLineBound(id) }
    let screen = Screen(app: self, width: size.width, height: size.height)
    guard let (_, area, panel) = screen.panelAreas().first(where: { $0.0 == id }) else {
      return panelLineBound(id)
    }
    var inner = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    if !panel.pinned.isEmpty, inner.height > panel.pinned.count + 1 { inner.height -= panel.pinned.count }
    return max(0, panel.content(innerWidth: inner.width).count - inner.height)
  }

  /// An upper bound for a panel's first shown line: its lines wrapped for a narrow box (the
  /// exact bound depends on the width, which the drawing clamps to).
  func panelLineBound(_ id: PanelID) -> Int {
    let snapshot = visibleSnapshot
    let symbols = Symbols(options.glyphs)
    let panel: Panel
    switch id {
    case .tree: panel = TreePanel.make(snapshot: snapshot, focus: focusedID, symbols: symbols)
    case .trace: panel = TracePanel.make(snapshot: snapshot, symbols: symbols)
    case .layout: panel = LayoutPanel.make(snapshot: snapshot, previous: layoutBefore)
    case .log: panel = LogPanel.make(snapshot: snapshot, log: log, symbols: symbols)
    case .why: panel = WhyPanel.make(snapshot: snapshot)
    case .lesson:
      guard let lesson else { return 0 }
      panel = LessonPanel.make(
        lesson, symbols: symbols, check: options.glyphs.check, cross: options.glyphs.cross,
        width: 40, rows: 200)
    }
    return max(0, panel.content(innerWidth: 30).count - 1)
  }
}
