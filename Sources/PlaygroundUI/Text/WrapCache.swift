import Synchronization

/// A memo of wrapped lines: most panel lines are the same from one frame to the next, and
/// wrapping is the costliest part of drawing the panels. Pure (the same line and width always
/// wrap the same way) and bounded; shared by every frame.
final class WrapCache: Sendable {
  static let shared = WrapCache()

  struct Key: Hashable, Sendable {
    var line: StyledLine
    var width: Int
  }

  /// Entries kept before the memo starts over.
  static let capacity = 4_096

  private let storage = Mutex<[Key: [StyledLine]]>([:])

  func wrapped(_ line: StyledLine, width: Int, compute: () -> [StyledLine]) -> [StyledLine] {
    let key = Key(line: line, width: width)
    if let hit = storage.withLock({ $0[key] }) { return hit }
    let lines = compute()
    storage.withLock { memo in
      if memo.count >= Self.capacity { memo.removeAll(keepingCapacity: true) }
      memo[key] = lines
    }
    return lines
  }
}
