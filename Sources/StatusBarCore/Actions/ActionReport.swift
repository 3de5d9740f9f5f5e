/// What an applied action made UIKit post (events) and the notes it deserves (warnings that
/// belong to the action, such as an ignored `UIApplication` setter, D8).
public struct ActionReport: Hashable, Sendable {
  public var events: [String] = []
  public var notes: [String] = []
  /// Notes that hold only while an update is pending (R9.1): dropped once it happens.
  public var pendingNotes: [String] = []
  public init() {}

  /// Notes to show right after this action in `world`.
  public func currentNotes(in world: World) -> [String] {
    notes + (world.pendingUpdate ? pendingNotes : [])
  }
}

/// Notes gathered over several actions. A warning about a pending update disappears once the
/// update has happened.
public struct NoteCollector: Hashable, Sendable {
  private var lasting: [String] = []
  private var pending: [String] = []
  public init() {}

  public mutating func add(_ report: ActionReport, world: World) {
    lasting += report.notes
    pending += report.pendingNotes
    if !world.pendingUpdate { pending.removeAll() }
  }

  public var notes: [String] { lasting + pending }
}
