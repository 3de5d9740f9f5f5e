import Synchronization

/// A memo of wrapped lines: most panel lines are the same from one frame to the next, and
/// wrapping is the costliest part of drawing the panels. Pure (the same line and width always
/// wrap the same way) and bounded; shared by every frame.
///
/// Keyed by the line's hash (an Int) picking one of a fixed number of buckets: a dictionary
/// keyed by a struct of its own would cost the Swift runtime a conformance scan of the whole
/// binary at start-up. Lines in one bucket are told apart by equality.
final class WrapCache: Sendable {
  static let shared = WrapCache()

  struct Entry: Sendable {
    var line: StyledLine
    var width: Int
    var lines: [StyledLine]
  }

  /// Entries kept before the memo starts over.
  static let capacity = 4_096

  /// FNV-1a over the line's bytes (by words), roles and layout: a bucket number, several times
  /// cheaper than `Hasher` on every line of every panel made (lines are told apart by equality).
  static func key(_ line: StyledLine, width: Int) -> Int {
    var hash = FNV1a()
    hash.mix(line.spans)
    hash.mix(line.right)
    hash.mix(UInt64(bitPattern: Int64(line.hangingIndent)))
    if let role = line.rowRole { withUnsafeBytes(of: role) { for byte in $0 { hash.mix(UInt64(byte) | 0x300) } } }
    hash.mix(UInt64(bitPattern: Int64(width)) | 0x400)
    return Int(bitPattern: UInt(hash.value))
  }

  /// The running hash, a value of its own: a nested function mutating a captured local would
  /// box it and check exclusive access on every byte.
  struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always) mutating func mix(_ byte: UInt64) { value = (value ^ byte) &* 0x100_0000_01B3 }

    mutating func mix(_ spans: [Span]) {
      for span in spans {
        var text = span.text
        // Eight bytes at a time, then the rest with the length (so "ab" and "ab\0" differ):
        // a bucket number needs no byte-by-byte mixing, and every line of every panel made is
        // hashed.
        text.withUTF8 { bytes in
          let raw = UnsafeRawBufferPointer(bytes)
          var offset = 0
          while offset + 8 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
          }
          var tail = UInt64(raw.count) << 56
          var shift: UInt64 = 0
          while offset < raw.count {
            tail ^= UInt64(raw[offset]) << shift
            shift += 8
            offset += 1
          }
          mix(tail)
        }
        withUnsafeBytes(of: span.role) { for byte in $0 { mix(UInt64(byte) | 0x100) } }
      }
      mix(0x200)
    }
  }

  /// Buckets picked by the hash's top bits (the key is already a hash: a dictionary would
  /// hash it again with SipHash on every line wrapped). Allocated on the first line wrapped.
  static let bucketBits = 13
  private let storage = Mutex<(buckets: [[Entry]], count: Int)>(([], 0))

  static func bucket(_ hash: Int) -> Int { Int(truncatingIfNeeded: UInt64(UInt(bitPattern: hash)) >> UInt64(64 - bucketBits)) }

  func wrapped(_ line: StyledLine, width: Int, compute: () -> [StyledLine]) -> [StyledLine] {
    let bucket = Self.bucket(Self.key(line, width: width))
    let hit = storage.withLock { memo in
      memo.buckets.isEmpty ? nil : memo.buckets[bucket].first { $0.width == width && $0.line == line }?.lines
    }
    if let hit { return hit }
    let lines = compute()
    storage.withLock { memo in
      if memo.buckets.isEmpty || memo.count >= Self.capacity {
        memo.buckets = Array(repeating: [], count: 1 << Self.bucketBits)
        memo.count = 0
      }
      memo.buckets[bucket].append(Entry(line: line, width: width, lines: lines))
      memo.count += 1
    }
    return lines
  }
}
