import StatusBarCore

/// What in a dump dates the iOS version it was printed on: the oldest version it can be.
public struct OSEvidence: Equatable, Sendable {
  public var version: OSVersion
  /// `UIHostingController (SwiftUI) needs iOS 13`.
  public var why: String
  /// The dump line that shows it.
  public var line: Int
  /// True when a scene cannot hold the dump on an older version (a kind the scene reader refuses
  /// there); false when the dump only suggests it (a LIKELY fact).
  public var required: Bool

  /// The stronger of two pieces of evidence (the later version; a required one on a tie).
  static func stronger(_ a: OSEvidence?, _ b: OSEvidence?) -> OSEvidence? {
    guard let a else { return b }
    guard let b else { return a }
    if a.version != b.version { return a.version > b.version ? a : b }
    return a.required || !b.required ? a : b
  }

  /// The evidence one controller gives: its kind's first iOS (StatusBarCore's kinds), the
  /// presentation controller that presents it (`UIKitClassCatalog.presentationControllersByFirstOS`).
  static func of(kind: ControllerKind, presentationController: String?, line: Int) -> OSEvidence? {
    var found: OSEvidence?
    if let (version, why) = kind.behavior.introduced {
      found = OSEvidence(version: version, why: why, line: line, required: true)
    }
    if let presenter = presentationController.map({ ClassName($0).base }),
      let hit = UIKitClassCatalog.presentationControllersByFirstOS.first(where: { $0.className == presenter })
    {
      let why = hit.why + (hit.confidence == .confirmed ? "" : ", \(hit.confidence.rawValue)")
      found = stronger(found, OSEvidence(version: hit.firstOS, why: why, line: line, required: false))
    }
    return found
  }
}

/// The device and iOS version of an imported scene: what the user gave (`--device`, `--os`),
/// completed to a pair the device ran, and no older than the dump shows. Refuses what cannot
/// be: a device that never ran the given version, or a version older than the dump requires.
public enum ImportEnvironment {
  public struct Choice: Equatable, Sendable {
    public var device: Device
    public var os: OSVersion
    /// What was chosen and why, for the scene's header and the summary; nil when the user gave both.
    public var note: String?
  }

  public static func choose(device: Device?, os: OSVersion?, evidence: OSEvidence?, file: String) throws(DumpError) -> Choice {
    let shows = evidence.map { "the dump shows iOS \($0.version) or later (line \($0.line): \($0.why))" }
    func given(_ os: OSVersion) -> String {
      guard let evidence, let shows else { return "" }
      return os < evidence.version ? "; iOS \(os) as given, though \(shows)" : "; \(shows)"
    }
    func refuse(_ message: String) -> DumpError {
      DumpError(file: file, line: evidence?.line ?? 1, message: message)
    }
    switch (device, os) {
    case (let device?, let os?):
      guard device.supports(os) else {
        throw refuse("\(device.unsupportedMessage(os)); `sbplay devices --os \(os.major)` lists the devices that did")
      }
      if let evidence, os < evidence.version {
        if evidence.required {
          throw refuse("--os \(os) is older than \(shows!): give --os \(evidence.version) or later")
        }
        return Choice(device: device, os: os, note: "iOS \(os) as given, though \(shows!)")
      }
      return Choice(device: device, os: os, note: nil)

    case (let device?, nil):
      let wanted = max(ImportOptions.defaultOS, evidence?.version ?? ImportOptions.defaultOS)
      let chosen = device.closestSupportedVersion(to: wanted)
      if let evidence, chosen < evidence.version {
        guard !evidence.required else {
          throw refuse("\(device.name) runs \(device.supportedRange), but \(shows!): choose a later device or leave --device out")
        }
        return Choice(device: device, os: chosen, note: "iOS \(chosen), the newest \(device.name) ran, though \(shows!) (set --os)")
      }
      let why =
        chosen == wanted
        ? (evidence.map { wanted == $0.version ? "the oldest \(shows!)" : "sbplay's default; \(shows!)" } ?? "sbplay's default")
        : "the version of \(device.name)'s range (\(device.supportedRange)) closest to \(wanted)" + (shows.map { "; " + $0 } ?? "")
      return Choice(device: device, os: chosen, note: "iOS version not in a dump: assumed iOS \(chosen) (\(why); set --os)")

    case (nil, let os?):
      if let evidence, os < evidence.version, evidence.required {
        throw refuse("--os \(os) is older than \(shows!): give --os \(evidence.version) or later")
      }
      let preferred = DeviceCatalog.device(named: ImportOptions.defaultDevice)!
      let device = preferred.supports(os) ? preferred : DeviceCatalog.newestPhone(running: os)
      guard let device else {
        throw refuse("no device in sbplay's catalog ran iOS \(os) (`sbplay devices` lists them)")
      }
      let why =
        device == preferred
        ? "sbplay's default"
        : "\(preferred.name), sbplay's default, never ran iOS \(os); \(device.name) is the newest iPhone that did"
      return Choice(
        device: device, os: os,
        note: "device not in a dump: assumed \(device.name) (\(why); set --device)" + given(os))

    case (nil, nil):
      let device = DeviceCatalog.device(named: ImportOptions.defaultDevice)!
      let wanted = max(ImportOptions.defaultOS, evidence?.version ?? ImportOptions.defaultOS)
      let os = device.closestSupportedVersion(to: wanted)
      return Choice(
        device: device, os: os,
        note: "device and iOS version are not in a dump: assumed \(device.name), iOS \(os) (sbplay's default"
          + (shows.map { "; " + $0 } ?? "") + "; change with --device / --os, or `device:` and `os:` below)")
    }
  }
}
