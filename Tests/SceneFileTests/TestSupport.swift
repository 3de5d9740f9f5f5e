import SceneFile
import StatusBarCore

extension LessonStep {
  /// The step without its position, for comparing steps across files.
  var withoutLine: LessonStep {
    var copy = self
    copy.line = 0
    return copy
  }
}

/// Loads text that must load, or records the error and fails the test.
func loadScene(_ text: String, file: String = "scene.yaml") throws -> Scene {
  do {
    return try SceneLoader.load(text: text, fileName: file)
  } catch {
    throw error
  }
}

/// The error a text must produce, nil when it loads.
func loadError(_ text: String, file: String = "scene.yaml") -> SceneError? {
  do {
    _ = try SceneLoader.load(text: text, fileName: file)
    return nil
  } catch {
    return error
  }
}

import Foundation

/// Writes text to a new temporary file and returns its path.
func writeTemporary(_ text: String, name: String = "scene.yaml") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}
