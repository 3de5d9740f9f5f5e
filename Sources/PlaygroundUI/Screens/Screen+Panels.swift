import CellGrid
import StatusBarCore

/// The panels beside the device: the lesson, the why panel and the first screen's invitation on
/// top when they are open, then the tree, the resolver, the layout and the log. Presenter mode
/// shows the lesson's narration in large type and fewer panels.
extension Screen {
  func drawPanels(_ grid: inout Grid, area: Area, snapshot: Snapshot) {
    for (panel, panelArea) in placedPanels(&grid, area: area, snapshot: snapshot) {
      panel.draw(into: &grid, area: panelArea, context: context)
    }
  }

  /// The panels and their boxes (presenter mode's narration is drawn on the way).
  func placedPanels(_ grid: inout Grid, area: Area, snapshot: Snapshot) -> [(Panel, Area)] {
    guard area.width >= 24 else { return [] }
    let tree = marked(
      TreePanel.make(
        snapshot: snapshot, focus: app.focusedID, symbols: symbols, marks: !app.holdsBackAnswer),
      .tree)
    let trace = marked(
      app.holdsBackAnswer
        ? TracePanel.heldBack() : TracePanel.make(snapshot: snapshot, symbols: symbols), .trace)
    let layout = marked(
      LayoutPanel.make(snapshot: snapshot, previous: app.layoutBefore), .layout)
    let log = marked(
      LogPanel.make(
        snapshot: snapshot, log: app.log, symbols: symbols,
        withholdWarnings: app.holdsBackAnswer), .log)
    // Panels the user opened come first; the base panels keep their order among themselves.
    var extra: [PanelStack.Item] = []
    if app.showsWelcome {
      let welcome = WelcomePanel.make(scene: app.scene)
      extra.append(
        .init(
          panel: Self.fitted(welcome, width: area.width, rows: max(3, area.height / 4)), minimum: 3,
          priority: -3))
    }
    let column = area.width >= 100 && !app.options.presenter ? area.width * 9 / 20 : area.width
    let share = app.lesson != nil && app.whyVisible ? 2 : 1
    if let session = app.lesson, !app.options.presenter {
      let rows = area.height * 2 / 3 / share + (share - 1) * 4
      let panel = marked(
        LessonPanel.make(
          session, symbols: symbols, check: glyphs.check, cross: glyphs.cross, width: column,
          rows: rows), .lesson)
      extra.append(.init(panel: panel, minimum: 8, priority: -2))
    }
    if app.whyVisible {
      let width = area.width >= 100 && !app.options.presenter ? area.width - column : area.width
      extra.append(
        .init(
          panel: marked(
            Self.fitted(
              WhyPanel.make(snapshot: snapshot), width: width, rows: area.height / 2 / share),
            .why),
          minimum: 5, priority: -1))
    }
    extra = extra.filter { $0.panel.id.map { !app.panels.hidden.contains($0) } ?? true }
    var placed: [(Panel, Area)] = []
    if app.options.presenter {
      var rest = area
      if let session = app.lesson {
        let narration = PresenterNarration(
          session: session, page: app.panels.scroll[.lesson] ?? 0,
          focused: app.panels.focus == .lesson)
        narration.draw(into: &grid, area: area, context: context)
        let used = narration.height(in: area, context: context)
        rest = area.splitVertically(at: used).bottom
      }
      // Projectors: fewer, larger things. The tree and the resolver only.
      placed += arrange(
        extra + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, minimum: 4, priority: 2),
        ], in: rest)
    } else if area.width >= 100 {
      let (left, right) = area.splitHorizontally(at: area.width * 9 / 20)
      let lessonFirst = extra.filter { $0.priority == -2 }
      let others = extra.filter { $0.priority != -2 }
      placed += arrange(
        lessonFirst + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 0),
          .init(panel: layout, minimum: 5, priority: 1),
        ], in: left)
      placed += arrange(
        others + [
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
          .init(panel: log, minimum: 4, comfortable: 6, priority: 1, maximum: 6),
        ], in: right)
    } else {
      // The layout keeps a few rows even at 80x24 (its compact form: bar, safe area, what moved).
      let items: [PanelStack.Item] =
        extra + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, minimum: 4, priority: 2),
          .init(panel: log, minimum: 4, comfortable: 6, priority: 3, maximum: 6),
        ]
      var stacked = arrange(items, in: area)
      if !stacked.contains(where: { $0.0.id == .layout }), !app.panels.hidden.contains(.layout),
        area.height >= 16
      {
        // Crowded out: the others share all but four rows, the layout's compact form the rest.
        let (top, bottom) = area.splitVertically(at: area.height - 4)
        stacked = arrange(items.filter { $0.panel.id != .layout }, in: top)
        stacked += arrange([.init(panel: layout, minimum: 4, priority: 0)], in: bottom)
      }
      placed += stacked
    }
    return zoomed(placed, in: area)
  }

  /// The panel with its id, focus and scroll position from the app's panel state.
  func marked(_ panel: Panel, _ id: PanelID) -> Panel {
    var copy = panel
    copy.id = id
    copy.focused = app.panels.focus == id
    if copy.focused, id != .tree || app.panels.scroll[id] != nil {
      copy.scroll = app.panels.scroll[id] ?? 0
    }
    return copy
  }

  /// Lays out the panels the user has not hidden; the focused one comes first, so that it is
  /// on screen whatever the size.
  func arrange(_ items: [PanelStack.Item], in area: Area) -> [(Panel, Area)] {
    let shown = items.filter { $0.panel.id.map { !app.panels.hidden.contains($0) } ?? true }
      .map { item -> PanelStack.Item in
        var copy = item
        if let focus = app.panels.focus, item.panel.id == focus {
          copy.priority = -10
          copy.atomic = false
        }
        return copy
      }
    return PanelStack(items: shown).arrange(in: area).map { ($0.panel, $0.area) }
  }

  /// With zoom on, the focused panel alone takes every row beside the device.
  func zoomed(_ placed: [(Panel, Area)], in area: Area) -> [(Panel, Area)] {
    guard app.panels.zoomed, let focus = app.panels.focus,
      let panel = placed.first(where: { $0.0.id == focus })?.0
    else { return placed }
    let top = app.options.presenter ? (placed.map { $0.1.y }.min() ?? area.y) : area.y
    return [(panel, Area(x: area.x, y: top, width: area.width, height: area.maxY - top))]
  }

  /// Where each focusable panel is drawn (for mouse clicks), by the same code as `render`.
  func panelAreas() -> [(PanelID, Area, Panel)] {
    var grid = Grid(width: width, height: height)
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return [] }
    let snapshot = app.visibleSnapshot
    let body = Area(x: 0, y: 1, width: width, height: height - 3)
    let panelArea = drawDevice(&grid, body: body, snapshot: snapshot)
    return placedPanels(&grid, area: panelArea, snapshot: snapshot).compactMap { panel, area in
      panel.id.map { ($0, area, panel) }
    }
  }
}

extension Screen {
  /// The panel's full lines when they fit in `rows`, else its compact ones, so that a panel the
  /// user opened shows as much as the screen allows before the other panels grow.
  static func fitted(_ panel: Panel, width: Int, rows: Int) -> Panel {
    var copy = panel
    if panel.desiredHeight(width: width) <= rows || panel.compact == nil {
      copy.compact = nil
    } else if let compact = panel.compact {
      copy.lines = compact
      copy.compact = nil
    }
    return copy
  }
}

extension PlaygroundApp {
  /// The first screen's invitation shows until the first key.
  var showsWelcome: Bool { message == .welcome && lesson == nil && mode == .normal }

  /// Keys the footer leaves out: the history and completion while typing a file name or answer.
  var footerExclusions: Set<Command> {
    if case .prompt(let prompt) = mode, prompt.purpose != .action {
      return [.promptHistoryUp, .promptComplete]
    }
    return []
  }

  /// The footer's context: an open lesson's keys on the main screen.
  var footerContext: KeyContext {
    if mode.context == .main, panels.focus != nil { return .panel }
    return mode.context == .main && lesson != nil ? .lesson : mode.context
  }

  /// A prediction is being asked: nothing on screen may give the answer away (issue 10).
  var holdsBackAnswer: Bool { mode == .question }

  /// The snapshot the panels and the device show (held back while a prediction is asked).
  var visibleSnapshot: Snapshot { simulation.snapshot }
}
