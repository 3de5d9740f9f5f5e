import AppImport
import StatusBarCore

/// Missing updates in an Objective-C `@implementation` (R9.1, D128): a property or instance
/// variable a status bar override reads (`self.centerViewController`, `_statusBarHidden`), assigned
/// in a method that neither asks for the update itself nor through a method of the class it calls,
/// and that the class calls from nowhere but before the controller is on screen. MFSideMenu's
/// `setCenterViewController:` swaps the controller its style is read from, round 24. Lightly read,
/// as the rest of Objective-C: whole words in the method bodies, never a guess from other shapes.
struct ObjectiveCUpdates {
  struct Method {
    var name: String
    var body: String
    /// The byte offset of the body's first character in the file.
    var offset: Int
  }

  var className: String
  var methods: [Method] = []

  static let update = StatusBarRequery.updateCall

  func uses(text: ObjectiveCText, path: String) -> [CodeUse] {
    let getters = methods.filter { $0.name == "preferredStatusBarStyle" || $0.name == "prefersStatusBarHidden" }
    guard !getters.isEmpty else { return [] }
    // What the getters read: `self.x`, `_x`, `[self x]`.
    var read: [String: String] = [:]
    for getter in getters {
      for name in Self.properties(in: getter.body) where read[name] == nil { read[name] = getter.name }
    }
    guard !read.isEmpty else { return [] }
    // D194: a class that asks for the update from two or more of its own methods keeps its status
    // bar up to date by hand, on paths that run through other objects lint does not follow.
    if Self.asksByHand(methods.map(\.body)) { return [] }
    let updating = Self.updating(methods)
    var result: [CodeUse] = []
    for method in methods where read[method.name] == nil && !getters.contains(where: { $0.name == method.name }) {
      // UIKit calls it before the controller is on screen, or as it leaves it (the core's list, D92).
      if StatusBarRequery.needsNoUpdate(inObjectiveC: method.name) { continue }
      if updating.contains(method.name) { continue }
      // Called in the class only from methods that run before it is on screen.
      let callers = methods.filter { $0.name != method.name && Self.calls(in: $0.body).contains(method.name) }
      if !callers.isEmpty, callers.allSatisfy({ StatusBarRequery.needsNoUpdate(inObjectiveC: $0.name) }) { continue }
      // D185: called in the class only from methods that ask for the update (OsmAnd's
      // `updateLayoutCurrentState`, called from `layoutSubviews`, which ends by asking; round 54).
      if !callers.isEmpty, callers.allSatisfy({ updating.contains($0.name) }) { continue }
      for (name, at, throughSelf) in Self.assignments(in: method.body) {
        guard let getter = read[name] else { continue }
        // `self.x = …` calls the class's own `setX:` when it has one: that setter is where the
        // change is made (GKPhotoBrowser's `setIsStatusBarShow:` asks for the update).
        if throughSelf, methods.contains(where: { $0.name == "set" + name.prefix(1).uppercased() + name.dropFirst() }) { continue }
        var use = CodeUse(
          kind: .missingUpdate, location: text.location(path, method.offset + at), name: name,
          detail:
            "\(className).\(name) is read by \(getter) but \(method.name) changes it without setNeedsStatusBarAppearanceUpdate: the status bar keeps the old answer until the next transition"
        )
        use.events = []
        use.entryClass = className
        use.objectiveCMethod = method.name
        result.append(use)
        break
      }
    }
    return result
  }

  /// The methods that ask for the update, themselves or through the class's own methods at any
  /// depth (D180: OsmAnd's `goExpanded:` calls `updateView:`, which calls `layoutSubviews`, which
  /// asks; round 54). One pass over the calls, from the askers back to their callers.
  static func updating(_ methods: [Method]) -> Set<String> {
    var callers: [String: Set<String>] = [:]
    var result: Set<String> = []
    var work: [String] = []
    for method in methods {
      for callee in calls(in: method.body) where callee != method.name { callers[callee, default: []].insert(method.name) }
      if method.body.contains(update), result.insert(method.name).inserted { work.append(method.name) }
    }
    while let name = work.popLast() {
      for caller in callers[name] ?? [] where result.insert(caller).inserted { work.append(caller) }
    }
    return result
  }

  /// D194: two or more method bodies that ask for the update themselves (OsmAnd's map panel asks in
  /// seven, among them `targetUpdateControlsLayout:`, which the dashboard calls after changing what
  /// the panel's style reads; round 54). Whether a change elsewhere in the class is followed by one
  /// of them depends on callers outside it: lint stays silent rather than guess (StatusBarRequery).
  static func asksByHand(_ bodies: [String]) -> Bool {
    bodies.lazy.filter { $0.contains(update) }.prefix(StatusBarRequery.askedByHandMethods).count >= StatusBarRequery.askedByHandMethods
  }

  /// `self.x` and `_x` and `[self x]` in a body: the property names.
  static func properties(in body: String) -> Set<String> {
    var names: Set<String> = []
    let chars = Array(body.utf8)
    var i = 0
    func word(_ from: Int) -> (String, Int) {
      var j = from
      while j < chars.count, isWord(chars[j]) { j += 1 }
      return (String(decoding: chars[from..<j], as: UTF8.self), j)
    }
    while i < chars.count {
      if i + 5 <= chars.count, chars[i..<(i + 5)].elementsEqual("self.".utf8), i == 0 || !isWord(chars[i - 1]) {
        let (name, end) = word(i + 5)
        if !name.isEmpty { names.insert(name) }
        i = end
        continue
      }
      if i + 6 <= chars.count, chars[i..<(i + 6)].elementsEqual("[self ".utf8) {
        let (name, end) = word(i + 6)
        if !name.isEmpty, end < chars.count, chars[end] == UInt8(ascii: "]") { names.insert(name) }
        i = end
        continue
      }
      if chars[i] == UInt8(ascii: "_"), i == 0 || !isWord(chars[i - 1]) {
        let (name, end) = word(i + 1)
        if !name.isEmpty, name.first?.isLowercase == true { names.insert(name) }
        i = max(end, i + 1)
        continue
      }
      i += 1
    }
    return names
  }

  /// `self.x = …` and `_x = …` (not `==`): each property, the byte offset of the statement, and
  /// whether it goes through `self.`.
  static func assignments(in body: String) -> [(String, Int, Bool)] {
    var result: [(String, Int, Bool)] = []
    let chars = Array(body.utf8)
    var i = 0
    while i < chars.count {
      var start: Int?
      if i + 5 <= chars.count, chars[i..<(i + 5)].elementsEqual("self.".utf8), i == 0 || !isWord(chars[i - 1]) {
        start = i + 5
      } else if chars[i] == UInt8(ascii: "_"), i == 0 || !(isWord(chars[i - 1]) || chars[i - 1] == UInt8(ascii: ".")) {
        start = i + 1
      }
      guard let from = start else {
        i += 1
        continue
      }
      var j = from
      while j < chars.count, isWord(chars[j]) { j += 1 }
      let name = String(decoding: chars[from..<j], as: UTF8.self)
      var k = j
      while k < chars.count, chars[k] == 0x20 || chars[k] == 0x09 { k += 1 }
      if !name.isEmpty, k + 1 < chars.count, chars[k] == UInt8(ascii: "="), chars[k + 1] != UInt8(ascii: "=") {
        result.append((name, i, from == i + 5))
      }
      i = max(j, i + 1)
    }
    return result
  }

  /// The first selector piece of every `[self piece…` message in a body.
  static func calls(in body: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(body)
    while let r = rest.byteRange(of: "[self ") {
      let name = rest[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { names.insert(String(name)) }
      rest = rest[r.upperBound...]
    }
    return names
  }

  static func isWord(_ c: UInt8) -> Bool { UnusedDeclarations.isWord(c) }
}
