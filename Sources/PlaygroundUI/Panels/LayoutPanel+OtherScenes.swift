import StatusBarCore

/// The layout panel's line for each of the app's other window scenes (R14.6): its window on the
/// screen, its safe area's top and whether the status bar is in it; or that it is minimised
/// (R14.7). The selected scene, off the screen, gets a line too (D85). A one-scene app on the
/// screen gets none and lays nothing out: the panel stays as fast as before.
extension LayoutPanel {
  static func otherSceneLines(_ world: World) -> [SceneLine] {
    guard !world.otherScenes.isEmpty || !world.environment.windowing.isOnScreen else { return [] }
    guard !world.device.isPhone, world.os >= WindowSceneGeometry.firstWindowedOS else { return [] }
    var lines: [SceneLine] = []
    if world.noSceneOnScreen {
      lines.append(
        SceneLine(
          name: "this scene", value: "\(world.environment.windowing.presence.rawValue), not on the screen: the Home Screen shows (R14.7, D85)"))
    }
    for index in world.otherScenes.indices {
      let scene = world.otherScenes[index]
      let name = "scene " + scene.name
      guard scene.windowing.isOnScreen else {
        lines.append(SceneLine(name: name, value: "minimised, not on the screen (R14.7)"))
        continue
      }
      let layout = world.otherScene(at: index).layout
      let place = layout.windowedScene.map { "window \($0.frame)" } ?? "full screen"
      let bar =
        layout.windowedScene != nil
        ? "no bar in the window" : layout.statusBarFrame.isEmpty ? "status bar hidden" : "status bar \(rows(layout.statusBarFrame))"
      let front = world.frontmostSceneIndex == index + 1 ? ", frontmost" : ""
      lines.append(SceneLine(name: name, value: "\(place) · safe top \(layout.safeAreaInsets.top.pointString) · \(bar)\(front)"))
    }
    return lines
  }

  /// The compact form's one line, from the full lines: "scene Notes window (…) · scene Mail
  /// minimised…", cut at the box's edge.
  static func otherScenesSummary(_ lines: [SceneLine]) -> StyledLine? {
    guard !lines.isEmpty else { return nil }
    var line = StyledLine(lines.map { "\($0.name): \($0.value)" }.joined(separator: "; "), .dim)
    line.cuts = true
    return line
  }
}
