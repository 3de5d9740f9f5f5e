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

/// Nothing that is not a regular file is replaced by a plain file.
@Suite struct WriteSpecialFilesTests {
  func directory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-special-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func type(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func fifosDevicesAndLinksToThemAreRefused() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try #require(mkfifo(dir + "/fifo", 0o600) == 0)
    try FileManager.default.createSymbolicLink(atPath: dir + "/null", withDestinationPath: "/dev/null")
    for name in ["fifo", "null"] {
      #expect(throws: SceneWriteError.self) { try SceneWriter.writeAtomically("x", to: dir + "/" + name, overwrite: true) }
    }
    #expect(throws: SceneWriteError.self) { try SceneWriter.writeAtomically("x", to: "/dev/null", overwrite: true) }
    #expect(type(dir + "/fifo") == S_IFIFO)
    #expect(type(dir + "/null") == S_IFLNK)
    #expect(type("/dev/null") == S_IFCHR)
  }

  @Test func aSymlinkIsWrittenThroughAndStaysALink() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "old".write(toFile: dir + "/target.yaml", atomically: true, encoding: .utf8)
    try #require(chmod(dir + "/target.yaml", 0o640) == 0)
    try FileManager.default.createSymbolicLink(atPath: dir + "/link.yaml", withDestinationPath: "target.yaml")
    try SceneWriter.writeAtomically("new", to: dir + "/link.yaml", overwrite: true)
    #expect(type(dir + "/link.yaml") == S_IFLNK)
    #expect(try String(contentsOfFile: dir + "/target.yaml", encoding: .utf8) == "new")
    var info = stat()
    _ = stat(dir + "/target.yaml", &info)
    #expect(info.st_mode & 0o777 == 0o640, "the replaced file keeps its mode")
    // A dangling link is not turned into a file either.
    try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.yaml", withDestinationPath: "missing/x.yaml")
    #expect(throws: SceneWriteError.self) { try SceneWriter.writeAtomically("x", to: dir + "/dangling.yaml", overwrite: true) }
    #expect(type(dir + "/dangling.yaml") == S_IFLNK)
  }
}
