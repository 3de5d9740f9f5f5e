import AppImport
import StatusBarCore
import SwiftSyntax

/// Finds where controllers are made root, contained, presented and built (facts only: the
/// linter builds worlds from them and asks StatusBarCore). Types are followed through locals,
/// stored properties, `as!`/`as?` casts and static factories of a type (`X.instantiate()`).
final class PlacementVisitor: SyntaxVisitor {
  let file: ParsedFile
  var placements: [Placement] = []
  /// Enclosing classes (their stored properties' controllers, the names of their methods that
  /// return a value), innermost last.
  var types: [(name: String?, properties: [String: PlacedController], methods: Set<String>)] = []
  /// The enclosing closures, innermost last: for a configuration closure (`x.do { $0.… }`), what
  /// `$0` is and the key its settings are remembered by; nil for any other closure.
  var closures: [ClosureReceiver?] = []
  /// D179: UIKit navigation controllers built in the file (by where), and whether each has its bar hidden.
  var navigationOrigins: Set<String> = []
  var builtNavigationBars: [Bool] = []
  /// D177: per class, its methods that add their first parameter as the class's child.
  var childHelpers: [String: Set<String>] = [:]
  /// Per open closure, the name it gives `self` (D171), if any.
  var selfAliases: [String?] = []
  /// Locals of the enclosing functions, innermost last.
  var scopes: [[String: PlacedController]] = [[:]]
  /// `nav.isNavigationBarHidden = …` by variable (as styles are).
  var barsHidden: [String: Bool] = [:]
  /// `x.modalPresentationStyle = …` / `x.modalPresentationCapturesStatusBarAppearance = …` by variable.
  var styles: [String: String] = [:]
  var captures: [String: Bool] = [:]
  /// Constructions consumed by a placement: not reported again as `built`.
  var consumed: Set<AppImport.SourceLocation> = []
  var built: [Placement] = []
  /// The enclosing initialisers' parameters (name -> label, `_` unlabelled), innermost last (D132).
  var initParameters: [[String: String]] = []
  /// `self.p = parameter` in an initialiser: the class, the parameter's label, the property (D132).
  var slotAssignments: [(type: String, label: String, property: String)] = []
  /// `Class.property` for each property a class adds as its child (`addChild(p)`, D132).
  var childProperties: Set<String> = []

  init(file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  var enclosingClass: String? { types.last(where: { $0.name != nil })?.name ?? nil }

  // MARK: scopes

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, properties(node.memberBlock), Self.methodsReturningValues(node.memberBlock)))
    childHelpers[node.name.text, default: []].formUnion(Self.childAddingHelpers(node.memberBlock))
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((ClassName(node.extendedType.trimmedDescription).base, properties(node.memberBlock), Self.methodsReturningValues(node.memberBlock)))
    childHelpers[ClassName(node.extendedType.trimmedDescription).base, default: []].formUnion(Self.childAddingHelpers(node.memberBlock))
    return .visitChildren
  }

  /// Inside `extension View { … }` (SwiftUI's protocol): `self` and its modifier chains are the
  /// view a helper is called on (`func embeddedInHostingController() -> UIHostingController<…>`).
  var inViewExtension: Bool { types.last?.name == "View" }

  /// `self`, `modifier(…)` or `self.modifier(…).other(…)` in a View extension: the receiver.
  func isReceiverChain(_ expr: ExprSyntax) -> Bool {
    guard inViewExtension else { return false }
    var current = expr
    for _ in 0..<64 {
      if let ref = current.as(DeclReferenceExprSyntax.self) { return ref.baseName.tokenKind == .keyword(.self) }
      guard let call = current.as(FunctionCallExprSyntax.self) else { return false }
      if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) { return ref.baseName.text.first?.isLowercase == true }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
      current = base
    }
    return false
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, [:], []))
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

  var factories: [ControllerFactory] = []
  var helpers: [PresentingHelper] = []
  /// The enclosing functions' first parameter names and the placed value each returns.
  var functions: [(decl: FunctionDeclSyntax, firstParameter: String?)] = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append([:])
    let first = node.signature.parameterClause.parameters.first
    functions.append((node, (first?.secondName ?? first?.firstName)?.text))
    // `func f(…) -> T { X(rootViewController: …) }`: a single expression is what it returns.
    if let items = node.body?.statements, items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) {
      recordFactory(returning: expression)
    }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    functions.removeLast()
    endScope()
  }

  /// `return X(rootViewController: parameter)` or `return local` built so: the function is a factory.
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { recordFactory(returning: expression) }
    return .visitChildren
  }

  func recordFactory(returning expression: ExprSyntax) {
    guard let function = functions.last, function.decl.signature.returnClause != nil,
      var placed = resolve(expression, recordBuilt: false)
    else { return }
    let isStatic = function.decl.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    // A helper of SwiftUI views is called on one: `.name` (`V().embeddedInHostingController()`).
    let owner = inViewExtension ? "." : isStatic ? enclosingClass.map { $0 + "." } ?? "" : ""
    let wraps = placed.inner.first?.type == Self.parameterMarker
    if wraps { placed.inner = [] }
    // What it sets on what it returns is set on every result of a call (D108).
    if let key = placed.origin.map(\.description) {
      if let style = styles[key] { placed.style = style }
      if let captured = captures[key] { placed.captures = captured }
      // D170: `nav.isNavigationBarHidden = true` before `return nav` (3dollars' `instance()`, round 51).
      if let hidden = barsHidden[key] { placed.barHidden = hidden }
    }
    factories.append(ControllerFactory(name: owner + function.decl.name.text, returns: placed, wrapsFirstArgument: wraps))
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closures.append(configurationReceiver(of: node))
    selfAliases.append(Self.unretainedSelf(of: node))
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    closures.removeLast()
    selfAliases.removeLast()
  }

  /// A call of a function that may build a controller: `factory:SJUIUtils.navController`.
  static let factoryPrefix = "factory:"

  /// A function's first parameter, as what a construction is built around.
  static let parameterMarker = "(parameter)"
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append([:])
    initParameters.append(Self.parameterLabels(node))
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) {
    initParameters.removeLast()
    endScope()
  }

  func endScope() {
    scopes.removeLast()
    if scopes.isEmpty { scopes = [[:]] }
    styles = [:]
    captures = [:]
  }

  override func visitPost(_ node: SourceFileSyntax) {
    builtNavigationBars = navigationOrigins.sorted().map { barsHidden[$0] == true }
    var seen: Set<AppImport.SourceLocation> = []
    placements += built.filter { p in
      guard let origin = p.controller.origin else { return true }
      return !consumed.contains(origin) && seen.insert(origin).inserted
    }.map { p in
      // D170: a bar hidden after the construction (`nav.isNavigationBarHidden = true`, `.then { $0.… }`).
      var p = p
      if p.controller.barHidden == nil, let key = p.controller.origin?.description, let hidden = barsHidden[key] { p.controller.barHidden = hidden }
      return p
    }
  }

  /// Stored properties with a controller type or initial value: `let player = Player()`, `var nav: Nav!`.
  func properties(_ members: MemberBlockSyntax) -> [String: PlacedController] {
    var result: [String: PlacedController] = [:]
    for member in members.allMembers {
      guard let v = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in v.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let value = binding.initializer?.value, let placed = resolve(value, recordBuilt: false) {
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

  static func typeName(_ type: TypeSyntax) -> String? {
    // The common shapes from the tree (`X`, `X?`, `X!`, `X<T>`), the others from their text.
    if let plain = type.as(IdentifierTypeSyntax.self) {
      let name = plain.name.text
      return name.first?.isUppercase == true ? name : nil
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
    var text = type.trimmedDescription
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
    if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
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
        if closure.statements.trimmedDescription.contains("modalPresentation") { receiver.style = "?" }
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

  // MARK: placements

  func place(_ how: Placement.How, _ placed: PlacedController, _ container: Placement.Container, at node: some SyntaxProtocol, variable: String? = nil) {
    if let origin = placed.origin { consumed.insert(origin) }
    let key = placed.origin.map(\.description) ?? variable
    var placed = placed
    if let key, let hidden = barsHidden[key] { placed.barHidden = hidden }
    placements.append(
      Placement(
        how: how, controller: placed, container: container, style: key.flatMap { styles[$0] }, captures: key.flatMap { captures[$0] },
        location: file.location(node), enclosingClass: enclosingClass))
  }

  /// Call-site settings are remembered by the construction they reach (aliases share it), else by name.
  func settingKey(_ base: ExprSyntax) -> String? {
    if Self.isAnonymousFirst(base) { return closures.last??.key }
    return resolve(base, recordBuilt: false)?.origin.map(\.description) ?? Self.variableName(base)
  }

  func container(of base: ExprSyntax?, navigation: Bool) -> Placement.Container {
    guard let base else { return enclosingClass.map { .enclosing($0) } ?? .none }
    var text = base.trimmedDescription.filter { !$0.isWhitespace }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if isSelf(text) { return enclosingClass.map { .enclosing($0) } ?? .none }
    let navigationOfSelf =
      text.hasSuffix(".navigationController") && isSelf(String(text.dropLast(".navigationController".count).filter { $0 != "?" && $0 != "!" }))
    if text == "navigationController" || navigationOfSelf, lookup("navigationController") == nil {
      return .navigationOf(enclosingClass)
    }
    if let placed = resolve(base, recordBuilt: false) { return placed.exact ? .type(placed.type) : .typeOrSubclass(placed.type) }
    return navigation ? .navigationOf(nil) : .none
  }

  /// `x`, `self.x`, `self?.x`, `x!` -> x; nil for anything else (read from the tree, not its text).
  static func variableName(_ expr: ExprSyntax) -> String? {
    let current = withoutUnwrapping(expr)
    if let ref = current.as(DeclReferenceExprSyntax.self) {
      return ref.baseName.tokenKind == .keyword(.self) || ref.argumentNames != nil ? nil : ref.baseName.text
    }
    guard let member = current.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base,
      let ref = withoutUnwrapping(base).as(DeclReferenceExprSyntax.self), ref.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// `x!`, `x?` (any number of them) -> x.
  static func withoutUnwrapping(_ expr: ExprSyntax) -> ExprSyntax {
    var current = expr
    for _ in 0..<16 {
      if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else {
        break
      }
    }
    return current
  }

  /// What `addChild(x)` adds: what x resolves to, or, for a parameter of the enclosing method, a
  /// controller of its declared type or a subclass (D102: `func show(_ q: QueueViewController) { addChild(q) }`;
  /// the container is the method's own class, whoever calls it).
  func childOfAddChild(_ expr: ExprSyntax) -> PlacedController? {
    if let placed = resolve(expr), placed.type != Self.parameterMarker { return placed }
    guard let ref = expr.as(DeclReferenceExprSyntax.self), let function = functions.last?.decl,
      let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == ref.baseName.text }),
      let type = Self.typeName(parameter.type)
    else { return nil }
    return PlacedController(type: type, exact: false)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // A container built around a controller, wherever it stands (a statement, an argument, a return).
    if node.arguments.contains(where: { ["rootViewController", "rootView"].contains($0.label?.text ?? "") }) {
      _ = resolve(ExprSyntax(node))
    }
    recordSlotArguments(node)
    guard
      let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return .visitChildren }
    let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
    // UIKit's `present(_:animated:)`, `pushViewController(_:animated:)`, `addChild(_:)` take the
    // controller unlabelled; `presenter.present(from: self)` is an app's own method.
    let first = node.arguments.first.flatMap { $0.label == nil || name == "sheet" || name == "fullScreenCover" ? $0.expression : nil }
    // D177: `addChildViewControllerAndChildView(vc)` on self, a method of the class that adds its
    // first parameter as its own child (olvid's root controller, round 53).
    if base == nil || base.map({ isSelf(Self.withoutUnwrapping($0).trimmedDescription) }) == true, let enclosingClass,
      childHelpers[enclosingClass]?.contains(name) == true, let argument = node.arguments.first?.expression,
      let placed = childOfAddChild(argument), placed.type != ControllerKind.controller.uikitClass
    {
      place(.addChild, placed, .enclosing(enclosingClass), at: node)
    }
    switch name {
    case "setNavigationBarHidden":
      // D174: `nav.setNavigationBarHidden(true, animated: false)` on a navigation controller the
      // code builds, as `nav.isNavigationBarHidden = true` (goma's `navigationController(with:)`, round 53).
      if let base, let variable = settingKey(base), let literal = node.arguments.first?.expression.as(BooleanLiteralExprSyntax.self) {
        barsHidden[variable] = literal.literal.tokenKind == .keyword(.true)
      }
    case "pushViewController":
      if let first, let placed = resolve(first) { place(.push, placed, container(of: base, navigation: true), at: node) }
    case "setViewControllers":
      if let array = first?.as(ArrayExprSyntax.self) { stack(array, container(of: base, navigation: false), at: node) }
    case "addChild", "addChildViewController":
      if let first, let base, first.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let enclosingClass,
        Self.withoutUnwrapping(base).trimmedDescription != "self"
      {
        // `parent.addChild(self)`: the class adds itself to a controller it is given (D123).
        place(.addChild, PlacedController(type: enclosingClass, exact: false), .parent(resolve(base, recordBuilt: false)), at: node)
      } else if let first, let placed = childOfAddChild(first) {
        recordChildProperty(first, base: base)
        place(.addChild, placed, container(of: base, navigation: false), at: node)
      }
    case "present", "presentViewController":
      guard let first, let placed = resolve(first) else { break }
      let labels = node.arguments.map { $0.label?.text }
      let call = PresentingHelper.signature(name, labels)
      let calledOnSelf = base == nil || base.map { isSelf(Self.withoutUnwrapping($0).trimmedDescription) } == true
      // Not UIKit's when it has other labels, or when the enclosing type declares that method itself.
      let isUIKit =
        labels.dropFirst().allSatisfy { $0 == "animated" || $0 == "completion" } && !(calledOnSelf && Self.declares(call, around: Syntax(node)))
      let variable = Self.variableName(first)
      if placed.type == Self.parameterMarker, let function = functions.last, variable == function.firstParameter {
        // A helper that presents its first parameter, or passes it on to another one.
        let own = PresentingHelper.signature(
          function.decl.name.text, function.decl.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
        if isUIKit, let variable {
          helpers.append(PresentingHelper(signature: own, style: styles[variable], captures: captures[variable]))
        } else if calledOnSelf {
          helpers.append(PresentingHelper(signature: own, forwardsTo: call))
        }
        // A parameter of an app's class (`_ viewController: SpaceMenuViewController`) is that class, or a subclass.
        guard let type = function.decl.signature.parameterClause.parameters.first.flatMap({ Self.typeName($0.type) }),
          CoreFacts.kind(ofUIKitClass: type) == nil
        else { break }
        place(.present, PlacedController(type: type, exact: false), .none, at: node, variable: variable)
        if !isUIKit { placements[placements.count - 1].helper = call }
        break
      }
      place(.present, placed, .none, at: node, variable: variable)
      if !isUIKit { placements[placements.count - 1].helper = call }
      placements[placements.count - 1].presentedBySelf = isUIKit && calledOnSelf
      if first.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { placements[placements.count - 1].presentsItself = true }
    case "sheet", "fullScreenCover":
      let closure =
        node.trailingClosure.map(Syntax.init)
        ?? node.arguments.last(where: { $0.label?.text == "content" }).map { Syntax($0.expression) }
      if base == nil || node.calledExpression.is(MemberAccessExprSyntax.self), let closure, let view = firstConstruction(in: closure) {
        place(name == "sheet" ? .sheet : .fullScreenCover, view, .none, at: node)
      }
    default:
      handOff(node, name: name, base: base)
    }
    return .visitChildren
  }

  /// Words of a custom container's slot for a controller (`contentViewController:`,
  /// `setCenterViewController(_:)`, `rootViewController:` of a side menu): a controller given
  /// there stands where lint does not follow (D114).
  static let containerSlotWords = [
    "root", "content", "center", "centre", "front", "rear", "main", "menu", "drawer", "side", "panel", "primary", "secondary", "detail",
    "master",
  ]
  static func isContainerSlot(_ name: String) -> Bool {
    let lower = name.lowercased()
    // The slot names a controller (`…ViewController`): a delegate's callback
    // (`callTransferMainViewControllerDidComplete(self)`, `menu(_:didShowMenuViewController:)`) is no slot.
    guard lower.hasSuffix("controller"), !["did", "will", "should"].contains(where: { lower.hasPrefix($0) }) else { return false }
    // An app's wrapper of a push or a presentation shows the controller; that is not a slot.
    if ["push", "present", "addchild"].contains(where: { lower.hasPrefix($0) }) { return false }
    return containerSlotWords.contains { lower.contains($0) }
  }

  /// A controller given to a call lint does not model, in a container slot (`SideMenu(contentViewController: x)`,
  /// `drawer.setCenterViewController(x)`): handed off (D114). A UIKit container's own API is read
  /// elsewhere; the worlds drop a hand-off to a container whose kind is known.
  func handOff(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
    var owner: Placement.Container?
    for (index, argument) in node.arguments.enumerated() {
      let label = argument.label?.text
      guard Self.isContainerSlot(label ?? (index == 0 ? name : "")),
        let placed = resolve(argument.expression, recordBuilt: false), placed.type != Self.parameterMarker
      else { continue }
      if owner == nil {
        // `X(…)` and `X.init(…)` build an X; `x.f(…)` gives it to x.
        let built = name == "init" ? base.map { $0.trimmedDescription } : name.first?.isUppercase == true ? name : nil
        owner = built.map { .type($0) } ?? container(of: base, navigation: false)
      }
      place(.handedOff, placed, owner ?? .none, at: node)
      placements[placements.count - 1].property = "\(name)(\(label.map { "\($0):" } ?? "_:"))"
    }
  }

  /// The type around `node` declares a method with this signature (`private func present(_ vc: X, animated: Bool)`).
  static func declares(_ signature: String, around node: Syntax) -> Bool {
    var current = node.parent
    while let n = current {
      let members = n.as(ClassDeclSyntax.self)?.memberBlock ?? n.as(ExtensionDeclSyntax.self)?.memberBlock ?? n.as(StructDeclSyntax.self)?.memberBlock
      if let members {
        return members.allMembers.contains { member in
          guard let f = member.decl.as(FunctionDeclSyntax.self) else { return false }
          let labels = f.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
          return PresentingHelper(signature: PresentingHelper.signature(f.name.text, labels)).matches(call: signature)
        }
      }
      current = n.parent
    }
    return false
  }

  func stack(_ array: ArrayExprSyntax, _ container: Placement.Container, at node: some SyntaxProtocol) {
    let members = array.elements.compactMap { resolve($0.expression) }
    guard let top = members.last else { return }
    // A stack is placed as its top; the others are beneath it.
    place(.stack, PlacedController(type: top.type, inner: top.inner, origin: top.origin), container, at: node)
    for member in members { if let origin = member.origin { consumed.insert(origin) } }
  }

  /// D169: `viewController?.rootViewController = self` where `viewController` is a controller
  /// (`segue.destination as? NewPostController`): a property of that controller, not a window's
  /// root (Gift-Concept's product list, round 52). `self.rootViewController` (a coordinator's)
  /// and a window's stay roots.
  func isControllersProperty(_ target: ExprSyntax) -> Bool {
    guard let base = target.as(MemberAccessExprSyntax.self)?.base, base.trimmedDescription != "self",
      let receiver = resolve(base, recordBuilt: false), receiver.type != Self.parameterMarker
    else { return false }
    return receiver.type.hasSuffix("Controller") && !receiver.type.contains("Window")
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let assignment = StaticValue.assignment(node) else { return .visitChildren }
    let target = assignment.target
    if let value = assignment.alternatives?.first, assignment.alternatives?.count == 1 { recordSlotAssignment(target, value) }
    guard let value = assignment.alternatives?.first, assignment.alternatives?.count == 1 else {
      if let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "modalPresentationStyle", let base = member.base,
        let variable = settingKey(base)
      {
        setStyle(Self.styleNames(assignment.alternatives), of: variable, on: base, at: node)
      }
      return .visitChildren
    }
    // The assigned property's own name (`window?.rootViewController` -> rootViewController).
    let assigned = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    if assigned == "rootViewController", let placed = resolve(value), !isControllersProperty(target) {
      place(.root, placed, .none, at: node)
    } else if assigned == "viewControllers", let array = value.as(ArrayExprSyntax.self) {
      let base = target.as(MemberAccessExprSyntax.self)?.base
      stack(array, container(of: base, navigation: false), at: node)
    } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, let variable = settingKey(base),
      member.declName.baseName.text == "isNavigationBarHidden"
    {
      // `nav.isNavigationBarHidden = true` on a navigation controller the code builds.
      barsHidden[variable] = value.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) } ?? true
    } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, let variable = settingKey(base),
      ["modalPresentationStyle", "modalPresentationCapturesStatusBarAppearance"].contains(member.declName.baseName.text)
    {
      if member.declName.baseName.text == "modalPresentationStyle" {
        setStyle(Self.styleNames([value]), of: variable, on: base, at: node)
      } else if let literal = value.as(BooleanLiteralExprSyntax.self) {
        captures[variable] = literal.literal.tokenKind == .keyword(.true)
      } else {
        captures[variable] = true  // may capture: never a claim that it does not
      }
    } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedDescription != "self",
      Self.isContainerSlot(member.declName.baseName.text), let placed = resolve(value), placed.type != Self.parameterMarker
    {
      // `drawer.centerViewController = x`: a custom container's slot (D114).
      place(.handedOff, placed, container(of: base, navigation: false), at: node)
      placements[placements.count - 1].property = member.declName.baseName.text
    } else if let variable = Self.variableName(target), let placed = resolve(value) {
      let isLocal = scopes.contains { $0[variable] != nil } && !target.trimmedDescription.hasPrefix("self")
      scopes[scopes.count - 1][variable] = placed
      // `contentViewController = x` in a class (or `self.content… = x`): maybe a forwarded child.
      let isProperty = types.last?.properties[variable] != nil && !isLocal
      if isProperty, let enclosingClass {
        var p = Placement(
          how: .property, controller: placed, container: .enclosing(enclosingClass), location: file.location(node), enclosingClass: enclosingClass)
        p.property = variable
        if let origin = placed.origin { consumed.insert(origin) }
        placements.append(p)
      }
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
    if let value = node.initializer?.value, let placed = resolve(value) {
      scopes[scopes.count - 1][name] = placed
    } else if let type = node.typeAnnotation?.type, let typeName = Self.typeName(type) {
      scopes[scopes.count - 1][name] = PlacedController(type: typeName, exact: false)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value,
      let placed = resolve(value)
    {
      scopes[scopes.count - 1][name] = placed
    }
    return .visitChildren
  }

  /// The style names of a value's alternatives (`.fullScreen`, `UIModalPresentationStyle.pageSheet`);
  /// nil when one is not a literal style.
  static func styleNames(_ alternatives: [ExprSyntax]?) -> [String]? {
    guard let alternatives else { return nil }
    var names: [String] = []
    for value in alternatives {
      guard let style = value.as(MemberAccessExprSyntax.self), style.base == nil || style.base?.trimmedDescription == "UIModalPresentationStyle" else {
        return nil
      }
      names.append(style.declName.baseName.text)
    }
    return names
  }

  /// Records a variable's presentation style: `a|b` when it is decided at run time between known
  /// styles (a conditional value, or an assignment on some paths only, where the style it had
  /// before, `.automatic` if none, is the other), one world each (D104); `?` when not known.
  /// Not on some paths only when the controller is built in that same branch: it has no style
  /// before it (a factory's `case .v1: let c = C(); c.modalPresentationStyle = .formSheet; return c`, D108).
  func setStyle(_ names: [String]?, of variable: String, on base: ExprSyntax, at node: SequenceExprSyntax) {
    guard var names else {
      styles[variable] = "?"  // decided at run time: no world is built for it
      return
    }
    if StaticValue.isConditional(node, presenting: variable), !isBuilt(base, inBranchOf: node) {
      names = (styles[variable] ?? "automatic").split(separator: "|").map(String.init) + names
    }
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    styles[variable] = unique.contains("?") ? "?" : unique.joined(separator: "|")
  }
}
