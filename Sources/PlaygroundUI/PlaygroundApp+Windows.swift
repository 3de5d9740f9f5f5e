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
