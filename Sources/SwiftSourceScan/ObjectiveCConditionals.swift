import Foundation
import StatusBarCore

/// Objective-C code that no app built today compiles (R13.5): the branches of `#if`/`#elif`/`#else`
/// that an availability macro rules out (`#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0`,
/// `#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_7_0`, asked of `Toolchain` in the core) and
/// `#if 0`. Any other condition (`TARGET_OS_IOS`, `DEBUG`, `#ifdef X`) may hold: its code is read.
enum ObjectiveCConditionals {
  /// One preprocessor line: where it starts and ends, and its text after `#`.
  struct Directive {
    var start: Int
    var end: Int
    var text: String
  }

  /// The byte ranges (between directives) that are never compiled.
  static func neverCompiled(_ directives: [Directive], count: Int) -> [Range<Int>] {
    struct Frame {
      var parentLive: Bool
      var anyTrue: Bool
      var dead: Bool
      var deadStart: Int?
    }
    var stack: [Frame] = []
    var ranges: [Range<Int>] = []
    func close(_ frame: inout Frame, at offset: Int) {
      if let start = frame.deadStart, start < offset { ranges.append(start..<offset) }
      frame.deadStart = nil
    }
    func open(_ frame: inout Frame, value: Bool?, after directive: Directive) {
      frame.dead = !frame.parentLive || frame.anyTrue || value == false
      frame.anyTrue = frame.anyTrue || value == true
      if frame.dead, frame.parentLive { frame.deadStart = directive.end }
    }
    for directive in directives where stack.count < 256 || !directive.text.hasPrefix("if") {
      let (keyword, condition) = split(directive.text)
      switch keyword {
      case "if", "ifdef", "ifndef":
        var frame = Frame(parentLive: !(stack.last?.dead ?? false), anyTrue: false, dead: false)
        open(&frame, value: keyword == "if" ? evaluate(condition) : nil, after: directive)
        stack.append(frame)
      case "elif":
        guard var frame = stack.popLast() else { continue }
        close(&frame, at: directive.start)
        open(&frame, value: evaluate(condition), after: directive)
        stack.append(frame)
      case "else":
        guard var frame = stack.popLast() else { continue }
        close(&frame, at: directive.start)
        open(&frame, value: nil, after: directive)
        stack.append(frame)
      case "endif":
        guard var frame = stack.popLast() else { continue }
        close(&frame, at: directive.start)
      default: continue
      }
    }
    while var frame = stack.popLast() { close(&frame, at: count) }
    return ranges
  }

  static func split(_ text: String) -> (String, String) {
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    let keyword = trimmed.prefix { $0.isLetter }
    return (String(keyword), String(trimmed.dropFirst(keyword.count)))
  }

  /// true / false when the condition always / never holds for an app built today; nil when it may.
  static func evaluate(_ condition: String) -> Bool? {
    var text = condition
    if let comment = text.byteRange(of: "//") { text = String(text[..<comment.lowerBound]) }
    if let comment = text.byteRange(of: "/*") { text = String(text[..<comment.lowerBound]) }
    text = text.replacingOccurrences(of: "\\\n", with: " ").trimmingCharacters(in: .whitespacesAndNewlines)
    for _ in 0..<8 where text.hasPrefix("(") && text.hasSuffix(")") && balanced(String(text.dropFirst().dropLast())) {
      text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
    if text == "0" { return false }
    if text == "1" { return true }
    if text.hasBytes("||") {
      let values = text.components(separatedBy: "||").map(evaluate)
      return values.contains(true) ? true : values.allSatisfy({ $0 == false }) ? false : nil
    }
    if text.hasBytes("&&") {
      let values = text.components(separatedBy: "&&").map(evaluate)
      return values.contains(false) ? false : values.allSatisfy({ $0 == true }) ? true : nil
    }
    for op in ["<=", ">=", "==", "!=", "<", ">"] {
      guard let range = text.byteRange(of: op) else { continue }
      let lhs = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      let rhs = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
      if Toolchain.macros[lhs] != nil, let version = Toolchain.version(ofMacroValue: rhs) { return Toolchain.holds(lhs, op, version) }
      let flipped = ["<=": ">=", ">=": "<=", "<": ">", ">": "<", "==": "==", "!=": "!="][op] ?? op
      if Toolchain.macros[rhs] != nil, let version = Toolchain.version(ofMacroValue: lhs) { return Toolchain.holds(rhs, flipped, version) }
      return nil
    }
    return nil
  }

  static func balanced(_ text: String) -> Bool {
    var depth = 0
    for c in text {
      if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
      if depth < 0 { return false }
    }
    return depth == 0
  }
}
