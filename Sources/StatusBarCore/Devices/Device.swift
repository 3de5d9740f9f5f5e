/// `UIUserInterfaceIdiom`.
public enum Idiom: String, Sendable, Codable {
  case phone
  case pad
}

/// What sits at the top of the screen.
public enum SensorHousing: String, Sendable, Codable {
  /// A Home-button device: nothing at the top, the status bar is 20 pt.
  case none
  case notch
  case dynamicIsland
  /// Face ID iPads: rounded corners, no notch.
  case roundedCorners
}

/// A value that holds from an iOS version on, with the sources' confidence.
public struct VersionedValue: Hashable, Sendable, Codable {
  public var from: OSVersion
  public var value: Double
  public var confidence: Confidence
  public init(from: OSVersion, _ value: Double, _ confidence: Confidence = .confirmed) {
    self.from = from
    self.value = value
    self.confidence = confidence
  }
}

/// A device of the geometry table (R7.1): screen size, status bar height per iOS version and
/// safe-area insets.
public struct Device: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Apple's name, as Xcode's simulators spell it.
  public var name: String
  /// Other accepted names (the seeds' short forms).
  public var aliases: [String]
  public var idiom: Idiom
  /// Portrait screen size in points.
  public var screen: Size
  public var housing: SensorHousing
  /// A family to find it by (`sbplay devices --family`): "iPhone Dynamic Island", "iPad 11-inch" …
  public var family: String
  /// The iOS version the device shipped with.
  public var firstOS: OSVersion
  /// The last major iOS version it runs; nil while it runs the newest sbplay models.
  public var lastMajor: Int?
  /// How sure the sources are of the supported range (iOS 27's list is D20).
  public var rangeConfidence: Confidence
  /// Source keys of this row (docs/rules.md, "Device sources"): at least two per row.
  public var sources: [String]
  /// Where a navigation bar at the top of the screen starts in portrait, when it is not the
  /// safe-area top (Dynamic Island phones, D15); nil elsewhere.
  public var navigationBarTop: VersionedValue?
  /// Status bar height in portrait, by iOS version (first entry applies before the others).
  public var statusBarHeights: [VersionedValue]
  /// Portrait safe-area top on devices without a Home button (it does not shrink when the bar
  /// hides); nil on Home-button devices, where it follows the status bar.
  public var safeAreaTops: [VersionedValue]?
  /// Bottom safe-area inset in portrait and in landscape (Home indicator).
  public var bottomInsetPortrait: Double
  public var bottomInsetLandscape: Double

  public var hasHomeButton: Bool { housing == .none }
  /// iPads whose screen has rounded corners and a Home indicator (Face ID or top-button Touch ID).
  public var hasHomeIndicator: Bool { housing != .none }
  /// Landscape is regular width (Plus, Max, XR-class and wider phones; every iPad): bars keep
  /// their portrait height in landscape (D17).
  public var isRegularWidthInLandscape: Bool { !isPhone || screen.width >= 414 }

  /// Whether the device ever ran this iOS version (from its first version to its last major).
  public func supports(_ os: OSVersion) -> Bool {
    os >= firstOS && (lastMajor.map { os.major <= $0 } ?? true)
  }

  /// `iOS 11.0 – 16.x`, `iOS 18.3 – 27.x`.
  public var supportedRange: String {
    let last = lastMajor ?? OSVersion.newest.major
    return "iOS \(firstOS) – \(last).x"
  }

  /// Every supported major, in `OSVersion.supportedMajors` order.
  public var supportedMajors: [Int] {
    OSVersion.supportedMajors.filter { major in
      major >= firstOS.major && (lastMajor.map { major <= $0 } ?? true)
    }
  }

  /// The version of its range closest to `os`: its first version when `os` is older, the .0 of
  /// its last major when `os` is newer.
  public func closestSupportedVersion(to os: OSVersion) -> OSVersion {
    if supports(os) { return os }
    if os < firstOS { return firstOS }
    return OSVersion(lastMajor ?? OSVersion.newest.major, 0)
  }

  /// The version `os` keys land on for a major: its .0, or the first version the device ran.
  public func landingVersion(major: Int) -> OSVersion {
    major == firstOS.major ? firstOS : OSVersion(major, 0)
  }

  /// "iPhone 4s runs iOS 7.0 – 9.x: it never ran iOS 18.0".
  public func unsupportedMessage(_ os: OSVersion) -> String {
    "\(name) runs \(supportedRange)\(rangeConfidence == .confirmed ? "" : " (\(rangeConfidence.rawValue))"): it never ran \(os.spoken)"
  }

  public var isPhone: Bool { idiom == .phone }
  public var description: String { name }

  func value(in steps: [VersionedValue], on os: OSVersion) -> VersionedValue {
    var current = steps[0]
    for step in steps.dropFirst() where os >= step.from { current = step }
    return current
  }

  /// `statusBarFrame.height` in portrait when visible, with no call in progress (R7.1).
  public func statusBarHeight(on os: OSVersion) -> Double {
    value(in: statusBarHeights, on: os).value
  }

  /// How sure the sources are of `statusBarHeight(on:)` (D3, D4 mark the unsure ones).
  public func statusBarHeightConfidence(on os: OSVersion) -> Confidence {
    let height = value(in: statusBarHeights, on: os).confidence
    let top = safeAreaTops.map { value(in: $0, on: os).confidence } ?? .confirmed
    return max(height, top)
  }

  /// The portrait safe-area top on devices without a Home button.
  public func fixedSafeAreaTop(on os: OSVersion) -> Double? {
    safeAreaTops.map { value(in: $0, on: os).value }
  }

  /// The status bar height drawn in a given orientation when visible: iPhones keep the same
  /// height in landscape where it is shown at all (Home-button phones, iOS 7–12).
  public func statusBarHeight(on os: OSVersion, orientation: Orientation) -> Double {
    statusBarHeight(on: os)
  }

  /// Interface size for an orientation (iOS 8+: the window follows the interface, R7.2).
  public func interfaceSize(_ orientation: Orientation) -> Size {
    orientation.isLandscape ? Size(width: screen.height, height: screen.width) : screen
  }
}
