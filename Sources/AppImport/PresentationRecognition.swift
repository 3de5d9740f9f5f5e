import StatusBarCore

/// `modalPresentationStyle` from the presentation controller's class in `presented with: <…>`.
/// One line per class; a class not listed is a custom presentation, reported as a guess.
public enum PresentationRecognition {
  static let table: [(className: String, style: PresentationStyle, note: String?)] = [
    ("_UIFullscreenPresentationController", .fullScreen, nil),
    ("_UIOverFullscreenPresentationController", .overFullScreen, nil),
    ("_UIPageSheetPresentationController", .pageSheet, nil),
    ("_UIFormSheetPresentationController", .formSheet, nil),
    ("UIPopoverPresentationController", .popover, nil),
    ("_UICurrentContextPresentationController", .currentContext, nil),
    ("_UIOverCurrentContextPresentationController", .overCurrentContext, nil),
    (
      "UISheetPresentationController", .pageSheet,
      "UISheetPresentationController serves both .pageSheet and .formSheet (iOS 15+): assumed pageSheet"
    ),
    (
      "_UISheetPresentationController", .pageSheet,
      "_UISheetPresentationController serves both .pageSheet and .formSheet: assumed pageSheet"
    ),
    (
      "_UIAlertControllerAlertPresentationController", .custom,
      "an alert: UIAlertController presents itself with a custom presentation that does not take the status bar"
    ),
    (
      "_UIAlertControllerActionSheetCompactPresentationController", .custom,
      "an action sheet: a custom presentation that does not take the status bar"
    ),
  ]

  public static func style(for className: String) -> (style: PresentationStyle, guess: String?) {
    let base = ClassName(className).base
    if let hit = table.first(where: { $0.className == base }) { return (hit.style, hit.note) }
    return (
      .custom,
      "custom presentation controller `\(TerminalSafe.clip(base, DumpLimits.maxCommentValue))`: imported as .custom; it takes the status bar only with "
        + "modalPresentationCapturesStatusBarAppearance = true (or a presentation controller that presents in full screen)"
    )
  }
}
