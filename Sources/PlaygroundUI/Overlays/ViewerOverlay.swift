import CellGrid

/// The text viewer's box: a title, how to print the same text from the shell, and the lines,
/// scrolled (Swift comments dimmed).
struct ViewerOverlay: View {
  var viewer: TextViewer

  /// Covers `area` (the screen between the title bar and the message line), the box centred.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let box = area.centered(width: min(area.width, 110), height: area.height)
    guard box.width >= 20, box.height >= 5 else { return }
    grid.fill(area, style: .plain)
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.panelTitle), title: viewer.title + ": esc closes",
      titleStyle: theme.style(.panelTitle))
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    StyledLine([Span(glyphs.arrowRight + " ", .dim), Span(viewer.hint, .key)]).draw(
      into: &grid, x: inner.x, y: inner.y, width: inner.width, theme: theme, glyphs: glyphs)
    let body = inner.inset(top: 2, left: 0, bottom: 0, right: 0)
    guard body.height > 0 else { return }
    // Long lines wrap (continuations start flush left), so nothing is cut when copying.
    var rows: [StyledLine] = []
    for text in viewer.lines {
      let trimmed = text.drop { $0 == " " }
      let role: Role =
        viewer.isSwift && trimmed.hasPrefix("//")
        ? .dim : (!viewer.isSwift && text.hasPrefix("**") ? .bold : .plain)
      rows += StyledLine([Span(text, role)], hangingIndent: 0).wrapped(to: body.width)
    }
    let maxStart = max(0, rows.count - body.height)
    let start = min(max(0, viewer.scroll), maxStart)
    for (index, line) in rows.dropFirst(start).prefix(body.height).enumerated() {
      line.draw(
        into: &grid, x: body.x, y: body.y + index, width: body.width, theme: theme, glyphs: glyphs)
    }
    if start > 0 {
      grid.put(" \(glyphs.arrowUp) more ", x: box.maxX - 10, y: box.y, style: theme.style(.dim))
    }
    if start < maxStart {
      let shown = "\(start + body.height)/\(rows.count)"
      grid.put(
        " \(glyphs.arrowDown) \(shown) ", x: box.maxX - 6 - TextWidth.columns(shown),
        y: box.maxY - 1,
        style: theme.style(.dim))
    }
  }
}
