import CNCurses
import CellGrid
import Testing

@testable import CursesTerminal

/// What ncurses hands over becomes the right Key; the environment picks the right options.
@Suite struct KeyDecoderTests {
  @Test(arguments: [
    (Int32(OK), UInt32(10), Key.enter), (OK, 13, .enter), (OK, 27, .escape), (OK, 127, .backspace), (OK, 8, .backspace),
    (OK, 9, .tab), (OK, 3, .ctrl("c")), (OK, 18, .ctrl("r")), (OK, 113, .char("q")), (OK, 0xE9, .char("é")),
    (KEY_CODE_YES, UInt32(KEY_UP), .up), (KEY_CODE_YES, UInt32(KEY_RESIZE), .resize),
    (KEY_CODE_YES, UInt32(KEY_BTAB), .backTab), (KEY_CODE_YES, UInt32(KEY_BACKSPACE), .backspace),
    (KEY_CODE_YES, UInt32(KEY_NPAGE), .pageDown), (KEY_CODE_YES, UInt32(cn_key_f0() + 1), .function(1)),
  ])
  func decodes(status: Int32, value: UInt32, key: Key) {
    #expect(KeyDecoder.decode(status: status, value: value) == key)
  }

  @Test func timeoutsAndUnknownCodesGiveNoKey() {
    #expect(KeyDecoder.decode(status: ERR, value: 0) == nil)
    #expect(KeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(KEY_MOUSE)) == nil)
  }
}

@Suite struct TerminalOptionsTests {
  @Test func noColorMustBeNonEmpty() {
    #expect(!TerminalOptions.detect(environment: ["NO_COLOR": "1"], forceASCII: false, forceNoColor: false, utf8Locale: true).colors)
    #expect(TerminalOptions.detect(environment: ["NO_COLOR": ""], forceASCII: false, forceNoColor: false, utf8Locale: true).colors)
    #expect(!TerminalOptions.detect(environment: [:], forceASCII: false, forceNoColor: true, utf8Locale: true).colors)
  }

  @Test func asciiWithoutAUTF8Locale() {
    #expect(TerminalOptions.detect(environment: [:], forceASCII: false, forceNoColor: false, utf8Locale: false).glyphs == .ascii)
    #expect(TerminalOptions.detect(environment: [:], forceASCII: true, forceNoColor: false, utf8Locale: true).glyphs == .ascii)
    #expect(TerminalOptions.detect(environment: [:], forceASCII: false, forceNoColor: false, utf8Locale: true).glyphs == .unicode)
  }

  @Test func notATerminalMessagePointsToTheHeadlessCommands() {
    let message = TerminalError.notATerminal(stream: "stdout").description
    #expect(message.contains("sbplay state"))
    #expect(message.contains("sbplay render"))
    #expect(!message.contains("\n"))
  }
}
