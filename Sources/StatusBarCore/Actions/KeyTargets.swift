/// What the playground's keys act on, asked of the world so that no other target checks a
/// controller's kind: the stack a push goes onto, and what "next tab" selects.
extension World {
  /// The navigation controller a `push` acts on: the deepest on-screen one in the topmost
  /// context that has one. Pass the snapshot's layout when there is one.
  public func stackOnScreen(layout: Layout? = nil) -> ControllerID? {
    containerOnScreen(.navigation, layout: layout)
  }

  /// The tab bar controller a `select` acts on (a tap on a tab of its bar).
  public func tabsOnScreen(layout: Layout? = nil) -> ControllerID? {
    containerOnScreen(.tabBar, layout: layout)
  }

  /// The action the "next tab" key runs: select the tab after the selected one of the tab bar
  /// controller on screen; with no tab bar but a page view controller on screen, turn its page
  /// (`setViewControllers`, which UIKit does not re-read the bar for, D54). With neither, a
  /// `select 1` that UIKit's rule refuses with its reason.
  public func nextSelectionAction(layout: Layout? = nil) -> Action {
    let layout = layout ?? LayoutEngine.layout(self)
    if let tabs = containerOnScreen(.tabBar, layout: layout), let vc = controllers[tabs] {
      let count = max(1, vc.children.count)
      let current = vc.child(for: .selectedViewController).flatMap { vc.children.firstIndex(of: $0) } ?? 0
      return .selectIndex((current + 1) % count)
    }
    if let pages = containerOnScreen(.page, layout: layout), let vc = controllers[pages] {
      let shown = vc.child(for: .firstViewController).flatMap { vc.children.firstIndex(of: $0) } ?? 0
      let next = (shown + 1) % max(1, vc.children.count)
      return .set(vc.name, .currentPage, .integer(next))
    }
    return .selectIndex(1)
  }
}
