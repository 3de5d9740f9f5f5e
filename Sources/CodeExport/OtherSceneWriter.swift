import StatusBarCore

/// The app's other window scenes in Swift (R14.6), each written as the selected scene is: its
/// window's root (`makeRootViewController(forScene:)`), its modal chain
/// (`presentModals(forScene:from:)`) and its overlay windows (`makeOverlayWindows(forScene:in:)`),
/// one `case` per scene name, for that scene's delegate to call. A minimised scene is written
/// too (it keeps its windows, R14.7). Nothing on an iPhone or before iPadOS 16, where the app
/// shows one scene (the scene file leaves them out there too).
struct OtherSceneWriter {
  let setup: SetupWriter

  var plan: ExportPlan { setup.plan }

  /// The other scenes an export writes, each as a world with it selected (controller ids are
  /// app-wide, so the plan's names hold).
  static func exportedScenes(_ world: World) -> [World] {
    guard !world.device.isPhone, world.os >= WindowSceneGeometry.firstWindowedOS else { return [] }
    return world.otherScenes.indices.map { world.selecting(sceneAt: $0) }
  }

  var scenes: [World] { Self.exportedScenes(plan.world) }

  func rootLines() -> [String] {
    let scenes = scenes.filter { $0.root != nil }
    guard !scenes.isEmpty else { return [] }
    var result = [
      "",
      "/// The window root of each other window scene of the app, for its scene delegate (each scene decides its own status bar).",
      "func makeRootViewController(forScene scene: String) -> UIViewController? {",
      "  switch scene {",
    ]
    for scene in scenes {
      guard let root = scene.root else { continue }
      result.append("  case \(SwiftText.stringLiteral(scene.sceneName)):")
      result += setup.buildLines(for: root).map { "  " + $0 }
      result.append("    return \(plan.variableName(root))")
    }
    result += ["  default: return nil", "  }", "}"]
    return result
  }

  /// Each other scene's modal chain, presented from that scene's root.
  func presentationLines() -> [String] {
    let scenes = scenes.filter { !$0.presented.isEmpty }
    guard !scenes.isEmpty else { return [] }
    var result = [
      "",
      "/// Presents another window scene's modal chain from that scene's root, once the root is in the scene's window.",
      "func presentModals(forScene scene: String, from root: UIViewController) {",
      "  switch scene {",
    ]
    for scene in scenes {
      result.append("  case \(SwiftText.stringLiteral(scene.sceneName)):")
      result += setup.chainLines(scene.presented).map { "  " + $0 }
    }
    result += ["  default: break", "  }", "}"]
    return result
  }

  /// Each other scene's overlay windows, created in that scene (UIWindow(windowScene:)).
  func windowLines() -> [String] {
    let scenes = scenes.filter { !$0.windows.isEmpty }
    guard !scenes.isEmpty else { return [] }
    let writer = WindowWriter(plan: plan, setup: setup)
    var result = [
      "",
      "/// Another window scene's overlay windows, in the order they were shown; keep them, as for the selected scene's.",
      "@MainActor",
      "func makeOverlayWindows(forScene sceneName: String, in scene: UIWindowScene) -> [UIWindow] {",
      "  var windows: [UIWindow] = []",
      "  switch sceneName {",
    ]
    for scene in scenes {
      result.append("  case \(SwiftText.stringLiteral(scene.sceneName)):")
      if scene.mainWindow.level != .normal {
        result.append("    // sbplay: this scene's main window's level is \(scene.mainWindow.level.swiftName): set its `windowLevel` too.")
      }
      let ordered = scene.windows.sorted { $0.order < $1.order }
      result += writer.creationLines(ordered, keyWindow: scene.keyWindow, scenes: true).map { "  " + $0 }
    }
    result += ["  default: break", "  }", "  return windows", "}"]
    return result
  }
}
