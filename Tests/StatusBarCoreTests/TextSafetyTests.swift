import StatusBarCore
import Testing

/// The one sanitizer for terminal text, POSIX shell quoting, and the name rule.
@Suite struct TextSafetyTests {
  @Test func controlCharactersBecomeVisibleEscapes() {
    #expect(TerminalText.safe("a\u{1B}]0;t\u{07}b") == "a\\u{1B}]0;t\\u{07}b")
    #expect(TerminalText.safe("c1 \u{9B}2J del \u{7F} cr \r") == "c1 \\u{9B}2J del \\u{7F} cr \\u{0D}")
    #expect(TerminalText.safe("rtl \u{202E}x\u{2066}y\u{200F}") == "rtl \\u{202E}x\\u{2066}y\\u{200F}")
    #expect(TerminalText.safe("two\nlines\tand tab") == "two\nlines\tand tab")
    #expect(TerminalText.safe("plain · iOS 13 → ok \\ back") == "plain · iOS 13 → ok \\ back")
    #expect(TerminalText.inline("a\nb\tc") == "a\\u{0A}b\\u{09}c")
  }

  @Test func jsonKeepsItsValueAndLosesRawControls() {
    let json = "{\"a\":\"x\u{85}y\u{202E}z\u{7F}\"}"
    #expect(TerminalText.safeJSON(json) == "{\"a\":\"x\\u0085y\\u202Ez\\u007F\"}")
    #expect(TerminalText.safeJSON("{\"b\":\"é\"}") == "{\"b\":\"é\"}")
  }

  @Test func shellWordsAreSingleQuotedWhenNeeded() {
    #expect(ShellWord.quoted("nav-bar-decides") == "nav-bar-decides")
    #expect(ShellWord.quoted("Scenes/in-call.yaml") == "Scenes/in-call.yaml")
    #expect(ShellWord.quoted("set Nav.barStyle=black") == "'set Nav.barStyle=black'")
    #expect(ShellWord.quoted("$(touch x)`id`") == "'$(touch x)`id`'")
    #expect(ShellWord.quoted("it's") == "'it'\\''s'")
    #expect(ShellWord.quoted("") == "''")
    #expect(ShellWord.quoted("~root") == "'~root'")
    #expect(ShellWord.line(["sbplay", "state", "a b"]) == "sbplay state 'a b'")
  }

  @Test func namesThatCannotLoadAgainAreRefused() {
    for bad in [
      "nil", "none", " lead", "trail ", "\tlead", "trail\u{A0}", "\u{3000}lead", "a\u{1B}b", "a\u{85}b",
      "a\u{202E}b", "a=b", ".a", "a.", "",
    ] {
      #expect(ControllerName.problem(bad) != nil, "\(bad.debugDescription)")
    }
    // A space with a combining mark is another character, as a `Set<Character>` saw it.
    for good in ["Home", "Sheet.root", "Café Menü", "My Screen", "👩‍💻", " \u{301}a", "a\u{2003}"] {
      #expect(ControllerName.problem(good) == nil, "\(good)")
    }
    var simulation = Simulation(world: world(.vc("A")))
    for line in ["present nil", "present a\u{202E}b", "present a\u{1B}[2J"] {
      #expect(throws: ActionError.self) { try simulation.perform(line) }
    }
  }

  /// A controller named `window` keeps its frame; the window is listed as UIWindow.
  @Test func aControllerNamedWindowKeepsItsFrame() throws {
    var sim = Simulation(world: world(.vc("A")))
    try sim.run("present window")
    let frames = sim.state(events: [], notes: []).frames
    #expect(frames["window"] == sim.snapshot.layout.frames.first { $0.kind == .view && $0.name == "window" }?.rect.array)
    #expect(frames["UIWindow"] == [0, 0, 375, 667])
  }
}
