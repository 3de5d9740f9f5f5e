/// `windows` in the `state --json` contract (R12): present only when the app has more than one
/// window, so existing consumers see no change (an additive field, schemaVersion stays 1).
extension ResolvedState {
  public struct WindowState: Codable, Hashable, Sendable {
    public var name: String
    /// `UIWindow.Level`'s raw value (normal 0, statusBar 1000, alert 2000).
    public var windowLevel: Double
    public var isHidden: Bool
    public var isKey: Bool
    /// This window's controllers are the ones UIKit asks (R12.1).
    public var decides: Bool
    /// Why it does not decide: "hidden", "cannotAffectStatusBarAppearance", "below NAME".
    public var skipped: String?
    public var rootViewController: String?
    public var canAffectStatusBarAppearance: Bool
    public var forwardsTo: String?
    public var frame: [Double]
  }

  /// The windows front to back, or nil for an app with only its main window.
  static func windowStates(_ snapshot: Snapshot) -> [WindowState]? {
    let world = snapshot.world
    guard !world.windows.isEmpty else { return nil }
    let choice = world.statusBarWindow
    let reasons = choice.reasons
    let rects = snapshot.layout.rectsByName
    return world.windowStack.map { ref in
      let skip = reasons[ref]
      let skipped: String? = skip.map {
        switch $0 {
        case .hidden: "hidden"
        case .cannotAffect: "cannotAffectStatusBarAppearance"
        case .below(let name): "below \(name)"
        }
      }
      var state = WindowState(
        name: world.name(of: ref), windowLevel: world.level(of: ref).rawValue, isHidden: world.isHidden(ref),
        isKey: world.isKey(ref), decides: ref == choice.decider, skipped: skipped,
        rootViewController: world.root(of: ref).map { world.name(of: $0) }, canAffectStatusBarAppearance: true,
        forwardsTo: nil, frame: snapshot.layout.window.array)
      if case .extra(let index) = ref {
        let window = world.windows[index]
        state.canAffectStatusBarAppearance = window.canAffectStatusBarAppearance
        state.forwardsTo = window.forwardsTo
        state.frame =
          (rects[window.name + ".window"]
          ?? Rect(
            x: 0, y: 0, width: snapshot.layout.window.width,
            height: min(window.height ?? snapshot.layout.window.height, snapshot.layout.window.height))).array
      }
      return state
    }
  }
}
