import Synchronization

/// A memo of wrapped lines: most panel lines are the same from one frame to the next, and
/// wrapping is the costliest part of drawing the panels. Pure (the same line and width always
/// wrap the same way) and bounded; shared by every frame.
///
/// Keyed by the line's hash (an Int): a dictionary keyed by a struct of its own would cost the
/// Swift runtime a conformance scan of the whole binary at start-up. Lines with the same hash
/// share a bucket and are told apart by equality.
final class WrapCache: Sendable {
  static let shared = WrapCache()

  struct Entry: Sendable {
    var line: StyledLine
    var width: Int
    var lines: [StyledLine]
  }

  /// Entries kept before the memo starts over.
  static let capacity = 4_096

  private let storage = Mutex<(buckets: [Int: [Entry]], count: Int)>(([:], 0))

  func wrapped(_ line: StyledLine, width: Int, compute: () -> [StyledLine]) -> [StyledLine] {
    var hasher = Hasher()
    hasher.combine(line)
    hasher.combine(width)
    let hash = hasher.finalize()
    let hit = storage.withLock { memo in
      memo.buckets[hash]?.first { $0.width == width && $0.line == line }?.lines
    }
    if let hit { return hit }
    let lines = compute()
    storage.withLock { memo in
      if memo.count >= Self.capacity {
        memo.buckets.removeAll(keepingCapacity: true)
        memo.count = 0
      }
      memo.buckets[hash, default: []].append(Entry(line: line, width: width, lines: lines))
      memo.count += 1
    }
    return lines
  }
}
