/// The `scene` verb: put the iPad scene in a window, move or resize it, go full screen, pick the
/// windowing control style, make it the frontmost scene or not (R14.1, R14.2, D82).
public enum SceneWindowAction: Hashable, Sendable, CustomStringConvertible {
  case fullScreen
  /// `scene window X Y WIDTH HEIGHT`: the window's frame in points on the screen.
  case window(Rect)
  case controlStyle(WindowingControlStyle)
  case frontmost(Bool)

  public static let usage =
    "scene needs `fullScreen`, `window X Y WIDTH HEIGHT` (points on the screen), `controlStyle automatic|minimal|unified` or `frontmost true|false`"

  public var description: String {
    switch self {
    case .fullScreen: "scene fullScreen"
    case .window(let r):
      "scene window \(r.x.pointString) \(r.y.pointString) \(r.width.pointString) \(r.height.pointString)"
    case .controlStyle(let style): "scene controlStyle \(style.rawValue)"
    case .frontmost(let on): "scene frontmost \(on)"
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
      let numbers = rest.compactMap { Double($0) }.filter(\.isFinite)
      guard rest.count == 4, numbers.count == 4 else {
        throw ActionError("scene window needs four numbers of points: X Y WIDTH HEIGHT, e.g. `scene window 80 60 700 900`")
      }
      return .window(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
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
      throw ActionError("unknown `scene \(sub)`\(Suggestions.didYouMean(sub, in: ["fullScreen", "window", "controlStyle", "frontmost"])): \(usage)")
    }
  }
}

extension World {
  /// Applies a `scene` action; refused on an iPhone, before iPadOS 16, or for a frame off the screen.
  mutating func applySceneWindow(_ action: SceneWindowAction, _ report: inout ActionReport) throws(ActionError) {
    guard !device.isPhone else { throw ActionError("\(device.name) is an iPhone: only iPad scenes run in windows (R14.1)") }
    switch action {
    case .fullScreen:
      environment.windowing.mode = .fullScreen
      environment.windowing.frame = nil
      report.events.append("the scene goes full screen")
    case .window(let frame):
      guard os >= WindowSceneGeometry.firstWindowedOS else {
        throw ActionError("windowed scenes need iPadOS 16 (Stage Manager) or later; this is \(os.spoken) (R14.1)")
      }
      let screen = device.interfaceSize(environment.orientation)
      if let problem = SceneWindowing.problem(with: frame, screen: screen) { throw ActionError(problem) }
      environment.windowing.mode = .windowed
      environment.windowing.frame = frame
      report.events.append("the scene's window is \(frame)")
    case .controlStyle(let style):
      environment.windowing.controlStyle = style
      report.events.append("preferredWindowingControlStyle(for:) returns \(style.swiftName)")
      if os < WindowSceneGeometry.firstControlsOS { report.notes.append("window controls come with iPadOS 26: \(os.spoken) draws none (R14.2)") }
    case .frontmost(let on):
      environment.windowing.frontmost = on
      report.events.append(on ? "the scene becomes the frontmost scene" : "another scene becomes frontmost")
    }
    if WindowSceneGeometry.usesCompatibilityCanvas(self) {
      report.notes.append("UIRequiresFullScreen: the app still runs in a full-screen canvas (R14.4)")
    }
    reevaluate("the scene's window changed", animated: false, &report)
  }
}
