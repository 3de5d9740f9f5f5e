/// How an iPad's window scene sits on the screen: full screen, or windowed (Stage Manager from
/// iPadOS 16, the windowing system of iPadOS 26) with a frame, the style of its window controls
/// and whether it is the frontmost scene (R14.1, R14.2, D82).
public struct SceneWindowing: Hashable, Sendable {
  public enum Mode: String, CaseIterable, Sendable, NamedValue {
    case fullScreen
    case windowed
  }

  /// Whether the scene is on the screen (R14.7, D85): the window controls' close and minimise
  /// take it away. A minimised scene waits in the app's windows list (Exposé); a closed one is
  /// gone, kept only while it is the app's last scene, to be opened again.
  public enum Presence: String, CaseIterable, Sendable, NamedValue {
    case onScreen
    case minimised
    case closed
  }

  public var mode: Mode = .fullScreen
  /// The window's frame in points on the device screen (interface orientation); nil at full screen.
  public var frame: Rect?
  /// What the scene delegate's `preferredWindowingControlStyle(for:)` returns (R14.2).
  public var controlStyle: WindowingControlStyle = .automatic
  /// The frontmost (active) scene: the one whose answer the screen's status bar shows (D82).
  public var frontmost = true
  public var presence: Presence = .onScreen

  public init() {}

  public var isWindowed: Bool { mode == .windowed && frame != nil }
  public var isOnScreen: Bool { presence == .onScreen }

  /// The smallest window iPadOS lets a user make (sbplay's bound for scene files and actions).
  public static let minimumSize = Size(width: 320, height: 320)

  /// Why a frame cannot be the window of a scene on a screen of that size, or nil when it can.
  public static func problem(with frame: Rect, screen: Size) -> String? {
    let bounds = "x 0…\(screen.width.pointString), y 0…\(screen.height.pointString)"
    if frame.width < minimumSize.width || frame.height < minimumSize.height {
      return "a window is at least \(minimumSize.width.pointString)×\(minimumSize.height.pointString) pt"
        + " and at most the screen, \(screen.width.pointString)×\(screen.height.pointString)"
    }
    if frame.x < 0 || frame.y < 0 || frame.maxX > screen.width + 0.001 || frame.maxY > screen.height + 0.001 {
      return "the window must lie on the screen (\(bounds)); its far corner is at"
        + " (\(frame.maxX.pointString), \(frame.maxY.pointString))"
    }
    return nil
  }
}

/// `UIWindowScene.WindowingControlStyle` (iPadOS 26): where the close, minimise and resize
/// controls go (R14.2, D84).
public enum WindowingControlStyle: String, CaseIterable, Sendable, NamedValue {
  /// The default system style.
  case automatic
  /// As little of the scene's space as possible: a strip above the content holds the controls.
  case minimal
  /// Part of the scene's content: drawn over it at the top-leading corner.
  case unified

  /// Swift spelling for `sbplay code`.
  public var swiftName: String { "." + rawValue }
}

/// `UIUserInterfaceSizeClass` of a window (R14.5).
public enum SizeClass: String, Sendable, Hashable {
  case compact
  case regular
}

extension SceneWindowing {
  /// A windowed iPad scene narrower than the regular width (R14.5), for the containers that
  /// adapt to a compact width (a split view collapses). A UIRequiresFullScreen app in its
  /// full-screen canvas is the full screen, however narrow the user made its window (R14.4).
  func isCompactWindow(on environment: Environment) -> Bool {
    guard isWindowed, environment.os >= WindowSceneGeometry.firstWindowedOS, !environment.runsInFullScreenCanvas, let frame else { return false }
    return frame.width < WindowSceneGeometry.regularWidth
  }
}

extension Environment {
  /// R14.4: UIRequiresFullScreen read at launch on an iPad running iPadOS 26, unless the app is
  /// built with the iOS 27 SDK and runs iOS 27, where the key asks for discrete resizing (R13.4).
  public var runsInFullScreenCanvas: Bool {
    !device.isPhone && os >= WindowSceneGeometry.firstControlsOS && launchedRequiresFullScreen && !linkedOnOrAfter(OSVersion(27))
  }
}
