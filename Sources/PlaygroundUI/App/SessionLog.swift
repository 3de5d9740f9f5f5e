/// What happened, newest last: each applied action with the events UIKit posted and the notes
/// it deserves, refusals, and undo/redo.
struct SessionLog: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
      case action
      case refused
      case session
    }
    var kind: Kind
    var text: String
    var events: [String] = []
    var notes: [String] = []
  }

  private(set) var entries: [Entry] = []
  /// How many entries are kept.
  var limit = 200
  /// Changes with every entry (see `Version`), so a frame knows the log it drew is current.
  private(set) var version: UInt64 = 0

  mutating func append(_ entry: Entry) {
    version = Version.next()
    entries.append(entry)
    if entries.count > limit { entries.removeFirst(entries.count - limit) }
  }
}
