import AppImport
import StatusBarCore
import SwiftSyntax

/// What an expression answers, when that is decidable without running the app: `.lightContent`,
/// `UIStatusBarStyle.lightContent`, `true`, `topViewController`, `children.first`, `nil`.
/// Anything else (a condition, a stored property, a call) is `.runtime` with its text.
enum StaticValue {
  /// A getter body: one `return x` or one bare expression.
  static func ofBody(_ body: CodeBlockItemListSyntax, key: ControllerKey) -> SourceValue {
    let items = Array(body)
    if items.count == 1 {
      if let ret = items[0].item.as(ReturnStmtSyntax.self), let expr = ret.expression { return of(expr, key: key) }
      if let expr = items[0].item.as(ExprSyntax.self) { return of(expr, key: key) }
    }
    // D175: `let barStyle: UIStatusBarStyle = e` then `return barStyle` is `return e` (goma's tab
    // controller returns its container's trait test through a local, round 53).
    if items.count == 2, let declaration = items[0].item.as(VariableDeclSyntax.self), declaration.bindings.count == 1,
      let binding = declaration.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = binding.initializer?.value, let ret = items[1].item.as(ReturnStmtSyntax.self),
      ret.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    {
      return of(value, key: key)
    }
    return .runtime(shortened([Syntax(body)]))
  }

  static func of(_ expr: ExprSyntax, key: ControllerKey) -> SourceValue {
    switch key {
    case .preferredColorScheme, .toolbarColorScheme, .toolbarBackground, .statusBarColorScheme, .statusBarVisibility:
      if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedText == "ColorScheme",
        key.parse(member.declName.baseName.text) != nil
      {
        return .constant(member.declName.baseName.text)
      }
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance, .navigationBarHidden, .statusBarHidden:
      if let literal = expr.as(BooleanLiteralExprSyntax.self) {
        return .constant(literal.literal.tokenKind == .keyword(.true) ? "true" : "false")
      }
    case .preferredStatusBarStyle, .preferredStatusBarUpdateAnimation, .barStyle, .modalPresentationStyle,
      .overrideUserInterfaceStyle:
      if let member = expr.as(MemberAccessExprSyntax.self) {
        let base = member.base?.trimmedText
        let typeNames: Set<String> = [
          "UIStatusBarStyle", "UIStatusBarAnimation", "UIBarStyle", "UIModalPresentationStyle", "UIUserInterfaceStyle",
        ]
        if base == nil || typeNames.contains(base ?? "") {
          var name = member.declName.baseName.text
          // D199: Swift 2 capitalised the cases (`.LightContent`, `.Black`, `.OverFullScreen`).
          if let first = name.first, first.isUppercase { name = first.lowercased() + name.dropFirst() }
          // `.black` / `.blackTranslucent` / `.blackOpaque` are all UIBarStyle.black in effect.
          let spelled = key == .barStyle && name.hasPrefix("black") ? "black" : name
          if key.parse(spelled) != nil { return .constant(spelled) }
        }
      }
    case .childForStatusBarStyle, .childForStatusBarHidden:
      if expr.is(NilLiteralExprSyntax.self) { return .constant("nil") }
      let text = expr.trimmedText.filter { !$0.isWhitespace }
      let known: [String: String] = [
        "topViewController": "topViewController", "self.topViewController": "topViewController",
        "viewControllers.last": "topViewController", "self.viewControllers.last": "topViewController",
        "children.last": "topViewController",
        "selectedViewController": "selectedViewController", "self.selectedViewController": "selectedViewController",
        "children.first": "viewControllers.first", "self.children.first": "viewControllers.first",
        "viewControllers.first": "viewControllers.first", "self.viewControllers.first": "viewControllers.first",
        "viewControllers?.first": "viewControllers.first", "self.viewControllers?.first": "viewControllers.first",
      ]
      if let reference = known[text] { return .constant(reference) }
      if text == "visibleViewController" || text == "self.visibleViewController" {
        return .runtime("visibleViewController (the top of the stack, or what it presents)")
      }
    default:
      break
    }
    return .runtime(shortened([Syntax(expr)]))
  }

  /// `x = value` as a sequence: its target, the value's alternatives (the one expression, or each
  /// branch of a conditional: `c ? .fullScreen : .automatic`, nested ones too; nil when the value is
  /// another operator expression) and, read only when asked, the value's text.
  struct Assignment {
    let target: ExprSyntax
    let alternatives: [ExprSyntax]?
    let value: [ExprSyntax]
    /// The value as one line of at most 80 characters (made only for the few facts that print it).
    var text: String { StaticValue.shortened(value.map { Syntax($0) }) }
  }

  static func assignment(_ node: SequenceExprSyntax) -> Assignment? {
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    let rest = Array(elements[2...])
    if rest.count == 1 { return Assignment(target: elements[0], alternatives: rest, value: rest) }
    // `c ? a : b` is `c`, `? a :`, `b` here; the branch after the last `:` is the sequence's last element.
    guard let lastTernary = rest.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), lastTernary == rest.count - 2 else {
      return Assignment(target: elements[0], alternatives: nil, value: rest)
    }
    let branches = rest.compactMap { $0.as(UnresolvedTernaryExprSyntax.self)?.thenExpression }
    return Assignment(target: elements[0], alternatives: branches + [rest[rest.count - 1]], value: rest)
  }

  /// Whether a statement runs only on some paths of its function or closure (inside an `if`, a
  /// `switch` case or a `guard`'s else): what it sets is then decided at run time. Not when the
  /// same branch also presents `subject` (`if var top = … { self.modalPresentationStyle =
  /// .overCurrentContext; top.present(self, …) }`, Habitica's FaintViewController): the
  /// presentation happens on that path only, always with that style.
  static func isConditional(_ node: some SyntaxProtocol, presenting subject: String? = nil) -> Bool {
    var current = node.parent
    var branch = Syntax(node)
    while let n = current {
      if n.is(IfExprSyntax.self) || n.is(SwitchCaseSyntax.self) || n.is(GuardStmtSyntax.self) {
        if let subject {
          let text = branch.trimmedText.filter { !$0.isWhitespace }
          if text.contains("present(\(subject),") || text.contains("present(\(subject))") { return false }
        }
        return true
      }
      if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) {
        return false
      }
      branch = n
      current = n.parent
    }
    return false
  }

  /// The innermost branch a statement runs in (an `if`'s body, a `switch` case, a `guard`'s else),
  /// nil when it runs on every path of its function or closure.
  static func branch(containing node: some SyntaxProtocol) -> Syntax? {
    var current = node.parent
    var branch = Syntax(node)
    while let n = current {
      if n.is(IfExprSyntax.self) || n.is(SwitchCaseSyntax.self) || n.is(GuardStmtSyntax.self) { return branch }
      if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) {
        return nil
      }
      branch = n
      current = n.parent
    }
    return nil
  }

  /// `shortened` of the nodes' trimmed texts joined by spaces, reading only as many tokens as
  /// those 80 characters need: an assignment of a long closure is not printed whole (it was, for
  /// every assignment inside it too: work growing with the square of the nesting).
  static func shortened(_ nodes: [Syntax]) -> String {
    var raw = ""
    var check = 256
    for (index, node) in nodes.enumerated() {
      if index > 0 { raw += " " }
      let first = node.firstToken(viewMode: .sourceAccurate)?.id
      let last = node.lastToken(viewMode: .sourceAccurate)?.id
      for token in node.tokens(viewMode: .sourceAccurate) {
        if token.id != first { raw += token.leadingTrivia.description }
        raw += token.text
        if token.id != last { raw += token.trailingTrivia.description }
        if raw.utf8.count >= check {
          // The flattened text of a prefix is a prefix of the whole's: once it is over 80, that is the answer.
          let flat = shortened(raw)
          if flat.count > 80 { return flat }
          check *= 2
        }
      }
    }
    return shortened(raw)
  }

  static func shortened(_ text: String) -> String {
    let flat = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingCharacters() }.joined(separator: " ")
    return flat.count <= 80 ? flat : String(flat.prefix(80)) + "…"
  }
}

extension Substring {
  func trimmingCharacters() -> String {
    var s = self
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
