import Foundation
import PlaygroundUI
import SceneFile

/// Lesson progress in a file (the XDG state directory): read as UTF-8, written atomically
/// (a temporary file renamed over it), its directory created on the first write.
struct FileProgressStore: ProgressStore {
  var path: String

  /// `$XDG_STATE_HOME/sbplay/progress.json`, else `~/.local/state/sbplay/progress.json`.
  static func standard(environment: [String: String]) -> FileProgressStore? {
    ProgressLocation.path(environment: environment).map { FileProgressStore(path: $0) }
  }

  var location: String { path }

  func read() throws -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw ProgressFileError(String(cString: strerror(errno)))
    }
    // A FIFO or a device would block or never end: only a regular file is read (issue 12).
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ProgressFileError("not a regular file")
    }
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard data.count <= 4_000_000 else { return "" }  // not progress: ignored like a corrupt file
    return String(decoding: data, as: UTF8.self)
  }

  /// Copies the file next to itself as `progress.json.unreadable-SECONDS`.
  func keepCopy() throws -> String? {
    let copy = path + ".unreadable-\(Int(Date().timeIntervalSince1970))"
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    return copy
  }

  func write(_ text: String) throws {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw ProgressFileError("cannot create the directory \(directory)")
    }
    try SceneWriter.writeAtomically(text, to: path, overwrite: true)
  }
}

/// Why the progress file could not be used, in a few words (the path is in the message around it).
struct ProgressFileError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Scene files saved from the playground (`W`), relative to the current directory.
struct FileSceneStore: SceneFileStore {
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  func write(_ text: String, to path: String, overwrite: Bool) throws {
    try SceneWriter.writeAtomically(text, to: path, overwrite: overwrite)
  }

  func read(_ path: String) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard data.count <= 4_000_000 else { throw CLIError(description: "larger than 4 MB: not a dump") }
    return String(decoding: data, as: UTF8.self)
  }

  func displayPath(_ path: String) -> String {
    path.hasPrefix("/")
      ? path
      : FileManager.default.currentDirectoryPath + "/"
        + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
