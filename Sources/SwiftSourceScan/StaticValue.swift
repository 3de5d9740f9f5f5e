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
    return .runtime(shortened(body.trimmedDescription))
  }

  static func of(_ expr: ExprSyntax, key: ControllerKey) -> SourceValue {
    let text = expr.trimmedDescription.filter { !$0.isWhitespace }
    switch key {
    case .preferredColorScheme, .toolbarColorScheme, .toolbarBackground, .statusBarColorScheme, .statusBarVisibility:
      if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "ColorScheme",
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
        let base = member.base?.trimmedDescription
        let typeNames: Set<String> = [
          "UIStatusBarStyle", "UIStatusBarAnimation", "UIBarStyle", "UIModalPresentationStyle", "UIUserInterfaceStyle",
        ]
        if base == nil || typeNames.contains(base ?? "") {
          let name = member.declName.baseName.text
          // `.black` / `.blackTranslucent` / `.blackOpaque` are all UIBarStyle.black in effect.
          let spelled = key == .barStyle && name.hasPrefix("black") ? "black" : name
          if key.parse(spelled) != nil { return .constant(spelled) }
        }
      }
    case .childForStatusBarStyle, .childForStatusBarHidden:
      if expr.is(NilLiteralExprSyntax.self) { return .constant("nil") }
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
    return .runtime(shortened(expr.trimmedDescription))
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
