import CellGrid

/// How the playground draws: glyphs, colour, the terminal's background and presenter mode.
public struct UIOptions: Sendable, Equatable {
  /// Box drawing and symbols: `.unicode`, or `.ascii` when the locale is not UTF-8.
  public var glyphs: GlyphSet
  /// Colours on; when off (`NO_COLOR`, `--no-color`) only bold, dim, reverse and underline are used.
  public var color: Bool
  /// For projectors: a larger device, fewer panels, slower animations.
  public var presenter: Bool
  /// The terminal's background: the light theme draws dark text for light terminals.
  public var background: TerminalBackground

  public init(
    glyphs: GlyphSet = .unicode, color: Bool = true, presenter: Bool = false, background: TerminalBackground = .dark
  ) {
    self.glyphs = glyphs
    self.color = color
    self.presenter = presenter
    self.background = background
  }

  /// Whether the glyph set is plain ASCII.
  var isASCII: Bool { glyphs.name == "ascii" }
}
