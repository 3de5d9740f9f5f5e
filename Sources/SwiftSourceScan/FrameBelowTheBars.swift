/// D205: a frame put at a literal y of 20 (or 64) whose height is a whole screen's, window's or
/// controller view's height less that same literal fills what lies below a 20 pt status bar (and a
/// 44 pt navigation bar): the literal is the bars' height on a Home-button iPhone, wrong on every
/// other device (Justaway's slide-in panels, `CGRect(x: w, y: 20, width: w, height:
/// vc.view.frame.height - 20)`, round 59). Read the same way in Swift and Objective-C; the
/// numbers come from the core's catalog (`CoreFacts.barOffsets`).
enum FrameBelowTheBars {
  /// The offset a literal stands for, as the report names it (`20`, `64`), or nil when it is
  /// none of the bars' offsets. `20`, `20.0`, `20.f`, `20.0F`, `64.`.
  static func offset(_ literal: String) -> String? {
    let text = numeral(literal.filter { $0 != "_" })
    guard text.allSatisfy({ $0.isNumber || $0 == "." }), text.first?.isNumber == true, let value = Double(text) else { return nil }
    let offsets = CoreFacts.barOffsets
    guard value == offsets.statusBar || value == offsets.withNavigationBar else { return nil }
    return Linter.points(value)
  }

  /// D249: a class that draws an app's own navigation bar (`ATNavigationBar`, `ATHomeNavBar`:
  /// its name says navigation bar) spans the top of the screen, the status bar's strip included,
  /// and puts its title and buttons at a literal y of 20 to clear a Home-button iPhone's 20 pt bar
  /// (AiTiTi, round 85: 7 lines, each keyed). Under a taller bar they sit under the clock.
  static func isCustomNavigationBar(_ className: String) -> Bool {
    let name = className.lowercased().filter { $0 != "_" }
    return name.contains("navbar") || name.contains("navigationbar") || name.contains("navibar")
  }

  /// D207: a frame at x 0 and a literal y of 64 as wide as the screen (`CGRectMake(0, 64,
  /// kScreen_Width, 35)`, TGFNews' menu strip, round 59) is put right below a Home-button
  /// iPhone's status bar and navigation bar: on other devices it sits under the navigation bar.
  /// Only 64: a 20 across the screen is as often a margin.
  static func spansUnderTheBars(x: String, offset: String, width: String, screenLocals: Set<String> = []) -> Bool {
    guard Double(offset) == CoreFacts.barOffsets.withNavigationBar, let x = Double(numeral(x)), x == 0 else { return false }
    return isFullWidth(width, screenLocals: screenLocals)
  }

  /// D208: a scroll view's content offset of (0, -64) or content inset top of 64 (Gyazz's list
  /// after a pull to refresh, `setContentOffset:CGPointMake(0, -64.0)`, round 60) restores by hand
  /// the inset UIKit gives a scroll view under a Home-button iPhone's status bar and navigation bar.
  /// `property` is the text the point or insets are given to; `top` the y (negated) or top.
  static func restoresTheBarsInset(property: String, x: String, top: String, negated: Bool) -> Bool {
    let lowered = property.lowercased()
    guard negated ? lowered.contains("contentoffset") : lowered.contains("contentinset") || lowered.contains("scrollindicatorinsets")
    else { return false }
    guard let x = Double(numeral(x)), x == 0 else { return false }
    var value = numeral(top)
    // D266: an inset of -64 takes the bars' height back out (Studio's collection, round 100;
    // kuaiyaoyue's table, round 88), as the indicators' insets do.
    if negated || value.hasPrefix("-") {
      guard value.hasPrefix("-") else { return false }
      value.removeFirst()
    }
    return Double(value) == CoreFacts.barOffsets.withNavigationBar
  }

  /// D238: a rect raised by a bars' offset whose height adds that same literal back, `y: -20,
  /// height: h + 20` (Label_NAV's overlay behind its navigation bar, its header under both bars at
  /// `-64` and `200 + 64`, round 78; kcb_ios' store table, round 67): it reaches up under a 20 pt
  /// status bar (with a 44 pt navigation bar), short of a taller one. The offset, or nil.
  static func raisedUnderTheBars(y: String, height: String) -> String? {
    let raised = numeral(y)
    guard raised.hasPrefix("-"), let offset = offset(String(raised.dropFirst())) else { return nil }
    // `+ 20`, `+20`, `+ 20.0f`, not `+ 200` nor `+ 20 * k`.
    let text = Array(height.filter { !$0.isWhitespace })
    var i = 0
    while i < text.count {
      defer { i += 1 }
      guard text[i] == "+" else { continue }
      var end = i + 1
      while end < text.count, text[end].isNumber || text[end] == "." || text[end] == "f" || text[end] == "F" { end += 1 }
      let next = end < text.count ? text[end] : nil
      guard end > i + 1, next.map({ $0 == "+" || $0 == "-" || $0 == ")" || $0 == "]" || $0 == "," }) ?? true else { continue }
      if FrameBelowTheBars.offset(String(text[(i + 1)..<end])) == offset { return offset }
    }
    return nil
  }

  /// `0`, `0.0`, `0.f` as the number's text (`0.`, `0.0`), else the text.
  /// The literal is the status bar and a navigation bar together (`64`, `64.0`, `64.f`): D251,
  /// D253, D263.
  static func isBarsHeight(_ literal: String) -> Bool { offset(literal) == Linter.points(CoreFacts.barOffsets.withNavigationBar) }

  static func numeral(_ literal: String) -> String {
    var text = Substring(literal.filter { !$0.isWhitespace })
    if let last = text.last, last == "f" || last == "F" { text = text.dropLast() }
    return String(text)
  }

  /// The expression reads the height of something as tall as the screen: the screen's bounds
  /// (`UIScreen.main.bounds.height`, `[UIScreen mainScreen].bounds.size.height`, a name holding
  /// screen and height such as `kScreenHeight`, `SCREEN_HEIGHT`, `kScreenH`), a window's, or a
  /// controller's root view's (`view.frame.height`, `self.view.bounds.size.height`,
  /// `vc.view.frame.size.height`, `CGRectGetHeight(self.view.frame)`). A subview's height
  /// (`headerView.frame.height`, a header's `minHeight`) is its own and says nothing of the bars.
  ///
  /// D224: `screenLocals` are locals (lowercased) holding the screen's size or bounds (`CGSize size =
  /// [UIScreen mainScreen].bounds.size;`): `size.height` reads the screen's height.
  static func isFullHeight(_ expression: String, screenLocals: Set<String> = []) -> Bool { isFull(expression, "height", screenLocals) }

  /// The expression reads the width of something as wide as the screen (D207), as `isFullHeight`.
  static func isFullWidth(_ expression: String, screenLocals: Set<String> = []) -> Bool { isFull(expression, "width", screenLocals) }

  /// D224: the expression is the screen's size or bounds (`[UIScreen mainScreen].bounds.size`,
  /// `[[UIScreen mainScreen] bounds]`, `UIScreen.main.bounds`).
  static func isScreenSize(_ expression: String) -> Bool {
    let text = normalized(expression)
    guard text.contains("mainscreen") || text.contains("uiscreen.main") else { return false }
    return ["bounds.size", "bounds].size", ".bounds", " bounds]"].contains { text.hasSuffix($0) }
  }

  static func isFull(_ expression: String, _ dimension: String, _ screenLocals: Set<String> = []) -> Bool {
    var text = normalized(expression)
    if text.hasPrefix("cgrectget\(dimension)("), text.hasSuffix(")") {
      text = String(text.dropFirst("cgrectget\(dimension)(".count).dropLast()) + ".\(dimension)"
    }
    // D224: `size.width` of a local holding the screen's size, `rect.size.width` of its bounds.
    for local in screenLocals where text == "\(local).\(dimension)" || text == "\(local).size.\(dimension)" { return true }
    // One name: `kScreenHeight`, `SCREEN_HEIGHT`, `kScreen_Height`, `ScreenH`, `kScreenW`.
    if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      let initial = String(dimension.prefix(1))
      return text.contains("screen") && text.contains(dimension) || text.hasSuffix("screen" + initial) || text.hasSuffix("screen_" + initial)
    }
    guard text.hasSuffix("." + dimension) else { return false }
    var owner = Substring(text.dropLast(dimension.count + 1))
    if owner.hasSuffix(".size") { owner = owner.dropLast(".size".count) }
    if owner.hasSuffix("]") { owner = owner.dropLast() }
    // `.frame`, `.bounds`, or the selector of `[x bounds]`.
    guard let word = ["frame", "bounds"].first(where: { owner.hasSuffix($0) }) else { return false }
    owner = owner.dropLast(word.count)
    guard let separator = owner.last, ". ]".contains(separator) else { return false }
    if owner.contains("mainscreen") || owner.contains("uiscreen.main") { return true }
    // The last name of the chain: `view` (of self, of a controller), `window`, `keyWindow`, `screen`.
    let last = owner.split(whereSeparator: { $0 == "." || $0 == "[" || $0 == "]" || $0 == " " }).last.map(String.init) ?? ""
    return last == "view" || last == "window" || last == "keywindow" || last == "screen"
  }

  /// Lowercased, with spaces only where they separate a message's receiver from its selector
  /// (`[UIScreen mainScreen]`), and no outer brackets.
  static func normalized(_ expression: String) -> String {
    var text = ""
    for c in expression.lowercased() where c != "!" && c != "?" {
      if c.isWhitespace {
        if let last = text.last, last != " ", !"([.".contains(last) { text.append(" ") }
      } else {
        if text.last == " ", ")].".contains(c) { text.removeLast() }
        text.append(c)
      }
    }
    while text.last == " " { text.removeLast() }
    while text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    return text
  }
}
