/// What `childForStatusBarStyle` / `childForStatusBarHidden` answers, why, and the rule.
public struct ChildAnswer: Sendable {
  public var child: ControllerID?
  public var reason: String
  public var rule: Rule

  public init(_ child: ControllerID?, _ reason: String, _ rule: Rule) {
    self.child = child
    self.reason = reason
    self.rule = rule
  }
}

/// `preferredStatusBarStyle` of a kind that does not return `.default` when not overridden.
public struct DefaultStyle: Sendable {
  public var style: StatusBarStyle
  /// Shown in the trace after the value: "barStyle .black".
  public var detail: String
  /// Shown in the why line: "decides from its navigation bar: barStyle .black ⇒ .lightContent".
  public var why: String
  public var rule: Rule
  /// Steps the trace shows before the answer (a modifier ignored on this iOS version …).
  public var notes: [TraceStep] = []
}

/// `prefersStatusBarHidden` of a kind that answers from something of its own (a hosting
/// controller's SwiftUI content). `hidden` nil: UIViewController's default applies (R1.6).
public struct DefaultHidden: Sendable {
  public var hidden: Bool?
  /// Shown in the trace after the value: ".statusBarHidden(true)".
  public var detail: String
  /// Shown in the why line.
  public var why: String
  public var rule: Rule
  public var notes: [TraceStep] = []
}

/// What a container knows while it lays out its bars and children.
public struct ContainerLayoutContext: Sendable {
  public var environment: Environment
  /// The window's safe area.
  public var safeArea: Insets
  /// How far the container's content is under its top edge (status bar or safe area; 0 in a sheet).
  public var topInset: Double
  /// Inside a sheet, popover or form sheet rather than full screen.
  public var inSheet: Bool
  /// The container's resolved interface style is dark (iOS 13+ traits, R6.2).
  public var dark: Bool

  /// iPhone landscape: bars are compact (R8.1).
  public var compactPhone: Bool { environment.device.isPhone && environment.orientation.isLandscape }
}

/// A bar a container draws (navigation bar, tab bar), with what it shows.
public struct ContainerBar: Sendable {
  public var kind: LayoutFrame.Kind
  public var rect: Rect
  public var appearance: FrameAppearance
}

/// A container's bars, and where each on-screen child's view goes.
public struct ContainerLayout: Sendable {
  public var bars: [ContainerBar] = []
  public var children: [(id: ControllerID, rect: Rect, topInset: Double)] = []
}

/// Everything UIKit does differently for one kind of view controller. One conforming type per
/// kind, in its own file; `ControllerKind.behavior` is the only switch over kinds. Nothing
/// outside StatusBarCore re-derives these rules: views read them from the snapshot.
/// Which UIKit API gives a kind its children: what `sbplay code` writes and how `sbplay import`
/// reads a kind's children in a dump.
public enum ChildrenAPI: Sendable, Equatable {
  /// `setViewControllers(_:animated:)` (navigation, tab bar; `childrenFormStack` tells them apart).
  case viewControllers
  /// The split view controller's columns.
  case columns
  /// A page view controller's pages, one shown.
  case pages
  /// UIKit controllers hosted by SwiftUI content (`UIViewControllerRepresentable`).
  case representables
  /// `addChild(_:)` and the child's view added (a custom container).
  case addChild
  /// None: the class takes no children.
  case none
}

public protocol ContainerBehavior: Sendable {
  /// The UIKit class (`UINavigationController`).
  var uikitClass: String { get }
  /// The class in words ("navigation controller").
  var spokenName: String { get }
  /// The short tag the controller tree shows (`nav`).
  var shortName: String { get }
  /// The scene key that lists the children (`viewControllers`, `children`).
  var childrenKey: String { get }
  /// Scene and `set` keys only this kind has (every kind has the common ones).
  var ownKeys: [ControllerKey] { get }
  /// The property naming one child that `childFor…` may be overridden to return
  /// (`topViewController`), if the kind has one.
  var childProperty: ChildReference? { get }
  /// How Swift reads `childProperty` on this class (`viewControllers?.first`: a page view
  /// controller's `viewControllers` is optional); nil when it has none.
  var childPropertySwift: String? { get }
  /// Words an exported class name may end with, the suffix `sbplay code` adds first
  /// (`["NavigationController", "Navigation", "Nav"]`: `Nav` becomes `NavController`).
  var swiftNameWords: [String] { get }
  /// The arguments of the initializer `sbplay code` writes for this controller on `os` (`()`).
  func swiftInitializerArguments(of vc: Controller, on os: OSVersion) -> String
  /// Its content is SwiftUI: `sbplay code` writes a SwiftUI view and hosts it.
  var hostsSwiftUI: Bool { get }
  /// Which UIKit API gives it its children (`sbplay code` writes it, `sbplay import` reads by it).
  var childrenAPI: ChildrenAPI { get }
  /// How it is presented when the app leaves `modalPresentationStyle` alone, and why; nil:
  /// UIKit's default for the iOS version (R4.2). System controllers present themselves.
  func defaultPresentation(environment: Environment) -> (style: PresentationStyle, why: String, rule: Rule)?
  /// Whether `present NAME kind=…` can create it.
  var isPresentable: Bool { get }
  /// Whether a navigation controller can push it (UIKit refuses to push a navigation controller).
  var canBePushed: Bool { get }
  /// Whether the view shows content of its own (a plain controller) rather than only its
  /// children's and bars.
  var showsOwnContent: Bool { get }
  /// Whether `addChild` / `removeFromParent` change its children (a custom container), rather
  /// than its own API (`pushViewController`, `viewControllers`).
  var takesChildrenWithAddChild: Bool { get }
  /// Whether the children are a stack, bottom first (the tree shows a long one elided).
  var childrenFormStack: Bool { get }
  /// The first iOS version that has the class (nil: every version sbplay models), and why.
  var introduced: (version: OSVersion, why: String)? { get }

  /// The value of `childProperty` for this controller.
  func childPropertyValue(of vc: Controller) -> ControllerID?
  /// UIKit's `childForStatusBarStyle` / `childForStatusBarHidden` when not overridden.
  func defaultChild(of vc: Controller, lane: Lane, environment: Environment) -> ChildAnswer
  /// `preferredStatusBarStyle` when not overridden; nil means `.default` (R1.7).
  func defaultStyle(of vc: Controller, id: ControllerID, world: World) -> DefaultStyle?
  /// `prefersStatusBarHidden` when not overridden; nil: UIViewController's default (R1.6).
  func defaultHidden(of vc: Controller, world: World) -> DefaultHidden?
  /// The children whose views are in the window, in drawing order.
  func visibleChildren(of vc: Controller, environment: Environment) -> [ControllerID]
  /// The children whose effective controllers style parts of the bar, leading to trailing, when
  /// this controller decides the style (an expanded column-style split, R3.2); nil otherwise.
  func styleRegions(of vc: Controller, environment: Environment) -> [ControllerID]?
  /// The container's bars and its visible children's frames inside `rect`.
  func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout
  /// Where the child at `index` sits, for the tree ("top of stack", "tab 1, selected").
  func role(ofChildAt index: Int, in vc: Controller) -> String
  /// Names of the children a presented controller of this kind starts with.
  func initialChildren(forPresented name: String) -> [String]
  /// The why panel when this controller decides the style without overriding
  /// `preferredStatusBarStyle`: a sentence and its fixes (nil: the plain explanation).
  func explainOwnStyle(_ vc: Controller, foreground: String, ignoredAsker: String?) -> (String, [Fix])?
  /// The why panel when this controller decides visibility and keeps a child with a
  /// preference from being asked.
  func explainHiddenNotForwarded(_ vc: Controller, world: World) -> (String, [Fix])?
  /// Why `parent` does not forward `lane` to `child`, and what fixes it (warnings).
  func notForwardingAdvice(_ parent: Controller, child: String, lane: Lane, why: String) -> String
}

extension ContainerBehavior {
  public var childProperty: ChildReference? { nil }
  public var childPropertySwift: String? { childProperty.map { "\($0)" } }
  public func swiftInitializerArguments(of vc: Controller, on os: OSVersion) -> String { "()" }
  public var hostsSwiftUI: Bool { false }
  public var childrenAPI: ChildrenAPI { .addChild }
  /// Whether a scene may give it child controllers (system controllers hold only their own).
  public var takesChildren: Bool { childrenAPI != .none }
  public func defaultPresentation(environment: Environment) -> (style: PresentationStyle, why: String, rule: Rule)? { nil }
  public var isPresentable: Bool { false }
  public var canBePushed: Bool { true }
  public var showsOwnContent: Bool { false }
  public var childrenFormStack: Bool { false }
  public var introduced: (version: OSVersion, why: String)? { nil }
  public var takesChildrenWithAddChild: Bool { false }
  public func childPropertyValue(of vc: Controller) -> ControllerID? { nil }
  public func defaultStyle(of vc: Controller, id: ControllerID, world: World) -> DefaultStyle? { nil }
  public func styleRegions(of vc: Controller, environment: Environment) -> [ControllerID]? { nil }
  public func defaultHidden(of vc: Controller, world: World) -> DefaultHidden? { nil }
  public func initialChildren(forPresented name: String) -> [String] { [] }
  public func explainOwnStyle(_ vc: Controller, foreground: String, ignoredAsker: String?) -> (String, [Fix])? { nil }
  public func explainHiddenNotForwarded(_ vc: Controller, world: World) -> (String, [Fix])? { nil }

  /// Every child, in the same rect (containment without bars).
  public func layout(_ vc: Controller, in rect: Rect, context: ContainerLayoutContext, world: World) -> ContainerLayout {
    ContainerLayout(children: visibleChildren(of: vc, environment: context.environment).map { ($0, rect, context.topInset) })
  }
}
