import SwiftSyntax

/// D263: a view's top pinned a literal 64 below the top of its controller's view puts it right
/// below a Home-button iPhone's status bar and navigation bar (R7.1): SDAutoLayout's
/// `topSpaceToView(self.view, 64)` (freshake's order details, round 85; JobHunterIOS' web
/// progress bars, in Swift, round 94) and an anchor's `topAnchor.constraint(equalTo:
/// view.topAnchor, constant: 64)` (toshi's network banner, round 80). Every such line in rounds 59
/// to 96 is keyed (4 of 4). A 64 below another view, or below the safe area or a layout guide,
/// is a spacing.
enum PinnedBelowTheBars {
  /// What names the controller's own view: `view`, `self.view`.
  static func isControllersView(_ text: some StringProtocol) -> Bool {
    let compact = String(text.filter { !$0.isWhitespace })
    return compact == "view" || compact == "self.view"
  }

  /// The statement, its spaces removed, holds `topSpaceToView(self.view,64)` (or `view`).
  static func pinsSixtyFourBelowTheView(_ compact: String) -> Bool {
    var search = compact.startIndex
    while let call = compact[search...].range(of: "topSpaceToView(") {
      let rest = compact[call.upperBound...]
      for receiver in ["self.view,", "view,"] where rest.hasPrefix(receiver) {
        let value = rest.dropFirst(receiver.count)
        let number = value.prefix { $0.isNumber || $0 == "." || $0 == "f" }
        if value.dropFirst(number.count).first == ")", FrameBelowTheBars.isBarsHeight(String(number)) { return true }
      }
      search = call.upperBound
    }
    return false
  }
}

extension ObjectiveCStatements {
  /// D263 in Objective-C: `.topSpaceToView(self.view, 64)`.
  mutating func pinnedBelowTheBars(_ raw: String, _ from: Int) {
    guard raw.hasBytes("topSpaceToView") else { return }
    let compact = raw.filter { !$0.isWhitespace }
    guard PinnedBelowTheBars.pinsSixtyFourBelowTheView(compact) else { return }
    let bytes = Array(raw.utf8)
    // The 64 after the call's name.
    guard let call = raw.range(of: "topSpaceToView") else { return }
    let after = raw.utf8.distance(from: raw.startIndex, to: call.upperBound)
    guard let literal = Self.literals(of: Array(Self.barsNumeral.utf8), in: bytes).first(where: { $0.lowerBound > after }) else { return }
    let location = text.location(path, from + literal.lowerBound)
    guard !uses.contains(where: { $0.kind == .hardCodedHeight && $0.location.line == location.line }) else { return }
    uses.append(CodeUse(kind: .hardCodedHeight, location: location, name: Self.barsNumeral))
  }
}

extension CodeUseVisitor {
  /// D263 in Swift: `.topSpaceToView(self.view, 64)` and `x.topAnchor.constraint(equalTo:
  /// view.topAnchor, constant: 64)`.
  func checkPinnedBelowTheBars(_ node: FunctionCallExprSyntax) {
    guard node.arguments.count == 2, let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
    let arguments = Array(node.arguments)
    let name = member.declName.baseName.text
    let pinned: Bool
    switch name {
    case "topSpaceToView":
      pinned = arguments[0].label == nil && PinnedBelowTheBars.isControllersView(arguments[0].expression.trimmedText)
    case "constraint":
      guard member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "topAnchor", arguments[0].label?.text == "equalTo",
        arguments[1].label?.text == "constant", let target = arguments[0].expression.as(MemberAccessExprSyntax.self),
        target.declName.baseName.text == "topAnchor", let base = target.base
      else { return }
      pinned = PinnedBelowTheBars.isControllersView(base.trimmedText)
    default: return
    }
    guard pinned, let literal = Self.literalToken(arguments[1].expression), FrameBelowTheBars.isBarsHeight(literal.text),
      !heightRecorded(onLineOf: literal)
    else { return }
    record(literal, .hardCodedHeight, literal.text)
  }
}
