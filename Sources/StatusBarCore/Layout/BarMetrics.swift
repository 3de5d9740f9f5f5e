/// Heights and positions of the bars around the status bar, by device, iOS version and
/// orientation (R10.1, D15–D18, D21). Geometry lives here so the layout engine only asks.
public enum BarMetrics {
  /// A navigation bar's height (without the status bar above it).
  public static func navigationBarHeight(_ env: Environment, inSheet: Bool, liquidGlass: Bool = false) -> Double {
    let device = env.device
    if !device.isPhone { return env.os.atLeast(12) ? 50 : 44 }  // D16
    if inSheet && env.os.atLeast(13) { return 56 }
    if liquidGlass && !env.orientation.isLandscape { return 54 }  // D44
    if env.orientation.isLandscape { return device.isRegularWidthInLandscape ? 44 : 32 }  // D17
    return 44
  }

  /// A tab bar's height above the bottom safe-area inset.
  public static func tabBarHeight(_ env: Environment) -> Double {
    let device = env.device
    if !device.isPhone {
      guard env.os.atLeast(12) else { return 49 }
      return device.hasHomeIndicator ? 45 : 50  // D16: 65 with the 20 pt inset
    }
    if env.orientation.isLandscape && env.os.atLeast(11) {
      return device.isRegularWidthInLandscape ? 49 : 32  // D17
    }
    return 49
  }

  /// How far down a navigation bar at the top of a full-screen portrait screen ends (the status
  /// bar and the navigation bar together), for every device of the catalog and iOS it runs, with
  /// and without Liquid Glass from iOS 26: what a hard-coded 64 (a Home-button iPhone's 20 + 44)
  /// stands for (R7.1, R10.1).
  public static let statusAndNavigationBarHeights: Set<Double> = {
    var heights: Set<Double> = []
    for device in DeviceCatalog.all {
      for major in device.supportedMajors {
        let os = OSVersion(major, 0)
        let env = Environment(device: device, os: os)
        let bar = device.statusBarHeight(on: os)
        for glass in os.atLeast(26) ? [false, true] : [false] {
          let top = navigationBarTop(env, safeTop: bar, hidden: false, liquidGlass: glass)
          heights.insert(top + navigationBarHeight(env, inSheet: false, liquidGlass: glass))
        }
      }
    }
    return heights
  }()

  /// The smallest visible status bar and the smallest status-and-navigation-bar top of the
  /// catalog (a Home-button iPhone in portrait: 20 and 64): the numbers code written for those
  /// phones uses as a view's offset below the bars (R7.1).
  public static let homeButtonPhoneTops: (statusBar: Double, withNavigationBar: Double) = {
    let bars = DeviceCatalog.all.flatMap { device in device.supportedMajors.map { device.statusBarHeight(on: OSVersion($0, 0)) } }
    return (bars.filter { $0 > 0 }.min() ?? 0, statusAndNavigationBarHeights.min() ?? 0)
  }()

  /// iPadOS 18+: the tab bar floats at the top, sharing the navigation bar's row (D23).
  public static func tabBarAtTop(_ env: Environment) -> Bool {
    !env.device.isPhone && env.os.atLeast(18)
  }

  /// Where a navigation bar at the top of a full-screen context starts: the safe-area top,
  /// except on Dynamic Island phones in portrait with the bar shown (D15).
  /// With Liquid Glass (iOS 26+) the iPhone navigation bar starts at the safe-area top (D44).
  public static func navigationBarTop(_ env: Environment, safeTop: Double, hidden: Bool, liquidGlass: Bool = false) -> Double {
    guard env.device.isPhone, !env.orientation.isLandscape, !hidden, safeTop > 0, !liquidGlass,
      let top = env.device.navigationBarTop
    else { return safeTop }
    return top.value
  }

  /// Bottom safe-area inset in landscape: 21 on Face ID iPhones, 20 from iOS 26 (D18).
  public static func landscapeBottomInset(_ device: Device, os: OSVersion) -> Double {
    if device.isPhone && device.bottomInsetLandscape > 0 && os.atLeast(26) { return 20 }
    return device.bottomInsetLandscape
  }

  /// iOS 26.0 (26.0.x) keeps the safe-area top of a Home-button iPhone or an iPad when the
  /// status bar hides at run time; iOS 11–18 and 26.1+ shrink it to 0 (D27).
  public static func keepsSafeAreaTopWhenHidden(_ device: Device, os: OSVersion) -> Bool {
    (!device.isPhone || device.hasHomeButton) && os.major == 26 && os.minor == 0
  }

  /// iPadOS 26+: the safe-area top follows the 32 pt bar on every iPad, rounded corners or not
  /// (D28), instead of a fixed top.
  public static func padTopFollowsTheBar(_ device: Device, os: OSVersion) -> Bool {
    !device.isPhone && os.atLeast(26)
  }

  /// iPadOS 26+: an app launched with Info.plist UIStatusBarHidden gets a safe-area top of 0,
  /// even once the bar shows; content then runs under the bar (D29).
  public static func launchHiddenZeroesTheTop(_ world: World) -> Bool {
    !world.device.isPhone && world.os.atLeast(26) && world.launchedInfoPlist.statusBarHidden && world.environment.phase == .running
  }
}

extension World {
  /// iOS 26+ with the Liquid Glass design: the app must be built with the iOS 26 SDK or later;
  /// on iOS 26 and 27 it can opt out with Info.plist's UIDesignRequiresCompatibility (read at
  /// launch) unless it is built with the iOS 27 SDK and runs on iOS 27 (R13.3, D25).
  public var usesLiquidGlass: Bool { designCase.liquidGlass }

  /// Which of R13.3's cases applies: cheap (no text), asked by every layout and resolve.
  enum DesignCase {
    case osBefore26, sdkBefore26, liquidGlass, compatibilityIgnored, compatibility
    var liquidGlass: Bool { self == .liquidGlass || self == .compatibilityIgnored }
  }

  var designCase: DesignCase {
    guard os.atLeast(26) else { return .osBefore26 }
    guard environment.linkedSDK.atLeast(26) else { return .sdkBefore26 }
    guard launchedInfoPlist.designRequiresCompatibility else { return .liquidGlass }
    return UIKitAPI.designRequiresCompatibility.isIgnored(in: environment) ? .compatibilityIgnored : .compatibility
  }

  /// Which design the app runs with on this OS, and whether the SDK or the OS decided (R13.3).
  public var design: (liquidGlass: Bool, reason: String, rule: Rule) {
    let built = "built with the \(environment.linkedSDK.spoken) SDK"
    switch designCase {
    case .osBefore26: return (false, "\(os.spoken) has no Liquid Glass (the OS decides)", .r13_1)
    case .sdkBefore26: return (false, "\(built), the app keeps the previous design on \(os.spoken) (the SDK decides)", .r13_3)
    case .liquidGlass: return (true, "\(built) and running \(os.spoken): Liquid Glass", .r13_3)
    case .compatibilityIgnored:
      return (true, "\(built) and running \(os.spoken): UIDesignRequiresCompatibility is ignored, Liquid Glass (the SDK decides)", .r13_3)
    case .compatibility:
      return (false, "UIDesignRequiresCompatibility is YES and the app is \(built): \(os.spoken) keeps the previous design", .d25)
    }
  }
}
