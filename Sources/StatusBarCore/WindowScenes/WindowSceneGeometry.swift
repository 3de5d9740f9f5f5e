/// Where an iPad scene's window is on the screen and what iPadOS draws in it: the frame, its
/// size classes, the window controls and the margins that avoid them (R14.1 … R14.5, D82 … D84).
/// All rects but `frame` are in the window's own coordinates.
public struct WindowSceneGeometry: Hashable, Sendable {
  /// The device screen in points (interface orientation).
  public var screen: Rect
  /// The window's frame on the screen; the screen itself at full screen.
  public var frame: Rect
  /// The window does not fill the screen (R14.1).
  public var windowed: Bool
  /// UIRequiresFullScreen on iPadOS 26: the app runs in a full-screen canvas whatever the user
  /// does with its window, and the controls sit in the 32 pt status bar band (R14.4).
  public var compatibilityCanvas: Bool
  public var horizontalSizeClass: SizeClass
  public var verticalSizeClass: SizeClass
  /// The style the scene asked for and the one in effect (ignored in the canvas, R14.4).
  public var requestedControlStyle: WindowingControlStyle
  public var controlStyle: WindowingControlStyle
  /// The close / minimise / resize controls; nil when iPadOS draws none (full screen, before 26).
  public var controls: Rect?
  /// `.minimal`: the strip above the content that holds the controls (D84); 0 otherwise.
  public var controlsStrip: Double
  /// Corner-adapted layout-region margins (`UIViewLayoutRegion`, R14.3): `left` avoids the
  /// controls horizontally (a leading item beside them), `top` vertically (content below them).
  public var cornerAdaptedMargins: Insets
  /// The scene is the frontmost one, whose controllers the screen's one status bar follows (D82).
  public var frontmost: Bool

  /// The window's size.
  public var size: Size { Size(width: frame.width, height: frame.height) }
}

extension WindowSceneGeometry {
  /// Width from which a window's horizontal size class is regular (R14.5).
  public static let regularWidth = 678.0
  /// The controls' pill: 10 pt from the leading edge and the top, 68 × 22 (D84).
  public static let controlsRect = Rect(x: 10, y: 10, width: 68, height: 22)
  /// Space kept between the controls and content that avoids them (D84).
  public static let controlsMargin = 8.0
  /// `.minimal`'s strip above the content (D84).
  public static let minimalStrip = 32.0
  /// The display-corner adaptation a full-screen scene's corner-adapted region reports (R14.3).
  public static let displayCornerAdaptation = 9.5

  /// What sbplay draws around windows and behind the screen's bar (a light wallpaper).
  public static let desktop = Color(red: 196, green: 208, blue: 226, spelling: "desktop")

  /// The first iPadOS with windowed scenes (Stage Manager) and the first with window controls.
  public static let firstWindowedOS = OSVersion(16)
  public static let firstControlsOS = OSVersion(26)

  /// The geometry of the world's scene, or nil on an iPhone (which has no windowed scenes).
  public static func of(_ world: World) -> WindowSceneGeometry? {
    let env = world.environment
    guard !env.device.isPhone else { return nil }
    let size = env.device.interfaceSize(env.orientation)
    let screen = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let canvas = usesCompatibilityCanvas(world)
    let windowing = env.windowing
    let windowed = !canvas && windowing.isWindowed && env.os >= firstWindowedOS
    let frame = windowed ? fitted(windowing.frame ?? screen, on: screen) : screen
    let hasControls = env.os >= firstControlsOS && (windowed || canvas)
    let style: WindowingControlStyle = canvas ? .automatic : windowing.controlStyle
    var controls: Rect? = nil
    var strip = 0.0
    var margins = Insets(left: displayCornerAdaptation)
    if hasControls {
      controls = controlsRect
      if style == .minimal && !canvas {
        strip = minimalStrip
        margins = Insets()
      } else {
        margins = Insets(top: controlsRect.maxY + controlsMargin, left: controlsRect.maxX + controlsMargin)
      }
    } else if windowed {
      margins = Insets()
    }
    return WindowSceneGeometry(
      screen: screen, frame: frame, windowed: windowed, compatibilityCanvas: canvas,
      horizontalSizeClass: frame.width >= regularWidth ? .regular : .compact, verticalSizeClass: .regular,
      requestedControlStyle: windowing.controlStyle, controlStyle: style, controls: controls, controlsStrip: strip,
      cornerAdaptedMargins: margins, frontmost: windowing.isOnScreen && (windowing.frontmost || !windowed))
  }

  /// A window kept on the screen after a rotation or a device change: shrunk to the screen, then
  /// moved back onto it, as iPadOS keeps windows on the display.
  public static func fitted(_ frame: Rect, on screen: Rect) -> Rect {
    let width = min(frame.width, screen.width)
    let height = min(frame.height, screen.height)
    let x = max(0, min(frame.x, screen.width - width))
    let y = max(0, min(frame.y, screen.height - height))
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// R14.4: the app runs in UIRequiresFullScreen's full-screen canvas (`Environment.runsInFullScreenCanvas`).
  public static func usesCompatibilityCanvas(_ world: World) -> Bool { world.environment.runsInFullScreenCanvas }
}

extension WindowSceneGeometry {
  /// A windowed scene's safe-area top: a small window-chrome margin, not the status bar (D83);
  /// 0 below `.minimal`'s strip, which already keeps the content clear of the controls.
  public static let windowedSafeTop = 10.0

  /// The safe area of a windowed scene: the top of D83, and at the bottom the part of the
  /// full-screen bottom inset (the Home indicator) that the window overlaps.
  public func windowedSafeArea(fullScreenBottom: Double) -> Insets {
    let indicatorTop = screen.maxY - fullScreenBottom
    return Insets(top: controlsStrip > 0 ? 0 : Self.windowedSafeTop, bottom: max(0, frame.maxY - indicatorTop))
  }
}
