import CellGrid
import Testing

@testable import CursesTerminal

/// Light or dark terminal: the flag wins, then SBPLAY_THEME, then the terminal's
/// answer to OSC 11, then COLORFGBG, then dark.
@Suite struct BackgroundDetectionTests {
  @Test func theFlagWinsOverTheEnvironmentAndTheTerminal() throws {
    let environment = ["SBPLAY_THEME": "dark", "COLORFGBG": "15;0"]
    #expect(try BackgroundDetection.resolve(flag: .light, environment: environment, query: { .dark }) == .light)
    #expect(try BackgroundDetection.resolve(flag: .dark, environment: [:], query: { .light }) == .dark)
  }

  @Test func theEnvironmentVariableNamesATheme() throws {
    #expect(try BackgroundDetection.resolve(flag: nil, environment: ["SBPLAY_THEME": "Light"], query: { .dark }) == .light)
    #expect(try BackgroundDetection.resolve(flag: nil, environment: ["SBPLAY_THEME": "auto"], query: { .light }) == .light)
    #expect(throws: BackgroundDetection.InvalidChoice.self) {
      try BackgroundDetection.resolve(flag: nil, environment: ["SBPLAY_THEME": "solarized"], query: { nil })
    }
  }

  @Test func autoAsksTheTerminalThenReadsCOLORFGBGThenAssumesDark() throws {
    var asked = 0
    let light = try BackgroundDetection.resolve(flag: .auto, environment: ["COLORFGBG": "15;0"]) {
      asked += 1
      return .light
    }
    #expect(light == .light)
    #expect(asked == 1)
    #expect(try BackgroundDetection.resolve(flag: nil, environment: ["COLORFGBG": "0;15"], query: { nil }) == .light)
    #expect(try BackgroundDetection.resolve(flag: nil, environment: ["COLORFGBG": "15;default;0"], query: { nil }) == .dark)
    #expect(try BackgroundDetection.resolve(flag: nil, environment: [:], query: { nil }) == .dark)
  }

  @Test(arguments: [("15;0", TerminalBackground.dark), ("0;15", .light), ("0;7", .light), ("7;8", .dark), ("0;default;11", .light)])
  func colorfgbg(value: String, background: TerminalBackground) {
    #expect(BackgroundDetection.fromCOLORFGBG(value) == background)
  }

  @Test func colorfgbgThatIsNotAColourIsIgnored() {
    #expect(BackgroundDetection.fromCOLORFGBG(nil) == nil)
    #expect(BackgroundDetection.fromCOLORFGBG("default;default") == nil)
    #expect(BackgroundDetection.fromCOLORFGBG("0;200") == nil)
  }

  @Test func osc11AnswersInEveryFormTerminalsSend() {
    // xterm: 16-bit channels, ended by ESC \, followed here by the DA1 answer.
    #expect(BackgroundDetection.fromOSC11Reply(Array("\u{1b}]11;rgb:ffff/ffff/dddd\u{1b}\\\u{1b}[?62;22c".utf8)) == .light)
    // BEL-terminated, 8-bit channels (some terminals), and a dark Solarized base03.
    #expect(BackgroundDetection.fromOSC11Reply(Array("\u{1b}]11;rgb:00/2b/36\u{07}".utf8)) == .dark)
    #expect(BackgroundDetection.fromOSC11Reply(Array("\u{1b}]11;rgb:fd/f6/e3\u{07}".utf8)) == .light)
    // No answer (only DA1) or garbage: nothing is decided.
    #expect(BackgroundDetection.fromOSC11Reply(Array("\u{1b}[?1;2c".utf8)) == nil)
    #expect(BackgroundDetection.fromOSC11Reply(Array("\u{1b}]11;rgb:zz/00/00\u{07}".utf8)) == nil)
  }

  @Test func theTerminalIsAskedOnlyWhenNoThemeIsNamed() {
    #expect(BackgroundDetection.asksTerminal(flag: nil, environment: [:]))
    #expect(BackgroundDetection.asksTerminal(flag: .auto, environment: ["SBPLAY_THEME": "dark"]))
    #expect(!BackgroundDetection.asksTerminal(flag: .light, environment: [:]))
    #expect(!BackgroundDetection.asksTerminal(flag: nil, environment: ["SBPLAY_THEME": "Dark"]))
    #expect(BackgroundDetection.asksTerminal(flag: nil, environment: ["SBPLAY_THEME": "auto"]))
  }
}

/// The terminal's answers arrive among the keys after the first frame (start-up never
/// waits for them): they are taken out whole, and keys that only look like their start go on.
@Suite struct TerminalReplyReaderTests {
  /// Feeds every character; returns the keys passed on, the background seen, whether DA1 came.
  func read(_ text: String, reader: inout TerminalReplyReader) -> (keys: String, background: TerminalBackground?, attributes: Bool) {
    var keys = ""
    var background: TerminalBackground?
    var attributes = false
    for scalar in text.unicodeScalars {
      switch reader.feed(scalar.value) {
      case .pending: break
      case .keys(let values): keys += String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
      case .background(let answer): background = answer
      case .attributes: attributes = true
      }
    }
    if let held = reader.timedOut() { keys += String(String.UnicodeScalarView(held.compactMap(Unicode.Scalar.init))) }
    return (keys, background, attributes)
  }

  @Test func bothAnswersAreTakenOutAndKeysAroundThemGoOn() {
    var reader = TerminalReplyReader()
    let result = read("p\u{1b}]11;rgb:ffff/ffff/dddd\u{1b}\\\u{1b}[?62;22cj", reader: &reader)
    #expect(result.keys == "pj")
    #expect(result.background == .light)
    #expect(result.attributes)
  }

  @Test func aBELEndedAnswerAndATerminalThatOnlyAnswersDA1() {
    var reader = TerminalReplyReader()
    #expect(read("\u{1b}]11;rgb:00/2b/36\u{07}", reader: &reader).background == .dark)
    var silent = TerminalReplyReader()
    let result = read("\u{1b}[?1;2c", reader: &silent)
    #expect(result.background == nil && result.attributes && result.keys.isEmpty)
  }

  @Test func keysThatStartWithEscAreNotSwallowed() {
    var reader = TerminalReplyReader()
    // A lone Esc (the timeout flushes it), Alt-x, and an Esc then [ then a letter.
    #expect(read("\u{1b}", reader: &reader).keys == "\u{1b}")
    #expect(read("\u{1b}x", reader: &reader).keys == "\u{1b}x")
    #expect(read("\u{1b}[A", reader: &reader).keys == "\u{1b}[A")
    #expect(read("\u{1b}[?x", reader: &reader).keys == "\u{1b}[?x")
    // `]` and Alt-] are keys unless digits and `;` follow.
    #expect(read("]", reader: &reader).keys == "]")
    #expect(read("]x]1x\u{1b}]q", reader: &reader).keys == "]x]1x\u{1b}]q")
  }

  @Test func aRunawayThatIsNotAnAnswerIsPassedOnAsKeys() {
    var reader = TerminalReplyReader()
    let long = "\u{1b}]" + String(repeating: "a", count: TerminalReplyReader.maximumLength + 10)
    let result = read(long, reader: &reader)
    #expect(result.keys == long && result.background == nil)
  }

  /// A 100,000-character answer is read to its end and dropped: no key reaches the program
  /// (it ran about a thousand presents), and what follows it is keys again.
  @Test func anOverlongAnswerIsDroppedNotRunAsKeys() {
    var reader = TerminalReplyReader()
    let long = "\u{1b}]11;rgb:" + String(repeating: "0/", count: 50_000) + "\u{07}j"
    let result = read(long, reader: &reader)
    #expect(result.keys == "j")
    #expect(result.background == nil)
  }

  /// An answer split anywhere, its pieces separated by pauses longer than the wait for the next
  /// character (each pause is a `timedOut()`), is still taken out whole, never run as keys.
  @Test func anAnswerSplitAnywhereIsTakenOutWhole() {
    let answer = "\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\"
    let scalars = Array(answer.unicodeScalars)
    for cut in 2..<scalars.count {
      var reader = TerminalReplyReader()
      var keys = ""
      var background: TerminalBackground?
      for (index, scalar) in scalars.enumerated() {
        if index == cut, let held = reader.timedOut() {
          keys += String(String.UnicodeScalarView(held.compactMap(Unicode.Scalar.init)))
        }
        switch reader.feed(scalar.value) {
        case .keys(let values): keys += String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
        case .background(let answer): background = answer
        default: break
        }
      }
      #expect(keys.isEmpty && background == .light, "cut at \(cut): keys \(keys.debugDescription)")
    }
  }

  /// An Esc that came alone (the pause fell right after it) was a key; the rest of the answer,
  /// `]11;rgb:…`, is still recognised by its form and not run (it rotated the device, set
  /// barStyle black and opened the command line).
  @Test func theRestOfAnAnswerWhoseEscCameAloneIsNotKeys() {
    var reader = TerminalReplyReader()
    #expect(reader.feed(27) == .pending)
    #expect(reader.timedOut() == [27])
    let result = read("]11;rgb:0000/0000/0000\u{07}q", reader: &reader)
    #expect(result.keys == "q")
    #expect(result.background == .dark)
  }

  /// Answers are looked for whenever they come: long after start-up, after DA1, after keys.
  @Test func aLateAnswerIsStillTakenOut() {
    var reader = TerminalReplyReader()
    #expect(read("\u{1b}[?62;22c", reader: &reader).attributes)
    #expect(read("jjk", reader: &reader).keys == "jjk")
    let late = read("\u{1b}]11;rgb:eeee/eeee/eeee\u{07}p", reader: &reader)
    #expect(late.keys == "p" && late.background == .light)
  }

  /// An answer whose end never comes is dropped when the session gives up on it, not run.
  @Test func anAnswerCutShortIsAbandonedNotRun() {
    var reader = TerminalReplyReader()
    #expect(read("\u{1b}]11;rgb:ff", reader: &reader).keys.isEmpty)
    #expect(reader.isHoldingAnswer)
    reader.abandon()
    #expect(!reader.isHolding)
    #expect(read("q", reader: &reader).keys == "q")
  }
}

/// True colour: on a direct-colour terminal the theme's palette colours arrive as
/// their RGB values, not as tiny RGB numbers (index 25 is not #000019).
@Suite struct DirectColourTests {
  @Test func paletteAndBrightColoursAreSentAsRGBOnADirectColourTerminal() {
    let direct = ColorPairTable(colorCount: 1 << 24, pairCount: 65536, defaultColorsAvailable: true)
    #expect(direct.cursesColor(.indexed(25), isForeground: false).0 == 0x005FAF)
    #expect(direct.cursesColor(.brightWhite, isForeground: true).0 == 0xFFFFFF)
    #expect(direct.cursesColor(.indexed(236), isForeground: true).0 == 0x303030)
    #expect(direct.cursesColor(.red, isForeground: true).0 == 1)
    #expect(direct.cursesColor(.default, isForeground: true).0 == -1)
  }

  @Test func palette256And16ColourTerminalsAreUnchanged() {
    let palette = ColorPairTable(colorCount: 256, pairCount: 256, defaultColorsAvailable: true)
    #expect(palette.cursesColor(.indexed(25), isForeground: false).0 == 25)
    let sixteen = ColorPairTable(colorCount: 16, pairCount: 256, defaultColorsAvailable: true)
    #expect(sixteen.cursesColor(.indexed(25), isForeground: false).0 == 4)
    #expect(sixteen.cursesColor(.brightWhite, isForeground: true).0 == 15)
  }
}
