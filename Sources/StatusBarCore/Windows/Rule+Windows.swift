/// Rules and decisions about windows (docs/rules.md, R12.x; decisions D40–D43).
extension Rule {
  /// R12.1 The topmost visible window that can affect the status bar decides: windows are
  /// ordered by `windowLevel`, then front to back within a level; hidden ones are skipped.
  /// Sources: decompiled `+[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:]`
  /// (iOS 26.1: `_topVisibleWindowPassingTest:` with `_canAffectStatusBarAppearance`); Radar
  /// 15573442 (iOS 7: "affected by the topmost window rather than the key window"); Fingertips
  /// PR #14/#15; Apple's `UIWindow.Level` ("the stacking of levels takes precedence"). Since
  /// iOS 13 the search runs per window scene; before, `+[UIWindow _statusBarControllingWindow]`
  /// searched the app's windows (Radar 15573442's title). sbplay models one scene, so both agree.
  static let r12_1 = Rule("R12.1")
  /// R12.2 Being the key window does not matter (Radar 15573442, openradar 23677818).
  static let r12_2 = Rule("R12.2")
  /// R12.3 `_canAffectStatusBarAppearance` is `!isInternalWindow` (decompiled UIWindow, iOS 26.1);
  /// a window that overrides it to return NO is skipped (PSPDFKit's sample for radar 23677818,
  /// system windows such as `_MPAVRoutingSheetSecureWindow`). Private API: App Review risk.
  static let r12_3 = Rule("R12.3")
  /// R12.4 The window's size does not matter: a 200×200 window at statusBar level takes the bar
  /// (PSPDFKit sample for radar 23677818); window levels alone do not help while the overlay
  /// stays on top (Fingertips PR #15: "attempts to set the window level to all kinds of numbers
  /// had failed").
  static let r12_4 = Rule("R12.4", .likely)
  /// D40 Within one level, the window shown last is in front: `makeKeyAndVisible()` and
  /// `isHidden = false` order a window front of its level (Apple: makeKeyAndVisible "positions
  /// it in front of all other windows at the same level or lower"; irace.me, Window installation).
  static let d40 = Rule("D40", .likely)
  /// D41 A visible window without a root view controller is not skipped: the decompiled test
  /// checks visibility and `_canAffectStatusBarAppearance` only; it answers like R1.1's fallback.
  /// (UIKit asserts that windows have a root at the end of launch; later ones may not.)
  static let d41 = Rule("D41", .unsure)
  /// D42 An overlay root controller that forwards (JDStatusBarNotification's view controller
  /// returns the main window's top controller's `preferredStatusBarStyle`; COSTouchVisualizer
  /// PR #16 the key window root's) is modelled as handing both lanes to that window's own
  /// resolution, so its decider decides.
  static let d42 = Rule("D42", .likely)
  /// D43 The main window cannot be hidden or removed in sbplay: every scene keeps one window
  /// that the resolver can reach (an app with no visible window shows no app status bar).
  static let d43 = Rule("D43", .likely)
}
