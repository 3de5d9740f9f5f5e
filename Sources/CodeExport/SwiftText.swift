import StatusBarCore

/// Spelling values as Swift source: string literals, comments, colours.
enum SwiftText {
  /// A Swift string literal for any text (quotes, backslashes and control characters escaped).
  static func stringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029 || TerminalText.isBidiControl(scalar)
        {
          // Bidi controls too: source that reads differently from what it is ("Trojan Source").
          result += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// Reads back a literal written by `stringLiteral` at the start of `text`: its value and the
  /// text after the closing quote; nil when it is not one. Works on scalars, so a combining mark
  /// after a quote cannot hide it.
  static func parseStringLiteral(_ text: Substring) -> (value: String, rest: Substring)? {
    let scalars = text.unicodeScalars
    guard scalars.first == "\"" else { return nil }
    var value = String.UnicodeScalarView()
    var index = scalars.index(after: scalars.startIndex)
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "\"" { return (String(value), Substring(scalars[scalars.index(after: index)...])) }
      guard scalar == "\\" else {
        value.append(scalar)
        index = scalars.index(after: index)
        continue
      }
      index = scalars.index(after: index)
      guard index < scalars.endIndex else { return nil }
      switch scalars[index] {
      case "n": value.append("\n")
      case "r": value.append("\r")
      case "t": value.append("\t")
      case "0": value.append("\0")
      case "u":
        guard let close = scalars[index...].firstIndex(of: "}"),
          let open = scalars[index...].firstIndex(of: "{"), open < close,
          let code = UInt32(String(scalars[scalars.index(after: open)..<close]), radix: 16),
          let decoded = Unicode.Scalar(code)
        else { return nil }
        value.append(decoded)
        index = close
      case let other: value.append(other)
      }
      index = scalars.index(after: index)
    }
    return nil
  }

  /// Text that is safe inside a `//` comment: one line, no control characters; a bidi control
  /// is written as the visible text `\u{202E}`.
  static func comment(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if TerminalText.isBidiControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else if scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029
      {
        result += " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The colours UIKit has under the same name and value; the rest are spelled in RGB.
  static let namedColors: Set<String> = ["white", "black", "clear"]

  /// A `UIColor` expression: `.white`, or `UIColor(red: 0x1c / 255, …)` with the scene's name as a
  /// comment when it had one (sbplay's `red` is systemRed's value, not `UIColor.red`).
  static func color(_ color: Color) -> (code: String, note: String?) {
    if namedColors.contains(color.spelling) { return ("." + color.spelling, nil) }
    func hex(_ value: UInt8) -> String {
      let digits = String(value, radix: 16)
      return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }
    let code =
      "UIColor(red: \(hex(color.red)) / 255, green: \(hex(color.green)) / 255, blue: \(hex(color.blue)) / 255, alpha: 1)"
    return (code, color.spelling.hasPrefix("#") ? nil : color.spelling)
  }

  /// Reads back a colour written by `color(_:)`: `white`, `black`, `clear` or `#rrggbb`.
  static func parseColor(_ code: String) -> String? {
    let trimmed = code.trimmed
    if trimmed.hasPrefix("."), namedColors.contains(String(trimmed.dropFirst())) {
      return String(trimmed.dropFirst())
    }
    guard trimmed.hasPrefix("UIColor(red: ") else { return nil }
    var channels: [String] = []
    var rest = Substring(trimmed)
    while let range = rest.firstRange(of: "0x") {
      let digits = rest[range.upperBound...].prefix(2)
      guard digits.count == 2, UInt8(digits, radix: 16) != nil else { return nil }
      channels.append(digits.lowercased())
      rest = rest[range.upperBound...]
    }
    return channels.count == 3 ? "#" + channels.joined() : nil
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
