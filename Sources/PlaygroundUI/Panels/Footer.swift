import CellGrid

/// The bottom row: the most useful keys of the current context, generated from the key map.
/// When the row is narrow, optional keys are left out first; `? help` and `q quit` stay.
enum Footer {
  static func items(
    _ context: KeyContext, width: Int, glyphs: GlyphSet, excluding: Set<Command> = []
  ) -> [KeyBinding] {
    var items = KeyMap.footer(context).filter { !excluding.contains($0.command) }
    let required: Set<Command> = [.help, .quit]
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

  static func draw(
    into grid: inout Grid, row: Int, context: KeyContext, theme: Theme, glyphs: GlyphSet,
    excluding: Set<Command> = []
  ) {
    var x = 1
    for binding in items(context, width: grid.width - 1, glyphs: glyphs, excluding: excluding) {
      x += grid.put(binding.shortDisplay(glyphs), x: x, y: row, style: theme.style(.key))
      x += grid.put(" " + (binding.footer ?? ""), x: x, y: row, style: theme.style(.plain))
      x += 2
    }
  }
}
