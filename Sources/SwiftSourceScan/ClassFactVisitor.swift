import AppImport
import StatusBarCore
import SwiftSyntax

/// The keys a getter override answers.
let getterKeys: [String: ControllerKey] = [
  "preferredStatusBarStyle": .preferredStatusBarStyle,
  "prefersStatusBarHidden": .prefersStatusBarHidden,
  "preferredStatusBarUpdateAnimation": .preferredStatusBarUpdateAnimation,
  "childForStatusBarStyle": .childForStatusBarStyle,
  "childForStatusBarHidden": .childForStatusBarHidden,
  "modalPresentationCapturesStatusBarAppearance": .modalPresentationCapturesStatusBarAppearance,
  "modalPresentationStyle": .modalPresentationStyle,
  "overrideUserInterfaceStyle": .overrideUserInterfaceStyle,
  // D199: the names of Swift 3 to 4.1 (and, as methods, of Swift 2).
  "childViewControllerForStatusBarStyle": .childForStatusBarStyle,
  "childViewControllerForStatusBarHidden": .childForStatusBarHidden,
]

/// D199: `override func preferredStatusBarStyle() -> UIStatusBarStyle { … }`, how Swift 2 spelled
/// the preferences (WeCenterMobile, round 57): a method of no parameters overriding one of
/// `getterKeys`, with its name and statements.
func swift2Getter(_ node: FunctionDeclSyntax) -> (name: String, key: ControllerKey, body: CodeBlockItemListSyntax)? {
  guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), node.signature.parameterClause.parameters.isEmpty,
    let key = getterKeys[node.name.text], let body = node.body?.statements
  else { return nil }
  return (node.name.text, key, body)
}

/// Assignments in a class's methods, by the assigned path: (key, on the enclosing navigation controller).
let assignedPaths: [String: (ControllerKey, Bool)] = [
  "navigationBar.barStyle": (.barStyle, false),
  "self.navigationBar.barStyle": (.barStyle, false),
  "navigationController?.navigationBar.barStyle": (.barStyle, true),
  "navigationController!.navigationBar.barStyle": (.barStyle, true),
  "self.navigationController?.navigationBar.barStyle": (.barStyle, true),
  "isNavigationBarHidden": (.navigationBarHidden, false),
  "self.isNavigationBarHidden": (.navigationBarHidden, false),
  "navigationController?.isNavigationBarHidden": (.navigationBarHidden, true),
  "self.navigationController?.isNavigationBarHidden": (.navigationBarHidden, true),
  // D214: Swift 2's spelling (D199), before `isNavigationBarHidden` (WWDC-Scholarship-2015's
  // navigation controller hides its own bar in its initialiser, round 62).
  "navigationBarHidden": (.navigationBarHidden, false),
  "self.navigationBarHidden": (.navigationBarHidden, false),
  "navigationController?.navigationBarHidden": (.navigationBarHidden, true),
  "navigationController!.navigationBarHidden": (.navigationBarHidden, true),
  "self.navigationController?.navigationBarHidden": (.navigationBarHidden, true),
  "modalPresentationCapturesStatusBarAppearance": (.modalPresentationCapturesStatusBarAppearance, false),
  "self.modalPresentationCapturesStatusBarAppearance": (.modalPresentationCapturesStatusBarAppearance, false),
  "modalPresentationStyle": (.modalPresentationStyle, false),
  "self.modalPresentationStyle": (.modalPresentationStyle, false),
  "overrideUserInterfaceStyle": (.overrideUserInterfaceStyle, false),
  "self.overrideUserInterfaceStyle": (.overrideUserInterfaceStyle, false),
]

final class OverrideVisitor: SyntaxVisitor {
  let file: ParsedFile
  var classes: [ClassFacts] = []
  var extensionFacts: [String: [SourceFact]] = [:]
  /// `@objc(Name) class SwiftName`: Objective-C code names the class `Name` (D101).
  var objectiveCNames: [String: String] = [:]
  /// The enclosing type declarations: index into `classes`, or an extension's name.
  var stack: [(classIndex: Int?, extensionOf: String?)] = []
  /// D172: the class (or extended type) whose members are read for flags; nil in a struct or enum.
  var flagOwners: [String?] = []
  /// D172: properties a `willShow` delegate hides the bar by, and Bool members answering true.
  var barHidingProperties: Set<String> = []
  var trueFlags: [TrueFlag] = []

  init(file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedText }
    classes.append(ClassFacts(name: node.name.text, superclass: superclass, location: file.location(node.name)))
    stack.append((classes.count - 1, nil))
    flagOwners.append(node.name.text)
    if let name = Self.objectiveCName(node.attributes), name != node.name.text { objectiveCNames[name] = node.name.text }
    return .visitChildren
  }

  /// The name in `@objc(Name)`, nil for a bare `@objc` or none.
  static func objectiveCName(_ attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedText == "objc" {
      guard let arguments = attribute.arguments?.trimmedText, !arguments.isEmpty,
        arguments.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { continue }
      return arguments
    }
    return nil
  }
  override func visitPost(_ node: ClassDeclSyntax) {
    stack.removeLast()
    flagOwners.removeLast()
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    stack.append((nil, ClassName(node.extendedType.trimmedText).base))
    flagOwners.append(ClassName(node.extendedType.trimmedText).base)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) {
    stack.removeLast()
    flagOwners.removeLast()
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    flagOwners.append(nil)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { flagOwners.removeLast() }

  /// A SwiftUI view: its modifiers are what a `UIHostingController<ThisView>` answers from
  /// (other structs hold no controller facts).
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    let conformances = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    if conformances.contains("View") || conformances.contains("SwiftUI.View") {
      classes.append(ClassFacts(name: node.name.text, superclass: nil, location: file.location(node.name)))
      stack.append((classes.count - 1, nil))
    } else {
      stack.append((nil, nil))
    }
    flagOwners.append(nil)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) {
    stack.removeLast()
    flagOwners.removeLast()
  }

  func add(_ fact: SourceFact) {
    guard let top = stack.last else { return }
    if let index = top.classIndex {
      classes[index].facts.append(fact)
    } else if let name = top.extensionOf {
      extensionFacts[name, default: []].append(fact)
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    readWillShow(node)
    if let getter = swift2Getter(node) { addGetter(getter.name, getter.key, body: getter.body, at: Syntax(node)) }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(MemberBlockItemSyntax.self) == true, let owner = flagOwners.last ?? nil, let flag = Self.trueFlag(node, owner: owner, file: file) {
      trueFlags.append(flag)
    }
    guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      let binding = node.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let key = getterKeys[name]
    else { return .visitChildren }
    guard let body = getterBody(binding) else {
      // `override var x: T = value` is not valid for these read-only properties; a stored override of
      // a settable one (modalPresentationStyle) with an initial value:
      if let initial = binding.initializer?.value {
        add(SourceFact(key: key, value: StaticValue.of(initial, key: key), location: file.location(node)))
      }
      return .visitChildren
    }
    addGetter(name, key, body: body, at: Syntax(node))
    return .visitChildren
  }

  /// A getter override's fact: what it answers, whether it asks another controller (D143) and
  /// whether it follows the navigation bar (D196); a property's getter or a Swift 2 method (D199).
  func addGetter(_ name: String, _ key: ControllerKey, body: CodeBlockItemListSyntax, at node: Syntax) {
    // `x.preferredStatusBarStyle` on something other than self or super: it passes the question on.
    var asksAnother = false
    for token in body.tokens(viewMode: .sourceAccurate) where token.text == name {
      if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = member.base,
        !["self", "super"].contains(base.trimmedText), !Self.isSettingsObject(base, around: node)
      {
        asksAnother = true
      }
    }
    if !asksAnother, key == .preferredStatusBarStyle || key == .prefersStatusBarHidden {
      asksAnother = Self.returnsACopiedPreference(body, name: name, around: node, file: file)
    }
    let follows = key == .prefersStatusBarHidden && Self.followsNavigationBar(body, around: node, file: file)
    add(
      SourceFact(
        key: key, value: StaticValue.ofBody(body, key: key), location: file.location(node), asksAnother: asksAnother, followsNavigationBar: follows))
  }

  /// A getter whose one statement returns a stored property of its class (`return hidden`,
  /// `self.statusBarStyle`): the property's name and the class around the getter.
  static func returnedProperty(_ body: CodeBlockItemListSyntax, around node: Syntax) -> (String, ClassDeclSyntax)? {
    guard body.count == 1, let only = body.first else { return nil }
    var returned = only.item.as(ReturnStmtSyntax.self)?.expression?.trimmedText ?? only.item.as(ExprSyntax.self)?.trimmedText
    if returned?.hasPrefix("self.") == true { returned?.removeFirst(5) }
    guard let property = returned, !property.isEmpty, property.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    var current: Syntax? = node
    while let c = current, !c.is(ClassDeclSyntax.self) { current = c.parent }
    guard let declaration = current?.as(ClassDeclSyntax.self) else { return nil }
    return (property, declaration)
  }

  /// D196: `prefersStatusBarHidden { hidden }` in a class (or its extensions in the file) that
  /// passes the same `hidden` to its navigation bar: `setNavigationBarHidden(hidden, animated:)` or
  /// `isNavigationBarHidden = hidden` (qsc's file preview hides both on a tap, round 57).
  static func followsNavigationBar(_ body: CodeBlockItemListSyntax, around node: Syntax, file: ParsedFile) -> Bool {
    guard let (property, declaration) = returnedProperty(body, around: node) else { return false }
    let names: Set<String> = [property, "self." + property]
    let blocks = [declaration.memberBlock] + file.tree.extensions(of: declaration.name.text).map(\.memberBlock)
    for block in blocks {
      for call in CodeUseVisitor.calls(in: Syntax(block)) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setNavigationBarHidden",
          let first = call.arguments.first
        else { continue }
        if names.contains(first.expression.trimmedText) { return true }
      }
      for sequence in CodeUseVisitor.sequences(in: Syntax(block)) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), names.contains(elements[2].trimmedText) else { continue }
        let target = elements[0].trimmedText
        if target.hasSuffix("isNavigationBarHidden") { return true }
      }
    }
    return false
  }

  /// D143: `preferredStatusBarStyle { statusBarStyle }` where every assignment of the stored
  /// `statusBarStyle` in the class (and its extensions in the file) copies another controller's
  /// preference (`statusBarStyle = viewController.preferredStatusBarStyle`, Unstoppable's
  /// navigation controller, round 38): the getter passes the question on, as
  /// `return child.preferredStatusBarStyle` does.
  static func returnsACopiedPreference(_ body: CodeBlockItemListSyntax, name: String, around node: Syntax, file: ParsedFile) -> Bool {
    guard let (property, declaration) = returnedProperty(body, around: node) else { return false }
    let collector = AssignmentCollector(property: property)
    collector.walk(declaration.memberBlock)
    for ext in file.tree.extensions(of: declaration.name.text) { collector.walk(ext.memberBlock) }
    return !collector.values.isEmpty
      && collector.values.allSatisfy { value in
        guard let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name, let base = member.base else { return false }
        return !["self", "super"].contains(base.trimmedText)
      }
  }

  /// The values assigned to `property` or `self.property`.
  final class AssignmentCollector: SyntaxVisitor {
    let property: String
    var values: [ExprSyntax] = []
    init(property: String) {
      self.property = property
      super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      if let assignment = StaticValue.assignment(node), [property, "self." + property].contains(assignment.target.trimmedText) {
        // A value the reader cannot split into branches is kept whole: it is no copy.
        values += assignment.alternatives ?? [ExprSyntax(node)]
      }
      return .visitChildren
    }
  }

  /// `builder.preferredStatusBarStyle` where `builder` is a stored property of the class whose
  /// declared type is no controller (`QRCodeReaderViewControllerBuilder`, a configuration): the
  /// getter answers a value of its own, it does not ask another controller (QRCodeReader.swift,
  /// round 21). A property of unknown type, or of a type named like a controller, still asks.
  static func isSettingsObject(_ base: ExprSyntax, around node: Syntax) -> Bool {
    var text = base.trimmedText
    if text.hasPrefix("self.") { text.removeFirst(5) }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    var current: Syntax? = node
    while let c = current, !c.is(MemberBlockItemListSyntax.self) { current = c.parent }
    guard let members = current?.as(MemberBlockItemListSyntax.self) else { return false }
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == text {
        let typeText =
          binding.typeAnnotation.map { $0.type.trimmedText }
          ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
        guard var type = typeText else { return false }
        while let last = type.last, last == "?" || last == "!" { type.removeLast() }
        let lower = type.lowercased()
        return !(lower.hasSuffix("controller") || lower.hasSuffix("vc") || lower.contains("<") || type.isEmpty)
      }
    }
    return false
  }

  /// The getter's statements: `{ … }` or `{ get { … } set { … } }`.
  func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    guard let block = binding.accessorBlock else { return nil }
    switch block.accessors {
    case .getter(let items): return items
    case .accessors(let list):
      return list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements
    }
  }

  /// Assignments and `setNavigationBarHidden(_:animated:)` in the class's own methods.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let assignment = StaticValue.assignment(node) else { return .visitChildren }
    var path = assignment.target.trimmedText.filter { !$0.isWhitespace }
    // D228: `let navBar = self.navigationController?.navigationBar` then `navBar?.barStyle = …`.
    if assignedPaths[path] == nil, let alias = Self.navigationBarAlias(path, before: node) { path = alias }
    guard let (key, onNav) = assignedPaths[path], insideMethod(node), !inUIKitExtension else { return .visitChildren }
    // A conditional value or an assignment on some paths only is decided at run time (D104).
    let value: SourceValue
    if let only = assignment.alternatives, only.count == 1, key != .modalPresentationStyle || !StaticValue.isConditional(node, presenting: "self") {
      value = StaticValue.of(only[0], key: key)
    } else if key == .modalPresentationStyle {
      value = .runtime(assignment.text)
    } else {
      return .visitChildren
    }
    add(SourceFact(key: key, value: value, location: file.location(node), onNavigationController: onNav))
    return .visitChildren
  }

  /// SwiftUI modifiers and containers in a view's body.
  static let modifiers: [String: ControllerKey] = [
    "statusBarHidden": .statusBarHidden, "statusBar": .statusBarHidden, "preferredColorScheme": .preferredColorScheme,
    "toolbarColorScheme": .toolbarColorScheme, "toolbarBackground": .toolbarBackground,
  ]

  func swiftUIFact(_ node: FunctionCallExprSyntax) -> SourceFact? {
    if let ref = node.calledExpression.as(DeclReferenceExprSyntax.self),
      ["NavigationStack", "NavigationView"].contains(ref.baseName.text)
    {
      return SourceFact(key: .navigationStack, value: .constant("true"), location: file.location(node))
    }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      let key = Self.modifiers[member.declName.baseName.text]
    else { return nil }
    let name = member.declName.baseName.text
    let arguments = Array(node.arguments)
    if name == "statusBar", arguments.first?.label?.text != "hidden" { return nil }
    if name == "toolbarColorScheme" || name == "toolbarBackground",
      let target = arguments.first(where: { $0.label?.text == "for" })?.expression.trimmedText,
      !target.contains("navigationBar") && !target.contains("automatic")
    {
      return nil  // the tab bar's or bottom bar's: not the bar under the status bar
    }
    // The modifier's own name (`.statusBarHidden` on its line), not the start of the chain it ends.
    let at = node.calledExpression.as(MemberAccessExprSyntax.self).map { file.location($0.declName) } ?? file.location(node)
    guard let first = arguments.first else {
      // `.statusBarHidden()` means true.
      return key == .statusBarHidden ? SourceFact(key: key, value: .constant("true"), location: at) : nil
    }
    if key == .toolbarBackground {
      // `.toolbarBackground(.visible, for:)` takes a Visibility; `.toolbarBackground(Color.blue, for:)` a style.
      guard let member = first.expression.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedText == "Visibility", Visibility(rawValue: member.declName.baseName.text) != nil
      else { return nil }
    }
    return SourceFact(key: key, value: StaticValue.of(first.expression, key: key), location: at)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let top = stack.last, let index = top.classIndex, classes[index].superclass == nil, let fact = swiftUIFact(node) {
      add(fact)
      return .visitChildren
    }
    // D214: also unqualified, `setNavigationBarHidden(true, animated: false)` in the class's own method.
    let member = node.calledExpression.as(MemberAccessExprSyntax.self)
    let called = member?.declName.baseName.text ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard called == "setNavigationBarHidden", let first = node.arguments.first, insideMethod(node), !inUIKitExtension else {
      return .visitChildren
    }
    let base = member?.base?.trimmedText.filter { !$0.isWhitespace } ?? ""
    let onNav = base.contains("navigationController")
    add(
      SourceFact(
        key: .navigationBarHidden, value: StaticValue.of(first.expression, key: .navigationBarHidden), location: file.location(node),
        onNavigationController: onNav))
    return .visitChildren
  }

  /// D134: in an extension of UIKit's own class (`extension UINavigationController { func setDarkStyle() {
  /// navigationBar.barStyle = .blackOpaque } }`), a setting is made where the helper is called, on
  /// that instance: it is no fact of every controller of the class (breadwallet, round 30).
  var inUIKitExtension: Bool {
    guard let top = stack.last, top.classIndex == nil, let name = top.extensionOf else { return false }
    return CoreFacts.kind(ofUIKitClass: name) != nil
  }

  /// Inside a function or initializer of the type (its lifecycle), not a closure stored elsewhere.
  func insideMethod(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let n = current {
      if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return true }
      if n.is(ClassDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) { return false }
      current = n.parent
    }
    return false
  }
}
