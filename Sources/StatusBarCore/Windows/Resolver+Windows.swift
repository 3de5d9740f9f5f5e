/// R12: the resolver's first question when the app has more than one window: which window's
/// controllers decide. With the main window alone nothing is noted and nothing changes.
extension Resolver {
  /// The effective controller when a window other than the main one decides (`.some`), or nil
  /// to continue with the main window's chain.
  mutating func effectiveControllerInOtherWindow(lane: Lane) -> ControllerID?? {
    var window = controllingWindow()
    var visited: Set<WindowRef> = []
    while case .extra(let index) = window {
      visited.insert(window)
      let overlay = world.windows[index]
      guard let root = overlay.root, let vc = world.controllers[root] else {
        note("window \(overlay.name) has no rootViewController, yet it is not skipped", .d41)
        return .some(nil)
      }
      note("\(overlay.name).rootViewController → \(vc.name)", .r1_1)
      if let target = overlay.forwardsTo, let next = world.window(named: target), !visited.contains(next) {
        guard !world.isHidden(next) else {
          note("\(vc.name) would return window \(target)'s answer, but \(target) is hidden: \(vc.name) answers itself", .d42)
          return .some(descend(from: root, lane: lane))
        }
        let query = lane == .style ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
        note("\(query) → \(vc.name) returns window \(target)'s answer (app code forwarding across windows) ⇒ \(target)'s controllers decide", .d42)
        window = next
        continue
      }
      return .some(descend(from: root, lane: lane))
    }
    return nil
  }

  /// Notes the window stack and which window decides (R12.1–R12.3); returns that window.
  mutating func controllingWindow() -> WindowRef {
    guard !world.windows.isEmpty else { return .main }
    let choice = world.statusBarWindow
    note("windows front to back: \(world.windowStack.map(world.describe).joined(separator: ", "))", .r12_1)
    let decider = choice.decider
    for window in world.windowStack {
      if let reason = choice.skipped.first(where: { $0.window == window })?.reason {
        note("window \(world.name(of: window)): \(reason.text)", reason.rule)
        continue
      }
      var line = "window \(world.name(of: window)) is the topmost visible window that can affect the status bar ⇒ it decides"
      var rule = Rule.r12_1
      if !world.isKey(window) {
        line += ", although \(world.keyWindow ?? world.mainWindow.name) is the key window"
        rule = .r12_2
      }
      note(line, rule)
    }
    return decider
  }
}
