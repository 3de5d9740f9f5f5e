import StatusBarCore

/// Where something was found in a source file (1-based line and column).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }
  public var description: String { "\(file):\(line):\(column)" }
}

/// What a class's code answers for one scene key.
public enum SourceValue: Hashable, Sendable {
  /// Statically known, spelled as a scene writes it (`lightContent`, `true`, `topViewController`).
  case constant(String)
  /// Decided at run time: the expression, shortened.
  case runtime(String)
}

/// One override or lifecycle assignment found in a class.
public struct SourceFact: Hashable, Sendable {
  public var key: ControllerKey
  public var value: SourceValue
  public var location: SourceLocation
  /// Set on the enclosing navigation controller (`navigationController?.isNavigationBarHidden = true`).
  public var onNavigationController: Bool
  /// A getter that asks another controller (`return topViewController?.preferredStatusBarStyle ?? …`):
  /// a hand-written pass-through, whatever else it returns.
  public var asksAnother: Bool
  /// D196: a `prefersStatusBarHidden` that returns the property the class also gives its
  /// navigation bar (`return hidden` beside `setNavigationBarHidden(hidden, animated: true)`): it
  /// answers false whenever that bar shows.
  public var followsNavigationBar: Bool
  public init(
    key: ControllerKey, value: SourceValue, location: SourceLocation, onNavigationController: Bool = false, asksAnother: Bool = false,
    followsNavigationBar: Bool = false
  ) {
    self.key = key
    self.value = value
    self.location = location
    self.onNavigationController = onNavigationController
    self.asksAnother = asksAnother
    self.followsNavigationBar = followsNavigationBar
  }
}

/// A class declared in the app's sources.
public struct ClassFacts: Hashable, Sendable {
  public var name: String
  public var superclass: String?
  public var location: SourceLocation
  public var facts: [SourceFact]
  public init(name: String, superclass: String?, location: SourceLocation, facts: [SourceFact] = []) {
    self.name = name
    self.superclass = superclass
    self.location = location
    self.facts = facts
  }
}

/// Every class the sources declare, by name (module-less, as `ClassName.base`).
public struct SourceFacts: Sendable {
  public var classes: [String: ClassFacts] = [:]
  public init(classes: [String: ClassFacts] = [:]) { self.classes = classes }

  public func superclass(of name: String) -> String? { classes[name]?.superclass }

  /// `name` is declared (in the app) as a subclass of `base`, directly or through the app's classes.
  public func inherits(_ name: String, from base: String) -> Bool {
    var current = classes[name]?.superclass.map { ClassName($0).base }
    var seen: Set<String> = [name]
    while let className = current, !seen.contains(className) {
      if className == base { return true }
      seen.insert(className)
      current = classes[className]?.superclass.map { ClassName($0).base }
    }
    return false
  }

  /// The class's own facts, then those it inherits from the app's own base classes (the
  /// nearest declaration of a key wins), each with the class that declares it.
  public func effectiveFacts(for name: String) -> [(fact: SourceFact, declaredIn: String)] {
    var result: [(SourceFact, String)] = []
    var keys: Set<String> = []
    var current: String? = name
    var seen: Set<String> = []
    while let className = current, let facts = classes[className], !seen.contains(className) {
      seen.insert(className)
      for fact in facts.facts {
        let id = fact.key.rawValue + (fact.onNavigationController ? "@nav" : "")
        guard !keys.contains(id) else { continue }
        keys.insert(id)
        result.append((fact, className))
      }
      current = facts.superclass.map { ClassName($0).base }
    }
    return result
  }
}
