/// When UIKit asks a controller's preferences again although the controller that changed them
/// did not call setNeedsStatusBarAppearanceUpdate() (R9.1): the facts `sbplay lint`'s
/// missing-update check asks. Each names its rule; nothing outside the core keeps these lists.
public enum StatusBarRequery {
  /// Methods UIKit calls before a controller's view is on screen: UIKit asks the chain when the
  /// controller appears, so a preference set here needs no update (R9.3, D92).
  public static let beforeAppearance: Set<String> = ["init", "loadView", "viewDidLoad", "awakeFromNib", "viewWillAppear"]
  public static var beforeAppearanceRule: Rule { .d92 }

  /// Methods UIKit calls as a controller leaves the screen: a preference set here is seen by no
  /// one until the controller appears again, when UIKit asks the chain (R9.3, D92).
  public static let afterDisappearance: Set<String> = ["viewWillDisappear", "viewDidDisappear"]

  /// `prepare(for:sender:)`: a segue's transition follows it. An embed segue's runs while the
  /// container's view loads (before it appears, as `viewDidLoad`); a show or present segue pushes
  /// or presents next, after which UIKit asks the chain again (R4.4, R9.3, D92).
  public static let beforeTransition: Set<String> = ["prepare"]

  /// Code only in these methods needs no update call (`beforeAppearance`, `afterDisappearance`
  /// and `beforeTransition`).
  public static func needsNoUpdate(in method: String) -> Bool {
    beforeAppearance.contains(method) || afterDisappearance.contains(method) || beforeTransition.contains(method)
  }

  /// The same for an Objective-C method, named by its selector's first part: `init…`, the
  /// methods above (`prepareForSegue:sender:` is `prepare(for:sender:)`), and `dealloc`, after
  /// which no one asks the controller again (D92, D128).
  public static func needsNoUpdate(inObjectiveC method: String) -> Bool {
    method.hasPrefix("init") || method == "dealloc" || needsNoUpdate(in: method == "prepareForSegue" ? "prepare" : method)
  }

  /// The call that asks UIKit to run the whole walk again, made on any controller in the
  /// window's hierarchy (R9.2).
  public static let updateCall = "setNeedsStatusBarAppearanceUpdate"
  public static var updateCallRule: Rule { .r9_2 }

  /// A class that calls `updateCall` from this many of its own methods or more asks UIKit again on
  /// paths of its own, some of them started by other objects (OsmAnd's map panel: the dashboard
  /// calls the panel's `targetUpdateControlsLayout:`, which asks, after changing what the panel's
  /// style reads). A change in another of its methods may well be followed by one of them, so
  /// `sbplay lint` does not report it missing (D194, LIKELY: precision over recall).
  public static let askedByHandMethods = 2

  /// Properties whose change is a trait change of a window or controller, after which UIKit asks
  /// again (R9.3, R6.2, D92).
  public static let traitOverrides: Set<String> = ["overrideUserInterfaceStyle"]
  public static var traitOverrideRule: Rule { .d92 }

  /// Notifications after which the app leaves the screen (scene or application deactivation,
  /// background): a preference changed then is not reported (D93, unsure). Names as Swift spells
  /// them, with the type, and the pre-Swift 4.2 `NSNotification.Name` constants.
  public static let leavesScreen: Set<String> = [
    "UIScene.willDeactivateNotification", "UIScene.didEnterBackgroundNotification",
    "UIApplication.willResignActiveNotification", "UIApplication.didEnterBackgroundNotification",
    "UIApplicationWillResignActive", "UIApplicationDidEnterBackground",
    "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
  ]
  public static var leavesScreenRule: Rule { .d93 }

  /// An event (a notification's name) covers a preference changed in its handler when another
  /// handler of it asks for an update (`updated`), or when the app leaves the screen on it.
  public static func covers(event: String, updated: Set<String>) -> Rule? {
    if leavesScreen.contains(event) { return leavesScreenRule }
    return updated.contains(event) ? updateCallRule : nil
  }
}
