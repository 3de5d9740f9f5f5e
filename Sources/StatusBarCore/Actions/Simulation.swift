/// A world plus its history: apply actions, undo and redo exactly, and collect what UIKit posted.
public struct Simulation: Sendable {
  public private(set) var world: World {
    didSet { snapshot = Snapshot(world) }
  }
  /// The resolved moment every view reads: computed once per change, never per view.
  public private(set) var snapshot: Snapshot
  private var undoStack: [(world: World, action: Action)] = []
  private var redoStack: [(world: World, action: Action)] = []
  /// The report of the last applied action.
  public private(set) var lastReport = ActionReport()
  /// How many steps undo keeps.
  public var undoLimit = 1_000

  /// Starts from a world; its status bar answer is computed if it was not yet.
  public init(world: World) {
    var world = world
    if world.shown == Evaluation.placeholder { world.evaluateInitialState() }
    self.world = world
    self.snapshot = Snapshot(world)
  }

  /// Applies an action, or throws and changes nothing.
  @discardableResult
  public mutating func perform(_ action: Action) throws(ActionError) -> ActionReport {
    let before = world
    let frameBefore = snapshot.layout.statusBarFrame
    var report = try world.apply(action)
    let frameAfter = snapshot.layout.statusBarFrame
    if frameBefore != frameAfter {
      // Header: Will… carries the new frame, Did… the old one (correction C2).
      let deprecated = world.os.atLeast(13) ? " (deprecated in iOS 13: use viewWillTransition(to:with:))" : ""
      report.events.append("UIApplicationWillChangeStatusBarFrameNotification: new frame \(frameAfter)\(deprecated)")
      report.events.append("UIApplicationDidChangeStatusBarFrameNotification: old frame \(frameBefore)")
    }
    undoStack.append((before, action))
    if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
    redoStack.removeAll()
    lastReport = report
    return report
  }

  /// Parses and applies one line of the action language.
  @discardableResult
  public mutating func perform(_ text: String) throws(ActionError) -> ActionReport {
    try perform(ActionParser.parse(text))
  }

  public var canUndo: Bool { !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// Restores the state before the last action exactly; returns the action undone.
  @discardableResult
  public mutating func undo() -> Action? {
    guard let last = undoStack.popLast() else { return nil }
    redoStack.append((world, last.action))
    world = last.world
    lastReport = ActionReport()
    return last.action
  }

  /// Re-applies the last undone action's result exactly; returns it.
  @discardableResult
  public mutating func redo() -> Action? {
    guard let next = redoStack.popLast() else { return nil }
    undoStack.append((world, next.action))
    world = next.world
    lastReport = ActionReport()
    return next.action
  }

  /// The actions applied so far that undo can reach, oldest first.
  public var history: [Action] { undoStack.map(\.action) }

  /// The JSON contract's state, with the given events and notes.
  public func state(events: [String], notes: [String] = []) -> ResolvedState {
    ResolvedState(snapshot, events: events, notes: notes)
  }
}
