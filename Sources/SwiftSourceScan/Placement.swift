import AppImport
import StatusBarCore

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
  /// `modalPresentationCapturesStatusBarAppearance` its factory sets on it (D108).
  public var captures: Bool?
  /// A storyboard navigation controller's `<navigationBar barStyle="black">`.
  public var barStyle: String?
  /// The navigation bar hidden on this navigation controller where the code builds it
  /// (`nav.isNavigationBarHidden = true`, `nav.navigationBarHidden = YES`); true also when the
  /// value is decided at run time (it may forward, never a claim that it does not).
  public var barHidden: Bool?
  /// A factory's result cast to a type (`storyboard.instantiateViewController(withIdentifier: "Nav")
  /// as? UINavigationController`): what it is taken to be when the factory is not in the code read.
  public var cast: String?
  /// Where the factory that built it defines it (a storyboard scene reached by its ID or a
  /// storyboard reference), when `origin` is where the code calls the factory (D122).
  public var definedAt: SourceLocation?

  public init(type: String, inner: [PlacedController] = [], origin: SourceLocation? = nil, exact: Bool = true) {
    self.type = type
    self.inner = inner
    self.origin = origin
    self.exact = exact
  }

  /// Every type in the tree, this one first.
  public var allTypes: [String] { [type] + inner.flatMap(\.allTypes) }

  /// The same tree with the first controller of `container` holding `child` (its only child: the
  /// one asked about); nil when no controller of that class is in the tree.
  func holding(_ child: PlacedController, in container: String, at origin: SourceLocation? = nil, depth: Int = 0) -> PlacedController? {
    guard depth < 64 else { return nil }
    var copy = self
    // A controller whose construction the code does not show (a property's static type) may be that one.
    if type == container, origin == nil || self.origin == origin || definedAt == origin || (self.origin == nil && definedAt == nil) {
      copy.inner = [child]
      return copy
    }
    for (i, inner) in inner.enumerated() {
      if let replaced = inner.holding(child, in: container, at: origin, depth: depth + 1) {
        copy.inner[i] = replaced
        return copy
      }
    }
    return nil
  }

  /// The same tree with the bar of the navigation controller of `type` built at `origin` hidden (D219).
  func hidingBar(of type: String, at origin: SourceLocation, depth: Int = 0) -> PlacedController {
    guard depth < 64 else { return self }
    var copy = self
    if self.type == type, self.origin == origin || definedAt == origin { copy.barHidden = true }
    copy.inner = inner.map { $0.hidingBar(of: type, at: origin, depth: depth + 1) }
    return copy
  }

  /// The same tree with Objective-C names of Swift classes replaced by the Swift names (D101).
  func renamed(_ names: [String: String]) -> PlacedController {
    var copy = self
    copy.type = names[type] ?? type
    copy.inner = inner.map { $0.renamed(names) }
    return copy
  }
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
    /// Given to an API lint does not follow: a custom container's (`SideMenu(contentViewController: x)`,
    /// `drawer.centerViewController = x`). It may be asked there (D114).
    case handedOff
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
    /// A controller the code is given (a parameter, another object's property) adding this one as
    /// its child: which class is not in the code (D123: SCLAlertView adds itself to the caller's
    /// controller, or to the plain root of a window it makes).
    case givenController
    /// Not contained (root, presented, built).
    case none

    /// The container of `parent.addChild(self)`: the receiver's class when the code shows it, any
    /// controller it is given when it shows only a parameter or a plain `UIViewController` (D123).
    static func parent(_ receiver: PlacedController?) -> Container {
      guard let p = receiver, p.type != PlacementVisitor.parameterMarker, p.exact || CoreFacts.kind(ofUIKitClass: p.type) != .controller else {
        return .givenController
      }
      return p.exact ? .type(p.type) : .typeOrSubclass(p.type)
    }
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
  /// For `.property`: the property's name; for `.handedOff`: the API it is given to.
  public var property: String?
  /// A call of an app's method named `present` (not UIKit's: other labels than `animated`,
  /// `completion`): its signature, linked to the `PresentingHelper` that explains it.
  public var helper: String?
  /// A storyboard's initial controller: the storyboard's name (a window root only if it is the
  /// app's main storyboard, when the project names one).
  public var storyboard: String?
  /// The bar style a storyboard gives the navigation controller of a `.stack` placement.
  public var containerBarStyle: String?
  /// A storyboard navigation controller's `navigationBarHidden="YES"`, for a `.stack` or `.push`
  /// placement into it (it may forward: never a claim that it does not).
  public var containerBarHidden: Bool?
  /// A class presenting itself (`presenter.present(self, …)`): the instance was built elsewhere,
  /// and whoever built it may have set its presentation (D115).
  public var presentsItself = false
  /// `present(x, …)` / `[self presentViewController:x …]`: the enclosing class presents, so the
  /// chain above the presentation is the enclosing class's own (D116).
  public var presentedBySelf = false
  /// Steps below this placement that lint joined to it (D122): the controller put into a
  /// container this placement's tree holds, innermost last.
  public var chain: [String] = []
  /// Where the container a controller is put into was built (a storyboard's scene, a local's
  /// construction): that container, not any of its class (D122).
  public var containerOrigin: SourceLocation?
  /// A storyboard's initial container that is not the app's main storyboard's: no window root,
  /// kept to ask about its children where the code puts it nowhere (D122).
  public var keptForItsChildren = false
  /// The initial controller of a storyboard the project names as the main one: a window's root.
  public var mainStoryboardRoot = false
  /// A `show` segue from a storyboard's initial plain controller that no navigation controller in
  /// the storyboard holds: the storyboard's name. From the main storyboard's, the window's root,
  /// UIKit's `show(_:sender:)` finds no navigation controller and presents (D163).
  public var showFromInitialOf: String?
  /// An argument of an app class's initialiser (`ModalViewController(childViewController: x)`):
  /// the label; a child of that class only where its initialiser keeps it as one (D132).
  public var slot: String?

  /// Where the code really puts it on screen (a window's root, a presentation, a push or a child
  /// of a container the code shows), not a controller only kept (a storyboard's initial one that
  /// is not the main storyboard's) or handed to code lint does not follow: what D121 takes as the
  /// code doing it right elsewhere.
  var standsOnScreen: Bool { (how != .built && how != .handedOff) || mainStoryboardRoot }

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

  /// The same placement with Objective-C names of Swift classes replaced by the Swift names (D101).
  func renamed(_ names: [String: String]) -> Placement {
    guard !names.isEmpty else { return self }
    var copy = self
    copy.controller = controller.renamed(names)
    switch container {
    case .type(let t): copy.container = .type(names[t] ?? t)
    case .typeOrSubclass(let t): copy.container = .typeOrSubclass(names[t] ?? t)
    case .enclosing(let t): copy.container = .enclosing(names[t] ?? t)
    case .navigationOf(let t?): copy.container = .navigationOf(names[t] ?? t)
    case .navigationOf(nil), .givenController, .none: break
    }
    copy.enclosingClass = enclosingClass.map { names[$0] ?? $0 }
    return copy
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

/// An app's method that presents its first argument, setting its presentation on it first
/// (`func present(_ viewController: UIViewController, from presenter: UIViewController, …)` with
/// `viewController.modalPresentationStyle = .custom`): a call of it is a presentation in that style.
public struct PresentingHelper: Sendable, Hashable {
  /// `present(_:from:animated:completion:)`: its name and argument labels.
  public var signature: String
  public var style: String?
  public var captures: Bool?
  /// It passes its argument on to another helper (`self.present(viewController, from: p, options: [])`).
  public var forwardsTo: String?
  /// D190: it pushes its argument (`func push(viewController: UIViewController, animated: Bool) {
  /// navigationController.pushViewController(viewController, animated: animated) }`) rather than
  /// presenting it.
  public var pushes: Bool

  public init(signature: String, style: String? = nil, captures: Bool? = nil, forwardsTo: String? = nil, pushes: Bool = false) {
    self.signature = signature
    self.style = style
    self.captures = captures
    self.forwardsTo = forwardsTo
    self.pushes = pushes
  }

  /// `name(_:label:…:)` of a call or a declaration's argument labels.
  public static func signature(_ name: String, _ labels: [String?]) -> String {
    name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
  }

  /// A call's signature matches a declaration's when the names agree and the call's labels are
  /// the declaration's, some (defaulted) left out.
  public func matches(call: String) -> Bool {
    func parts(_ s: String) -> (String, [Substring]) {
      let open = s.firstIndex(of: "(") ?? s.endIndex
      return (String(s[..<open]), s[open...].dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast())
    }
    let (name, labels) = parts(signature)
    let (callName, callLabels) = parts(call)
    guard name == callName, labels.first == callLabels.first else { return false }
    var i = labels.startIndex
    for label in callLabels {
      while i < labels.endIndex, labels[i] != label { i += 1 }
      guard i < labels.endIndex else { return false }
      i += 1
    }
    return true
  }
}

/// One observation in a single file that the linter decides on with the project's settings.
public struct CodeUse: Sendable, Hashable {
  /// D275: the `detail` of a height read from a name that holds the screen's height only if one of
  /// the app's files declares it so: the linter keeps it then.
  public static let screenHeightNamePrefix = "screen height if: "

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
  /// linter is silent when the app answers each with an update, D92, D93); empty: anywhere.
  public var events: [String]
  /// application setter: it runs only under a check of UIViewControllerBasedStatusBarAppearance
  /// (`if (!_isVCBasedStatusBarAppearance)`), so it is the app's mechanism only where the key is NO.
  public var onlyWhenNotViewControllerBased = false
  /// application setter: the value it sets as written, when it is a literal (`YES`,
  /// `UIStatusBarStyleLightContent`); nil when it is decided at run time (D166).
  public var setterValue: String?
  /// application setter: it runs only where this `Bool` property of its class, declared `false`, is
  /// true (`if adjustsStatusBarStyle { … }`); when nothing sets it, never (D152).
  public var onlyWhenFlag: Declaration?
  /// hard-coded-height: the variable and types the literal is declared in; when one of them is
  /// named nowhere outside its own declaration in the app, the code is unused and nothing is
  /// reported (D113).
  public var declaredIn: [Declaration] = []
  /// missing-update: the class's method that makes the change when nothing in the class calls it
  /// (`setupConfig(_:…)`), with its declaration's text range: silent when every call of it in the
  /// code read is made on `self` by the class or a subclass before it is on screen (D129).
  public var entry: Declaration?
  public var entryClass: String?
  /// missing-update in Objective-C: the method (its selector's first part) that makes the change,
  /// called from other classes (D135).
  public var objectiveCMethod: String?
  /// hard-coded-height: the literal is a variable's first value, which the method replaces with a
  /// reading on every iOS from this version (`OSVersion(0)`: always); dead where the deployment
  /// target is that version or later.
  public var replacedFrom: OSVersion?
  /// Objective-C: the use runs only where these names are false (`if (!IS_IOS7) { … }`); when one
  /// is a macro testing that the running iOS is at least some version, that is before it (D144).
  public var unlessMacros: [String] = []
  /// The use runs only before this iOS: in the `else` of `if #available(iOS 13, *)` /
  /// `if (@available(iOS 13.0, *))`, or of `guard #available(iOS 13, *)` (D159).
  public var onlyBefore: OSVersion?

  /// A declaration's name and where its text is in its file (UTF-8 offsets).
  public struct Declaration: Sendable, Hashable {
    public var name: String
    public var range: Range<Int>
  }

  public init(kind: Kind, location: SourceLocation, name: String, detail: String = "", events: [String] = []) {
    self.kind = kind
    self.location = location
    self.name = name
    self.detail = detail
    self.events = events
  }
}
