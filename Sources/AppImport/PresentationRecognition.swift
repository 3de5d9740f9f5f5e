import StatusBarCore

/// `modalPresentationStyle` from the presentation controller's class in `presented with: <…>`.
/// The classes are the core's (`UIKitClassCatalog.presentationControllers`); a class not listed
/// is a custom presentation, reported as a guess.
public enum PresentationRecognition {
  public static func style(for className: String) -> (style: PresentationStyle, guess: String?) {
    let base = ClassName(className).base
    if let hit = UIKitClassCatalog.presentationController(named: base) { return (hit.style, hit.note) }
    return (
      .custom,
      "custom presentation controller `\(TerminalSafe.clip(base, DumpLimits.maxCommentValue))`: imported as .custom; it takes the status bar only with "
        + "modalPresentationCapturesStatusBarAppearance = true (or a presentation controller that presents in full screen)"
    )
  }
}
