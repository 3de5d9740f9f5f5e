import BundledScenes
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore

/// Where a replay of a recording starts (`sbplay --replay`, `sbplay cast`): a recording with a
/// header (``RecordingHeader``) starts on its own scene, device, iOS version and modes; an
/// older one on the scene the command line names.
struct RecordingStart {
  var scene: Scene
  var header: RecordingHeader

  /// A recording's header, or nil for an older recording; a bad header is bad input naming
  /// its line. `command` starts every message (`sbplay`, `sbplay cast`).
  static func header(_ lines: [String], path: String, command: String) throws -> RecordingHeader? {
    do {
      return try RecordingHeader.read(lines)
    } catch {
      throw CLIError(description: "\(command): \(path): \(error.description)")
    }
  }

  /// What to say before replaying an older recording: its clicks are comments, not replayed.
  static func olderRecordingNotes(_ lines: [String], path: String) -> [String] {
    let clicks = lines.count { $0.hasPrefix("# mouse ") && !$0.hasSuffix("nothing there") }
    guard clicks > 0 else { return [] }
    return [
      "\(path) is an older recording: its \(clicks) click\(clicks == 1 ? " is" : "s are") kept as comments and not replayed, so the replay may differ from the session (record it again to keep them)"
    ]
  }

  /// Loads the scene a header names. A scene named on the command line must be the one
  /// recorded (the same text); `--device` and `--os` must agree with the recording's.
  static func make(header: RecordingHeader, path: String, source: SceneArguments?, command: String) throws -> RecordingStart {
    func fail(_ why: String) -> CLIError { CLIError(description: "\(command): \(path): \(why)") }
    var scene: Scene
    let recorded = header.scene
    if let argument = source?.scene {
      let (given, origin) = try SceneResolver.loadWithOrigin(argument)
      guard origin.fingerprint == recorded.fingerprint else {
        throw fail(
          "it was recorded on \(recorded.label) (\(recorded.fingerprint)), and \(argument) differs (\(origin.fingerprint)): the replay would not be the session; leave the scene out to use the recorded one"
        )
      }
      scene = given
    } else {
      scene = try Self.scene(recorded, path: path, fail: fail)
    }
    // The device and iOS version the session started on, as `--device` and `--os` would set them.
    guard let device = DeviceCatalog.device(named: header.device) else {
      throw fail("the header names the device `\(header.device)`, which this sbplay does not know")
    }
    guard let os = OSVersion(parsing: header.os) else {
      throw fail("the header names iOS `\(header.os)`: expected \(OSVersion.rangeText)")
    }
    if let named = source?.device, DeviceCatalog.device(named: named)?.name != device.name {
      throw fail("it was recorded on \(device.name): --device \(named) would replay another session; leave --device out")
    }
    if let named = source?.os, OSVersion(parsing: named) != os {
      throw fail("it was recorded on iOS \(os): --os \(named) would replay another session; leave --os out")
    }
    if scene.world.environment.device != device || scene.world.environment.os != os {
      guard DeviceCatalog.pair(device: device, os: os, scene: (device, os))?.note == nil else {
        throw fail("\(device.unsupportedMessage(os))")
      }
      scene.world.environment.device = device
      scene.world.environment.os = os
      scene.world.evaluateInitialState()
    }
    return RecordingStart(scene: scene, header: header)
  }

  /// The scene a header names, checked against its fingerprint.
  private static func scene(
    _ origin: RecordingHeader.SceneOrigin, path: String, fail: (String) -> CLIError
  ) throws -> Scene {
    switch origin {
    case .bundled(let name, let fingerprint):
      guard let entry = BundledScenes.named(name) else {
        throw fail("it was recorded on the bundled scene `\(name)`, which this sbplay does not have")
      }
      let current = RecordingHeader.fingerprint(of: entry.text)
      guard current == fingerprint else {
        throw fail(
          "it was recorded on the bundled scene \(name) as it was then (\(fingerprint)); this sbplay's differs (\(current)), so the replay would not be the session"
        )
      }
      return try SceneResolver.load(name)
    case .builtIn(let fingerprint):
      let current = RecordingHeader.fingerprint(of: BuiltInScene.yaml)
      guard current == fingerprint else {
        throw fail(
          "it was recorded on the built-in scene as it was then (\(fingerprint)); this sbplay's differs (\(current)), so the replay would not be the session"
        )
      }
      return BuiltInScene.load()
    case .file(let name, let text):
      do {
        return try SceneLoader.load(text: text, fileName: "\(path) (the scene \(name) it carries)")
      } catch {
        throw CLIError(description: error.description)
      }
    }
  }
}
