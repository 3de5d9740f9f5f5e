import AppImport
import SwiftSyntax

/// What `$0` is in a configuration closure: `splitController.do { $0.viewControllers = […] }`
/// (the Then library's `do`) runs the closure on its receiver, at once, on every path (D107).
struct ClosureReceiver {
  /// What the receiver resolves to (nil: not a controller the code shows).
  var receiver: PlacedController?
  /// The key settings made on `$0` are remembered by: the receiver's own (its construction, else its name).
  var key: String?
}

extension PlacementVisitor {
  /// `x.do { … }` with no other argument: `$0` is x. Any other closure has its own `$0` (nil).
  /// `X(…).then { … }` is read where it is built (D106): of its closure's settings only a hidden
  /// navigation bar is read (D170).
  func configurationReceiver(of closure: ClosureExprSyntax) -> ClosureReceiver? {
    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id, call.arguments.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "do", let base = member.base
    else { return nil }
    return ClosureReceiver(receiver: resolve(base, recordBuilt: false), key: settingKey(base))
  }

  /// `$0` (also `$0!`, `$0?`).
  static func isAnonymousFirst(_ expr: ExprSyntax) -> Bool {
    guard let ref = withoutUnwrapping(expr).as(DeclReferenceExprSyntax.self) else { return false }
    return ref.baseName.tokenKind == .dollarIdentifier("$0")
  }

  /// The names of the methods a type declares that return a value (`func makeEditor() -> Editor`):
  /// a call of one of them, even with no argument, is a factory of that type.
  static func methodsReturningValues(_ members: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members.allMembers {
      if let function = member.decl.as(FunctionDeclSyntax.self), function.signature.returnClause != nil { names.insert(function.name.text) }
    }
    return names
  }

  /// `makeEditor()` or `self.makeEditor()` where the enclosing type declares `makeEditor` returning a value (D108).
  func isOwnMethod(_ call: FunctionCallExprSyntax) -> Bool {
    let name: String
    if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = ref.baseName.text
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      Self.withoutUnwrapping(base).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return false
    }
    return types.last(where: { $0.name != nil })?.methods.contains(name) == true
  }

  /// The controller `base` names was built inside the branch (`if` body, `switch` case) that `node` runs in.
  func isBuilt(_ base: ExprSyntax, inBranchOf node: some SyntaxProtocol) -> Bool {
    let placed = Self.isAnonymousFirst(base) ? closures.last??.receiver : resolve(base, recordBuilt: false)
    guard let origin = placed?.origin, origin.file == file.path, let branch = StaticValue.branch(containing: node) else { return false }
    let start = file.location(branch)
    let end = file.endLocation(branch)
    return (start.line, start.column) <= (origin.line, origin.column) && (origin.line, origin.column) <= (end.line, end.column)
  }

  /// D171: `….withUnretained(self).sink { owner, value in … }` (RxSwift, CombineExt): the closure's
  /// first parameter is `self` (3dollars' medal screen presents from `owner`, round 51).
  static func unretainedSelf(of closure: ClosureExprSyntax) -> String? {
    guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base?.as(FunctionCallExprSyntax.self),
      inner.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "withUnretained",
      inner.arguments.count == 1, inner.arguments.first?.expression.trimmedText == "self",
      let parameters = closure.signature?.parameterClause
    else { return nil }
    switch parameters {
    case .simpleInput(let names): return names.first?.name.text
    case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    }
  }

  /// Whether `text` (unwrapped, no spaces) names `self`: `self` or a closure's alias of it (D171).
  func isSelf(_ text: String) -> Bool { text == "self" || selfAliases.contains { $0 == text } }

  /// `$0.isNavigationBarHidden = true` (or `false`) as a statement of a configuration closure.
  static func barHiddenByConfiguration(_ closure: ClosureExprSyntax) -> Bool? {
    var hidden: Bool?
    for item in closure.statements {
      guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), let assignment = StaticValue.assignment(sequence),
        let member = assignment.target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isNavigationBarHidden",
        let base = member.base, isAnonymousFirst(base), assignment.alternatives?.count == 1,
        let literal = assignment.alternatives?.first?.as(BooleanLiteralExprSyntax.self)
      else { continue }
      hidden = literal.literal.tokenKind == .keyword(.true)
    }
    return hidden
  }

  /// D177: the methods of a type that add their first parameter as its child: `func add(_ vc:
  /// UIViewController) { addChild(vc) … }` (also `self.addChild(vc)`).
  static func childAddingHelpers(_ members: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members.allMembers {
      guard let function = member.decl.as(FunctionDeclSyntax.self), let first = function.signature.parameterClause.parameters.first,
        let body = function.body
      else { continue }
      let parameter = (first.secondName ?? first.firstName).text
      for token in body.tokens(viewMode: .sourceAccurate) where token.text == "addChild" || token.text == "addChildViewController" {
        var callee = Syntax(token).parent
        if let member = callee?.parent?.as(MemberAccessExprSyntax.self) {
          guard member.base.map({ withoutUnwrapping($0).trimmedText == "self" }) ?? true else { continue }
          callee = Syntax(member)
        }
        guard let call = callee?.parent?.as(FunctionCallExprSyntax.self),
          call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
        else { continue }
        names.insert(function.name.text)
      }
    }
    return names
  }
}
