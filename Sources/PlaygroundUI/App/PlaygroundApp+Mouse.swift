import CellGrid
import StatusBarCore

/// The mouse, on top of a keyboard that does everything: a click on a controller in
/// the tree or on the device focuses it, a click on a panel focuses the panel, the wheel scrolls
/// the panel under the pointer. Hit-testing uses the same layout code as `render`.
extension PlaygroundApp {
  public mutating func handleMouse(_ event: MouseEvent, width: Int, height: Int) -> ProgramCommand {
    guard mode == .normal else { return .continue }
    let screen = Screen(app: self, width: width, height: height)
    var what = "nothing there"
    if let (id, area, panel) = screen.panelAreas().first(where: { $0.1.contains(x: event.x, y: event.y) }) {
      switch event.kind {
      case .press:
        if id == .tree, let line = panel.listLine(atRow: event.y, area: area),
          panel.lineControllers.indices.contains(line), let target = panel.lineControllers[line]
        {
          focus = target
          what = "focus \(simulation.world.name(of: target))"
          message = .info("focus: \(simulation.world.name(of: target))")
        } else {
          panels.focus = id
          what = "focus the \(id.title) panel"
          message = .info(panelMessage())
        }
      case .wheelUp, .wheelDown:
        panels.focus = id
        runPanelCommand(event.kind == .wheelUp ? .panelScrollUp : .panelScrollDown)
        runPanelCommand(event.kind == .wheelUp ? .panelScrollUp : .panelScrollDown)
        runPanelCommand(event.kind == .wheelUp ? .panelScrollUp : .panelScrollDown)
        what = "scroll the \(id.title) panel"
      }
    } else if event.kind == .press, let target = screen.controller(atX: event.x, y: event.y) {
      focus = target
      what = "focus \(simulation.world.name(of: target)) (on the device)"
      message = .info("focus: \(simulation.world.name(of: target))")
    }
    // Replays skip comments: the recording says what the mouse did, in words.
    recordedLines.append("# mouse \(event.description): \(what)")
    return .continue
  }
}

extension Screen {
  /// The controller whose view is drawn at a cell of the device (the topmost one).
  func controller(atX x: Int, y: Int) -> ControllerID? {
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
    let snapshot = app.visibleSnapshot
    let body = Area(x: 0, y: 1, width: width, height: height - 3)
    let bar = StatusBarPaint.make(snapshot: snapshot, animation: nil)
    guard let frame = fittedDevice(body: body, snapshot: snapshot, bar: bar),
      frame.screen.contains(x: x, y: y)
    else { return nil }
    let hits = snapshot.layout.frames.filter { item in
      item.kind == .view && item.controller != nil && frame.geometry.area(item.rect).contains(x: x, y: y)
    }
    return hits.last?.controller
  }
}

extension PlaygroundApp {
  /// Where the device (with its caption row) is drawn on a screen of this size, for
  /// `sbplay render --device-only`; nil when the screen is too small for one.
  public func deviceArea(width: Int, height: Int) -> Area? {
    let screen = Screen(app: self, width: width, height: height)
    guard width >= Screen.minimumWidth, height >= Screen.minimumHeight else { return nil }
    let snapshot = visibleSnapshot
    let body = Area(x: 0, y: 1, width: width, height: height - 3)
    let bar = StatusBarPaint.make(snapshot: snapshot, animation: nil)
    guard let frame = screen.fittedDevice(body: body, snapshot: snapshot, bar: bar) else {
      return nil
    }
    let outer = frame.outer
    return Area(x: outer.x, y: outer.y, width: outer.width, height: outer.height + 1)
  }

  /// The terminal background the drawing assumes (for pictures).
  public var background: TerminalBackground { options.background }
}
