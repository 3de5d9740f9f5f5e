/// A scrollable text overlay: the exported Swift (`C`) and the "copy state" Markdown (`Y`).
struct TextViewer: Hashable, Sendable {
  var title: String
  /// A line under the title (how to get the same text from the command line).
  var hint: String
  var lines: [String]
  var scroll = 0
  /// Lines with code syntax get dimmed comments.
  var isSwift = false

  /// Rows every terminal the playground runs in can show (the overlay clamps to its height).
  static let assumedRows = 16

  /// Scrolls by `delta` lines. The overlay's height is only known when drawing, so scrolling
  /// stops where the smallest overlay would show the last line, and drawing clamps the rest.
  mutating func scroll(by delta: Int) {
    scroll = min(max(0, scroll + delta), max(0, lines.count - Self.assumedRows))
  }
}
