/// How many terminal columns a character occupies, from a table in pure Swift (no `wcwidth`),
/// so widths are the same on every machine and testable.
///
/// - 0: combining marks, zero-width format characters and control characters;
/// - 2: East Asian Wide and Fullwidth characters, and emoji shown in emoji presentation
///   (including text symbols followed by U+FE0F and flags);
/// - 1: everything else, including East Asian "ambiguous" characters such as box drawing.
public enum CharacterWidth {
  /// The width of one grapheme cluster, in columns (0, 1 or 2).
  public static func of(_ character: Character) -> Int {
    // Fast paths: printable ASCII, then single scalars of the first 12K code points from a
    // table built once (box drawing, arrows, Latin, punctuation: almost everything drawn).
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    if iterator.next() == nil, first.value < LowTable.limit { return Int(LowTable.shared.width(first.value)) }
    return slowWidth(of: scalars, first: first)
  }

  static func slowWidth(of scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Int {
    if isControl(first) { return 0 }
    if scalars.count > 1, scalars.contains("\u{200D}") {
      // Measured as drawn: the grid removes joiners, so each part takes its own columns.
      return withoutJoiners(String(scalars)).reduce(0) { $0 + of($1) }
    }
    var sawSpacing = false
    for scalar in scalars {
      if isWide(scalar) { return 2 }
      if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
      if !isZeroWidth(scalar) { sawSpacing = true }
    }
    return sawSpacing ? 1 : 0
  }

  /// The text without zero-width joiners (U+200D), which is how the grid draws it.
  public static func withoutJoiners(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { $0 != "\u{200D}" })
    return String(scalars)
  }

  /// The width of a whole string, in columns.
  public static func columns(_ text: String) -> Int {
    // Fast path: when every scalar is below U+3000, a cluster's width is the sum of its
    // scalars' widths (a base plus zero-width marks), read from the table. Native strings are
    // contiguous UTF-8, decoded here directly (valid UTF-8: one to three bytes below U+3000).
    if let width = text.utf8.withContiguousStorageIfAvailable({ lowColumns(utf8: $0) }), let width {
      return width
    }
    var total = 0
    var simple = true
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value >= 0x20 && value < 0x7F {
        total += 1
      } else if value < LowTable.limit {
        total += Int(LowTable.shared.width(value))
      } else {
        simple = false
        break
      }
    }
    if simple { return total }
    total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns of valid UTF-8 whose scalars are all below ``LowTable/limit``; nil when one
  /// is not (its cluster's width needs the full rules).
  @inline(__always)
  static func lowColumns(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let table = LowTable.shared
    var total = 0
    var i = 0
    let count = bytes.count
    while i < count {
      let lead = UInt32(bytes[i])
      let value: UInt32
      if lead < 0x80 {
        if lead >= 0x20, lead < 0x7F {
          total += 1
          i += 1
          continue
        }
        value = lead
        i += 1
      } else if lead < 0xE0, i + 1 < count {
        value = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        i += 2
      } else if lead < 0xF0, i + 2 < count {
        value = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        i += 3
      } else {
        return nil
      }
      guard value < LowTable.limit else { return nil }
      total += Int(table.width(value))
    }
    return total
  }

  /// The longest prefix of `text` that fits in `width` columns; when `text` is cut, the prefix
  /// ends with `ellipsis` (and it never exceeds `width` columns, even for a tiny width).
  public static func truncate(_ text: String, toColumns width: Int, ellipsis: String = "…")
    -> String
  {
    guard width > 0 else { return "" }
    if columns(text) <= width { return text }
    let ellipsisWidth = columns(ellipsis)
    let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
    var result = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > budget { break }
      result.append(character)
      used += w
    }
    if ellipsisWidth <= width { result += ellipsis }
    return result
  }

  /// True for C0/C1 controls and DEL, which a terminal must never receive as text.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  /// True when the scalar takes no column of its own.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v == 0x00AD { return false }  // soft hyphen: shown as a hyphen by terminals
    if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true }  // jamo
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return false
    }
  }

  /// True when the scalar is East Asian Wide/Fullwidth or has emoji presentation by default.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x1100 { return false }
    if scalar.properties.isEmojiPresentation { return true }
    for range in wideRanges {
      if v < range.lowerBound { return false }
      if v <= range.upperBound { return true }
    }
    return false
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges outside emoji, sorted (Unicode 15).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compat
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana extended, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B-F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}

/// Widths of the single scalars U+0000 … U+2FFF, from the ranges of `exceptions` (everything
/// else is one column): a table, so measuring text costs one load per scalar.
final class LowTable: Sendable {
  static let limit: UInt32 = 0x3000
  static let shared = LowTable()

  private let widths: [UInt8]

  private init() {
    var widths = [UInt8](repeating: 1, count: Int(Self.limit))
    for range in Self.exceptions {
      for value in range.first...range.last { widths[Int(value)] = range.width }
    }
    self.widths = widths
  }

  @inline(__always)
  func width(_ value: UInt32) -> UInt8 { widths[Int(value)] }
}
