import SwiftSyntax

/// D217 in Swift: `statusBarHidden ? 0 : 20`, `isStatusBarVisible ? height - 20 : height`.
extension CodeUseVisitor {
  func checkBarVisibilityChoice(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index + 1 < elements.count,
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
    else { return }
    // The condition: after an assignment, up to the `?`.
    let first = (elements[..<index].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }) ?? -1) + 1
    guard first < index else { return }
    let text = Array(node.trimmedText.utf8)
    let base = node.positionAfterSkippingLeadingTrivia.utf8Offset
    func slice(_ from: some SyntaxProtocol, _ to: some SyntaxProtocol) -> Range<Int> {
      (from.positionAfterSkippingLeadingTrivia.utf8Offset - base)..<(to.endPositionBeforeTrailingTrivia.utf8Offset - base)
    }
    let condition = slice(elements[first], elements[index - 1])
    guard let visible = BarVisibilityChoice.branchWhileShown(String(decoding: text[condition], as: UTF8.self)) else { return }
    let thenRange = slice(ternary.thenExpression, ternary.thenExpression)
    let elseRange = slice(elements[index + 1], elements[elements.count - 1])
    let (shown, other) = visible == .then ? (thenRange, elseRange) : (elseRange, thenRange)
    for offset in BarVisibilityChoice.barTwenties(in: Array(text[shown]), other: Array(text[other])) {
      guard let token = node.token(at: AbsolutePosition(utf8Offset: base + shown.lowerBound + offset)) else { continue }
      let location = file.location(token)
      guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location == location }) else { continue }
      recordHeight(token, token.text)
    }
  }
}
