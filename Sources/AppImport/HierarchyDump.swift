import Foundation
import SceneFile

/// One controller line of a `_printHierarchy` (or chisel `pvc`) dump, as printed:
/// `   |    + <App.Player 0x12d2065e0>, state: appeared, view: <UIView 0x…>, presented with: <_UIPageSheetPresentationController 0x…>`.
public struct DumpEntry: Hashable, Sendable {
  /// 1-based line in the input.
  public var line: Int
  /// How many `|` / `+` markers precede the controller (0: the root).
  public var depth: Int
  /// The last marker is `+`: presented by the controller one level up.
  public var isPresented: Bool
  /// The class as printed (`App.ListViewController`, `SwiftUI.UIHostingController<App.Root>`).
  public var className: String
  /// `0x12c01d200`, when printed.
  public var address: String?
  /// `appeared`, `disappeared`, `appearing`, `disappearing`; nil when not printed.
  public var state: String?
  /// The view's class (`UILayoutContainerView`); nil when the view is not loaded.
  public var viewClass: String?
  public var viewLoaded: Bool
  /// `… not in the window` after the view.
  public var notInWindow: Bool
  /// The presentation controller's class after `presented with:`.
  public var presentationController: String?

  public var isAppeared: Bool { state == "appeared" || state == "appearing" }
}

/// A parsed dump as a tree: children (containment) and presented controllers (`+`) kept apart.
public struct DumpNode: Hashable, Sendable {
  public var entry: DumpEntry
  public var children: [DumpNode] = []
  public var presented: [DumpNode] = []
}

/// A dump that cannot be read, with the line, the column and how to fix it.
public struct DumpError: Error, CustomStringConvertible, Equatable {
  public var file: String
  public var line: Int
  /// 1-based, in Unicode scalars of the line as the file has it.
  public var column: Int = 1
  public var message: String
  /// `file:line:column: error: message`, safe for a terminal (the message escapes what it
  /// quotes from the dump; the file name is escaped here).
  public var description: String { "\(TerminalSafe.escape(file)):\(line):\(column): error: \(message)" }
}

/// Reads the text LLDB prints for `_printHierarchy` (and chisel's `pvc`, which prints the same).
/// Accepts what people paste: the `(lldb) po …` line, `cy#` prompts, code fences, a Swift `po`'s
/// `- some :` prefix, cycript's quoted string with `\n` escapes, `<Class: 0x…>` and addresses left
/// out (snapshot tests), Windows line endings, and the colour codes of a coloured terminal.
/// Anything else on a line is an error naming the line and column. Every limit
/// (`DumpLimits`) is checked before the line that passes it is read further.
public enum HierarchyDumpParser {
  public static let maxLines = DumpLimits.maxLines
  /// A scene nests at most `SceneLimits.maxControllerDepth` controllers; the root is one.
  public static let maxDepth = SceneLimits.maxControllerDepth - 1
  public static let maxControllers = DumpLimits.maxControllers

  /// One window's hierarchy (`[rootViewController _printHierarchy]`).
  public static func parse(_ text: String, file: String = "dump") throws(DumpError) -> DumpNode {
    let roots = try parseWindows(text, file: file)
    if roots.count > 1 {
      throw DumpError(
        file: file, line: roots[1].entry.line,
        message: "a second root controller; paste one window's hierarchy at a time")
    }
    return roots[0]
  }

  /// Every window's hierarchy: `[UIViewController _printHierarchy]` (the class method) prints
  /// each window's root controller at the left margin, one after another.
  public static func parseWindows(_ text: String, file: String = "dump") throws(DumpError) -> [DumpNode] {
    guard text.utf8.count <= DumpLimits.maxBytes else {
      throw DumpError(file: file, line: 1, message: DumpFileReader.tooLarge)
    }
    var text = Substring(text)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }  // a byte order mark from an editor
    var lines = try DumpLine.split(String(text), file: file)
    if let unquoted = unescapeQuoted(lines) { lines = try DumpLine.split(unquoted, file: file) }
    var entries: [DumpEntry] = []
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      try DumpLine.checkLength(raw, number: number, file: file)
      let (uncoloured, removed) = DumpLine.removingColour(raw)
      var line = DumpLine(number: number, text: uncoloured.replacingTabs(), removed: removed)
      // Quoted in Markdown (`> `, `>> `): drop the quote markers.
      var rest = Substring(line.text)
      while rest.hasPrefix(">") {
        rest.removeFirst()
        if rest.hasPrefix(" ") { rest.removeFirst() }
      }
      if isNoise(rest) { continue }
      if let range = rest.range(of: "- some : ") { rest = rest[range.upperBound...] }
      line.dropped = line.text.unicodeScalars.distance(from: line.text.startIndex, to: rest.startIndex)
      line.text = String(rest)
      let entry = try parseLine(line, file: file)
      entries.append(entry)
      guard entries.count <= maxControllers else {
        throw DumpError(file: file, line: number, message: "more than \(maxControllers) controllers: paste one window's hierarchy")
      }
    }
    guard let first = entries.first else {
      throw DumpError(
        file: file, line: max(1, lines.count),
        message: "no controller found; expected lines like `<UINavigationController 0x…>, state: appeared, view: <…>` "
          + "(print one with `expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]`)")
    }
    guard first.depth == 0, !first.isPresented else {
      throw DumpError(
        file: file, line: first.line, message: "the first controller is indented; the dump must start at the root controller (no `|` or `+` before it)")
    }
    return try buildTree(entries, file: file)
  }

  /// Lines people paste around the dump.
  static func isNoise(_ line: Substring) -> Bool {
    let t = line.trimmingSpaces()
    if t.isEmpty || t.hasPrefix("(lldb)") || t.hasPrefix("cy#") || t.hasPrefix("```") || t == "(lldb)" { return true }
    if t.hasPrefix("▿ Optional") || t.hasPrefix("Optional(") && !t.contains("<") { return true }
    if t.hasPrefix("po ") || t.hasPrefix("expr ") || t.hasPrefix("expression ") || t.hasPrefix("pvc") { return true }
    return false
  }

  /// cycript and some `po` outputs print the whole dump as one quoted string with `\n` escapes:
  /// the text inside the quotes, unescaped; nil when the dump is not one quoted string.
  static func unescapeQuoted(_ lines: [Substring]) -> String? {
    // Only when the first line that is not noise opens a quote.
    let first = lines.lazy.map { DumpLine.removingColour($0.prefix(200)).0.trimmingSpaces() }.first { !$0.isEmpty && !isNoise(Substring($0)) }
    guard first?.hasPrefix("\"") == true else { return nil }
    let t = lines.map { DumpLine.removingColour($0).0.trimmingSpaces() }.filter { !$0.isEmpty && !isNoise(Substring($0)) }
      .joined(separator: "\n")
    guard t.hasPrefix("\""), t.hasSuffix("\""), t.count >= 2, t.contains("\\n") else { return nil }
    return String(t.dropFirst().dropLast()).replacingOccurrences(of: "\\n", with: "\n")
      .replacingOccurrences(of: "\\\"", with: "\"")
  }

  static func parseLine(_ line: DumpLine, file: String) throws(DumpError) -> DumpEntry {
    let number = line.number
    var rest = Substring(line.text)
    var depth = 0
    var presented = false
    while let c = rest.first, c == " " || c == "|" || c == "+" {
      if c == "|" || c == "+" {
        depth += 1
        presented = c == "+"
        guard depth <= maxDepth else {
          throw DumpError(
            file: file, line: number, column: line.column(rest.startIndex),
            message: "nested deeper than \(maxDepth) levels (a scene holds \(maxDepth + 1) controllers in a line)")
        }
      }
      rest.removeFirst()
    }
    guard rest.first == "<" else {
      throw DumpError(
        file: file, line: number, column: line.column(rest.startIndex),
        message: "expected `<ClassName 0x…>` after the `|`/`+` markers, found `\(TerminalSafe.clip(String(rest.prefix(60)), 40))`; "
          + "remove lines that are not part of the printed hierarchy")
    }
    guard let (inside, after) = bracketed(rest) else {
      throw DumpError(
        file: file, line: number, column: line.column(rest.startIndex),
        message: "the class name's `<` is not closed by `>`; paste the whole line")
    }
    let (className, address) = splitAddress(inside)
    guard !className.isEmpty else {
      throw DumpError(file: file, line: number, column: line.column(rest.startIndex), message: "empty class name in `<…>`")
    }
    var entry = DumpEntry(
      line: number, depth: depth, isPresented: presented, className: className, address: address, state: nil,
      viewClass: nil, viewLoaded: false, notInWindow: false, presentationController: nil)
    try readFields(after, of: line, into: &entry, file: file)
    return entry
  }

  /// `, state: appeared, view: <UIView 0x…> not in the window, presented with: <… 0x…>`.
  static func readFields(_ text: Substring, of line: DumpLine, into entry: inout DumpEntry, file: String) throws(DumpError) {
    var rest = text
    func failure(_ message: String) -> DumpError {
      DumpError(file: file, line: entry.line, column: line.column(rest.startIndex), message: message)
    }
    while true {
      rest = rest.drop { $0 == " " || $0 == "," }
      if rest.isEmpty { return }
      if rest.hasPrefix("state:") {
        rest = rest.dropFirst(6).drop { $0 == " " }
        let word = rest.prefix { $0 != "," && $0 != " " }
        entry.state = String(word)
        rest = rest[word.endIndex...]
      } else if rest.hasPrefix("view:") {
        rest = rest.dropFirst(5).drop { $0 == " " }
        if rest.hasPrefix("(view not loaded)") {
          rest = rest.dropFirst("(view not loaded)".count)
        } else if let (inside, after) = bracketed(rest) {
          entry.viewClass = splitAddress(inside).0
          entry.viewLoaded = true
          rest = after
        } else {
          throw failure("expected `view: <ViewClass 0x…>` or `view: (view not loaded)`")
        }
        let trimmed = rest.drop { $0 == " " }
        if trimmed.hasPrefix("not in the window") {
          entry.notInWindow = true
          rest = trimmed.dropFirst("not in the window".count)
        }
      } else if rest.hasPrefix("presented with:") {
        rest = rest.dropFirst("presented with:".count).drop { $0 == " " }
        if rest.hasPrefix("(null)") {
          // UIKit printed a nil presentation controller (swift-snapshot-testing's hierarchy
          // strategy shows it so): the style is not known.
          rest = rest.dropFirst("(null)".count)
          continue
        }
        guard let (inside, after) = bracketed(rest) else {
          throw failure("expected `presented with: <PresentationControllerClass 0x…>` or `presented with: (null)`")
        }
        entry.presentationController = splitAddress(inside).0
        rest = after
      } else {
        // Newer or older UIKit may print more fields: skip one we do not know, up to the next comma.
        let field = rest.prefix { $0 != "," }
        guard field.contains(":") || field.trimmingSpaces().isEmpty || field.hasPrefix("`") else {
          throw failure("unexpected `\(TerminalSafe.clip(String(field.prefix(60)), 40))` after the class; expected `, state: …, view: …`")
        }
        rest = rest[field.endIndex...]
      }
    }
  }

  /// `<…>` with nested angle brackets (generic class names): the inside and what follows.
  static func bracketed(_ text: Substring) -> (String, Substring)? {
    guard text.first == "<" else { return nil }
    var level = 0
    var index = text.startIndex
    while index < text.endIndex {
      let c = text[index]
      if c == "<" { level += 1 }
      if c == ">" {
        level -= 1
        if level == 0 {
          let inside = text[text.index(after: text.startIndex)..<index]
          return (String(inside), text[text.index(after: index)...])
        }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// `App.List 0x1234` / `App.List: 0x1234` / `App.List`.
  static func splitAddress(_ inside: String) -> (String, String?) {
    let trimmed = inside.trimmingSpaces()
    if let space = trimmed.lastIndex(of: " ") {
      let tail = trimmed[trimmed.index(after: space)...]
      if tail.hasPrefix("0x") {
        var name = String(trimmed[..<space]).trimmingSpaces()
        if name.hasSuffix(":") { name.removeLast() }
        return (name, String(tail))
      }
    }
    return (trimmed, nil)
  }

  /// Entries in order -> tree; a `+` entry is presented by the nearest entry one level up.
  static func buildTree(_ entries: [DumpEntry], file: String) throws(DumpError) -> [DumpNode] {
    // path[i] = index path of the current node at depth i, built as an array of nodes then folded.
    var nodes: [DumpNode] = []
    var parents: [Int?] = []
    var stack: [Int] = []  // indices into nodes, by depth
    for entry in entries {
      guard entry.depth <= stack.count else {
        throw DumpError(
          file: file, line: entry.line,
          message: "indented \(entry.depth - stack.count) level(s) deeper than the line before; each level adds one `|` (or `+`)")
      }
      stack.removeLast(stack.count - entry.depth)
      parents.append(stack.last)
      nodes.append(DumpNode(entry: entry))
      stack.append(nodes.count - 1)
    }
    // Fold bottom-up: children were appended after parents, so walk backwards.
    for index in stride(from: nodes.count - 1, through: 0, by: -1) {
      guard let parent = parents[index] else { continue }
      let node = nodes[index]
      if node.entry.isPresented {
        nodes[parent].presented.insert(node, at: 0)
      } else {
        nodes[parent].children.insert(node, at: 0)
      }
    }
    return nodes.indices.filter { parents[$0] == nil }.map { nodes[$0] }
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" || c == "\r" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
    return String(s)
  }

  func replacingTabs() -> String {
    var out = ""
    for c in self where c != "\r" { out.append(c == "\t" ? " " : c) }
    return out
  }
}

extension Substring {
  func trimmingSpaces() -> String { String(self).trimmingSpaces() }
}
