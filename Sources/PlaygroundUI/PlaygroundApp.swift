import CellGrid
import SceneFile
import StatusBarCore

/// The terminal playground, bubbletea style: the model (this struct), `handle` and `tick`
/// update it, and `render` draws it, as a pure function of the model, into a `Grid`. The same
/// code serves the curses TUI and `sbplay render`.
///
/// Every world-changing key is turned into lines of the action language and applied through
/// `Simulation.perform`, so a session can be recorded (`recordedLines`) and replayed.
public struct PlaygroundApp: TerminalProgram, Sendable {
  /// The world and its undo history.
  public internal(set) var simulation: Simulation
  public let options: UIOptions
  /// The scene's title (or its file name).
  public let title: String
  /// When on, every key that leaves a preference change pending is followed by `update`.
  public internal(set) var autoUpdate = false
  /// Every key pressed, as `key <Key.description>` lines with the resulting actions as a
  /// trailing comment: the `--record FILE` format that `replay(lines:)` reads.
  public internal(set) var recordedLines: [String] = []

  var focus: ControllerID?
  var mode: Mode = .normal
  var log = SessionLog()
  var message: Message = .welcome
  var commandHistory: [String] = []
  var animation: StatusBarAnimation?
  var undoGroups: [HistoryGroup] = []
  var redoGroups: [HistoryGroup] = []
  /// What the key being handled applied or why it was refused (for the recording's comment).
  var keyActions: [String] = []
  var keyRefusal: String?

  /// Undo and redo work on keys, not on single actions: a key that applied several actions
  /// (`v`, or a change followed by an automatic `update`) is undone in one step.
  struct HistoryGroup: Hashable, Sendable {
    var count: Int
    var focusBefore: ControllerID?
    var focusAfter: ControllerID?
    var label: String
  }

  public init(scene: Scene, options: UIOptions = UIOptions()) {
    self.simulation = Simulation(world: scene.world)
    self.options = options
    self.title = scene.title ?? scene.source
    self.focus = nil
    self.focus = defaultFocus()
  }

  // MARK: TerminalProgram

  public var wantsTicks: Bool { animation != nil }

  /// How far the status bar animation has got (0…1), or nil when nothing animates.
  public var animationProgress: Double? { animation?.progress }

  public mutating func handle(_ key: Key) -> ProgramCommand {
    if key == .resize { return .continue }
    keyActions = []
    keyRefusal = nil
    var result = ProgramCommand.continue
    let context = mode.context
    if context == .prompt, case .char(let character) = key {
      typeIntoPrompt(character)
    } else if let command = KeyMap.command(for: key, in: context) {
      result = run(command)
    } else if context == .main {
      message = .info("\(key) is not bound to anything: ? lists every key")
    }
    var line = "key \(key.description)"
    if !keyActions.isEmpty {
      line += "  # " + keyActions.joined(separator: "; ")
    } else if let keyRefusal {
      line += "  # refused: " + keyRefusal
    }
    recordedLines.append(line)
    return result
  }

  public mutating func tick(elapsedMilliseconds: Int) -> Bool {
    guard var running = animation else { return false }
    running.elapsed += max(0, elapsedMilliseconds)
    animation = running.isFinished ? nil : running
    return true
  }

  public func render(width: Int, height: Int) -> Grid {
    Screen(app: self, width: width, height: height).render()
  }

  /// Jumps any running animation to its end.
  public mutating func finishAnimation() {
    animation = nil
  }

  // MARK: Headless use

  /// Applies one line of the action language as the `:` command line does (no animation, no
  /// automatic update), so `sbplay render --do …` shows exactly the TUI's screen.
  public mutating func perform(action line: String) throws(ActionError) {
    let action = try ActionParser.parse(line)
    keyActions = []
    keyRefusal = nil
    if !apply([action], animate: false, autoUpdate: false) {
      throw ActionError(keyRefusal ?? "refused")
    }
  }

  /// Replays a recorded session or a script: `key X` lines press keys, other lines are actions;
  /// blank lines and `#` comments are skipped. Returns one message per line that failed
  /// (an unknown key, an action that does not parse or was refused); stops at a key that quits.
  public mutating func replay(lines: [String]) -> [String] {
    var errors: [String] = []
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      let line = ReplayScript.stripComment(raw)
      if line.isEmpty { continue }
      if let keyText = ReplayScript.keyDescription(line) {
        guard let key = Key(description: keyText) else {
          errors.append(
            "line \(number): `\(keyText)` is not a key (expected q, ctrl+r, up, enter, esc …)")
          continue
        }
        let command = handle(key)
        finishAnimation()
        if command == .quit { break }
        continue
      }
      do {
        try perform(action: line)
      } catch {
        errors.append("line \(number): \(error.message)")
      }
    }
    finishAnimation()
    return errors
  }

  /// The key table for the README, generated from the same key map as the footer and help.
  public static func keyTableMarkdown() -> String {
    KeyMap.markdown()
  }

  // MARK: Applying actions

  /// Applies actions as one undoable step: all of them or none. Logs what UIKit posted, moves
  /// the focus, follows a pending preference change with `update` when auto-update is on, and
  /// starts the status bar animation.
  @discardableResult
  mutating func apply(_ actions: [Action], animate: Bool, autoUpdate useAutoUpdate: Bool) -> Bool {
    let before = simulation.world
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
        lines.append(action.description)
        entries.append(
          SessionLog.Entry(
            kind: .action, text: action.description, events: report.events, notes: report.notes))
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
        keyRefusal = error.message
        return false
      }
    }
    for entry in entries { log.append(entry) }
    undoGroups.append(
      HistoryGroup(
        count: applied, focusBefore: focusBefore, focusAfter: focus,
        label: lines.joined(separator: "; ")))
    if undoGroups.count > simulation.undoLimit { undoGroups.removeFirst() }
    redoGroups.removeAll()
    keyActions += lines
    var summary = lines.joined(separator: "; ")
    // What the user came to see: the bar hiding, showing or changing style.
    let outcomes = entries.flatMap(\.events).filter { $0.hasPrefix("status bar ") }
    if !outcomes.isEmpty { summary += "  \u{2192} " + outcomes.joined(separator: "; ") }
    if simulation.world.pendingUpdate {
      summary += "  (pending: the bar keeps its old answer until u)"
    }
    message = .info(summary)
    if animate { startAnimation(from: before) } else { animation = nil }
    return true
  }

  /// Starts the hide/show animation when the last actions hid or showed the bar.
  mutating func startAnimation(from before: World) {
    let after = simulation.world
    guard before.shown.hidden != after.shown.hidden, let transition = after.lastTransition,
      transition != before.lastTransition, transition.animation != .none
    else {
      animation = nil
      return
    }
    animation = StatusBarAnimation(
      kind: transition.animation, toHidden: after.shown.hidden, from: LayoutEngine.layout(before),
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
    let layout = LayoutEngine.layout(world)
    for frame in layout.frames.reversed() where frame.kind == .view {
      if let id = frame.controller, world.controllers[id]?.kind == .controller { return id }
    }
    return world.root ?? world.presented.last
  }

  /// The focused controller, repaired if it no longer exists.
  var focusedID: ControllerID? {
    if let focus, simulation.world.controllers[focus] != nil { return focus }
    return defaultFocus()
  }
}
