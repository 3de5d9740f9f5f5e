import SwiftSyntax

/// The text of a Swift expression that is a constant string: a literal without interpolation,
/// pieces joined with `+`, `[…].joined()`, or a local `let` bound to one earlier in an enclosing
/// block. A key to a private API spelled in pieces (`let s = "status"; let b = "Bar";
/// value(forKey: s + b)`) is the same key. Anything else is nil.
enum ConstantString {
  static func value(of expr: ExprSyntax, depth: Int = 0) -> String? {
    guard depth < 16 else { return nil }
    if let literal = expr.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in literal.segments {
        guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
        text += piece.content.text
      }
      return text
    }
    if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
      return value(of: only.expression, depth: depth + 1)
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      // `a + b + c` before folding: operands at even places, `+` between them.
      var text = ""
      for (index, element) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
        } else {
          guard let piece = value(of: element, depth: depth + 1) else { return nil }
          text += piece
        }
      }
      return text
    }
    if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "joined",
      let array = member.base?.as(ArrayExprSyntax.self)
    {
      var text = ""
      for element in array.elements {
        guard let piece = value(of: element.expression, depth: depth + 1) else { return nil }
        text += piece
      }
      return text
    }
    if let ref = expr.as(DeclReferenceExprSyntax.self), let bound = localConstant(ref.baseName.text, before: Syntax(expr)) {
      return value(of: bound, depth: depth + 1)
    }
    return nil
  }

  /// `let name = value` among the statements of a block around `node`, before it.
  static func localConstant(_ name: String, before node: Syntax) -> ExprSyntax? {
    var current = node.parent
    var steps = 0
    while let n = current, steps < 64 {
      steps += 1
      if let items = n.as(CodeBlockItemListSyntax.self) {
        for item in items where item.position < node.position {
          guard let decl = item.item.as(VariableDeclSyntax.self), decl.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
          for binding in decl.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = binding.initializer?.value { return value }
          }
        }
      }
      if n.is(FunctionDeclSyntax.self) || n.is(ClassDeclSyntax.self) { break }
      current = n.parent
    }
    return nil
  }
}
