import Foundation
import Testing

/// sbplay's own ANSI frames and curses' frames (`SBPLAY_CURSES_OUTPUT=1`) must leave the same
/// screen in a real terminal, key after key, on each kind of terminfo entry the encoder takes.
@Suite(.serialized) struct FrameOutputEndToEndTests {
  static let keys = ["f", "b", "h", "s", "p", "j", "k", "i", "u", "t", "P", "P", "9", "h", "m", "z", "?", "Escape", "w", "Escape"]

  @Test(
    .needsTmux,
    arguments: [
      ("tmux-256color", 120, 40, true), ("xterm-256color", 120, 40, false), ("xterm", 80, 24, false),
      ("screen", 200, 60, true),
    ])
  func ownFramesShowWhatCursesShows(term: String, width: Int, height: Int, colours: Bool) throws {
    let own = TmuxDriver(
      command: sbplayBinary, width: width, height: height, environment: ["TERM": term], name: "own-\(term)")
    let curses = TmuxDriver(
      command: sbplayBinary, width: width, height: height,
      environment: ["TERM": term, "SBPLAY_CURSES_OUTPUT": "1"], name: "curses-\(term)")
    #expect(own.waitFor("9:41") && curses.waitFor("9:41"))
    // Without bce and ech both write every cell, so even the colours of blanks agree; with
    // them curses erases blanks in the terminal's own foreground, which does not show.
    var changes = 0
    var last = Self.settled(own, escapes: colours)
    for (index, key) in Self.keys.enumerated() {
      own.press(key)
      curses.press(key)
      // Both panes first show that their program took the key: `settled` alone could, on a
      // loaded machine, see a pane unchanged for its 300 ms before the program read the key,
      // and compare that old frame with the other pane's new one. A key that changes nothing
      // (the second P, refused again, on the 80x24 xterm) is given up on after 5 s.
      own.waitUntil(timeout: 5, escapes: colours) { $0 != last && curses.screen(escapes: colours) != last }
      let mine = Self.settled(own, escapes: colours)
      let theirs = Self.settled(curses, escapes: colours)
      #expect(mine == theirs, "\(term) \(width)x\(height), after key \(index) (\(key)):\n\(mine)\n---\n\(theirs)")
      if mine != theirs { return }
      if mine != last { changes += 1 }
      last = mine
    }
    // The keys did change the screen: the comparison was of frames drawn after them.
    #expect(changes >= Self.keys.count / 2, "only \(changes) keys changed the screen")
  }

  /// The pane once it has stopped changing (two captures 300 ms apart agree; animations end
  /// within a second).
  static func settled(_ tmux: TmuxDriver, escapes: Bool) -> String {
    var previous = tmux.screen(escapes: escapes)
    for _ in 0..<20 {
      usleep(300_000)
      let now = tmux.screen(escapes: escapes)
      if now == previous { return now }
      previous = now
    }
    return previous
  }
}
