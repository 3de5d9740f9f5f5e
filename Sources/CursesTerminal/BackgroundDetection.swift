import CellGrid
import Glibc

/// `--theme` and `SBPLAY_THEME`: a theme by name, or `auto` to follow the terminal.
public enum ThemeChoice: String, CaseIterable, Sendable {
  case auto
  case dark
  case light
}

/// Finds whether the terminal's background is dark or light, for the theme.
///
/// The order: `--theme`, then `SBPLAY_THEME`, then (auto) the terminal's own answer to an OSC 11
/// query, then `COLORFGBG` (set by rxvt, Konsole and others), then dark, the common case.
public enum BackgroundDetection {
  public struct InvalidChoice: Error, CustomStringConvertible {
    public var description: String
  }

  /// The background to draw for. `query` asks the terminal (``queryTerminal(timeoutMilliseconds:)``
  /// in the playground; tests pass their own).
  public static func resolve(
    flag: ThemeChoice?, environment: [String: String], query: () -> TerminalBackground?
  ) throws(InvalidChoice) -> TerminalBackground {
    var choice = flag ?? .auto
    if flag == nil, let text = environment["SBPLAY_THEME"], !text.isEmpty {
      guard let named = ThemeChoice(rawValue: text.lowercased()) else {
        throw InvalidChoice(description: "sbplay: SBPLAY_THEME=\(text) is not a theme: expected light, dark or auto")
      }
      choice = named
    }
    switch choice {
    case .dark: return .dark
    case .light: return .light
    case .auto: return query() ?? fromCOLORFGBG(environment["COLORFGBG"]) ?? .dark
    }
  }

  /// `COLORFGBG` is `fg;bg` (or `fg;default;bg`): the last field is the background's ANSI
  /// index. rxvt's rule: 0-6 and 8 are dark, 7 and 9-15 light.
  public static func fromCOLORFGBG(_ value: String?) -> TerminalBackground? {
    guard let value, let last = value.split(separator: ";").last, let index = Int(last) else { return nil }
    switch index {
    case 0...6, 8: return .dark
    case 7, 9...15: return .light
    default: return nil
    }
  }

  /// The answer to OSC 11 (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \`), anywhere in
  /// the bytes read: light when the colour's luminance is above the middle.
  public static func fromOSC11Reply(_ bytes: [UInt8]) -> TerminalBackground? {
    let marker = Array("]11;rgb:".utf8)
    guard bytes.count >= marker.count,
      let start = (0...(bytes.count - marker.count)).first(where: { Array(bytes[$0..<$0 + marker.count]) == marker })
    else { return nil }
    let rest = bytes[(start + marker.count)...]
    let end = rest.firstIndex { $0 == 0x07 || $0 == 0x1b } ?? rest.endIndex
    let parts = String(decoding: rest[..<end], as: UTF8.self).split(separator: "/")
    guard parts.count == 3 else { return nil }
    var channels: [Double] = []
    for part in parts {
      guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
      let maximum = Double((1 << (4 * part.count)) - 1)
      channels.append(Double(value) / maximum)
    }
    let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    return luminance > 0.5 ? .light : .dark
  }

  /// Asks the terminal for its background colour (OSC 11) and, right after, for its
  /// attributes (DA1, which every terminal answers), reading until the DA1 answer arrives or
  /// the time is up: a terminal that ignores OSC 11 costs one round trip, not a timeout, and
  /// no late answer leaks into the playground's keys (a terminal slower than the time allowed
  /// has what arrived discarded). Nil when there is no terminal or no answer. Call it before
  /// curses starts.
  public static func queryTerminal(timeoutMilliseconds: Int = 500) -> TerminalBackground? {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
    let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var saved = termios()
    guard tcgetattr(fd, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(fd, TCSANOW, &raw) == 0 else { return nil }
    defer { _ = tcsetattr(fd, TCSANOW, &saved) }
    let query = Array("\u{1b}]11;?\u{1b}\\\u{1b}[c".utf8)
    guard query.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == query.count else { return nil }
    var reply: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    var waited = 0
    while waited < timeoutMilliseconds, !endsWithDeviceAttributes(reply) {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let step = 25
      if poll(&poller, 1, Int32(step)) > 0 {
        let count = read(fd, &buffer, buffer.count)
        if count > 0 { reply += buffer[0..<count] } else { break }
      } else {
        waited += step
      }
      if reply.count > 4096 { break }
    }
    // An answer cut short must not reach the playground as keys ("rgb:" would rotate, …).
    if !endsWithDeviceAttributes(reply) { tcflush(fd, TCIFLUSH) }
    return fromOSC11Reply(reply)
  }

  /// Whether the bytes hold a DA1 answer, `ESC [ ? … c`.
  static func endsWithDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    guard let start = bytes.lastIndex(of: 0x1b), start + 2 < bytes.count else { return false }
    return bytes[start + 1] == UInt8(ascii: "[") && bytes[start + 2] == UInt8(ascii: "?") && bytes.last == UInt8(ascii: "c")
  }
}
