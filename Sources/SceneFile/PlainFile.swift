#if canImport(Glibc)
  import Glibc

  /// The C library's errno and read(2), named apart from PlainFile's own `errno()` and `read`.
  private var systemErrno: Int32 { Glibc.errno }
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  /// The C library's errno and read(2), named apart from PlainFile's own `errno()` and `read`.
  private var systemErrno: Int32 { Darwin.errno }
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif

/// Files through the C library only: reading a small file, creating directories, taking a path
/// apart. The playground saves lesson progress with these, so a save does not page in
/// Foundation's FileManager, URL and Data (about a megabyte of code, measured as resident
/// memory over a session that saves progress).
public enum PlainFile {
  /// Why a file operation failed, in the C library's words.
  public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
    static func errno() -> Failure { Failure(String(cString: strerror(systemErrno))) }
  }

  /// The directory part of a path: "a/b" for "a/b/c", "." for "c", "/" for "/c".
  public static func directory(of path: String) -> String {
    let trimmed = path.utf8.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    let head = String(trimmed[..<slash])
    return head.isEmpty ? "/" : head
  }

  /// The last part of a path: "c" for "a/b/c".
  public static func lastComponent(of path: String) -> String {
    let trimmed = path.utf8.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
    return String(trimmed[trimmed.utf8.index(after: slash)...])
  }

  /// The file type bits of what is at path (following links), nil when nothing is there.
  public static func type(at path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  public static func isDirectory(_ path: String) -> Bool { type(at: path) == S_IFDIR }

  /// The bytes of a file; reading stops once more than `limit` bytes are in, so a caller can
  /// tell the file was larger than the limit without reading all of it.
  public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .errno() }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if n < 0, systemErrno == EINTR { continue }
      guard n >= 0 else { throw .errno() }
      if n == 0 { break }
      bytes.append(contentsOf: chunk[..<n])
    }
    return bytes
  }

  /// Creates a directory and every missing one above it, each with `mode` (like `mkdir -p`).
  public static func makeDirectories(_ path: String, mode: mode_t) throws(Failure) {
    if isDirectory(path) { return }
    let parent = directory(of: path)
    if parent != path, parent != ".", parent != "/" { try makeDirectories(parent, mode: mode) }
    guard mkdir(path, mode) == 0 || (systemErrno == EEXIST && isDirectory(path)) else { throw .errno() }
  }

  /// The current directory's path ("." if it cannot be read, as when it was removed).
  public static func currentDirectory() -> String {
    guard let buffer = getcwd(nil, 0) else { return "." }
    defer { free(buffer) }
    return String(cString: buffer)
  }

  /// A name no other file in the directory has had: the process id, the time and a random number.
  public static func uniqueSuffix() -> String {
    "\(getpid())-\(time(nil))-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
  }
}
