import CellGrid

/// A small yes/no box in the middle of the screen.
struct ConfirmOverlay: View {
  var question: String

  /// Draws the box centred in `area` (the screen between the title bar and the message line).
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let width = min(64, area.width - 2)
    let text = StyledLine(question, .bold).wrapped(to: width - 4)
    let keys = StyledLine([Span("y", .key), Span(" yes    "), Span("n", .key), Span(" no")])
    let lines = text + [.blank, keys]
    let box = area.centered(width: width, height: lines.count + 2)
    guard box.width >= 20, box.height >= 4 else { return }
    grid.fill(box, style: .plain)
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.pending), title: "Are you sure?",
      titleStyle: theme.style(.pending))
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    for (index, line) in lines.prefix(inner.height).enumerated() {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
  }
}
