import Foundation
import Testing

/// The terminal's answer about its background is recognised by its form whenever it comes and
/// however it is split, and never run as keys (`rgb:` rotated the device, set barStyle black
/// and opened the command line, which then swallowed `q`). The session's recording lists every
/// key the playground handled.
@Suite(.serialized) struct TerminalReplyEndToEndTests {
  @Test(.needsTmux) func aLateSplitAnswerIsNotRunAsKeys() throws {
    let dir = NSTemporaryDirectory() + "sbplay-replies-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let record = dir + "/session.txt"
    let command = "env -u NO_COLOR -u SBPLAY_THEME TERM=tmux-256color LANG=C.UTF-8 \(sbplayBinary) --record \(record)"
    let tmux = TmuxDriver(command: "bash -c '\(command)'", name: "late-reply")
    #expect(tmux.waitFor("status bar 20 pt"), "\(tmux.screen())")
    // Later than the 3 s the answer used to be looked for, in three pieces with pauses longer
    // than the wait for an answer's next character.
    usleep(3_500_000)
    tmux.type("\u{1B}]1")
    usleep(300_000)
    tmux.type("1;rgb:0000/00")
    usleep(300_000)
    tmux.type("00/0000\u{07}")
    usleep(300_000)
    tmux.press("j")
    tmux.press("q")
    #expect(tmux.waitForExit(), "\(tmux.screen())")
    let keys = try String(contentsOfFile: record, encoding: .utf8).components(separatedBy: "\n").filter { $0.hasPrefix("key ") }
    #expect(keys == ["key j", "key q"], "\(keys)")
  }
}
