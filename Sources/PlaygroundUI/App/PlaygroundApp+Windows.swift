import StatusBarCore

extension PlaygroundApp {
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
