import CellGrid

/// Everything a view needs to draw besides its own data: colours, glyphs and symbols.
struct DrawContext: Sendable {
  var theme: Theme
  var glyphs: GlyphSet
  var symbols: Symbols

  init(theme: Theme, glyphs: GlyphSet) {
    self.theme = theme
    self.glyphs = glyphs
    self.symbols = Symbols(glyphs)
  }
}

/// One drawing signature for every view (ratatui's `Widget`): a view is a value whose stored
/// properties are its data, drawn into `area` of the grid with the context's colours and glyphs.
/// A view draws nothing that depends on the app beyond its own properties.
protocol View {
  func draw(into grid: inout Grid, area: Area, context: DrawContext)
}

extension StyledLine: View {
  /// The line on the area's first row, within its width.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    draw(
      into: &grid, x: area.x, y: area.y, width: area.width, theme: context.theme,
      glyphs: context.glyphs)
  }
}
