import SwiftSyntax

/// D205 in Swift: `CGRect(x: …, y: 20, width: …, height: vc.view.frame.height - 20)`.
extension CodeUseVisitor {
  /// The call makes a rect at a literal y of the bars' offset whose height is a full-height
  /// reading less that same literal: the y is reported as the bars' hard-coded height.
  func checkFrameBelowTheBars(_ node: FunctionCallExprSyntax) {
    // Most calls have other counts of arguments: their callee's text is not made.
    guard node.arguments.count == 2 || node.arguments.count == 4 else { return }
    let callee = node.calledExpression.trimmedText
    if callee == "CGPoint" || callee == "UIEdgeInsets" || callee == "CGPointMake" || callee == "UIEdgeInsetsMake" {
      checkInsetUnderTheBars(node, point: callee.hasPrefix("CGPoint"))
      return
    }
    // Swift 2's `CGRectMake(x, y, w, h)` too (WWDC-Scholarship-2015's progress bar, round 62).
    guard callee == "CGRect" || callee == "CGRect.init" || callee == "CGRectMake", node.arguments.count == 4 else { return }
    let arguments = Array(node.arguments)
    let labels = callee == "CGRectMake" ? ["", "", "", ""] : ["x", "y", "width", "height"]
    guard arguments.map({ $0.label?.text ?? "" }) == labels else { return }
    // D238: `y: -20, height: h + 20`, raised under the bars by their offset.
    if let prefix = arguments[1].expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      let literal = Self.literalToken(prefix.expression),
      let raised = FrameBelowTheBars.raisedUnderTheBars(y: "-" + literal.text, height: arguments[3].expression.trimmedText)
    {
      guard !heightRecorded(onLineOf: literal) else { return }
      recordHeight(literal, raised)
      return
    }
    guard let y = Self.literalToken(arguments[1].expression), let offset = FrameBelowTheBars.offset(y.text) else { return }
    let height = arguments[3].expression.as(SequenceExprSyntax.self)
    // `reading - 20`: three elements, the last the same literal as the y.
    let elements = height.map { Array($0.elements) } ?? []
    let lessTheOffset =
      elements.count == 3 && elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "-"
      && Self.literalToken(elements[2]).map { FrameBelowTheBars.offset($0.text) == offset } == true
    let belowTheBars = { (locals: Set<String>) in
      lessTheOffset && FrameBelowTheBars.isFullHeight(elements[0].trimmedText, screenLocals: locals)
        || FrameBelowTheBars.spansUnderTheBars(
          x: arguments[0].expression.trimmedText, offset: offset, width: arguments[2].expression.trimmedText, screenLocals: locals)
    }
    // D224: the function's locals given the screen's size are read only when nothing else says so.
    guard belowTheBars([]) || belowTheBars(LocalBindings.names(before: node, stopsAtClosures: true, holding: FrameBelowTheBars.isScreenSize)) else { return }
    guard !heightRecorded(onLineOf: y) else { return }
    recordHeight(y, offset)
  }

  /// D208: `tableView.contentOffset = CGPoint(x: 0, y: -64)`, `setContentOffset(CGPoint(x: 0, y:
  /// -64), animated: true)`, `contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)`.
  func checkInsetUnderTheBars(_ node: FunctionCallExprSyntax, point: Bool) {
    let arguments = Array(node.arguments)
    let labels = arguments.map { $0.label?.text ?? "" }
    // D270: Swift 2's `UIEdgeInsetsMake(-64, 0, 0, 0)` and `CGPointMake(0, -64)` too (SVIP-iOS' shop, round 98).
    let unlabeled = labels.allSatisfy(\.isEmpty) && node.calledExpression.trimmedText.hasSuffix("Make")
    guard unlabeled || labels == (point ? ["x", "y"] : ["top", "left", "bottom", "right"]) else { return }
    let top = arguments[point ? 1 : 0].expression
    let x = arguments[point ? 0 : 1].expression.trimmedText
    // The statement the point or insets are given in names what takes them.
    var statement: Syntax = Syntax(node)
    while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(MemberBlockItemSyntax.self) { statement = parent }
    guard FrameBelowTheBars.restoresTheBarsInset(property: statement.trimmedText, x: x, top: top.trimmedText, negated: point),
      let literal = top.tokens(viewMode: .sourceAccurate).first(where: { $0.text.first?.isNumber == true })
    else { return }
    recordHeight(literal, FrameBelowTheBars.offset(literal.text) ?? literal.text)
  }

  /// D270: `scrollView.contentOffset.y = -64` (JobHunterIOS' settings, round 94): D208's offset
  /// given by its y alone.
  func checkOffsetUnderTheBars(_ elements: [ExprSyntax]) {
    guard elements.count == 3, let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "y",
      member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "contentOffset",
      let prefix = elements[2].as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let literal = Self.literalToken(prefix.expression),
      FrameBelowTheBars.restoresTheBarsInset(property: "contentOffset", x: "0", top: "-" + literal.text, negated: true)
    else { return }
    guard !heightRecorded(onLineOf: literal) else { return }
    recordHeight(literal, FrameBelowTheBars.offset(literal.text) ?? literal.text)
  }

  /// The token of an integer or floating-point literal expression.
  static func literalToken(_ expression: ExprSyntax) -> TokenSyntax? {
    expression.as(IntegerLiteralExprSyntax.self)?.literal ?? expression.as(FloatLiteralExprSyntax.self)?.literal
  }
}
