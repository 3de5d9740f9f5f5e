import Foundation
import Testing

/// Drives the real binary in tmux and checks what a person would see.
@Suite(.serialized) struct TerminalEndToEndTests {
  /// `sbplay ARGS`, then the exit status and whether the terminal was restored.
  static func command(_ args: String = "") -> String {
    "bash -c '\(sbplayBinary) \(args); echo EXIT=$?; stty -a | tr \" \" \"\\n\" | grep -x -e icanon -e -icanon -e echo -e -echo | tr \"\\n\" \" \"; echo; sleep 30'"
  }

  @Test(.needsTmux) func startsShowsTheDeviceAndQuitsCleanly() throws {
    let tmux = TmuxDriver(command: Self.command(), name: "quit")
    #expect(tmux.waitFor("status bar 20 pt"), "\(tmux.screen())")
    let screen = tmux.screen()
    #expect(screen.contains("╭"))
    #expect(screen.contains("9:41"))
    #expect(screen.contains("◆ Nav"))  // the trace names the decider
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
    #expect(tmux.waitFor("icanon echo"), "terminal not restored: \(tmux.screen())")
  }

  @Test(.needsTmux) func keysChangeTheStatusBarRowsAndColours() throws {
    let tmux = TmuxDriver(command: Self.command(), name: "keys")
    #expect(tmux.waitFor("status bar 20 pt"))
    let before = tmux.screen(escapes: true)
    let statusRow = { (screen: String) in screen.components(separatedBy: "\n").first { $0.contains("9:41") } ?? "" }
    // barStyle black: the navigation bar turns black and the bar's text light, at once (D10).
    tmux.press("b")
    #expect(tmux.waitUntil(escapes: true) { statusRow($0) != statusRow(before) }, "status bar colours did not change")
    #expect(tmux.waitFor("light text"), "\(tmux.screen())")
    // In call on an iPhone 8 with iOS 12: the bar grows to 40 pt (R7.3).
    tmux.press("i")
    #expect(tmux.waitFor("in call 40 pt"), "\(tmux.screen())")
    let rows = tmux.screen().components(separatedBy: "\n")
    #expect(rows.filter { $0.contains("9:41") }.count == 1)
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"))
  }

  @Test(.needsTmux) func helpOpensAndEscapeClosesIt() throws {
    let tmux = TmuxDriver(command: Self.command(), name: "help")
    #expect(tmux.waitFor("status bar 20 pt"))
    tmux.press("?")
    #expect(tmux.waitFor("setNeedsStatusBarAppearanceUpdate()"), "\(tmux.screen())")
    #expect(tmux.screen().contains("Navigation bar"))
    tmux.press("Escape")
    #expect(tmux.waitUntil { !$0.contains("Navigation bar") && $0.contains("status bar 20 pt") }, "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"))
  }

  @Test(.needsTmux) func commandLineRunsAnActionAndShowsRefusals() throws {
    let tmux = TmuxDriver(command: Self.command(), name: "prompt")
    #expect(tmux.waitFor("status bar 20 pt"))
    tmux.press(":")
    tmux.type("set Nav.navigationBarHidden=true")
    tmux.press("Enter")
    // Detail decides the style once the bar is hidden (its ◆ on the hidden row was there before).
    #expect(
      tmux.waitUntil { screen in screen.components(separatedBy: "\n").contains { $0.contains("STYLE") && $0.contains("◆ Detail") } },
      "\(tmux.screen())")
    tmux.press(":")
    tmux.type("psh X")
    tmux.press("Enter")
    #expect(tmux.waitFor("did you mean `push`"), "\(tmux.screen())")
    tmux.press("Escape", "q")
    #expect(tmux.waitFor("EXIT=0"))
  }

  @Test(.needsTmux) func resizeRedrawsAndATinyTerminalGetsAMessage() throws {
    let tmux = TmuxDriver(command: Self.command(), name: "resize")
    #expect(tmux.waitFor("status bar 20 pt"))
    tmux.resize(width: 30, height: 8)
    #expect(tmux.waitFor("too small"), "\(tmux.screen())")
    tmux.resize(width: 200, height: 60)
    #expect(tmux.waitFor("status bar 20 pt"), "\(tmux.screen())")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"))
  }

  @Test(.needs(.tmux, .pgrep), arguments: [("C-c", 130), ("TERM", 143), ("HUP", 129)])
  func signalsRestoreTheTerminal(signal: String, status: Int) throws {
    let tmux = TmuxDriver(command: Self.command(), name: "sig\(status)")
    #expect(tmux.waitFor("status bar 20 pt"))
    if signal == "C-c" {
      tmux.press("C-c")
    } else {
      // The app is the child of the pane's bash.
      let pid = try #require(tmux.panePID)
      let children = spawn(["pgrep", "-P", "\(pid)"]).out.split(separator: "\n").compactMap { Int32($0) }
      for child in children { kill(child, signal == "TERM" ? SIGTERM : SIGHUP) }
    }
    #expect(tmux.waitFor("EXIT=\(status)"), "\(tmux.screen())")
    #expect(tmux.waitFor("icanon echo"), "terminal not restored: \(tmux.screen())")
  }

  @Test(.needsTmux) func thePaneMatchesSbplayRenderRowForRow() throws {
    let tmux = TmuxDriver(command: "\(sbplayBinary) nav-bar-decides", width: 100, height: 32, name: "render")
    #expect(tmux.waitFor("9:41"))
    let rendered = sbplay(["render", "nav-bar-decides", "--size", "100x32"]).out
    func rows(_ text: String) -> [String] {
      text.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        .reversed().drop { $0.isEmpty }.reversed()
    }
    #expect(tmux.waitUntil { rows($0) == rows(rendered) }, "pane:\n\(tmux.screen())\nrender:\n\(rendered)")
    tmux.press("q")
  }

  @Test(.needsTmux) func aRecordedSessionReplays() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-record-\(getpid()).txt").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TmuxDriver(command: Self.command("--record \(path)"), name: "record")
    #expect(recorder.waitFor("status bar 20 pt"))
    recorder.press("b", "i")
    #expect(recorder.waitFor("in call 40 pt"), "\(recorder.screen())")
    recorder.press("q")
    #expect(recorder.waitFor("EXIT=0"))
    let recording = try String(contentsOfFile: path, encoding: .utf8)
    #expect(recording.contains("key b"))
    #expect(recording.contains("set Nav.barStyle=black"))
    let player = TmuxDriver(command: Self.command("--replay \(path)"), name: "replay")
    #expect(player.waitFor("in call 40 pt"), "\(player.screen())")
    #expect(player.screen().contains("light text"))
    player.press("q")
    #expect(player.waitFor("EXIT=0"))
  }

  @Test(.needsTmux) func asciiFallbackWhenTheLocaleIsNotUTF8() throws {
    let tmux = TmuxDriver(command: Self.command(), environment: ["LANG": "C", "LC_ALL": "C"], name: "ascii")
    #expect(tmux.waitFor("status bar 20 pt"))
    let screen = tmux.screen()
    #expect(!screen.contains("╭"))
    #expect(screen.contains("+-"))
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"))
  }

  @Test func notATerminalGivesOneLinePointingToTheHeadlessCommands() {
    let result = sbplay([])
    #expect(result.status != 0)
    let lines = result.err.split(separator: "\n")
    #expect(lines.count == 1, "\(result.err)")
    #expect(result.err.contains("sbplay state"))
    #expect(result.err.contains("sbplay render"))
  }
}
