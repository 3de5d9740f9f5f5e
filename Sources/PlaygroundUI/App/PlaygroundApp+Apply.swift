import StatusBarCore

extension PlaygroundApp {
  // MARK: Applying actions

  /// Applies actions as one undoable step: all of them or none. Logs what UIKit posted, moves
  /// the focus, follows a pending preference change with `update` when auto-update is on, and
  /// starts the status bar animation. Returns the lines applied and UIKit's notes, or why the
  /// step was refused. `checksGoal: false` while the lesson itself applies actions (a solution,
  /// a step's `do`): they are not the learner's.
  mutating func apply(
    _ actions: [Action], animate: Bool, autoUpdate useAutoUpdate: Bool, checksGoal: Bool = true
  ) -> CommandOutcome {
    let before = simulation.world
    let layoutBefore = simulation.snapshot.layout
    let focusBefore = focus
    var entries: [SessionLog.Entry] = []
    var applied = 0
    var lines: [String] = []
    var queue = actions
    var index = 0
    while index < queue.count {
      let action = queue[index]
      index += 1
      do {
        let report = try simulation.perform(action)
        applied += 1
        let text = action.description
        lines.append(text)
        entries.append(
          SessionLog.Entry(
            kind: .action, text: text, events: report.events,
            notes: report.currentNotes(in: simulation.world)))
        moveFocus(after: action)
        if index == queue.count, useAutoUpdate, autoUpdate, simulation.world.pendingUpdate {
          queue.append(.update(nil, animated: false))
        }
      } catch {
        for _ in 0..<applied { simulation.undo() }
        focus = focusBefore
        let text = action.description
        log.append(SessionLog.Entry(kind: .refused, text: text, notes: [error.message]))
        message = .error(error.message)
        return .refused(error.message)
      }
    }
    for entry in entries { log.append(entry) }
    let step = KeyHistory.Step(
      count: applied, focusBefore: focusBefore, focusAfter: focus, label: lines.joined(separator: "; "))
    _ = history.update(.applied(step, limit: simulation.undoLimit))
    var summary = lines.joined(separator: "; ")
    // What the user came to see: the bar hiding, showing or changing style.
    let outcomes = entries.flatMap(\.events).filter { $0.hasPrefix("status bar ") }
    if !outcomes.isEmpty { summary += "  \u{2192} " + outcomes.joined(separator: "; ") }
    // A device that never ran the version moves it (the core's rule): said here, not only in the
    // log, the move first so that a narrow message line keeps it.
    let (osBefore, osAfter) = (before.environment.os, simulation.world.environment.os)
    if osBefore != osAfter, !lines.contains(where: { $0.hasPrefix("os ") }) {
      summary +=
        "  (iOS moved from \(osBefore) to \(osAfter): \(simulation.world.environment.device.unsupportedMessage(osBefore)))"
    }
    if simulation.world.pendingUpdate {
      summary += "  (pending: the bar keeps its old answer until u)"
    }
    message = .info(summary)
    if animate { startAnimation(from: before, layout: layoutBefore) } else { animation = nil }
    let notes = entries.flatMap(\.notes)
    var outcome = lines.isEmpty && notes.isEmpty ? CommandOutcome.nothing : CommandOutcome(.applied(lines: lines, notes: notes))
    if checksGoal { outcome += checkGoal(notes: outcome.notes) }
    return outcome
  }

  /// Starts the hide/show animation when the last actions hid or showed the bar.
  mutating func startAnimation(from before: World, layout layoutBefore: Layout) {
    let after = simulation.world
    guard before.shown.hidden != after.shown.hidden, let transition = after.lastTransition,
      transition != before.lastTransition, transition.animation != .none
    else {
      animation = nil
      return
    }
    animation = StatusBarAnimation(
      kind: transition.animation, toHidden: after.shown.hidden, from: layoutBefore,
      fromForeground: before.shown.foreground,
      duration: options.presenter ? 700 : 300)
  }

  /// Focus follows what the user just made; a focus that disappeared falls back.
  mutating func moveFocus(after action: Action) {
    let world = simulation.world
    switch action {
    case .push(let name, _), .present(let name, _, _):
      focus = world.id(named: name) ?? focus
    default:
      break
    }
    if focus.flatMap({ world.controllers[$0] }) == nil { focus = defaultFocus() }
  }

  /// The deepest content controller on screen, else the root.
  func defaultFocus() -> ControllerID? {
    let world = simulation.world
    for frame in simulation.snapshot.layout.frames.reversed() where frame.kind == .view && frame.showsContent {
      if let id = frame.controller { return id }
    }
    return world.root ?? world.presented.last
  }

  /// The focused controller, repaired if it no longer exists.
  var focusedID: ControllerID? {
    if let focus, simulation.world.controllers[focus] != nil { return focus }
    return defaultFocus()
  }
}

extension PlaygroundApp {
  /// Puts a sentence on the message line, as the first thing a session says (the iOS version or
  /// device sbplay chose for a pair that never existed).
  public mutating func announce(_ text: String) {
    message = .info(text)
  }
}
