import SwiftSyntax

/// The locals of the function around a node whose last binding before it holds a value a test
/// accepts, lowercased: D224's `let size = UIScreen.main.bounds.size`, D228's `let navBar =
/// self.navigationController?.navigationBar`. One walk of the function, made only when a rule asks.
enum LocalBindings {
  /// `stopsAtClosures`: a closure, an accessor or an initialiser around the node is the scope too
  /// (D224); else only a function or an initialiser is (D228).
  static func names(before node: some SyntaxProtocol, stopsAtClosures: Bool, holding accepts: @escaping (String) -> Bool) -> Set<String> {
    var scope = node.parent
    while let current = scope, !(current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)) {
      if stopsAtClosures, current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self) { break }
      scope = current.parent
    }
    guard let scope else { return [] }
    let finder = Finder(before: node.position, accepts: accepts)
    finder.walk(scope)
    return finder.names
  }

  final class Finder: SyntaxVisitor {
    let end: AbsolutePosition
    let accepts: (String) -> Bool
    var names: Set<String> = []

    init(before end: AbsolutePosition, accepts: @escaping (String) -> Bool) {
      self.end = end
      self.accepts = accepts
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard node.position < end, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return .visitChildren }
      if let value = node.initializer?.value.trimmedText, accepts(value) {
        names.insert(name.lowercased())
      } else {
        names.remove(name.lowercased())
      }
      return .visitChildren
    }
  }
}
