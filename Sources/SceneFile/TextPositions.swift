/// Line and column arithmetic on scene text, counted the way libyaml counts: 1-based lines and
/// columns in Unicode scalars; `\n`, `\r\n`, `\r`, NEL, LS and PS end a line.
enum TextPositions {
  static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// The position of a string index.
  static func position(of index: String.Index, in text: String) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars[..<index] {
      if isBreak(scalar) {
        if !(scalar == "\n" && previous == "\r") { line += 1 }
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
    return (line, column)
  }

  /// The lines of the text as arrays of scalars (for searching by column).
  static func lines(of text: String) -> [[Unicode.Scalar]] {
    var lines: [[Unicode.Scalar]] = [[]]
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if isBreak(scalar) {
        if !(scalar == "\n" && previous == "\r") { lines.append([]) }
      } else {
        lines[lines.count - 1].append(scalar)
      }
      previous = scalar
    }
    return lines
  }

  /// Where `*name` or `&name` stands as YAML would read an alias or anchor (after a space, a line
  /// start, `[`, `{`, `,` or `:`), up to `limit` of them: for explaining a syntax error that a
  /// rejected anchor caused.
  static func anchorLike(in text: String, limit: Int = 100) -> [(line: Int, column: Int, word: String)] {
    var found: [(line: Int, column: Int, word: String)] = []
    for (index, line) in lines(of: text).enumerated() {
      for (offset, scalar) in line.enumerated() where scalar == "*" || scalar == "&" {
        let before = offset == 0 ? " " : line[offset - 1]
        guard before == " " || before == "\t" || "[{,:".unicodeScalars.contains(before) else { continue }
        var word = String(scalar)
        for next in line[(offset + 1)...] {
          guard next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_" || next == "-" else { break }
          word.unicodeScalars.append(next)
        }
        guard word.unicodeScalars.count > 1 else { continue }
        found.append((index + 1, offset + 1, word))
        if found.count >= limit { return found }
      }
    }
    return found
  }

  /// An upper bound on how deep the YAML can nest: each block level needs a deeper column, and
  /// each `[` or `{` opens at most two levels (a flow collection and a single-pair map).
  static func nestingBound(_ text: String) -> Int {
    var longestLine = 0
    var current = 0
    var brackets = 0
    for byte in text.utf8 {
      switch byte {
      case 0x0A, 0x0D:
        longestLine = max(longestLine, current)
        current = 0
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        brackets += 1
        current += 1
      default:
        current += 1
      }
    }
    return max(longestLine, current) + 1 + 2 * brackets + 1
  }
}
