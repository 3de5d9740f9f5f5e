/// `UITabBarController`: `children` is `viewControllers`; only the selected tab's view is in
/// the window, and both lanes forward to it (R3.1).
public struct TabBarControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UITabBarController" }
  public var swiftNameWords: [String] { ["TabBarController", "TabBar", "Tabs", "Tab"] }
  public var childrenAPI: ChildrenAPI { .viewControllers }
  public var spokenName: String { "tab bar controller" }
  public var shortName: String { "tabs" }
  public var childrenKey: String { "viewControllers" }
  public var ownKeys: [ControllerKey] { [.selectedIndex] }
  public var childProperty: ChildReference? { .selectedViewController }

  /// `selectedViewController` (index clamped as UIKit does: 0 by default).
  public func childPropertyValue(of vc: Controller) -> ControllerID? {
    guard !vc.children.isEmpty else { return nil }
    let index = vc.selectedIndex ?? 0
    return vc.children.indices.contains(index) ? vc.children[index] : nil
  }

  public func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer {
    ChildAnswer(childPropertyValue(of: vc), "selectedViewController", lane == .style ? .r3_1 : Rule("R3.1", .likely))
  }

  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] {
    childPropertyValue(of: vc).map { [$0] } ?? []
  }

  public func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout {
    var result = ContainerLayout()
    // 49 pt plus the bottom inset; 32 in compact height from iOS 11; iPad heights (BarMetrics,
    // D16, D17).
    let env = context.environment
    let height = BarMetrics.tabBarHeight(env)
    let bottom = context.inSheet ? 0 : context.safeArea.bottom
    // A sheet at a small custom detent clips its bar to its own bounds.
    let y = max(rect.y, rect.maxY - height - bottom)
    var bar = Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y)
    if BarMetrics.tabBarAtTop(env) {
      // D23: iPadOS 18+ floats the tab bar in the navigation bar's row at the top.
      let top = min(rect.y + context.topInset, rect.maxY)
      bar = Rect(
        x: rect.x, y: top, width: rect.width,
        height: min(BarMetrics.navigationBarHeight(env, inSheet: context.inSheet), rect.maxY - top))
    }
    let selected = childPropertyValue(of: vc)
    var appearance = FrameAppearance(background: context.dark ? .blackBar : .lightBar, dark: context.dark)
    appearance.items = vc.children.map { id in world.controllers[id].map { $0.title ?? $0.name } ?? "" }
    appearance.selectedItem = selected.flatMap { vc.children.firstIndex(of: $0) }
    result.bars.append(ContainerBar(kind: .tabBar, rect: bar, appearance: appearance))
    if let selected { result.children.append((selected, rect, context.topInset)) }
    return result
  }

  public func role(ofChildAt index: Int, in vc: Controller) -> String {
    "tab \(index)\(vc.children[index] == childPropertyValue(of: vc) ? ", selected" : "")"
  }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (\(parent.name) forwards to its selected tab)"
  }
}
