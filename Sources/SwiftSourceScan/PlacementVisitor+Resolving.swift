import AppImport
import StatusBarCore
import SwiftSyntax

/// Resolving an expression to the controller it names or builds: locals, stored properties,
/// casts, constructions and static factories (facts only).
extension PlacementVisitor {
  /// Stored properties with a controller type or initial value: `let player = Player()`, `var nav: Nav!`.
  func properties(_ members: MemberBlockSyntax) -> [String: PlacedController] {
    var result: [String: PlacedController] = [:]
    for member in members.allMembers {
      guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in v.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let value = binding.initializer?.value, let placed = resolve(value, recordBuilt: false) ?? immediatelyCalledClosureResult(value) {
          result[name] = placed
        } else if let type = binding.typeAnnotation?.type, let name2 = Self.typeName(type) {
          result[name] = PlacedController(type: name2, exact: false)
        } else if let block = binding.accessorBlock, case .getter(let items) = block.accessors, items.count == 1,
          let expr = items.first?.item.as(ExprSyntax.self), let placed = resolve(expr, recordBuilt: false)
        {
          result[name] = placed
        }
      }
    }
    return result
  }

  /// D191: `lazy var vc: UIViewController = { let vc = Applications(…); return vc }()`: what the
  /// closure called in place returns, a construction or a local it built (keith27staines'
  /// coordinators, round 55).
  func immediatelyCalledClosureResult(_ value: ExprSyntax) -> PlacedController? {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self),
      let last = closure.statements.last?.item
    else { return nil }
    let returned = last.as(ReturnStmtSyntax.self)?.expression ?? (closure.statements.count == 1 ? last.as(ExprSyntax.self) : nil)
    guard let returned else { return nil }
    if let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text {
      for item in closure.statements {
        guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
        for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          if let initial = binding.initializer?.value { return resolve(initial, recordBuilt: false) }
        }
      }
      return nil
    }
    return resolve(returned, recordBuilt: false)
  }

  static func typeName(_ type: TypeSyntax) -> String? {
    // The common shapes from the tree (`X`, `X?`, `X!`, `X<T>`), the others from their text.
    if let plain = type.as(IdentifierTypeSyntax.self) {
      let name = plain.name.text
      return name.first?.isUppercase == true ? name : nil
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
    var text = type.trimmedText
    while let last = text.last, last == "!" || last == "?" { text.removeLast() }
    if let angle = text.firstIndex(of: "<") { text = String(text[..<angle]) }
    guard let first = text.first, first.isUppercase, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
      return nil
    }
    return ClassName(text).base
  }

  func lookup(_ name: String) -> PlacedController? {
    for scope in scopes.reversed() { if let found = scope[name] { return found } }
    for type in types.reversed() { if let found = type.properties[name] { return found } }
    return nil
  }

  // MARK: resolving an expression to the controller it builds

  func resolve(_ expr: ExprSyntax, recordBuilt: Bool = true) -> PlacedController? {
    if isReceiverChain(expr) { return PlacedController(type: Self.parameterMarker, exact: false) }
    if let call = expr.as(FunctionCallExprSyntax.self) { return construction(call, recordBuilt: recordBuilt) }
    if let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind == .keyword(.self), let enclosingClass {
      return PlacedController(type: enclosingClass, exact: false)
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self) {
      if Self.isAnonymousFirst(expr) { return closures.last??.receiver }
      if let found = lookup(ref.baseName.text) { return found }
      if let parameter = functions.last?.firstParameter, ref.baseName.text == parameter {
        return PlacedController(type: Self.parameterMarker, exact: false)
      }
      return nil
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
      return lookup(member.declName.baseName.text)
    }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) { return resolve(forced.expression, recordBuilt: recordBuilt) }
    if let optional = expr.as(OptionalChainingExprSyntax.self) { return resolve(optional.expression, recordBuilt: recordBuilt) }
    if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
      return resolve(only.expression, recordBuilt: recordBuilt)
    }
    if let cast = expr.as(AsExprSyntax.self), let type = Self.typeName(cast.type) {
      return castResult(cast.expression, type) ?? PlacedController(type: type, origin: file.location(cast), exact: false)
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind == .keyword(.self), let enclosingClass {
      return PlacedController(type: enclosingClass, exact: false)
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      // `x as! X` before folding is a sequence of [x, as X].
      let elements = Array(sequence.elements)
      if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark != nil || true,
        let type = elements[2].as(TypeExprSyntax.self).flatMap({ Self.typeName($0.type) })
      {
        return castResult(elements[0], type) ?? PlacedController(type: type, origin: file.location(sequence), exact: false)
      }
      // D186: `(storyboard.instantiateViewController(withIdentifier: id) as? Intro) ?? Intro()`: the
      // controller either side builds, the left one first (kindnesswall's coordinators, round 55).
      if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
        return resolve(elements[0], recordBuilt: recordBuilt) ?? resolve(elements[2], recordBuilt: recordBuilt)
      }
    }
    return nil
  }

  /// A factory's result under a cast (`instantiateViewController(withIdentifier: "Nav") as? UINavigationController`)
  /// is what the factory returns (the storyboard's navigation controller class, its bar hidden or
  /// not), and the cast's type only where no factory of that name is read.
  func castResult(_ inner: ExprSyntax, _ type: String) -> PlacedController? {
    guard var placed = resolve(inner, recordBuilt: false), placed.type.hasPrefix(Self.factoryPrefix) else { return nil }
    placed.cast = type
    return placed
  }

  /// `X(…)`, `X.init(…)`, `X<…>(…)`, `X.factory(…)`; with what it is built around.
  func construction(_ call: FunctionCallExprSyntax, recordBuilt: Bool) -> PlacedController? {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    var typeName: String?
    var factory: String?
    if let ref = callee.as(DeclReferenceExprSyntax.self) {
      typeName = ref.baseName.text
      if let first = typeName?.first, !first.isUppercase { factory = typeName }
    } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      var baseExpr = base
      if let generic = baseExpr.as(GenericSpecializationExprSyntax.self) { baseExpr = generic.expression }
      if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true || lookup(ref.baseName.text) == nil {
        typeName = ref.baseName.text
        if member.declName.baseName.text != "init" { factory = ref.baseName.text + "." + member.declName.baseName.text }
      } else if member.declName.baseName.text == "then", call.arguments.isEmpty, let closure = call.trailingClosure,
        var receiver = resolve(baseExpr, recordBuilt: recordBuilt), receiver.type != Self.parameterMarker
      {
        // The Then library's `X(…).then { $0.… }` is the X it configures (D106). A presentation style or
        // capture set in the closure is not read: the style is then decided at run time (`?`).
        if closure.statements.trimmedText.contains("modalPresentation") { receiver.style = "?" }
        // D170: `$0.isNavigationBarHidden = true` in it hides the bar of the navigation controller it
        // builds (3dollars' tab navigation controllers, round 51).
        if let hidden = Self.barHiddenByConfiguration(closure), let key = receiver.origin?.description { barsHidden[key] = hidden }
        return receiver
      } else if !["init", "instantiateViewController"].contains(member.declName.baseName.text), let receiver = resolve(baseExpr, recordBuilt: false),
        receiver.type != Self.parameterMarker
      {
        // `V(…).helper()`: an app's helper called on a built value (linked to the helper's
        // function when every file is read; a call no helper explains claims nothing).
        return PlacedController(
          type: Self.factoryPrefix + "." + member.declName.baseName.text, inner: [receiver], origin: file.location(call), exact: false)
      }
    }
    if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "instantiateViewController", let first = call.arguments.first,
      first.label?.text == "withIdentifier", let literal = first.expression.as(StringLiteralExprSyntax.self), let identifier = literal.representedLiteralValue
    {
      // The storyboard scene with that ID (`StoryboardReader`), when a storyboard read declares it.
      return PlacedController(type: Self.factoryPrefix + StoryboardReader.identifierPrefix + identifier, origin: file.location(call), exact: false)
    }
    if let factory {
      // Resolved against the factories of every file once all are read (`T.f`, else `T` itself).
      let argument = call.arguments.first.flatMap { resolve($0.expression) }
      if let first = typeName?.first, !first.isUppercase, argument == nil, !isOwnMethod(call) { return nil }
      return PlacedController(type: Self.factoryPrefix + factory, inner: argument.map { [$0] } ?? [], origin: file.location(call), exact: false)
    }
    guard let type = typeName, let first = type.first, first.isUppercase else { return nil }
    var inner: [PlacedController] = []
    for argument in call.arguments {
      switch argument.label?.text {
      case "rootViewController", "rootView":
        if let placed = resolve(argument.expression) { inner.append(placed) }
      default: break
      }
    }
    if inner.isEmpty, CoreFacts.kind(ofUIKitClass: type)?.behavior.hostsSwiftUI == true, let closure = call.trailingClosure,
      let view = firstConstruction(in: Syntax(closure))
    {
      inner.append(view)
    }
    let placed = PlacedController(type: type, inner: inner, origin: file.location(call))
    if type == PlacementWorlds.navigation.uikitClass { navigationOrigins.insert(file.location(call).description) }
    if recordBuilt, !inner.isEmpty {
      built.append(Placement(how: .built, controller: placed, location: file.location(call), enclosingClass: enclosingClass))
    }
    for child in inner { if let origin = child.origin { consumed.insert(origin) } }
    return placed
  }

  /// The first `Type(…)` inside a closure (a SwiftUI sheet's content).
  func firstConstruction(in node: Syntax) -> PlacedController? {
    var work = [node]
    while !work.isEmpty {
      let current = work.removeFirst()
      if let call = current.as(FunctionCallExprSyntax.self), let placed = construction(call, recordBuilt: false) { return placed }
      work.append(contentsOf: current.children(viewMode: .sourceAccurate))
    }
    return nil
  }
}
