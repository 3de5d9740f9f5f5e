/// `UIModalPresentationStyle` (R4.2: raw values from the iOS 18 header).
public enum PresentationStyle: String, CaseIterable, Sendable, Codable, NamedValue {
  case automatic
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover

  /// The first iOS version that has the case (UIKit headers).
  public var introduced: OSVersion {
    switch self {
    case .automatic: OSVersion(13)
    case .overFullScreen, .overCurrentContext, .popover: OSVersion(8)
    default: OSVersion(7)
    }
  }

  /// UIKit's default `modalPresentationStyle`: `.automatic` on iOS 13+, `.fullScreen` before (R4.2).
  public static func uikitDefault(on os: OSVersion) -> PresentationStyle {
    os.atLeast(13) ? .automatic : .fullScreen
  }
}
