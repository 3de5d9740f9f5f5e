/// `UIViewController` or a custom subclass. With children added by `addChild` it is a custom
/// container: UIKit asks it, and it forwards only if it overrides `childFor…` (R3.4).
public struct PlainControllerKind: ContainerBehavior {
  public init() {}
  public var uikitClass: String { "UIViewController" }
  public var swiftNameWords: [String] { ["ViewController", "View"] }
  public var spokenName: String { "view controller" }
  public var shortName: String { "vc" }
  public var childrenKey: String { "children" }
  public var ownKeys: [ControllerKey] { [] }
  public var isPresentable: Bool { true }
  public var showsOwnContent: Bool { true }
  public var takesChildrenWithAddChild: Bool { true }

  public func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer {
    ChildAnswer(nil, vc.children.isEmpty ? "not overridden" : "not overridden: a custom container must forward", .r3_4)
  }

  /// Every child added with `addChild` is in the window, over the container's own view.
  public func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID] { vc.children }

  public func role(ofChildAt index: Int, in vc: Controller) -> String { "child" }

  public func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String {
    " (\(parent.name) does not forward \(lane.childQuery): override it to return \(child))"
  }
}
