import CellGrid
import StatusBarCore

/// The panels beside the device: the lesson, the why panel and the first screen's invitation on
/// top when they are open, then the tree, the resolver, the layout and the log. Presenter mode
/// shows the lesson's narration in large type and fewer panels.
extension Screen {
  func drawPanels(_ grid: inout Grid, area: Area, snapshot: Snapshot, frame: inout FrameRecord) {
    guard area.width >= 24 else { return }
    let memo = app.renderMemo
    let world = app.worldVersion
    let treeKey = RenderMemo.PanelKey.tree(world: world, focus: app.focusedID)
    let tree = memo.panel(treeKey) { TreePanel.make(snapshot: snapshot, focus: app.focusedID, symbols: symbols) }
    let traceKey = RenderMemo.PanelKey.trace(world: world)
    let trace = memo.panel(traceKey) { TracePanel.make(snapshot: snapshot, symbols: symbols) }
    let layoutKey = RenderMemo.PanelKey.layout(world: world)
    let layout = memo.panel(layoutKey) { LayoutPanel.make(snapshot: snapshot) }
    let logKey = RenderMemo.PanelKey.log(world: world, log: app.log.version)
    let log = memo.panel(logKey) { LogPanel.make(snapshot: snapshot, log: app.log, symbols: symbols) }
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
    let column = area.width >= 100 && !app.options.presenter ? area.width * 9 / 20 : area.width
    let share = app.lesson != nil && app.whyVisible ? 2 : 1
    if let session = app.lesson, !app.options.presenter {
      let rows = area.height * 2 / 3 / share + (share - 1) * 4
      let key = RenderMemo.PanelKey.lesson(lesson: app.lessonVersion, width: column, rows: rows)
      let panel = memo.panel(key) {
        LessonPanel.make(
          session, symbols: symbols, check: glyphs.check, cross: glyphs.cross, width: column,
          rows: rows)
      }
      extra.append(.init(panel: panel, key: key, minimum: 8, priority: -2))
    }
    if app.whyVisible {
      let width = area.width >= 100 && !app.options.presenter ? area.width - column : area.width
      let rows = area.height / 2 / share
      let key = RenderMemo.PanelKey.why(world: world, width: width, rows: rows)
      let panel = memo.panel(key) {
        Self.fitted(WhyPanel.make(snapshot: snapshot), width: width, rows: rows)
      }
      extra.append(.init(panel: panel, key: key, minimum: 5, priority: -1))
    }
    func arrange(_ stack: Int, _ items: [PanelStack.Item], in area: Area) -> [PanelStack.Placed] {
      let key = RenderMemo.ArrangementKey(stack: stack, panels: items.map(\.key), area: area)
      frame.arrangements.insert(key)
      return memo.arrangement(key) {
        // Each panel wrapped for this width once, however many arrangements it takes part in.
        var prepared = items
        for index in prepared.indices {
          let item = items[index]
          prepared[index].panel = memo.prepared(.init(panel: item.key, width: area.width)) {
            item.panel.prepared(width: area.width)
          }
        }
        return PanelStack(items: prepared).arrange(in: area)
      }
    }
    var placed: [PanelStack.Placed] = []
    if app.options.presenter {
      var rest = area
      if let session = app.lesson {
        let used = PresenterViews.drawNarration(
          session, into: &grid, area: area, theme: theme, glyphs: glyphs, check: glyphs.check,
          cross: glyphs.cross)
        rest = area.splitVertically(at: used).bottom
      }
      // Projectors: fewer, larger things. The tree and the resolver only.
      placed += arrange(
        0,
        extra + [
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
        ], in: rest)
    } else if area.width >= 100 {
      let (left, right) = area.splitHorizontally(at: area.width * 9 / 20)
      let lessonFirst = extra.filter { $0.priority == -2 }
      let others = extra.filter { $0.priority != -2 }
      placed += arrange(
        1,
        lessonFirst + [
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 0),
          .init(panel: layout, key: layoutKey, minimum: 5, priority: 1),
        ], in: left)
      placed += arrange(
        2,
        others + [
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
          .init(panel: log, key: logKey, minimum: 4, comfortable: 6, priority: 1, maximum: 6),
        ], in: right)
    } else {
      placed += arrange(
        3,
        extra + [
          .init(panel: tree, key: treeKey, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, key: traceKey, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, key: layoutKey, minimum: 6, comfortable: 6, priority: 3),
          .init(panel: log, key: logKey, minimum: 4, comfortable: 6, priority: 2, maximum: 6),
        ], in: area)
    }
    frame.panels.formUnion([treeKey, traceKey, layoutKey, logKey])
    frame.panels.formUnion(extra.map(\.key))
    for item in placed {
      let region = RenderMemo.RegionKey.panel(item.key)
      if let previous = frame.previous, previous.regions[region] == item.area {
        grid.copy(item.area, from: previous.grid)
      } else {
        item.panel.draw(into: &grid, area: item.area, theme: theme, glyphs: glyphs)
      }
      frame.regions[region] = item.area
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
    mode.context == .main && lesson != nil ? .lesson : mode.context
  }
}
