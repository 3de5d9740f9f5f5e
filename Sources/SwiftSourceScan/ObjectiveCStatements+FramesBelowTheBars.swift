/// D205 in Objective-C: `CGRectMake(x, 20, w, [UIScreen mainScreen].bounds.size.height - 20)`,
/// and D236: the same rect written `(CGRect){x, 20, w, …}`.
extension ObjectiveCStatements {
  /// Each `CGRectMake` of the statement at a literal y of the bars' offset whose height is a
  /// full-height reading less that same literal: its y is reported as the bars' hard-coded height.
  mutating func framesBelowTheBars(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    for open in Self.rectArgumentOpenings(bytes) {
      guard let arguments = Self.topLevelArguments(bytes, open), arguments.count == 4 else { continue }
      let argument = { (i: Int) in String(decoding: bytes[arguments[i]], as: UTF8.self) }
      if let raised = FrameBelowTheBars.raisedUnderTheBars(y: argument(1), height: argument(3)) {
        let start = arguments[1].first { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 } ?? arguments[1].startIndex
        let location = text.location(path, from + start)
        if !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) {
          uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: raised))
        }
        continue
      }
      guard let offset = FrameBelowTheBars.offset(argument(1)) else { continue }
      // D249: a custom navigation bar's own subviews at a y of 20 clear a 20 pt status bar.
      if offset == Linter.points(CoreFacts.barOffsets.statusBar), FrameBelowTheBars.isCustomNavigationBar(enclosingClass) {
        let start = arguments[1].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } ?? arguments[1].startIndex
        let location = text.location(path, from + start)
        if !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) {
          uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: offset))
        }
        continue
      }
      // `reading - 20`: split at the last `-` outside brackets; the right side the same literal.
      let height = bytes[arguments[3]]
      var depth = 0
      var minus: Int?
      for i in height.indices {
        let b = bytes[i]
        if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
        if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
        if b == UInt8(ascii: "-"), depth == 0 { minus = i }
      }
      let fills =
        minus.map { minus in
          FrameBelowTheBars.offset(String(decoding: bytes[(minus + 1)..<height.endIndex], as: UTF8.self)) == offset
            && FrameBelowTheBars.isFullHeight(String(decoding: bytes[height.startIndex..<minus], as: UTF8.self), screenLocals: screenSizeLocals)
        } ?? false
      guard fills || FrameBelowTheBars.spansUnderTheBars(x: argument(0), offset: offset, width: argument(2), screenLocals: screenSizeLocals) else {
        continue
      }
      let start = arguments[1].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D } ?? arguments[1].startIndex
      let location = text.location(path, from + start)
      // One finding a line: D157 may have read the height's literal already.
      guard !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: offset))
    }
  }

  /// D208: `[table setContentOffset:CGPointMake(0, -64) animated:YES]`, `table.contentInset =
  /// UIEdgeInsetsMake(64, 0, 0, 0)`: the 64 is the bars' height.
  mutating func insetsUnderTheBars(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    for (call, negated) in [("CGPointMake", true), ("UIEdgeInsetsMake", false)] {
      guard let range = raw.byteRange(of: call) else { continue }
      var open = raw.utf8.distance(from: raw.startIndex, to: range.upperBound)
      while open < bytes.count, bytes[open] == 0x20 || bytes[open] == 0x09 { open += 1 }
      guard open < bytes.count, bytes[open] == UInt8(ascii: "("), let arguments = Self.topLevelArguments(bytes, open),
        arguments.count == (negated ? 2 : 4)
      else { continue }
      let argument = { (i: Int) in String(decoding: bytes[arguments[i]], as: UTF8.self) }
      let (x, top) = negated ? (argument(0), argument(1)) : (argument(1), argument(0))
      let property = String(decoding: bytes[..<open], as: UTF8.self)
      guard FrameBelowTheBars.restoresTheBarsInset(property: property, x: x, top: top, negated: negated) else { continue }
      let literal = arguments[negated ? 1 : 0]
      guard let start = literal.first(where: { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else { continue }
      let location = text.location(path, from + start)
      guard !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { continue }
      let digits = String(top.filter { $0 != "-" })
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: FrameBelowTheBars.offset(digits) ?? digits))
    }
  }

  /// Where each rect's four numbers open: the `(` of `CGRectMake(…)` and, D236, the `{` of a C
  /// compound literal `(CGRect){0, 64, w, h - 64}` (WXYTest's table, round 74).
  static func rectArgumentOpenings(_ bytes: [UInt8]) -> [Int] {
    var openings: [Int] = []
    for (name, opening) in [(Array("CGRectMake".utf8), UInt8(ascii: "(")), (Array("(CGRect)".utf8), UInt8(ascii: "{"))] {
      var k = 0
      while k + name.count < bytes.count {
        defer { k += 1 }
        guard bytes[k] == name[0], k == 0 || !isWordByte(bytes[k - 1]), Array(bytes[k..<(k + name.count)]) == name else { continue }
        var open = k + name.count
        while open < bytes.count, bytes[open] == 0x20 || bytes[open] == 0x09 { open += 1 }
        if open < bytes.count, bytes[open] == opening { openings.append(open) }
      }
    }
    return openings.sorted()
  }

  /// The byte ranges of the arguments of the call whose `(` (or a compound literal whose `{`) is at
  /// `open`, split at its top-level commas; nil when the bracket does not close in the statement.
  static func topLevelArguments(_ bytes: [UInt8], _ open: Int) -> [Range<Int>]? {
    var depth = 0
    var start = open + 1
    var ranges: [Range<Int>] = []
    var i = open + 1
    while i < bytes.count {
      let b = bytes[i]
      if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") { depth += 1 }
      if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
        if depth == 0 {
          ranges.append(start..<i)
          return ranges
        }
        depth -= 1
      }
      if b == UInt8(ascii: ","), depth == 0 {
        ranges.append(start..<i)
        start = i + 1
      }
      i += 1
    }
    return nil
  }
}
