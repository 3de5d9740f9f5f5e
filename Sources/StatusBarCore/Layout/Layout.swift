/// One frame the layout engine reports (`frames` of `state --json`, docs/cli.md), with what the
/// drawing code needs.
public struct LayoutFrame: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case window
    case view
    case navigationBar
    case tabBar
  }
  /// `First`, `Nav.navigationBar`, `Tabs.tabBar`, `window`.
  public var name: String
  public var kind: Kind
  public var rect: Rect
  public var controller: ControllerID?
  /// -1 for the root context, else the presentation index.
  public var context: Int
  /// The context's presentation shape (nil for the root context).
  public var shape: PresentationInfo.Shape?
  /// Drawn scaled back behind a card sheet (iOS 13+).
  public var scaledBack: Bool
  /// What the frame looks like: its colour, traits, and what a bar shows.
  public var appearance: FrameAppearance
  /// A view that shows content of its own (a plain controller's), not only children and bars.
  public var showsContent: Bool = false
  /// The extra window the frame is in (R12); nil for the main window.
  public var windowName: String? = nil
}

/// What a frame looks like, resolved by the core so that views never re-derive a UIKit rule.
public struct FrameAppearance: Hashable, Sendable {
  /// The view's `backgroundColor` (else `systemBackground`), or the bar's colour.
  public var background: Color
  /// The resolved `userInterfaceStyle` is dark (iOS 13+, R6.2).
  public var dark: Bool
  /// A navigation bar's title: the top view controller's title or name.
  public var title: String?
  /// A navigation bar's back button: the previous controller's title or name.
  public var backTitle: String?
  /// A tab bar's items, and the selected one.
  public var items: [String] = []
  public var selectedItem: Int?

  public init(background: Color, dark: Bool) {
    self.background = background
    self.dark = dark
  }
}

/// Frames in window coordinates (points), the status bar frame and the safe area.
public struct Layout: Hashable, Sendable {
  public var window: Rect
  /// `statusBarFrame`: `.zero` when hidden (R7.1, R7.3).
  public var statusBarFrame: Rect
  /// The root view's `safeAreaInsets` (the equivalent layout guides before iOS 11).
  public var safeAreaInsets: Insets
  public var frames: [LayoutFrame]
  /// Controllers whose views are on screen, in drawing order.
  public var onScreen: [ControllerID]
  /// The double-height call bar (40 pt on 20 pt devices, iOS 7–12; R7.3, D2).
  public var doubleHeight: Bool
  /// A call indicator drawn inside the bar (Face ID devices, or iOS 13+; D2).
  public var inBarCallIndicator: Bool
  /// What shows through the transparent status bar (R6.5, R10.1), and a phrase saying what it is.
  public var behindStatusBar: Color
  public var behindStatusBarSource: String
  /// Parts of the bar drawn in their own colours (an expanded column-style split, R3.2, D50).
  public var statusBarParts: [StatusBarPart] = []
  /// An iPad scene's window on the screen, its controls and margins (R14.1 … R14.5); nil on iPhone.
  public var windowScene: WindowSceneGeometry? = nil

  /// The first frame of that name. Scans the frames: where many names are looked up, build
  /// ``rectsByName`` once instead.
  public func frame(named name: String) -> Rect? {
    frames.first {
      WorkMeter.count()
      return $0.name == name
    }?.rect
  }

  /// Each frame's rect by name (the first of a name, as ``frame(named:)`` finds), built once.
  public var rectsByName: [String: Rect] {
    var rects: [String: Rect] = [:]
    rects.reserveCapacity(frames.count)
    for frame in frames where rects[frame.name] == nil {
      WorkMeter.count()
      rects[frame.name] = frame.rect
    }
    return rects
  }
}

/// A part of the status bar over one column: its span, what shows through it, its content.
public struct StatusBarPart: Hashable, Sendable {
  public var x: Double
  public var width: Double
  public var behind: Color
  public var behindSource: String
  public var foreground: Foreground
}

/// Computes a `Layout` for a world and the status bar state it shows.
public enum LayoutEngine {
  public static func layout(_ world: World) -> Layout {
    layout(world, hidden: world.shown.hidden)
  }

  public static func layout(_ world: World, hidden: Bool) -> Layout {
    let env = world.environment
    let device = env.device
    let os = env.os
    // An iPad scene in a window lays out in the window's size, without the bar (R14.1, D83).
    let scene = WindowSceneGeometry.of(world)
    let windowed = scene.flatMap { $0.windowed ? $0 : nil }
    let size = windowed?.size ?? device.interfaceSize(env.orientation)
    let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let landscape = env.orientation.isLandscape

    // Status bar (R7.1, R7.3, D2, D13).
    let base = device.statusBarHeight(on: os, orientation: env.orientation)
    let doubleHeight = env.inCall && !hidden && base == 20 && !os.atLeast(13)
    let barHeight = hidden || windowed != nil ? 0 : (doubleHeight ? 40 : base)
    let statusBarFrame = barHeight == 0 ? Rect.zero : Rect(x: 0, y: 0, width: size.width, height: barHeight)
    let shift: Double = doubleHeight ? 20 : 0

    // Safe area (R7.1 table; notch: the top stays when the bar hides; Home button: 0 when hidden).
    var safe = Insets()
    let landscapeBottom = BarMetrics.landscapeBottomInset(device, os: os)
    if BarMetrics.padTopFollowsTheBar(device, os: os) {
      // D28, D27, D29: iPadOS 26's 32 pt top, kept when hidden on 26.0 only, 0 after a hidden launch.
      let keep = !hidden || BarMetrics.keepsSafeAreaTopWhenHidden(device, os: os)
      safe = Insets(top: keep ? base : 0, bottom: landscape ? landscapeBottom : device.bottomInsetPortrait)
      if BarMetrics.launchHiddenZeroesTheTop(world) { safe.top = 0 }
    } else if let fixedTop = device.fixedSafeAreaTop(on: os) {
      if device.isPhone && landscape {
        safe = Insets(top: 0, left: fixedTop, bottom: landscapeBottom, right: fixedTop)
      } else {
        safe = Insets(top: fixedTop, bottom: landscape ? landscapeBottom : device.bottomInsetPortrait)
      }
    } else {
      safe.top = hidden && !BarMetrics.keepsSafeAreaTopWhenHidden(device, os: os) ? 0 : base
    }
    if let windowed { safe = windowed.windowedSafeArea(fullScreenBottom: safe.bottom) }
    // D15: on Dynamic Island phones a top navigation bar starts at the bar's edge, not at 59.
    let navigationTop = BarMetrics.navigationBarTop(env, safeTop: safe.top, hidden: hidden, liquidGlass: world.usesLiquidGlass)

    var builder = FrameBuilder(world: world, safe: safe)
    builder.frames.append(
      LayoutFrame(
        name: "window", kind: .window, rect: window, controller: nil, context: -1, shape: nil, scaledBack: false,
        appearance: FrameAppearance(background: .black, dark: false)))
    let strip = windowed?.controlsStrip ?? 0
    let rootRect = Rect(x: 0, y: shift + strip, width: size.width, height: size.height - shift - strip)

    if env.phase == .running, let root = world.root {
      let firstVisible = world.firstVisibleContext
      let infos = world.presented.indices.map { world.presentationInfo(at: $0) }
      // A card sheet scales back everything below it.
      let lastCard = infos.lastIndex { $0.scalesPresenterBack } ?? -2
      if firstVisible == -1 {
        builder.layoutTree(
          root, rect: rootRect, topInset: navigationTop, context: -1, shape: nil, scaledBack: lastCard >= 0,
          inSheet: false)
      }
      for (index, info) in infos.enumerated() where index >= firstVisible {
        let id = world.presented[index]
        let (rect, topInset) = presentedRect(
          info, window: window, rootRect: rootRect, safe: safe, device: device, os: os)
        builder.layoutTree(
          id, rect: rect, topInset: topInset == safe.top ? navigationTop : topInset, context: index, shape: info.shape,
          scaledBack: index < lastCard, inSheet: info.shape != .fullScreen && info.shape != .overFullScreen)
      }
    }

    if env.phase == .running, !world.windows.isEmpty {
      addWindowFrames(world, into: &builder, screen: window, safe: safe)
    }

    // A windowed scene's window holds no bar: the screen's bar is over the desktop (D83).
    let behind =
      windowed != nil
      ? (WindowSceneGeometry.desktop, "the desktop: the screen's bar is outside the window (D83)")
      : colourBehindStatusBar(world: world, frames: builder.frames, barHeight: barHeight)
    var parts: [StatusBarPart] = []
    if !hidden {
      for region in world.shown.regions {
        guard let column = builder.frames.first(where: { $0.kind == .view && $0.controller == region.column }) else { continue }
        let colour = colourBehindStatusBar(
          world: world, frames: builder.frames, barHeight: barHeight, probeX: column.rect.x + column.rect.width / 2)
        parts.append(
          StatusBarPart(
            x: column.rect.x, width: column.rect.width, behind: colour.0, behindSource: colour.1,
            foreground: region.foreground))
      }
    }
    var result = Layout(
      window: window, statusBarFrame: statusBarFrame, safeAreaInsets: safe, frames: builder.frames,
      onScreen: builder.onScreen, doubleHeight: doubleHeight,
      inBarCallIndicator: env.inCall && !hidden && !doubleHeight,
      behindStatusBar: behind.0, behindStatusBarSource: behind.1)
    result.statusBarParts = parts
    result.windowScene = scene
    // D50: the answer as a whole is the trailing part's, and so is what shows through it.
    if let trailing = parts.last {
      result.behindStatusBar = trailing.behind
      result.behindStatusBarSource = trailing.behindSource
    }
    return result
  }

  /// Where a presented controller's view goes, and how far its content is under the top edge.
  static func presentedRect(
    _ info: PresentationInfo, window: Rect, rootRect: Rect, safe: Insets, device: Device, os: OSVersion
  ) -> (Rect, Double) {
    switch info.shape {
    case .fullScreen, .overFullScreen:
      return (rootRect, safe.top)
    case .card:
      // iOS 13+ card: 10 pt below the safe-area top (R4.5; HACK-13); lower at a smaller detent
      // (D55, D56): medium stands half the window high, a custom detent its height plus the
      // bottom safe area.
      let largeTop = max(safe.top, 20) + 10
      var top = largeTop
      switch info.detent {
      case .large: break
      case .medium: top = max(largeTop, (window.height / 2).rounded())
      case .custom(let height): top = max(largeTop, window.height - height - safe.bottom)
      }
      return (Rect(x: 0, y: top, width: window.width, height: window.height - top), 0)
    case .padSheet:
      let width = info.effective == .formSheet ? min(540, window.width) : min(os.atLeast(13) ? 704 : 768, window.width)
      let height = info.effective == .formSheet ? min(620, window.height - 40) : window.height - max(safe.top, 20) - 10
      let y = info.effective == .formSheet ? (window.height - height) / 2 : max(safe.top, 20) + 10
      return (Rect(x: (window.width - width) / 2, y: y, width: width, height: height), 0)
    case .popover:
      let width = min(320, window.width)
      let height = min(480, window.height - 40)
      return (Rect(x: (window.width - width) / 2, y: (window.height - height) / 2, width: width, height: height), 0)
    }
  }

  /// R6.5/R10.1: the bar has no background; a navigation bar at the top extends under it,
  /// otherwise the controller's view shows through. D1: behind a card sheet it is black.
  static func colourBehindStatusBar(world: World, frames: [LayoutFrame], barHeight: Double, probeX: Double? = nil)
    -> (Color, String)
  {
    let probeY = max(barHeight, 20) / 2
    func spans(_ frame: LayoutFrame) -> Bool {
      guard let x = probeX else { return true }
      return frame.rect.x <= x && frame.rect.maxX > x
    }
    let covering = frames.filter { $0.kind != .window && $0.rect.y <= probeY && $0.rect.maxY > probeY && spans($0) }
    guard let top = covering.map(\.context).max() else { return (.black, "the window (black)") }
    let inTop = covering.filter { $0.context == top }
    if inTop.contains(where: \.scaledBack) { return (.black, "the black backdrop behind the card sheet") }
    // A visible navigation bar at the top of the context extends under the status bar (R10.1).
    if let bar = frames.last(where: { $0.context == top && $0.kind == .navigationBar && spans($0) }),
      let id = bar.controller, let vc = world.controllers[id]
    {
      let colour = bar.appearance.background
      if vc.behavior.ownKeys.contains(.navigationStack) {
        let scheme = bar.appearance.dark ? "dark" : "light"
        return colour == .darkBar || colour == .lightBar
          ? (colour, "\(vc.name)'s SwiftUI navigation bar (\(scheme) scheme)")
          : (colour, "\(vc.name)'s SwiftUI content (the navigation bar's background is hidden)")
      }
      if let tint = vc.barTintColor { return (tint, "\(vc.name)'s barTintColor \(tint)") }
      if vc.barStyle == .black { return (colour, "\(vc.name)'s navigation bar (barStyle .black)") }
      if colour == .darkBar { return (colour, "\(vc.name)'s navigation bar (barStyle .default, dark appearance)") }
      return (colour, "\(vc.name)'s navigation bar (barStyle .default)")
    }
    // Otherwise the deepest controller's view shows through (R10.4).
    for frame in inTop.reversed() where frame.kind == .view && frame.showsContent {
      guard let id = frame.controller, let vc = world.controllers[id] else { continue }
      if let sampled = contentUnderBar(vc, frame: frame, probeY: probeY) { return sampled }
      if let colour = vc.backgroundColor { return (colour, "\(vc.name)'s view (\(colour))") }
      if !vc.children.isEmpty { continue }
      return frame.appearance.dark
        ? (.black, "\(vc.name)'s view (systemBackground, dark)")
        : (.white, "\(vc.name)'s view (systemBackground, white)")
    }
    return (.black, "the window (black)")
  }
}

/// Walks the on-screen part of the tree, appending frames; each container lays out its own
/// bars and visible children (`ContainerBehavior.layout`).
struct FrameBuilder {
  let world: World
  let safe: Insets
  var frames: [LayoutFrame] = []
  var onScreen: [ControllerID] = []

  mutating func layoutTree(
    _ id: ControllerID, rect: Rect, topInset: Double, context: Int, shape: PresentationInfo.Shape?,
    scaledBack: Bool, inSheet: Bool
  ) {
    // An explicit stack: containment can nest deeply, layout must not recurse without bound.
    // Each item carries its rect and the inherited interface style, so traits cost O(1) a node.
    let env = world.environment
    let traitsApply = env.os.atLeast(13)
    let inherited = world.interfaceStyle(of: world.controllers[id]?.parent ?? id).0
    var work: [(id: ControllerID, rect: Rect, topInset: Double, parentStyle: InterfaceStyle)] = [
      (id, rect, topInset, inherited)
    ]
    var seen: Set<ControllerID> = []
    while let item = work.popLast() {
      let current = item.id
      guard let vc = world.controllers[current], !seen.contains(current) else { continue }
      seen.insert(current)
      onScreen.append(current)
      var style = item.parentStyle
      if let own = vc.overrideUserInterfaceStyle, own != .unspecified { style = own }
      let dark = traitsApply && style == .dark
      let behavior = vc.behavior
      let background = vc.backgroundColor ?? (dark ? .black : .white)
      var view = LayoutFrame(
        name: vc.name, kind: .view, rect: item.rect, controller: current, context: context, shape: shape,
        scaledBack: scaledBack, appearance: FrameAppearance(background: background, dark: dark))
      view.showsContent = behavior.showsOwnContent
      frames.append(view)
      let layout = behavior.layout(
        vc, in: item.rect,
        context: ContainerLayoutContext(environment: env, safeArea: safe, topInset: item.topInset, inSheet: inSheet, dark: dark),
        world: world)
      for bar in layout.bars {
        frames.append(
          LayoutFrame(
            name: vc.name + "." + bar.kind.rawValue, kind: bar.kind, rect: bar.rect, controller: current,
            context: context, shape: shape, scaledBack: scaledBack, appearance: bar.appearance))
      }
      for child in layout.children.reversed() {
        work.append((child.id, child.rect, child.topInset, style))
      }
    }
  }
}

extension World {
  /// The controllers whose views are in the window, in drawing order (for a world that has no
  /// snapshot yet; a snapshot's `layout.onScreen` is the same list).
  public func controllersOnScreen() -> [ControllerID] { LayoutEngine.layout(self).onScreen }
}
