import Foundation
import Testing

/// Light and dark terminals in a real terminal: the theme follows the terminal's
/// answer to OSC 11 (tmux answers with the pane's background), SBPLAY_THEME and --theme; and a
/// true-colour terminal gets the theme's colours as RGB.
@Suite(.serialized) struct ThemeEndToEndTests {
  /// The bezel's colour escape: bright white (97) for the dark theme, grey 236 for the light one.
  static let darkBezel = "97m╭"
  static let lightBezel = "38;5;236m╭"

  static func start(_ name: String, environment: String = "", arguments: String = "", paneBackground: String? = nil)
    -> TmuxDriver
  {
    // Through env(1), without the test run's NO_COLOR. The pane's background is set with the
    // session, before sbplay can ask for it (a pause and a later tmux command raced sbplay).
    let command = "env -u NO_COLOR -u COLORFGBG -u SBPLAY_THEME TERM=tmux-256color LANG=C.UTF-8 \(environment) \(sbplayBinary) \(arguments)"
    return TmuxDriver(command: "bash -c '\(command)'", windowStyle: paneBackground.map { "bg=\($0)" }, name: name)
  }

  @Test(.needsTmux) func aWhitePaneGetsTheLightTheme() {
    let tmux = Self.start("theme-white", paneBackground: "white")
    #expect(tmux.waitUntil(escapes: true) { $0.contains(Self.lightBezel) }, "\(tmux.screen(escapes: true).prefix(400))")
    tmux.press("q")
  }

  @Test(.needsTmux) func aBlackPaneGetsTheDarkTheme() {
    let tmux = Self.start("theme-black", paneBackground: "black")
    #expect(tmux.waitUntil(escapes: true) { $0.contains(Self.darkBezel) }, "\(tmux.screen(escapes: true).prefix(400))")
    tmux.press("q")
  }

  @Test(.needsTmux) func theVariableAndTheFlagOverrideTheTerminal() {
    let variable = Self.start("theme-variable", environment: "SBPLAY_THEME=light", paneBackground: "black")
    #expect(variable.waitUntil(escapes: true) { $0.contains(Self.lightBezel) })
    variable.press("q")
    let flag = Self.start("theme-flag", environment: "SBPLAY_THEME=light", arguments: "--theme dark", paneBackground: "white")
    #expect(flag.waitUntil(escapes: true) { $0.contains(Self.darkBezel) })
    flag.press("q")
  }

  @Test(.needsTmux) func keysStillWorkAfterTheTerminalWasAsked() {
    let tmux = Self.start("theme-keys", paneBackground: "white")
    #expect(tmux.waitFor("status bar 20 pt"), "\(tmux.screen())")
    tmux.press("?")
    #expect(tmux.waitFor("setNeedsStatusBarAppearanceUpdate()"), "\(tmux.screen())")
    tmux.press("Escape", "q")
    #expect(tmux.waitForExit(), "\(tmux.screen())")
  }

  /// xterm-direct as ncurses describes it (xterm+direct over xterm-256color, without the
  /// palette capabilities a direct-colour terminal lacks), compiled by the test itself so that
  /// it needs no terminfo package beyond the xterm-256color every ncurses install has.
  static let xtermDirectSource = #"""
    xterm-direct|xterm with direct-colour indexing,
      RGB,
      colors#0x1000000, pairs#0x10000,
      setab=\E[%?%p1%{8}%<%t4%p1%d%e48\:2\:\:%p1%{65536}%/%d\:%p1%{256}%/%{255}%&%d\:%p1%{255}%&%d%;m,
      setaf=\E[%?%p1%{8}%<%t3%p1%d%e38\:2\:\:%p1%{65536}%/%d\:%p1%{256}%/%{255}%&%d\:%p1%{255}%&%d%;m,
      ccc@, initc@, oc@, setb@, setf@,
      use=xterm-256color,
    """#

  /// A terminfo directory holding only xterm-direct, compiled with `tic` (part of ncurses).
  static func compiledXtermDirect() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-terminfo-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let source = directory + "/xterm-direct.src"
    try xtermDirectSource.write(toFile: source, atomically: true, encoding: .utf8)
    let compiled = spawn(["tic", "-x", "-o", directory, source])
    try #require(compiled.status == 0, "tic could not compile xterm-direct: \(compiled.err)")
    let check = spawn(["infocmp", "-x", "-A", directory, "xterm-direct"])
    try #require(check.out.contains("colors#0x1000000"), "tic compiled no direct-colour entry: \(check.out) \(check.err)")
    return directory
  }

  @Test(.needsTmux) func aTrueColourTerminalGetsRGB() throws {
    let terminfo = try Self.compiledXtermDirect()
    defer { try? FileManager.default.removeItem(atPath: terminfo) }
    let tmux = Self.start("theme-direct", environment: "TERMINFO=\(terminfo) TERM=xterm-direct SBPLAY_THEME=light")
    // The title bar: white on index 25 (#005faf), sent as RGB, not as the number 25.
    #expect(
      tmux.waitUntil(escapes: true) { $0.contains("38;2;255;255;255") && $0.contains("48;2;0;95;175") },
      "\(tmux.screen(escapes: true).prefix(400))")
    tmux.press("q")
  }
}
