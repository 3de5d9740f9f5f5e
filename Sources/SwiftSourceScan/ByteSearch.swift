/// Substring search on UTF-8 bytes, for the scanners' many small tests of a statement's text.
///
/// Foundation's `contains(_:)` and `range(of:)` on Linux bridge both strings to UTF-16 on every
/// call; on an Objective-C app, whose every statement is tested for a dozen words, that was a third
/// of lint's time (kcb_ios, 3,410 files, round 67). The needles are ASCII words of code, so a byte
/// match is the same match.
extension StringProtocol {
  /// Whether `needle` occurs, byte for byte (an empty needle never does, as with Foundation).
  func hasBytes(_ needle: String) -> Bool { byteRange(of: needle) != nil }

  /// Whether `needle`, lowercase ASCII, occurs with ASCII letters of any case (`statusbar` in `StatusBar`).
  func hasBytesIgnoringCase(_ needle: String) -> Bool {
    ByteSearch.first(Array(needle.utf8), in: self, ignoringCase: true) != nil
  }

  /// The first range of `needle`, byte for byte; nil when absent or empty.
  func byteRange(of needle: String) -> Range<Index>? {
    let bytes = Array(needle.utf8)
    guard let k = ByteSearch.first(bytes, in: self, ignoringCase: false) else { return nil }
    let lower = utf8.index(utf8.startIndex, offsetBy: k)
    return lower..<utf8.index(lower, offsetBy: bytes.count)
  }
}

enum ByteSearch {
  /// The UTF-8 offset of the first `needle` in `text`; nil when absent or empty.
  static func first<S: StringProtocol>(_ needle: [UInt8], in text: S, ignoringCase: Bool) -> Int? {
    guard !needle.isEmpty else { return nil }
    if let found = text.utf8.withContiguousStorageIfAvailable({ first(needle, in: $0, ignoringCase: ignoringCase) }) { return found }
    return Array(text.utf8).withUnsafeBufferPointer { first(needle, in: $0, ignoringCase: ignoringCase) }
  }

  /// The offset in `bytes` of the first `needle` within `from..<to`; nil when absent or empty.
  static func first(_ needle: [UInt8], in bytes: [UInt8], from: Int, to: Int, ignoringCase: Bool) -> Int? {
    let start = max(from, 0)
    let end = min(to, bytes.count)
    guard start < end else { return nil }
    return bytes.withUnsafeBufferPointer { buffer in
      first(needle, in: UnsafeBufferPointer(rebasing: buffer[start..<end]), ignoringCase: ignoringCase).map { $0 + start }
    }
  }

  /// The first `needle` in `haystack` (lower case when `ignoringCase`: ASCII letters of any case match).
  static func first(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, ignoringCase: Bool) -> Int? {
    guard haystack.count >= needle.count, let head = needle.first else { return nil }
    @inline(__always) func folded(_ b: UInt8) -> UInt8 { ignoringCase && b >= 0x41 && b <= 0x5A ? b | 0x20 : b }
    var i = 0
    let last = haystack.count - needle.count
    while i <= last {
      if folded(haystack[i]) == head {
        var k = 1
        while k < needle.count && folded(haystack[i + k]) == needle[k] { k += 1 }
        if k == needle.count { return i }
      }
      i += 1
    }
    return nil
  }
}
