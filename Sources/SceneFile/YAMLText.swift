import StatusBarCore

/// Scalars and numbers as a scene file writes them: plain when YAML reads them back as the same
/// text, double-quoted otherwise. Bidi controls are written as escapes, so a saved scene reads
/// in an editor as what it is.
enum YAMLText {
  /// Words YAML 1.1 reads as booleans or null when they are not quoted.
  static let specialWords: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null", "~"]
  /// Non-ASCII characters besides letters that stay plain.
  static let plainPunctuation: Set<Unicode.Scalar> = ["…", "—", "–", "’", "“", "”", "·", "→"]

  static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : quoted(text)
  }

  static func isPlainSafe(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first, first.properties.isAlphabetic, scalars.last != " ",
      !specialWords.contains(text.lowercased())
    else { return false }
    for (index, scalar) in scalars.enumerated() {
      if scalar.isASCII {
        // Block context: `: ` starts a value and ` #` a comment; other punctuation is text
        // after the first letter.
        guard scalar.value >= 0x20, scalar.value < 0x7F else { return false }
        if scalar == ":", index + 1 == scalars.count || scalars[index + 1] == " " { return false }
        if scalar == "#", scalars[index - 1] == " " { return false }
      } else if !(scalar.properties.isAlphabetic || plainPunctuation.contains(scalar)) {
        return false
      }
    }
    return true
  }

  /// A double-quoted scalar with YAML escapes.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        let v = scalar.value
        if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) || v == 0x2028 || v == 0x2029 || v == 0xFEFF
          || (0xD800...0xDFFF).contains(v) || v == 0xFFFE || v == 0xFFFF || TerminalText.isBidiControl(scalar)
        {
          let hex = String(v, radix: 16, uppercase: true)
          result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A number that reads back as the same `Double`: `20`, `53.67`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
