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
    let holders = LocalBindings.names(before: node, stopsAtClosures: false) { navigationBarReadings.contains($0.filter { !$0.isWhitespace }) }
    return holders.contains(name.lowercased()) ? "navigationController?.navigationBar.barStyle" : nil
  }
}
