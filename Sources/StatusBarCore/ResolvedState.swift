/// The `state --json` contract of cli.md, field for field (fields may be added).
public struct ResolvedState: Codable, Hashable, Sendable {
  public struct StatusBar: Codable, Hashable, Sendable {
    public var hidden: Bool
    public var style: String
    public var foreground: String
    public var frame: [Double]
    public var height: Double
    public var animation: String
    public var styleDecidedBy: String
    public var hiddenDecidedBy: String
    public var pendingUpdate: Bool
  }
  public struct SafeArea: Codable, Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
  }
  public struct Trace: Codable, Hashable, Sendable {
    public var style: [String]
    public var hidden: [String]
  }

  public var schemaVersion = 1
  public var device: String
  public var os: String
  public var orientation: String
  public var inCall: Bool
  public var appearance: String
  public var phase: String
  public var statusBar: StatusBar
  public var safeAreaInsets: SafeArea
  public var frames: [String: [Double]]
  public var trace: Trace
  public var warnings: [String]
  /// The app's windows, front to back, when it has more than one (R12).
  public var windows: [WindowState]?
  public var events: [String]

  public init(_ snapshot: Snapshot, events: [String], notes: [String] = []) {
    let world = snapshot.world
    let env = world.environment
    let shown = world.shown
    let layout = snapshot.layout
    device = env.device.name
    os = env.os.description
    orientation = env.orientation.rawValue
    inCall = env.inCall
    appearance = env.appearance.rawValue
    phase = env.phase.rawValue
    statusBar = StatusBar(
      hidden: shown.hidden, style: shown.style.rawValue, foreground: shown.foreground.rawValue,
      frame: layout.statusBarFrame.array, height: layout.statusBarFrame.height,
      animation: shown.animation.rawValue, styleDecidedBy: shown.styleDecider.description,
      hiddenDecidedBy: shown.hiddenDecider.description, pendingUpdate: world.pendingUpdate)
    let insets = layout.safeAreaInsets
    safeAreaInsets = SafeArea(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    var frames: [String: [Double]] = [:]
    for frame in layout.frames where frames[frame.name] == nil { frames[frame.name] = frame.rect.array }
    self.frames = frames
    trace = Trace(style: shown.styleTrace.map(\.description), hidden: shown.hiddenTrace.map(\.description))
    var warnings = notes
    for warning in snapshot.warnings where !warnings.contains(warning) { warnings.append(warning) }
    self.warnings = warnings
    self.windows = ResolvedState.windowStates(snapshot)
    self.events = events
  }
}
