#if canImport(Glibc)
  import Glibc

  /// write(2), named apart from the `write` functions in scope.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  /// write(2), named apart from the `write` functions in scope.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif

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
  ///
  /// Only regular files are replaced: a symbolic link is written through, its
  /// target replaced atomically; a device, FIFO or socket is refused, so saving over
  /// /dev/null or a pipe never turns it into a plain file.
  public static func writeAtomically(_ text: String, to requestedPath: String, overwrite: Bool) throws {
    try writeAtomically(bytes: Array(text.utf8), to: requestedPath, overwrite: overwrite)
  }

  /// `writeAtomically(_:to:overwrite:)` for bytes that need not be UTF-8 (a copy of a file).
  public static func writeAtomically(bytes: [UInt8], to requestedPath: String, overwrite: Bool) throws {
    var path = requestedPath
    var info = stat()
    if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        throw SceneWriteError(path: requestedPath, message: "this is a symbolic link to a missing file: sbplay writes only through links to existing files")
      }
      path = String(cString: resolved)
      free(resolved)
    }
    var existingMode: mode_t?
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      if type == S_IFDIR { throw SceneWriteError(path: requestedPath, message: "this is a directory: give a file name such as scene.yaml") }
      guard type == S_IFREG else {
        throw SceneWriteError(
          path: requestedPath, message: "this is not a regular file (a device, FIFO or socket): sbplay only replaces regular files; choose another name")
      }
      if !overwrite { throw SceneWriteError(path: requestedPath, message: "the file exists: choose another name, or allow overwriting it") }
      existingMode = info.st_mode & 0o7777
    }
    let directory = PlainFile.directory(of: path)
    guard PlainFile.isDirectory(directory) else {
      throw SceneWriteError(path: requestedPath, message: "the directory \(directory) does not exist")
    }
    let temporary = directory + "/." + PlainFile.lastComponent(of: path) + ".sbplay-" + PlainFile.uniqueSuffix() + ".tmp"
    if let failure = writeNewFile(temporary, bytes, mode: existingMode) {
      unlink(temporary)
      throw SceneWriteError(path: requestedPath, message: "cannot write in \(directory): \(failure)")
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
    guard PlainFile.type(at: path) == nil, rename(temporary, path) == 0 else {
      throw SceneWriteError(path: path, message: "cannot write the file: \(String(cString: strerror(linkError)))")
    }
  }

  /// Creates `path` (which must not exist), writes all of `bytes` and syncs it; nil or why not.
  static func writeNewFile(_ path: String, _ bytes: [UInt8], mode: mode_t?) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0, errno == EINTR { continue }
      guard n > 0 else {
        let failure = n < 0 ? String(cString: strerror(errno)) : "nothing was written"
        close(fd)
        return failure
      }
      offset += n
    }
    if let mode { _ = fchmod(fd, mode) }  // keep the replaced file's mode (the umask narrowed it)
    let synced = fsync(fd) == 0 ? nil : String(cString: strerror(errno))
    let closed = close(fd) == 0 ? nil : String(cString: strerror(errno))
    return synced ?? closed
  }
}
