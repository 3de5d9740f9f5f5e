/// D27 … D29: the safe-area top on iOS/iPadOS 26, where reports disagree with iOS 18 and with
/// each other (BarMetrics and LayoutEngine apply them).
extension Rule {
  static let d27 = Rule("D27", .likely)
  static let d28 = Rule("D28", .likely)
  static let d29 = Rule("D29", .likely)
  static let d44 = Rule("D44", .likely)
}

extension RuleBook {
  static let safeArea26: [RuleEntry] = [
    e(
      "D27", .likely, "The safe-area top when the bar hides, by release",
      "On devices whose top inset is only the status bar (Home-button iPhones, iPads), hiding the bar at run time shrinks safeAreaInsets.top to 0 on iOS 11–18 and again from iOS 26.1; on iOS 26.0 (26.0 and 26.0.1) UIKit keeps the visible bar's height. Face ID and Dynamic Island iPhones keep their top on every version. Flutter's fix is scoped to 26.0 and 26.0.1 and its issue did not reproduce on an iOS 18 iPad; React Native reports the same stale inset. sbplay ignores patch levels, so 26.0.x is 26.0.",
      ["FLUTTER-175520", "FLUTTER-186028", "RNSAC-666", "NAITUW-26"]),
    e(
      "D28", .likely, "iPadOS 26: a 32 pt bar and top inset on every iPad",
      "From iPadOS 26 the status bar band, and with it safeAreaInsets.top, is 32 pt on iPads (20 with a Home button and 24 with rounded corners before). A probe on an iPadOS 26.2 simulator measured a 32 pt top inset with the bar shown; Flutter's engine treats 32 pt as the tallest non-notch bar. The bottom inset is unchanged: 20 pt with a Home indicator, 0 with a Home button (no source found for the 25 pt some expect). The 32 pt band also holds the window controls of a UIRequiresFullScreen app (R14.4); a windowed scene has no bar in its window (D83).",
      ["OPENZCINE-91", "FLUTTER-186028"]),
    e(
      "D29", .likely, "iPadOS 26: UIStatusBarHidden at launch leaves a top inset of 0",
      "An iPad app launched with Info.plist UIStatusBarHidden = YES gets safeAreaInsets.top = 0 on iPadOS 26, and it stays 0 once a view controller shows the bar: the bar overlaps the navigation bar. Firefox and WordPress worked around it by not hiding the bar at launch; Apple's forum thread reports the same. No source says which later release fixed it: sbplay applies it from 26.0 on.",
      ["FIREFOX-29549", "WORDPRESS-24812", "APL-forum798014"]),
    e(
      "D44", .likely, "iOS 26 iPhone navigation bar: 54 pt at the safe-area top",
      "With Liquid Glass the iPhone navigation bar in portrait is 54 pt tall (44 before) and starts at the safe-area top (59 on the 16, 62 on the 17 Pro, 68 on the Air), no longer at the status bar's edge (D15). Apps built with an older SDK or with UIDesignRequiresCompatibility keep the 44 pt bar at its old place (R13.3). Landscape and sheets keep their previous heights: no source gives them.",
      ["GKNB-47", "GKNB-41"]),
  ]
}

extension RuleSources {
  /// Sources of D27 … D29.
  static let safeArea26Sources: [(String, String)] = [
    (
      "FLUTTER-175520",
      "https://github.com/flutter/flutter/issues/175520 ([iOS 26] hiding the bar does not change the safe area; iPad 26 reproduces, iPad 18 does not)"
    ),
    (
      "FLUTTER-186028",
      "https://github.com/flutter/flutter/pull/186028 (fix scoped to iOS 26.0 and 26.0.1; non-notch bars, iPad and iPhone SE, are at most 32 pt)"
    ),
    ("RNSAC-666", "https://github.com/appandflow/react-native-safe-area-context/issues/666 (iPad: insets not updated while the bar is hidden, 2025)"),
    ("OPENZCINE-91", "https://github.com/erik-sutton95/OpenZCine/pull/91 (iPadOS 26.2 simulator: UIStatusBarHidden NO yields a 32 pt top inset)"),
    ("FIREFOX-29549", "https://github.com/mozilla-mobile/firefox-ios/pull/29549 (iPadOS 26: UIStatusBarHidden at launch makes safeAreaInsets.top 0)"),
    (
      "WORDPRESS-24812",
      "https://github.com/wordpress-mobile/WordPress-iOS/pull/24812 (iPadOS 26: the status bar overlaps the navigation bar after a hidden launch)"
    ),
    ("GKNB-47", "https://github.com/QuintGao/GKNavigationBarSwift/issues/47 (iOS 26: the navigation bar is 54 pt, no longer 44)"),
    ("APL-forum798014", "https://developer.apple.com/forums/thread/798014 (iPadOS 26 top safe area 0 after a hidden launch)"),
  ]
}
