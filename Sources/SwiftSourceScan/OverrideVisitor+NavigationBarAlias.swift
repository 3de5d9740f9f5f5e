import SwiftSyntax

/// D228: a method that keeps its navigation controller's bar in a local (`let navBar =
/// self.navigationController?.navigationBar`) and sets `navBar?.barStyle = .blackTranslucent`
/// sets that navigation controller's bar style, as `navigationController?.navigationBar.barStyle`
/// does (twist-ios' three screens, round 71; Social-Network-App's pushed screens, round 66).
extension OverrideVisitor {
  /// What the bar's readings a local may hold.
  static let navigationBarReadings: Set<String> = [
    "navigationController?.navigationBar", "self.navigationController?.navigationBar", "navigationController!.navigationBar",
    "self.navigationController!.navigationBar",
  ]

  /// `navBar?.barStyle` (or `navBar.barStyle`, `navBar!.barStyle`) of such a local declared before
  /// `node` in its function: the path it stands for; nil otherwise.
  static func navigationBarAlias(_ path: String, before node: some SyntaxProtocol) -> String? {
    guard path.hasSuffix(".barStyle") else { return nil }
    var name = Substring(path.dropLast(".barStyle".count))
    if name.hasSuffix("?") || name.hasSuffix("!") { name = name.dropLast() }
    guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    var scope = node.parent
    while let current = scope, !(current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)) { scope = current.parent }
    guard let scope else { return nil }
    let finder = NavigationBarAliasFinder(name: String(name), before: node.position)
    finder.walk(scope)
    return finder.holdsTheBar ? "navigationController?.navigationBar.barStyle" : nil
  }
}

/// D228: whether `name`'s last declaration before a position gives it the navigation controller's bar.
final class NavigationBarAliasFinder: SyntaxVisitor {
  let name: String
  let end: AbsolutePosition
  var holdsTheBar = false

  init(name: String, before end: AbsolutePosition) {
    self.name = name
    self.end = end
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard node.position < end, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
    let value = node.initializer?.value.trimmedText.filter { !$0.isWhitespace } ?? ""
    holdsTheBar = OverrideVisitor.navigationBarReadings.contains(value)
    return .visitChildren
  }
}
