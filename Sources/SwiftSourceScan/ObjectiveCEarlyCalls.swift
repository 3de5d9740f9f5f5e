import AppImport
import Foundation
import StatusBarCore

/// D135: an Objective-C method that makes a change a status bar override reads, whose every call
/// in the code read comes from the class's own methods that run before it is on screen, or from
/// one method of another class sent only from methods that run before a controller is on screen,
/// the class's own among them. The VIPER pattern (MEWconnect's home screen, round 33):
/// `viewDidLoad` tells its presenter `[self.output didTriggerViewReadyEvent]`, whose only body
/// calls back `[self.view setupInitialStateWithNumberOfTokens:…]`, where the header the style is
/// read from is made. UIKit asks the chain when the controller appears (D92). Calls are found by
/// the selector's first part, as whole words in message sends of every Objective-C file read.
enum ObjectiveCEarlyCalls {
  static let maxMethods = 16

  static func key(_ className: String, _ method: String) -> String { "\(className).\(method)" }

  /// One method body in a file: its class, its name (the selector's first part) and its range.
  struct Body {
    var className: String
    var name: String
    var range: Range<Int>
  }

  static func onlyBeforeScreen(files: [FileScan], facts: SourceFacts, texts: [String: String] = [:]) -> Set<String> {
    var candidates: [(className: String, method: String)] = []
    for file in files where file.skipped == nil {
      for use in file.uses where use.kind == .missingUpdate {
        if let method = use.objectiveCMethod, let className = use.entryClass { candidates.append((className, method)) }
      }
    }
    guard !candidates.isEmpty, candidates.count <= maxMethods else { return [] }
    // Every Objective-C file's method bodies and where each selector part is sent.
    var sends: [String: [(body: Body?, file: String)]] = [:]
    let wanted = Set(candidates.map(\.method))
    var callers: Set<String> = []
    // Only the files that name a method looked for are parsed (a big app's Objective-C is mostly
    // other code), each once.
    var raw: [(path: String, bytes: [UInt8])] = []
    for file in files where file.skipped == nil && SourceDiscovery.language(of: file.path) == .objectiveC {
      guard let bytes = SourceText.bytes(of: file.path, texts: texts) else { return [] }
      raw.append((file.path, bytes))
    }
    var parsed: [Int: (text: ObjectiveCText, bodies: [Body])] = [:]
    func sendsOf(_ names: Set<String>, _ record: (String, Body?, String) -> Void) {
      guard !names.isEmpty else { return }
      let needles = names.map { Array($0.utf8) }
      for (index, file) in raw.enumerated() where needles.contains(where: { Suppression.contains($0, in: file.bytes, ignoringCase: false) }) {
        if parsed[index] == nil {
          let text = ObjectiveCText(file.bytes)
          parsed[index] = (text, bodies(in: text))
        }
        guard let (text, bodies) = parsed[index] else { continue }
        for (name, offset) in messageSends(in: text, named: names) { record(name, bodies.last { $0.range.contains(offset) }, file.path) }
      }
    }
    // First the candidates' calls, then the calls of the methods those are made from.
    sendsOf(wanted) { name, body, path in
      sends[name, default: []].append((body, path))
      if let body { callers.insert(body.name) }
    }
    sendsOf(callers.subtracting(wanted)) { name, body, path in sends[name, default: []].append((body, path)) }
    let descendants = PlacementWorlds.descendants(facts)
    var result: Set<String> = []
    for candidate in candidates {
      let own = Set([candidate.className] + (descendants[candidate.className] ?? []))
      func early(_ body: Body?) -> Bool {
        guard let body else { return false }
        return own.contains(body.className) && StatusBarRequery.needsNoUpdate(inObjectiveC: body.name)
      }
      guard let calls = sends[candidate.method], !calls.isEmpty else { continue }
      let allEarly = calls.allSatisfy { call in
        guard let body = call.body else { return false }
        if early(body) { return true }
        // Through one method of another class, itself sent only from methods that run before a
        // controller is on screen, the class's own among them (each VIPER module's presenter has a
        // `didTriggerViewReadyEvent`, sent from its own view's `viewDidLoad`).
        guard !own.contains(body.className), let outer = sends[body.name], !outer.isEmpty else { return false }
        return outer.contains { early($0.body) }
          && outer.allSatisfy { call in call.body.map { StatusBarRequery.needsNoUpdate(inObjectiveC: $0.name) } ?? false }
      }
      if allEarly { result.insert(key(candidate.className, candidate.method)) }
    }
    return result
  }

  /// Method bodies in `@implementation Class`, found as `ObjectiveCReader` finds them
  /// (`ObjectiveCText.methodHeader`, `matchingBrace`), strings skipped.
  static func bodies(in text: ObjectiveCText) -> [Body] {
    let bytes = text.bytes
    var result: [Body] = []
    var className: String?
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if c == 0x22 || c == 0x27 {
        i = text.skipQuoted(i)
        continue
      }
      if c == 0x40, let word = text.word(at: i + 1) {  // @implementation Name / @end
        if word == "implementation" { className = text.nextWord(i + 1 + word.utf8.count).0 }
        if word == "end" { className = nil }
        i += 1 + word.utf8.count
        continue
      }
      if let owner = className, c == 0x2D || c == 0x2B, text.atLineStart(i), let method = text.methodHeader(i) {
        guard let open = method.bodyStart, let close = text.matchingBrace(open) else {
          i = method.end
          continue
        }
        result.append(Body(className: owner, name: method.name, range: open..<close + 1))
        i = close + 1
        continue
      }
      i += 1
    }
    return result
  }

  /// `[receiver name]` / `[receiver name:…]`: a word of `names` after a receiver and a space,
  /// followed by `:` or `]`, inside brackets.
  static func messageSends(in text: ObjectiveCText, named names: Set<String>) -> [(String, Int)] {
    guard !names.isEmpty else { return [] }
    let bytes = text.bytes
    var result: [(String, Int)] = []
    var i = 0
    while i < bytes.count {
      guard ObjectiveCText.isWordByte(bytes[i]), i == 0 || !ObjectiveCText.isWordByte(bytes[i - 1]), let word = text.word(at: i) else {
        i += 1
        continue
      }
      let end = i + word.utf8.count
      if names.contains(word) {
        var before = i - 1
        while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0A { before -= 1 }
        var after = end
        while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        // After a receiver (a word, `]` or `)`), before `:` or `]`; not a declaration (`- (void) name`).
        let receiverBefore = before >= 0 && (ObjectiveCText.isWordByte(bytes[before]) || bytes[before] == 0x5D || bytes[before] == 0x29) && before < i - 1
        let declaration = before >= 0 && bytes[before] == 0x29 && isDeclaration(bytes, before)
        if receiverBefore, !declaration, after < bytes.count, bytes[after] == 0x3A || bytes[after] == 0x5D {
          result.append((word, i))
        }
      }
      i = end
    }
    return result
  }

  /// The `)` at `close` ends a method declaration's return type (`- (void) name`).
  static func isDeclaration(_ bytes: [UInt8], _ close: Int) -> Bool {
    var k = close
    var depth = 0
    while k >= 0 {
      if bytes[k] == 0x29 {
        depth += 1
      } else if bytes[k] == 0x28 {
        depth -= 1
        if depth == 0 { break }
      }
      k -= 1
    }
    k -= 1
    while k >= 0, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
    return k >= 0 && (bytes[k] == 0x2D || bytes[k] == 0x2B)
  }
}
