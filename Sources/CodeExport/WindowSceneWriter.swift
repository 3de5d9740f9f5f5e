import StatusBarCore

/// The window scene part of an export (R14.1, R14.2): the scene delegate method that picks the
/// windowing control style, and where the scene's window is (set by the user, not by code).
struct WindowSceneWriter {
  let world: World
  /// The scene delegate's first line (`SwiftOverrideReader` skips the class it opens).
  static let delegateHeader = "final class WindowingSceneDelegate: UIResponder, UIWindowSceneDelegate {"

  func lines() -> [String] {
    let windowing = world.environment.windowing
    guard !world.device.isPhone, windowing != SceneWindowing() else { return [] }
    var result = ["// MARK: - Window scene (iPad)", ""]
    if windowing.isWindowed, let frame = windowing.frame {
      result.append(
        "// sbplay: the scene runs in a window at \(frame) on the \(SwiftText.comment(world.device.name)) screen; the user moves and sizes windows, an app cannot (R14.1)."
      )
      if !windowing.frontmost { result.append("// sbplay: another scene is frontmost: the screen's status bar follows it (D82).") }
    }
    if windowing.controlStyle != .automatic {
      if !world.os.atLeast(26) {
        result.append("// sbplay: preferredWindowingControlStyle(for:) is iOS 26 API; \(world.os.spoken) draws no window controls (R14.2).")
      }
      result += [
        "/// Point the scene configuration's delegate class (UIApplicationSceneManifest) at it, or add the method to yours.",
        Self.delegateHeader,
        "  var window: UIWindow?",
        "",
        "  @available(iOS 26.0, *)",
        "  func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle {",
        "    \(windowing.controlStyle.swiftName)",
        "  }",
        "}",
      ]
    }
    return result + [""]
  }
}
