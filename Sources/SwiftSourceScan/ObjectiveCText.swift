import AppImport
import StatusBarCore

/// Objective-C text with its comments and preprocessor lines (`#if`, `#import`…) blanked (line
/// breaks kept, so offsets keep their line), and so is code no app built today compiles (R13.5:
/// `ObjectiveCConditionals`); and the few linear look-ups `ObjectiveCReader` needs.
/// A directive is blanked so that a statement after `#if TARGET_OS_IOS` starts on its own line.
struct ObjectiveCText {
  let bytes: [UInt8]
  /// Offsets where each line starts.
  let lineStarts: [Int]
  /// Lines (0-based) with a comment that names the status bar (`// 20はstatus barの高さ`,
  /// `//减去状态栏、导航栏的高度`), and whether that comment also says 20 (D148).
  var statusBarComments: [Int: Bool] = [:]
  /// Lines (0-based) holding code (outside comments and directives), and lines holding a comment.
  var codeLines: Set<Int> = []
  var commentLines: Set<Int> = []
  /// Where each conditional directive (`#if`, `#else`, `#endif`, …) starts, in order.
  var conditionalStarts: [Int] = []

  init(_ input: [UInt8]) {
    var out = input
    var i = 0
    let n = input.count
    var starts = [0]
    var lineHasCode = false
    var directives: [ObjectiveCConditionals.Directive] = []
    var comments: [Int: Bool] = [:]
    var code: Set<Int> = []
    var commented: Set<Int> = []
    while i < n {
      let c = input[i]
      if c == 0x0A {
        starts.append(i + 1)
        lineHasCode = false
        i += 1
      } else if c == 0x23, !lineHasCode {  // a directive, to its end (a backslash continues it)
        let start = i
        while i < n, input[i] != 0x0A || (i > 0 && input[i - 1] == 0x5C) {
          if input[i] == 0x0A { starts.append(i + 1) } else { out[i] = 0x20 }
          i += 1
        }
        // Only conditionals (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`) are kept for R13.5.
        var w = start + 1
        while w < i, input[w] == 0x20 || input[w] == 0x09 { w += 1 }
        let conditional =
          w + 1 < i
          && ((input[w] == UInt8(ascii: "i") && input[w + 1] == UInt8(ascii: "f"))
            || (input[w] == UInt8(ascii: "e") && (input[w + 1] == UInt8(ascii: "l") || input[w + 1] == UInt8(ascii: "n"))))
        if conditional, directives.count < 100_000, i - start < 4096 {
          directives.append(.init(start: start, end: i, text: String(decoding: input[(start + 1)..<i], as: UTF8.self)))
        }
      } else if c == 0x20 || c == 0x09 || c == 0x0D {
        i += 1
      } else if c == 0x2F, i + 1 < n, input[i + 1] == 0x2F {  // line comment (the line's code, if any, came before)
        let start = i
        commented.insert(starts.count - 1)
        while i < n, input[i] != 0x0A {
          out[i] = 0x20
          i += 1
        }
        if let says20 = Self.namesStatusBar(input[start..<i]) { comments[starts.count - 1] = says20 }
      } else if c == 0x2F, i + 1 < n, input[i + 1] == 0x2A {  // block comment
        let start = i
        out[i] = 0x20
        out[i + 1] = 0x20
        i += 2
        defer { if let says20 = Self.namesStatusBar(input[start..<min(i, n)]) { comments[starts.count - 1] = says20 } }
        commented.insert(starts.count - 1)
        while i < n, !(input[i] == 0x2A && i + 1 < n && input[i + 1] == 0x2F) {
          if input[i] == 0x0A {
            starts.append(i + 1)
            commented.insert(starts.count - 1)
            lineHasCode = false
          } else {
            out[i] = 0x20
          }
          i += 1
        }
        if i < n {
          out[i] = 0x20
          if i + 1 < n { out[i + 1] = 0x20 }
          i += 2
        }
      } else if c == 0x22 || c == 0x27 {  // a string or character: kept, but not read as code
        if !lineHasCode { code.insert(starts.count - 1) }
        lineHasCode = true
        let quote = c
        i += 1
        while i < n, input[i] != quote, input[i] != 0x0A {
          if input[i] == 0x5C { i += 1 }
          i += 1
        }
        i += 1
      } else {
        if !lineHasCode { code.insert(starts.count - 1) }
        lineHasCode = true
        i += 1
      }
    }
    // R13.5: what no app built today compiles is not read (line breaks kept).
    for range in ObjectiveCConditionals.neverCompiled(directives, count: n) {
      for k in range where out[k] != 0x0A { out[k] = 0x20 }
    }
    bytes = out
    lineStarts = starts
    statusBarComments = comments
    conditionalStarts = directives.map(\.start)
    codeLines = code
    commentLines = commented
  }

  /// Whether a comment names the status bar (in English, Chinese or Japanese), and if so whether it
  /// also says 20; nil when it does not name it.
  static func namesStatusBar(_ comment: ArraySlice<UInt8>) -> Bool? {
    // Most comments name no status bar: look for `tatus` (any case) or a byte of CJK text before
    // building a string.
    guard comment.count < 2_000 else { return nil }
    var candidate = false
    var k = comment.startIndex
    while k + 4 < comment.endIndex, !candidate {
      let b = comment[k]
      if b >= 0xE3 && b <= 0xE6 { candidate = true }
      if b | 0x20 == UInt8(ascii: "t"), comment[k + 1] | 0x20 == UInt8(ascii: "a"), comment[k + 2] | 0x20 == UInt8(ascii: "t"),
        comment[k + 3] | 0x20 == UInt8(ascii: "u"), comment[k + 4] | 0x20 == UInt8(ascii: "s")
      {
        candidate = true
      }
      k += 1
    }
    guard candidate else { return nil }
    let text = String(decoding: comment, as: UTF8.self)
    let lowered = text.lowercased()
    guard
      lowered.hasBytes("status bar") || lowered.hasBytes("statusbar") || lowered.hasBytes("status-bar") || text.hasBytes("状态栏")
        || text.hasBytes("ステータスバー")
    else { return nil }
    let bytes = Array(comment)
    for k in bytes.indices where bytes[k] == UInt8(ascii: "2") && k + 1 < bytes.count && bytes[k + 1] == UInt8(ascii: "0") {
      let before = k == 0 ? nil : bytes[k - 1]
      let after = k + 2 < bytes.count ? bytes[k + 2] : nil
      if before.map({ !isWordByte($0) || $0 == UInt8(ascii: "x") }) ?? true, after.map({ !($0 >= 0x30 && $0 <= 0x39) }) ?? true { return true }
    }
    return false
  }

  /// D148: the statement on lines `first...last` (0-based) is said by a comment to be about the
  /// status bar: one on its own lines, one in the comment lines right above it, or one within the
  /// three lines above that says 20 too (`// The 20px is for the status bar`).
  func commentNamesStatusBar(firstLine first: Int, lastLine last: Int) -> Bool {
    guard !statusBarComments.isEmpty else { return false }
    if (first...max(first, last)).contains(where: { statusBarComments[$0] != nil }) { return true }
    var line = first - 1
    var directlyAbove = true
    while line >= 0, line >= first - 3 {
      if let says20 = statusBarComments[line], isCommentOnly(line), directlyAbove || says20 { return true }
      if !isCommentOnly(line) { directlyAbove = false }
      line -= 1
    }
    return false
  }

  /// A line with a comment and no code.
  func isCommentOnly(_ line: Int) -> Bool { commentLines.contains(line) && !codeLines.contains(line) }

  func location(_ path: String, _ offset: Int) -> SourceLocation {
    let (line, column) = LineStarts.lineAndColumn(at: offset, in: lineStarts)
    return SourceLocation(file: path, line: line, column: column)
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
  }

  /// The `{` that the `}` at `close` closes (within 20,000 bytes), by counting braces.
  func openingBrace(closingAt close: Int) -> Int? {
    guard close >= 0, close < bytes.count, bytes[close] == UInt8(ascii: "}") else { return nil }
    let floor = max(0, close - 20_000)
    var i = close - 1
    var depth = 0
    while i >= floor {
      let c = bytes[i]
      if c == UInt8(ascii: "}") {
        depth += 1
      } else if c == UInt8(ascii: "{") {
        if depth == 0 { return i }
        depth -= 1
      }
      i -= 1
    }
    return nil
  }

  /// The condition of the `if` whose block the `}` at `close` ends (`if (x) { … }` gives `x`),
  /// matching braces and parentheses back from it (comments are blank already); nil when what
  /// precedes the block is no `if (…)` or lies more than 20,000 bytes back.
  func ifCondition(closingAt close: Int) -> String? {
    guard var i = openingBrace(closingAt: close) else { return nil }
    let floor = max(0, close - 20_000)
    i -= 1
    i = skippingSpaceBack(from: i, floor: floor)
    guard i >= floor, bytes[i] == UInt8(ascii: ")") else { return nil }
    let end = i
    var depth = 0
    while i >= floor {
      if bytes[i] == UInt8(ascii: ")") {
        depth += 1
      } else if bytes[i] == UInt8(ascii: "(") {
        depth -= 1
        if depth == 0 { break }
      }
      i -= 1
    }
    guard i >= floor else { return nil }
    let open = i
    i -= 1
    i = skippingSpaceBack(from: i, floor: floor)
    guard i >= floor + 1, bytes[i] == UInt8(ascii: "f"), bytes[i - 1] == UInt8(ascii: "i") else { return nil }
    if i >= floor + 2 {
      let before = bytes[i - 2]
      if before == UInt8(ascii: "_") || (before >= 0x30 && before <= 0x39) || (before | 0x20 >= 0x61 && before | 0x20 <= 0x7A) { return nil }
    }
    return string(open + 1, end)
  }

  /// The offset of the last non-space byte at or before `i` (floor - 1 when there is none).
  func skippingSpaceBack(from i: Int, floor: Int) -> Int {
    var i = i
    while i >= floor, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i -= 1 }
    return i
  }

  /// Whether a conditional directive starts in `from..<to`.
  func hasConditional(_ from: Int, _ to: Int) -> Bool {
    var low = 0
    var high = conditionalStarts.count
    while low < high {
      let mid = (low + high) / 2
      if conditionalStarts[mid] < from { low = mid + 1 } else { high = mid }
    }
    return low < conditionalStarts.count && conditionalStarts[low] < to
  }

  /// Whether `needle` occurs in `from..<to`: a byte search, no string made (a statement's cheap first test).
  func contains(_ needle: [UInt8], _ from: Int, _ to: Int) -> Bool { Self.contains(bytes, needle, from, to) }

  /// Whether `needle` occurs in `bytes[from..<to]` (an empty needle always does).
  static func contains(_ bytes: [UInt8], _ needle: [UInt8], _ from: Int, _ to: Int) -> Bool {
    needle.isEmpty || ByteSearch.first(needle, in: bytes, from: from, to: to, ignoringCase: false) != nil
  }

  func string(_ from: Int, _ to: Int) -> String { String(decoding: bytes[max(0, from)..<min(to, bytes.count)], as: UTF8.self) }

  /// The identifier starting exactly at `i`.
  func word(at i: Int) -> String? {
    var k = i
    while k < bytes.count, Self.isWordByte(bytes[k]) { k += 1 }
    return k > i ? string(i, k) : nil
  }

  /// The next identifier after spaces (on any line), and the offset after it.
  func nextWord(_ from: Int) -> (String?, Int) {
    var k = from
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
    guard let w = word(at: k) else { return (nil, k) }
    return (w, k + w.utf8.count)
  }

  func line(from i: Int) -> Substring {
    var k = i
    while k < bytes.count, bytes[k] != 0x0A, k - i < 400 { k += 1 }
    return Substring(string(i, k))
  }

  func indexAfter(_ character: Character, from: Int) -> Int {
    let target = character.asciiValue ?? 0
    var k = from
    while k < bytes.count, bytes[k] != target, bytes[k] != 0x0A { k += 1 }
    return k + 1
  }

  func atLineStart(_ i: Int) -> Bool {
    var k = i - 1
    while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
    return k < 0 || bytes[k] == 0x0A
  }

  func skipQuoted(_ i: Int) -> Int {
    let quote = bytes[i]
    var k = i + 1
    while k < bytes.count, bytes[k] != quote, bytes[k] != 0x0A {
      if bytes[k] == 0x5C { k += 1 }
      k += 1
    }
    return k + 1
  }

  /// `- (Type)name…` up to its `{` (nil: a declaration ending in `;`).
  func methodHeader(_ i: Int) -> (name: String, bodyStart: Int?, end: Int)? {
    var k = i + 1
    while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
    guard k < bytes.count, bytes[k] == 0x28 else { return nil }  // (
    var depth = 0
    while k < bytes.count {
      if bytes[k] == 0x28 { depth += 1 }
      if bytes[k] == 0x29 {
        depth -= 1
        if depth == 0 { break }
      }
      if bytes[k] == 0x0A { return nil }
      k += 1
    }
    let (name, after) = nextWord(k + 1)
    guard let name else { return nil }
    var j = after
    while j < bytes.count, j - after < 2_000 {
      if bytes[j] == 0x7B { return (name, j, j) }  // {
      if bytes[j] == 0x3B {  // ;
        // `- (void)show:(UIViewController *)c;` then `{` on the next line: a definition all the same
        // (Objective-C allows the semicolon; CLImageEditor writes it, round 26).
        var k = j + 1
        while k < bytes.count, k - j < 256, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
        if k < bytes.count, bytes[k] == 0x7B { return (name, k, k) }
        return (name, nil, j + 1)
      }
      j += 1
    }
    return (name, nil, j)
  }

  /// The `}` closing the `{` at `open`; strings and characters skipped.
  func matchingBrace(_ open: Int) -> Int? {
    var depth = 0
    var k = open
    while k < bytes.count {
      let c = bytes[k]
      if c == 0x22 || c == 0x27 {
        k = skipQuoted(k)
        continue
      }
      if c == 0x7B { depth += 1 }
      if c == 0x7D {
        depth -= 1
        if depth == 0 { return k }
      }
      k += 1
    }
    return nil
  }
}
