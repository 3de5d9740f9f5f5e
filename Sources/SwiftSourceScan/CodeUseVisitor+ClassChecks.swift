import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// Class-level checks: a preference changed without `setNeedsStatusBarAppearanceUpdate()` (R9.1),
/// `childForStatusBar…` returning a controller the class never shows (R3.4, D187).
extension CodeUseVisitor {
  func storedProperties(_ members: MemberBlockSyntax) -> [String: VariableDeclSyntax] {
    var result: [String: VariableDeclSyntax] = [:]
    for member in members.allMembers {
      guard let v = member.decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { continue }
      for binding in v.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        // Stored: no accessor block, or only observers.
        if let block = binding.accessorBlock, case .getter = block.accessors { continue }
        result[name] = v
      }
    }
    return result
  }

  func overrideGetter(_ members: MemberBlockSyntax, _ names: Set<String>) -> [(String, Syntax)] {
    var result: [(String, Syntax)] = []
    for member in members.allMembers {
      // D199: Swift 2's method (`override func prefersStatusBarHidden() -> Bool`), by its Swift 4.2 name.
      if let function = member.decl.as(FunctionDeclSyntax.self), let getter = swift2Getter(function), let body = function.body {
        let name = Self.currentNames[getter.name] ?? getter.name
        if names.contains(name) { result.append((name, Syntax(body))) }
        continue
      }
      guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let binding = v.bindings.first, let spelled = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        case let name = Self.currentNames[spelled] ?? spelled, names.contains(name), let block = binding.accessorBlock
      else { continue }
      result.append((name, Syntax(block)))
    }
    return result
  }

  /// D199: Swift 3 to 4.1's names of the forwarding properties, by their names since Swift 4.2.
  static let currentNames = [
    "childViewControllerForStatusBarStyle": "childForStatusBarStyle", "childViewControllerForStatusBarHidden": "childForStatusBarHidden",
  ]

  /// Every node of one kind below `node`, iteratively.
  static func descendants<Node: SyntaxProtocol>(_ kind: Node.Type, in node: Syntax) -> [Node] {
    var result: [Node] = []
    var work = [node]
    while let current = work.popLast() {
      if let found = current.as(kind) { result.append(found) }
      work.append(contentsOf: current.children(viewMode: .sourceAccurate))
    }
    return result
  }

  /// Every call below `node`.
  static func calls(in node: Syntax) -> [FunctionCallExprSyntax] { descendants(FunctionCallExprSyntax.self, in: node) }

  /// Every sequence expression below `node`.
  static func sequences(in node: Syntax) -> [SequenceExprSyntax] { descendants(SequenceExprSyntax.self, in: node) }

  static func referencedNames(_ node: Syntax) -> Set<String> {
    var names: Set<String> = []
    for token in node.tokens(viewMode: .sourceAccurate) {
      if case .identifier(let text) = token.tokenKind { names.insert(text) }
    }
    return names
  }

  func checkUpdates(_ members: MemberBlockSyntax, className: String) {
    // The class's extensions in the same file change its properties too (InteractiveSideMenu's
    // `fileprivate extension MenuContainerViewController { func setCurrentView(…) }`, round 24).
    let blocks = [members] + extensionBlocks(of: className)
    let stored = storedProperties(members)
    let getters = overrideGetter(members, ["prefersStatusBarHidden", "preferredStatusBarStyle"])
    guard !getters.isEmpty else { return }
    var read: [String: String] = [:]
    for (getter, block) in getters {
      for name in Self.referencedNames(block) where stored[name] != nil { read[name] = getter }
    }
    guard !read.isEmpty else { return }
    // D194: asked for from two or more of its own methods, the class keeps the bar up to date by hand.
    let askers = blocks.flatMap(\.allMembers).lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.body }
      .filter { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == StatusBarRequery.updateCall } }
    if askers.prefix(StatusBarRequery.askedByHandMethods).count >= StatusBarRequery.askedByHandMethods { return }
    var events: ClassEvents?
    // A didSet that asks for the update, itself or through a method of the class (BSImagePicker's
    // `updateStatusBar()`), covers every assignment.
    var covered: Set<String> = []
    for (name, decl) in stored where read[name] != nil {
      if decl.trimmedText.contains(StatusBarRequery.updateCall) {
        covered.insert(name)
        continue
      }
      if events == nil { events = ClassEvents(blocks) }
      if events!.requestsUpdate(Syntax(decl), depth: 0, seen: []) { covered.insert(name) }
    }
    // Where the change runs: nil anywhere, else only before the controller appears (no finding)
    // or on these notifications (a finding unless the app updates on each, D92, D93).
    func reached(_ node: some SyntaxProtocol, _ function: FunctionDeclSyntax) -> [String]? {
      if events == nil { events = ClassEvents(blocks) }
      guard let found = events!.events(reaching: Syntax(node), in: function.name.text) else { return [] }
      return found.isEmpty ? nil : found.sorted()
    }
    for member in blocks.flatMap(\.allMembers) {
      guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
      // Itself, or through a method of the class it calls (AKSideMenu's `statusBarNeedsAppearanceUpdate()`).
      if body.trimmedText.contains(StatusBarRequery.updateCall) { continue }
      if events == nil { events = ClassEvents(blocks) }
      if events!.requestsUpdate(Syntax(body), depth: 0, seen: [function.name.text]) { continue }
      // D193 (D185 in Swift): called in the class only from methods that ask for the update
      // (primal's `set(_:)`, whose every caller asks right after; round 35).
      if let callers = events!.callers[function.name.text], !callers.isEmpty,
        callers.allSatisfy({ caller in (events!.bodies[caller] ?? []).contains { events!.requestsUpdate($0, depth: 0, seen: [caller]) } })
      {
        continue
      }
      // `flag = …`, and `flag.toggle()` too: each change, with the word for it.
      var changes: [(node: Syntax, target: String, verb: String)] = []
      for call in Self.calls(in: Syntax(body)) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
          let target = member.base?.trimmedText
        else { continue }
        changes.append((Syntax(call), target, "toggles"))
      }
      for sequence in Self.sequences(in: Syntax(body)) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
        changes.append((Syntax(sequence), elements[0].trimmedText, "changes"))
      }
      for change in changes {
        var target = change.target
        for prefix in ["self.", "self?.", "self!."] where target.hasPrefix(prefix) { target.removeFirst(prefix.count) }
        guard let getter = read[target], !covered.contains(target), let on = reached(change.node, function) else { continue }
        record(
          change.node, .missingUpdate, target,
          "\(className).\(target) is read by \(getter) but \(function.name.text)() \(change.verb) it without setNeedsStatusBarAppearanceUpdate(): the status bar keeps the old answer until the next transition",
          events: on)
        markEntry(function, className: className, events: events)
      }
    }
  }

  /// D129: the change's method starts its path (nothing in the class calls it).
  func markEntry(_ function: FunctionDeclSyntax, className: String, events: ClassEvents?) {
    guard uses.last?.kind == .missingUpdate, uses.last?.events.isEmpty == true, (events?.callers[function.name.text] ?? []).isEmpty else { return }
    let range = function.positionAfterSkippingLeadingTrivia.utf8Offset..<function.endPositionBeforeTrailingTrivia.utf8Offset
    uses[uses.count - 1].entry = CodeUse.Declaration(name: function.name.text, range: range)
    uses[uses.count - 1].entryClass = className
  }

  /// Names bound to a stored property: `let controller = name`, `guard let c = self.name else`.
  static func aliases(of name: String, in text: String) -> [String] {
    let escaped = NSRegularExpression.escapedPattern(for: name)
    guard let pattern = try? NSRegularExpression(pattern: "\\b(?:let|var)\\s+([A-Za-z_][A-Za-z0-9_]*)\\s*=\\s*(?:self\\.)?" + escaped + "(?![A-Za-z0-9_])")
    else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in Range(match.range(at: 1), in: text).map { String(text[$0]) } }
  }

  /// The member blocks of every `extension ClassName` at the top level of the file.
  func extensionBlocks(of className: String) -> [MemberBlockSyntax] {
    file.tree.extensions(of: className).map(\.memberBlock)
  }

  /// The members of every `extension ClassName` at the top level of the file, without spaces.
  func extensionText(of className: String) -> String {
    var text = ""
    for block in extensionBlocks(of: className) {
      text += block.trimmedText.filter { !$0.isWhitespace }
    }
    return text
  }

  func checkChildren(_ members: MemberBlockSyntax, className: String) {
    let stored = storedProperties(members)
    let getters = overrideGetter(members, ["childForStatusBarStyle", "childForStatusBarHidden"])
    guard !getters.isEmpty else { return }
    let own = members.trimmedText.filter { !$0.isWhitespace }
    // The class's extensions in the same file may add the child (`extension CropViewController {
    // fileprivate func setUp() { addChild(toCropViewController) } }`), read only when needed.
    lazy var all = own + extensionText(of: className)
    for (getter, block) in getters {
      // D212: a controller made in the return itself (`return CameraController()`, Beacon's tab bar
      // controller when nothing is selected, round 62) is a new instance nothing shows.
      for returned in ReturnCollector.returns(in: block) {
        guard let call = returned.expression?.as(FunctionCallExprSyntax.self),
          let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
          type.hasSuffix("Controller") || CoreFacts.kind(ofUIKitClass: type) != nil
        else { continue }
        record(
          block, .childNotAChild, type,
          "\(className).\(getter) returns a new \(type)(), made there and shown nowhere: UIKit asks that instance, not a controller on screen under \(className), so what it answers is not what shows"
        )
        break
      }
      let body = block.trimmedText.filter { !$0.isWhitespace }
      for (name, _) in stored {
        let returned = body.contains("return\(name)") || body.contains("returnself.\(name)") || body == "{\(name)}" || body == "{self.\(name)}"
        guard returned else { continue }
        let added =
          all.contains("addChild(\(name)") || all.contains("addChild(self.\(name)") || all.contains("addChildViewController(\(name)")
          || all.contains("viewControllers=[") && all.contains(name) || all.contains("setViewControllers([") && all.contains(name)
          // `guard let controller = primaryContentViewController else { return }; addChild(controller)` (Pulley's didSet).
          || Self.aliases(of: name, in: members.trimmedText).contains { all.contains("addChild(\($0))") || all.contains("addChild(\($0)!)") }
          // D187: UIKit follows `childFor…` whether or not it returns a child (R1.2); what goes wrong
          // is a controller the class never shows. One whose view it adds, or that it wraps in a
          // container (`UINavigationController(rootViewController: camera)` then `addChild(nc)`,
          // halloapp's camera, round 55), is on screen under it.
          || all.contains("addSubview(\(name).view") || all.contains("addSubview(self.\(name).view")
          || all.contains("rootViewController:\(name)") || all.contains("rootViewController:self.\(name)")
          // D211: given a segue's destination in `prepare(for:sender:)` (Beacon's tab bar controller,
          // embedded by its storyboard, round 62): the storyboard shows it.
          || all.contains("\(name)=segue.destination") || all.contains("self.\(name)=segue.destination")
        guard !added else { continue }
        record(
          block, .childNotAChild, name,
          "\(className).\(getter) returns \(name), which \(className) never shows (not added with addChild(_:), nor its view, nor inside a container it adds): UIKit asks it all the same, so a controller that is not on screen under \(className) decides"
        )
      }
    }
  }
}
