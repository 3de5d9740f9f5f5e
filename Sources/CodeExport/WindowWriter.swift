import StatusBarCore

/// The app's other windows (R12) in Swift: a `UIWindow` subclass for a window that returns NO
/// from `_canAffectStatusBarAppearance`, a registry of windows by name (a forwarding root reads
/// the app's window from it), and `makeOverlayWindows`, which creates each window with its level,
/// frame, root and visibility, in the order they were shown.
struct WindowWriter {
  let plan: ExportPlan
  let setup: SetupWriter

  var world: World { plan.world }
  /// `UIWindow(windowScene:)` exists from iOS 13.
  var scenes: Bool { plan.os.atLeast(13) }

  static func windowClassName(_ window: AppWindow) -> String { ExportNames.typeBase(window.name) + "Window" }

  /// Every scene's overlay windows: the selected scene's, then the other scenes' (R14.6).
  var allWindows: [AppWindow] { world.windows + OtherSceneWriter.exportedScenes(world).flatMap(\.windows) }

  func lines() -> [String] {
    guard !allWindows.isEmpty else { return [] }
    var result = ["", "// MARK: - Windows", ""]
    result += [
      "/// The app's windows by name. `makeOverlayWindows` fills it; register the main window too:",
      "/// `AppWindows.byName[\(SwiftText.stringLiteral(world.mainWindow.name))] = window`.",
      "@MainActor",
      "enum AppWindows {",
      "  static var byName: [String: UIWindow] = [:]",
      "}",
    ]
    var declared: Set<String> = []
    for window in allWindows where !window.canAffectStatusBarAppearance && declared.insert(Self.windowClassName(window)).inserted {
      result += [
        "",
        "/// \(SwiftText.comment(window.name)) returns NO from the private `_canAffectStatusBarAppearance`, so UIKit",
        "/// skips it when it picks the window that decides the status bar (sbplay R12.3).",
        "/// Private API: App Review may reject it.",
        "final class \(Self.windowClassName(window)): UIWindow {",
        "  @objc func _canAffectStatusBarAppearance() -> Bool { false }",
        "}",
      ]
    }
    guard !world.windows.isEmpty else { return result }
    let ordered = world.windows.sorted { $0.order < $1.order }
    let mainAfter = ordered.filter { $0.order < world.mainWindow.order }.map(\.name)
    result += [
      "",
      "/// The app's other windows, in the order they were shown (within a level, the last shown is in",
      "/// front). Call it once the main window is visible, and keep the windows: a released window",
      "/// leaves the screen.",
    ]
    if !mainAfter.isEmpty {
      result.append(
        "/// sbplay: the main window was made key and visible after \(SwiftText.comment(mainAfter.joined(separator: ", "))): call `window.makeKeyAndVisible()` after this."
      )
    }
    if world.mainWindow.level != .normal {
      result.append("/// sbplay: the main window's level is \(world.mainWindow.level.swiftName): set `window.windowLevel` too.")
    }
    result += [
      "@MainActor",
      scenes ? "func makeOverlayWindows(in scene: UIWindowScene) -> [UIWindow] {" : "func makeOverlayWindows() -> [UIWindow] {",
      "  var windows: [UIWindow] = []",
    ]
    result += creationLines(ordered, keyWindow: world.keyWindow, scenes: scenes)
    result += ["  return windows", "}"]
    return result
  }

  /// Creates each window (in the order given) into `windows`, two spaces in; `scenes`: with
  /// `UIWindow(windowScene: scene)`.
  func creationLines(_ ordered: [AppWindow], keyWindow: String?, scenes: Bool) -> [String] {
    var result: [String] = []
    for (number, window) in ordered.enumerated() {
      let name = "overlayWindow\(number + 1)"
      let type = window.canAffectStatusBarAppearance ? "UIWindow" : Self.windowClassName(window)
      result.append("  // \(SwiftText.comment(window.name))")
      result.append(scenes ? "  let \(name) = \(type)(windowScene: scene)" : "  let \(name) = \(type)(frame: UIScreen.main.bounds)")
      if let height = window.height {
        let width = scenes ? "scene.coordinateSpace.bounds.width" : "UIScreen.main.bounds.width"
        result.append("  \(name).frame = CGRect(x: 0, y: 0, width: \(width), height: \(height.pointString))")
      }
      result.append("  \(name).windowLevel = \(window.level.swiftName)")
      if let root = window.root, plan.controller(root) != nil {
        result += setup.buildLines(for: root)
        result.append("  \(name).rootViewController = \(plan.variableName(root))")
      } else {
        result.append("  // sbplay: no rootViewController; UIKit still lets this window decide the status bar (D41)")
      }
      result.append(window.isHidden ? "  // isHidden stays true: the window is created hidden" : "  \(name).isHidden = false")
      if keyWindow == window.name { result.append("  \(name).makeKey()") }
      result.append("  AppWindows.byName[\(SwiftText.stringLiteral(window.name))] = \(name)")
      result.append("  windows.append(\(name))")
    }
    return result
  }
}

extension ClassWriter {
  /// The window whose answer this controller forwards to, when it is the root of a window that
  /// forwards (D42).
  func forwardingTarget(_ vc: Controller) -> String? {
    guard let id = plan.world.id(named: vc.name) else { return nil }
    let windows = plan.world.windows + OtherSceneWriter.exportedScenes(plan.world).flatMap(\.windows)
    return windows.first { $0.root == id && $0.forwardsTo != nil }?.forwardsTo
  }

  /// A root that answers like another window (JDStatusBarNotification's way): it asks that
  /// window's top view controller. Replaces its own style and visibility getters.
  func forwardingLines(to target: String) -> [String] {
    [
      "  /// Answers like window \(SwiftText.comment(target)) (sbplay D42): asks that window's top view controller.",
      "  private var appController: UIViewController? {",
      "    var top = AppWindows.byName[\(SwiftText.stringLiteral(target))]?.rootViewController",
      "    while let presented = top?.presentedViewController { top = presented }",
      "    return top",
      "  }",
      "  override var preferredStatusBarStyle: UIStatusBarStyle { appController?.preferredStatusBarStyle ?? .default }",
      "  override var prefersStatusBarHidden: Bool { appController?.prefersStatusBarHidden ?? false }",
    ]
  }
}

extension SwiftOverrideReader {
  /// What `WindowWriter` writes into a class: a window that cannot affect the status bar
  /// (`canAffectStatusBarAppearance: false`), a root that forwards (`forwardsTo: WINDOW`). The
  /// forwarding getters themselves are part of the latter and read as nothing (empty key).
  static func readWindowLine(_ code: String) -> (key: String, value: String)? {
    if code == "@objc func _canAffectStatusBarAppearance() -> Bool { false }" {
      return ("canAffectStatusBarAppearance", "false")
    }
    let registry = "var top = AppWindows.byName["
    if code.hasPrefix(registry), let literal = SwiftText.parseStringLiteral(code.dropFirst(registry.count)) {
      return ("forwardsTo", literal.value)
    }
    if code.hasPrefix("override var "), code.contains("{ appController?.") { return ("", "") }
    return nil
  }
}
