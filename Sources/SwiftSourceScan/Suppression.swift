import Foundation

/// `// sbplay:disable:next CHECK, CHECK` on the line before a finding, or
/// `// sbplay:disable CHECK` at the end of its line; no check named means every check.
enum Suppression {
  static let marker = "sbplay:disable"

  /// The lines covered and the checks each comment names (empty: all).
  static func comments(in bytes: [UInt8]) -> [Int: [String]] {
    var result: [Int: [String]] = [:]
    // Most files have none: one pass over the bytes for the marker before any line is decoded.
    guard contains(Array(marker.utf8), in: bytes) else { return result }
    var line = 1
    var start = 0
    func scanLine(_ end: Int) {
      guard end - start >= marker.utf8.count else { return }
      let text = String(decoding: bytes[start..<end], as: UTF8.self)
      guard let comment = text.range(of: "//"), let found = text.range(of: marker, range: comment.upperBound..<text.endIndex) else { return }
      var rest = text[found.upperBound...]
      var covered = line
      if rest.hasPrefix(":next") {
        rest = rest.dropFirst(5)
        covered = line + 1
      } else if !text[..<comment.lowerBound].contains(where: { !$0.isWhitespace }) {
        covered = line + 1  // alone on its line: the next one
      }
      let checks = rest.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      result[covered, default: []] += checks
      if checks.isEmpty { result[covered] = [] }
    }
    for (index, byte) in bytes.enumerated() where byte == 0x0A {
      scanLine(index)
      line += 1
      start = index + 1
    }
    scanLine(bytes.count)
    return result
  }

  static func suppresses(_ checks: [String]?, _ check: String) -> Bool {
    guard let checks else { return false }
    return checks.isEmpty || checks.contains(check)
  }

  /// Whether `needle` occurs in `bytes` (ASCII letters of any case when `ignoringCase`; the
  /// needle is then lower case). One pass, no decoding.
  static func contains(_ needle: [UInt8], in bytes: [UInt8], ignoringCase: Bool = false) -> Bool {
    index(of: needle, in: bytes, ignoringCase: ignoringCase) != nil
  }

  /// Where `needle` next occurs in `bytes` at or after `from`; nil when it does not.
  static func index(of needle: [UInt8], in bytes: [UInt8], from: Int = 0, ignoringCase: Bool = false) -> Int? {
    ByteSearch.first(needle, in: bytes, from: from, to: bytes.count, ignoringCase: ignoringCase)
  }
}
