import AppImport
import StatusBarCore

/// How a statement names UIApplication and what it sets: the receivers, locals holding the
/// application, and the literal a setter is given (D166).
extension ObjectiveCStatements {
  /// How Objective-C names the application as a receiver (a message's, a property's).
  static let applicationReceivers = [
    "[UIApplication sharedApplication]", "UIApplication.sharedApplication", "sharedApplication", "application", "app", "UIApp",
    // A property holding it (artsy's `self.sharedApplication`, round 17).
    "self.sharedApplication", "_sharedApplication", "[self sharedApplication]",
  ]

  /// `member` (` setStatusBarStyle:`, `.statusBarStyle =`) right after the application itself,
  /// not after a longer name (`theme_setStatusBarStyle:`, `self.app.theme`).
  static func sendsToApplication(_ s: String, _ member: String, locals: Set<String> = []) -> Bool {
    if !locals.isEmpty, sendsToLocal(s, member, locals: locals) { return true }
    // `[[UIApplication sharedApplication]setStatusBarHidden:NO …]` (no space after the bracket, JPVideoPlayer).
    let receivers =
      applicationReceivers.map { ($0, member) }
      + applicationReceivers.filter { $0.hasSuffix("]") && member.hasPrefix(" ") }.map { ($0, String(member.dropFirst())) }
    return receivers.contains { receiver, member in
      var searchRange = s.startIndex..<s.endIndex
      while let r = s.range(of: receiver + member, range: searchRange) {
        let before = r.lowerBound == s.startIndex ? nil : s[s.index(before: r.lowerBound)]
        // `….statusBarStyle == UIStatusBarStyleDefault` reads it.
        let comparison = member.hasSuffix("=") && s[r.upperBound...].first == "="
        if !comparison, before.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
        searchRange = r.upperBound..<s.endIndex
      }
      return false
    }
  }

  /// `member` right after a whole word that is one of `locals` (`[myApp setStatusBarHidden:…]`,
  /// `shared.statusBarHidden = NO`): one look at the word before each occurrence of the member,
  /// however many locals the method declares.
  static func sendsToLocal(_ s: String, _ member: String, locals: Set<String>) -> Bool {
    func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    var searchRange = s.startIndex..<s.endIndex
    while let r = s.range(of: member, range: searchRange) {
      searchRange = r.upperBound..<s.endIndex
      var start = r.lowerBound
      while start > s.startIndex, isWord(s[s.index(before: start)]) { start = s.index(before: start) }
      guard start < r.lowerBound, locals.contains(String(s[start..<r.lowerBound])) else { continue }
      let before = start == s.startIndex ? nil : s[s.index(before: start)]
      // `….statusBarStyle == UIStatusBarStyleDefault` reads it.
      let comparison = member.hasSuffix("=") && s[r.upperBound...].first == "="
      if !comparison, before.map({ $0 != "." }) ?? true { return true }
    }
    return false
  }

  /// The name a statement declares with the type `UIApplication *` (`UIApplication *myApp = …`).
  static func applicationLocal(_ s: String) -> String? {
    guard let type = s.byteRange(of: "UIApplication *") ?? s.byteRange(of: "UIApplication*"),
      type.lowerBound == s.startIndex || s[s.index(before: type.lowerBound)] == " " || s[s.index(before: type.lowerBound)] == "("
    else { return nil }
    let name = s[type.upperBound...].drop { $0 == " " || $0 == "*" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let rest = s[type.upperBound...].drop { $0 == " " || $0 == "*" }.dropFirst(name.count).drop { $0 == " " }
    guard !name.isEmpty, rest.first == "=" || rest.first == ";" else { return nil }
    return String(name)
  }

  static func compact(_ s: String) -> String {
    // ASCII text (most statements) in bytes: its only whitespace is space, tab, and the line and
    // page breaks; a Character walk took a twelfth of lint's time on kcb_ios (round 67).
    if s.utf8.allSatisfy({ $0 < 0x80 }) {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(s.utf8.count)
      var lastSpace = true
      for b in s.utf8 {
        if b == 0x20 || (b >= 0x09 && b <= 0x0D) {
          if !lastSpace { bytes.append(0x20) }
          lastSpace = true
        } else {
          bytes.append(b)
          lastSpace = false
        }
      }
      if bytes.last == 0x20 { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }
    var out = ""
    var lastSpace = true
    for ch in s {
      if ch.isWhitespace {
        if !lastSpace { out.append(" ") }
        lastSpace = true
      } else {
        out.append(ch)
        lastSpace = false
      }
    }
    return out.hasSuffix(" ") ? String(out.dropLast()) : out
  }

  /// The word after `member` in a compacted statement (`setStatusBarHidden:YES` → `YES`,
  /// `.statusBarStyle = UIStatusBarStyleLightContent;` → that name) when it is a literal: `YES`,
  /// `NO`, `true`, `false` or a `UIStatusBarStyle…` constant (D166).
  static func literalArgument(_ s: String, after member: String) -> String? {
    guard let range = s.byteRange(of: member) else { return nil }
    let word = s[range.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard ["YES", "NO", "true", "false"].contains(word) || word.hasPrefix("UIStatusBarStyle") else { return nil }
    let after = s[range.upperBound...].drop { $0 == " " }.dropFirst(word.count).drop { $0 == " " }
    // The whole argument: `YES]`, `NO withAnimation:…`, `YES;`; not `YES ? a : b` or `NO || x`.
    guard let next = after.first, [";", "]", "w", "a"].contains(next) || after.isEmpty else { return nil }
    return String(word)
  }
}
