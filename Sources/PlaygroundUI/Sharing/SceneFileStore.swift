/// Where "save as a scene" writes. The TUI passes one backed by the file system (in the sbplay
/// executable, atomic writes through `SceneWriter.writeAtomically`); tests pass one in memory.
public protocol SceneFileStore: Sendable {
  /// Whether something already exists at the path.
  func exists(_ path: String) -> Bool
  /// Writes atomically; fails without `overwrite` when the file exists.
  func write(_ text: String, to path: String, overwrite: Bool) throws
  /// The path as the user should read it (absolute).
  func displayPath(_ path: String) -> String
  /// A text file's contents (`:import DUMP`).
  func read(_ path: String) throws -> String
}

extension SceneFileStore {
  public func read(_ path: String) throws -> String {
    throw ProgressError("reading files is not available here: run the interactive sbplay")
  }
}

/// No file system: saving explains that it is not available (`sbplay render`).
public struct NoSceneFileStore: SceneFileStore {
  public init() {}
  public func exists(_ path: String) -> Bool { false }
  public func write(_ text: String, to path: String, overwrite: Bool) throws {
    throw ProgressError("saving files is not available here: run the interactive sbplay")
  }
  public func displayPath(_ path: String) -> String { path }
}
