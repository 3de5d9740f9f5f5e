/// Why a scene file could not be loaded, with the position of the problem.
///
/// `description` is `FILE:LINE:COLUMN: error: MESSAGE`, the form compilers use, so editors and
/// terminals can jump to it. Lines and columns are 1-based; columns count Unicode scalars, as
/// libyaml does. Problems with the file as a whole (missing, too large) point at 1:1.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int
  /// What was found, what was expected and how to fix it.
  public var message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
