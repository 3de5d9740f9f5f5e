import CellGrid

/// Presenter mode's strip of the last keys pressed: `keys: h u b` flush right on a row, in
/// reverse video.
struct KeyStrip: View {
  var keys: [String]

  /// Draws flush right on the area's first row, within its width and right of what the row
  /// already shows (the message line's text is never covered: it was cut mid-word at 80x24).
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let row = area.y
    guard row >= 0, row < grid.height else { return }
    var start = area.x
    for x in stride(from: min(area.maxX, grid.width) - 1, through: area.x, by: -1)
    where grid[x, row].character != " " {
      start = x + 3
      break
    }
    let maxWidth = area.maxX - start
    guard !keys.isEmpty, maxWidth > 12 else { return }
    var shown: [String] = []
    var width = 8
    for key in keys.reversed() {
      let w = TextWidth.columns(key) + 1
      if width + w > maxWidth { break }
      shown.insert(key, at: 0)
      width += w
    }
    guard !shown.isEmpty else { return }
    let text = " keys: " + shown.joined(separator: " ") + " "
    let x = area.maxX - TextWidth.columns(text) - 1
    grid.fill(Area(x: x - 1, y: row, width: TextWidth.columns(text) + 2, height: 1), style: .plain)
    grid.put(text, x: x, y: row, style: theme.style(.selected))
  }
}
