import CellGrid

/// The bottom row: the most useful keys of the current context, generated from the key map.
/// When the row is narrow, optional keys are left out first; `? help` and `q quit` stay.
struct Footer: View {
  /// Whose keys are listed.
  var context: KeyContext
  /// Commands left out (the history and completion while typing a file name or an answer).
  var excluding: Set<Command> = []

  static func items(
    _ context: KeyContext, width: Int, glyphs: GlyphSet, excluding: Set<Command> = []
  ) -> [KeyBinding] {
    var items = KeyMap.footer(context).filter { !excluding.contains($0.command) }
    let required: [Command] = [.help, .quit]
    func total(_ list: [KeyBinding]) -> Int {
      list.reduce(0) {
        $0 + TextWidth.columns($1.shortDisplay(glyphs)) + 1 + TextWidth.columns($1.footer ?? "") + 2
      }
    }
    while total(items) > width,
      let index = items.lastIndex(where: { !required.contains($0.command) })
    {
      items.remove(at: index)
    }
    return items
  }

  /// Draws on the area's first row, one column in.
  func draw(into grid: inout Grid, area: Area, context drawing: DrawContext) {
    let theme = drawing.theme
    let glyphs = drawing.glyphs
    let row = area.y
    var x = area.x + 1
    for binding in Self.items(context, width: area.width - 1, glyphs: glyphs, excluding: excluding) {
      x += grid.put(binding.shortDisplay(glyphs), x: x, y: row, style: theme.style(.key))
      x += grid.put(" " + (binding.footer ?? ""), x: x, y: row, style: theme.style(.plain))
      x += 2
    }
  }
}
