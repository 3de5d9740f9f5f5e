import AppImport
import StatusBarCore

/// The UIKit facts lint needs, asked of the core (and nowhere else decided): which kind a
/// UIKit class is, when an API appeared, which environment a world is built in.
enum CoreFacts {
  /// The kind of a UIKit or system class by its exact name; nil for any other name.
  static func kind(ofUIKitClass name: String) -> ControllerKind? {
    // AppImport's table until StatusBarCore's own catalog lands; only exact UIKit names count.
    guard name.hasPrefix("UI") || name.hasPrefix("SF") || name.hasPrefix("MF") else { return nil }
    let answer = ClassRecognition.recognise(name)
    guard answer.guess == nil else { return nil }
    if answer.kind == .controller, !ControllerKind.allCases.contains(where: { $0.uikitClass == name }),
      !["UITableViewController", "UICollectionViewController", "UIAlertController", "UIActivityViewController", "SFSafariViewController"]
        .contains(name)
    {
      return nil
    }
    return answer.kind
  }

  /// `.darkContent` appeared in iOS 13.
  static let darkContentIntroduced = OSVersion(13)

  /// The environment every world is built in: the device and iOS `sbplay import` assumes.
  static var environment: Environment {
    Environment(device: DeviceCatalog.device(named: ImportOptions.defaultDevice)!, os: ImportOptions.defaultOS)
  }
}
