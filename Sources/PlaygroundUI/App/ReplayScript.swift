/// Reads the lines of a recorded session or a script (`sbplay --replay FILE`).
enum ReplayScript {
  /// The line without a `#` comment (outside double quotes) and surrounding spaces.
  /// `key #` keeps its key: a `#` right after `key ` is the key, not a comment.
  static func stripComment(_ line: String) -> String {
    var result = ""
    var inQuotes = false
    var previous: Character = " "
    var escaped = false
    let keyHash = line.drop { $0 == " " || $0 == "\t" }.hasPrefix("key #")
    var skippedKeyHash = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" && inQuotes {
        escaped = true
      } else if character == "\"" {
        inQuotes.toggle()
      } else if character == "#", !inQuotes, previous == " " || previous == "\t" || result.isEmpty {
        if keyHash, !skippedKeyHash, result.trimmed == "key" {
          skippedKeyHash = true
        } else {
          break
        }
      }
      result.append(character)
      previous = character
    }
    return result.trimmed
  }

  /// The key's text form when the line is `key X`.
  static func keyDescription(_ line: String) -> String? {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count == 2, words[0] == "key" else { return nil }
    return String(words[1])
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and newlines.
  var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
