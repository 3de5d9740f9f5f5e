import AppImport
import StatusBarCore

/// The UIKit facts lint needs, asked of the core (and nowhere else decided): which kind a
/// UIKit class is, when an API appeared, which environment a world is built in.
enum CoreFacts {
  /// The kind of a UIKit or system class by its exact name; nil for any other name.
  static func kind(ofUIKitClass name: String) -> ControllerKind? { UIKitClassCatalog.kind(ofUIKitClass: name) }

  /// The kind that hosts a SwiftUI view (`UIHostingController`).
  static let hosting: ControllerKind = ControllerKind.allCases.first { $0.behavior.hostsSwiftUI } ?? .hosting

  /// `.darkContent`'s first iOS version and its rule.
  static var darkContentIntroduced: OSVersion { UIKitAPI.darkContent.introduced }
  static var darkContentRule: String { UIKitAPI.darkContent.rule }

  /// A key or key path read by key-value coding names UIApplication's private status bar view.
  static func isPrivateStatusBarKey(_ keyPath: String) -> Bool { PrivateStatusBarKey.isPrivate(keyPath) }

  /// Every status bar height a device of the catalog shows in some iOS version, and 0 (hidden).
  static let statusBarHeights: Set<Double> = Set(DeviceCatalog.all.flatMap { $0.statusBarHeights.map(\.value) }).union([0])

  /// The offsets code written for a Home-button iPhone puts a view at to clear the bars: the
  /// status bar alone (20) and with a navigation bar (64), by the catalog.
  static let barOffsets: (statusBar: Double, withNavigationBar: Double) = BarMetrics.homeButtonPhoneTops

  /// Every height the status bar and a navigation bar take together in portrait, by the catalog.
  static let statusAndNavigationBarHeights: Set<Double> = BarMetrics.statusAndNavigationBarHeights

  /// The environment every world is built in: the device and iOS `sbplay import` assumes.
  static var environment: Environment {
    Environment(device: DeviceCatalog.device(named: ImportOptions.defaultDevice)!, os: ImportOptions.defaultOS)
  }
}
