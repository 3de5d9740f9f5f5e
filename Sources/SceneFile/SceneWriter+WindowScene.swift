import StatusBarCore

/// `windowScene:` as the reader takes it; nothing for a full-screen, frontmost, automatic scene.
extension SceneWriter {
  /// Only what the reader takes back for this device and iOS: nothing on an iPhone (after a
  /// `device` action), full screen before iPadOS 16, the frame kept on the screen after a rotation.
  /// `alwaysName`: one of `otherScenes:`, whose name the reader requires.
  static func writeWindowScene(_ environment: Environment, name: String = "main", alwaysName: Bool = false, into out: inout String) {
    let windowing = environment.windowing
    let writeName = alwaysName || name != "main"
    guard windowing != SceneWindowing() || writeName, !environment.device.isPhone else { return }
    out += "windowScene:\n"
    if writeName { out += "  name: " + YAMLText.scalar(name) + "\n" }
    if windowing.isWindowed, let frame = windowing.frame, environment.os >= WindowSceneGeometry.firstWindowedOS {
      let size = environment.device.interfaceSize(environment.orientation)
      let fitted = WindowSceneGeometry.fitted(frame, on: Rect(x: 0, y: 0, width: size.width, height: size.height))
      let numbers = [fitted.x, fitted.y, fitted.width, fitted.height].map(YAMLText.number).joined(separator: ", ")
      out += "  mode: windowed\n  frame: [\(numbers)]\n"
    } else {
      out += "  mode: fullScreen\n"
    }
    if windowing.controlStyle != .automatic { out += "  controlStyle: " + windowing.controlStyle.rawValue + "\n" }
    if !windowing.frontmost, windowing.isOnScreen { out += "  frontmost: false\n" }
    if !windowing.isOnScreen, environment.os >= WindowSceneGeometry.firstWindowedOS { out += "  presence: " + windowing.presence.rawValue + "\n" }
  }
}

extension SceneWriter {
  /// `otherScenes:` (R14.6): each other scene's `windowScene:`, `root:`, `presented:` and
  /// `windows:`, written as the top level writes the selected scene's, two spaces in.
  static func writeOtherScenes(_ world: World, notes: [String: [String]], into out: inout String) {
    guard !world.otherScenes.isEmpty else { return }
    guard !world.device.isPhone, world.os >= WindowSceneGeometry.firstWindowedOS else {
      // The reader refuses them here: say what is left out rather than lose it silently.
      let names = world.otherScenes.map(\.name).joined(separator: ", ")
      out +=
        comment(
          "otherScenes (\(names)) are left out: \(world.device.name) on \(world.os.spoken) shows one scene; open it on an iPad with iPadOS 16 or later to keep them"
        ) + "\n"
      return
    }
    out += "otherScenes:\n"
    for index in world.otherScenes.indices {
      let scene = world.selecting(sceneAt: index)
      var text = ""
      writeWindowScene(scene.environment, name: scene.sceneName, alwaysName: true, into: &text)
      if let root = scene.root {
        text += "root:\n"
        writeTree(root, in: scene, indent: 2, prefix: "", notes: notes, into: &text)
      }
      if !scene.presented.isEmpty {
        text += "presented:\n"
        for id in scene.presented { writeTree(id, in: scene, indent: 2, prefix: "- ", notes: notes, into: &text) }
      }
      writeWindows(scene, notes: notes, into: &text)
      var first = true
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
        out += (first ? "  - " : "    ") + line + "\n"
        first = false
      }
    }
  }
}
