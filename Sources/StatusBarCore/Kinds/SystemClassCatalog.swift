/// UIKit's private and system classes that a hierarchy dump prints besides the controllers of
/// `UIKitClassCatalog.classes`: the presentation controller behind each `modalPresentationStyle`,
/// and the controllers of UIKit's own windows (keyboard, text effects). Data beside the kinds,
/// read by `sbplay import`; a class not listed is the importer's guess and it says so.
extension UIKitClassCatalog {
  /// One presentation controller class and the style it serves.
  public struct PresentationControllerEntry: Sendable, Equatable {
    public var className: String
    public var style: PresentationStyle
    /// Why the style is an assumption, when the class serves more than one.
    public var note: String?
  }

  /// `presented with: <…>` in a dump -> `modalPresentationStyle` (class names from UIKitCore,
  /// R4.2's styles; an alert and an action sheet present themselves with a custom presentation).
  public static let presentationControllers: [PresentationControllerEntry] = [
    .init(className: "_UIFullscreenPresentationController", style: .fullScreen),
    .init(className: "_UIOverFullscreenPresentationController", style: .overFullScreen),
    .init(className: "_UIPageSheetPresentationController", style: .pageSheet),
    .init(className: "_UIFormSheetPresentationController", style: .formSheet),
    .init(className: "UIPopoverPresentationController", style: .popover),
    .init(className: "_UICurrentContextPresentationController", style: .currentContext),
    .init(className: "_UIOverCurrentContextPresentationController", style: .overCurrentContext),
    .init(
      className: "UISheetPresentationController", style: .pageSheet,
      note: "UISheetPresentationController serves both .pageSheet and .formSheet (iOS 15+): assumed pageSheet"),
    .init(
      className: "_UISheetPresentationController", style: .pageSheet,
      note: "_UISheetPresentationController serves both .pageSheet and .formSheet: assumed pageSheet"),
    .init(
      className: "_UIAlertControllerAlertPresentationController", style: .custom,
      note: "an alert: UIAlertController presents itself with a custom presentation that does not take the status bar"),
    .init(
      className: "_UIAlertControllerActionSheetCompactPresentationController", style: .custom,
      note: "an action sheet: a custom presentation that does not take the status bar"),
  ]

  /// The presentation controller entry for a class name without module or generic arguments.
  public static func presentationController(named name: String) -> PresentationControllerEntry? {
    presentationControllers.first { $0.className == name }
  }

  /// Root controllers of UIKit's own windows (keyboard, text effects, dictation): they never
  /// decide the app's status bar.
  public static let systemWindowRootControllers: Set<String> = [
    "UIInputWindowController", "UICompatibilityInputViewController", "UISystemKeyboardDockController",
    "UIEditingOverlayViewController", "_UIRemoteInputViewController", "UIPredictionViewController",
    "_UIRemoteKeyboardPlaceholderViewController",
  ]
}
