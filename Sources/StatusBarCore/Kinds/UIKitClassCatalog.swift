/// UIKit's and the system frameworks' view controller classes, and the kind each one is in a
/// scene: the one table that `sbplay import`, `sbplay lint` and `sbplay code` read.
///
/// A class is here when UIKit itself declares it (its superclass is UIKit's, from Apple's
/// documentation of the class); an app's own subclasses are found through their declared
/// superclasses (`kind(ofClass:superclass:)`). A name ending or a container view is a guess and
/// says so where it is used.
public enum UIKitClassCatalog {
  /// One UIKit or system class.
  public struct Entry: Sendable, Equatable {
    /// `UINavigationController`.
    public var className: String
    /// The framework that declares it: `UIKit`, `SwiftUI`, `SafariServices`, `MessageUI`.
    public var framework: String
    /// Its UIKit superclass (`UIImagePickerController` is a `UINavigationController`).
    public var superclass: String?
    /// The scene kind it is.
    public var kind: ControllerKind
  }

  static func e(_ name: String, _ kind: ControllerKind, in framework: String = "UIKit", superclass: String? = "UIViewController")
    -> Entry
  {
    Entry(className: name, framework: framework, superclass: superclass, kind: kind)
  }

  /// Protocols whose adopters UIKit creates from a class name (Info.plist's
  /// `UISceneDelegateClassName`, UIApplicationMain's delegate class), so an app's own code need
  /// not name them (Apple's UIApplicationDelegate and UISceneConfiguration documentation).
  public static let createdByName: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]

  /// The class every view controller descends from. An app's extension of it (`extension
  /// UIViewController`, an Objective-C category) replaces UIKit's own answer for every controller
  /// that overrides nothing itself.
  public static let baseClassName = "UIViewController"

  /// Every class sbplay knows by name, by exact name.
  public static let classes: [Entry] = [
    e(baseClassName, .controller, superclass: nil),
    e("UITableViewController", .controller),
    e("UICollectionViewController", .controller),
    e("UIAlertController", .alert),
    e("UIActivityViewController", .activity),
    e("UIDocumentPickerViewController", .documentPicker),
    e("UIReferenceLibraryViewController", .controller),
    e("CNContactViewController", .controller, in: "ContactsUI"),
    e("SFSafariViewController", .safari, in: "SafariServices"),
    e("UINavigationController", .navigation),
    e("UIImagePickerController", .imagePicker, superclass: "UINavigationController"),
    e("UIVideoEditorController", .navigation, superclass: "UINavigationController"),
    e("MFMailComposeViewController", .navigation, in: "MessageUI", superclass: "UINavigationController"),
    e("MFMessageComposeViewController", .navigation, in: "MessageUI", superclass: "UINavigationController"),
    e("UITabBarController", .tabBar),
    e("UISplitViewController", .split),
    e("UIPageViewController", .page),
    e("UIHostingController", .hosting, in: "SwiftUI"),
  ]

  /// The entry for a class name without module or generic arguments (`UIHostingController`).
  public static func entry(named name: String) -> Entry? {
    classes.first { $0.className == name }
  }

  /// The kind of a UIKit or system class, by exact name.
  public static func kind(ofUIKitClass name: String) -> ControllerKind? {
    entry(named: name)?.kind
  }

  /// Is `name` a class UIKit (or a system framework) declares?
  public static func isUIKitClass(_ name: String) -> Bool { entry(named: name) != nil }

  /// The container kinds: every kind but `controller` forwards or lays out children.
  public static func isContainer(_ kind: ControllerKind) -> Bool { kind != .controller }

  /// The UIKit class an app class's declared superclasses reach (nil: none does), and the
  /// superclasses walked on the way, nearest first (at most 50 steps; a cycle stops the walk).
  /// `superclass` answers from the app's sources, with module and generic arguments removed.
  public static func ancestry(of name: String, superclass: (String) -> String?) -> (entry: Entry?, chain: [String]) {
    if let hit = entry(named: name) { return (hit, []) }
    var seen: Set<String> = [name]
    var current = name
    var chain: [String] = []
    while let parent = superclass(current), !seen.contains(parent), chain.count < 50 {
      chain.append(parent)
      seen.insert(parent)
      if let hit = entry(named: parent) { return (hit, chain) }
      current = parent
    }
    return (nil, chain)
  }

  /// Endings of app class names that suggest a container, checked in order. A guess: the name
  /// only suggests the superclass, so whoever uses one says so.
  public static let nameEndings: [(ending: String, kind: ControllerKind)] = [
    ("NavigationController", .navigation),
    ("NavController", .navigation),
    ("TabBarController", .tabBar),
    ("TabBarViewController", .tabBar),
    ("TabController", .tabBar),
    ("SplitViewController", .split),
    ("SplitController", .split),
    ("PageViewController", .page),
    ("HostingController", .hosting),
  ]

  /// Private view classes that give a container away in a view hierarchy dump.
  public static let containerViewClasses: [(viewClass: String, kind: ControllerKind)] = [
    ("_UIPageViewControllerContentView", .page),
    ("UIPanelControllerContentView", .split),
    ("UISplitViewControllerPanelImplView", .split),
  ]

  /// The view class both navigation and tab bar controllers use.
  public static let layoutContainerView = "UILayoutContainerView"

  /// UIKit classes that are no view controllers: views, controls, cells, windows, and the root
  /// classes every other object descends from (`NSObject`, `UIResponder`: a class declared right
  /// below one is no view controller, since `UIViewController` is not below it in the code). UIKit
  /// walks view controllers for the status bar (R1.1), so a `preferredStatusBarStyle` a subclass
  /// of one of these declares is a method of its own that shares the name, never asked by UIKit.
  public static let nonControllerClasses = Set(plainViewClasses).union([
    "UIControl", "UIButton", "UILabel", "UIImageView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UITableViewHeaderFooterView", "UIStackView", "UIVisualEffectView", "UIWindow", "UITextField", "UITextView", "UINavigationBar",
    "UIToolbar", "UITabBar", "UISearchBar", "NSObject", "UIResponder",
  ])

  /// The plain view class a controller with no container view has.
  public static let plainViewClasses: [String] = ["UIView", "UITableView", "UICollectionView", "UIScrollView"]
}

extension UIKitClassCatalog {
  /// Presentation controller classes that date the iOS a hierarchy dump was printed on: a dump
  /// that shows one ran that version or later (`sbplay import` takes the iOS version from them).
  public static let presentationControllersByFirstOS: [(className: String, firstOS: OSVersion, confidence: Confidence, why: String)] = [
    // Source APL-detentMedium (RuleSources): UISheetPresentationController and its detents, iOS 15.
    ("UISheetPresentationController", OSVersion(15), .confirmed, "UISheetPresentationController is public from iOS 15"),
    // R4.2 (LIKELY): page sheets are cards on iPhone from iOS 13; before, an iPhone showed them full screen.
    ("_UIPageSheetPresentationController", OSVersion(13), .likely, "_UIPageSheetPresentationController: page sheets are cards from iOS 13"),
  ]
}

extension UIKitClassCatalog {
  /// Interface Builder's element names for the controllers of this table (a storyboard writes
  /// `<navigationController>` for a `UINavigationController` without a custom class).
  public static let interfaceBuilderElements: [String: String] = [
    "viewController": "UIViewController",
    "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController",
    "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController",
    "pageViewController": "UIPageViewController",
    "hostingController": "UIHostingController",
  ]
}
