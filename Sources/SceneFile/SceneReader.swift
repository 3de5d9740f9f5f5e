import StatusBarCore

/// Turns a composed scene file into a `Scene`, checking everything docs/scene-format.md describes.
/// The first problem stops it; nothing is built until every check has passed.
struct SceneReader {
  /// What a scene gets when it names no device or iOS version.
  static let defaultDevice = "iPhone 8"
  static let defaultOS = OSVersion(12, 0)

  static let topKeys = [
    "title", "summary", "device", "os", "sdk", "orientation", "inCall", "appearance", "phase", "infoPlist",
    "application", "root", "presented", "windows", "windowScene", "otherScenes", "steps",
  ]

  let file: String
  /// Every controller name so far, with the position of its `name:` value.
  var names: [String: (line: Int, column: Int)] = [:]
  /// The scene's iOS version, once read: a kind newer than it is refused (R11.9).
  var os = SceneReader.defaultOS

  init(file: String) {
    self.file = file
  }

  mutating func read(_ document: YAMLNode?) throws(SceneError) -> Scene {
    guard let document, !document.isNull else {
      throw SceneError(
        file: file, line: 1, column: 1,
        message: "the scene is empty: it needs at least `root:`, e.g. `root: { controller: { name: First } }`")
    }
    guard document.pairs != nil else {
      throw error(document, "the top level of a scene is a map of keys (title:, device:, os:, root: …), found \(document.found)")
    }
    var fields: [String: YAMLPair] = [:]
    for (key, pair) in try pairs(document, what: "the scene") {
      guard Self.topKeys.contains(key) else {
        throw unknownKey(key, at: pair.key, in: "at the top level", candidates: Self.topKeys)
      }
      fields[key] = pair
    }

    let title = try fields["title"].map { (p) throws(SceneError) in try text(p.value, "title") }
    let summary = try fields["summary"].map { (p) throws(SceneError) in try text(p.value, "summary") }
    var environment = try readEnvironment(fields)
    var sceneName: String?
    if let pair = fields["windowScene"] { (environment.windowing, sceneName) = try readWindowScene(pair.value, environment: environment) }
    os = environment.os
    let infoPlist = try fields["infoPlist"].map { (p) throws(SceneError) in try readInfoPlist(p.value) } ?? InfoPlist()
    let application = try readApplication(fields["application"]?.value, seed: infoPlist)

    guard let rootPair = fields["root"] else {
      throw error(document, "the scene has no `root:`: it needs the window's root view controller, e.g. `root: { controller: { name: First } }`")
    }
    guard !rootPair.value.isNull else {
      throw error(rootPair.value, "root needs a controller node (`controller:`, `navigation:` or `tabBar:`), found nothing")
    }
    let root = try node(rootPair.value, depth: 1)
    var presented: [ControllerNode] = []
    if let pair = fields["presented"], !pair.value.isNull {
      guard let items = pair.value.items else {
        throw error(
          pair.value,
          "presented is a list of controller nodes (the modal chain, each presented by the one before), found \(pair.value.found): write `- controller: …`")
      }
      for item in items { presented.append(try node(item, depth: 1)) }
    }
    let windows = try fields["windows"].map { (p) throws(SceneError) in try readWindows(p.value) }
    let steps = try fields["steps"].map { (p) throws(SceneError) in try readSteps(p.value) } ?? []

    var world = World(
      environment: environment, root: root, presented: presented, infoPlist: infoPlist, application: application)
    if let windows, !windows.nodes.isEmpty || windows.mainPosition != nil {
      world.install(
        windows: windows.nodes, mainPosition: windows.mainPosition, mainLevel: windows.mainLevel, keyWindow: windows.keyWindow)
    }
    if let sceneName { world.sceneName = sceneName }
    if let pair = fields["otherScenes"] { try readOtherScenes(pair.value, environment: environment, into: &world) }
    return Scene(title: title, summary: summary, world: world, steps: steps, source: file)
  }

  // MARK: Environment

  func readEnvironment(_ fields: [String: YAMLPair]) throws(SceneError) -> Environment {
    var device = DeviceCatalog.device(named: Self.defaultDevice)!
    if let node = fields["device"]?.value {
      guard let name = node.text else {
        throw error(node, "device needs a name from `sbplay devices`, such as `iPhone 8`, found \(node.found)")
      }
      guard let found = DeviceCatalog.device(named: name) else {
        throw error(
          node, "unknown device `\(YAMLNode.short(name))`\(Suggestions.didYouMean(name, in: DeviceCatalog.allNames)) (`sbplay devices` lists every name)")
      }
      device = found
    }
    // A device without `os:` opens on the newest iOS it ran; with neither, iOS 12.
    var os = fields["device"] == nil || device.supports(Self.defaultOS) ? Self.defaultOS : device.newestOS
    if let node = fields["os"]?.value {
      // The scalar's text, not a number: `os: 13.10` is iOS 13.10, never the float 13.1.
      guard let text = node.text else {
        throw error(node, "os needs an iOS version from \(OSVersion.rangeText), such as \"12.0\", found \(node.found)")
      }
      guard let version = OSVersion(parsing: text) else {
        throw error(node, "`\(YAMLNode.short(text))` is not an iOS version sbplay models: expected \(OSVersion.rangeText), written like `os: \"12.0\"`")
      }
      os = version
    }
    // A device never ran a version outside its range: refuse the pair.
    if !device.supports(os) {
      let node = fields["os"]?.value ?? fields["device"]?.value
      let message = "\(device.unsupportedMessage(os)) (`sbplay devices --os \(os.major)` lists the devices that did)"
      if let node { throw error(node, message) }
    }
    var environment = Environment(device: device, os: os)
    if let node = fields["sdk"]?.value {
      // R13.1: the SDK the app is built with; absent, the OS's own.
      guard let text = node.text, let version = OSVersion(parsing: text) else {
        throw error(node, "sdk needs the iOS SDK the app is built with, from \(OSVersion.rangeText), written like `sdk: \"26.0\"`, found \(node.found)")
      }
      environment.sdk = version
    }
    if let node = fields["orientation"]?.value {
      environment.orientation = try named(node, "orientation", Orientation.self)
    }
    if let node = fields["inCall"]?.value { environment.inCall = try bool(node, "inCall") }
    if let node = fields["appearance"]?.value {
      environment.appearance = try named(node, "appearance", Appearance.self)
    }
    if let node = fields["phase"]?.value { environment.phase = try named(node, "phase", Phase.self) }
    return environment
  }

  func readInfoPlist(_ node: YAMLNode) throws(SceneError) -> InfoPlist {
    var plist = InfoPlist()
    if node.isNull { return plist }
    let keys = InfoPlist.Key.allNames
    for (key, pair) in try pairs(node, what: "infoPlist") {
      switch InfoPlist.Key(rawValue: key) {
      case .UIViewControllerBasedStatusBarAppearance?:
        plist.viewControllerBasedStatusBarAppearance = try bool(pair.value, key)
      case .UIStatusBarHidden?:
        plist.statusBarHidden = try bool(pair.value, key)
      case .UIStatusBarStyle?:
        plist.statusBarStyle = try named(
          pair.value, key, StatusBarStyle.self, names: StatusBarStyle.allCases.map(\.plistName))
      case .UIDesignRequiresCompatibility?:
        plist.designRequiresCompatibility = try bool(pair.value, key)
      case .UIRequiresFullScreen?:
        plist.requiresFullScreen = try bool(pair.value, key)
      case nil:
        throw unknownKey(key, at: pair.key, in: "in infoPlist", candidates: keys)
      }
    }
    return plist
  }

  /// `UIApplication`'s legacy state: seeded from Info.plist at launch (R5.6), then the file's keys.
  func readApplication(_ node: YAMLNode?, seed plist: InfoPlist) throws(SceneError) -> ApplicationState {
    var application = ApplicationState()
    application.statusBarStyle = plist.statusBarStyle
    application.statusBarHidden = plist.statusBarHidden
    guard let node, !node.isNull else { return application }
    let keys = ["statusBarStyle", "statusBarHidden"]
    for (key, pair) in try pairs(node, what: "application") {
      switch key {
      case "statusBarStyle": application.statusBarStyle = try named(pair.value, key, StatusBarStyle.self)
      case "statusBarHidden": application.statusBarHidden = try bool(pair.value, key)
      default: throw unknownKey(key, at: pair.key, in: "in application", candidates: keys)
      }
    }
    return application
  }
}
