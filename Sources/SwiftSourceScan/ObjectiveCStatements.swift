import AppImport
import StatusBarCore

/// The statements of one Objective-C method body, read for where controllers go: locals built
/// with `[[X alloc] init…]` / `[X new]`, `x.modalPresentationStyle = UIModalPresentation…`,
/// `presentViewController:x animated:`, `pushViewController:x animated:`, `addChildViewController:x`,
/// `initWithRootViewController:x`, and UIApplication's status bar setters. One pass over the body.
/// The controllers a method's names hold: its locals, and `self.x` / `_x` of a `@property` of an
/// app's controller class the file declares (looked up, not copied into every method).
struct ObjectiveCLocals {
  var own: [String: PlacedController] = [:]
  var properties: [String: PlacedController] = [:]

  subscript(name: String) -> PlacedController? {
    get {
      if let local = own[name] { return local }
      if name.hasPrefix("self.") { return properties[String(name.dropFirst(5))] }
      if name.hasPrefix("_") { return properties[String(name.dropFirst())] }
      return nil
    }
    set { own[name] = newValue }
  }
}

struct ObjectiveCStatements {
  typealias Locals = ObjectiveCLocals
  let text: ObjectiveCText
  let path: String
  let enclosingClass: String
  var locals = Locals()
  /// Names the code gives `self` for a block (`__weak typeof(self) weakSelf = self;`): a message to
  /// one is a message to self (LLSimpleCamera's `[weakSelf presentViewController:…]`, round 22).
  var selfAliases: Set<String> = []
  /// Locals declared as the application (`UIApplication *myApp = [UIApplication sharedApplication];`,
  /// SBBS's compose screens, round 41), to which the setters are sent like to the application itself.
  var applicationLocals: Set<String> = []
  /// A `+` method: `self` is the class, so `self.…` settings are not the instance's.
  var classMethod = false
  /// The method is named after the status bar (`- (CGFloat)statusBarHeight`): what it returns is
  /// given as the bar's (Mine's device helper, round 39).
  var namesStatusBar = false
  /// An earlier `return` of the method gave a reading (`return [self safeAreaInsets].top;`): a literal
  /// returned after it is the fallback where there is none (TZImagePickerController, before iOS 11).
  var returnedAReading = false
  /// `nav.navigationBarHidden = YES` on a navigation controller built here, by construction.
  var barsHidden: [String: Bool] = [:]
  var styles: [String: String] = [:]
  var captures: [String: Bool] = [:]
  var placements: [Placement] = []
  var uses: [CodeUse] = []
  /// `self.modalPresentationStyle = …` and the like: facts of the enclosing class.
  var selfFacts: [(ControllerKey, SourceValue, SourceLocation)] = []
  /// `self.navigationController.navigationBarHidden = YES`, `navBar.barStyle = UIBarStyleBlack`
  /// (navBar being `self.navigationController.navigationBar`): set on the enclosing navigation
  /// controller, as Swift's `navigationController?.isNavigationBarHidden = true` is.
  var navigationFacts: [(ControllerKey, SourceValue, SourceLocation)] = []
  /// The block (its `{`, -1 for the method's own) each of `selfFacts` and `navigationFacts` was set in.
  var factBlocks: (own: [Int], navigation: [Int]) = ([], [])

  /// Locals that are the enclosing navigation controller's bar.
  var navigationBars: Set<String> = ["self.navigationController.navigationBar"]

  init(text: ObjectiveCText, path: String, enclosingClass: String) {
    self.text = text
    self.path = path
    self.enclosingClass = enclosingClass
  }

  /// The text before each open `{` around the statement being read (`if (!_isVCBased…)`).
  var openers: [(from: Int, to: Int)] = []
  /// Per opener: the block runs only when the app's setting is NO (`if (!vcBased) {`, or the
  /// `else {` of `if (vcBased)`); false when it runs only under YES; nil when it checks nothing.
  var underNo: [Bool?] = []
  /// The last block closed: what its `else` runs under is the opposite.
  var lastClosed: Bool?
  /// Locals declared with a literal height (`CGFloat statusBarHeight = 20.0f;`): the use and how
  /// many blocks were open around the declaration.
  var literalLocals: [String: (use: Int, depth: Int)] = [:]
  /// D161: `CGRect f = x.frame;` then `f.origin.y = 20;` then `x.frame = f;` (ObjectiveCStatements+FrameMoves.swift).
  var frameMoves = FrameMoves()
  /// D206: locals given the screen's height in the method (`CGFloat hght = [[UIScreen mainScreen]
  /// bounds].size.height;`), lowercased: D157 reads them as it reads the screen's height.
  var screenHeightLocals: Set<String> = []
  /// D224: locals given the screen's size or bounds (`CGSize size = [UIScreen mainScreen].bounds.size;`),
  /// lowercased: `size.width` reads the screen's width for D207, `size.height` its height for D205.
  var screenSizeLocals: Set<String> = []
  /// D259: locals given a literal 20 in the method, and where that 20 is.
  var barOffsetLocalDeclarations: [String: Int] = [:]
  /// The words the height rules look for before they read a statement.
  static let needles = (
    twenty: Array("20".utf8), creen: Array("creen".utf8), CREEN: Array("CREEN".utf8), cgRect: Array("CGRect".utf8),
    avBar: Array("avBar".utf8), avigationBar: Array("avigationBar".utf8), originY: Array("origin.y".utf8), rame: Array("rame".utf8),
    returnWord: Array("return".utf8), sixtyFour: Array("64".utf8), ontent: Array("ontent".utf8)
  )

  /// A condition that reads the app's UIViewControllerBasedStatusBarAppearance (the key itself,
  /// or a variable named after it: `_isVCBasedStatusBarAppearance`, `viewControllerBased`).
  static func namesViewControllerBasedSetting(_ condition: String) -> Bool {
    let lowered = condition.lowercased()
    return lowered.hasBytes("viewcontrollerbased") || lowered.hasBytes("vcbased")
  }

  /// Splits `from..<to` into statements at `;`, `{` and `}` (strings skipped) and reads each.
  mutating func read(from: Int, to: Int) {
    var start = from
    var k = from
    // D198: the depth of the block an unconditional `return` ended; what follows in it never runs.
    var deadFrom: Int?
    while k < to {
      let c = text.bytes[k]
      if c == 0x22 || c == 0x27 {
        k = text.skipQuoted(k)
        continue
      }
      // D236: `(CGRect){0, 64, w, h}`, a C compound literal, is part of its statement, not a block.
      if c == 0x7B, let close = compoundLiteralEnd(k, to) {
        k = close + 1
        continue
      }
      if c == 0x3B || c == 0x7B || c == 0x7D {
        if deadFrom.map({ openers.count < $0 }) ?? true { statement(start, k) }
        if c == 0x3B, deadFrom == nil, endsTheBlock(start, k, methodEnd: to) { deadFrom = openers.count }
        if c == 0x7B {
          openers.append((start, k))
          underNo.append(runsUnderNo(opener: start, k))
        } else if c == 0x7D, !openers.isEmpty {
          openers.removeLast()
          lastClosed = underNo.removeLast()
          if let depth = deadFrom, openers.count < depth { deadFrom = nil }
        }
        start = k + 1
      }
      k += 1
    }
    if deadFrom == nil { statement(start, to) }
  }

  /// The geometry structs a C compound literal is written with: `(CGRect){…}`.
  static let compoundLiteralTypes: Set<String> = ["CGRect", "CGPoint", "CGSize", "CGVector", "UIEdgeInsets", "NSRange"]

  /// D236: the `}` that closes a compound literal whose `{` is at `open` (`(CGRect){…}`: the cast of
  /// one of `compoundLiteralTypes` just before it), or nil when the brace opens a block.
  func compoundLiteralEnd(_ open: Int, _ to: Int) -> Int? {
    var i = open - 1
    while i >= 0, text.bytes[i] == 0x20 || text.bytes[i] == 0x09 { i -= 1 }
    guard i > 0, text.bytes[i] == 0x29 else { return nil }
    var nameStart = i
    while nameStart > 0, Self.isWordByte(text.bytes[nameStart - 1]) { nameStart -= 1 }
    guard nameStart > 0, text.bytes[nameStart - 1] == 0x28,
      Self.compoundLiteralTypes.contains(String(decoding: text.bytes[nameStart..<i], as: UTF8.self))
    else { return nil }
    // A statement's end inside: no literal after all.
    guard let close = text.matchingBrace(open), close < to, !text.bytes[open..<close].contains(0x3B) else { return nil }
    return close
  }

  /// D198: `return;` (or `return x;`) as a statement of its own, not in a `switch` (where the next
  /// `case` is reached) and with no conditional directive after it in the method (a return only
  /// some builds compile): the rest of its block never runs (IOS_App_RenRen's `tapCurrentImage`, which
  /// begins `return; //测试不允许隐藏`, round 58).
  func endsTheBlock(_ start: Int, _ end: Int, methodEnd: Int) -> Bool {
    var i = start
    while i < end, text.bytes[i] == 0x20 || text.bytes[i] == 0x09 || text.bytes[i] == 0x0A || text.bytes[i] == 0x0D { i += 1 }
    guard text.contains(Self.needles.returnWord, i, min(end, i + 6)), i + 6 >= end || !Self.isWordByte(text.bytes[i + 6]) else { return false }
    if let opener = openers.last, Self.compact(text.string(opener.from, opener.to)).drop(while: { $0 == " " || $0 == "}" }).hasPrefix("switch") {
      return false
    }
    return !text.hasConditional(end, methodEnd)
  }

  /// The method hides (or shows) the bar of the navigation controller built at `origin`: for what
  /// it places from now on, and, D216, for what it placed already (`self.window.rootViewController
  /// = navi;` then `[navi setNavigationBarHidden:YES];`, QiJiMaShuCoach's launch, round 61: the bar
  /// is hidden before anything shows).
  mutating func hideBar(of origin: SourceLocation, _ hidden: Bool) {
    barsHidden[origin.description] = hidden
    for i in placements.indices {
      if placements[i].controller.origin == origin { placements[i].controller.barHidden = hidden }
      if placements[i].containerOrigin == origin { placements[i].containerBarHidden = hidden }
    }
  }

  /// A navigation controller built here, with its bar hidden if the method hid it.
  func withBarHidden(_ placed: PlacedController) -> PlacedController {
    guard let origin = placed.origin, let hidden = barsHidden[origin.description] else { return placed }
    var copy = placed
    copy.barHidden = hidden
    return copy
  }

  /// `statusBarHeight = self.view.safeAreaInsets.top;` after `CGFloat statusBarHeight = 20.0f;`:
  /// the literal is replaced by a reading, at once (the same block) or from the iOS version of an
  /// `if (@available(iOS 11.0, *)) {` right around the assignment (Alfresco's system notice, round 38).
  mutating func replacesLiteralLocal(_ s: String) {
    guard !literalLocals.isEmpty, let equals = Self.assignmentSplit(Array(s.utf8)) else { return }
    let bytes = Array(s.utf8)
    let name = String(decoding: bytes[..<equals], as: UTF8.self).trimmingCharacters(in: .whitespaces)
    guard let local = literalLocals[name] else { return }
    let value = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
    guard value.contains(where: \.isLetter) else { return }
    if openers.count == local.depth {
      uses[local.use].replacedFrom = OSVersion(0)
    } else if openers.count == local.depth + 1, let opener = openers.last {
      let condition = text.string(opener.from, opener.to)
      if let version = Self.availableVersion(condition) { uses[local.use].replacedFrom = version }
    }
    literalLocals[name] = nil
  }

  /// `if (@available(iOS 11.0, *))` -> 11.0; nil for any other condition.
  static func availableVersion(_ condition: String) -> OSVersion? {
    let compact = condition.filter { !$0.isWhitespace }
    guard compact.hasPrefix("if(@available(iOS"), compact.hasSuffix("*))") || compact.hasSuffix("*)){") else { return nil }
    let digits = compact.dropFirst("if(@available(iOS".count).prefix { $0.isNumber || $0 == "." }
    let parts = digits.split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return nil }
    return OSVersion(major, parts.count > 1 ? parts[1] : 0)
  }

  /// The innermost block around the statement runs when a status bar reading came back empty
  /// (`if (CGRectEqualToRect(statusBarFrame, CGRectZero)) {`): its literal height is a fallback (D94).
  func insideEmptyReadingCheck() -> Bool {
    guard let opener = openers.last, opener.to - opener.from < 400 else { return false }
    let head = Self.compact(text.string(opener.from, opener.to))
    return head.hasPrefix("if") && EmptyReadingCheck.matches(head)
  }

  /// `x.viewControllers = @[a, b]` on a controller built or typed in the method (or `self`): the
  /// stack's top is placed into it, as Swift's `viewControllers = [a, b]` is.
  mutating func stackAssignment(receiver: String, _ right: String, _ at: SourceLocation) {
    var list = right.dropFirst(2)
    if let close = list.lastIndex(of: "]") { list = list[..<close] }
    guard let last = list.split(separator: ",").last?.trimmingCharacters(" "), let top = locals[last] ?? construction(last, at) else { return }
    let container: Placement.Container
    if receiver == "self" {
      container = .enclosing(enclosingClass)
    } else if let built = locals[receiver] {
      container = built.exact ? .type(built.type) : .typeOrSubclass(built.type)
    } else {
      return
    }
    var placement = Placement(how: .stack, controller: top, container: container, location: at, enclosingClass: enclosingClass)
    // `nav.navigationBarHidden = YES;` on it earlier in the method.
    if let origin = locals[receiver]?.origin { placement.containerBarHidden = barsHidden[origin.description] }
    placements.append(placement)
  }

  /// The offset of a statement's assignment `=` (not `==`, `<=`, `>=`, `!=`, `+=`), if any.
  static func assignmentSplit(_ bytes: [UInt8]) -> Int? {
    for (i, b) in bytes.enumerated() where b == UInt8(ascii: "=") {
      let prev = i > 0 ? bytes[i - 1] : 0
      let next = i + 1 < bytes.count ? bytes[i + 1] : 0
      if next == UInt8(ascii: "=") || "=<>!+-*/|&".utf8.contains(prev) { continue }
      return i
    }
    return nil
  }

  /// Not an argument of a geometry function other than its height (`CGRectMake(x, y, w, h)`,
  /// `CGSizeMake(w, h)`): `CGRectMake(20, y, 28, 28)`'s 20 is an x.
  static func isHeightArgument(_ bytes: [UInt8], _ at: Int) -> Bool {
    let around = enclosingBracket(bytes, at)
    guard let open = around.open, bytes[open] == UInt8(ascii: "(") else { return true }
    switch callName(bytes, open) {
    case "CGRectMake": return around.commas == 3
    case "CGSizeMake": return around.commas == 1
    case "CGPointMake", "UIEdgeInsetsMake", "CGRectInset", "CGRectOffset": return false
    default: return true
    }
  }

  /// Walking back from `at`: the first `(` or `[` left open (nil at the statement's top), the
  /// commas passed at its level, and where the argument holding `at` starts (after the last comma).
  static func enclosingBracket(_ bytes: [UInt8], _ at: Int) -> (open: Int?, commas: Int, argumentStart: Int?) {
    var depth = 0
    var commas = 0
    var argumentStart: Int?
    var i = at - 1
    while i >= 0 {
      let b = bytes[i]
      if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") { depth += 1 }
      if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") {
        if depth == 0 { return (i, commas, argumentStart) }
        depth -= 1
      }
      if b == UInt8(ascii: ","), depth == 0 {
        if argumentStart == nil { argumentStart = i + 1 }
        commas += 1
      }
      i -= 1
    }
    return (nil, commas, argumentStart)
  }

  /// The name before the `(` at `open` (`CGRectMake`), empty for a bracket of an expression.
  static func callName(_ bytes: [UInt8], _ open: Int) -> String {
    var s = open
    while s > 0, isWordByte(bytes[s - 1]) { s -= 1 }
    return String(decoding: bytes[s..<open], as: UTF8.self)
  }

  static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
  }

  /// The statement runs inside a block that runs only when the app's view-controller-based
  /// setting is NO.
  func insideViewControllerBasedCheck() -> Bool {
    underNo.contains(true)
  }

  /// What a block opened by the text `from..<to` runs under: `if (!x)`, `if (x == NO)` under NO;
  /// `if (x)` under YES; a bare `else` the opposite of the block just closed.
  func runsUnderNo(opener from: Int, _ to: Int) -> Bool? {
    guard to - from < 400 else { return nil }
    let head = Self.compact(text.string(from, to))
    if head == "else" || head.hasSuffix("} else") { return lastClosed.map { !$0 } }
    guard Self.namesViewControllerBasedSetting(head) else { return nil }
    let words = head.replacingOccurrences(of: " ", with: "")
    let negated =
      words.hasBytes("(!") || words.hasBytes("&&!") || words.hasBytes("||!") || words.hasBytes("==NO")
      || words.hasBytes("==false") || words.hasBytes("!=YES") || words.hasBytes("!=true")
    return negated
  }

  mutating func statement(_ from: Int, _ to: Int) {
    guard to > from, to - from < 4_000 else { return }
    let usesBefore = uses.count
    defer {
      if uses.count > usesBefore {
        let names = negatedMacroGuards()
        if !names.isEmpty { for index in usesBefore..<uses.count { uses[index].unlessMacros = names } }
      }
      if uses.count > usesBefore, let version = elseOfAvailable() {
        for index in usesBefore..<uses.count { uses[index].onlyBefore = version }
      }
    }
    let raw = text.string(from, to)
    if namesStatusBar, raw.drop(while: \.isWhitespace).hasPrefix("return "), !raw.hasBytesIgnoringCase("statusbar") {
      let lowered = raw.lowercased()
      if !returnedAReading { hardCodedHeights(raw, from, returned: true) }
      if lowered.hasBytes("safearea") || lowered.hasBytes("statusbarframe") || lowered.hasBytes("statusbarmanager") { returnedAReading = true }
    }
    // D252: `__unsafe_unretained X *bSelf = self;` and `__block X *blockSelf = self;` too (SameCity's
    // pushes from its login callbacks, round 88).
    if raw.hasBytes("self"),
      raw.hasBytes("__weak") || raw.hasBytes("__strong") || raw.hasBytes("typeof") || raw.hasBytes("__unsafe_unretained") || raw.hasBytes("__block")
    {
      let trimmed = Self.compact(raw)
      if let equals = trimmed.byteRange(of: "= self"), trimmed[equals.upperBound...].allSatisfy({ $0 == " " || $0 == ";" }) {
        let name = trimmed[..<equals.lowerBound].trimmingCharacters(" ").split(whereSeparator: { $0 == " " || $0 == "*" || $0 == ")" }).last
        if let name, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { selfAliases.insert(String(name)) }
      }
    }
    if raw.hasBytes("UIApplication"), let declared = Self.applicationLocal(Self.compact(raw)) { applicationLocals.insert(declared) }
    // D148, D197: a 20 in a statement or block a comment, or the block's test, says is about the bar.
    // D217: a 20 chosen by whether the bar shows.
    if raw.hasBytes("20"), raw.hasBytes("?"), raw.hasBytesIgnoringCase("statusbar") { barVisibilityChoices(raw, from) }
    if raw.hasBytes("20"), !raw.hasBytesIgnoringCase("statusbar") {
      let commented = commentNamesStatusBar(raw, from, to) || !text.statusBarComments.isEmpty && blockNamesStatusBar(byComment: true)
      if commented || blockNamesStatusBar(byComment: false) { commentNamedHeights(raw, from) }
    }
    // D226: a 64 in a statement a comment says is about the bar.
    if raw.hasBytes(Self.barsNumeral), !raw.hasBytesIgnoringCase("statusbar"), commentNamesStatusBar(raw, from, to) {
      commentNamedSixtyFours(raw, from)
    }
    // D157, D158, D161, first tested on the statement's bytes (most statements hold none of these).
    let twenty = text.contains(Self.needles.twenty, from, to)
    let rect = text.contains(Self.needles.cgRect, from, to)
    let screen = text.contains(Self.needles.creen, from, to) || text.contains(Self.needles.CREEN, from, to)
    if screen || !screenHeightLocals.isEmpty || !screenSizeLocals.isEmpty { noteScreenHeightLocal(raw) }
    if twenty,
      screen || rect && raw.hasBytesIgnoringCase("status")  // D203's y of minus the bar
        || !screenHeightLocals.isEmpty  // D206's local holding the screen's height
    {
      screenLessBarHeights(raw, from)
    }
    // D259: a local of 20 used as the strip above a 44 pt bar.
    if twenty || !barOffsetLocalDeclarations.isEmpty { barOffsetLocals(raw, from) }
    let sixtyFour = text.contains(Self.needles.sixtyFour, from, to)
    if rect, twenty || sixtyFour { framesBelowTheBars(raw, from) }
    // D247: the screen's height less the bars' 64, as a height.
    if sixtyFour, screen || !screenHeightLocals.isEmpty { screenLessBarsHeights(raw, from) }
    // D248: a view's top set to the bars' 64.
    if sixtyFour, raw.hasBytes("=") { topsBelowTheBars(raw, from) }
    // D263: pinned 64 below the controller's view (SDAutoLayout).
    if sixtyFour { pinnedBelowTheBars(raw, from) }
    if sixtyFour, text.contains(Self.needles.ontent, from, to) { insetsUnderTheBars(raw, from) }
    if twenty, rect, text.contains(Self.needles.avBar, from, to) || text.contains(Self.needles.avigationBar, from, to) {
      navigationBarOffsets(raw, from)
    }
    if twenty, text.contains(Self.needles.avigationBar, from, to) { navigationBarPlusTwenty(raw, from) }
    // A frame copied (`CGRect f = x.frame`), moved (`f.origin.y = …`) or, after a move, written back.
    if rect || text.contains(Self.needles.originY, from, to) || !frameMoves.movedDown.isEmpty && text.contains(Self.needles.rame, from, to) {
      movedFrames(raw, from)
    }
    guard
      raw.hasBytes("ViewController") || raw.hasBytes("modalPresentation") || raw.hasBytes("statusBar") || raw.hasBytes("StatusBar")
        || raw.hasBytes("alloc") || raw.hasBytes("new]") || raw.hasBytes("navigationController") || raw.hasBytes("barStyle")
        || raw.hasBytes("avigationBarHidden") || raw.hasBytes("navigationBar.hidden")
    else { return }
    let s = Self.compact(raw)
    let offset = from + (raw.utf8.count - raw.drop { $0.isWhitespace }.utf8.count)
    let at = text.location(path, offset)
    replacesLiteralLocal(s)

    if raw.hasBytesIgnoringCase("statusbar") { hardCodedHeights(raw, from) }

    // UIApplication's setters and the private status bar view.
    // Also to a local holding it (`UIApplication *application = [UIApplication rsk_sharedApplication];`
    // then `[application setStatusBarHidden:YES];`, RSKImageCropper in Birdcopy, round 39).
    if s.hasBytes("UIApplication") || s.hasBytes("pplication") || s.hasBytes("tatusBar") {
      let guarded = insideViewControllerBasedCheck()
      // Sent to the application itself: `[[UIApplication sharedApplication] setStatusBarStyle:…]`,
      // never a selector that ends so (`theme_setStatusBarStyle:`, a theming library's).
      for member in ["setStatusBarStyle:", "setStatusBarHidden:"] where Self.sendsToApplication(s, " " + member, locals: applicationLocals) {
        var use = CodeUse(kind: .applicationSetter, location: at, name: String(member.dropLast()) + "(…)")
        use.onlyWhenNotViewControllerBased = guarded
        use.setterValue = Self.literalArgument(s, after: member)
        uses.append(use)
      }
      // `.statusBarHidden = NO`, or with no space before the `=` (LvesWeibo's `application.statusBarHidden=NO`, round 50).
      for property in ["statusBarStyle", "statusBarHidden"] {
        guard let member = ["." + property + " =", "." + property + "="].first(where: { Self.sendsToApplication(s, $0, locals: applicationLocals) })
        else { continue }
        var use = CodeUse(kind: .applicationSetter, location: at, name: property)
        use.onlyWhenNotViewControllerBased = guarded
        use.setterValue = Self.literalArgument(s, after: member)
        uses.append(use)
      }
    }
    // D218: also sent to `[self navigationController]` (MyHoard's base controller, round 64).
    if let call = s.byteRange(of: "[self.navigationController setNavigationBarHidden:")
      ?? s.byteRange(of: "[[self navigationController] setNavigationBarHidden:")
    {
      let value = String(s[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      let hidden = value == "YES" || value == "true" ? "true" : value == "NO" || value == "false" ? "false" : nil
      set(.navigationBarHidden, hidden.map { .constant($0) } ?? .runtime(value), at, onNavigationController: true)
    }
    // `[nav setNavigationBarHidden:YES];` on a navigation controller built here, as
    // `nav.navigationBarHidden = YES` (Alfresco's full-screen preview, round 38).
    if s.hasPrefix("["), let call = s.byteRange(of: " setNavigationBarHidden:") {
      let local = String(s[s.index(after: s.startIndex)..<call.lowerBound]).trimmingCharacters(in: .whitespaces)
      if local != "self", local != "super", let origin = locals[local]?.origin {
        let value = String(s[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        hideBar(of: origin, !(value == "NO" || value == "false"))
      }
    }
    // A navigation controller subclass that hides its own bar (RTRootNavigationController).
    for receiver in ["[self setNavigationBarHidden:", "[super setNavigationBarHidden:"] {
      guard let call = s.byteRange(of: receiver) else { continue }
      let value = String(s[call.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
      let hidden = value == "YES" || value == "true" ? "true" : value == "NO" || value == "false" ? "false" : nil
      set(.navigationBarHidden, hidden.map { .constant($0) } ?? .runtime(value), at)
    }
    // In the `else` of `if (@available(iOS 13.0, *))` it runs only before iOS 13 (D159, in `statement`).
    // A key path counts by its first key (D181: `valueForKeyPath:@"statusBar"`, oschina's client, round 52).
    var privateKeys: [String] = []
    for message in ["valueForKey:@\"", "valueForKeyPath:@\""] {
      var rest = Substring(s)
      while let r = rest.byteRange(of: message) {
        let key = String(rest[r.upperBound...].prefix { $0 != "\"" })
        if CoreFacts.isPrivateStatusBarKey(key), !privateKeys.contains(key) { privateKeys.append(key) }
        rest = rest[r.upperBound...]
      }
    }
    for key in privateKeys { uses.append(CodeUse(kind: .privateStatusBarKey, location: at, name: key)) }

    // `X *x = <construction>` or `x = <construction>`.
    if let eq = s.byteRange(of: " = ") {
      let left = s[..<eq.lowerBound]
      let right = String(s[eq.upperBound...])
      let variable = String(left.split(whereSeparator: { $0 == " " || $0 == "*" }).last ?? "")
      if settingAssignment(String(left), right, at) || navigationAssignment(String(left), right, at) {
      } else if variable.hasSuffix(".viewControllers"), right.hasPrefix("@[") {
        // `nav.viewControllers = @[ top ];` (artsy's energy, round 17): a stack placed as its top.
        stackAssignment(receiver: String(variable.dropLast(".viewControllers".count)), right, at)
      } else if variable.hasSuffix(".rootViewController"), let placed = construction(right, at) ?? locals[right.trimmingCharacters(" ")] {
        // `self.window.rootViewController = navigationController;`: the window's root.
        placements.append(Placement(how: .root, controller: withBarHidden(placed), location: at, enclosingClass: enclosingClass))
      } else if !variable.isEmpty, variable.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
        let placed = construction(right, at)
      {
        locals[variable] = placed
      } else if let declared = Self.declaredControllerType(String(left)), !variable.isEmpty {
        // `AppController *x = [AppController instantiate];`: the declared type (or a subclass).
        locals[variable] = PlacedController(type: declared, origin: at, exact: false)
      }
    }
    // `[presenter present:x from:y animated:YES completion:nil]`: an app's presenting method,
    // linked by its Swift signature to the helper that explains it (else nothing is placed).
    if let r = s.byteRange(of: " present:"), !s.hasBytes("presentViewController:") {
      let rest = s[r.upperBound...]
      let argument = String(rest.prefix { $0 != " " && $0 != "]" })
      if let placed = locals[argument] {
        let labels = rest.split(separator: " ").dropFirst().compactMap { part -> String? in
          guard let colon = part.firstIndex(of: ":"), part[..<colon].allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
          return String(part[..<colon])
        }
        var placement = Placement(how: .present, controller: placed, location: at, enclosingClass: enclosingClass)
        placement.helper = PresentingHelper.signature("present", [nil] + labels)
        placements.append(placement)
      }
    }
    if let r = s.byteRange(of: "setModalPresentationStyle:") {
      let receiver = receiverBefore(s, r.lowerBound)
      let value = String(s[r.upperBound...].prefix { $0.isLetter || $0.isNumber })
      record(style: ObjectiveCReader.presentationStyle(value) ?? "?", for: receiver, at)
    }

    for (selector, how) in [("presentViewController:", Placement.How.present), ("pushViewController:", .push), ("addChildViewController:", .addChild)] {
      guard let r = s.byteRange(of: selector) else { continue }
      var argument = String(s[r.upperBound...])
      if let stop = argument.byteRange(of: " animated:") { argument = String(argument[..<stop.lowerBound]) }
      if argument.hasSuffix("]") && how == .addChild { argument.removeLast() }
      argument = argument.trimmingCharacters(" ")
      // `[viewController presentViewController:self …]`: the class shows itself from a controller it is given.
      let receiver = receiverBefore(s, r.lowerBound)
      // `[parent addChildViewController:self]`: the class adds itself to a controller it is given (D123).
      let itselfAsChild = how == .addChild && argument == "self" && receiver != "self" && !classMethod
      let shownItself = (how == .present || itselfAsChild) && argument == "self" && !classMethod ? PlacedController(type: enclosingClass, exact: false) : nil
      guard let built = construction(argument, at) ?? locals[argument] ?? shownItself else { continue }
      let placed = withBarHidden(built)
      var container: Placement.Container = .none
      if how == .push {
        guard receiver == "self.navigationController" || receiver == "[self navigationController]" else { continue }
        container = .navigationOf(enclosingClass)
      } else if itselfAsChild {
        container = .parent(locals[receiver])
      } else if how == .addChild {
        guard receiver == "self" else { continue }
        container = .enclosing(enclosingClass)
      }
      let key = placed.origin?.description ?? argument
      var placement = Placement(
        how: how, controller: placed, container: container, style: styles[key] ?? styles[argument], captures: captures[key] ?? captures[argument],
        location: at, enclosingClass: enclosingClass)
      placement.presentsItself = shownItself != nil && argument == "self"
      placement.presentedBySelf = how == .present && receiver == "self" && !classMethod
      placements.append(placement)
    }
    if s.hasBytes("ViewController") { handOffs(s, at) }
  }

}

extension StringProtocol {
  /// The text without `character` at either end. Sliced, not rebuilt from a reversed copy twice
  /// (that rebuild was a twelfth of lint's time on kcb_ios, round 67).
  func trimmingCharacters(_ character: Character) -> String {
    guard let first = firstIndex(where: { $0 != character }), let last = lastIndex(where: { $0 != character }) else { return "" }
    return String(self[first...last])
  }
}
