import Foundation
import SceneFile
import Testing

@Suite struct WriteAtomicallyTests {
  func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-write-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesANewFileAndLeavesNoTemporaryFile() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/scene.yaml"
    try SceneWriter.writeAtomically(BuiltInScene.yaml, to: path, overwrite: false)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == BuiltInScene.yaml)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["scene.yaml"])
    #expect(try SceneLoader.load(path: path).title == BuiltInScene.load().title)
  }

  @Test func refusesToOverwriteUnlessAsked() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/scene.yaml"
    try SceneWriter.writeAtomically("old", to: path, overwrite: false)
    #expect(throws: SceneWriteError(path: path, message: "the file exists: choose another name, or allow overwriting it")) {
      try SceneWriter.writeAtomically("new", to: path, overwrite: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    try SceneWriter.writeAtomically("new", to: path, overwrite: true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["scene.yaml"])
  }

  @Test func missingDirectoryAndDirectoryTarget() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: SceneWriteError.self) { try SceneWriter.writeAtomically("x", to: dir + "/nope/scene.yaml", overwrite: true) }
    #expect(throws: SceneWriteError.self) { try SceneWriter.writeAtomically("x", to: dir, overwrite: true) }
  }
}
