import CNCurses
import CellGrid

/// Maps ``CellStyle`` colours to curses colours and allocates colour pairs on demand.
///
/// 256-colour terminals get palette indices as they are; terminals with fewer colours get
/// ``TerminalColor/nearestANSI8()``, with bold standing in for the bright foregrounds.
/// When the pairs run out, further combinations fall back to pair 0 (default colours).
struct ColorPairTable {
  /// `COLORS` after `start_color`.
  let colorCount: Int
  /// `use_default_colors` succeeded, so -1 means the terminal's own colour.
  let defaultColorsAvailable: Bool
  private let maxPair: Int
  /// Pairs by their two colours packed in one Int (an Int key costs no conformance lookup at
  /// start-up, unlike a key type of its own).
  private var pairs: [Int: Int16] = [:]
  private var nextPair = 1

  init(colorCount: Int, pairCount: Int, defaultColorsAvailable: Bool) {
    self.colorCount = colorCount
    self.defaultColorsAvailable = defaultColorsAvailable
    self.maxPair = min(pairCount - 1, Int(Int16.max))
  }

  /// The pair for a style's colours, plus whether bold must emulate a bright foreground.
  mutating func pair(for style: CellStyle) -> (pair: Int16, boldForBright: Bool) {
    let (fg, bright) = cursesColor(style.foreground, isForeground: true)
    let (bg, _) = cursesColor(style.background, isForeground: false)
    if fg == -1 && bg == -1 { return (0, bright) }
    let key = Int(fg) << 32 | Int(UInt32(bitPattern: bg))
    if let existing = pairs[key] { return (existing, bright) }
    guard nextPair <= maxPair else { return (0, bright) }
    let number = Int16(nextPair)
    guard cn_init_pair(Int32(number), fg, bg) == OK else { return (0, bright) }
    nextPair += 1
    pairs[key] = number
    return (number, bright)
  }

  /// The number of pairs allocated so far.
  var allocatedPairs: Int { pairs.count }

  /// The curses colour number for a colour, and whether it was a bright ANSI foreground that
  /// the terminal cannot show (so the caller adds bold).
  ///
  /// Direct-colour terminals (true colour terminfo such as `xterm-direct`, `COLORS` = 2^24)
  /// take 0-7 as the ANSI colours and any larger number as 0xRRGGBB, so palette indices and
  /// the bright ANSI colours are sent as their RGB values: index 25 would otherwise be
  /// #000019, near black.
  func cursesColor(_ color: TerminalColor, isForeground: Bool) -> (Int32, Bool) {
    if colorCount > 256, color != .default {
      if case .ansi(let n) = color, n < 8 { return (Int32(n), false) }
      guard let (r, g, b) = color.rgbValue else { return (-1, false) }
      return (Int32(max(r << 16 | g << 8 | b, 8)), false)
    }
    switch color {
    case .default:
      return (defaultColorsAvailable ? -1 : (isForeground ? 7 : 0), false)
    case .ansi(let n) where n < 16:
      if Int(n) < colorCount { return (Int32(n), false) }
      return (Int32(n & 7), isForeground && n >= 8)
    case .ansi(let n), .indexed(let n):
      if colorCount >= 256 || (n < 16 && Int(n) < colorCount) { return (Int32(n), false) }
      return (Int32(color.nearestANSI8()), false)
    }
  }
}
