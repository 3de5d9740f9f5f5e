import Foundation

/// Reads a scene file's text: refuses what is not a regular file, checks the size before
/// reading, reads at most the limit, and requires UTF-8.
enum SceneFileAccess {
  static func text(atPath path: String) throws(SceneError) -> String {
    func fail(_ message: String, line: Int = 1, column: Int = 1) -> SceneError {
      SceneError(file: path, line: line, column: column, message: message)
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno == ENOENT ? "no such file" : String(cString: strerror(errno))
      throw fail("cannot open the scene file: \(reason) (give a path to a .yaml file, or a bundled scene's name from `sbplay scenes`)")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw fail("this is a directory, not a scene file")
    // A pipe or a device could block or never end: only regular files are read.
    default: throw fail("this is not a regular file: scene files are read from regular files")
    }
    if Int(info.st_size) > SceneLimits.maxBytes { throw fail(tooLarge(Int(info.st_size))) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw fail("cannot open the scene file: permission denied or not a readable file")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: SceneLimits.maxBytes + 1) ?? Data()
    } catch {
      throw fail("cannot read the scene file: \(error.localizedDescription)")
    }
    // Some files report a wrong size (/proc) or grow meanwhile: the read is bounded anyway.
    guard data.count <= SceneLimits.maxBytes else { throw fail(tooLarge(nil)) }
    return try decode(data, file: path)
  }

  /// UTF-8 text, or an error at the first byte that is not UTF-8.
  static func decode(_ data: Data, file: String) throws(SceneError) -> String {
    let bytes = [UInt8](data)
    if let text = String(validating: bytes, as: UTF8.self) {
      // A UTF-8 byte order mark (Windows editors write one) is not part of the text.
      guard text.unicodeScalars.first == "\u{FEFF}" else { return text }
      return String(String.UnicodeScalarView(text.unicodeScalars.dropFirst()))
    }
    var line = 1
    var column = 1
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: break loop
      case .error: break loop
      }
    }
    let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    throw SceneError(
      file: file, line: line, column: column,
      message: utf16
        ? "the file is UTF-16 text: scene files are UTF-8; save it as UTF-8"
        : "the file is not UTF-8 text here: scene files are UTF-8 YAML; save it as UTF-8")
  }

  static func tooLarge(_ size: Int?) -> String {
    let limit = "\(SceneLimits.maxBytes / 1_048_576) MiB"
    guard let size else { return "the file is larger than \(limit): scene files are limited to \(limit)" }
    let megabytes = (Double(size) / 1_048_576 * 10).rounded() / 10
    return "the file is \(megabytes) MiB (\(size) bytes): scene files are limited to \(limit) (\(SceneLimits.maxBytes) bytes)"
  }
}
