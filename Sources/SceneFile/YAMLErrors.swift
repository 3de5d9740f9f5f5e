import Yams

/// Yams' errors as `SceneError`s: the position libyaml reports and a message that says what to do.
enum YAMLErrors {
  static func sceneError(_ error: YamlError, original: String, substitution: Substitution, file: String) -> SceneError {
    switch error {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let text = substitution.restore(problem)
      var message: String
      if text.contains("Maximum nesting level") {
        message = "the YAML nests too deep (libyaml stops at 1000 levels): scene files allow at most \(SceneLimits.maxYAMLDepth) levels"
      } else if text.contains("expected a single document") || text.contains("another document") {
        message = "a scene file holds one YAML document, found a second one: remove the `---` line and what follows, or split it into two files"
      } else {
        message = "not valid YAML: \(text)"
        if let context {
          message += " (\(substitution.restore(context.text)) at line \(context.mark.line), column \(context.mark.column))"
        }
        message += hint(for: text)
        message += anchorNote(original, before: mark.line)
      }
      return SceneError(file: file, line: mark.line, column: mark.column, message: message)

    case .reader(let problem, let offset, let value, let yaml):
      var position = (line: 1, column: 1)
      if let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) {
        position = TextPositions.position(of: index, in: yaml)
      }
      let code = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
      return SceneError(
        file: file, line: position.line, column: position.column,
        message: "not valid YAML text: \(problem) (found U+\(padded)); remove the character or write it as an escape inside double quotes")

    case .duplicatedKeysInMapping(let duplicates, let context):
      let key = substitution.restore(duplicates.sorted().first ?? "")
      let first = context.mark
      let second = secondOccurrence(of: key, after: first, in: original)
      return SceneError(
        file: file, line: second?.line ?? first.line, column: second?.column ?? first.column,
        message: "duplicate key `\(YAMLNode.short(key))` (first on line \(first.line)): a key may appear only once in a map; remove one of them")

    default:
      return SceneError(file: file, line: 1, column: 1, message: "cannot read the YAML: \(error)")
    }
  }

  /// A hint for libyaml's most common complaints.
  static func hint(for problem: String) -> String {
    if problem.contains("mapping values are not allowed") {
      return "; a value that contains `: ` needs quotes, or the line is indented wrongly"
    }
    if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
      return "; check the indentation of this line against the lines above"
    }
    if problem.contains("tab character") {
      return "; YAML indents with spaces, not tabs"
    }
    if problem.contains("cannot start any token") {
      return "; YAML indents with spaces, not tabs, and text that starts with `@` or a backquote needs quotes"
    }
    if problem.contains("found unexpected end of stream") || problem.contains("did not find expected") {
      return "; a quote or bracket is probably not closed"
    }
    return ""
  }

  /// Points at an anchor or alias the loader replaced, when one stands before the error.
  static func anchorNote(_ original: String, before line: Int) -> String {
    guard original.contains("*") || original.contains("&") else { return "" }
    guard let candidate = TextPositions.anchorLike(in: original).last(where: { $0.line <= line }) else { return "" }
    return
      " (`\(YAMLNode.short(candidate.word, limit: 40))` on line \(candidate.line) looks like a YAML anchor or alias: scene files do not allow them; write the value out in full, and quote text that starts with * or &)"
  }

  /// The second place a key appears: the first match after the first occurrence of `key`
  /// followed by `:`, as a map key would be written.
  static func secondOccurrence(of key: String, after first: Mark, in text: String) -> (line: Int, column: Int)? {
    let lines = TextPositions.lines(of: text)
    let keyScalars = Array(key.unicodeScalars)
    guard !keyScalars.isEmpty, first.line >= 1 else { return nil }
    for lineIndex in (first.line - 1)..<lines.count {
      let line = lines[lineIndex]
      var start = lineIndex == first.line - 1 ? first.column : 0
      while start + keyScalars.count <= line.count {
        defer { start += 1 }
        guard Array(line[start..<(start + keyScalars.count)]) == keyScalars else { continue }
        let before = start == 0 ? " " : line[start - 1]
        guard before == " " || before == "\t" || before == "{" || before == "," || before == "\"" || before == "'" else { continue }
        var after = start + keyScalars.count
        if after < line.count, line[after] == "\"" || line[after] == "'" { after += 1 }
        while after < line.count, line[after] == " " { after += 1 }
        if after < line.count, line[after] == ":" {
          let quoted = before == "\"" || before == "'"
          return (lineIndex + 1, start + (quoted ? 0 : 1))
        }
      }
    }
    return nil
  }
}
