import CellGrid
import StatusBarCore

/// The panels beside the device that the user can focus, scroll, zoom and hide:
/// every panel can be read whole, whatever the terminal's size.
enum PanelID: String, CaseIterable, Hashable, Sendable {
  case lesson, why, tree, trace, layout, log

  var title: String {
    switch self {
    case .lesson: "lesson"
    case .why: "why"
    case .tree: "tree"
    case .trace: "resolver"
    case .layout: "layout"
    case .log: "log"
    }
  }
}

/// Which panel has the keyboard and how far each panel is scrolled.
struct PanelState: Hashable, Sendable {
  /// The focused panel: its border is highlighted and the panel keys scroll it.
  var focus: PanelID?
  /// The first line shown, per panel, once the user scrolled it (clamped when drawn).
  var scroll: [PanelID: Int] = [:]
  /// The focused panel takes the whole height beside the device.
  var zoomed = false
  /// Panels the user hid (`-`); `+` shows them all again.
  var hidden: Set<PanelID> = []

  /// The panels in the order `F` visits them, given which are on screen.
  static func cycle(from current: PanelID?, among shown: [PanelID], forward: Bool = true)
    -> PanelID?
  {
    guard !shown.isEmpty else { return nil }
    guard let current, let index = shown.firstIndex(of: current) else {
      return forward ? shown.first : shown.last
    }
    let next = (index + (forward ? 1 : -1) + shown.count) % shown.count
    return shown[next]
  }
}

extension PlaygroundApp {
  /// The panels the screen can show now, in focus order.
  var availablePanels: [PanelID] {
    var result: [PanelID] = []
    if lesson != nil { result.append(.lesson) }
    if whyVisible { result.append(.why) }
    result += [.tree, .trace, .layout, .log]
    return result.filter { !panels.hidden.contains($0) }
  }

  /// Runs a panel key (`F`, the arrows, `Z`, `-`, `+`, esc).
  mutating func runPanelCommand(_ command: Command) {
    switch command {
    case .panelNext, .panelPrevious:
      panels.focus = PanelState.cycle(
        from: panels.focus, among: availablePanels, forward: command == .panelNext)
      if panels.focus == nil { panels.zoomed = false }
      message = .info(panelMessage())
    case .panelUnfocus:
      panels.focus = nil
      panels.zoomed = false
      message = .info("panel focus off: the arrows move the focus in the tree again")
    // In the tree, the arrows still move the focus (the list scrolls to keep it in view).
    case .panelScrollUp where panels.focus == .tree && panels.scroll[.tree] == nil:
      moveFocusInTree(by: -1)
    case .panelScrollDown where panels.focus == .tree && panels.scroll[.tree] == nil:
      moveFocusInTree(by: 1)
    case .panelScrollUp: scrollPanel(by: -1)
    case .panelScrollDown: scrollPanel(by: 1)
    case .panelPageUp: scrollPanel(by: -pageStep)
    case .panelPageDown: scrollPanel(by: pageStep)
    case .panelTop:
      if let focus = panels.focus { panels.scroll[focus] = 0 }
    case .panelBottom:
      if let focus = panels.focus { panels.scroll[focus] = panelLastStart(focus) }
    case .panelZoom:
      guard panels.focus != nil else {
        message = .info("focus a panel first (F), then Z zooms it to the full height")
        return
      }
      panels.zoomed.toggle()
      message = .info(panels.zoomed ? "zoomed: Z again or esc returns" : "zoom off")
    case .panelHide:
      guard let focus = panels.focus else { return }
      panels.hidden.insert(focus)
      panels.zoomed = false
      panels.focus = PanelState.cycle(from: nil, among: availablePanels)
      message = .info("\(focus.title) panel hidden: + shows every panel again")
    case .panelShowAll:
      let count = panels.hidden.count
      panels.hidden = []
      message = .info(count == 0 ? "every panel is shown" : "\(count) hidden panel(s) shown again")
    default:
      break
    }
  }

  private var pageStep: Int { 8 }

  private mutating func scrollPanel(by delta: Int) {
    guard let focus = panels.focus else { return }
    let bound = panelLastStart(focus)
    let current = min(panels.scroll[focus] ?? 0, bound)
    panels.scroll[focus] = max(0, min(bound, current + delta))
  }

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

  func panelMessage() -> String {
    guard let focus = panels.focus else { return "no panel focused" }
    return "\(focus.title) panel focused: ↑↓ PgUp PgDn scroll, Z zoom, - hide, F next, esc done"
  }
}

/// The size the screen was last drawn at (set by `render`), shared by copies of the app: a hint
/// for scrolling, never part of what is drawn.
final class LastScreenSize: @unchecked Sendable {
  // The app runs on one thread (the terminal loop's); a test's app is its own.
  private(set) var size: (width: Int, height: Int)?

  func set(width: Int, height: Int) { size = (width, height) }
}
