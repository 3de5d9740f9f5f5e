import AppImport
import StatusBarCore

/// The hard-coded heights an Objective-C statement holds (R7.1, D94, D141, D148).
extension ObjectiveCStatements {
  /// A literal 20 or 44 (`20.0`, `20.f`, `44.0f`) given as the status bar's height: the value
  /// assigned to something named after the status bar (`CGFloat statusBarHeight = 20;`, a
  /// `…StatusBarView` made with `CGRectMake(0, 0, w, 20)`), or compared with a status bar value
  /// (`statusBarFrame.size.height == 20`). Not a term of arithmetic (`height -= 20`, `+ 44` adds a
  /// navigation bar), nor a `CGRectMake` argument other than the height (R7.1).
  mutating func hardCodedHeights(_ raw: String, _ from: Int, returned: Bool = false) {
    let bytes = Array(raw.utf8)
    let assignment = returned ? nil : Self.assignmentSplit(bytes)
    let namesBar = { (slice: ArraySlice<UInt8>) in String(decoding: slice, as: UTF8.self).hasBytesIgnoringCase("statusbar") }
    // `return 20.0;` in a method named after the bar is given as its height, as an assignment is.
    let assignsBar = returned || (assignment.map { namesBar(bytes[..<$0]) } ?? false)
    let arithmetic: Set<UInt8> = [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/")]
    let afterReturn = raw.utf8.count - raw.drop(while: \.isWhitespace).utf8.count + "return".utf8.count
    var k = returned ? afterReturn : assignsBar ? (assignment ?? 0) + 1 : 0
    while k < bytes.count {
      let c = bytes[k]
      guard c == UInt8(ascii: "2") || c == UInt8(ascii: "4"), k == 0 || !Self.isWordByte(bytes[k - 1]) && bytes[k - 1] != UInt8(ascii: ".") else {
        k += 1
        continue
      }
      var end = k
      while end < bytes.count, (bytes[end] >= 0x30 && bytes[end] <= 0x39) || bytes[end] == UInt8(ascii: ".") { end += 1 }
      let digits = String(decoding: bytes[k..<end], as: UTF8.self)
      if end < bytes.count, bytes[end] == UInt8(ascii: "f") || bytes[end] == UInt8(ascii: "F") { end += 1 }
      defer { k = max(end, k + 1) }
      guard ["20", "44", "20.", "44.", "20.0", "44.0"].contains(digits), end >= bytes.count || !Self.isWordByte(bytes[end]) else { continue }
      let before = bytes[..<k].reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
      let after = bytes[end...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
      if let p = before.first, arithmetic.contains(p) { continue }
      if before.first == UInt8(ascii: "="), let p = before.dropFirst().first, arithmetic.contains(p) { continue }
      if let n = after.first, arithmetic.contains(n) { continue }
      // `return inset ?: 20;`, `return top > 0 ? top : 20;`: the fallback for a reading (D94).
      if returned, before.first == UInt8(ascii: ":") {
        let head = String(decoding: bytes[..<k], as: UTF8.self).filter { !$0.isWhitespace }
        if head.hasSuffix("?:") || head.hasBytes(">0?") || head.hasBytes("!=0?") { continue }
      }
      let lt = UInt8(ascii: "<")
      let gt = UInt8(ascii: ">")
      let eq = UInt8(ascii: "=")
      let bang = UInt8(ascii: "!")
      let b0 = before.first
      let b1 = before.dropFirst().first
      let a0 = after.first
      let a1 = after.dropFirst().first
      let compared =
        b0 == lt || b0 == gt || (b0 == eq && (b1 == eq || b1 == bang || b1 == lt || b1 == gt))
        || a0 == lt || a0 == gt || (a0 == eq && a1 == eq) || (a0 == bang && a1 == eq)
      // The statement names the status bar (the caller reads no other): a comparison is with it.
      guard assignsBar || compared else { continue }
      guard Self.isHeightArgument(bytes, k), !insideEmptyReadingCheck() else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: text.location(path, from + k), name: digits.hasSuffix(".") ? digits + "0" : digits))
      // `CGFloat statusBarHeight = 20.0f;`: a declaration the method may go on to replace.
      if assignsBar, let split = assignment {
        let left = String(decoding: bytes[..<split], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "*" })
        if left.count >= 2, let name = left.last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
          literalLocals[String(name)] = (uses.count - 1, openers.count)
        }
      }
    }
  }

  /// D148: a 20 added or taken away in a statement a comment says is about the status bar
  /// (`toolbar.frame.size.height + 20); // 20はstatus barの高さ`): that term is the bar's height.
  mutating func commentNamedHeights(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    let arithmetic: Set<UInt8> = [UInt8(ascii: "+"), UInt8(ascii: "-")]
    for literal in Self.literalTwenties(bytes) {
      let (k, end) = (literal.lowerBound, literal.upperBound)
      let before = bytes[..<k].reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "(") }
      let after = bytes[end...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: ")") }
      let b0 = before.first
      let operand =
        b0.map(arithmetic.contains) == true || (b0 == UInt8(ascii: "=") && before.dropFirst().first.map(arithmetic.contains) == true)
        || after.first.map(arithmetic.contains) == true
      guard operand, !insideEmptyReadingCheck() else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: text.location(path, from + k), name: "20"))
    }
  }

  /// D148: a comment on the statement's own lines, or right above them, names the status bar.
  func commentNamesStatusBar(_ raw: String, _ from: Int, _ to: Int) -> Bool {
    guard !text.statusBarComments.isEmpty else { return false }
    let start = from + (raw.utf8.count - raw.drop { $0.isWhitespace }.utf8.count)
    return text.commentNamesStatusBar(firstLine: text.location(path, start).line - 1, lastLine: text.location(path, to).line - 1)
  }

  /// D226: a 64 given (`= 64`), added or taken away in a statement a comment on its own lines, or
  /// right above it, says is about the status bar (`bg_edit_.frameTop = 64;  // status-bar +
  /// toolbar`, viewfinder's dashboard, round 69) is the status bar and a 44 pt bar together on a
  /// Home-button iPhone. Not a comment on the block around it, and not `== 64`.
  mutating func commentNamedSixtyFours(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    let arithmetic: Set<UInt8> = [UInt8(ascii: "+"), UInt8(ascii: "-")]
    for literal in Self.literals(of: Array(Self.barsNumeral.utf8), in: bytes) {
      let (k, end) = (literal.lowerBound, literal.upperBound)
      let before = bytes[..<k].reversed().drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "(") }
      let after = bytes[end...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: ")") }
      let given = before.first == UInt8(ascii: "=") && before.dropFirst().first.map { !"=!<>".utf8.contains($0) } ?? false
      let operand = before.first.map(arithmetic.contains) == true || after.first.map(arithmetic.contains) == true
      guard given || operand, !insideEmptyReadingCheck() else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: text.location(path, from + k), name: Self.barsNumeral))
    }
  }

  /// D197: the innermost block around the statement is about the status bar: its opening line
  /// (or the `if` of its `else`) carries a comment naming the bar, or comment lines right above
  /// that line do (`if (isFullScreen) {  //to fix the status bar for ios7`, ODS's document viewer,
  /// round 57), when `byComment`; else its `if` tests whether the bar is hidden (`if (![[UIApplication
  /// sharedApplication] isStatusBarHidden]) {`, VandyMobile's screenshot, round 57).
  func blockNamesStatusBar(byComment: Bool) -> Bool {
    guard let opener = openers.last, opener.to - opener.from < 400 else { return false }
    let head = Self.compact(text.string(opener.from, opener.to)).filter { !$0.isWhitespace }
    var brace = opener.to
    var condition = head
    if head == "}else" || head == "else" {
      let close = closingBrace(before: opener, head: head)
      guard let open = text.openingBrace(closingAt: close) else { return false }
      brace = open
      condition = text.ifCondition(closingAt: close) ?? ""
    } else if !head.hasPrefix("if(") && !head.hasPrefix("}elseif(") && !head.hasPrefix("elseif(") {
      return false
    } else {
      condition = head
    }
    // Under a test of an iOS before 7 (`if ( majorVersion < 7 ) {`, sixis' cards, round 56): an
    // iOS no app built today runs on (R13.5), whatever the comment says.
    let compact = condition.lowercased().filter { !$0.isWhitespace }
    if compact.hasBytes("<7"), compact.hasBytes("version") || compact.hasBytes("ios") { return false }
    if byComment {
      let line = text.location(path, brace).line - 1
      return text.commentNamesStatusBar(firstLine: line, lastLine: line)
    }
    // The branch that runs while the bar shows: `if (!…statusBarHidden)`, not its `else` nor
    // `if (…isStatusBarHidden)` (IOS_App_RenRen's photo viewer lays out both, round 58).
    guard brace == opener.to else { return false }
    let lowered = compact
    guard let hidden = lowered.byteRange(of: "statusbarhidden"), !lowered.hasBytes("frame"), !lowered.hasBytes("height") else { return false }
    let before = lowered[..<hidden.lowerBound]
    guard let bang = before.lastIndex(of: "!") else { return false }
    // The `!` negates the test itself: nothing between it and the bar's name closes a bracket
    // or joins another term (`![[UIApplication sharedApplication] isStatusBarHidden]`,
    // `!UIApplication.sharedApplication.statusBarHidden`).
    let between = before[before.index(after: bang)...]
    return !between.hasBytes("&") && !between.hasBytes("|") && !between.hasBytes(")")
  }

  /// D157: a view sized to the screen's height less a literal 20 (`CGRectMake(0, 0, 320,
  /// [UIScreen mainScreen].bounds.size.height - 44 - 20)`, `CGFloat tableHeight = kScreenHeight -
  /// 20;`) is sized to what a 20 pt bar leaves: that term is the bar's height (oschina and PdThx,
  /// round 46). A 64 (the bar and a 44 pt navigation bar) is D247's (`screenLessBarsHeights`). Only as a height (`CGRectMake`'s
  /// fourth argument, `CGSizeMake`'s second, a value assigned to something named a height), only
  /// after a reading of the screen's height (`mainScreen` … `height`, or a name holding screen and
  /// height) with nothing but numbers taken away between; `kScreenHeight - 20` as a y is a margin.
  mutating func screenLessBarHeights(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    for literal in Self.literalTwenties(bytes) {
      let (k, end) = (literal.lowerBound, literal.upperBound)
      var minus = k - 1
      while minus >= 0, bytes[minus] == 0x20 || bytes[minus] == 0x09 || bytes[minus] == UInt8(ascii: "(") { minus -= 1 }
      guard minus > 0, bytes[minus] == UInt8(ascii: "-") || bytes[minus] == UInt8(ascii: "+") && Self.raisedByTheBar(bytes, k) else { continue }
      // The term is the last of its expression: nothing is added to or taken from it after.
      let after = bytes[end...].drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ")") }
      if let next = after.first, "+-*/".utf8.contains(next) { continue }
      guard let start = Self.heightExpressionStart(bytes, minus) else { continue }
      // D203: after a y of minus the bar, any height the 20 is added to.
      let raised = bytes[minus] == UInt8(ascii: "+")
      guard raised || readsScreenHeight(bytes[start..<minus]) else { continue }
      let location = text.location(path, from + k)
      guard !insideEmptyReadingCheck(), !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
    }
  }

  /// D157, D247: the reading right before the numbers taken away is the screen's height:
  /// `….height` of `mainScreen`, one name holding both (`kScreen_Height`, `SCREEN_HEIGHT`), or a
  /// local holding it (D206); not `statusBarHeight` beside `isFullScreen`.
  func readsScreenHeight(_ head: ArraySlice<UInt8>) -> Bool {
    let head = String(decoding: head, as: UTF8.self).lowercased()
    let reading = head.reversed().drop { "0123456789.f-)] \t".contains($0) }
    let word = String(reading.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    return word == "height" && head.hasBytes("mainscreen") || word.hasBytes("screen") && word.hasBytes("height")
      || screenHeightLocals.contains(word)
  }

  /// D206: `CGFloat hght = [[UIScreen mainScreen] bounds].size.height;` (Cooliris' calendar, round
  /// 60): a local declared (or assigned) with the screen's height holds that reading for D157.
  mutating func noteScreenHeightLocal(_ raw: String) {
    let bytes = Array(raw.utf8)
    guard let split = Self.assignmentSplit(bytes) else { return }
    let left = String(decoding: bytes[..<split], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "*" || $0 == "\t" || $0 == "\n" })
    guard let name = left.last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return }
    let value = String(decoding: bytes[(split + 1)...], as: UTF8.self)
    let lowered = value.lowercased()
    if lowered.hasBytes("screen") || !screenSizeLocals.isEmpty, FrameBelowTheBars.isFullHeight(value, screenLocals: screenSizeLocals) {
      screenHeightLocals.insert(name.lowercased())
    } else {
      screenHeightLocals.remove(name.lowercased())
    }
    if FrameBelowTheBars.isScreenSize(value) {
      screenSizeLocals.insert(name.lowercased())
    } else {
      screenSizeLocals.remove(name.lowercased())
    }
  }

  /// D203: the byte at `at` is in the height of a `CGRectMake` whose y is minus a reading of the
  /// status bar (`CGRectMake(0, -Bsky_STATUS_BAR_HEIGHT, w, Bsky_SCREEN_HEIGHT - Bsky_TAB_BAR_HEIGHT + 20)`,
  /// BSKYResidents' table pulled up under the bar, round 59): a 20 added there gives back what the
  /// y took, so it is the bar's height.
  static func raisedByTheBar(_ bytes: [UInt8], _ at: Int) -> Bool {
    let around = enclosingBracket(bytes, at)
    guard let open = around.open, around.commas == 3, bytes[open] == UInt8(ascii: "("), callName(bytes, open) == "CGRectMake",
      let arguments = topLevelArguments(bytes, open), arguments.count == 4
    else { return false }
    let y = String(decoding: bytes[arguments[1]], as: UTF8.self).filter { !$0.isWhitespace }
    let name = y.lowercased().replacingOccurrences(of: "_", with: "")
    return y.hasPrefix("-") && name.hasBytes("statusbar")
  }

  /// Where the expression holding the byte at `at` starts when it gives a height: after the `(` of
  /// `CGRectMake(x, y, w, h)`'s fourth argument or `CGSizeMake(w, h)`'s second, or after the `=`
  /// of an assignment to something named a height. nil otherwise.
  static func heightExpressionStart(_ bytes: [UInt8], _ at: Int) -> Int? {
    var position = at
    while true {
      let around = enclosingBracket(bytes, position)
      guard let open = around.open else {
        guard around.commas == 0, let split = assignmentSplit(bytes), split < at else { return nil }
        let left = String(decoding: bytes[..<split], as: UTF8.self).lowercased()
        return left.trimmingCharacters(" ").hasSuffix("height") || left.hasBytes("height") && !left.hasBytes("(") ? split + 1 : nil
      }
      guard bytes[open] == UInt8(ascii: "(") else { return nil }
      switch callName(bytes, open) {
      case "CGRectMake": return around.commas == 3 ? (around.argumentStart ?? open + 1) : nil
      case "CGSizeMake": return around.commas == 1 ? (around.argumentStart ?? open + 1) : nil
      case "":  // a bracket of the expression itself: the expression goes on outside it
        guard around.commas == 0 else { return nil }
        position = open
      default: return nil
      }
    }
  }

  /// D158: a navigation bar's frame given a literal y of 20 (`self.navigationController.navigationBar.frame
  /// = CGRectMake(0, 20, 320, 44)`, `[navigationBar setFrame:CGRectMake(0, 20, w, 44)]`) puts the
  /// bar under a 20 pt status bar: the 20 is the status bar's height (PUMPL, round 46). The receiver
  /// must name a navigation bar (`navigationBar`, `navBar`); any other view's y of 20 is a margin.
  mutating func navigationBarOffsets(_ raw: String, _ from: Int) {
    let compact = raw.filter { !$0.isWhitespace }
    let lowered = compact.lowercased()
    let assigned = lowered.byteRange(of: ".frame=cgrectmake(")
    let sent = lowered.byteRange(of: "setframe:cgrectmake(")
    guard let call = assigned ?? sent else { return }
    let receiver = lowered[..<call.lowerBound]
    guard receiver.hasSuffix("navigationbar") || receiver.hasSuffix("navbar") || receiver.hasSuffix("navigationbar]") else { return }
    // The second argument of the CGRectMake, a literal 20 alone.
    let arguments = compact[call.upperBound...].split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
    guard arguments.count == 3, ["20", "20.0", "20.f", "20.0f", "20f"].contains(String(arguments[1])) else { return }
    // Its offset in the raw statement: the first 20 after the call's opening bracket and one comma.
    let bytes = Array(raw.utf8)
    guard let open = raw.range(of: "CGRectMake", options: .backwards).map({ raw.utf8.distance(from: raw.startIndex, to: $0.upperBound) }) else { return }
    var k = open
    var commas = 0
    while k < bytes.count, commas < 1 || !(bytes[k] == UInt8(ascii: "2")) {
      if bytes[k] == UInt8(ascii: ",") { commas += 1 }
      k += 1
    }
    guard k < bytes.count, !insideEmptyReadingCheck() else { return }
    let location = text.location(path, from + k)
    guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { return }
    uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
  }

  /// D192: a literal 20 added to a navigation bar's height (`self.masterNavigationController.navigationBar
  /// .frame.size.height + 20.0f`, KPCC's overlay pinned to the window's top, round 54) is the status
  /// bar's: together they make the 64 pt top of a Home-button iPhone.
  mutating func navigationBarPlusTwenty(_ raw: String, _ from: Int) {
    // Not the bar's own frame made 20 taller (`navigationBar.frame = CGRectMake(0, 32, w,
    // navigationBar.frame.size.height + 20)`, Bar-App's landscape hack, round 49): what that 20 is for
    // is not clear.
    let compact = raw.filter { !$0.isWhitespace }.lowercased()
    if let equals = compact.firstIndex(of: "="), compact[..<equals].hasBytes("navigationbar") || compact[..<equals].hasBytes("navbar") { return }
    if compact.hasBytes("navigationbarsetframe:") || compact.hasBytes("navbarsetframe:") { return }
    let bytes = Array(raw.utf8)
    for twenty in Self.literalTwenties(bytes) {
      let before = String(decoding: bytes[..<twenty.lowerBound], as: UTF8.self).filter { !$0.isWhitespace }.lowercased()
      guard before.hasSuffix("height+") else { continue }
      // The operand: the chain after the last `=`, `(`, `,`, `:` or `{` before it, and that one an
      // `=`: a height given to a variable or a property (not a value in a literal or an argument).
      let head = before.dropLast()
      guard let separator = head.lastIndex(where: { "=(,:{;".contains($0) }), head[separator] == "=" else { continue }
      let operand = head[head.index(after: separator)...]
      guard operand.hasBytes("navigationbar.") || operand.hasBytes("navigationbar]."), !insideEmptyReadingCheck() else { continue }
      let location = text.location(path, from + twenty.lowerBound)
      guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
    }
  }

  /// Each literal 20 of a statement (`20`, `20.0`, `20.f`, `20.0F`) as a whole number, not part of
  /// another (`120`, `20.5`, `x20`).
  static func literalTwenties(_ bytes: [UInt8]) -> [Range<Int>] { literals(of: Array("20".utf8), in: bytes) }

  /// D226: the status bar and a navigation bar together on a Home-button iPhone as code writes it
  /// (`64`), from the core's catalog.
  static let barsNumeral = Linter.points(CoreFacts.barOffsets.withNavigationBar)

  /// The whole-number literal `digits` standing alone (`64`, `64.0`, `64.f`), not part of a bigger number or name.
  static func literals(of digits: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var k = 0
    while k + digits.count <= bytes.count {
      defer { k += 1 }
      guard bytes[k..<(k + digits.count)].elementsEqual(digits), k == 0 || !isWordByte(bytes[k - 1]) && bytes[k - 1] != UInt8(ascii: ".")
      else { continue }
      var end = k + digits.count
      if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
        end += 1
        while end < bytes.count, bytes[end] == UInt8(ascii: "0") { end += 1 }
      }
      if end < bytes.count, bytes[end] == UInt8(ascii: "f") || bytes[end] == UInt8(ascii: "F") { end += 1 }
      guard end >= bytes.count || !isWordByte(bytes[end]) && bytes[end] != UInt8(ascii: ".") else { continue }
      found.append(k..<end)
    }
    return found
  }
}

extension ObjectiveCStatements {
  /// D217 in Objective-C: the statement's `condition ? a : b` on whether the bar shows.
  mutating func barVisibilityChoices(_ raw: String, _ from: Int) {
    let bytes = Array(raw.utf8)
    var depth = 0
    var question: Int?
    var colon: Int?
    for (i, b) in bytes.enumerated() {
      if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") { depth += 1 }
      if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth -= 1 }
      if depth == 0, b == UInt8(ascii: "?"), question == nil { question = i }
      if depth == 0, b == UInt8(ascii: ":"), question != nil, colon == nil { colon = i }
    }
    guard let question, let colon, colon > question else { return }
    // The condition: after the assignment's `=` or a `return`, up to the `?`.
    let head = bytes[..<question]
    var start = Self.assignmentSplit(Array(head)).map { $0 + 1 } ?? 0
    let headText = String(decoding: head, as: UTF8.self)
    if let r = headText.byteRange(of: "return ") { start = max(start, headText.utf8.distance(from: headText.startIndex, to: r.upperBound)) }
    guard let visible = BarVisibilityChoice.branchWhileShown(String(decoding: bytes[start..<question], as: UTF8.self)) else { return }
    let thenRange = (question + 1)..<colon
    let elseRange = (colon + 1)..<bytes.count
    let (shown, other) = visible == .then ? (thenRange, elseRange) : (elseRange, thenRange)
    for offset in BarVisibilityChoice.barTwenties(in: Array(bytes[shown]), other: Array(bytes[other])) {
      let location = text.location(path, from + shown.lowerBound + offset)
      guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { continue }
      uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: "20"))
    }
  }
}
