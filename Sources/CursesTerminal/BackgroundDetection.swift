import CellGrid
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The background to draw for. `query` is the terminal's answer where one is already known
  /// (the playground asks without waiting: it draws for `resolve(…, query: { nil })` and
  /// adopts the answer when it comes, see ``asksTerminal(flag:environment:)``).
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

  /// Whether the terminal is to be asked: no theme named by the flag or `SBPLAY_THEME` (or
  /// `auto` named). The question goes out once curses owns the input
  /// (``TerminalOptions/queryBackground``), so the first frame never waits for it.
  public static func asksTerminal(flag: ThemeChoice?, environment: [String: String]) -> Bool {
    if let flag { return flag == .auto }
    guard let text = environment["SBPLAY_THEME"], !text.isEmpty else { return true }
    return ThemeChoice(rawValue: text.lowercased()) == .auto
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
}
