import CellGrid
import Synchronization

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
    // Each item's width once; the last optional item goes while the row is too wide.
    var widths = items.map { TextWidth.columns($0.shortDisplay(glyphs)) + 1 + TextWidth.columns($0.footer ?? "") + 2 }
    var total = widths.reduce(0, +)
    while total > width, let index = items.lastIndex(where: { !required.contains($0.command) }) {
      total -= widths.remove(at: index)
      items.remove(at: index)
    }
    return items
  }

  /// What a footer row shows: its keys and their words, for a context, width and glyph set.
  struct Row: Equatable, Sendable {
    var context: KeyContext
    var excluding: Set<Command>
    var width: Int
    var glyphs: String
  }

  /// The last row's texts: the footer is drawn on every frame and rarely changes.
  private static let last = Mutex<(row: Row, texts: [(key: String, words: String)])?>(nil)

  static func texts(_ row: Row, glyphs: GlyphSet) -> [(key: String, words: String)] {
    if let hit = last.withLock({ $0 }), hit.row == row { return hit.texts }
    let texts = items(row.context, width: row.width, glyphs: glyphs, excluding: row.excluding).map {
      (key: $0.shortDisplay(glyphs), words: " " + ($0.footer ?? ""))
    }
    last.withLock { $0 = (row, texts) }
    return texts
  }

  /// Draws on the area's first row, one column in.
  func draw(into grid: inout Grid, area: Area, context drawing: DrawContext) {
    let theme = drawing.theme
    let glyphs = drawing.glyphs
    let y = area.y
    var x = area.x + 1
    let row = Row(context: context, excluding: excluding, width: area.width - 1, glyphs: glyphs.name)
    for (key, words) in Self.texts(row, glyphs: glyphs) {
      x += grid.put(key, x: x, y: y, style: theme.style(.key))
      x += grid.put(words, x: x, y: y, style: theme.style(.plain))
      x += 2
    }
  }
}
