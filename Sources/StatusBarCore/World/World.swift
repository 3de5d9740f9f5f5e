/// Info.plist keys that concern the status bar (R5.1, R5.6).
public struct InfoPlist: Hashable, Sendable {
  /// Keys only an app's Info.plist carries (a framework's or a test bundle's has none of them):
  /// `sbplay lint` tells the app's plist from those beside it by them.
  public static let appBundleKeys: Set<String> = [
    "UILaunchStoryboardName", "UILaunchScreen", "UIApplicationSceneManifest", "UIMainStoryboardFile", "LSRequiresIPhoneOS",
    "UIRequiredDeviceCapabilities", "UISupportedInterfaceOrientations", "UIViewControllerBasedStatusBarAppearance", "UIStatusBarHidden",
    "UIStatusBarStyle", "UIApplicationSupportsIndirectInputEvents",
  ]

  public var viewControllerBasedStatusBarAppearance = true
  public var statusBarHidden = false
  public var statusBarStyle: StatusBarStyle = .default
  /// iOS 26: run with the previous design instead of Liquid Glass (D25; ignored from iOS 27).
  public var designRequiresCompatibility = false
  /// iPad: opt out of multitasking (iOS 9); deprecated from iPadOS 26 (R13.4).
  public var requiresFullScreen = false
  public init() {}

  public enum Key: String, CaseIterable, Sendable, NamedValue {
    case UIViewControllerBasedStatusBarAppearance
    case UIStatusBarHidden
    case UIStatusBarStyle
    case UIDesignRequiresCompatibility
    case UIRequiresFullScreen
  }
}

/// `UIApplication`'s legacy, deprecated status bar state (R5.2, R5.3).
public struct ApplicationState: Hashable, Sendable {
  public var statusBarStyle: StatusBarStyle = .default
  public var statusBarHidden = false
  /// The animation the last `setStatusBarHidden(_:with:)` used.
  public var hiddenAnimation: UpdateAnimation = .none
  public init() {}
}

/// The simulated environment: device, iOS version, orientation, call, appearance, phase.
public struct Environment: Hashable, Sendable {
  public var device: Device
  public var os: OSVersion
  public var orientation: Orientation = .portrait
  public var inCall = false
  public var appearance: Appearance = .light
  public var phase: Phase = .running
  /// The SDK the app was built with (Xcode's iOS SDK); nil: the same as the OS. UIKit keeps
  /// some behaviour of older SDKs for apps linked against them (linked-on-or-after checks, R13.1).
  public var sdk: OSVersion?
  /// An iPad scene full screen or windowed (WindowScenes/, R14.1).
  public var windowing = SceneWindowing()
  /// UIRequiresFullScreen as the running app read it at launch: `World` keeps it equal to its
  /// `launchedInfoPlist`, so that what depends on the scene's size (R14.4's canvas, a split
  /// view's collapse) sees it through the environment alone.
  public var launchedRequiresFullScreen = false

  public init(device: Device, os: OSVersion) {
    self.device = device
    self.os = os
  }

  /// The SDK the app was linked against: `sdk`, or the OS when the scene names none (R13.1).
  public var linkedSDK: OSVersion { sdk ?? os }

  /// A behaviour that UIKit gates on the linked SDK is on only when the app was built with
  /// `version` or a later SDK and runs on an OS that has that check (R13.1).
  public func linkedOnOrAfter(_ version: OSVersion) -> Bool { linkedSDK >= version && os >= version }

  /// iPhone landscape is vertically compact (R1.6, R8.1). Plus and Max phones too.
  public var isVerticallyCompact: Bool { device.isPhone && orientation.isLandscape }

  /// The horizontal size class is compact: every iPhone in portrait, and in landscape the
  /// phones narrower than 414 pt in portrait (Plus, Max, XR-class phones are regular width in
  /// landscape: Apple HIG, "Layout", device size classes). iPads are regular at full screen; a
  /// window narrower than 678 pt is compact (R14.5).
  public var isHorizontallyCompact: Bool {
    guard device.isPhone else { return windowing.isCompactWindow(on: self) }
    return !orientation.isLandscape || !device.isRegularWidthInLandscape
  }
}

/// The whole simulated app: one window, its controller tree, presentations and the status bar's
/// current answer. A value: copying it is cheap (see `ControllerStore`), so undo keeps copies.
public struct World: Hashable, Sendable {
  public var environment: Environment
  /// Info.plist as edited; `launchedInfoPlist` is what the running app read at launch.
  public var infoPlist = InfoPlist()
  public var launchedInfoPlist = InfoPlist() {
    didSet { environment.launchedRequiresFullScreen = launchedInfoPlist.requiresFullScreen }
  }
  public var application = ApplicationState()
  public var controllers = ControllerStore()
  /// `window.rootViewController`.
  public var root: ControllerID?
  /// The modal chain: each presented by the one before, the first by the root.
  public var presented: [ControllerID] = []
  /// Windows besides the main one: toasts, HUDs, banners (R12). Empty for most apps.
  public var windows: [AppWindow] = []
  /// The main window's name, level and stacking (its root is `root`).
  public var mainWindow = MainWindowSettings()
  /// The key window's name; nil means the main window. Being key does not decide the bar (R12.2).
  public var keyWindow: String?
  /// The selected window scene's name and the app's other scenes (R14.6); none for most apps.
  public var sceneName = "main"
  public var otherScenes: [OtherWindowScene] = []
  /// What the status bar shows: UIKit's answer the last time it asked.
  public internal(set) var shown: Evaluation
  /// A preference changed since UIKit last asked (R9.1): the bar shows the old answer.
  public internal(set) var pendingUpdate = false
  /// The animation of the last hide/show, and whether it ran in an animation block.
  public internal(set) var lastTransition: StatusBarTransition?

  public init(environment: Environment) {
    self.environment = environment
    self.shown = Evaluation.placeholder
  }

  public var device: Device { environment.device }
  public var os: OSVersion { environment.os }

  public func controller(_ id: ControllerID) -> Controller? { controllers[id] }
  public func controller(named name: String) -> Controller? { controllers.controller(named: name) }
  public func id(named name: String) -> ControllerID? { controllers.id(named: name) }
  public func name(of id: ControllerID?) -> String { id.flatMap { controllers[$0]?.name } ?? "nil" }

  /// The presentation index of a presented controller, nil for others.
  public func presentationIndex(of id: ControllerID) -> Int? {
    presented.firstIndex(of: id)
  }

  /// The controller that presented `presented[index]`: the previous one, or the root.
  public func presenter(ofPresentationAt index: Int) -> ControllerID? {
    index == 0 ? root : presented[index - 1]
  }

  /// The controller this one presented, if any (`presentedViewController`).
  public func presentedController(by id: ControllerID) -> ControllerID? {
    if id == root { return presented.first }
    guard let index = presented.firstIndex(of: id), index + 1 < presented.count else { return nil }
    return presented[index + 1]
  }

  /// The top of the parent chain: the root or a presented controller.
  public func contextRoot(of id: ControllerID) -> ControllerID {
    var current = id
    var steps = 0
    while let parent = controllers[current]?.parent, steps < 1_000_000 {
      current = parent
      steps += 1
    }
    return current
  }
}

/// One hide/show of the status bar, for the TUI's animation and the events log.
public struct StatusBarTransition: Hashable, Sendable {
  public var fromHidden: Bool
  public var toHidden: Bool
  public var animation: UpdateAnimation
  /// `setNeedsStatusBarAppearanceUpdate()` inside an animation block (R9.4).
  public var inAnimationBlock: Bool
}

extension World {
  /// The trait environment that resolves `.default` and dynamic colours: the controller's
  /// `overrideUserInterfaceStyle`, else its ancestors', then its presenters'; else the system
  /// appearance (R6.2). Returns the style and whose it is.
  public func interfaceStyle(of id: ControllerID?) -> (InterfaceStyle, String) {
    var current = id
    var steps = 0
    while let cid = current, let vc = controllers[cid], steps < 100_000 {
      if let override = vc.overrideUserInterfaceStyle, override != .unspecified {
        return (override, vc.name)
      }
      // D34: a hosting controller's preferredColorScheme sets its presentation's scheme (R11.3).
      if vc.parent == nil, let (scheme, host) = preferredColorScheme(inContextOf: cid) {
        return (scheme == .dark ? .dark : .light, host)
      }
      if let parent = vc.parent {
        current = parent
      } else if let index = presentationIndex(of: cid) {
        current = presenter(ofPresentationAt: index)
      } else {
        current = nil
      }
      steps += 1
    }
    let system: InterfaceStyle = environment.appearance == .dark ? .dark : .light
    return (system, id.map { name(of: $0) } ?? "the window")
  }

  /// Whether a controller's views draw dark: Dark Mode or a dark override, on iOS 13+ (R6.2).
  public func isDark(_ id: ControllerID) -> Bool {
    environment.os.atLeast(13) && interfaceStyle(of: id).0 == .dark
  }

  /// Whether a controller's view is in the window: its context is visible and every container
  /// above it shows it (`ContainerBehavior.visibleChildren`). O(depth), without a layout.
  public func isOnScreen(_ id: ControllerID) -> Bool {
    guard environment.phase == .running, controllers[id] != nil else { return false }
    var child = id
    var steps = 0
    while let parentID = controllers[child]?.parent, steps < 1_000_000 {
      guard let parent = controllers[parentID], parent.behavior.visibleChildren(of: parent, environment: environment).contains(child) else {
        return false
      }
      child = parentID
      steps += 1
    }
    if let index = windows.firstIndex(where: { $0.root == child }) { return !windows[index].isHidden }
    let first = firstVisibleContext
    if child == root { return first == -1 }
    guard let index = presentationIndex(of: child) else { return false }
    return index >= first
  }
}
