import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// What one file shows that the linter decides on: UIApplication setters, `.darkContent`
/// outside `#available`, private status bar keys, overrides in extensions of other classes,
/// preferences changed without `setNeedsStatusBarAppearanceUpdate()`, hard-coded status bar
/// heights, `childForStatusBar…` returning a controller the class never shows. The
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

  /// A hard-coded height at `token`, with the names whose use elsewhere shows its code runs (D113).
  func recordHeight(_ token: TokenSyntax, _ name: String, detail: String = "") {
    record(token, .hardCodedHeight, name, detail)
    uses[uses.count - 1].declaredIn = Self.declarations(around: token)
  }

  /// A height is recorded on the line of `token` already: one finding a line.
  func heightRecorded(onLineOf token: TokenSyntax) -> Bool {
    let line = file.location(token).line
    return uses.contains { $0.kind == .hardCodedHeight && $0.location.line == line }
  }

  // MARK: UIApplication setters (R5.4)

  static let setterProperties: Set<String> = ["statusBarStyle", "isStatusBarHidden", "statusBarHidden"]
  static let setterMethods: Set<String> = ["setStatusBarStyle", "setStatusBarHidden"]

  /// The application itself, not something reached through it: `UIApplication.shared.theme.statusBarStyle`
  /// is a theming library's proxy (RxTheme), not UIKit's setter.
  func isApplication(_ base: ExprSyntax?) -> Bool {
    guard var text = base?.trimmedText.filter({ !$0.isWhitespace }) else { return false }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    return ["UIApplication.shared", "UIApplication.sharedApplication()", "application", "app", "UIApp"].contains(text)
  }

  /// A UIApplication setter, marked when it runs only where the app's own check of its
  /// view-controller-based setting says NO: the body of `if !vcBased`, the `else` of `if vcBased`,
  /// the `else` of `guard vcBased`, the code after `guard !vcBased else { return }`. In the body of
  /// a positive check it runs only under YES, where it does nothing (R5.4): not marked.
  func recordSetter(_ node: some SyntaxProtocol, _ name: String, value: ExprSyntax? = nil) {
    record(node, .applicationSetter, name)
    uses[uses.count - 1].setterValue = value.flatMap(Self.literalSetterValue)
    if let underNo = Self.runsUnderNo(node) { uses[uses.count - 1].onlyWhenNotViewControllerBased = underNo }
    uses[uses.count - 1].onlyWhenFlag = Self.falseFlagGuard(node)
  }

  /// D245: the value a setter sets when it is a literal (`true`, `false`, `.lightContent`,
  /// `UIStatusBarStyle.lightContent`), as D166 compares it with what an override asks; nil for
  /// anything decided at run time. Objective-C's reader had it; Swift's left it out, so a Swift
  /// app's setters never matched (Flare's `application.isStatusBarHidden = false`, round 84).
  static func literalSetterValue(_ expression: ExprSyntax) -> String? {
    let text = expression.trimmedText
    if text == "true" || text == "false" { return text }
    for prefix in [".", "UIStatusBarStyle."] where text.hasPrefix(prefix) {
      let name = text.dropFirst(prefix.count)
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) { return String(name) }
    }
    return nil
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
    ObjectiveCStatements.namesViewControllerBasedSetting(conditions.trimmedText)
  }

  /// `!vcBased`, `vcBased == false`, `vcBased != true`: true when the check holds under NO.
  static func isNegated(_ conditions: ConditionElementListSyntax) -> Bool {
    let words = conditions.trimmedText.filter { !$0.isWhitespace }
    return words.hasPrefix("!") || words.contains("==false") || words.contains("!=true") || words.contains(",!") || words.contains("&&!")
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if mentionsStatusBar { checkBarVisibilityChoice(node) }
    checkNotchChoice(elements)
    checkScreenLessBars(node)
    // `x = value`, also when the value is itself an operator expression (`x = notch ? 44 : 20`).
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else {
      if mentionsStatusBar { checkComparedHeight(elements) }
      return .visitChildren
    }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
      Self.setterProperties.contains(member.declName.baseName.text), isApplication(member.base)
    {
      recordSetter(node, member.declName.baseName.text, value: elements.count == 3 ? elements[2] : nil)
    }
    checkHardCodedHeight(node, text: node.trimmedText + " " + Self.guardingCondition(of: Syntax(node)))
    checkOffsetUnderTheBars(elements)
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
        return condition.conditions.trimmedText
      }
      current = n.parent
    }
    return ""
  }

  /// The name a call calls: `value` of `x.value(forKey:)` and of `value(forKey:)`.
  static func calledName(_ node: FunctionCallExprSyntax) -> String? {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      Self.setterMethods.contains(member.declName.baseName.text), isApplication(member.base)
    {
      recordSetter(node, member.declName.baseName.text + "(…)", value: node.arguments.first?.expression)
    }
    // `value(forKey: "statusBar")`: UIKit's private views, gone since iOS 13 (a crash there).
    // The key may be spelled in pieces to hide it from a search (`s + b + w` of `let s = "status"`
    // …, SideMenuController, round 32): a constant string is a constant string.
    // A key path counts by its first key (D181: `value(forKeyPath: "statusBarWindow.statusBar")`).
    // D265: called on `self` unwritten too, inside `extension UIApplication` (Studio's `statusBarView`, round 100).
    if Self.calledName(node) == "value", let argument = node.arguments.first, argument.label?.text == "forKey" || argument.label?.text == "forKeyPath",
      let key = ConstantString.value(of: argument.expression), CoreFacts.isPrivateStatusBarKey(key)
    {
      // In the `else` of an availability check it runs only before that iOS (D159, in `record`).
      record(node, .privateStatusBarKey, key)
    }
    checkFrameBelowTheBars(node)
    checkPinnedBelowTheBars(node)
    return .visitChildren
  }

  // MARK: .darkContent below iOS 13 (R6.1)

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.declName.baseName.text == "darkContent",
      node.base == nil || node.base?.trimmedText == "UIStatusBarStyle", !guardedByAvailability(node)
    else { return .visitChildren }
    record(node, .darkContent, "darkContent")
    return .visitChildren
  }

  // MARK: hard-coded status bar heights (R7.1)

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let value = node.initializer?.value else { return .visitChildren }
    checkNamedBarsHeight(node)
    let named = node.pattern.trimmedText + " " + (node.typeAnnotation?.trimmedText ?? "")
    // `let topEdgeInset: CGFloat = { … }()` named after something else: the status bar in one
    // branch of the closure does not make every literal it returns the bar's height; each return
    // is read with the `if` around it (Hound's banner inset, round 38).
    if !named.lowercased().contains("statusbar"), let closure = Self.initialisingClosure(value) {
      for returned in ReturnCollector.returns(in: closure.statements) {
        guard let expression = returned.expression else { continue }
        checkHardCodedHeight(expression, text: returned.trimmedText + " " + Self.guardingCondition(of: Syntax(returned)))
      }
      return .visitChildren
    }
    checkHardCodedHeight(value, text: named + value.trimmedText)
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

  // MARK: class-level checks: missing setNeedsStatusBarAppearanceUpdate (R9.1), childFor… not a child (R3.4)

  /// An override in an extension of a class the app does not declare (`extension UIViewController`):
  /// it replaces the method for every instance, and which definition wins is undefined.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = ClassName(node.extendedType.trimmedText).base
    let preferences: Set<String> = [
      "preferredStatusBarStyle", "prefersStatusBarHidden", "childForStatusBarStyle", "childForStatusBarHidden",
      "preferredStatusBarUpdateAnimation",
    ]
    for member in node.memberBlock.allMembers {
      // D199: a Swift 2 method overrides the same preference.
      if let function = member.decl.as(FunctionDeclSyntax.self), let getter = swift2Getter(function),
        case let name = Self.currentNames[getter.name] ?? getter.name, preferences.contains(name)
      {
        record(function, .overrideInUIKitExtension, extended, name)
        continue
      }
      guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let spelled = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        case let name = Self.currentNames[spelled] ?? spelled, preferences.contains(name)
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

}
