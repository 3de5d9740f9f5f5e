import AppImport

/// A controller as the code builds it: its type and what it is built around
/// (`UINavigationController(rootViewController: X())`, `UIHostingController(rootView: V())`,
/// `tabs.viewControllers = [a, b]`).
public struct PlacedController: Sendable, Hashable {
  public var type: String
  public var inner: [PlacedController]
  /// Where it was constructed, when that is in the code read.
  public var origin: SourceLocation?
  /// Constructed here (`X(…)`); false when only a static type says so (`as? X`, `let x: X`):
  /// then it may be any subclass of X.
  public var exact: Bool
  /// The presentation style its factory sets on it (`nav.modalPresentationStyle = .fullScreen; return nav`).
  public var style: String?

  public init(type: String, inner: [PlacedController] = [], origin: SourceLocation? = nil, exact: Bool = true) {
    self.type = type
    self.inner = inner
    self.origin = origin
    self.exact = exact
  }

  /// Every type in the tree, this one first.
  public var allTypes: [String] { [type] + inner.flatMap(\.allTypes) }
}

/// One place where the code puts a controller on screen.
public struct Placement: Sendable, Hashable {
  public enum How: String, Sendable, Hashable {
    /// `window.rootViewController = x`
    case root
    /// `pushViewController(x, …)`
    case push
    /// `setViewControllers([…], …)` or `viewControllers = […]`
    case stack
    /// `addChild(x)`
    case addChild
    /// `present(x, …)`
    case present
    /// SwiftUI `.sheet { V() }` / `.fullScreenCover { V() }`
    case sheet
    case fullScreenCover
    /// Built around its content and kept (a local, a property, a return value): placed elsewhere.
    case built
    /// Assigned to a property of a container (`contentViewController = x`): a child when the
    /// container's childForStatusBar… returns that property.
    case property
  }

  /// Which controller receives it.
  public enum Container: Sendable, Hashable {
    /// A controller of this class (the code constructs it).
    case type(String)
    /// A controller of this class or a subclass (only a static type says so: `as? UINavigationController`).
    case typeOrSubclass(String)
    /// `navigationController` of the enclosing class (nil: not in a class): which one is not in the code.
    case navigationOf(String?)
    /// The enclosing class itself (`addChild`, `self.viewControllers =`).
    case enclosing(String)
    /// Not contained (root, presented, built).
    case none
  }

  public var how: How
  public var controller: PlacedController
  /// For push and stack: the other controllers of the stack, bottom first (the placed one is last).
  public var container: Container
  /// The presentation style set at the call site (`vc.modalPresentationStyle = .overFullScreen`).
  public var style: String?
  /// `modalPresentationCapturesStatusBarAppearance` set at the call site.
  public var captures: Bool?
  public var location: SourceLocation
  public var enclosingClass: String?
  /// For `.property`: the property's name.
  public var property: String?

  public init(
    how: How, controller: PlacedController, container: Container = .none, style: String? = nil, captures: Bool? = nil,
    location: SourceLocation, enclosingClass: String?
  ) {
    self.how = how
    self.controller = controller
    self.container = container
    self.style = style
    self.captures = captures
    self.location = location
    self.enclosingClass = enclosingClass
  }
}

/// A function that builds a controller around its first argument and returns it:
/// `class func navController(for controller: UIViewController) -> PCNavigationController`.
public struct ControllerFactory: Sendable, Hashable {
  /// `Type.function` (a static or class function) or `function`.
  public var name: String
  /// What it returns, built around its first argument (`inner` empty: it wraps nothing).
  public var returns: PlacedController
  public var wrapsFirstArgument: Bool
}

/// One observation in a single file that the linter decides on with the project's settings.
public struct CodeUse: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable {
    /// `UIApplication.shared.statusBarStyle = …`, `setStatusBarHidden(…)`: `name` is the member.
    case applicationSetter
    /// `.darkContent` outside `#available(iOS 13…)`.
    case darkContent
    /// `value(forKey: "statusBar")` / `"statusBarWindow"`: `name` is the key.
    case privateStatusBarKey
    /// A literal 20 or 44 as a status bar height: `name` is the literal.
    case hardCodedHeight
    /// A preference's stored property changed without `setNeedsStatusBarAppearanceUpdate()`.
    case missingUpdate
    /// `childForStatusBar…` returns a stored controller the class never adds as a child.
    case childNotAChild
    /// A status bar override in an extension of a UIKit class: `name` is the class, `detail` the property.
    case overrideInUIKitExtension
  }

  public var kind: Kind
  public var location: SourceLocation
  public var name: String
  /// The sentence for context-free uses (missing-update, child-not-a-child); else extra words.
  public var detail: String
  /// missing-update: the notifications the change runs on, when it runs on nothing else (the
  /// linter is silent when the app answers each with an update, D90, D91); empty: anywhere.
  public var events: [String]

  public init(kind: Kind, location: SourceLocation, name: String, detail: String = "", events: [String] = []) {
    self.kind = kind
    self.location = location
    self.name = name
    self.detail = detail
    self.events = events
  }
}
