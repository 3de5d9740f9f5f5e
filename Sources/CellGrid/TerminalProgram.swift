/// What a program asks the terminal loop to do after handling a key.
public enum ProgramCommand: Hashable, Sendable {
  case `continue`
  case quit
  /// Continue, and put this text on the terminal's clipboard: the loop sends it as an OSC 52
  /// sequence, base64-encoded, so it cannot inject escapes.
  case copy(String)

  /// The most bytes of text a `.copy` sends: terminals refuse or cut longer OSC 52 sequences
  /// (xterm's default limit is about 100,000 base64 characters), so the loop sends at most the
  /// whole characters that fit in this many UTF-8 bytes, and a program says when text is longer.
  public static let clipboardLimit = 74_000

  /// The text a `.copy` of `text` sends: its longest prefix of whole characters within
  /// ``clipboardLimit`` UTF-8 bytes.
  public static func clipboardText(_ text: String) -> Substring {
    guard text.utf8.count > clipboardLimit else { return Substring(text) }
    var bytes = 0
    var end = text.startIndex
    while end < text.endIndex {
      let size = text[end].utf8.count
      if bytes + size > clipboardLimit { break }
      bytes += size
      end = text.index(after: end)
    }
    return text[..<end]
  }
}

/// A full-screen program in the Model/Update/View style (bubbletea), driven by a terminal loop.
///
/// The loop renders the program into a ``Grid`` of the terminal's size, shows it, waits for a
/// key (or a tick timeout), and calls ``handle(_:)`` or ``tick(elapsedMilliseconds:)``. The
/// program never touches the terminal itself, so the same program runs headless in tests.
public protocol TerminalProgram {
  /// Handles one key, including ``Key/resize``; return `.quit` to end the loop, `.copy` to
  /// put text on the clipboard.
  mutating func handle(_ key: Key) -> ProgramCommand
  /// Handles a mouse event on a screen of the given size (see ``MouseEvent``).
  mutating func handleMouse(_ event: MouseEvent, width: Int, height: Int) -> ProgramCommand
  /// The terminal answered the start-up question about its background (after the first frame,
  /// whenever the answer comes): draw for it from now on.
  mutating func adoptBackground(_ background: TerminalBackground)
  /// Advances animations by the time since the previous tick; returns true when a redraw is
  /// needed. Called only while ``wantsTicks`` is true (every 16-33 ms).
  mutating func tick(elapsedMilliseconds: Int) -> Bool
  /// Draws the whole screen for the given size (which may be 0x0 or 1x1).
  func render(width: Int, height: Int) -> Grid
  /// True while an animation runs; the loop then wakes up often to call
  /// ``tick(elapsedMilliseconds:)``.
  var wantsTicks: Bool { get }
}
