/// The `scene` verb: put the iPad scene in a window, move or resize it, go full screen, pick the
/// windowing control style, make it the frontmost scene or not (R14.1, R14.2, D82).
public enum SceneWindowAction: Hashable, Sendable, CustomStringConvertible {
  case fullScreen
  /// `scene window X Y WIDTH HEIGHT`: the window's frame in points on the screen.
  case window(Rect)
  case controlStyle(WindowingControlStyle)
  case frontmost(Bool)
  /// `scene add NAME X Y WIDTH HEIGHT`: another window scene whose root is a new view controller
  /// called NAME; it opens in front and becomes the selected scene (R14.6).
  case add(String, Rect)
  /// `scene select NAME`: the scene that later actions edit (R14.6); a minimised or closed one
  /// comes back on the screen, in front (R14.7).
  case select(String)
  /// `scene close [NAME]`: the window control's close; the selected scene by default (R14.7).
  case close(String?)
  /// `scene minimise [NAME]`: the window control's minimise; the selected scene by default (R14.7).
  case minimise(String?)

  public static let usage =
    "scene needs `fullScreen`, `window X Y WIDTH HEIGHT` (points on the screen), `controlStyle automatic|minimal|unified`, `frontmost true|false`, `add NAME X Y WIDTH HEIGHT`, `select NAME`, `close [NAME]` or `minimise [NAME]`"

  public var description: String {
    switch self {
    case .fullScreen: "scene fullScreen"
    case .window(let r):
      "scene window \(r.x.pointString) \(r.y.pointString) \(r.width.pointString) \(r.height.pointString)"
    case .controlStyle(let style): "scene controlStyle \(style.rawValue)"
    case .frontmost(let on): "scene frontmost \(on)"
    case .add(let name, let r):
      "scene add \(quoted(name)) \(r.x.pointString) \(r.y.pointString) \(r.width.pointString) \(r.height.pointString)"
    case .select(let name): "scene select \(quoted(name))"
    case .close(let name): "scene close" + (name.map { " " + quoted($0) } ?? "")
    case .minimise(let name): "scene minimise" + (name.map { " " + quoted($0) } ?? "")
    }
  }

  static func parse(_ args: [String]) throws(ActionError) -> SceneWindowAction {
    guard let sub = args.first else { throw ActionError(usage) }
    let rest = Array(args.dropFirst())
    switch sub {
    case "fullScreen":
      guard rest.isEmpty else { throw ActionError("scene fullScreen takes nothing more") }
      return .fullScreen
    case "window":
      return .window(try frame(rest, usage: "scene window needs four numbers of points: X Y WIDTH HEIGHT, e.g. `scene window 80 60 700 900`"))
    case "add":
      let usage = "scene add needs a name and four numbers of points: NAME X Y WIDTH HEIGHT, e.g. `scene add Notes 540 80 480 700`"
      guard let name = rest.first, !name.isEmpty, Double(name) == nil else { throw ActionError(usage) }
      return .add(name, try frame(Array(rest.dropFirst()), usage: usage))
    case "select":
      guard rest.count == 1 else { throw ActionError("scene select needs one scene name, e.g. `scene select main`") }
      return .select(rest[0])
    case "close", "minimise", "minimize":
      let verb = sub == "close" ? "close" : "minimise"
      guard rest.count <= 1 else { throw ActionError("scene \(verb) takes at most one scene name, e.g. `scene \(verb) Notes` (none: the selected scene)") }
      return sub == "close" ? .close(rest.first) : .minimise(rest.first)
    case "controlStyle":
      let names = WindowingControlStyle.allNames
      guard rest.count == 1, let style = WindowingControlStyle(name: rest[0]) else {
        let hint = rest.count == 1 ? Suggestions.didYouMean(rest[0], in: names) : ""
        throw ActionError("scene controlStyle needs \(names.joined(separator: ", "))\(hint)")
      }
      return .controlStyle(style)
    case "frontmost":
      guard rest.count == 1, let on = parseBool(rest[0]) else { throw ActionError("scene frontmost needs true or false") }
      return .frontmost(on)
    default:
      throw ActionError(
        "unknown `scene \(sub)`\(Suggestions.didYouMean(sub, in: ["fullScreen", "window", "controlStyle", "frontmost", "add", "select", "close", "minimise"])): \(usage)"
      )
    }
  }
}

extension World {
  /// Applies a `scene` action; refused on an iPhone, before iPadOS 16, or for a frame off the screen.
  mutating func applySceneWindow(_ action: SceneWindowAction, _ report: inout ActionReport) throws(ActionError) {
    guard !device.isPhone else { throw ActionError("\(device.name) is an iPhone: only iPad scenes run in windows (R14.1)") }
    switch action {
    case .fullScreen:
      bringSelectedSceneBack(&report)
      environment.windowing.mode = .fullScreen
      environment.windowing.frame = nil
      report.events.append("the scene goes full screen")
    case .window(let frame):
      guard os >= WindowSceneGeometry.firstWindowedOS else {
        throw ActionError("windowed scenes need iPadOS 16 (Stage Manager) or later; this is \(os.spoken) (R14.1)")
      }
      let screen = device.interfaceSize(environment.orientation)
      if let problem = SceneWindowing.problem(with: frame, screen: screen) { throw ActionError(problem) }
      bringSelectedSceneBack(&report)
      environment.windowing.mode = .windowed
      environment.windowing.frame = frame
      report.events.append("the scene's window is \(frame)")
    case .controlStyle(let style):
      environment.windowing.controlStyle = style
      report.events.append("preferredWindowingControlStyle(for:) returns \(style.swiftName)")
      if os < WindowSceneGeometry.firstControlsOS { report.notes.append("window controls come with iPadOS 26: \(os.spoken) draws none (R14.2)") }
    case .frontmost(let on):
      if on { bringSelectedSceneBack(&report) }
      environment.windowing.frontmost = on
      if on { for index in otherScenes.indices { otherScenes[index].windowing.frontmost = false } }
      report.events.append(
        on
          ? "the scene \(sceneName) becomes the frontmost scene"
          : otherScenes.isEmpty ? "another scene becomes frontmost" : "another app's scene becomes frontmost (D82)")
    case .add(let name, let frame):
      try addScene(name, frame: frame, &report)
    case .select(let name):
      guard name != sceneName || !environment.windowing.isOnScreen else { throw ActionError("\(name) is already the selected scene") }
      if name != sceneName {
        guard let index = otherScenes.firstIndex(where: { $0.name == name }) else {
          throw ActionError("no scene \(name)\(Suggestions.didYouMean(name, in: sceneNames)): the scenes are \(ActionParser.spokenList(sceneNames))")
        }
        swapScene(at: index)
        report.events.append("actions now edit the scene \(name)")
      }
      bringSelectedSceneBack(&report)
    case .close(let name):
      try needsWindowedOS("closing a scene's window")
      try closeScene(name, &report)
    case .minimise(let name):
      try needsWindowedOS("minimising a scene's window")
      try minimiseScene(name, &report)
    }
    if WindowSceneGeometry.usesCompatibilityCanvas(self) {
      report.notes.append("UIRequiresFullScreen: the app still runs in a full-screen canvas (R14.4)")
    }
    reevaluate("the scene's window changed", animated: false, &report)
  }

  /// Close and minimise come with Stage Manager's windows (iPadOS 16), as windowed scenes do (D85).
  func needsWindowedOS(_ what: String) throws(ActionError) {
    guard os >= WindowSceneGeometry.firstWindowedOS else {
      throw ActionError("\(what) needs iPadOS 16 (Stage Manager) or later; this is \(os.spoken) (D85)")
    }
  }

  /// `scene add`: a new windowed scene in front, selected, with a root view controller of its own (R14.6).
  mutating func addScene(_ name: String, frame: Rect, _ report: inout ActionReport) throws(ActionError) {
    guard os >= WindowSceneGeometry.firstWindowedOS else {
      throw ActionError("several window scenes side by side need iPadOS 16 (Stage Manager) or later; this is \(os.spoken) (R14.6)")
    }
    if let problem = ControllerName.problem(name) { throw ActionError("`\(name)` cannot name a scene: \(problem)") }
    guard !sceneNames.contains(name) else { throw ActionError("there is already a scene \(name): pick another name") }
    guard controllers.id(named: name) == nil else {
      throw ActionError("a controller is already called \(name): the new scene's root view controller takes the scene's name, so pick another")
    }
    let screen = device.interfaceSize(environment.orientation)
    if let problem = SceneWindowing.problem(with: frame, screen: screen) { throw ActionError(problem) }
    var windowing = SceneWindowing()
    windowing.mode = .windowed
    windowing.frame = frame
    environment.windowing.frontmost = false
    for index in otherScenes.indices { otherScenes[index].windowing.frontmost = false }
    addScene(name: name, windowing: windowing, root: ControllerNode(Controller(name: name, kind: .controller)))
    swapScene(at: otherScenes.count - 1)
    report.events.append("requestSceneSessionActivation: a new window scene \(name) at \(frame), frontmost, its root view controller \(name)")
    if let last = otherScenes.last, last.windowing.presence == .closed {
      // The app's last scene was closed and kept only to be opened again (D85): the new one replaces it.
      removeScene(at: otherScenes.count - 1)
      report.events.append("the closed scene \(last.name) is gone for good: the new scene replaces it (D85)")
    }
  }
}

extension SceneWindowAction {
  static func frame(_ args: [String], usage: String) throws(ActionError) -> Rect {
    let numbers = args.compactMap { Double($0) }.filter(\.isFinite)
    guard args.count == 4, numbers.count == 4 else { throw ActionError(usage) }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
