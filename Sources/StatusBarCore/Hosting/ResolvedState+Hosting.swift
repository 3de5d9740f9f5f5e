/// `state --json`'s `hosting` list (added in schema 1, present only when the world has a hosting
/// controller): each UIHostingController's SwiftUI modifiers and what it answers UIKit.
public struct HostingState: Codable, Hashable, Sendable {
  public var name: String
  public var onScreen: Bool
  /// The modifiers as scene keys (`statusBarHidden: "true"`).
  public var swiftUI: [String: String]
  /// What the controller's `preferredStatusBarStyle` returns (a subclass override, or SwiftUI's).
  public var preferredStatusBarStyle: String
  /// What its `prefersStatusBarHidden` returns.
  public var prefersStatusBarHidden: Bool
  /// Whether each lane asked it (it may decide, or be passed on).
  public var styleAsked: Bool
  public var hiddenAsked: Bool
  /// Modifiers this iOS version ignores (D39).
  public var ignored: [String]

  static func all(_ snapshot: Snapshot) -> [HostingState]? {
    let world = snapshot.world
    let ids = world.hostingControllers
    guard !ids.isEmpty else { return nil }
    let onScreen = Set(snapshot.layout.onScreen)
    let env = world.environment
    return ids.compactMap { id in
      guard let vc = world.controllers[id] else { return nil }
      var modifiers: [String: String] = [:]
      for key in vc.behavior.ownKeys { if let value = vc.value(for: key) { modifiers[key.rawValue] = value.description } }
      let style = vc.preferredStatusBarStyle ?? vc.behavior.defaultStyle(of: vc, id: id, world: world)?.style ?? .default
      let hidden =
        vc.prefersStatusBarHidden ?? vc.behavior.defaultHidden(of: vc, world: world)?.hidden
        ?? (env.isVerticallyCompact && env.os.atLeast(8))
      let ignored = vc.behavior.ownKeys.filter { key in
        vc.value(for: key) != nil && SwiftUIAvailability.introduced(key).map { env.os < $0 } == true
      }.map(\.rawValue)
      return HostingState(
        name: vc.name, onScreen: onScreen.contains(id), swiftUI: modifiers, preferredStatusBarStyle: style.rawValue,
        prefersStatusBarHidden: hidden, styleAsked: world.shown.styleAsked.contains(id),
        hiddenAsked: world.shown.hiddenAsked.contains(id), ignored: ignored)
    }
  }
}
