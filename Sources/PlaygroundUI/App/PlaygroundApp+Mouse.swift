import CellGrid
import StatusBarCore

/// What a click or the wheel did: what a recording keeps (`@focus Nav`) and a replay redoes, so
/// a replay never depends on where things were drawn.
enum MouseAction: Hashable, Sendable {
  /// A click on a controller in the tree or on its view on the device.
  case focus(ControllerID)
  /// A click on a panel (not on a controller's line).
  case panel(PanelID)
  /// The wheel over a panel: three lines.
  case scroll(PanelID, up: Bool)
  /// A tap on the device that does what the control says: a tab selects it (`select`), the back
  /// button pops (`pop`). Applied as a key's action is (animated, automatic update, lesson goal).
  case tap(Action)
}

/// The mouse, on top of a keyboard that does everything: a click on a controller in the tree
/// focuses it, a click on the device acts as a tap (a tab selects it, the back button pops, a
/// view focuses its controller), a click on a panel focuses the panel, the wheel scrolls the
/// panel under the pointer. Hit-testing uses the same layout code as `render`.
extension PlaygroundApp {
  public mutating func handleMouse(_ event: MouseEvent, width: Int, height: Int) -> ProgramCommand {
    guard mode == .normal else { return .continue }
    let screen = Screen(app: self, width: width, height: height)
    guard let action = mouseAction(for: event, on: screen) else {
      session.update(.record("# mouse \(event.description): nothing there"))
      return .continue
    }
    // The recording keeps what the click did, so a replay does it whatever the screen size.
    session.update(.record(recordedLine(action) + "  # mouse \(event.description)"))
    perform(mouse: action)
    return .continue
  }

  /// What an event does on this screen, or nil when there is nothing under it.
  func mouseAction(for event: MouseEvent, on screen: Screen) -> MouseAction? {
    if let (id, area, panel) = screen.panelAreas().first(where: { $0.1.contains(x: event.x, y: event.y) }) {
      switch event.kind {
      case .press:
        if id == .tree, let line = panel.listLine(atRow: event.y, area: area),
          panel.lineControllers.indices.contains(line), let target = panel.lineControllers[line]
        {
          return .focus(target)
        }
        return .panel(id)
      case .wheelUp, .wheelDown: return .scroll(id, up: event.kind == .wheelUp)
      }
    }
    guard event.kind == .press else { return nil }
    if let tap = screen.tap(atX: event.x, y: event.y) { return .tap(tap) }
    return screen.controller(atX: event.x, y: event.y).map(MouseAction.focus)
  }

  /// Does what a click did: the same code for the mouse and for a replayed `@` line.
  mutating func perform(mouse action: MouseAction) {
    switch action {
    case .focus(let target):
      session.update(.focus(target))
      message = .info("focus: \(simulation.world.name(of: target))")
    case .panel(let id):
      updatePanels(.focus(id))
    case .scroll(let id, let up):
      panels.focus = id
      for _ in 0..<3 { updatePanels(up ? .scrollUp : .scrollDown) }
    case .tap(let tap):
      let layoutAtStart = simulation.snapshot.layout
      let sceneAtStart = simulation.world.sceneName
      let outcome = apply([tap], animate: true, autoUpdate: true)
      _ = teaching.update(.armSkip(outcome.armsSkip), glyphs: options.glyphs)
      session.update(.keyHandled(layoutAtStart: layoutAtStart, sceneAtStart: sceneAtStart, recordedLine: nil))
      if let problem = outcome.saveProblem { message = .error(problem) }
    }
  }

  /// The recording's line for a mouse action: `@focus Nav`, `@panel tree`,
  /// `@scroll log down`, `@tap select Second`.
  func recordedLine(_ action: MouseAction) -> String {
    switch action {
    case .focus(let id): "@focus \(ReplayScript.quoted(simulation.world.name(of: id)))"
    case .panel(let id): "@panel \(id.rawValue)"
    case .scroll(let id, let up): "@scroll \(id.rawValue) \(up ? "up" : "down")"
    case .tap(let action): "@tap \(action.description)"
    }
  }

  /// A recording's mouse line read back, or why it cannot be.
  func mouseAction(line: String) -> Result<MouseAction, ActionError> {
    let words = ReplayScript.words(line)
    let panelNames = PanelID.allCases.map(\.rawValue).joined(separator: ", ")
    switch words.first {
    case "@focus":
      guard words.count == 2 else { return .failure(ActionError("expected `@focus NAME`")) }
      guard let id = simulation.world.id(named: words[1]) else {
        return .failure(ActionError("`@focus`: no controller named `\(words[1])` in this world"))
      }
      return .success(.focus(id))
    case "@panel":
      guard words.count == 2, let id = PanelID(rawValue: words[1]) else {
        return .failure(ActionError("expected `@panel NAME`, one of \(panelNames)"))
      }
      return .success(.panel(id))
    case "@scroll":
      guard words.count == 3, let id = PanelID(rawValue: words[1]), words[2] == "up" || words[2] == "down" else {
        return .failure(ActionError("expected `@scroll PANEL up` or `@scroll PANEL down`, PANEL one of \(panelNames)"))
      }
      return .success(.scroll(id, up: words[2] == "up"))
    case "@tap":
      let text = String(line.dropFirst(4)).trimmed
      do throws(ActionError) {
        return .success(.tap(try ActionParser.parse(text)))
      } catch {
        return .failure(ActionError("`@tap`: \(error.message)"))
      }
    default:
      return .failure(ActionError("`\(words.first ?? line)` is not a line of a recording (`@focus`, `@panel`, `@scroll`, `@tap`, `@size`, `@wait`)"))
    }
  }
}

extension Screen {
  /// The controller whose view is drawn at a cell of the device (the topmost one).
  func controller(atX x: Int, y: Int) -> ControllerID? {
    guard let frame = deviceFrame(), frame.screen.contains(x: x, y: y), !app.visibleSnapshot.world.noSceneOnScreen else { return nil }
    let hits = app.visibleSnapshot.layout.frames.filter { item in
      item.kind == .view && item.controller != nil && frame.geometry.area(item.rect).contains(x: x, y: y)
    }
    return hits.last?.controller
  }

  /// What a tap at a cell of the device does, as UIKit's controls would: a tab of the tab bar on
  /// screen selects it, the back button of the navigation bar on screen pops, a window's
  /// controls close, minimise it or take it full screen. Nil elsewhere (a bar behind a sheet, another
  /// window's bar, the title).
  func tap(atX x: Int, y: Int) -> Action? {
    guard let device = deviceFrame(), device.screen.contains(x: x, y: y) else { return nil }
    let snapshot = app.visibleSnapshot
    let world = snapshot.world
    if let control = WindowControls.tap(atX: x, y: y, world: world, layout: snapshot.layout, geometry: device.geometry) { return control }
    guard !world.noSceneOnScreen else { return nil }  // the Home Screen: nothing of the app to tap (D85)
    let bars = snapshot.layout.frames.filter { bar in
      (bar.kind == .tabBar || bar.kind == .navigationBar) && !bar.scaledBack && bar.windowName == nil
    }
    guard let bar = bars.last(where: { device.geometry.area($0.rect).contains(x: x, y: y) }),
      let owner = bar.controller, let container = world.controllers[owner]
    else { return nil }
    let area = device.geometry.area(bar.rect)
    let look = bar.appearance
    switch bar.kind {
    case .tabBar:
      // The slots DeviceView.drawTabBar draws, one per item.
      guard world.tabsOnScreen(layout: snapshot.layout) == owner, !look.items.isEmpty,
        area.width > 0
      else { return nil }
      let index = (x - area.x) * look.items.count / area.width
      guard container.children.indices.contains(index) else { return nil }
      return .selectName(world.name(of: container.children[index]))
    case .navigationBar:
      // The back button: left of the title, where DeviceView.drawNavigationBar draws it.
      guard look.backTitle != nil, world.stackOnScreen(layout: snapshot.layout) == owner
      else { return nil }
      let title = look.title ?? container.name
      let titleWidth = min(TextWidth.columns(title), max(0, area.width - 2))
      let titleX = area.x + (area.width - titleWidth) / 2
      return x < titleX - 1 ? .pop : nil
    default: return nil
    }
  }

  /// The device's frame on this screen, or nil when the screen is too small for one.
  func deviceFrame() -> DeviceFrame? {
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
    let snapshot = app.visibleSnapshot
    let body = Area(x: 0, y: 1, width: width, height: height - 3)
    let bar = StatusBarPaint.make(snapshot: snapshot, animation: nil)
    return fittedDevice(body: body, snapshot: snapshot, bar: bar)
  }
}

extension PlaygroundApp {
  /// Where the device (with its caption row) is drawn on a screen of this size, for
  /// `sbplay render --device-only`; nil when the screen is too small for one.
  public func deviceArea(width: Int, height: Int) -> Area? {
    guard let frame = Screen(app: self, width: width, height: height).deviceFrame() else { return nil }
    let outer = frame.outer
    return Area(x: outer.x, y: outer.y, width: outer.width, height: outer.height + 1)
  }

  /// The terminal background the drawing assumes (for pictures).
  public var background: TerminalBackground { options.background }
}
