import StatusBarCore

/// `windows:` as the reader takes it: in the order they were shown, the main window listed only
/// when it was not shown first or has another level.
extension SceneWriter {
  static func writeWindows(_ world: World, notes: [String: [String]] = [:], into out: inout String) {
    guard !world.windows.isEmpty || world.mainWindow.level != .normal else { return }
    let (nodes, mainPosition) = world.windowNodes()
    let sorted = world.windows.sorted { $0.order < $1.order }
    let writeMain = mainPosition != nil || world.mainWindow.level != .normal
    let mainAt = mainPosition ?? 0
    out += "windows:\n"
    for position in 0...nodes.count {
      if writeMain, position == mainAt {
        out += "  - name: " + YAMLText.scalar(world.mainWindow.name) + "\n"
        if world.mainWindow.level != .normal { out += "    windowLevel: " + levelText(world.mainWindow.level) + "\n" }
      }
      guard position < sorted.count else { continue }
      let window = sorted[position]
      out += "  - name: " + YAMLText.scalar(window.name) + "\n"
      if window.level != .normal { out += "    windowLevel: " + levelText(window.level) + "\n" }
      if window.isHidden { out += "    isHidden: true\n" }
      if world.keyWindow == window.name { out += "    key: true\n" }
      if let height = window.height { out += "    height: " + YAMLText.number(height) + "\n" }
      if !window.canAffectStatusBarAppearance { out += "    canAffectStatusBarAppearance: false\n" }
      if let target = window.forwardsTo, world.window(named: target) != nil, window.root != nil {
        out += "    forwardsTo: " + YAMLText.scalar(target) + "\n"
      }
      if let root = window.root, world.controllers[root] != nil {
        out += "    root:\n"
        writeTree(root, in: world, indent: 6, prefix: "", notes: notes, into: &out)
      }
    }
  }

  static func levelText(_ level: WindowLevel) -> String {
    WindowLevel.names.contains(level.description) ? level.description : YAMLText.number(level.rawValue)
  }
}
