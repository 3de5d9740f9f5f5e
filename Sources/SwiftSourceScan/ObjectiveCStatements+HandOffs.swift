import AppImport
import StatusBarCore

/// Controllers handed to a custom container's slot (D114) and the receivers and values those
/// statements name.
extension ObjectiveCStatements {
  /// `[[MMDrawerController alloc] initWithCenterViewController:center …]`, `[reveal setFrontViewController:x]`,
  /// `drawer.centerViewController = x`: a controller given to a custom container's slot stands
  /// where lint does not follow (D114). A UIKit container's (`initWithRootViewController:` of a
  /// navigation controller) is dropped where the worlds are built, its kind being known.
  mutating func handOffs(_ s: String, _ at: SourceLocation) {
    let container: Placement.Container =
      s.byteRange(of: "[[").map { r in
        let name = s[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? .none : .type(String(name))
      } ?? .none
    for (slot, argument, isSelector) in Self.slotArguments(s) {
      guard PlacementVisitor.isContainerSlot(slot), let placed = locals[argument] ?? construction(argument, at) else { continue }
      var placement = Placement(
        how: .handedOff, controller: placed, container: isSelector ? container : .none, location: at, enclosingClass: enclosingClass)
      placement.property = slot
      placements.append(placement)
    }
  }

  /// `…Controller:argument` (a selector's piece) and `.…Controller = argument` (a property set
  /// through a dot; `UIViewController *mainViewController = x` is a local): the slot's name, the
  /// argument's, and whether it is a selector's. One pass over the statement's bytes.
  static func slotArguments(_ s: String) -> [(slot: String, argument: String, isSelector: Bool)] {
    let b = Array(s.utf8)
    let word = Array("Controller".utf8)
    func isWord(_ c: UInt8) -> Bool { isWordByte(c) }
    var result: [(String, String, Bool)] = []
    var from = 0
    while let found = Suppression.index(of: word, in: b, from: from) {
      let i = found + word.count
      from = i
      var end = i
      guard end == b.count || !isWord(b[end]) else { continue }
      var start = end - word.count
      while start > 0, isWord(b[start - 1]) { start -= 1 }
      while end < b.count, b[end] == UInt8(ascii: " ") { end += 1 }
      guard end < b.count else { break }
      let isSelector = b[end] == UInt8(ascii: ":")
      let isProperty = b[end] == UInt8(ascii: "=") && (end + 1 == b.count || b[end + 1] != UInt8(ascii: "=")) && start > 0 && b[start - 1] == UInt8(ascii: ".")
      guard isSelector || isProperty else { continue }
      var k = end + 1
      while k < b.count, b[k] == UInt8(ascii: " ") { k += 1 }
      let argumentStart = k
      while k < b.count, isWord(b[k]) { k += 1 }
      guard k > argumentStart, !(b[argumentStart] >= UInt8(ascii: "0") && b[argumentStart] <= UInt8(ascii: "9")) else { continue }
      result.append((String(decoding: b[start..<i], as: UTF8.self), String(decoding: b[argumentStart..<k], as: UTF8.self), isSelector))
    }
    return result
  }

  /// `x.modalPresentationStyle = …`, `x.modalPresentationCapturesStatusBarAppearance = …`; on
  /// `self` they are the class's own facts.
  /// The navigation bar settings of the enclosing navigation controller; true when `left` is one.
  mutating func navigationAssignment(_ left: String, _ right: String, _ at: SourceLocation) -> Bool {
    let receiver = String(left.split(separator: " ").last ?? "")
    let value = String(right.prefix { $0.isLetter || $0.isNumber })
    if right.hasPrefix("self.navigationController.navigationBar"), right.count == "self.navigationController.navigationBar".count {
      navigationBars.insert(receiver.trimmingCharacters(in: ["*"]))
      return true
    }
    for suffix in [".navigationBarHidden"] where receiver.hasSuffix(suffix) {
      let local = String(receiver.dropLast(suffix.count))
      guard local != "self", let origin = locals[local]?.origin else { continue }
      hideBar(of: origin, !(value == "NO" || value == "false"))
      return true
    }
    if receiver == "self.navigationBarHidden" {
      let hidden = value == "YES" || value == "true" ? "true" : value == "NO" || value == "false" ? "false" : nil
      set(.navigationBarHidden, hidden.map { .constant($0) } ?? .runtime(value), at)
      return true
    }
    if receiver == "self.navigationController.navigationBarHidden" {
      let hidden = value == "YES" || value == "true" ? "true" : value == "NO" || value == "false" ? "false" : nil
      set(.navigationBarHidden, hidden.map { .constant($0) } ?? .runtime(value), at, onNavigationController: true)
      return true
    }
    if receiver.hasSuffix(".barStyle"), navigationBars.contains(String(receiver.dropLast(".barStyle".count))) {
      set(.barStyle, BarStyle(objectiveCName: value).map { .constant($0.rawValue) } ?? .runtime(value), at, onNavigationController: true)
      return true
    }
    return false
  }

  mutating func settingAssignment(_ left: String, _ right: String, _ at: SourceLocation) -> Bool {
    for property in ["modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance"] where left.hasSuffix("." + property) {
      let receiver = String(left.dropLast(property.count + 1))
      let value = String(right.prefix { $0.isLetter || $0.isNumber })
      if property == "modalPresentationStyle" {
        let style = ObjectiveCReader.presentationStyle(value)
        if receiver == "self" {
          set(.modalPresentationStyle, style.map { .constant($0) } ?? .runtime(value), at)
        } else {
          record(style: style ?? "?", for: receiver, at)
        }
      } else {
        let captures = value == "YES" || value == "true" ? true : value == "NO" || value == "false" ? false : nil
        if receiver == "self" {
          set(.modalPresentationCapturesStatusBarAppearance, captures.map { .constant($0 ? "true" : "false") } ?? .runtime(value), at)
        } else {
          let key = locals[receiver]?.origin?.description ?? receiver
          self.captures[key] = captures ?? true  // may capture: never a claim that it does not
        }
      }
      return true
    }
    return false
  }

  mutating func record(style: String, for receiver: String, _ at: SourceLocation) {
    let key = locals[receiver]?.origin?.description ?? receiver
    styles[key] = style
  }

  /// The receiver of the message whose selector starts at `index`: `[receiver selector…`.
  func receiverBefore(_ s: String, _ index: String.Index) -> String {
    var depth = 0
    var k = index
    while k > s.startIndex {
      let prev = s.index(before: k)
      let ch = s[prev]
      if ch == "]" { depth += 1 }
      if ch == "[" {
        if depth == 0 { return withoutSelfAlias(s[k..<index].trimmingCharacters(" ")) }
        depth -= 1
      }
      k = prev
    }
    return withoutSelfAlias(s[s.startIndex..<index].trimmingCharacters(" "))
  }

  /// `weakSelf`, `weakSelf.navigationController` -> `self`, `self.navigationController`.
  func withoutSelfAlias(_ receiver: String) -> String {
    let head = receiver.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !head.isEmpty, selfAliases.contains(String(head)) else { return receiver }
    return "self" + receiver.dropFirst(head.count)
  }

  /// `[[X alloc] init…]`, `[X new]`, `[[UINavigationController alloc] initWithRootViewController:x]`.
  /// `AppController *x` / `AppController * x`: an app's controller class (a UIKit class says nothing).
  static func declaredControllerType(_ left: String) -> String? {
    let parts = left.split(whereSeparator: { $0 == " " || $0 == "*" })
    guard parts.count == 2, left.hasBytes("*"), let type = parts.first.map(String.init), type.hasSuffix("Controller"),
      type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), CoreFacts.kind(ofUIKitClass: type) == nil
    else { return nil }
    return type
  }

  func construction(_ expression: String, _ at: SourceLocation) -> PlacedController? {
    var e = Substring(expression.trimmingCharacters(" "))
    if e.hasPrefix("("), let close = e.firstIndex(of: ")") { e = e[e.index(after: close)...].drop { $0 == " " } }  // a cast
    if e.hasPrefix("[[") {
      let name = e.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let first = name.first, first.isUppercase, e.dropFirst(2 + name.count).hasPrefix(" alloc]") else { return nil }
      var inner: [PlacedController] = []
      if let r = e.byteRange(of: "initWithRootViewController:") {
        var argument = String(e[r.upperBound...])
        // Only the brackets the argument does not open: `[ViewController new]]` keeps its own
        // (D215: GreenTeamHackaton's root, `initWithRootViewController:[ViewController new]`, round 62).
        while argument.hasSuffix("]"), argument.filter({ $0 == "]" }).count > argument.filter({ $0 == "[" }).count { argument.removeLast() }
        argument = argument.trimmingCharacters(" ")
        if let placed = locals[argument] ?? construction(argument, at) { inner.append(placed) }
      }
      return PlacedController(type: String(name), inner: inner, origin: at)
    }
    // D183: `[self.storyboard instantiateViewControllerWithIdentifier:@"Player"]`: the storyboard
    // scene with that ID, when a storyboard read declares it (as Swift's, in PlacementVisitor).
    if e.hasPrefix("["), e.hasSuffix("\"]"), let r = e.byteRange(of: " instantiateViewControllerWithIdentifier:@\"") {
      let identifier = e[r.upperBound...].dropLast(2)
      guard !identifier.isEmpty, !identifier.hasBytes("\"") else { return nil }
      return PlacedController(type: PlacementVisitor.factoryPrefix + StoryboardReader.identifierPrefix + identifier, origin: at, exact: false)
    }
    if e.hasPrefix("["), e.hasSuffix(" new]") {
      let name = e.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let first = name.first, first.isUppercase, e.count == name.count + 6 else { return nil }
      return PlacedController(type: String(name), origin: at)
    }
    return nil
  }
}
