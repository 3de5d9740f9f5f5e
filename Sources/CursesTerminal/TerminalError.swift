/// Why the full-screen UI could not start. Each description is one line that points to the
/// headless commands.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
  /// stdin or stdout is not a TTY (piped, redirected, or run by a tool); names the stream.
  case notATerminal(stream: String)
  /// `TERM` is unset, `dumb`, or unknown to terminfo (`newterm` returned nil).
  case unusableTerminalType(term: String?)

  static let headlessHint =
    "for headless use try `sbplay state SCENE --json` or `sbplay render SCENE`"

  public var description: String {
    switch self {
    case .notATerminal(let stream):
      return "sbplay: \(stream) is not a terminal; \(Self.headlessHint)"
    case .unusableTerminalType(let term):
      let what =
        term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0) is not usable" }
        ?? "TERM is not set"
      return "sbplay: cannot start the full-screen UI (\(what)); \(Self.headlessHint)"
    }
  }
}
