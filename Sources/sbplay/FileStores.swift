#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import PlaygroundUI
import SceneFile

/// Lesson progress in a file (the XDG state directory): read as UTF-8, written atomically
/// (a temporary file renamed over it), its directory created on the first write. Playgrounds
/// sharing the file update it under an exclusive lock (flock(2) on `progress.json.lock`).
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
    // A FIFO or a device would block or never end: only a regular file is read.
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ProgressFileError("not a regular file")
    }
    let bytes = try PlainFile.read(path, limit: 4_000_000)
    guard bytes.count <= 4_000_000 else { return "" }  // not progress: ignored like a corrupt file
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Copies the file next to itself as `progress.json.unreadable-SECONDS`.
  func keepCopy() throws -> String? {
    let copy = path + ".unreadable-\(time(nil))"
    let bytes = try PlainFile.read(path, limit: Int.max / 2)  // all of it, however large
    try SceneWriter.writeAtomically(bytes: bytes, to: copy, overwrite: false)
    return copy
  }

  /// Creates the directory (and those above it) on the first write, readable only by the user.
  func write(_ text: String) throws {
    try makeDirectory()
    try SceneWriter.writeAtomically(text, to: path, overwrite: true)
  }

  /// Read, change and write while holding the lock file next to the progress, so that another
  /// playground's save cannot fall between the read and the write (and be erased by it).
  func update(_ change: (String?) throws -> String) throws {
    try makeDirectory()
    let lockPath = path + ".lock"
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw ProgressFileError("cannot open the lock file \(lockPath): \(String(cString: strerror(errno)))") }
    defer { close(fd) }  // closing releases the lock
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw ProgressFileError("cannot lock \(lockPath): \(String(cString: strerror(errno)))") }
    }
    try SceneWriter.writeAtomically(try change(try read()), to: path, overwrite: true)
  }

  private func makeDirectory() throws {
    let directory = PlainFile.directory(of: path)
    do {
      try PlainFile.makeDirectories(directory, mode: 0o700)
    } catch {
      throw ProgressFileError("cannot create the directory \(directory)")
    }
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
    PlainFile.type(at: path) != nil
  }

  func write(_ text: String, to path: String, overwrite: Bool) throws {
    try SceneWriter.writeAtomically(text, to: path, overwrite: overwrite)
  }

  func read(_ path: String) throws -> String {
    let bytes = try PlainFile.read(path, limit: 4_000_000)
    guard bytes.count <= 4_000_000 else { throw CLIError(description: "larger than 4 MB: not a dump") }
    return String(decoding: bytes, as: UTF8.self)
  }

  func displayPath(_ path: String) -> String {
    path.hasPrefix("/")
      ? path
      : PlainFile.currentDirectory() + "/"
        + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
  }
}
