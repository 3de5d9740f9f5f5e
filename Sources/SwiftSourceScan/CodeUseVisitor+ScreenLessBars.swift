import SwiftSyntax

/// D274: D247 and D251 in Swift. The screen's height less a literal 64 (`ScreenHeight - 64`,
/// `KScreenH-64-60`, `view.bounds.height - 64`, `UIScreen.main.bounds.height - 64 - 49`) is what a
/// 20 pt status bar and a 44 pt navigation bar leave on a Home-button iPhone, wherever it is read:
/// a height, a y, an offset, a size returned (toshi's image pages, round 80; SVIP-iOS' bill list,
/// round 98; youke's address table, round 99; each keyed, none found before). Not a y whose rect is
/// itself 64 high (a 64 pt bar pinned to the bottom), and not a 64 multiplied or divided.
extension CodeUseVisitor {
  func checkScreenLessBars(_ node: SequenceExprSyntax) {
    let elements = Array(node.elements)
    guard elements.count >= 3 else { return }
    func op(_ index: Int) -> String? { elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text }
    for i in 2..<elements.count {
      guard op(i - 1) == "-", let literal = Self.literalToken(elements[i]), FrameBelowTheBars.isBarsHeight(literal.text) else { continue }
      // A term of a sum: nothing, `+` or `-` after it.
      if i + 1 < elements.count {
        guard let after = op(i + 1), after == "-" || after == "+" else { continue }
      }
      // Back over numbers taken away (`H - 20 - 64`) to the reading.
      var j = i - 2
      while j >= 2, Self.literalToken(elements[j]) != nil, op(j - 1) == "-" { j -= 2 }
      if j >= 1, let before = op(j - 1), before == "*" || before == "/" { continue }
      let reading = elements[j].trimmedText
      let screen =
        FrameBelowTheBars.isFullHeight(reading)
        || FrameBelowTheBars.isFullHeight(
          reading, screenLocals: LocalBindings.names(before: node, stopsAtClosures: true, holding: FrameBelowTheBars.isScreenSize))
      // D275: another name, a file-level constant the app may give the screen's height: the linter
      // keeps the use where one of the app's files does (`let HEIGHT = UIScreen.main.bounds.height`).
      let named = !screen && reading.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) && reading.first?.isLetter == true
      guard screen || named else { continue }
      guard !isBottomBarOfTheBarsHeight(node) else { return }
      guard !heightRecorded(onLineOf: literal) else { continue }
      recordHeight(literal, literal.text, detail: named ? CodeUse.screenHeightNamePrefix + reading : "")
    }
  }

  /// The sequence is a rect's `y:` whose `height:` is a literal 64: a bar of that height pinned to
  /// the bottom, not the bars above.
  func isBottomBarOfTheBarsHeight(_ node: SequenceExprSyntax) -> Bool {
    guard let argument = node.parent?.as(LabeledExprSyntax.self), argument.label?.text == "y",
      let list = argument.parent?.as(LabeledExprListSyntax.self),
      let height = list.first(where: { $0.label?.text == "height" }), let literal = Self.literalToken(height.expression)
    else { return false }
    return FrameBelowTheBars.isBarsHeight(literal.text)
  }
}
