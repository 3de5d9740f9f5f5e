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
    types.append((ClassName(node.extendedType.trimmedText).base, properties(node.memberBlock), Self.methodsReturningValues(node.memberBlock)))
    childHelpers[ClassName(node.extendedType.trimmedText).base, default: []].formUnion(Self.childAddingHelpers(node.memberBlock))
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
    var text = base.trimmedText.filter { !$0.isWhitespace }
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

  /// D201: `msr_navigationController`, `self.rt_navigationController`: a library's accessor (a
  /// lower-case prefix and an underscore before a name ending in `navigationController`) that the
  /// code read does not resolve. It returns that library's container, which may be no
  /// UINavigationController at all (WeCenterMobile's MSRNavigationController is a
  /// UIViewController that forwards the status bar to its top, round 57): a push onto it says
  /// nothing of who is asked.
  static func isLibraryNavigationAccessor(_ base: ExprSyntax) -> Bool {
    let current = withoutUnwrapping(base)
    let name =
      current.as(DeclReferenceExprSyntax.self)?.baseName.text ?? current.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    guard let underscore = name.firstIndex(of: "_"), underscore != name.startIndex else { return false }
    let prefix = name[..<underscore]
    let rest = name[name.index(after: underscore)...]
    return prefix.allSatisfy { $0.isLowercase && $0.isLetter } && rest.lowercased().hasSuffix("navigationcontroller")
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
    if base == nil || base.map({ isSelf(Self.withoutUnwrapping($0).trimmedText) }) == true, let enclosingClass,
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
      // D201: onto a library's container (`msr_navigationController!.push…`): not placed.
      if let base, resolve(base, recordBuilt: false) == nil, Self.isLibraryNavigationAccessor(base) { break }
      if let first, let placed = resolve(first) {
        // D190: a method that pushes its first parameter is an app's push helper.
        if placed.type == Self.parameterMarker, let function = functions.last, Self.variableName(first) == function.firstParameter {
          let own = PresentingHelper.signature(
            function.decl.name.text, function.decl.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
          helpers.append(PresentingHelper(signature: own, pushes: true))
        }
        place(.push, placed, container(of: base, navigation: true), at: node)
      }
    case "setViewControllers":
      if let array = first?.as(ArrayExprSyntax.self) { stack(array, container(of: base, navigation: false), at: node) }
    case "addChild", "addChildViewController":
      if let first, let base, first.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let enclosingClass,
        Self.withoutUnwrapping(base).trimmedText != "self"
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
      let calledOnSelf = base == nil || base.map { isSelf(Self.withoutUnwrapping($0).trimmedText) } == true
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
    case _ where name.hasPrefix("push"):
      // D190: `router.push(viewController: vc, animated: true)`, an app's method that pushes its
      // first argument onto a navigation controller the code does not show (keith27staines'
      // coordinators, round 55); a call no push helper explains places nothing.
      guard let argument = node.arguments.first?.expression, let placed = resolve(argument), placed.type != Self.parameterMarker else { break }
      place(.push, placed, .navigationOf(nil), at: node)
      placements[placements.count - 1].helper = PresentingHelper.signature(name, node.arguments.map { $0.label?.text })
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
  func stack(_ array: ArrayExprSyntax, _ container: Placement.Container, at node: some SyntaxProtocol) {
    let members = array.elements.compactMap { resolve($0.expression) }
    guard let top = members.last else { return }
    // A stack is placed as its top; the others are beneath it.
    place(.stack, PlacedController(type: top.type, inner: top.inner, origin: top.origin), container, at: node)
    for member in members { if let origin = member.origin { consumed.insert(origin) } }
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
    } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedText != "self",
      Self.isContainerSlot(member.declName.baseName.text), let placed = resolve(value), placed.type != Self.parameterMarker
    {
      // `drawer.centerViewController = x`: a custom container's slot (D114).
      place(.handedOff, placed, container(of: base, navigation: false), at: node)
      placements[placements.count - 1].property = member.declName.baseName.text
    } else if let variable = Self.variableName(target), let placed = resolve(value) {
      let isLocal = scopes.contains { $0[variable] != nil } && !target.trimmedText.hasPrefix("self")
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
    if let value = node.initializer?.value, let placed = resolve(value) ?? immediatelyCalledClosureResult(value) {
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
      guard let style = value.as(MemberAccessExprSyntax.self), style.base == nil || style.base?.trimmedText == "UIModalPresentationStyle" else {
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
