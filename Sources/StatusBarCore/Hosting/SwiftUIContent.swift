/// SwiftUI's `ColorScheme`, as `preferredColorScheme(_:)` and `toolbarColorScheme(_:for:)` take it.
public enum ColorScheme: String, CaseIterable, Sendable, Codable, NamedValue {
  case light
  case dark
}

/// SwiftUI's `Visibility`, as `toolbarBackground(_:for:)` and `toolbarVisibility(_:for:)` take it.
public enum Visibility: String, CaseIterable, Sendable, Codable, NamedValue {
  case automatic
  case visible
  case hidden
}

/// The SwiftUI content of a `UIHostingController` (a `hosting` node): the modifiers that reach
/// the status bar, as the root view declares them. nil means "not applied".
public struct SwiftUIContent: Hashable, Sendable {
  /// `.statusBarHidden(_:)` / `.statusBar(hidden:)` (iOS 13+, R11.1).
  public var statusBarHidden: Bool?
  /// `.preferredColorScheme(_:)` (iOS 13+, R11.3).
  public var preferredColorScheme: ColorScheme?
  /// The content is wrapped in a `NavigationStack` (iOS 16; `NavigationView` before, D35).
  public var navigationStack: Bool?
  /// `.toolbarColorScheme(_:for: .navigationBar)` (iOS 16+, R11.4).
  public var toolbarColorScheme: ColorScheme?
  /// `.toolbarBackground(_:for: .navigationBar)` (iOS 16+, D33).
  public var toolbarBackground: Visibility?
  /// The content is scrolled under the navigation bar, so an `.automatic` bar background shows (D33).
  public var scrolledUnderBar: Bool?
  /// `.toolbarColorScheme(_:for: .statusBar)` (iOS 27+, R11.5).
  public var statusBarColorScheme: ColorScheme?
  /// `.toolbarVisibility(_:for: .statusBar)` (iOS 27+, R11.5).
  public var statusBarVisibility: Visibility?

  public init() {}

  public var isEmpty: Bool { self == SwiftUIContent() }
}

/// When each modifier appeared, so that older versions ignore it with a note.
public enum SwiftUIAvailability {
  /// SwiftUI and `UIHostingController` (R11.10).
  public static let hosting = OSVersion(13)
  /// `NavigationStack`, `toolbarColorScheme(_:for:)`, `toolbarBackground(_:for:)`.
  public static let toolbar = OSVersion(16)
  /// `fullScreenCover(isPresented:content:)`.
  public static let fullScreenCover = OSVersion(14)
  /// `ToolbarPlacement.statusBar`.
  public static let statusBarPlacement = OSVersion(27)

  /// The version a hosting key needs (nil: any version SwiftUI runs on).
  public static func introduced(_ key: ControllerKey) -> OSVersion? {
    switch key {
    case .toolbarColorScheme, .toolbarBackground: toolbar
    case .statusBarColorScheme, .statusBarVisibility: statusBarPlacement
    default: nil
    }
  }
}

extension World {
  /// The hosting controllers in the world, in id order.
  public var hostingControllers: [ControllerID] {
    controllers.all.filter { $0.controller.kind == .hosting }.map(\.id).sorted()
  }

  /// D34: `preferredColorScheme` applies to the nearest enclosing presentation (the window for
  /// the root context): the last on-screen hosting controller of the context that sets it wins.
  public func preferredColorScheme(inContextOf contextRoot: ControllerID) -> (ColorScheme, String)? {
    guard environment.os.atLeast(13) else { return nil }
    var found: (ColorScheme, String)?
    var work = [contextRoot]
    var steps = 0
    while let id = work.popLast(), steps < 1_000_000 {
      steps += 1
      guard let vc = controllers[id] else { continue }
      if vc.kind == .hosting, let scheme = vc.swiftUI.preferredColorScheme { found = (scheme, vc.name) }
      work.append(contentsOf: vc.behavior.visibleChildren(of: vc, environment: environment).reversed())
    }
    return found
  }
}
