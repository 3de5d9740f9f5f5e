import Foundation

/// A file read a second time, after its tree is gone (D113, D129, D135): the text a caller holds
/// (`texts`, for buffers linted without a file), else the file's bytes; nil when it cannot be read.
enum SourceText {
  static func bytes(of path: String, texts: [String: String]) -> [UInt8]? {
    if let text = texts[path] { return Array(text.utf8) }
    return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }
}
