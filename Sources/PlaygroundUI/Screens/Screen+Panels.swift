import CellGrid
import StatusBarCore
import SceneFile

/// The panels beside the device: the lesson, the why panel and the first screen's invitation on
/// top when they are open, then the tree, the resolver, the layout and the log. Presenter mode
/// shows the lesson's narration in large type and fewer panels.
extension Screen {
  /// Draws the panels; a panel equal to the one drawn in the same box by `previous` is copied
  /// from its grid. Returns the panels and boxes drawn, and the memo keys they were made by.
  func drawPanels(
    _ grid: inout Grid, area: Area, snapshot: Snapshot, previous: RenderMemo.Frame?,
    keys: inout [RenderMemo.PanelKey], reuse: inout RenderMemo.Reuse
  ) -> [RenderMemo.DrawnPanel] {
    let placed = placedPanels(&grid, area: area, snapshot: snapshot, keys: &keys)
    for (panel, panelArea) in placed {
      if let previous, previous.panels.contains(where: { $0.area == panelArea && $0.panel == panel }) {
        grid.copy(panelArea, from: previous.grid)
        reuse.panelsCopied.append(panel.id)
      } else {
        panel.draw(into: &grid, area: panelArea, context: context)
        reuse.panelsDrawn.append(panel.id)
      }
    }
    return placed.map { RenderMemo.DrawnPanel(panel: $0.0, area: $0.1) }
  }

  /// The panels and their boxes (presenter mode's narration is drawn on the way). Each panel is
  /// made once per memo key (what it shows) and wrapped once per key and width.
  func placedPanels(
    _ grid: inout Grid, area: Area, snapshot: Snapshot, keys: inout [RenderMemo.PanelKey]
  ) -> [(Panel, Area)] {
    guard area.width >= 24 else { return [] }
    let memo = app.renderMemo
    let world = app.worldVersion
    let withheld = app.withheld
    let heldBack = !withheld.isEmpty
    let deciderHeld = withheld.contains(.decider)
    let treeKey = RenderMemo.PanelKey.tree(world: world, focus: app.focusedID, heldBack: deciderHeld)
    let treeBaseKey = RenderMemo.PanelKey.treeBase(world: world, heldBack: deciderHeld)
    let tree = marked(
      memo.panel(treeKey) {
        let base = memo.panel(treeBaseKey) { TreePanel.base(snapshot: snapshot, symbols: symbols, marks: !deciderHeld) }
        return TreePanel.focused(base, on: app.focusedID, world: snapshot.world, symbols: symbols)
      }, .tree)
    let traceKey = RenderMemo.PanelKey.trace(world: world, heldBack: heldBack)
    let trace = marked(
      memo.panel(traceKey) {
        heldBack ? TracePanel.heldBack() : TracePanel.make(snapshot: snapshot, symbols: symbols)
      }, .trace)
    let layoutHeld = withheld.masksLayout
    let behindBarHeld = !withheld.isDisjoint(with: [.decider, .tone])
    let shownLayout =
      layoutHeld
      ? nil : memo.layoutPanel(LayoutPanel.Inputs(snapshot: snapshot, previous: app.layoutBefore, behindBarHeld: behindBarHeld))
    let layoutKey = RenderMemo.PanelKey.layout(shows: shownLayout?.version ?? 0, heldBack: layoutHeld)
    let layout = marked(memo.panel(layoutKey) { shownLayout?.panel ?? LayoutPanel.heldBack() }, .layout)
    let logKey = RenderMemo.PanelKey.log(world: world, log: app.log.version, heldBack: heldBack)
    let log = marked(
      memo.panel(logKey) {
        LogPanel.make(
          snapshot: snapshot, log: app.log, symbols: symbols, withholdWarnings: heldBack,
          withholdText: heldBack ? app.lesson.map { [$0.title, $0.name] } ?? [] : [])
      }, .log)
    keys += [treeKey, treeBaseKey, traceKey, layoutKey, logKey]
    // Panels the user opened come first; the base panels keep their order among themselves.
    var extra: [PanelStack.Item] = []
    if app.showsWelcome {
      let rows = max(3, area.height / 4)
      let key = RenderMemo.PanelKey.welcome(
        scene: app.scene.source, steps: app.scene.steps.count, width: area.width, rows: rows)
      let welcome = memo.panel(key) {
        Self.fitted(WelcomePanel.make(scene: app.scene), width: area.width, rows: rows)
      }
      extra.append(.init(panel: welcome, key: key, minimum: 3, priority: -3))
    }
    if let guess = app.guessPanel(symbols: symbols) {
      let key = RenderMemo.PanelKey.guess(guess.lines.count, guess.lines.map(\.text).joined())
      extra.append(.init(panel: guess, key: key, minimum: 4, priority: -2))
    }
    let column = area.width >= 100 && !app.options.presenter ? area.width * 9 / 20 : area.width
    let share = app.lesson != nil && app.teaching.whyVisible && !heldBack ? 2 : 1
    if let session = app.lesson, !app.options.presenter {
      let rows = area.height * 2 / 3 / share + (share - 1) * 4
      let key = RenderMemo.PanelKey.lesson(lesson: app.teaching.lessonVersion, width: column, rows: rows)
      let panel = marked(
        memo.panel(key) {
          LessonPanel.make(
            session, symbols: symbols, check: glyphs.check, cross: glyphs.cross, width: column,
            rows: rows)
        }, .lesson)
      extra.append(.init(panel: panel, key: key, minimum: 8, priority: -2))
    }
    if app.teaching.whyVisible, !heldBack {
      let width = area.width >= 100 && !app.options.presenter ? area.width - column : area.width
      let rows = area.height / 2 / share
      let key = RenderMemo.PanelKey.why(world: world, width: width, rows: rows)
      let panel = marked(
        memo.panel(key) { Self.fitted(WhyPanel.make(snapshot: snapshot), width: width, rows: rows) },
        .why)
      extra.append(.init(panel: panel, key: key, minimum: 5, priority: -1))
    }
    keys += extra.map(\.key)
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
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, key: layoutKey, minimum: 4, priority: 2),
        ], in: rest)
    } else if area.width >= 100 {
      let (left, right) = area.splitHorizontally(at: area.width * 9 / 20)
      let lessonFirst = extra.filter { $0.priority == -2 }
      let others = extra.filter { $0.priority != -2 }
      placed += arrange(
        lessonFirst + [
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 0),
          .init(panel: layout, key: layoutKey, minimum: 5, priority: 1),
        ], in: left)
      placed += arrange(
        others + [
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
          .init(panel: log, key: logKey, minimum: 4, comfortable: 6, priority: 1, maximum: 6),
        ], in: right)
    } else {
      // The layout keeps a few rows even at 80x24 (its compact form: bar, safe area, what moved).
      let items: [PanelStack.Item] =
        extra + [
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, key: layoutKey, minimum: 4, priority: 2),
          .init(panel: log, key: logKey, minimum: 4, comfortable: 6, priority: 3, maximum: 6),
        ]
      var stacked = arrange(items, in: area)
      if !stacked.contains(where: { $0.0.id == .layout }), !app.panels.hidden.contains(.layout),
        area.height >= 16
      {
        // Crowded out: the others share all but four rows, the layout's compact form the rest.
        // The tree keeps a few rows there (up to 7, its focus row in view) before the resolver
        // grows: a long resolver must not push out who was asked (the resolver, cut short with a
        // "more" note, still opens with the answer and who decided it).
        let (top, bottom) = area.splitVertically(at: area.height - 4)
        let others = items.filter { $0.panel.id != .layout }.map { item -> PanelStack.Item in
          guard item.panel.id == .tree else { return item }
          var kept = item
          kept.priority = -1
          kept.maximum = min(7, item.panel.desiredHeight(width: top.width))
          return kept
        }
        stacked = arrange(others, in: top)
        stacked += arrange([.init(panel: layout, key: layoutKey, minimum: 4, priority: 0)], in: bottom)
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
    let memo = app.renderMemo
    let shown = items.filter { $0.panel.id.map { !app.panels.hidden.contains($0) } ?? true }
      .map { item -> PanelStack.Item in
        var copy = item
        if let focus = app.panels.focus, item.panel.id == focus {
          copy.priority = -10
          copy.atomic = false
        }
        // Wrapped once per key and width; the focus and scroll marks are the item's own.
        var panel = memo.prepared(.init(panel: item.key, width: area.width)) {
          item.panel.prepared(width: area.width)
        }
        panel.id = item.panel.id
        panel.focused = item.panel.focused
        panel.scroll = item.panel.scroll
        copy.panel = panel
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
    var keys = [RenderMemo.PanelKey]()
    return placedPanels(&grid, area: panelArea, snapshot: snapshot, keys: &keys).compactMap { panel, area in
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
  /// The open guess as a panel: the question, its choices, the keys.
  func guessPanel(symbols: Symbols) -> Panel? {
    guard let question = teaching.guess?.question else { return nil }
    var lines = [StyledLine([Span("Predict: ", .bold), Span(question.text)], hangingIndent: 2)]
    lines += LessonPanel.choiceLines(question, pointer: symbols.pointer)
    lines.append(StyledLine("enter answers, esc shows it; t counts a vote, v reveals", .dim))
    return Panel(title: "Your prediction", lines: lines)
  }

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

  /// What the open question asks (empty when none is open): every view that would show it
  /// holds it back until the reveal (`Withheld`).
  var withheld: Withheld {
    if lesson == nil, let question = teaching.guess?.question { return question.asks }
    guard let session = lesson, session.questionOpen, let question = session.question else { return [] }
    return question.asks
  }

  /// A question is open: nothing on screen may give its answer away.
  var holdsBackAnswer: Bool { !withheld.isEmpty }

  /// The title bar's title: while a question is open, a neutral one (a lesson's title states
  /// what it teaches, the answer to its questions).
  var shownTitle: String {
    guard holdsBackAnswer, let session = lesson else { return title }
    return "Step \(session.index + 1) of \(session.steps.count) · title after the answer"
  }

  /// The snapshot the panels and the device show (held back while a prediction is asked).
  var visibleSnapshot: Snapshot { simulation.snapshot }
}
