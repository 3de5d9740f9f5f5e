/// An iOS version: the rule set the simulator applies (7.0 … 18.x, then 26.x and 27.x: Apple
/// renumbered after iOS 18, there is no iOS 19 … 25).
public struct OSVersion: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// The major versions sbplay models, in order: iOS 7 … 18, 26, 27 (there is no 19 … 25).
  public static let supportedMajors: [Int] = Array(7...18) + [26, 27]
  public static let oldest = OSVersion(7, 0)
  public static let newest = OSVersion(27, 0)
  /// How the supported range reads in messages.
  public static let rangeText = "7.0 … 18.x, 26.x or 27.x (there is no iOS 19 … 25)"

  /// The major after (or before) this one in `supportedMajors`, wrapping around.
  public func nextMajor(by step: Int) -> Int {
    let majors = OSVersion.supportedMajors
    let index = majors.firstIndex(of: major) ?? majors.lastIndex { $0 < major } ?? 0
    return majors[((index + step) % majors.count + majors.count) % majors.count]
  }

  /// Parses `12`, `12.0`, `13.4`, `13.4.1` (the patch level is ignored). Returns nil for text
  /// that is not a version or a version outside 7.0 … 18.x, 26.x, 27.x.
  public init?(parsing text: String) {
    let parts = text.trimmingWhitespace().split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCIIDigit) }),
      let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0
    else { return nil }
    guard OSVersion.supportedMajors.contains(major), minor < 100 else { return nil }
    self.init(major, minor)
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public var description: String { "\(major).\(minor)" }

  /// `iOS 13` style, for sentences.
  public var spoken: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

  public func atLeast(_ major: Int, _ minor: Int = 0) -> Bool { self >= OSVersion(major, minor) }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension StringProtocol {
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
    while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
    return String(scalars)
  }
}
