import StatusBarCore

/// The layout panel's lines for an iPad scene in a window or in UIRequiresFullScreen's canvas
/// (R14.1 … R14.5, D82 … D84): where the window is on the screen, its size classes, the window
/// controls and the corner-adapted margins that avoid them. Nothing at plain full screen.
extension LayoutPanel {
  struct SceneLine: Equatable {
    var name: String
    var value: String
  }

  static func windowSceneLines(_ scene: WindowSceneGeometry?) -> [SceneLine] {
    guard let scene, scene.windowed || scene.compatibilityCanvas else { return [] }
    var lines = [
      SceneLine(
        name: "scene window",
        value: scene.windowed
          ? "\(scene.frame) on the screen" : "full-screen canvas \(scene.frame) (UIRequiresFullScreen, R14.4)"),
      SceneLine(
        name: "size classes",
        value: "\(scene.horizontalSizeClass.rawValue) width, \(scene.verticalSizeClass.rawValue) height (R14.5)"),
    ]
    if let controls = scene.controls {
      let place = scene.controlsStrip > 0 ? "in a \(scene.controlsStrip.pointString) pt strip" : "over the content"
      lines.append(SceneLine(name: "window controls", value: "\(controls) \(scene.controlStyle.swiftName), \(place)"))
    }
    let margins = scene.cornerAdaptedMargins
    lines.append(
      SceneLine(name: "corner margins", value: "leading \(margins.left.pointString), top \(margins.top.pointString) (R14.3)"))
    lines.append(
      SceneLine(name: "screen's bar", value: scene.frontmost ? "follows this scene (frontmost, D82)" : "follows the frontmost scene (D82)"))
    return lines
  }

  /// One line for the compact form: "window 640×900 at 120,100 · compact · controls .minimal".
  static func windowSceneSummary(_ scene: WindowSceneGeometry?) -> StyledLine? {
    guard let scene, scene.windowed || scene.compatibilityCanvas else { return nil }
    let frame = scene.frame
    var parts = [
      scene.windowed
        ? "window \(frame.width.pointString)×\(frame.height.pointString) at \(frame.x.pointString),\(frame.y.pointString)"
        : "full-screen canvas",
      scene.horizontalSizeClass.rawValue,
    ]
    if scene.controls != nil { parts.append("controls \(scene.controlStyle.swiftName)") }
    var line = StyledLine(parts.joined(separator: " · "), .plain)
    line.cuts = true
    return line
  }
}
