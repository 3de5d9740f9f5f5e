/// Which window decides the status bar (R12): the world's windows ordered front to back, and
/// the first that is visible and can affect the status bar.
extension World {
  /// The name of a window.
  public func name(of window: WindowRef) -> String {
    switch window {
    case .main: mainWindow.name
    case .extra(let index): windows.indices.contains(index) ? windows[index].name : "?"
    }
  }

  public func level(of window: WindowRef) -> WindowLevel {
    switch window {
    case .main: mainWindow.level
    case .extra(let index): windows[index].level
    }
  }

  /// `rootViewController` of a window.
  public func root(of window: WindowRef) -> ControllerID? {
    switch window {
    case .main: root
    case .extra(let index): windows[index].root
    }
  }

  public func isHidden(_ window: WindowRef) -> Bool {
    if case .extra(let index) = window { return windows[index].isHidden }
    return false
  }

  /// The window a name names (`Main` or an extra window).
  public func window(named name: String) -> WindowRef? {
    if name == mainWindow.name { return .main }
    return windows.firstIndex { $0.name == name }.map { .extra($0) }
  }

  /// Whether a window is the key window.
  public func isKey(_ window: WindowRef) -> Bool {
    (keyWindow ?? mainWindow.name) == name(of: window)
  }

  /// Every window, front to back: by level (R12.1), then the one shown last first (D40).
  public var windowStack: [WindowRef] {
    var all: [(WindowRef, WindowLevel, Int)] = [(.main, mainWindow.level, mainWindow.order)]
    for (index, window) in windows.enumerated() { all.append((.extra(index), window.level, window.order)) }
    return all.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 > $1.2 }.map(\.0)
  }

  /// The window whose controllers decide, and why each other one does not (R12.1, R12.3).
  /// The main window is never hidden (D43), so some window always decides.
  public var statusBarWindow: WindowChoice {
    var decider: WindowRef?
    var skipped: [(window: WindowRef, reason: WindowSkip)] = []
    for window in windowStack {
      if isHidden(window) {
        skipped.append((window, .hidden))
      } else if let decider {
        skipped.append((window, .below(name(of: decider))))
      } else if case .extra(let index) = window, !windows[index].canAffectStatusBarAppearance {
        skipped.append((window, .cannotAffect))
      } else {
        decider = window
      }
    }
    return WindowChoice(decider: decider ?? .main, skipped: skipped)
  }

  /// The window a controller's view is in (its context's window); nil if in none.
  public func window(containing id: ControllerID) -> WindowRef? {
    let top = contextRoot(of: id)
    if top == root || presented.contains(top) { return .main }
    return windows.firstIndex { $0.root == top }.map { .extra($0) }
  }

  /// The next stacking number: a window shown now goes in front of its level (D40).
  func nextWindowOrder() -> Int {
    (windows.map(\.order) + [mainWindow.order]).max()! + 1
  }

  /// "Toast (level alert, 2000)", for traces and warnings.
  public func describe(_ window: WindowRef) -> String {
    "\(name(of: window)) (level \(level(of: window).spoken)\(isKey(window) ? ", key" : ""))"
  }
}

extension WindowSkip {
  /// Why the window was skipped, as a trace clause.
  public var text: String {
    switch self {
    case .hidden: "isHidden is true ⇒ skipped"
    case .cannotAffect: "_canAffectStatusBarAppearance returns NO ⇒ skipped"
    case .below(let name): "below \(name), which decides ⇒ not asked"
    }
  }

  var rule: Rule { self == .cannotAffect ? .r12_3 : .r12_1 }
}
