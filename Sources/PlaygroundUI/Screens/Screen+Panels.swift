import CellGrid
import StatusBarCore

/// The panels beside the device: the lesson, the why panel and the first screen's invitation on
/// top when they are open, then the tree, the resolver, the layout and the log. Presenter mode
/// shows the lesson's narration in large type and fewer panels.
extension Screen {
  func drawPanels(_ grid: inout Grid, area: Area, snapshot: Snapshot) {
    guard area.width >= 24 else { return }
    let tree = TreePanel.make(snapshot: snapshot, focus: app.focusedID, symbols: symbols)
    let trace = TracePanel.make(snapshot: snapshot, symbols: symbols)
    let layout = LayoutPanel.make(snapshot: snapshot)
    let log = LogPanel.make(snapshot: snapshot, log: app.log, symbols: symbols)
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
      let panel = LessonPanel.make(
        session, symbols: symbols, check: glyphs.check, cross: glyphs.cross, width: column,
        rows: rows)
      extra.append(.init(panel: panel, minimum: 8, priority: -2))
    }
    if app.whyVisible {
      let width = area.width >= 100 && !app.options.presenter ? area.width - column : area.width
      extra.append(
        .init(
          panel: Self.fitted(
            WhyPanel.make(snapshot: snapshot), width: width, rows: area.height / 2 / share),
          minimum: 5, priority: -1))
    }
    var placed: [(Panel, Area)] = []
    if app.options.presenter {
      var rest = area
      if let session = app.lesson {
        let used = PresenterViews.drawNarration(
          session, into: &grid, area: area, theme: theme, glyphs: glyphs, check: glyphs.check,
          cross: glyphs.cross)
        rest = area.splitVertically(at: used).bottom
      }
      // Projectors: fewer, larger things. The tree and the resolver only.
      placed += PanelStack(
        items: extra + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
        ]
      ).arrange(in: rest)
    } else if area.width >= 100 {
      let (left, right) = area.splitHorizontally(at: area.width * 9 / 20)
      let lessonFirst = extra.filter { $0.priority == -2 }
      let others = extra.filter { $0.priority != -2 }
      placed += PanelStack(
        items: lessonFirst + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 0),
          .init(panel: layout, minimum: 5, priority: 1),
        ]
      ).arrange(in: left)
      placed += PanelStack(
        items: others + [
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
          .init(panel: log, minimum: 4, comfortable: 6, priority: 1, maximum: 6),
        ]
      ).arrange(in: right)
    } else {
      placed += PanelStack(
        items: extra + [
          .init(panel: tree, minimum: 5, comfortable: 12, priority: 1),
          .init(panel: trace, minimum: 6, priority: 0, atomic: true),
          .init(panel: layout, minimum: 6, comfortable: 6, priority: 3),
          .init(panel: log, minimum: 4, comfortable: 6, priority: 2, maximum: 6),
        ]
      ).arrange(in: area)
    }
    for (panel, panelArea) in placed {
      panel.draw(into: &grid, area: panelArea, theme: theme, glyphs: glyphs)
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
