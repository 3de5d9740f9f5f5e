/// The one place where untrusted text (scene titles, controller names, actions, file names) is
/// made safe for a terminal, for a shell and for JSON. Every line the sbplay
/// executable prints goes through ``TerminalText/safe(_:)``; every command line it prints for
/// pasting quotes its words with ``ShellWord/quoted(_:)``.
public enum TerminalText {
  /// True for a Unicode scalar a terminal would act on instead of showing: C0 controls, DEL,
  /// C1 controls, and the bidirectional controls that reorder what is shown (a line that reads
  /// differently from what it is, "Trojan Source"). Line feed and tab are not included here.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    return isBidiControl(scalar)
  }

  /// U+061C, U+200E/F, U+202A–202E, U+2066–2069: the bidirectional formatting characters.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The text with every control character shown as a visible, inert `\u{1B}`-style escape.
  /// Line feeds and tabs are kept (multi-line output stays multi-line); everything else that
  /// ``isControl(_:)`` names, carriage return included, is escaped. A backslash is kept as it
  /// is, so text that is already safe is returned unchanged.
  public static func safe(_ text: String) -> String {
    escaping(text, where: { $0 != "\n" && $0 != "\t" && isControl($0) })
  }

  /// Like ``safe(_:)`` but for one line: line feeds and tabs are escaped too, so a name cannot
  /// start a line of its own that looks like sbplay's output.
  public static func inline(_ text: String) -> String {
    escaping(text, where: isControl)
  }

  /// True when ``safe(_:)`` would change the text.
  public static func needsEscaping(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && isControl($0) }
  }

  /// JSON text (the output of an encoder) with DEL, C1 and bidi controls also written as
  /// `\uXXXX` escapes. JSON only requires escaping below U+0020, which encoders already do;
  /// these characters can only occur inside strings, so the result is the same JSON value.
  public static func safeJSON(_ json: String) -> String {
    escaping(json, where: { $0.value >= 0x7F && isControl($0) }, as: { "\\u" + hex($0.value, digits: 4) })
  }

  /// The text with each scalar `escape` names replaced by `written(scalar)`, `\u{1B}` by default.
  /// Built by appending to one string (amortized constant time each), so the work is linear in
  /// the text however many characters are escaped.
  static func escaping(
    _ text: String, where escape: (Unicode.Scalar) -> Bool,
    as written: (Unicode.Scalar) -> String = { "\\u{" + hex($0.value, digits: 2) + "}" }
  ) -> String {
    guard text.unicodeScalars.contains(where: escape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    var plainStart = text.unicodeScalars.startIndex
    var index = plainStart
    let end = text.unicodeScalars.endIndex
    while index != end {
      let scalar = text.unicodeScalars[index]
      if escape(scalar) {
        result += Substring(text.unicodeScalars[plainStart..<index])
        result += written(scalar)
        text.unicodeScalars.formIndex(after: &index)
        plainStart = index
      } else {
        text.unicodeScalars.formIndex(after: &index)
      }
    }
    result += Substring(text.unicodeScalars[plainStart..<end])
    return result
  }

  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

/// POSIX shell quoting for the command lines sbplay prints for pasting.
public enum ShellWord {
  /// The word unchanged when it holds only characters no shell treats specially, else in single
  /// quotes, with each `'` written as `'\''`. Inside single quotes `$(…)`, backquotes, `"`,
  /// `\`, `!` and globs are plain text in every POSIX shell.
  public static func quoted(_ word: String) -> String {
    if !word.isEmpty, word.unicodeScalars.allSatisfy(isPlain) { return word }
    var result = "'"
    for character in word {
      if character == "'" { result += "'\\''" } else { result.append(character) }
    }
    return result + "'"
  }

  /// Words joined by spaces, each quoted.
  public static func line(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }

  static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ",", ":", "+", "@": true
    default: false
    }
  }
}
