import CNCurses
import CellGrid
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal session may use: colours and Unicode glyphs, plus the loop's timing.
///
/// Decide them once at startup with ``detect(environment:forceASCII:forceNoColor:utf8Locale:)``
/// and pick the glyph set for drawing from ``glyphs``.
public struct TerminalOptions: Sendable, Equatable {
  /// Use colours (when the terminal has them). Off: attributes only (bold, dim, reverse,
  /// underline).
  public var colors: Bool
  /// The locale is UTF-8, so Unicode glyphs render; off means draw with ``GlyphSet/ascii``.
  public var unicode: Bool
  /// How long `get_wch` waits for a key when the program is idle.
  public var idleTimeoutMilliseconds: Int
  /// How often the program is ticked while ``TerminalProgram/wantsTicks`` is true.
  public var tickIntervalMilliseconds: Int
  /// ESC delay, so a lone Esc is reported quickly.
  public var escapeDelayMilliseconds: Int
  /// Report clicks and the wheel to the program (off: the terminal keeps its own selection).
  public var mouse: Bool
  /// Ask the terminal for its background colour (OSC 11) once curses owns the input; the
  /// answer reaches ``TerminalProgram/adoptBackground(_:)`` whenever it comes.
  public var queryBackground = false
  /// Write frames as ECMA-48 escape sequences of sbplay's own when the terminal's entry says
  /// it takes them (a fraction of curses' bytes and instructions per key: style changes are
  /// sent as differences); off, or on another terminal, curses writes every frame. Off with
  /// `SBPLAY_CURSES_OUTPUT=1` in the environment.
  public var directOutput = true
  /// How long an answer whose form was seen (`ESC ] 11 ;`) may pause before its end; after
  /// that it is dropped (never passed on as keys). Answers are recognised whenever they come.
  public var replyWindowMilliseconds = 3000
  /// The longest wait for the next character of an answer (or of what may be one).
  public var replyGapMilliseconds = 40

  public init(
    colors: Bool = true, unicode: Bool = true, idleTimeoutMilliseconds: Int = 100,
    tickIntervalMilliseconds: Int = 33, escapeDelayMilliseconds: Int = 25, mouse: Bool = true
  ) {
    self.mouse = mouse
    self.colors = colors
    self.unicode = unicode
    self.idleTimeoutMilliseconds = idleTimeoutMilliseconds
    self.tickIntervalMilliseconds = tickIntervalMilliseconds
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
  }

  /// The glyph set that renders correctly with these options.
  public var glyphs: GlyphSet { unicode ? .unicode : .ascii }

  /// Options from the environment and the command-line flags.
  ///
  /// - Colours are off when `NO_COLOR` is set to a non-empty value (no-color.org) or with
  ///   `--no-color` (`forceNoColor`).
  /// - Unicode is on only in a UTF-8 locale, and never with `--ascii` (`forceASCII`).
  ///   `utf8Locale` defaults to ``localeIsUTF8()``, which calls `setlocale(LC_ALL, "")`; tests
  ///   pass a value instead.
  public static func detect(
    environment: [String: String], forceASCII: Bool, forceNoColor: Bool,
    utf8Locale: Bool? = nil
  ) -> TerminalOptions {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let unicode = !forceASCII && (utf8Locale ?? localeIsUTF8())
    var options = TerminalOptions(colors: !noColor && !forceNoColor, unicode: unicode)
    options.directOutput = (environment["SBPLAY_CURSES_OUTPUT"] ?? "").isEmpty
    return options
  }

  /// Adopts the user's locale (`setlocale(LC_ALL, "")`, which ncursesw needs for wide
  /// characters) and reports whether its character set is UTF-8.
  public static func localeIsUTF8() -> Bool {
    _ = setlocale(LC_ALL, "")
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
