import StatusBarCore

/// The status bar as the device draws it this frame: its frame and colours from the layout in
/// which it is visible, and how far a hide/show animation has got.
struct StatusBarPaint: Hashable, Sendable {
  var frame: Rect
  /// What shows through the transparent bar (R6.5, R10.1).
  var behind: Color
  var behindSource: String
  var foreground: Foreground
  var doubleHeight: Bool
  var inBarCall: Bool
  /// 1 when fully shown, 0 when fully hidden.
  var shown: Double
  var animation: UpdateAnimation
  /// Parts of the bar in their own colours (an expanded column-style split).
  var parts: [StatusBarPart]

  init(
    layout: Layout, foreground: Foreground, shown: Double = 1, animation: UpdateAnimation = .none
  ) {
    frame = layout.statusBarFrame
    behind = layout.behindStatusBar
    behindSource = layout.behindStatusBarSource
    self.foreground = foreground
    doubleHeight = layout.doubleHeight
    inBarCall = layout.inBarCallIndicator
    self.shown = shown
    self.animation = animation
    parts = layout.statusBarParts
  }

  /// The bar for a snapshot and an animation in progress; nil when it is hidden and still.
  static func make(snapshot: Snapshot, animation: StatusBarAnimation?) -> StatusBarPaint? {
    if snapshot.world.noSceneOnScreen { return homeScreen(snapshot) }
    if let scene = snapshot.layout.windowedScene { return windowed(snapshot, scene: scene) }
    if let animation {
      let p = animation.progress
      if animation.toHidden {
        return StatusBarPaint(
          layout: animation.from, foreground: animation.fromForeground, shown: 1 - p,
          animation: animation.kind)
      }
      return StatusBarPaint(
        layout: snapshot.layout, foreground: snapshot.shown.foreground, shown: p,
        animation: animation.kind)
    }
    guard !snapshot.shown.hidden, !snapshot.layout.statusBarFrame.isEmpty else { return nil }
    return StatusBarPaint(layout: snapshot.layout, foreground: snapshot.shown.foreground)
  }
}
