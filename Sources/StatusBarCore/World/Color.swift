/// A colour used for drawing and for the contrast check: a name (`white`, `systemBlue` …) or `#rrggbb`.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// How the colour was written, kept so a saved scene reads like the original.
  public var spelling: String

  public init(red: UInt8, green: UInt8, blue: UInt8, spelling: String? = nil) {
    self.red = red
    self.green = green
    self.blue = blue
    self.spelling = spelling ?? Color.hex(red, green, blue)
  }

  public static let named: [(String, UInt8, UInt8, UInt8)] = [
    ("white", 255, 255, 255), ("black", 0, 0, 0), ("red", 255, 59, 48), ("green", 52, 199, 89),
    ("blue", 0, 122, 255), ("orange", 255, 149, 0), ("yellow", 255, 204, 0), ("purple", 175, 82, 222),
    ("pink", 255, 45, 85), ("teal", 48, 176, 199), ("indigo", 88, 86, 214), ("gray", 142, 142, 147),
    ("grey", 142, 142, 147), ("lightGray", 209, 209, 214), ("darkGray", 72, 72, 74),
    ("systemBlue", 0, 122, 255), ("systemRed", 255, 59, 48), ("systemGreen", 52, 199, 89),
    ("systemBackground", 255, 255, 255), ("clear", 255, 255, 255),
  ]

  /// Parses `#rrggbb`, `#rgb` or a name from `Color.named` (case-insensitive).
  public init?(parsing text: String) {
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasPrefix("#") {
      var digits = Array(trimmed.dropFirst())
      if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
      guard digits.count == 6, let value = UInt32(String(digits), radix: 16) else { return nil }
      self.init(
        red: UInt8((value >> 16) & 0xff), green: UInt8((value >> 8) & 0xff), blue: UInt8(value & 0xff),
        spelling: trimmed.lowercased())
      return
    }
    guard let match = Color.named.first(where: { $0.0.lowercased() == trimmed.lowercased() }) else {
      return nil
    }
    self.init(red: match.1, green: match.2, blue: match.3, spelling: match.0)
  }

  public static let white = Color(red: 255, green: 255, blue: 255, spelling: "white")
  public static let black = Color(red: 0, green: 0, blue: 0, spelling: "black")
  /// The default (translucent) light navigation bar, as it looks over white.
  public static let lightBar = Color(red: 248, green: 248, blue: 248, spelling: "#f8f8f8")
  /// A `.default` navigation bar in Dark Mode (iOS 13+).
  public static let darkBar = Color(red: 30, green: 30, blue: 30, spelling: "#1e1e1e")
  /// A `.black` navigation bar.
  public static let blackBar = Color(red: 22, green: 22, blue: 22, spelling: "#161616")

  /// Relative luminance, 0 = black … 1 = white (WCAG weights; gamma approximated by squaring,
  /// which is close enough to sort backgrounds into light and dark).
  public var luminance: Double {
    func channel(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v * v
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  /// Dark text reads on it (luminance above the WCAG midpoint for black vs white text).
  public var isLight: Bool { luminance > 0.179 }

  public var description: String { spelling }

  static func hex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> String {
    func two(_ v: UInt8) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + two(r) + two(g) + two(b)
  }
}
