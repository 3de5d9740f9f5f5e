import Foundation

/// Why a scene could not be written.
public struct SceneWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { "\(path): error: \(message)" }
}

extension SceneWriter {
  /// Writes text to a file so that readers see the old file or the new one, never half of it:
  /// the text goes to a temporary file in the same directory, which then takes the file's name.
  /// Without `overwrite`, an existing file is left alone and the write fails
  /// (`SceneWriteError`), also when the file appears while writing.
  public static func writeAtomically(_ text: String, to path: String, overwrite: Bool) throws {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw SceneWriteError(path: path, message: "this is a directory: give a file name such as scene.yaml") }
      if !overwrite { throw SceneWriteError(path: path, message: "the file exists: choose another name, or allow overwriting it") }
    }
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw SceneWriteError(path: path, message: "the directory \(directory) does not exist")
    }
    let temporary = directory + "/." + url.lastPathComponent + ".sbplay-" + UUID().uuidString + ".tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw SceneWriteError(path: path, message: "cannot write in \(directory): permission denied or the disk is full")
    }
    defer { unlink(temporary) }
    if overwrite {
      guard rename(temporary, path) == 0 else {
        throw SceneWriteError(path: path, message: "cannot replace the file: \(String(cString: strerror(errno)))")
      }
      return
    }
    // link(2) fails when the name exists, so a file that appeared meanwhile is not replaced.
    if link(temporary, path) == 0 { return }
    let linkError = errno
    if linkError == EEXIST { throw SceneWriteError(path: path, message: "the file exists: choose another name, or allow overwriting it") }
    // File systems without hard links: check again, then rename.
    guard !FileManager.default.fileExists(atPath: path), rename(temporary, path) == 0 else {
      throw SceneWriteError(path: path, message: "cannot write the file: \(String(cString: strerror(linkError)))")
    }
  }
}
