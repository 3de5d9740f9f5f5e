/// What values a controller key takes and what it means, with the key, so that the scene
/// reader's suggestions and the scene schema read them instead of keeping a table per key.
extension ControllerKey {
  /// The shape of a key's values.
  public enum ValueForm: Sendable, Equatable {
    /// Free text (`title`).
    case text
    /// `true` or `false`.
    case boolean
    /// One of these names.
    case choice([String])
    /// A child's index, 0 and up: what it counts (`tab`, `page`).
    case index(String)
    /// A colour name or `#rrggbb`.
    case colour
    /// A child's name, `topViewController`, `selectedViewController`, `viewControllers.first` or `nil`.
    case childReference
    /// `large`, `medium` or a height in points.
    case detent
    /// Bands of colour down the content (`ScrollContent`).
    case bands
    /// A distance in points, 0 or more.
    case points
  }

  /// The shape of this key's values.
  public var form: ValueForm {
    switch self {
    case .title: .text
    case .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance, .navigationBarHidden,
      .statusBarHidden, .navigationStack, .scrolledUnderBar:
      .boolean
    case .preferredStatusBarStyle: .choice(StatusBarStyle.allNames)
    case .preferredStatusBarUpdateAnimation: .choice(UpdateAnimation.allNames)
    case .modalPresentationStyle: .choice(PresentationStyle.allNames)
    case .overrideUserInterfaceStyle: .choice(InterfaceStyle.allNames)
    case .barStyle: .choice(BarStyle.allNames)
    case .splitStyle: .choice(SplitStyle.allNames)
    case .preferredDisplayMode: .choice(SplitDisplayMode.allNames)
    case .preferredColorScheme, .toolbarColorScheme, .statusBarColorScheme: .choice(ColorScheme.allNames)
    case .toolbarBackground, .statusBarVisibility: .choice(Visibility.allNames)
    case .backgroundColor, .barTintColor: .colour
    case .childForStatusBarStyle, .childForStatusBarHidden: .childReference
    case .selectedIndex: .index("tab")
    case .currentPage: .index("page")
    case .sheetDetent: .detent
    case .scrollContent: .bands
    case .contentOffset: .points
    }
  }

  /// The spellings a key accepts, for "did you mean" (none for text and indices).
  public var valueNames: [String] {
    switch form {
    case .text, .index, .bands, .points: []
    case .boolean: ["true", "false"]
    case .choice(let names): names
    case .colour: Color.named.map(\.0)
    case .childReference: ["topViewController", "selectedViewController", "viewControllers.first", "nil"]
    case .detent: SheetDetent.names
    }
  }

  /// One sentence on what the key is, for the scene schema.
  public var summary: String {
    let overridden = "Overrides \(rawValue)."
    return switch self {
    case .title: "The controller's title, drawn in its bars."
    case .preferredStatusBarStyle, .prefersStatusBarHidden, .modalPresentationCapturesStatusBarAppearance,
      .preferredStatusBarUpdateAnimation:
      overridden
    case .childForStatusBarStyle, .childForStatusBarHidden:
      "\(overridden) A child's name, topViewController, selectedViewController, viewControllers.first or nil."
    case .navigationBarHidden: "The navigation bar is hidden."
    case .modalPresentationStyle: "How it is presented."
    case .overrideUserInterfaceStyle: "Light or dark for this controller."
    case .backgroundColor: "A colour name or #rrggbb, for drawing and the contrast check."
    case .barTintColor: "The navigation bar's colour: drawing only, it never changes the style."
    case .scrollContent: "Its scrolling content top to bottom: white, #101010 from 300 (what iOS 26 samples under the bar)."
    case .contentOffset: "How far its content is scrolled, in points from the top (set it to scroll)."
    case .barStyle: "UIBarStyle: black gives light content."
    case .selectedIndex: "The selected tab (0, 1, …)."
    case .currentPage: "The page shown (0, 1, …)."
    case .statusBarHidden: "SwiftUI .statusBarHidden(_:) on the hosted content (iOS 13+)."
    case .navigationStack: "The SwiftUI content is a NavigationStack with its bar."
    case .scrolledUnderBar: "Content is scrolled under the navigation bar (its automatic background shows)."
    case .preferredColorScheme: "SwiftUI .preferredColorScheme(_:)."
    case .toolbarColorScheme: "SwiftUI .toolbarColorScheme(_:for: .navigationBar) (iOS 16+)."
    case .statusBarColorScheme: "SwiftUI .toolbarColorScheme(_:for: .statusBar) (iOS 27+)."
    case .toolbarBackground: "SwiftUI .toolbarBackground(_:for: .navigationBar) (iOS 16+)."
    case .statusBarVisibility: "SwiftUI .toolbarVisibility(_:for: .statusBar) (iOS 27+)."
    case .splitStyle: "UISplitViewController.Style: unspecified is the classic API."
    case .preferredDisplayMode: "Which columns an expanded split shows."
    case .sheetDetent: "The sheet's detent (iOS 15+): large, medium or a custom height in points (iOS 16+)."
    }
  }
}
