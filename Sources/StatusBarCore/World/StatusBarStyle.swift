/// `UIStatusBarStyle` (R6.1). `.blackTranslucent`/`.blackOpaque` are deprecated since iOS 7 and
/// not modelled.
public enum StatusBarStyle: String, CaseIterable, Sendable, Codable, NamedValue {
  case `default`
  case lightContent
  case darkContent

  /// The Info.plist spelling (`UIStatusBarStyleLightContent`), R5.6.
  public var plistName: String {
    switch self {
    case .default: "UIStatusBarStyleDefault"
    case .lightContent: "UIStatusBarStyleLightContent"
    case .darkContent: "UIStatusBarStyleDarkContent"
    }
  }

  /// The first iOS version that has the case (R6.1: `.darkContent` is iOS 13+; before it
  /// `.default` already means dark text).
  public var introduced: OSVersion {
    self == .darkContent ? OSVersion(13) : .oldest
  }

  /// The closest case that exists on `os`: `.darkContent` draws as `.default` before iOS 13.
  public func available(on os: OSVersion) -> StatusBarStyle {
    os < introduced ? .default : self
  }

  /// Accepts `lightContent`, `.lightContent` and `UIStatusBarStyleLightContent`.
  public init?(name: String) {
    var text = name.trimmingWhitespace()
    if text.hasPrefix(".") { text.removeFirst() }
    if text.hasPrefix("UIStatusBarStyle") {
      let rest = String(text.dropFirst("UIStatusBarStyle".count))
      text = rest.prefix(1).lowercased() + rest.dropFirst()
    }
    guard let value = StatusBarStyle(rawValue: text) else { return nil }
    self = value
  }
}

/// What is drawn: dark or light text and icons, after `.default` is resolved (R6.2).
public enum Foreground: String, CaseIterable, Sendable, Codable, NamedValue {
  case dark
  case light
}

/// `UIStatusBarAnimation` (R1.5): the hide/show transition.
public enum UpdateAnimation: String, CaseIterable, Sendable, Codable, NamedValue {
  case none
  case fade
  case slide
}

/// `UIBarStyle` of a navigation bar (R2.3): only `.black` gives light content.
public enum BarStyle: String, CaseIterable, Sendable, Codable, NamedValue {
  case `default`
  case black

  /// UIKit's Objective-C constant: `UIBarStyleBlack`, `UIBarStyleBlackTranslucent` and
  /// `UIBarStyleBlackOpaque` all draw black (as Swift's `.black`), `UIBarStyleDefault` default.
  public init?(objectiveCName name: String) {
    if name.hasPrefix("UIBarStyleBlack") {
      self = .black
    } else if name == "UIBarStyleDefault" {
      self = .default
    } else {
      return nil
    }
  }
}

/// `UIUserInterfaceStyle` for `overrideUserInterfaceStyle`.
public enum InterfaceStyle: String, CaseIterable, Sendable, Codable, NamedValue {
  case unspecified
  case light
  case dark
}

/// The system appearance (light or dark mode, iOS 13+).
public enum Appearance: String, CaseIterable, Sendable, Codable, NamedValue {
  case light
  case dark
}

/// `UIInterfaceOrientation`.
public enum Orientation: String, CaseIterable, Sendable, Codable, NamedValue {
  case portrait
  case portraitUpsideDown
  case landscapeLeft
  case landscapeRight

  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Accepts the UIKit names and the short forms `landscape` (= landscapeLeft) and `upsideDown`.
  public init?(name: String) {
    switch name.trimmingWhitespace() {
    case "landscape": self = .landscapeLeft
    case "upsideDown": self = .portraitUpsideDown
    case let other:
      guard let value = Orientation(rawValue: other) else { return nil }
      self = value
    }
  }
}

/// The app's phase: the launch screen (only Info.plist applies, R5.6) or running.
public enum Phase: String, CaseIterable, Sendable, Codable, NamedValue {
  case running
  case launch
}

/// A value with a fixed set of names, as scene files and actions spell them.
public protocol NamedValue: RawRepresentable, CaseIterable where RawValue == String {
  init?(name: String)
}

extension NamedValue {
  public init?(name: String) {
    var text = name.trimmingWhitespace()
    if text.hasPrefix(".") { text.removeFirst() }
    guard let value = Self(rawValue: text) else { return nil }
    self = value
  }
  public static var allNames: [String] { allCases.map(\.rawValue) }
  /// `.lightContent`, as Swift code spells a case.
  public var swiftName: String { "." + rawValue }
}
