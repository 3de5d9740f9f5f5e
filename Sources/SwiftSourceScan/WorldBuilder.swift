import AppImport
import StatusBarCore

/// Turns the classes the sources declare into StatusBarCore controllers: the kind from the
/// superclass chain (UIKit's class at its end, asked of the core), the overrides the code
/// answers. Values decided at run time become a stand-in value: the question a world answers
/// is who is asked, not what they answer. Nothing here decides what UIKit does.
struct WorldBuilder {
  let facts: SourceFacts
  /// The kind of every class the sources declare, found once (`kind(of:)` is asked per world).
  let kinds: [String: ControllerKind?]

  init(facts: SourceFacts) {
    self.facts = facts
    var kinds: [String: ControllerKind?] = [:]
    for name in facts.classes.keys { kinds[name] = Self.kind(of: name, in: facts) }
    self.kinds = kinds
  }

  /// The UIKit class a class's declared superclasses reach, and its kind; nil when the chain
  /// ends in a class neither the sources nor UIKit declare (a library's): then nobody knows.
  func kind(of className: String) -> ControllerKind? {
    let base = ClassName(className).base
    if let known = kinds[base] { return known }
    return Self.kind(of: base, in: facts)
  }

  static func kind(of base: String, in facts: SourceFacts) -> ControllerKind? {
    var current = base
    var seen: Set<String> = []
    while !seen.contains(current), seen.count < 64 {
      seen.insert(current)
      if let kind = CoreFacts.kind(ofUIKitClass: current) { return kind }
      guard let superclass = facts.classes[current]?.superclass else { return nil }
      current = ClassName(superclass).base
    }
    return nil
  }

  /// A SwiftUI view the sources declare (a struct conforming to View).
  func isSwiftUIView(_ name: String) -> Bool {
    guard let c = facts.classes[name] else { return false }
    return c.superclass == nil && CoreFacts.kind(ofUIKitClass: name) == nil
  }

  /// What a preference override does in the world: answers, or passes the question on
  /// (`return topViewController?.preferredStatusBarStyle ?? …`, `child.prefersStatusBarHidden`).
  enum Answer {
    case answers(SourceFact, declaredIn: String)
    case passesOn(SourceFact, declaredIn: String)
  }

  static func preferenceKey(_ lane: Lane) -> ControllerKey { lane == .style ? .preferredStatusBarStyle : .prefersStatusBarHidden }
  static func childKey(_ lane: Lane) -> ControllerKey { lane == .style ? .childForStatusBarStyle : .childForStatusBarHidden }

  func preference(of className: String, lane: Lane) -> Answer? {
    let key = Self.preferenceKey(lane)
    let swiftUIKey: ControllerKey? = lane == .hidden ? .statusBarHidden : nil
    for (fact, declaredIn) in facts.effectiveFacts(for: className) where !fact.onNavigationController {
      guard fact.key == key || fact.key == swiftUIKey else { continue }
      if fact.asksAnother { return .passesOn(fact, declaredIn: declaredIn) }
      return .answers(fact, declaredIn: declaredIn)
    }
    return nil
  }

  /// A controller for a class, with its overrides; `childNames` are the names its children get
  /// in the world (a forwarding decided at run time is taken to forward to them).
  func controller(_ className: String, name: String, kind: ControllerKind, childNames: [String]) -> Controller {
    var controller = Controller(name: name, kind: kind)
    let forwardingGuess: ChildReference? =
      kind.behavior.childProperty ?? childNames.last.map { ChildReference.named($0) }
    for (fact, _) in facts.effectiveFacts(for: className).reversed() where !fact.onNavigationController {
      switch (fact.key, fact.value) {
      case (.preferredStatusBarStyle, .constant(let text)), (.prefersStatusBarHidden, .constant(let text)),
        (.preferredStatusBarUpdateAnimation, .constant(let text)), (.barStyle, .constant(let text)),
        (.navigationBarHidden, .constant(let text)), (.modalPresentationStyle, .constant(let text)),
        (.modalPresentationCapturesStatusBarAppearance, .constant(let text)), (.overrideUserInterfaceStyle, .constant(let text)),
        (.statusBarHidden, .constant(let text)), (.preferredColorScheme, .constant(let text)),
        (.toolbarColorScheme, .constant(let text)), (.toolbarBackground, .constant(let text)), (.navigationStack, .constant(let text)):
        if let value = fact.key.parse(text) { controller.setValue(value, for: fact.key) }
      case (.childForStatusBarStyle, .constant(let text)), (.childForStatusBarHidden, .constant(let text)):
        if let reference = ChildReference(parsing: text) {
          // `children.first` of a plain container is its first child by name.
          if reference == .firstViewController, kind.behavior.childProperty == nil, let first = childNames.first {
            controller.setValue(.child(.named(first)), for: fact.key)
          } else if reference == .topViewController, kind.behavior.childProperty == nil, let last = childNames.last {
            // `children.last` (read as a stack's top) of a plain container is its last child.
            controller.setValue(.child(.named(last)), for: fact.key)
          } else {
            controller.setValue(.child(reference), for: fact.key)
          }
        }
      case (.childForStatusBarStyle, .runtime), (.childForStatusBarHidden, .runtime):
        // Decided at run time: taken to forward to the child in question (never a claim it does not).
        if let forwardingGuess { controller.setValue(.child(forwardingGuess), for: fact.key) }
      case (.preferredStatusBarStyle, .runtime):
        controller.setValue(.style(.lightContent), for: fact.key)
      case (.prefersStatusBarHidden, .runtime), (.statusBarHidden, .runtime):
        controller.setValue(.bool(true), for: fact.key)
      case (.navigationBarHidden, .runtime):
        controller.setValue(.bool(true), for: fact.key)  // possibly hidden: the navigation controller may forward
      case (.modalPresentationCapturesStatusBarAppearance, .runtime):
        controller.setValue(.bool(true), for: fact.key)
      default:
        break
      }
    }
    // Hand-written pass-through: the container answers what its child answers.
    for lane in Lane.allCases {
      if case .passesOn = preference(of: className, lane: lane), let forwardingGuess {
        controller.setValue(nil, for: Self.preferenceKey(lane))
        if lane == .hidden { controller.setValue(nil, for: .statusBarHidden) }
        controller.setValue(.child(forwardingGuess), for: Self.childKey(lane))
      }
    }
    return controller
  }

  /// What children ask of their navigation controller (`navigationController?.setNavigationBarHidden(true…)`).
  func hidesNavigationBar(_ className: String) -> Bool {
    facts.effectiveFacts(for: className).contains {
      $0.fact.onNavigationController && $0.fact.key == .navigationBarHidden && $0.fact.value != .constant("false")
    }
  }
  /// The class shows its navigation controller's bar (`setNavigationBarHidden(false, …)`).
  func showsNavigationBar(_ className: String) -> Bool {
    facts.effectiveFacts(for: className).contains {
      $0.fact.onNavigationController && $0.fact.key == .navigationBarHidden && $0.fact.value == .constant("false")
    }
  }
  func setsNavigationBarStyle(_ className: String) -> BarStyle? {
    for (fact, _) in facts.effectiveFacts(for: className) where fact.onNavigationController && fact.key == .barStyle {
      if case .constant(let text) = fact.value, case .barStyle(let style)? = ControllerKey.barStyle.parse(text) { return style }
      return .black
    }
    return nil
  }
}
