/// A controller's index in the world's store. Names are what users see; ids keep the tree cheap
/// to change and to undo.
public typealias ControllerID = Int

/// What `childForStatusBarStyle` / `childForStatusBarHidden` is overridden to return.
public enum ChildReference: Hashable, Sendable, Codable, CustomStringConvertible {
  case named(String)
  case topViewController
  case selectedViewController
  /// `viewControllers.first`: what apps return from a split view controller (its primary) or a
  /// page view controller (its current page) to make it forward.
  case firstViewController
  /// Overridden to return nil: the controller answers itself.
  case none

  public init?(parsing text: String) {
    switch text.trimmingWhitespace() {
    case "": return nil
    case "nil", "none": self = .none
    case "topViewController": self = .topViewController
    case "selectedViewController": self = .selectedViewController
    case "viewControllers.first", "firstViewController": self = .firstViewController
    case let name: self = .named(name)
    }
  }

  public var description: String {
    switch self {
    case .named(let name): name
    case .topViewController: "topViewController"
    case .selectedViewController: "selectedViewController"
    case .firstViewController: "viewControllers.first"
    case .none: "nil"
    }
  }
}

/// One simulated view controller. Optional properties are overrides: nil means "not
/// overridden", and UIKit's default for the class applies.
public struct Controller: Hashable, Sendable {
  public var name: String
  public var kind: ControllerKind
  public var title: String?
  /// Child view controllers: the navigation stack (bottom first), the tab bar's
  /// `viewControllers`, or the children a plain controller added with `addChild`.
  public var children: [ControllerID] = []
  /// The container this controller is a child of (nil for the root and presented controllers).
  public var parent: ControllerID?

  // Overrides every controller can have (docs/scene-format.md).
  public var preferredStatusBarStyle: StatusBarStyle?
  public var prefersStatusBarHidden: Bool?
  public var preferredStatusBarUpdateAnimation: UpdateAnimation?
  public var childForStatusBarStyle: ChildReference?
  public var childForStatusBarHidden: ChildReference?
  public var modalPresentationStyle: PresentationStyle?
  public var modalPresentationCapturesStatusBarAppearance: Bool?
  public var overrideUserInterfaceStyle: InterfaceStyle?
  public var backgroundColor: Color?
  /// What its scrolling content looks like, in bands of colour, and how far it is scrolled
  /// (`ScrollContent`, D80).
  public var scrollContent: ScrollContent?
  public var contentOffset: Double?

  // UINavigationController.
  public var barStyle: BarStyle?
  public var navigationBarHidden: Bool?
  public var barTintColor: Color?

  // UITabBarController.
  public var selectedIndex: Int?

  // UISplitViewController.
  public var splitStyle: SplitStyle?
  public var preferredDisplayMode: SplitDisplayMode?

  // UIPageViewController: the index of the page `setViewControllers` shows.
  public var currentPage: Int?

  // A presented sheet's `sheetPresentationController.selectedDetentIdentifier` (iOS 15+).
  public var sheetDetent: SheetDetent?
  // UIHostingController: the SwiftUI modifiers of its root view.
  public var swiftUI = SwiftUIContent()

  public init(name: String, kind: ControllerKind) {
    self.name = name
    self.kind = kind
  }

  /// The kind's UIKit behaviour (`Kinds/`).
  public var behavior: any ContainerBehavior { kind.behavior }

  /// The child a property reference names (`topViewController` of a navigation controller),
  /// nil when this kind has no such property.
  public func child(for reference: ChildReference) -> ControllerID? {
    let behavior = kind.behavior
    return behavior.childProperty == reference ? behavior.childPropertyValue(of: self) : nil
  }
}
