import StatusBarCore

/// Undo and redo as a sub-model: they work on keys, not on single actions, so a key that
/// applied several actions (`v`, or a change followed by an automatic `update`) is undone in
/// one step. Its update keeps the two stacks; the app undoes the simulation's actions and moves
/// the focus by the step it returns.
struct KeyHistory: Hashable, Sendable {
  /// One key's actions: how many, the controller focus before and after, and what to call it.
  struct Step: Hashable, Sendable {
    var count: Int
    var focusBefore: ControllerID?
    var focusAfter: ControllerID?
    var label: String
  }

  private(set) var undoable: [Step] = []
  private(set) var redoable: [Step] = []

  enum Message: Hashable, Sendable {
    /// A key applied a step; at most `limit` steps are kept (the simulation's undo limit).
    case applied(Step, limit: Int)
    case undo
    case redo
    /// The world was replaced: nothing to undo or redo.
    case clear
  }

  /// Returns the step to undo or redo (nil: nothing to); nil for the other messages.
  mutating func update(_ message: Message) -> Step? {
    switch message {
    case .applied(let step, let limit):
      undoable.append(step)
      if undoable.count > limit { undoable.removeFirst() }
      redoable.removeAll()
    case .undo:
      guard let step = undoable.popLast() else { return nil }
      redoable.append(step)
      return step
    case .redo:
      guard let step = redoable.popLast() else { return nil }
      undoable.append(step)
      return step
    case .clear:
      undoable = []
      redoable = []
    }
    return nil
  }

  /// No key of the user's changed the world since it was last replaced.
  var isEmpty: Bool { undoable.isEmpty }
}
