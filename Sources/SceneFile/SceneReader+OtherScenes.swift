import StatusBarCore

/// `otherScenes:` (docs/scene-format.md, "Several window scenes"; R14.6): the app's window scenes
/// besides the one the top-level keys describe, each with its own `windowScene:`, `root:`,
/// `presented:` and `windows:`.
extension SceneReader {
  static let otherSceneKeys = ["windowScene", "root", "presented", "windows"]

  mutating func readOtherScenes(_ node: YAMLNode, environment: Environment, into world: inout World) throws(SceneError) {
    if node.isNull { return }
    guard let items = node.items else {
      throw error(
        node, "otherScenes is a list of window scenes, found \(node.found): write `- windowScene: { name: Notes, frame: [540, 80, 480, 700] }` with its `root:`"
      )
    }
    guard !environment.device.isPhone else {
      throw error(node, "otherScenes is for iPads: \(environment.device.name) is an iPhone, whose app shows one scene (R14.6)")
    }
    guard environment.os >= WindowSceneGeometry.firstWindowedOS else {
      throw error(node, "several window scenes side by side need iPadOS 16 (Stage Manager) or later; this scene runs \(environment.os.spoken) (R14.6)")
    }
    var seen: [String: Int] = [world.sceneName: 0]
    for item in items {
      var fields: [String: YAMLPair] = [:]
      for (key, pair) in try pairs(item, what: "a scene of otherScenes") {
        guard Self.otherSceneKeys.contains(key) else {
          throw unknownKey(key, at: pair.key, in: "in a scene of otherScenes", candidates: Self.otherSceneKeys)
        }
        fields[key] = pair
      }
      guard let scenePair = fields["windowScene"] else {
        throw error(item, "each of otherScenes needs `windowScene:` with its `name:`, e.g. `windowScene: { name: Notes, frame: [540, 80, 480, 700] }`")
      }
      let (windowing, name) = try readWindowScene(scenePair.value, environment: environment)
      guard let name else { throw error(scenePair.value, "this scene's windowScene needs a `name:` (the scene actions select it by)") }
      if windowing.presence == .closed {
        throw error(scenePair.value, "scene \(YAMLNode.short(name)) is closed: a closed scene is gone (R14.7); remove it, or write `presence: minimised`")
      }
      if world.environment.windowing.presence == .closed {
        throw error(
          scenePair.value, "the top-level scene is closed, which only the app's last scene can be (D85): write `presence: minimised` at the top level")
      }
      if !world.environment.windowing.isOnScreen, windowing.isOnScreen {
        throw error(
          scenePair.value,
          "scene \(YAMLNode.short(name)) is on the screen while the top-level scene is minimised: the top-level scene is the one actions edit, and it leaves the screen only when no other scene is on it (D85); put an on-screen scene at the top level, or write `presence: minimised` here"
        )
      }
      if let line = seen[name] {
        throw error(
          scenePair.value,
          "duplicate scene name `\(YAMLNode.short(name))`\(line > 0 ? " (line \(line))" : ": it is the top-level scene's name"); scene names must be unique")
      }
      seen[name] = scenePair.value.line
      guard let rootPair = fields["root"], !rootPair.value.isNull else {
        throw error(
          item, "scene \(YAMLNode.short(name)) has no `root:`: it needs its window's root view controller, e.g. `root: { controller: { name: Notes } }`")
      }
      let root = try self.node(rootPair.value, depth: 1)
      var presented: [ControllerNode] = []
      if let pair = fields["presented"], !pair.value.isNull {
        guard let list = pair.value.items else {
          throw error(pair.value, "presented is a list of controller nodes, found \(pair.value.found): write `- controller: …`")
        }
        for entry in list { presented.append(try self.node(entry, depth: 1)) }
      }
      let windows = try fields["windows"].map { (p) throws(SceneError) in try readWindows(p.value) } ?? WindowList()
      world.addScene(
        name: name, windowing: windowing, root: root, presented: presented, windows: windows.nodes, mainPosition: windows.mainPosition,
        mainLevel: windows.mainLevel, keyWindow: windows.keyWindow)
    }
  }
}
