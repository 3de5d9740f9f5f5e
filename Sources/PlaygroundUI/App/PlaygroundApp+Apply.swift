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
    let duration = animate ? (options.presenter ? 700 : 300) : nil
    let effects = session.update(.apply(actions, autoUpdate: useAutoUpdate && autoUpdate, animationDuration: duration))
    guard case .applied(let lines, let entries, let before, let focusBefore)? = effects.first else {
      if case .refused(let reason)? = effects.first {
        message = .error(reason)
        return .refused(reason)
      }
      return .nothing
    }
    let step = KeyHistory.Step(
      count: lines.count, focusBefore: focusBefore, focusAfter: focus, label: lines.joined(separator: "; "))
    _ = history.update(.applied(step, limit: simulation.undoLimit))
    var summary = lines.joined(separator: "; ")
    // What the user came to see: the bar hiding, showing or changing style.
    let outcomes = entries.flatMap(\.events).filter { $0.hasPrefix("status bar ") }
    if !outcomes.isEmpty { summary += "  \u{2192} " + outcomes.joined(separator: "; ") }
    // A device that never ran the version moves it (the core's rule): said here, not only in the
    // log, the move first so that a narrow message line keeps it.
    let world = simulation.world
    let (osBefore, osAfter) = (before.environment.os, world.environment.os)
    if osBefore != osAfter, !lines.contains(where: { $0.hasPrefix("os ") }) {
      summary +=
        "  (iOS moved from \(osBefore) to \(osAfter): \(world.environment.device.unsupportedMessage(osBefore)))"
    }
    if world.pendingUpdate {
      summary += "  (pending: the bar keeps its old answer until u)"
    }
    message = .info(summary)
    let notes = entries.flatMap(\.notes)
    var outcome = lines.isEmpty && notes.isEmpty ? CommandOutcome.nothing : CommandOutcome(.applied(lines: lines, notes: notes))
    if checksGoal { outcome += checkGoal(notes: outcome.notes) }
    return outcome
  }

  /// The deepest content controller on screen, else the root.
  func defaultFocus() -> ControllerID? { session.defaultFocus() }

  /// The focused controller, repaired if it no longer exists.
  var focusedID: ControllerID? { session.focusedID }
}

extension PlaygroundApp {
  /// Puts a sentence on the message line, as the first thing a session says (the iOS version or
  /// device sbplay chose for a pair that never existed).
  public mutating func announce(_ text: String) {
    message = .info(text)
  }
}
