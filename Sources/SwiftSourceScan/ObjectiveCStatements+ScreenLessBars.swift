/// D247: D157 for the status bar and a navigation bar together. A view sized to the screen's
/// height less a literal 64 (`CGRectMake(0, 64, w, ScreenHeight - 64)`, `SCREEN_HEIGHT - 64 - 49`
/// above a tab bar, `CGFloat h = kScreenHeight - 64;`) is sized to what a 20 pt status bar and a
/// 44 pt navigation bar leave on a Home-button iPhone: from 88 to 108 pt of bars elsewhere, the
/// view runs past the bottom or leaves a gap. D157 left 64 out because the keys of the first
/// rounds disagreed; every key since round 59 that met one flagged it (freshake's 31 screens,
/// round 85; kcb_ios' tables, round 67). Only as a height, only right after a reading of the
/// screen's height with nothing but numbers taken away between, and with nothing but numbers
/// taken away after it (a tab bar's 49, a toolbar's 44).
///
/// D251: the same reading anywhere else: a y (`CGRectMake(0, SCREEN_HEIGHT - 64 - 49, w, 49)` for a
/// bottom button), SDAutoLayout's `yIs(ScreenHeight - 64)`, a content offset
/// (`CGPointMake(0, ScreenHeight - 64)`), a bound tested (`frame.origin.y > ScreenHeight - 49 - 64 -
/// 45`), a value returned. Each places something by what the bars leave on a Home-button iPhone:
/// freshake's sheets parked at `yIs(ScreenHeight - 64)` show their top on a notch iPhone, and its
/// bottom buttons sit under the home indicator (13 lines keyed in round 85; TGFNews' returned row
/// height, round 59; QiJiMaShuCoach's content size, round 61). Not a y whose rect is itself 64 high
/// (`CGRectMake(0, SCREEN_HEIGHT - 64, w, 64)`: a 64 pt bar pinned to the bottom), and not a 64
/// multiplied or divided.
extension ObjectiveCStatements {
  mutating func screenLessBarsHeights(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    for literal in Self.literals(of: Array(Self.barsNumeral.utf8), in: bytes) {
      let (k, end) = (literal.lowerBound, literal.upperBound)
      var minus = k - 1
      while minus >= 0, space(bytes[minus]) { minus -= 1 }
      guard minus > 0, bytes[minus] == UInt8(ascii: "-") else { continue }
      if let start = Self.heightExpressionStart(bytes, minus) {
        guard Self.onlyNumbersTakenAway(bytes[end...]), readsScreenHeight(bytes[start..<minus]) else { continue }
      } else {
        // D251: anywhere else the screen's height less 64 is read (a y, an offset, a test).
        guard readsScreenHeight(bytes[Self.termStart(bytes, minus)..<minus]), Self.isTerm(bytes[end...]),
          !Self.isBottomBarOfTheBarsHeight(bytes, k)
        else { continue }
      }
      let location = text.location(path, from + k)
      guard !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: Self.barsNumeral))
    }
  }

  /// What follows a term is nothing, or more numbers taken away (`- 49`, `- 44.0f`), up to the end
  /// of the expression (`)`, `,`, `;`, `]`).
  static func onlyNumbersTakenAway(_ rest: ArraySlice<UInt8>) -> Bool {
    var i = rest.startIndex
    func skipSpaces() { while i < rest.endIndex, rest[i] == 0x20 || rest[i] == 0x09 { i += 1 } }
    while true {
      skipSpaces()
      guard i < rest.endIndex else { return true }
      let next = rest[i]
      if next == UInt8(ascii: ")") || next == UInt8(ascii: ",") || next == UInt8(ascii: ";") || next == UInt8(ascii: "]") { return true }
      guard next == UInt8(ascii: "-") else { return false }
      i += 1
      skipSpaces()
      let digits = i
      while i < rest.endIndex, (0x30...0x39).contains(rest[i]) || rest[i] == UInt8(ascii: ".") { i += 1 }
      guard i > digits else { return false }
      if i < rest.endIndex, rest[i] == UInt8(ascii: "f") || rest[i] == UInt8(ascii: "F") { i += 1 }
      if i < rest.endIndex, isWordByte(rest[i]) { return false }
    }
  }

  /// D251: where the term holding the byte at `at` starts: after the `(`, `[` or `,` that opens its
  /// argument, after an assignment's `=`, after a comparison or `return`, or the statement's start.
  static func termStart(_ bytes: [UInt8], _ at: Int) -> Int {
    let around = enclosingBracket(bytes, at)
    var start = around.argumentStart ?? around.open.map { $0 + 1 } ?? 0
    if around.open == nil, around.argumentStart == nil, let split = assignmentSplit(bytes), split < at { start = split + 1 }
    // A test's sides: `frame.origin.y > ScreenHeight - 64` reads from after the `>`.
    var i = at - 1
    while i >= start {
      let b = bytes[i]
      if b == UInt8(ascii: ">") || b == UInt8(ascii: "<") || b == UInt8(ascii: "?") || b == UInt8(ascii: ":") || b == UInt8(ascii: "=") {
        return i + 1
      }
      i -= 1
    }
    return start
  }

  /// D251: the literal is a term of a sum: neither multiplied nor divided after it.
  static func isTerm(_ rest: ArraySlice<UInt8>) -> Bool {
    guard let next = rest.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return true }
    return next != UInt8(ascii: "*") && next != UInt8(ascii: "/") && next != UInt8(ascii: ".")
  }

  /// D251: the literal is in a `CGRectMake`'s y whose height is a literal 64 too: a bar of that
  /// height pinned to the bottom, not the bars above.
  static func isBottomBarOfTheBarsHeight(_ bytes: [UInt8], _ at: Int) -> Bool {
    let around = enclosingBracket(bytes, at)
    guard let open = around.open, around.commas == 1, bytes[open] == UInt8(ascii: "("), callName(bytes, open) == "CGRectMake",
      let arguments = topLevelArguments(bytes, open), arguments.count == 4
    else { return false }
    return FrameBelowTheBars.isBarsHeight(String(decoding: bytes[arguments[3]], as: UTF8.self))
  }
}
