import SwiftSyntax

/// D253: a constant named for the navigation bar's (or the status bar's) height whose value is a
/// literal 64 (`#define NAVIGATIONBAR_HEIGHT 64.0f`, `#define kNavigationAndStatusBarHeight 64.0f`,
/// `#define navigationH 64.f`, `let navigationBarHeight: CGFloat = 64`) holds the status bar and a
/// navigation bar of a Home-button iPhone together: from 88 to 108 pt elsewhere (R7.1). Giivv,
/// LimitFree and c4msis (rounds 89 and 90) each size their screens by one; AiTiTi's `navigationH`
/// (round 85) and toshi's transition (round 80) were keyed too. Reported where it is defined, as
/// the 20s of `#define kStatusBarHeight 20` are, and only when something uses it (D113).
enum NamedBarsHeight {
  /// The name says a navigation bar's or the status bar's height (`kNavBar_Height`, `navigationH`,
  /// `NAVGATION_ADD_STATUSBAR_HEIGHT`), not a tab bar's, a toolbar's or something at the bottom,
  /// nor an amount to make up for one (`navigationBarCompensation`).
  static func isBarsHeight(_ name: some StringProtocol) -> Bool {
    let word = name.lowercased().filter { $0 != "_" }
    let bar = word.contains("nav") || word.contains("statusbar")
    let height = word.contains("height") || word.hasSuffix("h")
    let other = ["tab", "tool", "bottom", "footer", "button", "icon", "image", "avatar"].contains { word.contains($0) }
    return bar && height && !other
  }

  /// D267: the name says the status bar's height (`kStatusBarHeight`, `BC_STATUS_HEIGHT`,
  /// `NavStatusBar_Height`), or the status bar with no height (`STATUSBAR`).
  static func isStatusBarHeight(_ name: some StringProtocol) -> Bool {
    let word = name.lowercased().filter { $0 != "_" }
    return word.contains("statusbar") || word.contains("status") && (word.contains("height") || word.hasSuffix("h") && !word.hasSuffix("width"))
  }
}

extension CodeUseVisitor {
  /// D253 in Swift: `let navigationBarHeight: CGFloat = 64`, `static let kNavBarHeight = 64.0`.
  func checkNamedBarsHeight(_ node: PatternBindingSyntax) {
    guard let value = node.initializer?.value, let token = Self.literalToken(value), let name = node.pattern.as(IdentifierPatternSyntax.self),
      FrameBelowTheBars.isBarsHeight(token.text), NamedBarsHeight.isBarsHeight(name.identifier.text)
    else { return }
    recordHeight(token, token.text)
  }
}
