/// What actions check and say about SwiftUI hosting (R11.8, R11.9, D39).
extension World {
  /// `present NAME kind=…` of a class the iOS version does not have is refused (R11.9).
  func requireAvailable(_ kind: ControllerKind) throws(ActionError) {
    guard let (introduced, why) = kind.behavior.introduced, os < introduced else { return }
    throw ActionError("kind=\(kind.rawValue): \(why), and this is \(os.spoken): `os \(introduced)` first")
  }

  /// `os X` is refused while a controller of a class X does not have exists, as UIKit would not
  /// load the app (R11.9).
  func requireKindsAvailable(on version: OSVersion) throws(ActionError) {
    // Kinds first (a count per kind); the controllers only when a kind is too new, and the
    // message names the first controller made of such a kind.
    let tooNew = ControllerKind.allCases.filter { kind in
      controllers.count(of: kind) > 0 && kind.behavior.introduced.map { version < $0.version } == true
    }
    guard !tooNew.isEmpty, let vc = controllers.all.first(where: { tooNew.contains($0.controller.kind) })?.controller,
      let (_, why) = vc.behavior.introduced
    else { return }
    throw ActionError(
      "os \(version): \(vc.name) is a \(vc.kind.uikitClass), and \(why): dismiss or remove it first (the app would not launch on \(version.spoken))")
  }

  /// R11.8: a change of a SwiftUI modifier makes the hosting controller update the bar itself.
  static func swiftUIUpdateReason(_ key: ControllerKey) -> String? {
    guard ControllerKind.hosting.behavior.ownKeys.contains(key) else { return nil }
    return key == .preferredColorScheme
      ? "SwiftUI changes the presentation's traits (R11.3)"
      : "SwiftUI asks UIKit to update the status bar when a preference changes (R11.8)"
  }

  /// D39: a modifier newer than the iOS version changes nothing there.
  func swiftUINote(_ key: ControllerKey, of vc: Controller) -> String? {
    guard let introduced = SwiftUIAvailability.introduced(key), os < introduced, vc.value(for: key) != nil else { return nil }
    return "\(vc.name).\(key.rawValue) needs \(introduced.spoken): on \(os.spoken) the modifier is not applied (D39)"
  }
}
