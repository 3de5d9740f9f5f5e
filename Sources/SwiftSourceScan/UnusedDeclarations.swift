import Foundation

/// Names a hard-coded height is declared in that nothing else in the app names (D113): code that
/// never runs (a constant nothing reads, a type nothing creates) shows no status bar.
///
/// One pass over the files' text, only when there are such names: each whole word (letters,
/// digits, `_`) outside Swift and Objective-C comments and outside the name's own declaration
/// and its extensions in that file (a type naming itself: `PerformanceView.windowFrame(…)` in
/// `class PerformanceView` or `private extension PerformanceView`) is
/// counted; a name counted nowhere is unused. Storyboards (a `customClass`) and Info.plists (a
/// scene delegate's class) count as uses.
enum UnusedDeclarations {
  /// At most this many names are looked for; past it every name counts as used.
  static let maxNames = 64

  static func unused(_ declared: [String: (file: String, ranges: [Range<Int>])], in paths: [String], texts: [String: String] = [:]) -> Set<String> {
    let names = Set(declared.keys)
    guard !names.isEmpty, names.count <= maxNames else { return [] }
    var counts: [String: Int] = [:]
    let lengths = Set(names.map(\.utf8.count))
    for path in paths {
      // A file that cannot be read again: say nothing is unused.
      guard let bytes = SourceText.bytes(of: path, texts: texts) else { return [] }
      let code = path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") || path.hasSuffix(".pch")
      let own = declared.filter { $0.value.file == path }.mapValues(\.ranges)
      count(names, lengths: lengths, in: bytes, skippingComments: code, outside: own, into: &counts)
    }
    return names.filter { (counts[$0] ?? 0) == 0 }
  }

  static func isWord(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
  }

  static func count(
    _ names: Set<String>, lengths: Set<Int>, in bytes: [UInt8], skippingComments: Bool, outside own: [String: [Range<Int>]] = [:],
    into counts: inout [String: Int]
  ) {
    forEachWord(in: bytes, lengths: lengths, skippingComments: skippingComments) { word, start, _ in
      if names.contains(word), own[word]?.contains(where: { $0.contains(start) }) != true { counts[word, default: 0] += 1 }
    }
  }

  /// Each whole word (letters, digits, `_`) of one of `lengths` in `bytes`, with its start and end
  /// offsets; outside Swift and Objective-C comments when `skippingComments`.
  static func forEachWord(
    in bytes: [UInt8], lengths: Set<Int>, skippingComments: Bool, initials: Set<UInt8>? = nil, _ body: (String, Int, Int) -> Void
  ) {
    var i = 0
    let n = bytes.count
    while i < n {
      let c = bytes[i]
      if skippingComments, c == 0x2F, i + 1 < n, bytes[i + 1] == 0x2F {
        while i < n, bytes[i] != 0x0A { i += 1 }
        continue
      }
      if skippingComments, c == 0x2F, i + 1 < n, bytes[i + 1] == 0x2A {
        i += 2
        while i + 1 < n, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
        i += 2
        continue
      }
      guard isWord(c) else {
        i += 1
        continue
      }
      let start = i
      while i < n, isWord(bytes[i]) { i += 1 }
      // Only words that may be one looked for: of such a length (and first byte, when given).
      guard lengths.contains(i - start), initials?.contains(c) ?? true else { continue }
      body(String(decoding: bytes[start..<i], as: UTF8.self), start, i)
    }
  }
}
