import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// Hard-coded status bar heights (R7.1): which literal 20 or 44 is a height, and which is a
/// fallback, a margin or another measure.
extension CodeUseVisitor {
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
        let text = e.trimmedText
        return text.contains("userInterfaceIdiom") && (text.hasSuffix(".phone") || elements.contains { $0.trimmedText == ".phone" })
      }
    for (index, element) in elements.enumerated() {
      guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!=", "<", ">", "<=", ">="].contains(op),
        index > 0, index + 1 < elements.count
      else { continue }
      for (literal, other) in [(elements[index + 1], elements[index - 1]), (elements[index - 1], elements[index + 1])] {
        guard other.trimmedText.lowercased().contains("statusbar"), let token = literal.firstToken(viewMode: .sourceAccurate),
          literal.as(IntegerLiteralExprSyntax.self) != nil || literal.as(FloatLiteralExprSyntax.self) != nil,
          ["20", "44", "20.0", "44.0"].contains(token.text), !(phoneOnly && token.text.hasPrefix("20"))
        else { continue }
        recordHeight(token, token.text)
      }
    }
  }

  /// D231: `UIDevice.isIPhoneX() ? 44 : 20`, a notch test choosing between two status bar heights,
  /// both literals (HSPlayerFullScreenDemo's player top, round 74; QingNianTuZhai's
  /// `statueBarHeight`, round 62): the bar's height hard-coded, whatever the code names it, and
  /// wrong on the 47-62 pt bars of newer iPhones and an iPad's 24 (R7.1). Read where the file
  /// never says "status bar" too; one finding, at the first branch.
  func checkNotchChoice(_ elements: [ExprSyntax]) {
    guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index + 1 < elements.count,
      let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
      let first = Self.literalToken(ternary.thenExpression), let second = Self.literalToken(elements[index + 1])
    else { return }
    let values = [first, second].compactMap { Double($0.text.replacingOccurrences(of: "_", with: "")) }
    guard values.count == 2, values[0] != values[1], values.allSatisfy({ $0 > 0 && CoreFacts.statusBarHeights.contains($0) }),
      Self.isNotchTest(elements[..<index].map(\.trimmedText).joined(separator: " ")), !Self.isFallbackOrMargin(first),
      !heightRecorded(onLineOf: first)
    else { return }
    recordHeight(first, first.text)
  }

  /// A condition that tells a notched iPhone from others by name: `isIPhoneX()`, `isX()`,
  /// `hasNotch`, `kIs_iPhoneX`.
  static func isNotchTest(_ condition: String) -> Bool {
    let words = condition.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "(" }
    return words.contains("iphonex") || words.contains("notch") || words.hasSuffix("isx") || words.contains("isx(") || words.contains(".isx")
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
          return sequence.trimmedText.lowercased().contains("statusbar")
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
    recordHeight(token, digits)
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
        let condition = ifExpr.conditions.trimmedText
        if EmptyReadingCheck.matches(condition) || Self.presentationChecks.contains(where: condition.contains) { return true }
      }
      if let sequence = n.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if let index = elements.firstIndex(where: { token.position >= $0.position && token.endPosition <= $0.endPosition }),
          let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
          token.position >= ternary.thenExpression.position, token.endPosition <= ternary.thenExpression.endPosition
        {
          let condition = elements[..<index].map(\.trimmedText).joined(separator: " ")
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
      return value.trimmedText.lowercased().contains("statusbar")
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
        guard !argument.expression.trimmedText.lowercased().contains("statusbar") else { return false }
        // The sibling is the reading itself (`statusBarHeight`, `…statusBarFrame.height`), not a
        // sum with it (`h - kStatusBarHeight` leaves the literal to be the bar's, round 16).
        // A rect whose `y:` is below the bar (`y: kStatusBarHeight + notch + 94`, maxpreps' tool
        // tip hole, round 39): its `height:` is the rect's own.
        let ownHeight = argument.label?.text == "height"
        return list.contains { other in
          let text = other.expression.trimmedText
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
        // D204: the other branch adds a status bar reading to another measure (`isPortrait ? (44 +
        // statusBarHeight) : 44`, Parse Dashboard's launch screen, round 60): the bar is counted
        // there, and this literal is the same measure without it (the navigation bar alone).
        if addsToAReading(other) { return true }
        guard let value = literalToken(other).flatMap({ Double($0.text.replacingOccurrences(of: "_", with: "")) }) else { return false }
        return !CoreFacts.statusBarHeights.contains(value)
      }
      if n.is(CodeBlockItemSyntax.self) || n.is(FunctionDeclSyntax.self) { return false }
      current = n.parent
    }
    return false
  }

  /// `(44 + statusBarHeight)`: a sum one of whose terms reads the status bar and another does not.
  static func addsToAReading(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
      expression = inner
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
    let elements = Array(sequence.elements)
    guard elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) else { return false }
    let terms = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }.map { $0.trimmedText.lowercased().contains("statusbar") }
    return terms.contains(true) && terms.contains(false)
  }

  /// The declaration is in a body (a function's, an accessor's, a closure's), not a type's member
  /// nor a global.
  static func isLocal(_ variable: VariableDeclSyntax) -> Bool {
    guard let item = variable.parent?.as(CodeBlockItemSyntax.self) else { return false }
    return !(item.parent?.parent?.is(SourceFileSyntax.self) ?? false)
  }

  /// The stored variable (global, static or a type's) whose value holds the node, the types around
  /// it and (D272) an extension's method holding it: names whose use elsewhere shows the code runs (D113). A type Objective-C, an
  /// attribute or an override may reach without its name is left out.
  static func declarations(around node: some SyntaxProtocol) -> [CodeUse.Declaration] {
    var names: [CodeUse.Declaration] = []
    var inBody = false
    var current = node.parent
    while let n = current {
      if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(AccessorBlockSyntax.self) || n.is(ClosureExprSyntax.self) {
        inBody = true
      }
      // D272: a method an extension adds (`func setMyBackgroundColor(…)` in `extension
      // UINavigationBar`) runs only where something calls it by name; not one that conforms the
      // type to a protocol (UIKit may call it), nor one Objective-C or an override reaches.
      if let function = n.as(FunctionDeclSyntax.self), function.attributes.isEmpty,
        !function.modifiers.contains(where: { $0.name.text == "override" }),
        let extensionDecl = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause == nil,
        extensionDecl.attributes.isEmpty
      {
        names.append(CodeUse.Declaration(name: function.name.text, range: function.position.utf8Offset..<function.endPosition.utf8Offset))
      }
      // A local (`let strip = UIView(frame: …)` in a method) is no stored variable: its name used
      // nowhere else says nothing of whether the code runs.
      if let variable = n.as(VariableDeclSyntax.self), !inBody, !Self.isLocal(variable), variable.attributes.isEmpty,
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
        !(type.inherits?.inheritedTypes.contains { UIKitClassCatalog.createdByName.contains($0.type.trimmedText) } ?? false)
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
}
