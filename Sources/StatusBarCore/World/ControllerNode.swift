/// A controller with its subtree, as a value: how scenes and tests describe a tree, and how a
/// world's tree is read back for saving and exporting.
public struct ControllerNode: Hashable, Sendable {
  /// The controller's properties; its `children` and `parent` ids are ignored here.
  public var controller: Controller
  public var children: [ControllerNode]

  public init(_ controller: Controller, children: [ControllerNode] = []) {
    self.controller = controller
    self.children = children
  }

  /// A node of a kind with overrides given as text (`[.preferredStatusBarStyle: "lightContent"]`).
  /// Values that do not parse are skipped; scene files validate before they get here.
  public init(
    _ kind: ControllerKind, _ name: String, _ properties: KeyValuePairs<ControllerKey, String> = [:],
    children: [ControllerNode] = []
  ) {
    var controller = Controller(name: name, kind: kind)
    for (key, text) in properties {
      if let value = key.parse(text) { controller.setValue(value, for: key) }
    }
    self.init(controller, children: children)
  }

  public static func vc(
    _ name: String, _ properties: KeyValuePairs<ControllerKey, String> = [:], children: [ControllerNode] = []
  ) -> ControllerNode {
    ControllerNode(.controller, name, properties, children: children)
  }

  public static func nav(
    _ name: String, _ properties: KeyValuePairs<ControllerKey, String> = [:], _ stack: [ControllerNode]
  ) -> ControllerNode {
    ControllerNode(.navigation, name, properties, children: stack)
  }

  public static func tabs(
    _ name: String, _ properties: KeyValuePairs<ControllerKey, String> = [:], _ tabs: [ControllerNode]
  ) -> ControllerNode {
    ControllerNode(.tabBar, name, properties, children: tabs)
  }

  public static func nav(_ name: String, _ stack: [ControllerNode]) -> ControllerNode {
    ControllerNode(.navigation, name, [:], children: stack)
  }

  public static func tabs(_ name: String, _ tabs: [ControllerNode]) -> ControllerNode {
    ControllerNode(.tabBar, name, [:], children: tabs)
  }

  /// Every name in the subtree, depth first.
  public var allNames: [String] {
    var names: [String] = []
    var work = [self]
    while let node = work.popLast() {
      names.append(node.controller.name)
      work.append(contentsOf: node.children.reversed())
    }
    return names
  }
}

extension World {
  /// A world with a window whose root is `root` and a modal chain `presented`, evaluated.
  /// Names must be unique (scene files check this with positions before calling).
  public init(
    environment: Environment, root: ControllerNode?, presented: [ControllerNode] = [],
    infoPlist: InfoPlist = InfoPlist(), application: ApplicationState? = nil
  ) {
    self.init(environment: environment)
    self.infoPlist = infoPlist
    self.launchedInfoPlist = infoPlist
    self.environment.launchedRequiresFullScreen = infoPlist.requiresFullScreen  // no didSet in an init
    // R5.6: the Info.plist launch keys seed UIApplication's legacy values.
    var app = ApplicationState()
    app.statusBarStyle = infoPlist.statusBarStyle
    app.statusBarHidden = infoPlist.statusBarHidden
    self.application = application ?? app
    if let root { self.root = insert(root, parent: nil) }
    for node in presented { self.presented.append(insert(node, parent: nil)) }
    evaluateInitialState()
  }

  /// Adds a subtree and returns the id of its top.
  @discardableResult
  public mutating func insert(_ node: ControllerNode, parent: ControllerID?) -> ControllerID {
    var top = node.controller
    top.children = []
    top.parent = parent
    let id = controllers.add(top)
    // Iterative, so deep trees cannot exhaust the stack.
    var work: [(ControllerNode, ControllerID)] = [(node, id)]
    while let (current, currentID) = work.popLast() {
      var childIDs: [ControllerID] = []
      for child in current.children {
        var c = child.controller
        c.children = []
        c.parent = currentID
        let childID = controllers.add(c)
        childIDs.append(childID)
        work.append((child, childID))
      }
      controllers[currentID]?.children = childIDs
    }
    return id
  }

  /// The subtree below a controller as a node (for saving and exporting).
  public func node(for id: ControllerID) -> ControllerNode? {
    guard let vc = controllers[id] else { return nil }
    var result = ControllerNode(vc)
    result.controller.children = []
    result.controller.parent = nil
    result.children = vc.children.compactMap { node(for: $0) }
    return result
  }
}
