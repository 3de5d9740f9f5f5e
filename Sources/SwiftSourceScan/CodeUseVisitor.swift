import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// What one file shows that the linter decides on: UIApplication setters, `.darkContent`
/// outside `#available`, private status bar keys, overrides in extensions of other classes,
/// preferences changed without `setNeedsStatusBarAppearanceUpdate()`, hard-coded status bar
/// heights, `childForStatusBar…` returning a controller that is never added as a child. The
/// project's settings (Info.plist, deployment target) are applied by the linter, per target.
final class CodeUseVisitor: SyntaxVisitor {
  let file: ParsedFile
  var uses: [CodeUse] = []

  init(file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  func record(_ node: some SyntaxProtocol, _ kind: CodeUse.Kind, _ name: String, _ detail: String = "", events: [String] = []) {
    var use = CodeUse(kind: kind, location: file.location(node), name: name, detail: detail, events: events)
    use.onlyBefore = onlyBefore(node)
    uses.append(use)
  }

  // MARK: UIApplication setters (R5.4)

  static let setterProperties: Set<String> = ["statusBarStyle", "isStatusBarHidden", "statusBarHidden"]
  static let setterMethods: Set<String> = ["setStatusBarStyle", "setStatusBarHidden"]

  /// The application itself, not something reached through it: `UIApplication.shared.theme.statusBarStyle`
  /// is a theming library's proxy (RxTheme), not UIKit's setter.
  func isApplication(_ base: ExprSyntax?) -> Bool {
    guard var text = base?.trimmedDescription.filter({ !$0.isWhitespace }) else { return false }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    return ["UIApplication.shared", "UIApplication.sharedApplication()", "application", "app", "UIApp"].contains(text)
  }

  /// A UIApplication setter, marked when it runs only where the app's own check of its
  /// view-controller-based setting says NO: the body of `if !vcBased`, the `else` of `if vcBased`,
  /// the `else` of `guard vcBased`, the code after `guard !vcBased else { return }`. In the body of
  /// a positive check it runs only under YES, where it does nothing (R5.4): not marked.
  func recordSetter(_ node: some SyntaxProtocol, _ name: String) {
    record(node, .applicationSetter, name)
    if let underNo = Self.runsUnderNo(node) { uses[uses.count - 1].onlyWhenNotViewControllerBased = underNo }
    uses[uses.count - 1].onlyWhenFlag = Self.falseFlagGuard(node)
  }

  /// Whether code at `node` runs only under NO (true) or only under YES (false) by the nearest
  /// check of the setting around it or before it; nil when no check says.
  static func runsUnderNo(_ node: some SyntaxProtocol) -> Bool? {
    func inside(_ block: some SyntaxProtocol) -> Bool { node.position >= block.position && node.endPosition <= block.endPosition }
    var current: Syntax? = Syntax(node)
    while let n = current, !n.is(FunctionDeclSyntax.self), !n.is(ClosureExprSyntax.self) {
      if let ifExpr = n.as(IfExprSyntax.self), namesSetting(ifExpr.conditions) {
        // `if let based = …["UIViewControllerBasedStatusBarAppearance"] as? Bool { … }`: the value is read
        // here and tested further in; the polarity is not this condition's.
        if ifExpr.conditions.contains(where: { $0.condition.is(OptionalBindingConditionSyntax.self) }), !isNegated(ifExpr.conditions) {
          return true
        }
        let inElse = ifExpr.elseBody.map(inside) ?? false
        return isNegated(ifExpr.conditions) != inElse
      }
      if let guardStmt = n.as(GuardStmtSyntax.self), namesSetting(guardStmt.conditions), inside(guardStmt.body) {
        return !isNegated(guardStmt.conditions)
      }
      // `guard !vcBased else { return }` before it in the same block.
      if let item = n.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
        for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
          if let guardStmt = earlier.item.as(GuardStmtSyntax.self), namesSetting(guardStmt.conditions) { return isNegated(guardStmt.conditions) }
        }
      }
      current = n.parent
    }
    return nil
  }

  static func namesSetting(_ conditions: ConditionElementListSyntax) -> Bool {
    ObjectiveCStatements.namesViewControllerBasedSetting(conditions.trimmedDescription)
  }

  /// `!vcBased`, `vcBased == false`, `vcBased != true`: true when the check holds under NO.
  static func isNegated(_ conditions: ConditionElementListSyntax) -> Bool {
    let words = conditions.trimmedDescription.filter { !$0.isWhitespace }
    return words.hasPrefix("!") || words.contains("==false") || words.contains("!=true") || words.contains(",!") || words.contains("&&!")
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    // `x = value`, also when the value is itself an operator expression (`x = notch ? 44 : 20`).
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
      if mentionsStatusBar { checkComparedHeight(elements) }
      return .visitChildren
    }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      Self.setterProperties.contains(member.declName.baseName.text), isApplication(member.base)
    {
      recordSetter(node, member.declName.baseName.text)
    }
    checkHardCodedHeight(node, text: node.trimmedDescription + " " + Self.guardingCondition(of: Syntax(node)))
    return .visitChildren
  }

  /// The condition of the `if` whose body holds this statement directly: `if
  /// UIApplication.shared.isStatusBarHidden && … { frame = frame.offsetBy(dx: 0, dy: 20) }` makes
  /// up for the status bar with a literal height (ImageSlideshow, round 21). Empty when none.
  static func guardingCondition(of node: Syntax) -> String {
    var current = node.parent
    for _ in 0..<4 {
      guard let n = current else { return "" }
      if let block = n.as(CodeBlockSyntax.self) {
        guard let condition = block.parent?.as(IfExprSyntax.self), condition.body.id == block.id else { return "" }
        return condition.conditions.trimmedDescription
      }
      current = n.parent
    }
    return ""
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      Self.setterMethods.contains(member.declName.baseName.text), isApplication(member.base)
    {
      recordSetter(node, member.declName.baseName.text + "(…)")
    }
    // `value(forKey: "statusBar")`: UIKit's private views, gone since iOS 13 (a crash there).
    // The key may be spelled in pieces to hide it from a search (`s + b + w` of `let s = "status"`
    // …, SideMenuController, round 32): a constant string is a constant string.
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "value",
      let argument = node.arguments.first, argument.label?.text == "forKey",
      let key = ConstantString.value(of: argument.expression)
    {
      // In the `else` of an availability check it runs only before that iOS (D159, in `record`).
      if key == "statusBar" || key == "statusBarWindow" { record(node, .privateStatusBarKey, key) }
    }
    return .visitChildren
  }

  // MARK: .darkContent below iOS 13 (R6.1)

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.declName.baseName.text == "darkContent",
      node.base == nil || node.base?.trimmedDescription == "UIStatusBarStyle", !guardedByAvailability(node)
    else { return .visitChildren }
    record(node, .darkContent, "darkContent")
    return .visitChildren
  }

  // MARK: hard-coded status bar heights (R7.1)

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let value = node.initializer?.value else { return .visitChildren }
    let named = node.pattern.trimmedDescription + " " + (node.typeAnnotation?.trimmedDescription ?? "")
    // `let topEdgeInset: CGFloat = { … }()` named after something else: the status bar in one
    // branch of the closure does not make every literal it returns the bar's height; each return
    // is read with the `if` around it (Hound's banner inset, round 38).
    if !named.lowercased().contains("statusbar"), let closure = Self.initialisingClosure(value) {
      for returned in ReturnCollector.returns(in: closure.statements) {
        guard let expression = returned.expression else { continue }
        checkHardCodedHeight(expression, text: returned.trimmedDescription + " " + Self.guardingCondition(of: Syntax(returned)))
      }
      return .visitChildren
    }
    checkHardCodedHeight(value, text: named + value.trimmedDescription)
    return .visitChildren
  }

  /// `var statusBarHeight: CGFloat { return 20 }`, `func statusBarHeight() -> CGFloat { 20 }`: what a
  /// getter or function named after the status bar returns is given as its height (Mine's device
  /// helper, round 39, in Objective-C).
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if mentionsStatusBar, node.name.text.lowercased().contains("statusbar"), let body = node.body { checkReturnedHeights(body.statements) }
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard mentionsStatusBar else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name.lowercased().contains("statusbar"),
        let accessors = binding.accessorBlock?.accessors
      else { continue }
      switch accessors {
      case .getter(let items): checkReturnedHeights(items)
      case .accessors(let list):
        if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body { checkReturnedHeights(getter.statements) }
      }
    }
    return .visitChildren
  }

  /// The literals a body returns, each as the status bar's height (`return 20`, or `20` alone).
  func checkReturnedHeights(_ items: CodeBlockItemListSyntax) {
    // A `switch` over devices returning each one's height, 47 and 24 among them (Pyto's simulated
    // devices, round 33), is a table of real heights, not a guess.
    if items.count == 1,
      let table = items.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) ?? items.first?.item.as(SwitchExprSyntax.self)
    {
      let literals = table.tokens(viewMode: .sourceAccurate).compactMap { token -> Double? in
        switch token.tokenKind {
        case .integerLiteral(let digits), .floatLiteral(let digits): return Double(digits)
        default: return nil
        }
      }
      if literals.contains(where: { $0 != 20 && $0 != 44 && CoreFacts.statusBarHeights.contains($0) }) { return }
    }
    if items.count == 1, let only = items.first?.item.as(ExprSyntax.self) {
      checkHardCodedHeight(only, text: "statusbar")
      return
    }
    for returned in ReturnCollector.returns(in: items) {
      if let expression = returned.expression { checkHardCodedHeight(expression, text: "statusbar") }
    }
  }

  /// `{ … }()` or `{ … }`: the closure a stored value is computed by.
  static func initialisingClosure(_ value: ExprSyntax) -> ClosureExprSyntax? {
    if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self) {
      return closure
    }
    return value.as(ClosureExprSyntax.self)
  }

  /// The `return` statements of a closure, not of closures or functions inside it.
  final class ReturnCollector: SyntaxVisitor {
    var found: [ReturnStmtSyntax] = []
    static func returns(in body: some SyntaxProtocol) -> [ReturnStmtSyntax] {
      let collector = ReturnCollector(viewMode: .sourceAccurate)
      collector.walk(body)
      return collector.found
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { .visitChildren }

  /// The file names the status bar somewhere (any case): else no expression in it can, and the
  /// text of its expressions is never built (set by `SourceScanner.scanFile` from the bytes).
  var mentionsStatusBar = true

  /// A literal 20 or 44 in an expression that names the status bar.
  func checkHardCodedHeight(_ node: some SyntaxProtocol, text: @autoclosure () -> String) {
    guard mentionsStatusBar, text().lowercased().contains("statusbar") else { return }
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .integerLiteral(let digits) = token.tokenKind, digits == "20" || digits == "44" else {
        if case .floatLiteral(let digits) = token.tokenKind, digits == "20.0" || digits == "44.0" {
          reportHeight(token, digits)
        }
        continue
      }
      reportHeight(token, digits)
    }
  }

  /// `statusBarFrame.height > 20`, `UIApplication.shared.statusBarFrame.size.height == 44`: the
  /// status bar's height compared with a literal height, as Objective-C's is (a notch test that
  /// an iPad's 24 pt bar or an in-call bar fails). Only the literal the status bar is compared with.
  func checkComparedHeight(_ elements: [ExprSyntax]) {
    // `idiom == .phone && statusBarHeight > 20`: on an iPhone the bar is 20 pt without a notch
    // and more with one; the test an iPad's 24 pt bar fails is ruled out (Pyto, round 33). A
    // comparison with 44 still fails the 47-62 pt bars of newer iPhones.
    let phoneOnly =
      elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
      && elements.contains { e in
        let text = e.trimmedDescription
        return text.contains("userInterfaceIdiom") && (text.hasSuffix(".phone") || elements.contains { $0.trimmedDescription == ".phone" })
      }
    for (index, element) in elements.enumerated() {
      guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "<", ">", "<=", ">="].contains(op),
        index > 0, index + 1 < elements.count
      else { continue }
      for (literal, other) in [(elements[index + 1], elements[index - 1]), (elements[index - 1], elements[index + 1])] {
        guard other.trimmedDescription.lowercased().contains("statusbar"), let token = literal.firstToken(viewMode: .sourceAccurate),
          literal.as(IntegerLiteralExprSyntax.self) != nil || literal.as(FloatLiteralExprSyntax.self) != nil,
          ["20", "44", "20.0", "44.0"].contains(token.text), !(phoneOnly && token.text.hasPrefix("20"))
        else { continue }
        record(token, .hardCodedHeight, token.text)
        uses[uses.count - 1].declaredIn = Self.declarations(around: token)
      }
    }
  }

  /// Argument labels that take a horizontal length or position, never the status bar's height.
  static let horizontalLabels: Set<String> = ["left", "right", "x", "width", "leading", "trailing", "dx", "horizontal"]

  /// The literal is the status bar's height itself, not a term of arithmetic (`statusBarHeight + 44`
  /// adds a navigation bar) nor compared with something else.
  func isHeightValue(_ token: TokenSyntax) -> Bool {
    var current = token.parent
    while let n = current {
      if let sequence = n.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        // `navigationBar.frame.minY ?? 20`: a fallback for a reading the code makes, used only when
        // the reading is missing (D94).
        if let index = elements.firstIndex(where: { token.position >= $0.position && token.endPosition <= $0.endPosition }), index > 0,
          elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
          return false
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        if operators.contains(where: { ["+", "-", "*", "/", "+=", "-="].contains($0) }) { return false }
        if operators.contains(where: { ["==", "!=", "<", ">", "<=", ">="].contains($0) }) {
          return sequence.trimmedDescription.lowercased().contains("statusbar")
        }
        return true
      }
      // `UIEdgeInsets(top: 0, left: 20, …)`, `CGRect(x: 20, …)`: a horizontal measure (FWPopupView, round 16).
      if let labeled = n.as(LabeledExprSyntax.self), let label = labeled.label?.text, Self.horizontalLabels.contains(label) { return false }
      if n.is(CodeBlockItemSyntax.self) || n.is(PatternBindingSyntax.self) || n.is(LabeledExprSyntax.self) { return true }
      current = n.parent
    }
    return true
  }

  func reportHeight(_ token: TokenSyntax, _ digits: String) {
    guard isHeightValue(token), !Self.isFallbackOrMargin(token), !Self.pairedWithAnotherMeasure(token), !Self.besideAReading(token) else { return }
    record(token, .hardCodedHeight, digits)
    uses[uses.count - 1].declaredIn = Self.declarations(around: token)
  }

  /// Names a condition tests a presentation by.
  static let presentationChecks = ["presentingViewController", "modalPresentationStyle", "sheetPresentationController", "isBeingPresented"]

  /// The literal is what the code uses when a status bar reading came back empty: the body of
  /// `if statusBarHeight == 0 { … }`, or the first branch of `statusBarHeight == 0 ? 20 : …` (D94);
  /// or where the code singles out a presentation (a sheet has no status bar over it).
  static func isFallbackOrMargin(_ token: TokenSyntax) -> Bool {
    var child = Syntax(token)
    var current = token.parent
    while let n = current {
      // `if let h = scene.statusBarManager?.statusBarFrame.height { return h }` then `return 20`:
      // the literal is what the code uses when the reading is missing, as after `??` (D94).
      if let item = n.as(CodeBlockItemSyntax.self), item.item.is(ReturnStmtSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
        let earlier = list.prefix { $0.position < item.position }
        if earlier.contains(where: { Self.returnsAReadingWhenThere($0) }) { return true }
      }
      // `if navigationController.presentingViewController != nil, navigationController.modalPresentationStyle != .fullScreen
      // { statusBarHeight = 20 }` (SideStore, round 17): in a sheet no status bar is over the view;
      // the literal is a margin the code chose for that case.
      if let ifExpr = n.as(IfExprSyntax.self), child.id == ifExpr.body.id {
        let condition = ifExpr.conditions.trimmedDescription
        if EmptyReadingCheck.matches(condition) || Self.presentationChecks.contains(where: condition.contains) { return true }
      }
      if let sequence = n.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if let index = elements.firstIndex(where: { token.position >= $0.position && token.endPosition <= $0.endPosition }),
          let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
          token.position >= ternary.thenExpression.position, token.endPosition <= ternary.thenExpression.endPosition
        {
          let condition = elements[..<index].map(\.trimmedDescription).joined(separator: " ")
          if EmptyReadingCheck.matches(condition) { return true }
        }
      }
      if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) { return false }
      child = n
      current = n.parent
    }
    return false
  }

  /// `if let h = <a status bar reading> { return h }`: a statement that returns the reading when
  /// there is one (a `guard let` is not read this way).
  static func returnsAReadingWhenThere(_ item: CodeBlockItemSyntax) -> Bool {
    let conditions: ConditionElementListSyntax
    if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) {
      conditions = ifExpr.conditions
    } else {
      return false
    }
    return conditions.contains { element in
      guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value else { return false }
      return value.trimmedDescription.lowercased().contains("statusbar")
    }
  }

  /// The other branch of a choice gives no height a status bar has (the device catalog's, asked of
  /// the core, or 0): `isPad ? 20.0 : 16.0` (AdGuard's own bottom strip) measures something else.
  /// D141: the literal is an argument of a call another argument of which is the status bar's
  /// height itself (`CGRect(x: 10, y: statusBarHeight, width: w, height: 20)`, green's drop alert,
  /// round 35): the bar is given there, and the literal measures something else (the label's height).
  static func besideAReading(_ token: TokenSyntax) -> Bool {
    var current = token.parent
    while let n = current {
      if let argument = n.as(LabeledExprSyntax.self), let list = argument.parent?.as(LabeledExprListSyntax.self) {
        guard !argument.expression.trimmedDescription.lowercased().contains("statusbar") else { return false }
        // The sibling is the reading itself (`statusBarHeight`, `…statusBarFrame.height`), not a
        // sum with it (`h - kStatusBarHeight` leaves the literal to be the bar's, round 16).
        // A rect whose `y:` is below the bar (`y: kStatusBarHeight + notch + 94`, maxpreps' tool
        // tip hole, round 39): its `height:` is the rect's own.
        let ownHeight = argument.label?.text == "height"
        return list.contains { other in
          let text = other.expression.trimmedDescription
          guard other.id != argument.id, text.lowercased().contains("statusbar") else { return false }
          if ownHeight, ["y", "top"].contains(other.label?.text ?? ""), text.contains("+") { return true }
          return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" }
        }
      }
      if n.is(CodeBlockItemSyntax.self) || n.is(FunctionDeclSyntax.self) { return false }
      current = n.parent
    }
    return false
  }

  static func pairedWithAnotherMeasure(_ token: TokenSyntax) -> Bool {
    var current = token.parent
    while let n = current {
      if let sequence = n.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { token.position >= $0.position && token.endPosition <= $0.endPosition }) else { return false }
        var other: ExprSyntax?
        if elements[index].is(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count {
          other = elements[index + 1]
        } else if index > 0, let ternary = elements[index - 1].as(UnresolvedTernaryExprSyntax.self) {
          other = ternary.thenExpression
        }
        guard let other else { return false }
        let literal = other.as(IntegerLiteralExprSyntax.self)?.literal.text ?? other.as(FloatLiteralExprSyntax.self)?.literal.text
        guard let value = literal.flatMap({ Double($0.replacingOccurrences(of: "_", with: "")) }) else { return false }
        return !CoreFacts.statusBarHeights.contains(value)
      }
      if n.is(CodeBlockItemSyntax.self) || n.is(FunctionDeclSyntax.self) { return false }
      current = n.parent
    }
    return false
  }

  /// The stored variable (global, static or a type's) whose value holds the node, and the types
  /// around it: names whose use elsewhere shows the code runs (D113). A type Objective-C, an
  /// attribute or an override may reach without its name is left out.
  static func declarations(around node: some SyntaxProtocol) -> [CodeUse.Declaration] {
    var names: [CodeUse.Declaration] = []
    var inBody = false
    var current = node.parent
    while let n = current {
      if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorBlockSyntax.self) || n.is(ClosureExprSyntax.self) {
        inBody = true
      }
      if let variable = n.as(VariableDeclSyntax.self), !inBody, variable.attributes.isEmpty,
        !variable.modifiers.contains(where: { $0.name.text == "override" })
      {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            names.append(CodeUse.Declaration(name: name, range: variable.position.utf8Offset..<variable.endPosition.utf8Offset))
          }
        }
      }
      let type: (name: TokenSyntax, attributes: AttributeListSyntax, inherits: InheritanceClauseSyntax?)? =
        n.as(ClassDeclSyntax.self).map { ($0.name, $0.attributes, $0.inheritanceClause) }
        ?? n.as(StructDeclSyntax.self).map { ($0.name, $0.attributes, $0.inheritanceClause) }
        ?? n.as(EnumDeclSyntax.self).map { ($0.name, $0.attributes, $0.inheritanceClause) }
      if let type, type.attributes.isEmpty,
        !(type.inherits?.inheritedTypes.contains { UIKitClassCatalog.createdByName.contains($0.type.trimmedDescription) } ?? false)
      {
        names.append(CodeUse.Declaration(name: type.name.text, range: n.position.utf8Offset..<n.endPosition.utf8Offset))
        // Its extensions in the same file are part of it, not uses of it.
        for ext in n.root.as(SourceFileSyntax.self)?.extensions(of: type.name.text) ?? [] {
          names.append(CodeUse.Declaration(name: type.name.text, range: ext.position.utf8Offset..<ext.endPosition.utf8Offset))
        }
      }
      current = n.parent
    }
    return names
  }

  // MARK: class-level checks: missing setNeedsStatusBarAppearanceUpdate (R9.1), childFor… not a child (R3.4)

  /// An override in an extension of a class the app does not declare (`extension UIViewController`):
  /// it replaces the method for every instance, and which definition wins is undefined.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = ClassName(node.extendedType.trimmedDescription).base
    for member in node.memberBlock.allMembers {
      guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let name = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        [
          "preferredStatusBarStyle", "prefersStatusBarHidden", "childForStatusBarStyle", "childForStatusBarHidden",
          "preferredStatusBarUpdateAnimation",
        ].contains(name)
      else { continue }
      record(v, .overrideInUIKitExtension, extended, name)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    checkUpdates(node.memberBlock, className: node.name.text)
    checkChildren(node.memberBlock, className: node.name.text)
    if mentionsUpdate { updatedEvents.formUnion(ClassEvents(node.memberBlock).updatedEvents) }
    return .visitChildren
  }

  /// The file names `setNeedsStatusBarAppearanceUpdate` or a trait override (set from its bytes):
  /// else none of its classes answers a notification with an update, and none is looked for.
  var mentionsUpdate = true
  /// Notifications a class of this file answers with a status bar update (D92).
  var updatedEvents: Set<String> = []

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
      guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let binding = v.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        names.contains(name), let block = binding.accessorBlock
      else { continue }
      result.append((name, Syntax(block)))
    }
    return result
  }

  /// Every call below `node`, iteratively.
  static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var work = [node]
    while let current = work.popLast() {
      if let c = current.as(FunctionCallExprSyntax.self) { result.append(c) }
      work.append(contentsOf: current.children(viewMode: .sourceAccurate))
    }
    return result
  }

  /// Every sequence expression below `node`, iteratively.
  static func sequences(in node: Syntax) -> [SequenceExprSyntax] {
    var result: [SequenceExprSyntax] = []
    var work = [node]
    while let current = work.popLast() {
      if let s = current.as(SequenceExprSyntax.self) { result.append(s) }
      work.append(contentsOf: current.children(viewMode: .sourceAccurate))
    }
    return result
  }

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
    var events: ClassEvents?
    // A didSet that asks for the update, itself or through a method of the class (BSImagePicker's
    // `updateStatusBar()`), covers every assignment.
    var covered: Set<String> = []
    for (name, decl) in stored where read[name] != nil {
      if decl.trimmedDescription.contains(StatusBarRequery.updateCall) {
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
      if body.trimmedDescription.contains(StatusBarRequery.updateCall) { continue }
      if events == nil { events = ClassEvents(blocks) }
      if events!.requestsUpdate(Syntax(body), depth: 0, seen: [function.name.text]) { continue }
      // `flag.toggle()` changes it too.
      for call in Self.calls(in: Syntax(body)) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
          var target = member.base?.trimmedDescription
        else { continue }
        for prefix in ["self.", "self?.", "self!."] where target.hasPrefix(prefix) { target.removeFirst(prefix.count) }
        guard let getter = read[target], !covered.contains(target), let on = reached(call, function) else { continue }
        record(
          call, .missingUpdate, target,
          "\(className).\(target) is read by \(getter) but \(function.name.text)() toggles it without setNeedsStatusBarAppearanceUpdate(): the status bar keeps the old answer until the next transition",
          events: on)
        markEntry(function, className: className, events: events)
      }
      for sequence in Self.sequences(in: Syntax(body)) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
        var target = elements[0].trimmedDescription
        for prefix in ["self.", "self?.", "self!."] where target.hasPrefix(prefix) { target.removeFirst(prefix.count) }
        guard let getter = read[target], !covered.contains(target), let on = reached(sequence, function) else { continue }
        record(
          sequence, .missingUpdate, target,
          "\(className).\(target) is read by \(getter) but \(function.name.text)() changes it without setNeedsStatusBarAppearanceUpdate(): the status bar keeps the old answer until the next transition",
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
      text += block.trimmedDescription.filter { !$0.isWhitespace }
    }
    return text
  }

  func checkChildren(_ members: MemberBlockSyntax, className: String) {
    let stored = storedProperties(members)
    let getters = overrideGetter(members, ["childForStatusBarStyle", "childForStatusBarHidden"])
    guard !getters.isEmpty else { return }
    let own = members.trimmedDescription.filter { !$0.isWhitespace }
    // The class's extensions in the same file may add the child (`extension CropViewController {
    // fileprivate func setUp() { addChild(toCropViewController) } }`), read only when needed.
    lazy var all = own + extensionText(of: className)
    for (getter, block) in getters {
      let body = block.trimmedDescription.filter { !$0.isWhitespace }
      for (name, _) in stored {
        let returned = body.contains("return\(name)") || body.contains("returnself.\(name)") || body == "{\(name)}" || body == "{self.\(name)}"
        guard returned else { continue }
        let added =
          all.contains("addChild(\(name)") || all.contains("addChild(self.\(name)") || all.contains("addChildViewController(\(name)")
          || all.contains("viewControllers=[") && all.contains(name) || all.contains("setViewControllers([") && all.contains(name)
          // `guard let controller = primaryContentViewController else { return }; addChild(controller)` (Pulley's didSet).
          || Self.aliases(of: name, in: members.trimmedDescription).contains { all.contains("addChild(\($0))") || all.contains("addChild(\($0)!)") }
        guard !added else { continue }
        record(
          block, .childNotAChild, name,
          "\(className).\(getter) returns \(name), which \(className) never adds with addChild(_:): UIKit ignores a controller that is not a child and asks \(className) itself"
        )
      }
    }
  }
}
