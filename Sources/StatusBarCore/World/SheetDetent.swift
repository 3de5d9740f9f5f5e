/// A sheet's detent (`UISheetPresentationController`, iOS 15+): how tall an iPhone card sheet
/// stands. Custom heights are iOS 16+.
public enum SheetDetent: Hashable, Sendable, CustomStringConvertible {
  case large
  case medium
  /// A custom detent's height in points (without the bottom safe area, as UIKit measures it).
  case custom(Double)

  /// Parses `large`, `medium`, `.medium` or a height in points (`300`).
  /// The named detents.
  public static let names = ["large", "medium"]
  /// The custom heights a scene may give, in points: up to the tallest screen sbplay models (a
  /// detent taller than its screen is a typo; UIKit would only clamp it to the largest detent).
  public static let customHeights: ClosedRange<Double> =
    1...(DeviceCatalog.all.map { $0.interfaceSize(.portrait).height }.max() ?? 1_366)

  public init?(parsing text: String) {
    var trimmed = text.trimmingWhitespace()
    if trimmed.hasPrefix(".") { trimmed.removeFirst() }
    switch trimmed {
    case "large": self = .large
    case "medium": self = .medium
    default:
      guard let value = Double(trimmed), value.isFinite, Self.customHeights.contains(value) else { return nil }
      self = .custom(value)
    }
  }

  public var description: String {
    switch self {
    case .large: "large"
    case .medium: "medium"
    case .custom(let value): value.pointString
    }
  }

  /// Swift: `.medium()`, `.custom { _ in 300 }`.
  public var swiftName: String {
    switch self {
    case .large: ".large()"
    case .medium: ".medium()"
    case .custom(let value): ".custom { _ in \(value.pointString) }"
    }
  }

  /// The iOS version that introduced it.
  public var introduced: OSVersion {
    switch self {
    case .large, .medium: OSVersion(15)
    case .custom: OSVersion(16)
    }
  }

  public static let allNames = ["large", "medium", "a height in points (300)"]
}
