/// R11.1 … R11.9 (SwiftUI hosting) and D30 … D39, the decisions taken for it. The constants the
/// trace cites are in Rule+Hosting.swift; the tests are named after the ids (HostingRuleTests).
extension RuleBook {
  static let hosting: [RuleEntry] = [
    e(
      "R11.1", .confirmed, "UIHostingController answers prefersStatusBarHidden from SwiftUI",
      "It overrides prefersStatusBarHidden and answers the content's .statusBarHidden(_:) / .statusBar(hidden:) (iOS 13+).",
      ["APL-hostingHidden", "APL-swiftUIStatusBarHidden"]),
    e(
      "R11.2", .likely, "UIHostingController's preferredStatusBarStyle before iOS 27",
      "It overrides preferredStatusBarStyle, but before iOS 27 SwiftUI has no modifier for the style: it answers .default unless a subclass returns another (or R11.3/R11.4 apply).",
      ["APL-hostingStyle", "GIST-hostingStyle"]),
    e(
      "R11.3", .confirmed, ".preferredColorScheme sets the presentation's scheme",
      ".preferredColorScheme(_:) sets the colour scheme of the nearest enclosing presentation, overriding Dark Mode there: .default then resolves with it (R6.2, iOS 13+).",
      ["APL-preferredColorScheme"]),
    e(
      "R11.4", .likely, "toolbarColorScheme for the navigation bar sets the style while its background shows",
      "iOS 16+ .toolbarColorScheme(_:for: .navigationBar) inside a NavigationStack sets the status bar style, but only while the navigation bar's background is visible.",
      ["DANIELSAIDI-2023"]),
    e(
      "R11.5", .confirmed, "iOS 27: the status bar as a toolbar placement",
      "ToolbarPlacement.statusBar (iOS 27.0): toolbarVisibility(_:for: .statusBar) hides the bar and toolbarColorScheme(_:for: .statusBar) is the preferred style.",
      ["APL-statusBarPlacement"]),
    e(
      "R11.6", .likely, "The wrapper pitfall",
      "A UIKit container around a hosting controller that does not forward childFor… answers itself: the SwiftUI modifiers are never asked (R2.1, R3.4).",
      ["INJECT-58", "MATEEDEVS-80"]),
    e(
      "R11.7", .likely, ".sheet and .fullScreenCover present a new hosting controller",
      ".sheet presents it as a sheet (no control of the bar on iOS 13+, R4.2); .fullScreenCover (iOS 14+) presents it full screen, and it takes control.",
      ["APL-fullScreenCover", "SWIFTUI-SBS-3", "POPUPVIEW-134"]),
    e(
      "R11.8", .likely, "SwiftUI updates the bar itself",
      "When a SwiftUI preference changes, the hosting controller asks UIKit to update the bar: no setNeedsStatusBarAppearanceUpdate() is needed.",
      ["APL-swiftUIStatusBarHidden"]),
    e("R11.9", .confirmed, "SwiftUI needs iOS 13", "UIHostingController and SwiftUI exist from iOS 13.", ["APL-hostingHidden"]),
  ]

  static let hostingDecisions: [RuleEntry] = [
    e(
      "D30", .unsure, "A hosting controller without .statusBarHidden",
      "It gives UIViewController's default (true in a vertically compact environment, R1.6).", ["APL-hostingHidden"]),
    e(
      "D31", .unsure, "iOS 27: toolbarVisibility for the status bar against .statusBarHidden",
      "A non-automatic toolbarVisibility(_:for: .statusBar) wins over .statusBarHidden; .automatic leaves the decision to .statusBarHidden.",
      ["APL-statusBarPlacement"]),
    e(
      "D32", .unsure, "iOS 27: the status bar's colour scheme against the navigation bar's",
      "toolbarColorScheme(_:for: .statusBar) wins over the navigation bar's colour scheme.", ["APL-statusBarPlacement"]),
    e(
      "D33", .likely, "toolbarBackground(.automatic)",
      "Shows the bar background only while content is scrolled under it (the iOS 15+ transparent scroll-edge appearance).",
      ["DANIELSAIDI-2023"]),
    e(
      "D34", .likely, "Where preferredColorScheme applies",
      "To the hosting controller's whole presentation context (the window for the root): every controller there and presentations above that do not override it; the last on-screen hosting controller that sets it wins.",
      ["APL-preferredColorScheme", "POPUPVIEW-134"]),
    e(
      "D35", .likely, "NavigationView before iOS 16",
      "Before iOS 16 a navigationStack is a NavigationView: the same bar, no toolbarColorScheme.", ["DANIELSAIDI-2023"]),
    e(
      "D36", .likely, "Representables are not asked",
      "The hosting controller does not forward childFor… to UIKit children it hosts through UIViewControllerRepresentable: they are never asked unless a subclass forwards.",
      ["INJECT-58"]),
    e(
      "D37", .unsure, "Colour scheme to style",
      "A dark navigation bar (or status bar) colour scheme gives .lightContent; a light one gives .darkContent.",
      ["APL-statusBarPlacement", "DANIELSAIDI-2023"]),
    e(
      "D38", .likely, "A subclass override replaces SwiftUI's answer",
      "An override of preferredStatusBarStyle / prefersStatusBarHidden in a UIHostingController subclass replaces what the modifiers would answer (it does not call super).",
      ["GIST-hostingStyle"]),
    e(
      "D39", .likely, "Modifiers newer than the iOS version",
      "Ignored with a trace note, as an if #available branch that does not run.", ["APL-statusBarPlacement", "APL-fullScreenCover"]),
  ]
}
