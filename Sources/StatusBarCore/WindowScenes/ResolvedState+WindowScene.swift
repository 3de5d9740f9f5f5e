/// `windowScene` in the `state --json` contract (R14.1 … R14.5, D82 … D84): present only when an
/// iPad scene runs in a window or in UIRequiresFullScreen's canvas, so other output is unchanged.
extension ResolvedState {
  public struct WindowSceneState: Codable, Hashable, Sendable {
    /// "windowed", or "fullScreenCanvas" (UIRequiresFullScreen on iPadOS 26, R14.4).
    public var mode: String
    /// The window's frame in points on the screen.
    public var frame: [Double]
    public var screen: [Double]
    public var horizontalSizeClass: String
    public var verticalSizeClass: String
    /// What preferredWindowingControlStyle(for:) returns, and the style in effect.
    public var requestedControlStyle: String
    public var controlStyle: String
    /// The close / minimise / resize controls in window coordinates (iPadOS 26+).
    public var controls: [Double]?
    /// `.minimal`'s strip above the content, in points (D84).
    public var controlsStrip: Double
    /// Corner-adapted layout-region margins that avoid the controls (R14.3).
    public var cornerAdaptedMargins: SafeArea
    /// The screen's one status bar follows this scene's controllers (D82).
    public var decidesScreenStatusBar: Bool
  }

  static func windowSceneState(_ layout: Layout) -> WindowSceneState? {
    guard let scene = layout.windowScene, scene.windowed || scene.compatibilityCanvas else { return nil }
    let margins = scene.cornerAdaptedMargins
    return WindowSceneState(
      mode: scene.windowed ? "windowed" : "fullScreenCanvas", frame: scene.frame.array, screen: scene.screen.array,
      horizontalSizeClass: scene.horizontalSizeClass.rawValue, verticalSizeClass: scene.verticalSizeClass.rawValue,
      requestedControlStyle: scene.requestedControlStyle.rawValue, controlStyle: scene.controlStyle.rawValue,
      controls: scene.controls?.array, controlsStrip: scene.controlsStrip,
      cornerAdaptedMargins: SafeArea(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right),
      decidesScreenStatusBar: scene.frontmost)
  }
}

/// `scenes` in the `state --json` contract (R14.6, D82): each window scene's own decision, present
/// only when the app has more than one scene.
extension ResolvedState {
  public struct SceneDecisionState: Codable, Hashable, Sendable {
    public var name: String
    /// "windowed" or "fullScreen".
    public var mode: String
    public var frame: [Double]?
    public var hidden: Bool
    public var style: String
    public var styleDecidedBy: String
    public var hiddenDecidedBy: String
    /// The scene actions edit.
    public var selected: Bool
    /// The frontmost scene: the screen's status bar shows its answer (D82).
    public var onScreen: Bool
    /// "onScreen", "minimised" or "closed" (R14.7).
    public var presence: String
  }

  static func sceneDecisionStates(_ world: World) -> [SceneDecisionState]? {
    let decisions = world.sceneDecisions
    guard !decisions.isEmpty else { return nil }
    return decisions.map { decision in
      let e = decision.evaluation
      return SceneDecisionState(
        name: decision.name, mode: decision.windowing.isWindowed ? "windowed" : "fullScreen", frame: decision.windowing.frame?.array,
        hidden: e.hidden, style: e.style.rawValue, styleDecidedBy: e.styleDecider.description, hiddenDecidedBy: e.hiddenDecider.description,
        selected: decision.selected, onScreen: decision.showsOnScreen, presence: decision.windowing.presence.rawValue)
    }
  }
}

extension SceneDecision {
  /// One line for `state` and the resolver panel: the scene, its answer and whether the screen shows it.
  public var summary: String {
    let e = evaluation
    let place =
      !windowing.isOnScreen
      ? windowing.presence == .minimised ? "minimised, not on the screen (R14.7)" : "closed (R14.7)"
      : windowing.isWindowed ? windowing.frame.map { "windowed at \($0)" } ?? "windowed" : "full screen"
    let marks = [selected ? "selected" : nil, showsOnScreen ? "frontmost: the screen's bar shows it (D82)" : nil].compactMap { $0 }
    return "\(name) (\(place)): \(e.hidden ? "hidden" : "visible") by \(e.hiddenDecider), \(e.style.swiftName) by \(e.styleDecider)"
      + (marks.isEmpty ? "" : " — " + marks.joined(separator: ", "))
  }
}
