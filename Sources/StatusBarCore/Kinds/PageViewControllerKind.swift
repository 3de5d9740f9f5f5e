/// `UIPageViewController`: its children are its pages; `setViewControllers` shows one at a
/// time (`currentPage`). No source says it forwards, so it answers itself (R3.3, D6, UNSURE):
/// apps that want the page to decide return `viewControllers.first` (Pageboy #38), and a page
/// change is not a transition UIKit re-reads the bar for (D54).
public struct PageViewControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UIPageViewController" }
  public var swiftNameWords: [String] { ["PageViewController", "PageView", "Pages", "Page"] }
  public var childrenAPI: ChildrenAPI { .pages }
  public func swiftInitializerArguments(of vc: Controller, on os: OSVersion) -> String {
    "(transitionStyle: .scroll, navigationOrientation: .horizontal)"
  }
  public var spokenName: String { "page view controller" }
  public var shortName: String { "pages" }
  public var childrenKey: String { "viewControllers" }
  public var ownKeys: [ControllerKey] { [.currentPage] }
  public var childProperty: ChildReference? { .firstViewController }
  /// `UIPageViewController.viewControllers` is optional (Apple's documentation).
  public var childPropertySwift: String? { "viewControllers?.first" }

  /// `viewControllers.first`: the page shown (index clamped to the first page).
  public func childPropertyValue(of vc: Controller) -> ControllerID? {
    guard !vc.children.isEmpty else { return nil }
    let index = vc.currentPage ?? 0
    return vc.children.indices.contains(index) ? vc.children[index] : vc.children[0]
  }

  public func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer {
    ChildAnswer(nil, "a UIPageViewController does not forward", .r3_3)
  }

  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] {
    childPropertyValue(of: vc).map { [$0] } ?? []
  }

  public func role(ofChildAt index: Int, in vc: Controller) -> String {
    vc.children[index] == childPropertyValue(of: vc) ? "page \(index), shown" : "page \(index)"
  }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (\(parent.name) is a UIPageViewController and does not forward \(lane.childQuery): return viewControllers.first, and call setNeedsStatusBarAppearanceUpdate() when the page changes)"
  }

  public func explainOwnStyle(_ vc: Controller, foreground: String, ignoredAsker: String?) -> (String, [Fix])? {
    guard let ignoredAsker else { return nil }
    let name = vc.name
    return (
      "\(name) is a UIPageViewController, which does not forward the style, so it answers itself (\(foreground) text); \(ignoredAsker)'s preference is never asked.",
      [Fix("\(name) forwards: childForStatusBarStyle = viewControllers.first", ["set \(name).childForStatusBarStyle=viewControllers.first", "update"])]
    )
  }
}
