/// A colour as a terminal understands it: the terminal's default, one of the 16 ANSI colours,
/// or an index into the xterm 256-colour palette.
///
/// The curses backend maps each colour to what the terminal supports: 256-colour terminals get
/// the index, 8-colour terminals get ``nearestANSI8()``, and `NO_COLOR` drops colours entirely.
public enum TerminalColor: Hashable, Sendable {
  /// The terminal's own foreground or background (curses colour -1).
  case `default`
  /// One of the 16 ANSI colours, 0-15 (8-15 are the bright variants).
  case ansi(UInt8)
  /// An xterm-256 palette index: 0-15 ANSI, 16-231 the 6x6x6 cube, 232-255 the grey ramp.
  case indexed(UInt8)

  public static let black = TerminalColor.ansi(0)
  public static let red = TerminalColor.ansi(1)
  public static let green = TerminalColor.ansi(2)
  public static let yellow = TerminalColor.ansi(3)
  public static let blue = TerminalColor.ansi(4)
  public static let magenta = TerminalColor.ansi(5)
  public static let cyan = TerminalColor.ansi(6)
  public static let white = TerminalColor.ansi(7)
  public static let brightBlack = TerminalColor.ansi(8)
  public static let brightRed = TerminalColor.ansi(9)
  public static let brightGreen = TerminalColor.ansi(10)
  public static let brightYellow = TerminalColor.ansi(11)
  public static let brightBlue = TerminalColor.ansi(12)
  public static let brightMagenta = TerminalColor.ansi(13)
  public static let brightCyan = TerminalColor.ansi(14)
  public static let brightWhite = TerminalColor.ansi(15)

  /// The names of the 16 ANSI colours, in index order (as used by `description`).
  static let ansiNames = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow",
    "brightBlue", "brightMagenta", "brightCyan", "brightWhite",
  ]

  /// The levels of the xterm 6x6x6 colour cube (indices 16-231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The nearest xterm-256 colour to an RGB value, chosen from the 6x6x6 cube and the grey ramp.
  ///
  /// The 16 ANSI colours are never chosen, because terminals are free to redefine them.
  public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> TerminalColor {
    let red = Int(r)
    let green = Int(g)
    let blue = Int(b)
    let ri = nearestCubeLevel(red)
    let gi = nearestCubeLevel(green)
    let bi = nearestCubeLevel(blue)
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance(
      (red, green, blue), (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi]))
    // Grey ramp 232...255 has the values 8, 18, ..., 238.
    let average = (red + green + blue) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let greyValue = 8 + 10 * greyStep
    let greyDistance = distance((red, green, blue), (greyValue, greyValue, greyValue))
    if greyDistance < cubeDistance {
      return .indexed(UInt8(232 + greyStep))
    }
    return .indexed(UInt8(cubeIndex))
  }

  /// The RGB value this colour has in the standard xterm palette (`nil` for `.default`).
  public var rgbValue: (r: Int, g: Int, b: Int)? {
    switch self {
    case .default:
      return nil
    case .ansi(let n):
      return Self.xtermBase[Int(n & 15)]
    case .indexed(let n):
      let index = Int(n)
      if index < 16 { return Self.xtermBase[index] }
      if index >= 232 {
        let v = 8 + 10 * (index - 232)
        return (v, v, v)
      }
      let cube = index - 16
      let levels = Self.cubeLevels
      return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }
  }

  /// The closest of the 8 basic colours (0 black ... 7 white), for terminals with 8 colours.
  ///
  /// Bright ANSI colours map to their base colour. Chromatic colours keep their hue (an orange
  /// becomes red or yellow, a dark teal becomes cyan); greys become black or white by brightness.
  /// `.default` has no index of its own and returns 7; backends should test for it first.
  public func nearestANSI8() -> UInt8 {
    switch self {
    case .default:
      return 7
    case .ansi(let n) where n < 16:
      return n & 7
    default:
      guard let (r, g, b) = rgbValue else { return 7 }
      let high = max(r, g, b)
      let low = min(r, g, b)
      if high - low < 48 {
        return high < 96 ? 0 : 7
      }
      let threshold = high * 2 / 3
      var bits: UInt8 = 0
      if r >= threshold { bits |= 1 }
      if g >= threshold { bits |= 2 }
      if b >= threshold { bits |= 4 }
      return bits
    }
  }

  private static let xtermBase: [(r: Int, g: Int, b: Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The index of the cube level (0, 95, 135, 175, 215, 255) nearest to `value` (0...255), the
  /// lower one on a tie. Worked out rather than searched: the device's colours are mapped on
  /// every frame. `CubeLevelTests` checks it against the search for every value.
  static func nearestCubeLevel(_ value: Int) -> Int {
    if value < 48 { return 0 }
    if value <= 115 { return 1 }
    return min(5, 2 + (value - 116) / 40)
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let dr = a.0 - b.0
    let dg = a.1 - b.1
    let db = a.2 - b.2
    return dr * dr + dg * dg + db * db
  }
}

extension TerminalColor {
  /// The colour of a ``packed`` number.
  init(packed: UInt16) {
    switch packed >> 8 {
    case 1: self = .ansi(UInt8(truncatingIfNeeded: packed))
    case 2: self = .indexed(UInt8(truncatingIfNeeded: packed))
    default: self = .default
    }
  }

  /// The colour as one number: the case in the high byte, the index in the low one.
  @inline(__always)
  var packed: UInt16 {
    switch self {
    case .default: 0
    case .ansi(let n): 0x100 | UInt16(n)
    case .indexed(let n): 0x200 | UInt16(n)
    }
  }
}

extension TerminalColor: CustomStringConvertible {
  /// A stable name: `default`, an ANSI name such as `brightRed`, or `indexed(208)`.
  public var description: String {
    switch self {
    case .default: return "default"
    case .ansi(let n) where n < 16: return Self.ansiNames[Int(n)]
    case .ansi(let n): return "ansi(\(n))"
    case .indexed(let n): return "indexed(\(n))"
    }
  }
}
