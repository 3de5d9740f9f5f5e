import ArgumentParser
import BundledScenes
import Foundation
import SceneFile
import StatusBarCore

/// `SCENE [--do ACTION]…`, shared by state, render and the TUI.
struct SceneArguments: ParsableArguments {
  @Argument(help: "A scene file, or the name of a bundled scene (see `sbplay scenes`). Default: the built-in scene.")
  var scene: String?

  @Option(name: .customLong("do"), help: "An action of the action language, applied in order (repeatable).")
  var actions: [String] = []

  func loadScene() throws -> Scene {
    try SceneResolver.load(scene)
  }
}

/// Finds a scene: the built-in one, a path, or a bundled scene by file name.
enum SceneResolver {
  static func load(_ argument: String?) throws -> Scene {
    guard let argument else { return BuiltInScene.load() }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), !isDirectory.boolValue {
      do {
        return try SceneLoader.load(path: argument)
      } catch {
        throw CLIError(description: error.description)
      }
    }
    if let entry = BundledScenes.named(argument) {
      do {
        return try SceneLoader.load(text: entry.text, fileName: "Scenes/" + entry.fileName)
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
