/// Reads the lines of a recorded session or a script (`sbplay --replay FILE`).
public enum ReplayScript {
  /// The line without a `#` comment (outside double quotes) and surrounding spaces.
  /// `key #` keeps its key: a `#` right after `key ` is the key, not a comment.
  public static func stripComment(_ line: String) -> String {
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

extension ReplayScript {
  /// The words of a line; a word in double quotes may hold spaces (`\"` and `\\` inside).
  public static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var inQuotes = false
    var escaped = false
    for character in line {
      if escaped {
        word.append(character)
        escaped = false
      } else if inQuotes && character == "\\" {
        escaped = true
      } else if character == "\"" {
        inQuotes.toggle()
        inWord = true
      } else if !inQuotes && (character == " " || character == "\t") {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// A word as ``words(_:)`` reads it back: in double quotes when it has a space, a tab, a quote,
  /// a backslash or a `#`, or is empty.
  static func quoted(_ word: String) -> String {
    guard word.isEmpty || word.contains(where: { " \t\"\\#".contains($0) }) else { return word }
    var text = "\""
    for character in word {
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    return text + "\""
  }
}

extension ReplayScript {
  /// `120x40` read as a terminal size of 1 to 1000 columns and rows; nil otherwise.
  public static func size(_ text: String) -> (width: Int, height: Int)? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 2, let width = parts[0], let height = parts[1], (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return (width, height)
  }
}
