/// The top-level `title`, `summary` and the number of `steps` of a scene file, read without a
/// YAML library from the plain layout the bundled scenes use: unindented `key: value` lines,
/// single-line plain or quoted scalars, `>` / `|` block scalars, and a block sequence of steps.
///
/// Anything outside that layout gives nil, and the app then parses that scene when it needs its
/// facts; a test compares these facts with the full parse of every bundled scene.
struct SceneFacts {
  var title: String?
  var summary: String?
  var stepCount: Int

  static func read(_ text: String) -> SceneFacts? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    var facts = SceneFacts(title: nil, summary: nil, stepCount: 0)
    var seen = Set<String>()
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      if isBlankOrComment(line) { continue }
      if line.hasPrefix("%") || line.hasPrefix("---") || line.hasPrefix("...") || line.contains("\t") {
        return nil
      }
      guard let first = line.first, first != " " else { continue }  // inside a top-level value
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let key = String(line[..<colon])
      guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !key.isEmpty else { return nil }
      guard seen.insert(key).inserted else { return nil }  // a duplicate key: the parse says why
      let rest = line[line.index(after: colon)...]
      guard rest.isEmpty || rest.first == " " else { return nil }
      let value = String(rest.drop { $0 == " " })
      switch key {
      case "title", "summary":
        let body = lines[index...].prefix { !$0.hasPrefix(where: { $0 != " " }) || isBlankOrComment($0) }
        guard let scalar = self.scalar(value, following: Array(body)) else { return nil }
        index += scalar.linesUsed
        if key == "title" { facts.title = scalar.text } else { facts.summary = scalar.text }
      case "steps":
        let body = Array(lines[index...].prefix { $0.first == " " || isBlankOrComment($0) })
        guard let count = steps(value, body: body) else { return nil }
        facts.stepCount = count
      default:
        continue
      }
    }
    return facts
  }

  private static func isBlankOrComment(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " }
    return trimmed.isEmpty || trimmed.first == "#"
  }

  /// A scalar value: the text and how many following lines it took.
  private static func scalar(_ value: String, following: [String]) -> (text: String, linesUsed: Int)? {
    guard let first = value.first else { return nil }  // a nested map or a null: not a text
    switch first {
    case ">", "|":
      return block(header: value, lines: following)
    case "\"":
      guard following.allSatisfy(isBlankOrComment) || following.isEmpty else { return nil }
      return doubleQuoted(value).map { ($0, 0) }
    case "'":
      guard following.allSatisfy(isBlankOrComment) || following.isEmpty else { return nil }
      return singleQuoted(value).map { ($0, 0) }
    default:
      // A plain scalar on one line, ending before a comment.
      guard !"[]{}!&*%@`,?-#".contains(first), following.allSatisfy(isBlankOrComment) else { return nil }
      var text = value
      if let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
      while text.last == " " { text.removeLast() }
      guard !text.contains(": "), !text.hasSuffix(":") else { return nil }
      return (text, 0)
    }
  }

  private static func doubleQuoted(_ value: String) -> String? {
    var result = ""
    var iterator = value.unicodeScalars.dropFirst().makeIterator()
    while let scalar = iterator.next() {
      switch scalar {
      case "\"":
        let rest = String(String.UnicodeScalarView(Array(IteratorSequence(iterator))))
        let tail = rest.drop { $0 == " " }
        return tail.isEmpty || tail.first == "#" ? result : nil
      case "\\":
        switch iterator.next() {
        case "\""?: result += "\""
        case "\\"?: result += "\\"
        case "/"?: result += "/"
        case "n"?: result += "\n"
        case "t"?: result += "\t"
        default: return nil
        }
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return nil  // continues on the next line
  }

  private static func singleQuoted(_ value: String) -> String? {
    var result = ""
    var characters = Array(value.dropFirst())
    while !characters.isEmpty {
      let c = characters.removeFirst()
      if c == "'" {
        if characters.first == "'" {
          characters.removeFirst()
          result.append("'")
          continue
        }
        let tail = characters.drop { $0 == " " }
        return tail.isEmpty || tail.first == "#" ? result : nil
      }
      result.append(c)
    }
    return nil
  }

  /// A `>` (folded) or `|` (literal) block scalar with clip (`>`) or strip (`>-`) chomping.
  private static func block(header: String, lines: [String]) -> (text: String, linesUsed: Int)? {
    var indicator = header
    if let comment = indicator.range(of: " #") { indicator = String(indicator[..<comment.lowerBound]) }
    while indicator.last == " " { indicator.removeLast() }
    guard ["|", "|-", ">", ">-"].contains(indicator) else { return nil }
    let folded = indicator.hasPrefix(">")
    let strip = indicator.hasSuffix("-")
    guard let firstText = lines.first(where: { !$0.allSatisfy { $0 == " " } }) else { return nil }
    let indent = firstText.prefix { $0 == " " }.count
    var content: [String] = []
    var used = 0
    for line in lines {
      if line.allSatisfy({ $0 == " " }) {
        content.append("")
      } else {
        guard line.prefix(indent).allSatisfy({ $0 == " " }) else { break }
        let text = String(line.dropFirst(indent))
        if text.first == " " { return nil }  // more-indented lines fold differently: not handled
        content.append(text)
      }
      used += 1
    }
    while content.last == "" { content.removeLast() }
    guard !content.isEmpty, content.first != "" else { return nil }
    var text = ""
    var breaks = 0
    for (offset, line) in content.enumerated() {
      if line.isEmpty {
        breaks += 1
        continue
      }
      if offset > 0 {
        if folded {
          text += breaks == 0 ? " " : String(repeating: "\n", count: breaks)
        } else {
          text += String(repeating: "\n", count: breaks + 1)
        }
      }
      breaks = 0
      text += line
    }
    if !strip { text += "\n" }
    return (text, used)
  }

  /// The number of items of the steps sequence (block style at one indent, or `[]`).
  private static func steps(_ value: String, body: [String]) -> Int? {
    var header = value
    if let comment = header.range(of: " #") { header = String(header[..<comment.lowerBound]) }
    while header.last == " " { header.removeLast() }
    if header == "[]" { return body.allSatisfy(isBlankOrComment) ? 0 : nil }
    guard header.isEmpty else { return nil }
    let items = body.filter { !isBlankOrComment($0) }
    guard let first = items.first else { return nil }
    let indent = first.prefix { $0 == " " }.count
    func isItem(_ line: String) -> Bool {
      let text = line.dropFirst(indent)
      return line.prefix(indent).allSatisfy { $0 == " " } && (text == "-" || text.hasPrefix("- "))
    }
    guard isItem(first) else { return nil }
    // Every line is either an item at that indent or more indented.
    for line in items where !isItem(line) {
      guard line.prefix(indent + 1).allSatisfy({ $0 == " " }) else { return nil }
    }
    return items.filter(isItem).count
  }
}

extension String {
  fileprivate func hasPrefix(where predicate: (Character) -> Bool) -> Bool {
    first.map(predicate) ?? false
  }
}
