/// Where lesson progress is kept. The TUI passes a file in the XDG state directory (its
/// implementation lives in the sbplay executable); tests pass one in memory. PlaygroundUI only
/// reads and writes text through this, never a file.
public protocol ProgressStore: Sendable {
  /// The saved text, or nil when nothing was saved yet.
  func read() throws -> String?
  /// Replaces the saved text so that a reader sees the old text or the new, never half.
  func write(_ text: String) throws
  /// Reads the saved text, makes the new text from it with `change` and writes that, with no
  /// other writer in between (a store shared by processes holds a lock meanwhile).
  func update(_ change: (String?) throws -> String) throws
  /// Where the progress is kept, for messages (a path).
  var location: String { get }
  /// Copies the saved text aside before a file that could not be used is replaced; returns
  /// where the copy is, or nil when this store keeps no copies (then nothing is replaced).
  func keepCopy() throws -> String?
}

extension ProgressStore {
  public func keepCopy() throws -> String? { nil }
  /// Read, then write: enough for a store only this process uses.
  public func update(_ change: (String?) throws -> String) throws {
    try write(try change(try read()))
  }
}

/// Progress kept for this session only (`sbplay render`, or no home directory).
public struct SessionOnlyProgressStore: ProgressStore {
  public init() {}
  public func read() throws -> String? { nil }
  public func write(_ text: String) throws {}
  public var location: String { "this session only (no state directory)" }
}

/// The XDG Base Directory rule for sbplay's progress file: `$XDG_STATE_HOME/sbplay/progress.json`
/// when XDG_STATE_HOME is an absolute path, else `$HOME/.local/state/sbplay/progress.json`.
public enum ProgressLocation {
  public static func path(environment: [String: String]) -> String? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return trimmingSlashes(state) + "/sbplay/progress.json"
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return trimmingSlashes(home) + "/.local/state/sbplay/progress.json"
    }
    return nil
  }

  static func trimmingSlashes(_ path: String) -> String {
    var text = path
    while text.count > 1, text.hasSuffix("/") { text.removeLast() }
    return text == "/" ? "" : text
  }
}
