/// The why panel when a window other than the main one decides (R12): the classic toast/HUD
/// hijack, and the fixes real apps use.
extension Explanation {
  static func explainWindows(_ snapshot: Snapshot, _ sentences: inout [String], _ fixes: inout [Fix]) {
    let world = snapshot.world
    guard !world.windows.isEmpty else { return }
    let choice = world.statusBarWindow
    let skippedNote = choice.skipped.compactMap { item -> String? in
      switch item.reason {
      case .hidden: "\(world.name(of: item.window)) is hidden"
      case .cannotAffect: "\(world.name(of: item.window))'s _canAffectStatusBarAppearance returns NO"
      case .below: nil
      }
    }
    guard case .extra(let index) = choice.decider else {
      if !skippedNote.isEmpty {
        sentences.append(
          "\(world.mainWindow.name) is the topmost window that can affect the status bar (\(skippedNote.joined(separator: "; "))), so its controllers decide.")
      }
      return
    }
    let overlay = world.windows[index]
    let name = overlay.name
    if let target = overlay.forwardsTo, overlay.root != nil {
      sentences.append(
        "Window \(name) is in front and decides, but its root \(world.name(of: overlay.root)) answers with window \(target)'s answer, so \(target)'s controllers decide in effect."
      )
      fixes.append(Fix("\(world.name(of: overlay.root)) answers for itself again", ["window \(quoted(name)) forwardsTo=nil"]))
      return
    }
    let rootName = overlay.root.map { world.name(of: $0) }
    let asked = rootName.map { "its root \($0) is asked" } ?? "it has no root view controller"
    sentences.append(
      "Window \(name) (level \(overlay.level.spoken)) is the topmost visible window, so it decides the status bar — not the key window, not \(world.mainWindow.name): \(asked), and \(world.mainWindow.name)'s preferences are never read. Toasts, HUDs and debug overlays take the bar over this way."
    )
    // What the app would show without the overlay.
    var probe = world
    probe.windows[index].isHidden = true
    let app = Resolver.evaluate(probe)
    fixes.append(Fix("hide \(name) when it is done (isHidden = true)", ["window \(quoted(name)) hidden=true"]))
    if let rootName {
      fixes.append(
        Fix(
          "\(rootName) answers like the app: forward to \(world.mainWindow.name) (JDStatusBarNotification's way)",
          ["window \(quoted(name)) forwardsTo=\(quoted(world.mainWindow.name))"]))
      fixes.append(
        Fix(
          "\(rootName).preferredStatusBarStyle = \(app.style.swiftName), prefersStatusBarHidden = \(app.hidden)",
          [
            "set \(quoted(rootName + ".preferredStatusBarStyle=" + app.style.rawValue))",
            "set \(quoted(rootName + ".prefersStatusBarHidden=" + String(app.hidden)))", "update",
          ]))
    }
    fixes.append(Fix("\(name)'s _canAffectStatusBarAppearance returns NO (private API)", ["window \(quoted(name)) canAffectStatusBarAppearance=false"]))
    let lower = WindowLevel(world.mainWindow.level.rawValue - 1)
    fixes.append(Fix("lower \(name) below \(world.mainWindow.name) (level \(lower)): it is then covered", ["window \(quoted(name)) level=\(lower)"]))
  }
}
