/// JSON writes a character beyond U+FFFF as two escapes, a UTF-16 surrogate pair
/// (`"\ud83d\ude00"`); YAML, which reads the JSON scenes, has no such escape and refuses each
/// half. So in text that is JSON (it starts with `{` or `[`), every escaped pair is rewritten
/// as YAML's `\U0001F600` before the YAML reader sees it. In JSON every `\u` is inside a
/// double-quoted string, so nothing else changes; a lone half is left for YAML to refuse.
enum JSONSurrogates {
  static func combine(_ text: String) -> String {
    guard looksLikeJSON(text), text.contains("\\u") || text.contains("\\U") else { return text }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\" else {
        result.append(scalar)
        index += 1
        continue
      }
      if let high = escape(scalars, at: index), (0xD800...0xDBFF).contains(high),
        let low = escape(scalars, at: index + 6), (0xDC00...0xDFFF).contains(low)
      {
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        let hex = String(value, radix: 16, uppercase: true)
        // One scalar at a time: append(contentsOf:) on a scalar view copies the whole text.
        for written in ("\\U" + String(repeating: "0", count: 8 - hex.count) + hex).unicodeScalars { result.append(written) }
        index += 12
        continue
      }
      // Any other escape: copy the backslash and the escaped character together, so `\\u…`
      // (an escaped backslash) is never read as an escape.
      result.append(scalar)
      if index + 1 < scalars.count { result.append(scalars[index + 1]) }
      index += 2
    }
    return String(result)
  }

  /// The value of a `\uXXXX` escape starting at `index`, or nil.
  static func escape(_ scalars: [Unicode.Scalar], at index: Int) -> UInt32? {
    guard index + 5 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u" else { return nil }
    let digits = String(String.UnicodeScalarView(scalars[(index + 2)...(index + 5)]))
    return UInt32(digits, radix: 16)
  }

  static func looksLikeJSON(_ text: String) -> Bool {
    let first = text.unicodeScalars.first { !($0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}") }
    return first == "{" || first == "["
  }
}
