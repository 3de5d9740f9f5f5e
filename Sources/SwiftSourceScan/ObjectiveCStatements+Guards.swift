import AppImport
import Foundation
import StatusBarCore

/// The tests around an Objective-C statement that make it run only on an old iOS: a version
/// macro, an inline version test, a selector the iOS lacks, an availability check (D144, D146,
/// D159, D164, D165).
extension ObjectiveCStatements {
  /// D144: the blocks around the statement run only where these names are false, innermost first:
  /// `!NAME` among the `&&` terms of `if (…)` (`if (!IS_IOS7)`, `if (reading && !isiOS7)`), and
  /// each term of `if (A || B)` in its `else`. Lint counts a name only where it is a macro testing
  /// the iOS version (D144, D164). A selector test's `else` gives `@selector(NAME)`: where the
  /// application or a controller does not respond to a selector of the status bar API, before the
  /// iOS that has it (`} else {` of `if ([UIApplication
  /// instancesRespondToSelector:@selector(setStatusBarHidden:withAnimation:)])`).
  func negatedMacroGuards() -> [String] {
    var names: [String] = []
    for opener in openers.reversed() where opener.to - opener.from < 400 {
      let head = Self.compact(text.string(opener.from, opener.to)).filter { !$0.isWhitespace }
      if head.hasPrefix("if("), head.hasSuffix(")") {
        let condition = head.dropFirst(3).dropLast()
        for term in Self.topLevelTerms(condition, joinedBy: "&&") {
          if let version = Self.versionBound(term, before: true) { names.append(Self.beforeMarker + version) }
          guard term.hasPrefix("!") else { continue }
          if Self.isIdentifier(term.dropFirst()) {
            names.append(String(term.dropFirst()))
          } else if let selector = Self.testedSelector(term) {
            names.append("@selector(\(selector))")
          }
        }
      } else if head.hasPrefix("}else") || head == "else" || head.hasPrefix("elseif(") {
        guard let inside = conditionOfTheIf(before: opener, head: head).map({ Substring($0.filter { !$0.isWhitespace }) }) else { continue }
        if let selector = Self.testedSelector(inside) { names.append("@selector(\(selector))") }
        let terms = Self.topLevelTerms(inside, joinedBy: "||")
        if terms.count == 1, !inside.hasBytes("&&"), let version = Self.versionBound(inside, before: false) {
          names.append(Self.beforeMarker + version)
        }
        if !inside.hasBytes("&&") {
          names += terms.filter { Self.isIdentifier($0) }.map(String.init)
        }
      }
    }
    return names
  }

  /// How `CodeUse.unlessMacros` names an inline version test's iOS (`@before:7.0`).
  static let beforeMarker = "@before:"

  /// D165: an inline test of the running iOS (whitespace removed): `[[[UIDevice currentDevice]
  /// systemVersion] floatValue] < 7` (or `doubleValue`, `intValue`, `integerValue`, `.floatValue`),
  /// `SYSTEM_VERSION_LESS_THAN(@"7.0")`: true only before that iOS (`before: true`); with `>=` or
  /// `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"7.0")` true from it, so false only before it
  /// (`before: false`, for an `else`). The version's text, nil for anything else.
  static func versionBound(_ term: Substring, before: Bool) -> String? {
    var term = term
    while term.hasPrefix("("), term.hasSuffix(")") { term = term.dropFirst().dropLast() }
    // D222: a test turned into a number or a BOOL, `(TEST) ? 1 : 0` (kcb_ios' `#define iOS7
    // (([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0)? 1:0)`, round 67), is the test.
    for truth in ["?1:0", "?YES:NO", "?true:false"] where term.hasSuffix(truth) {
      term = term.dropLast(truth.count)
      while term.hasPrefix("("), term.hasSuffix(")") { term = term.dropFirst().dropLast() }
    }
    for (name, isBefore) in [("SYSTEM_VERSION_LESS_THAN(@\"", true), ("SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@\"", false)]
    where isBefore == before && term.hasPrefix(name) && term.hasSuffix("\")") {
      let version = term.dropFirst(name.count).dropLast(2)
      return version.allSatisfy({ $0.isNumber || $0 == "." }) && !version.isEmpty ? String(version) : nil
    }
    guard term.hasBytes("UIDevice"), term.hasBytes("currentDevice"), term.hasBytes("systemVersion") else { return nil }
    let comparison = before ? "<" : ">="
    guard let operatorRange = term.range(of: comparison, options: .backwards) else { return nil }
    let reading = term[..<operatorRange.lowerBound]
    guard ["floatValue]", "doubleValue]", "intValue]", "integerValue]", ".floatValue", ".doubleValue"].contains(where: { reading.hasSuffix($0) }),
      !reading.hasBytes("<"), !reading.hasBytes(">")
    else { return nil }
    var version = term[operatorRange.upperBound...]
    if version.hasPrefix("=") { return nil }  // `<=`: up to and with that iOS
    if version.hasSuffix("f") || version.hasSuffix("F") { version = version.dropLast() }
    return !version.isEmpty && version.allSatisfy({ $0.isNumber || $0 == "." }) ? String(version) : nil
  }

  /// `a&&(b||c)&&!d` split at the `&&`s outside brackets.
  static func topLevelTerms(_ condition: Substring, joinedBy separator: String) -> [Substring] {
    var terms: [Substring] = []
    var depth = 0
    var start = condition.startIndex
    var index = condition.startIndex
    while index < condition.endIndex {
      let c = condition[index]
      if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 }
      if depth == 0, condition[index...].hasPrefix(separator) {
        terms.append(condition[start..<index])
        index = condition.index(index, offsetBy: separator.count)
        start = index
        continue
      }
      index = condition.index(after: index)
    }
    terms.append(condition[start...])
    return terms.map { term in
      var t = term
      while t.hasPrefix("("), t.hasSuffix(")"), Self.isIdentifier(t.dropFirst().dropLast()) || t.dropFirst().hasPrefix("!") { t = t.dropFirst().dropLast() }
      return t
    }
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_", first.isASCII else { return false }
    return text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" }
  }

  /// D159: the iOS of `if (@available(iOS 13.0, *))` when the statement is in its `else` (the
  /// innermost block around it; the `if` matched by braces from the `}` before the `else`).
  func elseOfAvailable() -> OSVersion? {
    guard let opener = openers.last, opener.to - opener.from < 400 else { return nil }
    let head = Self.compact(text.string(opener.from, opener.to)).filter { !$0.isWhitespace }
    guard head.hasPrefix("}else{") || head == "else{" || head == "else" || head == "}else" else { return nil }
    guard let inside = conditionOfTheIf(before: opener, head: head) else { return nil }
    return Self.availableVersion("if(" + inside.filter { !$0.isWhitespace } + ")")
  }

  /// The condition of the `if` an `else` block (`opener`, its `head` without whitespace) belongs
  /// to: matched by braces from the `}` before the `else`, not the last `if` above (GKPhotoBrowser
  /// tests a selector in an `if` nested in the first branch).
  func conditionOfTheIf(before opener: (from: Int, to: Int), head: String) -> String? {
    text.ifCondition(closingAt: closingBrace(before: opener, head: head))
  }

  /// The `}` that ends the block before an `else` (`opener`, its `head` without whitespace): in
  /// the opener's own text (`} else {`) or right before it (`}` then `else {` as its own statement).
  func closingBrace(before opener: (from: Int, to: Int), head: String) -> Int {
    var close = opener.from
    while close < opener.to, text.bytes[close] != UInt8(ascii: "}") { close += 1 }
    if !head.hasPrefix("}") { close = text.skippingSpaceBack(from: opener.from - 1, floor: 1) }
    return close
  }

  /// The selector a condition tests with `respondsToSelector:` / `instancesRespondToSelector:`
  /// (whitespace removed), when the core knows the iOS that brought it.
  static func testedSelector(_ condition: Substring) -> String? {
    guard condition.hasBytes("espondsToSelector:@selector(") || condition.hasBytes("espondToSelector:@selector("),
      let open = condition.byteRange(of: "@selector(")
    else { return nil }
    let selector = String(condition[open.upperBound...].prefix { $0 != ")" })
    return UIKitAPI.selectorsIntroduced[selector] != nil ? selector : nil
  }
}
