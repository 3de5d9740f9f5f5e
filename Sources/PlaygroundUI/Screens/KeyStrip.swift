import CellGrid

/// Presenter mode's strip of the last keys pressed: `keys: h u b` flush right on a row, in
/// reverse video.
struct KeyStrip: View {
  var keys: [String]

  /// Draws flush right on the area's first row, within its width.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let row = area.y
    let maxWidth = area.width
    guard !keys.isEmpty, maxWidth > 12 else { return }
    var shown: [String] = []
    var width = 8
    for key in keys.reversed() {
      let w = TextWidth.columns(key) + 1
      if width + w > maxWidth { break }
      shown.insert(key, at: 0)
      width += w
    }
    let text = " keys: " + shown.joined(separator: " ") + " "
    let x = area.maxX - TextWidth.columns(text) - 1
    grid.fill(Area(x: x - 1, y: row, width: TextWidth.columns(text) + 2, height: 1), style: .plain)
    grid.put(text, x: x, y: row, style: theme.style(.selected))
  }
}
