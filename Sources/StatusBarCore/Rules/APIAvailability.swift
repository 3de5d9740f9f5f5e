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
  /// `UIViewControllerBasedStatusBarAppearance` is YES (R5.4), and ignored in every mode by an app
  /// linked against the iOS 27 SDK running on iOS 27 (R13.2).
  case applicationStatusBarSetters
  /// Info.plist `UIDesignRequiresCompatibility`: keeps the previous design on iOS 26; ignored by
  /// an app linked against the iOS 27 SDK running on iOS 27 (R13.3).
  case designRequiresCompatibility
  /// Info.plist `UIRequiresFullScreen` (iPad, iOS 9): deprecated from iPadOS 26 (R13.4).
  case requiresFullScreen
  /// `UIDocumentPickerViewController(forOpeningContentTypes:)` with UTTypes (D65).
  case documentContentTypes

  /// The first iOS version that has it.
  public var introduced: OSVersion {
    switch self {
    case .darkContent: StatusBarStyle.darkContent.introduced
    case .overrideUserInterfaceStyle, .windowScene, .statusBarManager: OSVersion(13)
    case .automaticPresentation: PresentationStyle.automatic.introduced
    case .splitViewColumns, .documentContentTypes: OSVersion(14)
    case .sheetDetents: OSVersion(15)
    case .applicationStatusBarSetters: OSVersion.oldest
    case .designRequiresCompatibility: OSVersion(26)
    case .requiresFullScreen: OSVersion(9)
    }
  }

  /// The iOS version that deprecated it (nil: not deprecated).
  public var deprecated: OSVersion? {
    switch self {
    case .applicationStatusBarSetters: OSVersion(9)
    case .requiresFullScreen: OSVersion(26)
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
    case .documentContentTypes: "D65"
    case .designRequiresCompatibility: "R13.3"
    case .requiresFullScreen: "R13.4"
    }
  }

  /// The first SDK from which an app linked against it finds this API doing nothing, once it runs
  /// on that iOS or later (a linked-on-or-after check, R13.1); nil: no SDK turns it off.
  /// `sbplay lint` can compare it with a project's SDK.
  public var ignoredFromSDK: OSVersion? {
    switch self {
    case .applicationStatusBarSetters, .designRequiresCompatibility: OSVersion(27)
    default: nil
    }
  }

  /// The rule that says it is ignored from `ignoredFromSDK` (`sbplay rules ID`).
  public var ignoredRule: String? {
    switch self {
    case .applicationStatusBarSetters: "R13.2"
    case .designRequiresCompatibility: "R13.3"
    default: nil
    }
  }

  /// Does an app built with `sdk` and running on `os` find this API doing nothing? Both count:
  /// the check lives in the OS and reads the SDK the app was linked against (R13.1).
  public func isIgnored(sdk: OSVersion, os: OSVersion) -> Bool {
    guard let from = ignoredFromSDK else { return false }
    return sdk >= from && os >= from
  }

  /// The same for a simulated environment (its `linkedSDK` and `os`).
  public func isIgnored(in environment: Environment) -> Bool {
    isIgnored(sdk: environment.linkedSDK, os: environment.os)
  }

  /// Does `os` have it?
  public func exists(on os: OSVersion) -> Bool { os >= introduced }

  /// Text only an app's entry point holds: UIKit's `UIApplicationMain(…)` in `main.m`, Swift's
  /// `@main` / `@UIApplicationMain` on the app delegate, and the delegate's
  /// `application(_:didFinishLaunchingWithOptions:)` (Apple's UIApplicationMain and
  /// UIApplicationDelegate reference). Lint tells an app's own files from copied libraries by it (D162).
  public static let appEntryPointMarks = ["UIApplicationMain(", "@UIApplicationMain", "@main", "didFinishLaunchingWithOptions"]
  /// Of those, the marks of the program's own entry (`main.m`, an `@main` type) rather than an app delegate.
  public static let programEntryMarks: Set<String> = ["UIApplicationMain(", "@UIApplicationMain", "@main"]

  /// The first iOS with each Objective-C selector of the status bar API that old code tests before
  /// sending (`[UIApplication instancesRespondToSelector:@selector(setStatusBarHidden:withAnimation:)]`,
  /// three20 and MWPhotoBrowser): what runs only where the test fails runs before that iOS, which
  /// no app built today deploys to (R13.5). From Apple's API reference (UIApplication, iOS 2.0 and
  /// 3.2; UIViewController, iOS 7.0; UIWindowScene, iOS 13.0).
  public static let selectorsIntroduced: [String: OSVersion] = [
    "setStatusBarHidden:withAnimation:": OSVersion(3, 2),
    "setStatusBarHidden:animated:": OSVersion(2, 0),
    "setStatusBarStyle:animated:": OSVersion(2, 0),
    "setNeedsStatusBarAppearanceUpdate": OSVersion(7, 0),
    "prefersStatusBarHidden": OSVersion(7, 0),
    "preferredStatusBarStyle": OSVersion(7, 0),
    "preferredStatusBarUpdateAnimation": OSVersion(7, 0),
    "modalPresentationCapturesStatusBarAppearance": OSVersion(7, 0),
    "statusBarManager": UIKitAPI.statusBarManager.introduced,
  ]
}

/// UIApplication's private status bar views, read by key-value coding (`value(forKey: "statusBar")`,
/// `valueForKeyPath:@"statusBarWindow.statusBar"`): gone since iOS 13, where reading them crashes
/// or gives nil (R7.4). `sbplay lint` reports each read.
public enum PrivateStatusBarKey {
  /// The keys of the private views.
  public static let keys: Set<String> = ["statusBar", "statusBarWindow"]
  /// The first iOS version without them.
  public static let removed = OSVersion(13)

  /// A key, or a key path by its first key, names a private view (D181).
  public static func isPrivate(_ keyPath: String) -> Bool { keys.contains(String(keyPath.prefix { $0 != "." })) }
}
