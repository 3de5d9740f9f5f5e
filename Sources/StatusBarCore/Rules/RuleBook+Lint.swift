/// D92, D93: when UIKit asks a controller's preferences again without the controller calling
/// setNeedsStatusBarAppearanceUpdate() itself. `sbplay lint`'s missing-update check asks these
/// facts (`StatusBarRequery`, Lint/StatusBarRequery.swift) instead of knowing them.
extension Rule {
  static let d92 = Rule("D92", .likely)
  static let d93 = Rule("D93", .unsure)
}

extension RuleBook {
  static let lint: [RuleEntry] = [
    e(
      "D92", .likely, "A change UIKit picks up without the controller's own update call",
      "UIKit asks the chain again when a controller appears (R9.3), so a preference set in init, viewDidLoad or viewWillAppear needs no call; one set in viewWillDisappear or viewDidDisappear is seen by no one until the controller appears again and is asked (YPImagePicker's picker clears a flag there). A trait change re-asks too (R9.3): .default resolves by the trait environment (R6.2), and libraries call setNeedsStatusBarAppearanceUpdate() on a trait change only before iOS 13; setting overrideUserInterfaceStyle on a window or controller is such a change, applied at the next layout pass. setNeedsStatusBarAppearanceUpdate() on any controller in the window re-runs the whole walk (R9.2), so a change made on an event (a notification) that another handler of the same event answers with that call is picked up, provided that handler runs after the change (observers run in the order they were added). sbplay lint's missing-update check is silent in these cases.",
      ["R9.2", "R9.3", "R6.2", "FLUENTDMK"]),
    e(
      "D93", .unsure, "A change made while the app leaves the screen",
      "A preference changed in a handler of UIScene.willDeactivateNotification or didEnterBackgroundNotification (or UIApplication's willResignActive / didEnterBackground) changes while the system, not the app, shows the status bar. No source says whether UIKit asks again when the app comes back (R9.3 lists a window becoming visible); sbplay lint does not report such a change as missing-update, and the change may show late.",
      ["R9.3"]),
  ]
}

extension RuleSources {
  /// Sources of D92 and D93 (what lint's missing-update check relies on).
  static let lintSources: [(String, String)] = [
    (
      "FLUENTDMK",
      "https://github.com/microsoft/FluentDarkModeKit Sources/FluentDarkModeKit/Extensions/UIViewController+DarkModeKit.swift (on a trait change it calls setNeedsStatusBarAppearanceUpdate() only before iOS 13, leaving iOS 13+ to UIKit)"
    )
  ]
}
