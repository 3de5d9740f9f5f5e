import StatusBarCore

/// Controller nodes (docs/scene-format.md): a map with exactly one key naming its
/// kind, whose value holds the properties.
extension SceneReader {
  static let kindNames = ControllerKind.allNames
  /// Every kind's key for its children (`children`, `viewControllers`).
  static let childrenKeys = Set(ControllerKind.allCases.map(\.behavior.childrenKey))
  /// "controller, navigation or tabBar".
  static let kindList = ActionParser.spokenList(ControllerKind.allNames)
  /// "`controller:`, `navigation:` or `tabBar:`".
  static let kindKeyList = ActionParser.spokenList(ControllerKind.allNames.map { "`\($0):`" })
  /// Names that mean something else where a child's name is expected: the ones every action
  /// refuses, and two more a scene's child references read. An array, like
  /// `ControllerName.reserved`: asked for every controller read.
  static let reservedNames = ControllerName.reserved + ["firstViewController", "viewControllers.first"]

  /// The keys a kind of node takes, in the order messages list them.
  static func keys(of kind: ControllerKind) -> [String] { keysByKind[kinds.firstIndex(of: kind)!] }

  /// `keys(of:)` for every kind, in case order, made once rather than for every node of a
  /// scene (an array searched in order: a dictionary keyed by the kind would cost a scan of
  /// every conformance in the binary on first use).
  private static let kinds = ControllerKind.allCases
  private static let keysByKind: [[String]] = kinds.map { kind in
    ["name"] + ControllerKey.allCases.filter { $0.kinds.contains(kind) }.map(\.rawValue)
      + (kind.behavior.takesChildren ? [kind.behavior.childrenKey] : [])
  }

  mutating func node(_ yaml: YAMLNode, depth: Int) throws(SceneError) -> ControllerNode {
    guard depth <= SceneLimits.maxControllerDepth else {
      throw error(
        yaml, "controllers nest more than \(SceneLimits.maxControllerDepth) levels deep here: scene files allow at most \(SceneLimits.maxControllerDepth)")
    }
    let (kind, kindKey, properties) = try kindOf(yaml)
    if let (introduced, why) = kind.behavior.introduced, os < introduced {
      throw error(
        kindKey, "`\(kind.rawValue):` is a \(kind.uikitClass), and \(why): this scene runs \(os.spoken); raise `os:` to \"\(introduced)\" or use another kind")
    }
    guard properties.pairs != nil else {
      throw error(
        properties.isNull ? kindKey : properties, "`\(kind.rawValue):` needs its properties as a map with at least `name:`, found \(properties.found)")
    }
    let fields = try pairs(properties, what: "a node")
    guard let namePair = fields.first(where: { $0.key == "name" })?.pair else {
      throw error(kindKey, "this `\(kind.rawValue)` has no `name`: every controller needs a unique name, e.g. `name: First`")
    }
    let name = try controllerName(namePair.value)
    var controller = Controller(name: name, kind: kind)
    var children: [ControllerNode] = []
    var references: [(ControllerKey, ChildReference, YAMLNode)] = []
    var indexNode: YAMLNode?
    let allowed = Self.keys(of: kind)

    for (key, pair) in fields where key != "name" {
      if Self.childrenKeys.contains(key) {
        guard allowed.contains(key) else { throw wrongContainerKey(key, pair.key, name: name, kind: kind) }
        if pair.value.isNull { continue }
        guard let items = pair.value.items else {
          throw error(pair.value, "\(key) is a list of controller nodes, found \(pair.value.found): write `- controller: { name: … }`")
        }
        for item in items { children.append(try node(item, depth: depth + 1)) }
        continue
      }
      guard let controllerKey = ControllerKey(rawValue: key) else {
        throw unknownNodeKey(key, pair.key, name: name, kind: kind)
      }
      guard controllerKey.kinds.contains(kind) else {
        let ownerKind = ControllerKind.owner(of: controllerKey) ?? kind
        let owner = ownerKind.uikitClass
        throw error(pair.key, "\(key) is a \(owner) key; \(name) is a `\(kind.rawValue)`: make it a `\(ownerKind.rawValue)` node, or remove the key")
      }
      let value = try self.value(for: controllerKey, pair.value)
      if case .child(let reference) = value { references.append((controllerKey, reference, pair.value)) }
      if controllerKey == .selectedIndex || controllerKey == .currentPage { indexNode = pair.value }
      controller.setValue(value, for: controllerKey)
    }

    try checkReferences(references, of: controller, children: children)
    if let indexNode, let index = controller.currentPage, index >= children.count {
      throw error(
        indexNode,
        "currentPage \(index) is out of range: \(name) has \(children.count) page\(children.count == 1 ? "" : "s")\(children.isEmpty ? "; add them under `viewControllers`" : " (0…\(children.count - 1))")"
      )
    }
    if let indexNode, let index = controller.selectedIndex, index >= children.count {
      throw error(
        indexNode,
        children.isEmpty
          ? "selectedIndex \(index) is out of range: \(name) has no tabs; add them under `viewControllers`"
          : "selectedIndex \(index) is out of range: \(name) has \(children.count) tab\(children.count == 1 ? "" : "s") (0…\(children.count - 1))")
    }
    return ControllerNode(controller, children: children)
  }

  /// The node's kind, its key and its properties; exactly one key of a node names its kind.
  func kindOf(_ yaml: YAMLNode) throws(SceneError) -> (ControllerKind, YAMLNode, YAMLNode) {
    let example = "e.g. `- controller: { name: First }`"
    guard yaml.pairs != nil else {
      throw error(yaml, "a controller node is a map with one key naming its kind (\(Self.kindList)), found \(yaml.found): \(example)")
    }
    let fields = try pairs(yaml, what: "a node")
    let kinds = fields.filter { ControllerKind(rawValue: $0.key) != nil }
    if kinds.count > 1 {
      throw error(kinds[1].pair.key, "a node has exactly one kind, found `\(kinds[0].key)` and `\(kinds[1].key)`: make them two nodes, or keep one")
    }
    if let only = kinds.first {
      if let stray = fields.first(where: { ControllerKind(rawValue: $0.key) == nil }) {
        throw error(
          stray.pair.key,
          "`\(YAMLNode.short(stray.key))` is beside `\(only.key):`: a node has exactly one key, its kind, and the properties go inside it (indent `\(YAMLNode.short(stray.key))` under `\(only.key):`)"
        )
      }
      return (ControllerKind(rawValue: only.key)!, only.pair.key, only.pair.value)
    }
    guard !fields.isEmpty else {
      throw error(yaml, "an empty node: expected \(Self.kindKeyList) with its properties, \(example)")
    }
    let propertyNames = Set(["name"] + Self.childrenKeys + ControllerKey.allNames)
    let unknown = fields.filter { !propertyNames.contains($0.key) }
    let typo = unknown.first { Suggestions.closest(to: $0.key, in: Self.kindNames) != nil }
    if let field = typo ?? (fields.count == 1 ? unknown.first : nil) {
      let suggestion = Suggestions.closest(to: field.key, in: Self.kindNames).map { ", did you mean `\($0)`?" } ?? ""
      throw error(field.pair.key, "unknown node kind `\(YAMLNode.short(field.key))`\(suggestion) (a node is one of \(Self.kindNames.joined(separator: ", ")))")
    }
    throw error(yaml, "this node has no kind: put its properties under \(Self.kindKeyList), \(example)")
  }

  /// A new, unique, usable controller name.
  mutating func controllerName(_ node: YAMLNode) throws(SceneError) -> String {
    guard let name = node.text else { throw error(node, "name needs a text, found \(node.found)") }
    guard !Self.reservedNames.contains(name) else {
      throw error(
        node,
        "`\(name)` cannot be a controller name: childForStatusBarStyle reads it as \(name == "none" || name == "nil" ? "nil" : "UIKit's own property"); choose another name"
      )
    }
    if let problem = ControllerName.problem(name) {
      throw error(node, "`\(YAMLNode.short(name))` is not a controller name: \(problem)")
    }
    if let first = names[name] {
      throw error(node, "duplicate name `\(YAMLNode.short(name))`: the controller on line \(first.line) already has it; names must be unique")
    }
    names[name] = (node.line, node.column)
    return name
  }

  /// An unknown key, suggesting a key of this kind, or else one of another kind.
  func unknownNodeKey(_ key: String, _ node: YAMLNode, name: String, kind: ControllerKind) -> SceneError {
    let allowed = Self.keys(of: kind)
    if Suggestions.closest(to: key, in: allowed) == nil {
      let others = ControllerKind.allCases.filter { $0 != kind }
      for other in others {
        let theirs = Self.keys(of: other).filter { !allowed.contains($0) }
        if let suggestion = Suggestions.closest(to: key, in: theirs) {
          return error(
            node,
            "unknown key `\(YAMLNode.short(key))` in \(name), did you mean `\(suggestion)`? It is a `\(other.rawValue)` key; \(name) is a `\(kind.rawValue)`")
        }
      }
    }
    return unknownKey(key, at: node, in: "in \(name)", candidates: allowed)
  }

  func wrongContainerKey(_ key: String, _ node: YAMLNode, name: String, kind: ControllerKind) -> SceneError {
    let owners = ControllerKind.allCases.filter { $0.behavior.takesChildren && $0.behavior.childrenKey == key }
      .map { "`\($0.rawValue)`" }
    let ownersText = owners.count == 1 ? "a \(owners[0])" : "a " + owners.joined(separator: " and ")
    guard kind.behavior.takesChildren else {
      return error(node, "\(name) is a \(kind.uikitClass) (`\(kind.rawValue)`), which holds no controllers of the scene's: remove `\(key)`")
    }
    let what = kind.behavior.takesChildrenWithAddChild ? "child view controllers" : "controllers"
    return error(node, "\(key) is \(ownersText) key; \(name) is a `\(kind.rawValue)`, whose \(what) go in `\(kind.behavior.childrenKey)`")
  }

  /// `childForStatusBarStyle`/`Hidden` must name a child, or a property the kind has.
  func checkReferences(
    _ references: [(ControllerKey, ChildReference, YAMLNode)], of controller: Controller, children: [ControllerNode]
  ) throws(SceneError) {
    let name = controller.name
    let childNames = children.map(\.controller.name)
    for (key, reference, node) in references {
      switch reference {
      case .none: continue
      case .topViewController, .selectedViewController, .firstViewController:
        guard controller.behavior.childProperty == reference else {
          let owner = ControllerKind.ownerClasses(of: reference)
          throw error(
            node,
            "\(key.rawValue): \(reference) exists only on a \(owner); \(name) is a `\(controller.kind.rawValue)`\(childNames.isEmpty ? "" : ": name one of its children (\(childNames.joined(separator: ", "))) or nil")"
          )
        }
      case .named(let target):
        guard childNames.contains(target) else {
          let list = childNames.isEmpty ? "it has no children" : "its children: \(childNames.joined(separator: ", "))"
          throw error(node, "\(key.rawValue): `\(YAMLNode.short(target))` is not a child of \(name) (\(list))\(Suggestions.didYouMean(target, in: childNames))")
        }
      }
    }
  }
}
