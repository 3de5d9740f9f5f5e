import StatusBarCore
import SwiftSyntax

extension CodeUseVisitor {
  /// D152: the `Bool` stored property of the enclosing type, declared `= false`, that the nearest
  /// `if` around `node` tests alone (`if flag {`, `if self.flag {`), `node` in its body.
  static func falseFlagGuard(_ node: some SyntaxProtocol) -> CodeUse.Declaration? {
    var current = node.parent
    var name: String?
    while let n = current {
      if name == nil, let ifExpr = n.as(IfExprSyntax.self), node.position >= ifExpr.body.position,
        node.endPosition <= ifExpr.body.endPosition
      {
        guard ifExpr.conditions.count == 1, let expr = ifExpr.conditions.first?.condition.as(ExprSyntax.self) else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
          name = ref.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
          name = member.declName.baseName.text
        } else {
          return nil
        }
      }
      // A closure inside the `if` body runs only from there; a function's body is its own.
      if n.is(FunctionDeclSyntax.self), name == nil { return nil }
      if let name, let members = n.as(ClassDeclSyntax.self)?.memberBlock ?? n.as(StructDeclSyntax.self)?.memberBlock {
        for item in members.members {
          guard let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, binding.accessorBlock == nil
          else { continue }
          guard binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) else { return nil }
          return CodeUse.Declaration(name: name, range: variable.position.utf8Offset..<variable.endPosition.utf8Offset)
        }
        return nil
      }
      current = n.parent
    }
    return nil
  }
}
