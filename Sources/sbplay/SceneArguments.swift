import ArgumentParser
import BundledScenes
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore

/// `SCENE [--device NAME] [--os VERSION] [--do ACTION]…`, shared by state, render and the TUI.
struct SceneArguments: ParsableArguments {
  @Argument(
    help: "A scene file, or the name of a bundled scene (see `sbplay scenes`). Default: the built-in scene.",
    completion: .custom { _, _, prefix in SceneCompletion.candidates(prefix: prefix) })
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "Open the scene on this device instead of its own (a name or alias from `sbplay devices`).",
      valueName: "name"),
    // Custom, not .list: fish splits a list's words at spaces, and every device name has one.
    completion: .custom { _, _, prefix in
      let typed = SceneCompletion.unquoted(prefix).lowercased()
      return DeviceCatalog.allNames.filter { $0.lowercased().hasPrefix(typed) }
    })
  var device: String?

  @Option(
    help: ArgumentHelp("Open the scene on this iOS version instead of its own: 7.0 … 18.x, 26.x or 27.x.", valueName: "version"),
    completion: .list(OSVersion.supportedMajors.map { "\($0).0" }))
  var os: String?

  @Option(
    name: .customLong("do"),
    help: ArgumentHelp("An action of the action language, applied in order (repeatable).", valueName: "action"))
  var actions: [String] = []

  /// The scene, moved to `--device` and `--os` as if its file named them. What was chosen in
  /// place of a pair the device never ran goes to `note` (standard error by default).
  func loadScene(note: (String) -> Void = { Console.error("sbplay: " + $0) }) throws -> Scene {
    try loadSceneAndOrigin(note: note).scene
  }

  /// The scene as ``loadScene(note:)`` loads it, and where it came from (what a recording's
  /// header names).
  func loadSceneAndOrigin(note: (String) -> Void = { Console.error("sbplay: " + $0) }) throws -> (
    scene: Scene, origin: RecordingHeader.SceneOrigin
  ) {
    var (scene, origin) = try SceneResolver.loadWithOrigin(scene)
    try move(&scene, note: note)
    return (scene, origin)
  }

  /// Moves a scene to `--device` and `--os`, if given.
  func move(_ scene: inout Scene, note: (String) -> Void) throws {
    guard device != nil || os != nil else { return }
    var found: Device?
    if let device {
      guard let named = DeviceCatalog.device(named: device) else {
        throw CLIError(
          description:
            "sbplay: --device: unknown device `\(device)`\(Suggestions.didYouMean(device, in: DeviceCatalog.allNames)) (`sbplay devices` lists every name)")
      }
      found = named
    }
    var version: OSVersion?
    if let os {
      guard let parsed = OSVersion(parsing: os) else {
        throw CLIError(description: "sbplay: --os: `\(os)` is not an iOS version sbplay models: expected \(OSVersion.rangeText), such as 13.0")
      }
      version = parsed
    }
    let environment = scene.world.environment
    guard let pair = DeviceCatalog.pair(device: found, os: version, scene: (environment.device, environment.os)) else {
      let device = found ?? environment.device
      let os = version ?? environment.os
      throw CLIError(description: "sbplay: \(device.unsupportedMessage(os)) (`sbplay devices --os \(os.major)` lists the devices that did)")
    }
    if let text = pair.note { note(text) }
    scene.world.environment.device = pair.device
    scene.world.environment.os = pair.os
    // The first answer for the moved world, as for a freshly loaded one: no events, no animation.
    scene.world.evaluateInitialState()
  }
}

/// What the shell completes for a scene: bundled scene names and scene files (YAML or JSON)
/// and folders under the typed path.
enum SceneCompletion {
  static func candidates(prefix typed: String) -> [String] {
    let prefix = unquoted(typed)
    let names = BundledScenes.all.map(\.name).filter { $0.hasPrefix(prefix) }
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    var files: [String] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") || prefix.hasPrefix(folder + ".") {
      let path = folder + entry
      guard path.hasPrefix(prefix) else { continue }
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        // bash's script asks for -o filenames, which adds the slash itself.
        files.append(ProcessInfo.processInfo.environment["SAP_SHELL"] == "bash" ? path : path + "/")
      } else if entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") || entry.hasSuffix(".json") {
        files.append(path)
      }
    }
    return names + files
  }
}

/// Finds a scene: the built-in one, a path, or a bundled scene by file name.
enum SceneResolver {
  static func load(_ argument: String?) throws -> Scene {
    try loadWithOrigin(argument).scene
  }

  /// The scene and where it came from: a file (with its text), a bundled scene or the built-in one.
  static func loadWithOrigin(_ argument: String?) throws -> (scene: Scene, origin: RecordingHeader.SceneOrigin) {
    guard let argument else {
      return (BuiltInScene.load(), .builtIn(fingerprint: RecordingHeader.fingerprint(of: BuiltInScene.yaml)))
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
      do {
        let (scene, text) = try SceneLoader.loadWithText(path: argument)
        return (scene, .file(name: URL(fileURLWithPath: argument).lastPathComponent, text: text))
      } catch {
        throw CLIError(description: error.description)
      }
    }
    if let entry = BundledScenes.named(argument) {
      do {
        let scene = try SceneLoader.load(text: entry.text, fileName: "Scenes/" + entry.fileName)
        return (scene, .bundled(name: entry.name, fingerprint: RecordingHeader.fingerprint(of: entry.text)))
      } catch {
        throw CLIError(description: error.description)
      }
    }
    let names = BundledScenes.all.map(\.name)
    let hint = Suggestions.closest(to: argument, in: names).map { " Did you mean `\($0)`?" } ?? ""
    throw CLIError(
      description: "sbplay: no scene `\(argument)`: it is neither a file nor a bundled scene.\(hint) `sbplay scenes` lists the bundled ones.")
  }

  /// Applies `--do` actions; a refused action is bad input (exit 2) naming the action.
  static func apply(_ actions: [String], to simulation: inout Simulation) throws -> (events: [String], notes: [String]) {
    var events: [String] = []
    var notes = NoteCollector()
    for (index, line) in actions.enumerated() {
      do {
        let report = try simulation.perform(line)
        events += report.events
        notes.add(report, world: simulation.world)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    return (events, notes.notes)
  }
}

extension SceneCompletion {
  /// The word as the shell passed it (`iPad\ A`, `"iPad A`), as the user means it (`iPad A`).
  static func unquoted(_ word: String) -> String {
    var result = ""
    var quote: Character?
    var escaped = false
    for character in word {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" && quote != "'" {
        escaped = true
      } else if let open = quote, character == open {
        quote = nil
      } else if quote == nil, character == "'" || character == "\"" {
        quote = character
      } else {
        result.append(character)
      }
    }
    return result
  }
}
