import StatusBarCore

extension PlaygroundApp {
  /// The `N` key (R14.6, D82): with several window scenes, select the next by name and bring it
  /// to the front (a minimised one comes back, R14.7); with one, bring it back when minimised
  /// or closed, else put it in a centred window or back to full screen (R14.1). On an iPhone or
  /// before iPadOS 16 the core refuses with its reason.
  func nextSceneActions(_ world: World) -> [Action] {
    if !world.environment.windowing.isOnScreen, world.otherScenes.isEmpty { return [.scene(.select(world.sceneName))] }
    if !world.otherScenes.isEmpty {
      let names = world.sceneNames.sorted()
      let next = names.first { $0 > world.sceneName } ?? names[0]
      return [.scene(.select(next)), .scene(.frontmost(true))]
    }
    if world.environment.windowing.isWindowed { return [.scene(.fullScreen)] }
    let size = world.device.interfaceSize(world.environment.orientation)
    let width = max(SceneWindowing.minimumSize.width, (size.width * 2 / 3).rounded())
    let height = max(SceneWindowing.minimumSize.height, (size.height * 3 / 4).rounded())
    return [.scene(.window(Rect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: width, height: height)))]
  }

  /// The `T` key: add a toast window at alert level over the app, or hide / show again the
  /// window shown last (R12; the core decides what that does to the bar).
  func overlayToggleAction(_ world: World) -> Action {
    guard let last = world.windows.max(by: { $0.order < $1.order }) else {
      var name = "Toast"
      var n = 1
      while world.window(named: name) != nil {
        n += 1
        name = "Toast\(n)"
      }
      var root = "ToastVC"
      var m = 1
      while world.id(named: root) != nil {
        m += 1
        root = "ToastVC\(m)"
      }
      return .window(.add(name, root: root, [.level(.alert), .height(100)]))
    }
    return .window(.set(last.name, [.hidden(!last.isHidden)]))
  }
}

extension CommandPrompt {
  /// What `tab` offers after `window`: sub-commands and window names, then the keys.
  static func windowCompletions(_ words: [String], world: World) -> [String] {
    let names = [world.mainWindow.name] + world.windows.map(\.name)
    if words.count == 2 { return ["add", "remove", "key"] + names }
    if words[1] == "remove" || words[1] == "key" { return words.count == 3 ? names : [] }
    let keys = WindowProperty.keys.map { $0 + "=" }
    return words[1] == "add" ? ["root="] + keys : keys
  }
}
