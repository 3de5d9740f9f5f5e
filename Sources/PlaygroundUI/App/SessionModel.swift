import StatusBarCore

/// The session with the world, as a sub-model of `PlaygroundApp` with its own update: the
/// simulation (world and undo history), the world the session starts from, the log, the status
/// bar animation, the controller focus, the layout before the last key that moved it, and what
/// a recording and presenter mode's key strip keep. Its fields are `private(set)`: only `update`
/// writes them, and it sees nothing of the panels, the overlays or teaching, so a world change
/// cannot move the panel focus or a lesson. What the app must do besides (the message line, the
/// undo history, a goal to check) it reads from the `Effect`s returned.
struct SessionModel: Sendable {
  /// The world and its undo history.
  private(set) var simulation: Simulation {
    didSet { worldVersion = Version.next() }
  }
  /// Names the current world (see `Version`): what the render memo keys frames and panels by.
  /// Every change to `simulation` bumps it, through its `didSet`.
  private(set) var worldVersion = Version.next()
  /// The world the current history starts from (the scene's, or a lesson step's start).
  private(set) var start: World
  private(set) var log = SessionLog()
  /// The status bar's hide/show animation while it runs.
  private(set) var animation: StatusBarAnimation?
  /// The focused controller (the tree's highlight); may name one that is gone (`focusedID`).
  private(set) var focus: ControllerID?
  /// The layout before the last key that changed it, so the layout panel marks what moved.
  private(set) var layoutBefore: Layout?
  /// Every key pressed, as `key <Key.description>` lines with the resulting actions as a
  /// trailing comment: the `--record FILE` format that `replay(lines:)` reads.
  private(set) var recordedLines: [String] = []
  /// The last keys pressed, for presenter mode's key strip.
  private(set) var recentKeys: [String] = []

  /// Keys the strip keeps.
  static let stripLength = 12

  init(world: World) {
    simulation = Simulation(world: world)
    start = simulation.world
    focus = defaultFocus()
  }

  enum Message: Sendable {
    /// Replaces the world: the simulation's history, the focus and the animation start over.
    case reset(to: World)
    /// Applies actions as one step, all or none; with `autoUpdate`, a preference change left
    /// pending is followed by `update`. `animationDuration` (milliseconds) animates a hide or show.
    case apply([Action], autoUpdate: Bool, animationDuration: Int?)
    /// Undoes or redoes `count` actions (one key's step); the focus goes to `focus`.
    case travel(undo: Bool, count: Int, focus: ControllerID?, label: String)
    /// The tree's focus moves to a controller.
    case focus(ControllerID?)
    case log(SessionLog.Entry)
    /// A key (or a tap) was handled: the layout when it began (kept when the key moved it) and
    /// its line for the recording (a tap's is recorded before it runs).
    case keyHandled(layoutAtStart: Layout, sceneAtStart: String, recordedLine: String?)
    /// A line for the recording (an action, a replayed `@` line, a click).
    case record(String)
    /// A key's name for the strip.
    case showKey(String)
    /// Takes the last key off the strip (a picture leaves out the key that took it).
    case dropLastKey
    case tick(elapsedMilliseconds: Int)
    case finishAnimation
  }

  /// What the app does after a session message.
  enum Effect: Sendable {
    /// The actions ran: the lines applied, the log entries (already in the log) and the world
    /// and focus before them.
    case applied(lines: [String], entries: [SessionLog.Entry], before: World, focusBefore: ControllerID?)
    /// An action was refused (the world is as it was, the refusal logged): why.
    case refused(String)
  }

  @discardableResult
  mutating func update(_ message: Message) -> [Effect] {
    switch message {
    case .reset(let world):
      simulation = Simulation(world: world)
      start = simulation.world
      animation = nil
      focus = defaultFocus()
    case .apply(let actions, let autoUpdate, let duration):
      return [apply(actions, autoUpdate: autoUpdate, animationDuration: duration)]
    case .travel(let undo, let count, let target, let label):
      for _ in 0..<count {
        if undo { simulation.undo() } else { simulation.redo() }
      }
      focus = target
      if focus.flatMap({ simulation.world.controllers[$0] }) == nil { focus = defaultFocus() }
      animation = nil
      log.append(SessionLog.Entry(kind: .session, text: "\(undo ? "undo" : "redo"): \(label)"))
    case .focus(let id): focus = id
    case .log(let entry): log.append(entry)
    case .keyHandled(let layoutAtStart, let sceneAtStart, let line):
      // Another scene selected: its views did not move from where the last scene's were.
      if simulation.snapshot.layout != layoutAtStart {
        layoutBefore = sceneAtStart == simulation.world.sceneName ? layoutAtStart : nil
      }
      if let line { recordedLines.append(line) }
    case .record(let line): recordedLines.append(line)
    case .showKey(let name):
      recentKeys.append(name)
      if recentKeys.count > Self.stripLength { recentKeys.removeFirst(recentKeys.count - Self.stripLength) }
    case .dropLastKey:
      if !recentKeys.isEmpty { recentKeys.removeLast() }
    case .tick(let elapsed):
      guard var running = animation else { return [] }
      running.elapsed += max(0, elapsed)
      animation = running.isFinished ? nil : running
    case .finishAnimation: animation = nil
    }
    return []
  }

  /// `.apply`: all the actions or none; the log gets what UIKit posted, the focus follows what
  /// was made.
  private mutating func apply(_ actions: [Action], autoUpdate: Bool, animationDuration: Int?) -> Effect {
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
        if index == queue.count, autoUpdate, simulation.world.pendingUpdate {
          queue.append(.update(nil, animated: false))
        }
      } catch {
        for _ in 0..<applied { simulation.undo() }
        focus = focusBefore
        log.append(SessionLog.Entry(kind: .refused, text: action.description, notes: [error.message]))
        return .refused(error.message)
      }
    }
    for entry in entries { log.append(entry) }
    if let animationDuration {
      startAnimation(from: before, layout: layoutBefore, duration: animationDuration)
    } else {
      animation = nil
    }
    return .applied(lines: lines, entries: entries, before: before, focusBefore: focusBefore)
  }

  /// Starts the hide/show animation when the last actions hid or showed the bar.
  private mutating func startAnimation(from before: World, layout layoutBefore: Layout, duration: Int) {
    let after = simulation.world
    guard before.shown.hidden != after.shown.hidden, let transition = after.lastTransition,
      transition != before.lastTransition, transition.animation != .none
    else {
      animation = nil
      return
    }
    animation = StatusBarAnimation(
      kind: transition.animation, toHidden: after.shown.hidden, from: layoutBefore,
      fromForeground: before.shown.foreground, duration: duration)
  }

  /// Focus follows what the user just made; a focus that disappeared falls back.
  private mutating func moveFocus(after action: Action) {
    let world = simulation.world
    switch action {
    case .push(let name, _), .present(let name, _, _):
      focus = world.id(named: name) ?? focus
    case .scene(.add(let name, _)):
      focus = world.id(named: name) ?? focus
    case .scene(.select), .scene(.close), .scene(.minimise):
      // Controller names are unique across the app, so the old focus still exists; it is in
      // another scene, which the tree and the device no longer show.
      focus = defaultFocus()
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
