/// The UIKit APIs about the status bar that appeared or were deprecated in a given iOS version,
/// as data: what `sbplay code` may write for a version, what `sbplay lint` checks against a
/// deployment target, and what the resolver ignores on older versions. Values whose type is
/// StatusBarCore's carry their own version beside them (`StatusBarStyle.introduced`,
/// `PresentationStyle.introduced`, `SheetDetent.introduced`, `SwiftUIAvailability`); this table
/// holds the APIs that have no type of their own here.
public enum UIKitAPI: String, CaseIterable, Sendable {
  /// `UIStatusBarStyle.darkContent` (R6.1).
  case darkContent
  /// `overrideUserInterfaceStyle` and dark mode (R6.2).
  case overrideUserInterfaceStyle
  /// `UIWindowScene` and the scene delegate: windows belong to a scene.
  case windowScene
  /// `UIStatusBarManager` (`statusBarFrame`, `statusBarStyle`), which replaces the UIApplication
  /// getters (R5.3).
  case statusBarManager
  /// `UISplitViewController(style:)` and its columns.
  case splitViewColumns
  /// `UISheetPresentationController` detents.
  case sheetDetents
  /// `UIModalPresentationStyle.automatic`: UIKit's default from iOS 13 (R4.2).
  case automaticPresentation
  /// `UIApplication.statusBarStyle`/`isStatusBarHidden` setters and `setStatusBarStyle(_:animated:)`,
  /// `setStatusBarHidden(_:with:)`: deprecated in iOS 9 (R5.3), ignored while
  /// `UIViewControllerBasedStatusBarAppearance` is YES (R5.4).
  case applicationStatusBarSetters

  /// The first iOS version that has it.
  public var introduced: OSVersion {
    switch self {
    case .darkContent: StatusBarStyle.darkContent.introduced
    case .overrideUserInterfaceStyle, .windowScene, .statusBarManager: OSVersion(13)
    case .automaticPresentation: PresentationStyle.automatic.introduced
    case .splitViewColumns: OSVersion(14)
    case .sheetDetents: OSVersion(15)
    case .applicationStatusBarSetters: OSVersion.oldest
    }
  }

  /// The iOS version that deprecated it (nil: not deprecated).
  public var deprecated: OSVersion? {
    switch self {
    case .applicationStatusBarSetters: OSVersion(9)
    default: nil
    }
  }

  /// The rule that says so (`sbplay rules ID`).
  public var rule: String {
    switch self {
    case .darkContent: "R6.1"
    case .overrideUserInterfaceStyle: "R6.2"
    case .automaticPresentation: "R4.2"
    case .applicationStatusBarSetters: "R5.3"
    case .windowScene, .statusBarManager: "R5.3"
    case .splitViewColumns: "R3.2"
    case .sheetDetents: "D55"
    }
  }

  /// Does `os` have it?
  public func exists(on os: OSVersion) -> Bool { os >= introduced }
}
