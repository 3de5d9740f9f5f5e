/// The `state --json` contract of docs/cli.md and schemas/state.schema.json, field for field
/// (fields may be added).
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
    /// Parts of the bar styled by their own column (an expanded column-style split), leading
    /// to trailing; absent when one style covers the bar.
    public var regions: [Region]?
    /// What `windowScene.statusBarManager.statusBarStyle` reports (iOS 13+; D81): on iOS 26
    /// the colour `.default` picked for the content under the bar. Absent before iOS 13.
    public var statusBarManagerStyle: String?
  }
  public struct Region: Codable, Hashable, Sendable {
    /// `leading` (the time), `center` or `trailing` (the battery): the part of the bar UIKit styles (D86).
    public var part: String
    public var column: String
    public var style: String
    public var foreground: String
    public var decidedBy: String
    /// The part's x and width in points.
    public var span: [Double]
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
  /// The SDK the app is built with, when the scene names one (R13.1; absent: the OS's own).
  public var sdk: String?
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
  /// The hosting controllers (SwiftUI), when there are any (additive, `HostingState`).
  public var hosting: [HostingState]?
  /// An iPad scene in a window or in UIRequiresFullScreen's canvas (R14.1, R14.4).
  public var windowScene: WindowSceneState?
  /// Each window scene's own decision when the app has several (R14.6, D82).
  public var scenes: [SceneDecisionState]?

  public init(_ snapshot: Snapshot, events: [String], notes: [String] = []) {
    let world = snapshot.world
    let env = world.environment
    let shown = world.shown
    let layout = snapshot.layout
    device = env.device.name
    os = env.os.description
    sdk = env.sdk?.description
    orientation = env.orientation.rawValue
    inCall = env.inCall
    appearance = env.appearance.rawValue
    phase = env.phase.rawValue
    statusBar = StatusBar(
      hidden: shown.hidden, style: shown.style.rawValue, foreground: shown.foreground.rawValue,
      frame: snapshot.reportedStatusBarFrame.array, height: layout.statusBarFrame.height,
      animation: shown.animation.rawValue, styleDecidedBy: shown.styleDecider.description,
      hiddenDecidedBy: shown.hiddenDecider.description, pendingUpdate: world.pendingUpdate,
      regions: shown.regions.isEmpty
        ? nil
        : shown.regions.enumerated().map { index, region in
          let frame = layout.frames.first { $0.kind == .view && $0.controller == region.column }?.rect ?? .zero
          return Region(
            part: StatusBarRegion.partName(index, of: shown.regions.count), column: world.name(of: region.column), style: region.style.rawValue,
            foreground: region.foreground.rawValue, decidedBy: region.decider.description, span: [frame.x, frame.width])
        })
    if UIKitAPI.statusBarManager.exists(on: env.os) {
      statusBar.statusBarManagerStyle = shown.statusBarManagerStyle(usesLiquidGlass: world.usesLiquidGlass).rawValue
    }
    let insets = layout.safeAreaInsets
    safeAreaInsets = SafeArea(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    self.frames = Self.frameTable(layout.frames)
    trace = Trace(style: shown.styleTrace.map(\.description), hidden: shown.hiddenTrace.map(\.description))
    var warnings = notes
    for warning in snapshot.warnings where !warnings.contains(warning) { warnings.append(warning) }
    self.warnings = warnings
    self.windows = ResolvedState.windowStates(snapshot)
    self.events = events
    self.hosting = HostingState.all(snapshot)
    self.windowScene = ResolvedState.windowSceneState(layout)
    self.scenes = ResolvedState.sceneDecisionStates(world)
  }
}

extension ResolvedState {
  /// Frames by name. Controllers' views come first, so a controller named `window` keeps its
  /// frame; the window itself is then listed as `UIWindow`.
  static func frameTable(_ list: [LayoutFrame]) -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for frame in list where frame.kind == .view && frames[frame.name] == nil { frames[frame.name] = frame.rect.array }
    for frame in list where frame.kind != .view {
      var name = frame.name
      if frame.kind == .window, frames[name] != nil {
        name = "UIWindow"
        var number = 2
        while frames[name] != nil {
          name = "UIWindow#\(number)"
          number += 1
        }
      }
      if frames[name] == nil { frames[name] = frame.rect.array }
    }
    return frames
  }
}
