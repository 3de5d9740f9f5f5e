/// A rectangle in points, in window coordinates (UIKit's `CGRect`).
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// `[x, y, width, height]`, the form used by the JSON contract and scene expectations.
  public var array: [Double] { [x, y, width, height] }

  public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance
      && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
  }

  /// UIKit prints frames as `{{x, y}, {w, h}}`; sbplay prints `(x, y, w, h)` with short numbers.
  public var description: String {
    "(\(x.pointString), \(y.pointString), \(width.pointString), \(height.pointString))"
  }
}

/// A size in points.
public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// `UIEdgeInsets`.
public struct Insets: Hashable, Sendable, Codable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = Insets()
  public var description: String {
    "top \(top.pointString), left \(left.pointString), bottom \(bottom.pointString), right \(right.pointString)"
  }
}

extension Double {
  /// Points without a trailing `.0`: 20, 53.67, 0.5.
  public var pointString: String {
    if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
    let rounded = (self * 100).rounded() / 100
    return String(rounded)
  }
}
