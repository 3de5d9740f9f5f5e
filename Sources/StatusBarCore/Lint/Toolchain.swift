/// R13.5: what an app built today is built with. Since 28 April 2026 App Store Connect takes only
/// apps built with the iOS 26 SDK or later (Xcode 26), and Xcode 26 deploys to iOS 15 and later.
/// Objective-C code kept for older toolchains (`#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0`,
/// `#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_7_0`) is then never compiled: lint reads the
/// availability macros with these floors and skips what they leave out.
public enum Toolchain {
  /// The oldest iOS SDK an app uploaded today is built with (`__IPHONE_OS_VERSION_MAX_ALLOWED`).
  public static let oldestSDK = OSVersion(26, 0)
  /// The oldest deployment target that SDK's Xcode builds for (`__IPHONE_OS_VERSION_MIN_REQUIRED`).
  public static let oldestDeploymentTarget = OSVersion(15, 0)
  public static var rule: Rule { .r13_5 }

  /// The availability macros Objective-C code tests, and the floor each has today.
  public static let macros: [String: OSVersion] = [
    "__IPHONE_OS_VERSION_MAX_ALLOWED": oldestSDK,
    "__IPHONE_OS_VERSION_MIN_REQUIRED": oldestDeploymentTarget,
  ]

  /// `macro OP version` for every app built today: false when it never holds (`MAX_ALLOWED <
  /// 9.0`), true when it always does (`MIN_REQUIRED >= 7.0`), nil when it depends on the app.
  public static func holds(_ macro: String, _ comparison: String, _ version: OSVersion) -> Bool? {
    guard let floor = macros[macro] else { return nil }
    switch comparison {
    case "<": return version <= floor ? false : nil
    case "<=": return version < floor ? false : nil
    case ">=": return version <= floor ? true : nil
    case ">": return version < floor ? true : nil
    case "==": return version < floor ? false : nil
    case "!=": return version < floor ? true : nil
    default: return nil
    }
  }

  /// A version as the SDK's headers write it: `__IPHONE_9_0`, `__IPHONE_13_4`, `90000`, `130400`.
  /// Versions before 7.0 read as 7.0's floor (they are older still); nil for anything else.
  public static func version(ofMacroValue text: String) -> OSVersion? {
    if text.hasPrefix("__IPHONE_") {
      let parts = text.dropFirst("__IPHONE_".count).split(separator: "_")
      guard (1...3).contains(parts.count), let major = Int(parts[0]), let minor = parts.count > 1 ? Int(parts[1]) : 0 else { return nil }
      return OSVersion(major, minor)
    }
    guard text.count >= 5, text.count <= 6, let number = Int(text) else { return nil }
    return OSVersion(number / 10000, number / 100 % 100)
  }
}
