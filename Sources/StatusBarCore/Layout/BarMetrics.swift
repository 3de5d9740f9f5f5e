/// Heights and positions of the bars around the status bar, by device, iOS version and
/// orientation (R10.1, D15–D18, D21). Geometry lives here so the layout engine only asks.
public enum BarMetrics {
  /// A navigation bar's height (without the status bar above it).
  public static func navigationBarHeight(_ env: Environment, inSheet: Bool) -> Double {
    let device = env.device
    if !device.isPhone { return env.os.atLeast(12) ? 50 : 44 }  // D16
    if inSheet && env.os.atLeast(13) { return 56 }
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

  /// iPadOS 18+: the tab bar floats at the top, sharing the navigation bar's row (D23).
  public static func tabBarAtTop(_ env: Environment) -> Bool {
    !env.device.isPhone && env.os.atLeast(18)
  }

  /// Where a navigation bar at the top of a full-screen context starts: the safe-area top,
  /// except on Dynamic Island phones in portrait with the bar shown (D15).
  public static func navigationBarTop(_ env: Environment, safeTop: Double, hidden: Bool) -> Double {
    guard env.device.isPhone, !env.orientation.isLandscape, !hidden, safeTop > 0,
      let top = env.device.navigationBarTop
    else { return safeTop }
    return top.value
  }

  /// Bottom safe-area inset in landscape: 21 on Face ID iPhones, 20 from iOS 26 (D18).
  public static func landscapeBottomInset(_ device: Device, os: OSVersion) -> Double {
    if device.isPhone && device.bottomInsetLandscape > 0 && os.atLeast(26) { return 20 }
    return device.bottomInsetLandscape
  }

  /// iPadOS 26 keeps the safe-area top when the status bar hides (D21).
  public static func keepsSafeAreaTopWhenHidden(_ device: Device, os: OSVersion) -> Bool {
    !device.isPhone && os.atLeast(26)
  }
}

extension World {
  /// iOS 26+ with the Liquid Glass design: on iOS 26 an app can opt out with Info.plist's
  /// UIDesignRequiresCompatibility (read at launch); iOS 27 ignores the key (D25).
  public var usesLiquidGlass: Bool {
    guard os.atLeast(26) else { return false }
    return os.atLeast(27) || !launchedInfoPlist.designRequiresCompatibility
  }
}
