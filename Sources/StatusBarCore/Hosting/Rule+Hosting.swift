/// Rules of SwiftUI hosting (R11.x in docs/rules.md) and the decisions D30–D39
/// taken where sources disagree or are silent. Sources are named with each rule; tests are
/// named after the ids (Tests/StatusBarCoreTests/HostingRuleTests.swift).
extension Rule {
  /// R11.1 `UIHostingController` overrides `prefersStatusBarHidden` and answers it from the
  /// content's `.statusBarHidden(_:)` / `.statusBar(hidden:)` (iOS 13+). Sources: Apple docs
  /// UIHostingController.prefersStatusBarHidden, View.statusBarHidden(_:); pitfalls A27.
  static let r11_1 = Rule("R11.1")
  /// R11.2 It overrides `preferredStatusBarStyle`, but before iOS 27 SwiftUI has no modifier
  /// for the style: it answers `.default` (subclass it to return another, or use R11.3/R11.4).
  /// Sources: Apple docs UIHostingController.preferredStatusBarStyle; the subclassing gists
  /// (jeswinsimon, Hiroki-Kawakami); pitfalls A29.
  static let r11_2 = Rule("R11.2", .likely)
  /// R11.3 `.preferredColorScheme(_:)` sets the colour scheme of the nearest enclosing
  /// presentation, overriding Dark Mode there: `.default` then resolves with it (R6.2).
  /// Source: Apple docs View.preferredColorScheme(_:).
  static let r11_3 = Rule("R11.3")
  /// R11.4 iOS 16+ `.toolbarColorScheme(_:for: .navigationBar)` inside a NavigationStack sets
  /// the status bar's style, but only while the navigation bar's background is visible.
  /// Source: danielsaidi.com 2023-03-14 (handling status bar color scheme in SwiftUI).
  static let r11_4 = Rule("R11.4", .likely)
  /// R11.5 iOS 27 `ToolbarPlacement.statusBar`: `toolbarVisibility(_:for: .statusBar)` hides the
  /// bar and `toolbarColorScheme(_:for: .statusBar)` is the preferred style. Source: Apple docs
  /// ToolbarPlacement.statusBar (iOS 27.0).
  static let r11_5 = Rule("R11.5")
  /// R11.6 A UIKit container around a hosting controller that does not forward `childFor…`
  /// answers itself: the SwiftUI modifiers are never asked (the wrapper pitfall; R2.1, R3.4).
  /// Sources: krzysztofzablocki/Inject PR #58 (a wrapper overrides childForStatusBarStyle to
  /// return the hosted controller), MateeDevs/devstack-native-app PR #80 (a hosting controller's
  /// style is replaced by its navigation controller's); pitfalls A29.
  static let r11_6 = Rule("R11.6", .likely)
  /// R11.7 `.sheet` presents a new hosting controller as a sheet (no control of the bar on
  /// iOS 13+, R4.2); `.fullScreenCover` (iOS 14+) presents it full screen, and it takes control.
  /// Sources: Apple docs fullScreenCover (iOS 14.0); xavierdonnellon/swiftui-statusbarstyle #3
  /// (".fullScreenCover will present a new UIHostingController"); exyte/PopupView PR #134 (a
  /// fullScreenCover changes the bar, preferredColorScheme fixes it); pitfalls A27.
  static let r11_7 = Rule("R11.7", .likely)
  /// R11.8 When a SwiftUI preference changes the hosting controller asks UIKit to update the bar
  /// itself: no `setNeedsStatusBarAppearanceUpdate()` is needed. Source: Apple's statusBar(hidden:)
  /// example toggles the bar with `withAnimation` alone (hackingwithswift/wangchujiang example).
  static let r11_8 = Rule("R11.8", .likely)
  /// R11.9 SwiftUI and `UIHostingController` need iOS 13. Source: Apple docs availability.
  static let r11_9 = Rule("R11.9")

  /// D30 Without `.statusBarHidden` the hosting controller gives UIViewController's default
  /// (true in a vertically compact environment, R1.6).
  static let d30 = Rule("D30", .unsure)
  /// D31 On iOS 27 a non-automatic `toolbarVisibility(_:for: .statusBar)` wins over
  /// `.statusBarHidden`; `.automatic` leaves the decision to `.statusBarHidden`.
  static let d31 = Rule("D31", .unsure)
  /// D32 On iOS 27 `toolbarColorScheme(_:for: .statusBar)` wins over the navigation bar's
  /// colour scheme.
  static let d32 = Rule("D32", .unsure)
  /// D33 `toolbarBackground(.automatic)` shows the bar background only while content is
  /// scrolled under it (the iOS 15+ transparent scroll-edge appearance).
  static let d33 = Rule("D33", .likely)
  /// D34 `preferredColorScheme` applies to the hosting controller's whole presentation context
  /// (the window for the root): every controller there, and presentations above that do not
  /// override it; the last on-screen hosting controller that sets it wins.
  static let d34 = Rule("D34", .likely)
  /// D35 Before iOS 16 a `navigationStack` is a `NavigationView`: the same bar, no
  /// `toolbarColorScheme`.
  static let d35 = Rule("D35", .likely)
  /// D36 The hosting controller does not forward `childFor…` to UIKit children it hosts through
  /// `UIViewControllerRepresentable`: they are never asked unless a subclass forwards.
  static let d36 = Rule("D36", .likely)
  /// D37 A dark navigation bar (or status bar) colour scheme gives `.lightContent`; a light one
  /// gives `.darkContent`.
  static let d37 = Rule("D37", .unsure)
  /// D38 A subclass override of `preferredStatusBarStyle` / `prefersStatusBarHidden` replaces
  /// what SwiftUI's modifiers would answer (the subclass does not call super).
  static let d38 = Rule("D38", .likely)
  /// D39 A modifier newer than the iOS version is ignored with a trace note (as an
  /// `if #available` branch that does not run).
  static let d39 = Rule("D39", .likely)
}
