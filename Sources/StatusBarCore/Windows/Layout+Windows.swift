/// Frames of the extra windows (R12): each visible window with its root's subtree, in stacking
/// order. Windows below the main one are drawn before its frames, the others after.
extension LayoutFrame {
  /// Contexts of windows in front of the main window start here (presentations count from 0).
  public static let windowContextBase = 1_000_000
}

extension LayoutEngine {
  static func addWindowFrames(_ world: World, into builder: inout FrameBuilder, screen: Rect, safe: Insets) {
    let stack = world.windowStack
    guard let mainPosition = stack.firstIndex(of: .main) else { return }
    var below = FrameBuilder(world: world, safe: safe)
    // Back to front, so that later frames are drawn over earlier ones.
    for (position, ref) in stack.enumerated().reversed() {
      guard case .extra(let index) = ref else { continue }
      let window = world.windows[index]
      guard !window.isHidden else { continue }
      let inFront = position < mainPosition
      let context = inFront ? LayoutFrame.windowContextBase + (stack.count - position) : -2 - (stack.count - position)
      let rect = Rect(x: 0, y: 0, width: screen.width, height: min(window.height ?? screen.height, screen.height))
      var frame = LayoutFrame(
        name: window.name + ".window", kind: .window, rect: rect, controller: nil, context: context, shape: nil,
        scaledBack: false, appearance: FrameAppearance(background: .black, dark: false))
      frame.windowName = window.name
      var part = FrameBuilder(world: world, safe: safe)
      part.frames.append(frame)
      if let root = window.root {
        part.layoutTree(root, rect: rect, topInset: safe.top, context: context, shape: nil, scaledBack: false, inSheet: false)
      }
      for i in part.frames.indices { part.frames[i].windowName = window.name }
      // A view whose backgroundColor is clear draws nothing: the windows below show through
      // (a transparent HUD over the app), and the bar is seen over them.
      part.frames.removeAll { $0.kind == .view && $0.controller.flatMap { world.controllers[$0]?.backgroundColor?.spelling } == "clear" }
      if inFront {
        builder.frames += part.frames
        builder.onScreen += part.onScreen
      } else {
        below.frames += part.frames
        below.onScreen += part.onScreen
      }
    }
    builder.frames.insert(contentsOf: below.frames, at: min(1, builder.frames.count))
    builder.onScreen.insert(contentsOf: below.onScreen, at: 0)
  }
}
