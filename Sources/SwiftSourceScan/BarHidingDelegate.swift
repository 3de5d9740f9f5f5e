import AppImport
import SwiftSyntax

/// D172: a navigation controller's delegate that hides the bar for the controller it is about to
/// show by asking it (`navigationController(_:willShow:animated:)` reading
/// `(viewController as? NavigationFullscreenable)?.requiresNoNavigationBar` into
/// `setNavigationBarHidden(_:animated:)`), and controllers that answer such a property with a
/// literal `true` (`let requiresNoNavigationBar = true`, `- (BOOL)requiresNoNavigationBar { return YES; }`).
/// Such a controller hides the bar of the navigation controller showing it, as
/// `navigationController?.isNavigationBarHidden = true` in its own code does (dashwallet's lock
/// screen and seed phrase screens, round 51).
public struct TrueFlag: Hashable, Sendable {
  /// The class (or the class an extension extends) that answers the property.
  public var className: String
  public var property: String
  public var location: AppImport.SourceLocation
}

extension FileScan {
  /// Classes whose flag a bar-hiding delegate reads hide their navigation controller's bar.
  static func barHidingFacts(_ files: [FileScan]) -> [String: [SourceFact]] {
    let properties = files.reduce(into: Set<String>()) { $0.formUnion($1.barHidingProperties) }
    guard !properties.isEmpty else { return [:] }
    var facts: [String: [SourceFact]] = [:]
    for file in files {
      for flag in file.trueFlags where properties.contains(flag.property) {
        facts[flag.className, default: []].append(
          SourceFact(key: .navigationBarHidden, value: .constant("true"), location: flag.location, onNavigationController: true))
      }
    }
    return facts
  }
}

/// D172's two halves, read as `OverrideVisitor` walks a file.
extension OverrideVisitor {
  /// `let flag = true`, `var flag: Bool { true }`, `var flag: Bool { return true }` as a member.
  static func trueFlag(_ node: VariableDeclSyntax, owner: String, file: ParsedFile) -> TrueFlag? {
    guard node.bindings.count == 1, let binding = node.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    var value: ExprSyntax?
    if let initial = binding.initializer?.value {
      value = initial
    } else if case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let only = items.first {
      value = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self)
    }
    guard let literal = value?.as(BooleanLiteralExprSyntax.self), literal.literal.tokenKind == .keyword(.true) else { return nil }
    return TrueFlag(className: owner, property: name, location: file.location(node))
  }

  /// `func navigationController(_:willShow:animated:)`: the properties read into what it passes
  /// to `setNavigationBarHidden(_:animated:)` (or assigns to `isNavigationBarHidden`).
  func readWillShow(_ node: FunctionDeclSyntax) {
    guard node.name.text == "navigationController", node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "willShow" }),
      let body = node.body
    else { return }
    let reader = WillShowReader(viewMode: .sourceAccurate)
    reader.walk(body)
    barHidingProperties.formUnion(reader.direct)
    for read in reader.assignments where reader.passed.contains(read.variable) { barHidingProperties.insert(read.property) }
  }
}

/// The body of `navigationController(_:willShow:animated:)`: what it hides the bar with.
final class WillShowReader: SyntaxVisitor {
  /// Variables passed as the bar's hidden value (`setNavigationBarHidden(hide, …)`, `isNavigationBarHidden = hide`).
  var passed: Set<String> = []
  /// Properties passed directly (`setNavigationBarHidden(vc.requiresNoNavigationBar, …)`).
  var direct: Set<String> = []
  /// `hide = vc.requiresNoNavigationBar`, `var hide = vc.isNavigationBarHidden`.
  var assignments: [(variable: String, property: String)] = []

  func hidden(_ value: ExprSyntax) {
    if let ref = value.as(DeclReferenceExprSyntax.self) { passed.insert(ref.baseName.text) }
    if let member = value.as(MemberAccessExprSyntax.self) { direct.insert(member.declName.baseName.text) }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setNavigationBarHidden",
      let first = node.arguments.first?.expression
    {
      hidden(first)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let assignment = StaticValue.assignment(node), assignment.alternatives?.count == 1, let value = assignment.alternatives?.first
    else { return .visitChildren }
    if assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "isNavigationBarHidden" { hidden(value) }
    if let target = assignment.target.as(DeclReferenceExprSyntax.self), let member = value.as(MemberAccessExprSyntax.self) {
      assignments.append((target.baseName.text, member.declName.baseName.text))
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let member = node.initializer?.value.as(MemberAccessExprSyntax.self)
    {
      assignments.append((name, member.declName.baseName.text))
    }
    return .visitChildren
  }
}
