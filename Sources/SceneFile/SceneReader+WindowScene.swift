import StatusBarCore

/// `windowScene:`: an iPad scene full screen or in a window (R14.1, R14.2, D82), checked against
/// the scene's device, iOS version and orientation.
extension SceneReader {
  static let windowSceneKeys = ["name", "mode", "frame", "controlStyle", "frontmost", "presence"]

  /// The windowing and, when given, the scene's `name:` (R14.6).
  func readWindowScene(_ node: YAMLNode, environment: Environment) throws(SceneError) -> (SceneWindowing, name: String?) {
    var windowing = SceneWindowing()
    var name: String?
    guard !node.isNull else { return (windowing, nil) }
    guard !environment.device.isPhone else {
      throw error(node, "windowScene is for iPads: \(environment.device.name) is an iPhone, whose scenes are always full screen (R14.1)")
    }
    var modeNode: YAMLNode?
    var frameNode: YAMLNode?
    for (key, pair) in try pairs(node, what: "windowScene") {
      switch key {
      case "name":
        let text = try text(pair.value, "name")
        if let problem = ControllerName.problem(text) { throw error(pair.value, "`\(YAMLNode.short(text))` is not a scene name: \(problem)") }
        name = text
      case "mode":
        windowing.mode = try named(pair.value, "mode", SceneWindowing.Mode.self)
        modeNode = pair.value
      case "frame":
        windowing.frame = try frame(pair.value, screen: environment.device.interfaceSize(environment.orientation))
        frameNode = pair.value
      case "controlStyle": windowing.controlStyle = try named(pair.value, "controlStyle", WindowingControlStyle.self)
      case "frontmost": windowing.frontmost = try bool(pair.value, "frontmost")
      case "presence":
        windowing.presence = try named(pair.value, "presence", SceneWindowing.Presence.self)
        if windowing.presence != .onScreen, environment.os < WindowSceneGeometry.firstWindowedOS {
          throw error(pair.value, "minimised and closed scenes need iPadOS 16 (Stage Manager) or later; this scene runs \(environment.os.spoken) (D85)")
        }
      default: throw unknownKey(key, at: pair.key, in: "in windowScene", candidates: Self.windowSceneKeys)
      }
    }
    if modeNode == nil, windowing.frame != nil { windowing.mode = .windowed }
    if !windowing.isOnScreen { windowing.frontmost = false }  // off the screen, never in front (R14.7)
    if windowing.mode == .windowed {
      guard windowing.frame != nil else {
        throw error(modeNode ?? node, "a windowed scene needs its `frame: [x, y, width, height]` in points on the screen")
      }
      if environment.os < WindowSceneGeometry.firstWindowedOS {
        throw error(modeNode ?? frameNode ?? node, "windowed scenes need iPadOS 16 (Stage Manager) or later; this scene runs \(environment.os.spoken) (R14.1)")
      }
    } else if let frameNode {
      throw error(frameNode, "a full-screen scene has no frame: remove `frame:` or write `mode: windowed`")
    }
    return (windowing, name)
  }

  /// `[x, y, width, height]` in points, on a screen of that size.
  func frame(_ node: YAMLNode, screen: Size) throws(SceneError) -> Rect {
    let usage = "frame needs four numbers of points, [x, y, width, height], on the \(screen.width.pointString)×\(screen.height.pointString) pt screen"
    guard let items = node.items else { throw error(node, "\(usage), found \(node.found)") }
    guard items.count == 4 else { throw error(node, "\(usage), found \(items.count) number\(items.count == 1 ? "" : "s")") }
    var numbers: [Double] = []
    for item in items { numbers.append(try number(item, "frame")) }
    let rect = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    if let problem = SceneWindowing.problem(with: rect, screen: screen) { throw error(node, "frame: " + problem) }
    return rect
  }
}
