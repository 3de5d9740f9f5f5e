import StatusBarCore
import SwiftSyntax

/// What one class shows about when its code runs: which of its methods call which, which are
/// notification handlers (and of which notification), and which notifications it answers with a
/// status bar update. The missing-update check asks it whether a change is reached only before the
/// controller appears or on events UIKit (or another handler) re-asks on (`StatusBarRequery`).
struct ClassEvents {
  /// Method bodies by base name (`init` for initialisers; overloads share a name).
  var bodies: [String: [Syntax]] = [:]
  var callers: [String: Set<String>] = [:]
  /// Methods registered with `addObserver(_:selector:name:object:)`, and the notifications.
  var handlers: [String: Set<String>] = [:]
  /// Handlers of notifications (methods or closures) and what they observe, for `updatedEvents`.
  var registrations: [(event: String, body: Syntax)] = []

  init(_ members: MemberBlockSyntax) { self.init([members]) }

  /// The class's members and those of its extensions in the same file.
  init(_ blocks: [MemberBlockSyntax]) {
    for member in blocks.flatMap(\.allMembers) {
      if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
        bodies[function.name.text, default: []].append(Syntax(body))
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
        bodies["init", default: []].append(Syntax(body))
      }
    }
    for (caller, list) in bodies {
      for body in list {
        for call in CodeUseVisitor.calls(in: body) {
          if let callee = Self.calledMethod(call), bodies[callee] != nil { callers[callee, default: []].insert(caller) }
          guard let event = Self.observedEvent(call) else { continue }
          if let handler = Self.selectorName(call) {
            handlers[handler, default: []].insert(event)
            for handlerBody in bodies[handler] ?? [] { registrations.append((event, handlerBody)) }
          } else if let closure = Self.closure(of: call) {
            registrations.append((event, Syntax(closure)))
          }
        }
      }
    }
  }

  /// `f(…)`, `self.f(…)`, `self?.f(…)`: the method's base name.
  static func calledMethod(_ call: FunctionCallExprSyntax) -> String? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.trimmedText,
      base == "self" || base == "self?" || base == "self!"
    else { return nil }
    return member.declName.baseName.text
  }

  /// The notification a call registers for: `addObserver(…, name: N, …)`,
  /// `addObserver(forName: N, …)`, `publisher(for: N)` anywhere in its chain (`….sink { }`).
  static func observedEvent(_ call: FunctionCallExprSyntax) -> String? {
    let name =
      (call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
      ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    if name == "addObserver" || name == "observe" {
      if let argument = call.arguments.first(where: { $0.label?.text == "forName" || $0.label?.text == "name" }) {
        return eventName(argument.expression)
      }
    }
    // `NotificationCenter.default.publisher(for: N).sink { … }`: the closure belongs to the outer call.
    var base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    while let expression = base {
      if let inner = expression.as(FunctionCallExprSyntax.self) {
        if inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "publisher",
          let argument = inner.arguments.first(where: { $0.label?.text == "for" })
        {
          return eventName(argument.expression)
        }
        base = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
      } else {
        base = expression.as(MemberAccessExprSyntax.self)?.base
      }
    }
    return nil
  }

  /// `#selector(themeDidChange)`, `#selector(Self.themeDidChange(_:))`: the method's base name.
  static func selectorName(_ call: FunctionCallExprSyntax) -> String? {
    guard let argument = call.arguments.first(where: { $0.label?.text == "selector" }),
      let macro = argument.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      let inner = macro.arguments.first?.expression.trimmedText
    else { return nil }
    let path = inner.prefix { $0 != "(" }
    return path.split(separator: ".").last.map(String.init)
  }

  static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
  }

  /// A notification's name as written, without `Notification.Name.` and the leading dot; a string
  /// literal's text (`Notification.Name("x")`, `"x"`).
  static func eventName(_ expression: ExprSyntax) -> String {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.segments.trimmedText }
    if let call = expression.as(FunctionCallExprSyntax.self), let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
      return literal.segments.trimmedText
    }
    var text = expression.trimmedText.filter { !$0.isWhitespace }
    for prefix in ["NSNotification.Name.", "Notification.Name.", "."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
    return text
  }

  /// The notifications this class answers with a status bar update: a handler that calls
  /// `setNeedsStatusBarAppearanceUpdate()` or changes a window's or controller's trait override,
  /// itself or through the class's methods it calls.
  var updatedEvents: Set<String> {
    var result: Set<String> = []
    for registration in registrations where requestsUpdate(registration.body, depth: 0, seen: []) { result.insert(registration.event) }
    return result
  }

  func requestsUpdate(_ body: Syntax, depth: Int, seen: Set<String>) -> Bool {
    if body.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == StatusBarRequery.updateCall }) { return true }
    for sequence in CodeUseVisitor.sequences(in: body) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
      let target = elements[0].trimmedText.filter { !$0.isWhitespace }
      for property in StatusBarRequery.traitOverrides where target == property || target.hasSuffix("." + property) {
        let owner = target.dropLast(property.count).lowercased()
        if owner.isEmpty || owner == "self." || owner.contains("window") || owner.contains("controller") { return true }
      }
    }
    guard depth < 4 else { return false }
    for call in CodeUseVisitor.calls(in: body) {
      guard let callee = Self.calledMethod(call), !seen.contains(callee), let list = bodies[callee] else { continue }
      if list.contains(where: { requestsUpdate($0, depth: depth + 1, seen: seen.union([callee])) }) { return true }
    }
    return false
  }

  /// The events through which code at `node` in `method` runs, when it runs only before the
  /// controller appears or on notifications; nil when some path starts anywhere else (an action,
  /// a delegate, another type's call).
  func events(reaching node: Syntax, in method: String) -> Set<String>? {
    // A notification handler's closure around the node is its event.
    var current = node.parent
    while let n = current, !n.is(FunctionDeclSyntax.self) {
      if let closure = n.as(ClosureExprSyntax.self), let call = Self.registration(of: closure), let event = Self.observedEvent(call) {
        return [event]
      }
      current = n.parent
    }
    var events: Set<String> = []
    var work = [method]
    var seen: Set<String> = [method]
    while let name = work.popLast() {
      if StatusBarRequery.needsNoUpdate(in: name) { continue }
      let handled = handlers[name] ?? []
      let calling = callers[name] ?? []
      if handled.isEmpty && calling.isEmpty { return nil }
      events.formUnion(handled)
      for caller in calling where seen.insert(caller).inserted { work.append(caller) }
      if seen.count > 24 { return nil }
    }
    return events
  }

  /// The call a closure is given to (as its trailing closure or an argument).
  static func registration(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
  }
}
