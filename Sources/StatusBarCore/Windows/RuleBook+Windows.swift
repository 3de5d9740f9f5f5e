/// Windows (R12) and the decisions about them (D40–D43): which window decides the status bar.
extension RuleBook {
  static let windows: [RuleEntry] = [
    e(
      "R12.1", .confirmed, "The topmost visible window that can affect the status bar decides",
      "UIKit asks the window found by +[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:]: the top visible window (levels first, then front to back within a level) whose _canAffectStatusBarAppearance is YES. Hidden windows are skipped; the key window has no say. Overlay windows (toasts, HUDs, debug tools) therefore take the bar over. Since iOS 13 the search runs per window scene; before, +[UIWindow _statusBarControllingWindow] searched the app's windows. sbplay asks it per window scene (R14.6).",
      ["DEC-WIN26", "RADAR-15573442", "FINGERTIPS-14", "FINGERTIPS-15", "APL-windowLevel"]),
    e(
      "R12.2", .confirmed, "Being the key window does not matter",
      "A window at statusBar level over the app stops the app's controllers from being asked although the app's window stays key (radar 15573442, iOS 7); the decompiled search never reads the key window.",
      ["RADAR-15573442", "DEC-WIN26"]),
    e(
      "R12.3", .confirmed, "_canAffectStatusBarAppearance",
      "-[UIWindow _canAffectStatusBarAppearance] returns !isInternalWindow; UIKit's own windows and system windows return NO. An app window that overrides it to return NO is skipped (private API: App Review risk).",
      ["DEC-WIN26", "RADAR-23677818"]),
    e(
      "R12.4", .likely, "A window's size and level tricks do not help",
      "A 200×200 window at statusBar level still decides (PSPDFKit's sample for radar 23677818); Fingertips reports that setting the overlay's window level to all kinds of numbers failed while the overlay stayed on top.",
      ["RADAR-23677818", "FINGERTIPS-15"]),
    e(
      "D40", .likely, "Within a level, the window shown last is in front",
      "makeKeyAndVisible() shows the window 'in front of all other windows at the same level or lower' (Apple); isHidden = false orders it front too (irace.me). sbplay keeps the order windows were shown; lowering a toast to normal level therefore leaves it in front of a main window shown earlier.",
      ["APL-makeKeyAndVisible", "IRACE-WINDOW"]),
    e(
      "D41", .unsure, "A visible window without a root view controller",
      "The decompiled search checks visibility and _canAffectStatusBarAppearance only, so a window without a root view controller is not skipped; sbplay lets it decide and answers like R1.1's fallback. UIKit asserts that windows have a root at the end of launch; later windows may not.",
      ["DEC-WIN26", "DEC-ROOTPC"]),
    e(
      "D42", .likely, "An overlay root that forwards",
      "Toast and touch libraries make their window's root controller answer like the app: JDStatusBarNotification returns the main window's top controller's preferredStatusBarStyle, COSTouchVisualizer the key window root's. sbplay models it as handing both lanes to the target window's own resolution, so that window's decider decides; forwarding to a hidden window is ignored.",
      ["JDSB", "COSTV-16"]),
    e(
      "D43", .likely, "The main window stays",
      "sbplay keeps the app's main window visible and in place (it cannot be hidden or removed), so some window always decides; an app with no visible window shows no app status bar.",
      ["DEC-WIN26"]),
  ]
}
