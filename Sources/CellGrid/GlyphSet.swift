/// The symbols the UI draws with, as a value: ``unicode`` for UTF-8 terminals and ``ascii``
/// for everything else (`--ascii`, or a locale that is not UTF-8, where Unicode shows as blanks).
///
/// Frame and shade glyphs are single `Character`s, one column wide in both sets. Symbols are
/// `String`s so the ASCII set can spell them with several characters (`->`).
public struct GlyphSet: Sendable, Equatable {
  /// The name of the set, `unicode` or `ascii` (for snapshot headers).
  public var name: String

  // Light frame.
  public var horizontal: Character
  public var vertical: Character
  public var topLeft: Character
  public var topRight: Character
  public var bottomLeft: Character
  public var bottomRight: Character
  /// `├`: a vertical line with a branch to the right (left edge of a separator).
  public var teeRight: Character
  /// `┤`: a vertical line with a branch to the left (right edge of a separator).
  public var teeLeft: Character
  /// `┬`: a horizontal line with a branch downwards.
  public var teeDown: Character
  /// `┴`: a horizontal line with a branch upwards.
  public var teeUp: Character
  /// `┼`: lines crossing.
  public var junction: Character

  // Emphasis lines.
  public var heavyHorizontal: Character
  public var heavyVertical: Character
  public var doubleHorizontal: Character

  // Shades, lightest to full, for a "screen" fill.
  public var shadeLight: Character
  public var shadeMedium: Character
  public var shadeDark: Character
  public var fullBlock: Character

  // Symbols.
  public var bullet: String
  public var arrowRight: String
  public var arrowLeft: String
  public var arrowUp: String
  public var arrowDown: String
  /// A small right-pointing marker for the selected row: `▸` or `>`.
  public var pointer: String
  public var check: String
  public var cross: String
  public var ellipsis: String

  /// Box drawing with rounded corners and single-width Unicode symbols.
  public static let unicode = GlyphSet(
    name: "unicode",
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰",
    bottomRight: "╯", teeRight: "├", teeLeft: "┤", teeDown: "┬", teeUp: "┴",
    junction: "┼",
    heavyHorizontal: "━", heavyVertical: "┃", doubleHorizontal: "═",
    shadeLight: "░", shadeMedium: "▒", shadeDark: "▓", fullBlock: "█",
    bullet: "•", arrowRight: "→", arrowLeft: "←", arrowUp: "↑", arrowDown: "↓",
    pointer: "▸",
    check: "✓", cross: "✗", ellipsis: "…")

  /// Plain 7-bit ASCII, safe in any locale.
  public static let ascii = GlyphSet(
    name: "ascii",
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+", teeRight: "+", teeLeft: "+", teeDown: "+", teeUp: "+", junction: "+",
    heavyHorizontal: "=", heavyVertical: "|", doubleHorizontal: "=",
    shadeLight: ".", shadeMedium: ":", shadeDark: "#", fullBlock: "#",
    bullet: "*", arrowRight: "->", arrowLeft: "<-", arrowUp: "^", arrowDown: "v", pointer: ">",
    check: "v", cross: "x", ellipsis: "...")

  /// Every glyph of the set, frame and shades first, for tests and previews.
  public var allGlyphs: [String] {
    let characters: [Character] = [
      horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, teeRight, teeLeft,
      teeDown, teeUp, junction, heavyHorizontal, heavyVertical, doubleHorizontal,
      shadeLight, shadeMedium, shadeDark, fullBlock,
    ]
    return characters.map { String($0) }
      + [bullet, arrowRight, arrowLeft, arrowUp, arrowDown, pointer, check, cross, ellipsis]
  }
}
