import Foundation

/// Reads a dump file or standard input under `DumpLimits.maxBytes`: the limit is checked while
/// reading, a chunk at a time, so a huge file (or `/dev/zero`) is refused after reading just
/// past the limit, never read whole.
public enum DumpFileReader {
  static let tooLarge =
    "the dump is larger than \(DumpLimits.maxBytes / 1_048_576) MiB (\(DumpLimits.maxBytes) bytes); "
    + "a view controller hierarchy is a few kilobytes: paste only the lines `_printHierarchy` printed"

  /// The text of `path` (`-`: standard input), as UTF-8 (invalid bytes become U+FFFD).
  public static func read(path: String) throws(DumpError) -> String {
    let name = path == "-" ? "<stdin>" : path
    let handle: FileHandle
    if path == "-" {
      handle = .standardInput
    } else {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw DumpError(file: name, line: 1, message: "is a folder; give the file the dump was saved to")
      }
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw DumpError(file: name, line: 1, message: "cannot be read (no such file, or no permission)")
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    return try read(handle, name: name)
  }

  /// Reads `handle` to its end, refusing once more than `DumpLimits.maxBytes` have come.
  public static func read(_ handle: FileHandle, name: String) throws(DumpError) -> String {
    var data = Data()
    while true {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: 65_536)
      } catch {
        throw DumpError(file: name, line: 1, message: "cannot be read: \(TerminalSafe.clip(String(describing: error), 120))")
      }
      guard let chunk, !chunk.isEmpty else { break }
      data.append(chunk)
      if data.count > DumpLimits.maxBytes {
        throw DumpError(file: name, line: 1, message: tooLarge)
      }
    }
    return decode(data)
  }

  /// UTF-8, or UTF-16 when the data starts with its byte order mark (what Windows PowerShell's
  /// `>` writes); invalid bytes become U+FFFD.
  static func decode(_ data: Data) -> String {
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      let littleEndian = data.first == 0xFF
      var units: [UInt16] = []
      units.reserveCapacity(data.count / 2)
      var index = data.startIndex + 2
      while index + 1 < data.endIndex {
        let (a, b) = (UInt16(data[index]), UInt16(data[index + 1]))
        units.append(littleEndian ? a | b << 8 : a << 8 | b)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    return String(decoding: data, as: UTF8.self)
  }
}
