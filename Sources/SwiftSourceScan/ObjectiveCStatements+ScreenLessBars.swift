/// D247: D157 for the status bar and a navigation bar together. A view sized to the screen's
/// height less a literal 64 (`CGRectMake(0, 64, w, ScreenHeight - 64)`, `SCREEN_HEIGHT - 64 - 49`
/// above a tab bar, `CGFloat h = kScreenHeight - 64;`) is sized to what a 20 pt status bar and a
/// 44 pt navigation bar leave on a Home-button iPhone: from 88 to 108 pt of bars elsewhere, the
/// view runs past the bottom or leaves a gap. D157 left 64 out because the keys of the first
/// rounds disagreed; every key since round 59 that met one flagged it (freshake's 31 screens,
/// round 85; kcb_ios' tables, round 67). Only as a height, only right after a reading of the
/// screen's height with nothing but numbers taken away between, and with nothing but numbers
/// taken away after it (a tab bar's 49, a toolbar's 44).
extension ObjectiveCStatements {
  mutating func screenLessBarsHeights(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    for literal in Self.literals(of: Array(Self.barsNumeral.utf8), in: bytes) {
      let (k, end) = (literal.lowerBound, literal.upperBound)
      var minus = k - 1
      while minus >= 0, space(bytes[minus]) { minus -= 1 }
      guard minus > 0, bytes[minus] == UInt8(ascii: "-"), Self.onlyNumbersTakenAway(bytes[end...]) else { continue }
      guard let start = Self.heightExpressionStart(bytes, minus), readsScreenHeight(bytes[start..<minus]) else { continue }
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
}
