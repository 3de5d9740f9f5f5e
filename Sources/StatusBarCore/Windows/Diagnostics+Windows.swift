/// Warnings about windows (R12): an overlay window that takes the status bar over, and why a
/// controller in a window below is never asked.
extension Diagnostics {
  static func windowWarnings(_ world: World) -> [String] {
    guard !world.windows.isEmpty, world.environment.phase == .running,
      world.launchedInfoPlist.viewControllerBasedStatusBarAppearance
    else { return [] }
    var list: [String] = []
    let choice = world.statusBarWindow
    if case .extra(let index) = choice.decider {
      let overlay = world.windows[index]
      if overlay.root == nil {
        list.append("Window \(overlay.name) has no rootViewController, yet it is the topmost visible window: it decides the status bar (D41).")
      } else if overlay.forwardsTo == nil {
        list.append(
          "Window \(world.describe(choice.decider)) is in front of \(world.mainWindow.name) and takes the status bar over: its root \(world.name(of: overlay.root)) is asked, not \(world.mainWindow.name)'s controllers (R12.1)."
        )
      }
    }
    return list
  }

  /// What ``windowReason(_:_:decider:facts:)`` needs of the windows, found once for all the
  /// controllers a list of warnings names (each lookup is then constant time).
  struct WindowFacts {
    let index: WindowIndex
    let choice: WindowChoice
    init(_ world: World) {
      index = WindowIndex(world)
      choice = world.statusBarWindow
    }
  }

  /// Why a controller in a window that does not decide is never asked; nil when its window decides.
  static func windowReason(_ world: World, _ id: ControllerID, decider: ControllerID?, facts: WindowFacts? = nil) -> String? {
    guard !world.windows.isEmpty, let decider else { return nil }
    let facts = facts ?? WindowFacts(world)
    guard let mine = world.window(containing: id, in: facts.index),
      let deciding = world.window(containing: decider, in: facts.index), mine != deciding
    else { return nil }
    let choice = facts.choice
    if case .extra = choice.decider, choice.decider != mine {
      let name = world.name(of: choice.decider)
      return
        " (window \(name) is in front of window \(world.name(of: mine)) and decides: hide \(name), make its root forward to \(world.name(of: mine)), or return NO from its _canAffectStatusBarAppearance)"
    }
    return " (window \(world.name(of: deciding)) decides)"
  }
}
