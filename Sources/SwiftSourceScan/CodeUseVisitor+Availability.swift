import AppImport
import StatusBarCore
import SwiftSyntax

/// Which iOS versions a statement runs on: the `else` of `#available` and the code after an
/// availability branch that always leaves (D159, D168), and the `.darkContent` guards (R6.1).
extension CodeUseVisitor {
  /// D159: the iOS before which code at `node` only runs: the version of the nearest
  /// `if #available(iOS N, *)` whose `else` holds it, or `guard #available(iOS N, *)` whose body does.
  func onlyBefore(_ node: some SyntaxProtocol) -> OSVersion? {
    func version(_ conditions: ConditionElementListSyntax) -> OSVersion? {
      let text = conditions.trimmedText.filter { !$0.isWhitespace }
      guard conditions.count == 1, text.hasPrefix("#available(iOS"), let close = text.firstIndex(of: ",") else { return nil }
      let parts = text[text.index(text.startIndex, offsetBy: "#available(iOS".count)..<close].split(separator: ".").compactMap { Int($0) }
      return parts.first.map { OSVersion($0, parts.count > 1 ? parts[1] : 0) }
    }
    var current = node.parent
    while let n = current {
      if let ifStmt = n.as(IfExprSyntax.self), let otherwise = ifStmt.elseBody, node.position >= otherwise.position,
        node.endPosition <= otherwise.endPosition, let found = version(ifStmt.conditions)
      {
        return found
      }
      if let guardStmt = n.as(GuardStmtSyntax.self), node.position >= guardStmt.body.position, let found = version(guardStmt.conditions) {
        return found
      }
      // D168: after `if #available(iOS N, *) { … return … }` in the same block, with no `else`
      // and a body that always leaves, code runs only before N (Gift-Concept's status bar view,
      // round 52: `value(forKey: "statusBar")` below an iOS 13 branch that returns on every path).
      if let items = n.as(CodeBlockItemListSyntax.self) {
        for item in items where item.endPosition <= node.position {
          guard let ifStmt = Self.ifStatement(item), ifStmt.elseBody == nil, Self.alwaysLeaves(ifStmt.body),
            let found = version(ifStmt.conditions)
          else { continue }
          return found
        }
      }
      if n.is(FunctionDeclSyntax.self) { return nil }
      current = n.parent
    }
    return nil
  }

  /// The `if` a block item is (`if … { }` as a statement or as an expression statement).
  static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
    if let expr = item.item.as(ExpressionStmtSyntax.self) { return expr.expression.as(IfExprSyntax.self) }
    return item.item.as(IfExprSyntax.self)
  }

  /// A block whose every path leaves the function: it ends in `return`, `throw` or `fatalError(…)`,
  /// or in an `if` whose every branch, `else` included, does.
  static func alwaysLeaves(_ block: CodeBlockSyntax) -> Bool {
    guard let last = block.statements.last else { return false }
    if last.item.is(ReturnStmtSyntax.self) || last.item.is(ThrowStmtSyntax.self) { return true }
    if let call = last.item.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "fatalError" { return true }
    return ifStatement(last).map(everyBranchLeaves) ?? false
  }

  static func everyBranchLeaves(_ ifStmt: IfExprSyntax) -> Bool {
    guard alwaysLeaves(ifStmt.body), let otherwise = ifStmt.elseBody else { return false }
    switch otherwise {
    case .codeBlock(let block): return alwaysLeaves(block)
    case .ifExpr(let nested): return everyBranchLeaves(nested)
    }
  }

  func guardedByAvailability(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let n = current {
      if let ifStmt = n.as(IfExprSyntax.self), ifStmt.conditions.trimmedText.contains("#available(iOS 1"),
        !ifStmt.conditions.trimmedText.contains("#available(iOS 1,"), node.position >= ifStmt.body.position,
        node.endPosition <= ifStmt.body.endPosition
      {
        return true
      }
      if let guardStmt = n.as(GuardStmtSyntax.self), guardStmt.conditions.trimmedText.contains("#available") { return true }
      for attrs in [n.as(FunctionDeclSyntax.self)?.attributes, n.as(VariableDeclSyntax.self)?.attributes, n.as(ClassDeclSyntax.self)?.attributes] {
        if let attrs, attrs.trimmedText.contains("@available(iOS 1") { return true }
      }
      current = n.parent
    }
    // `guard #available(iOS 13, *) else { … }` earlier in the same block.
    var block = node.parent
    while let b = block, !b.is(CodeBlockSyntax.self) { block = b.parent }
    if let b = block?.as(CodeBlockSyntax.self) {
      for item in b.statements where item.endPosition <= node.position {
        if let g = item.item.as(GuardStmtSyntax.self),
          g.conditions.trimmedText.contains("#available(iOS 13")
            || g.conditions.trimmedText.contains("#available(iOS 14") || g.conditions.trimmedText.contains("#available(iOS 15")
        {
          return true
        }
      }
    }
    return false
  }
}
