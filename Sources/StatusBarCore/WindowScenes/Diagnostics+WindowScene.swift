/// Warnings about an iPad scene's window (R14.1 … R14.4, D82): the controls over the content,
/// a preference the screen's bar does not follow, UIRequiresFullScreen's canvas.
extension Diagnostics {
  static func windowSceneWarnings(_ world: World, layout: Layout) -> [String] {
    guard let scene = layout.windowScene, world.environment.phase == .running else { return [] }
    if world.noSceneOnScreen {
      return [
        "No scene of the app is on the screen (\(world.environment.windowing.presence.rawValue)): the Home Screen shows its own status bar, not this scene's answer (D85)."
      ]
    }
    var list: [String] = []
    if scene.compatibilityCanvas {
      if let controls = scene.controls, layout.safeAreaInsets.top < controls.maxY {
        list.append(
          "UIRequiresFullScreen on iPadOS 26: with the status bar hidden the top inset is 0 and the window controls at \(controls) cover the content (R14.4)."
        )
      }
      return list
    }
    guard scene.windowed else { return list }
    if let controls = scene.controls, scene.controlsStrip == 0 {
      // A UINavigationBar under the controls moves its leading items clear by itself (R14.3);
      // content of the app's own is covered.
      func covers(_ frame: LayoutFrame) -> Bool {
        frame.kind != .window && frame.rect.x <= controls.x && frame.rect.y <= controls.y
          && frame.rect.maxX >= controls.maxX && frame.rect.maxY >= controls.maxY
      }
      let bar = layout.frames.contains { $0.kind == .navigationBar && covers($0) }
      if !bar, let under = layout.frames.last(where: { $0.showsContent && covers($0) }) {
        let margins = scene.cornerAdaptedMargins
        list.append(
          "iPadOS 26 draws the window controls over \(under.name)'s top-leading content at \(controls): they are not in safeAreaInsets; keep content \(margins.left.pointString) pt in or \(margins.top.pointString) pt down (corner-adapted layout region, R14.3), or return .minimal from preferredWindowingControlStyle(for:) (R14.2)."
        )
      }
    }
    if world.shown.hidden {
      list.append("A windowed scene cannot hide the screen's status bar: its controllers answer hidden, the bar stays (D82).")
    }
    if !scene.frontmost {
      list.append("Another scene is frontmost: the screen's status bar follows it, not this scene's controllers (D82).")
    }
    return list
  }
}
