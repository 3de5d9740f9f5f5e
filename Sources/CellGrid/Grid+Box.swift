extension Grid {
  /// Draws a frame along the edges of `area` (clipped to the grid), leaving the inside as is.
  ///
  /// The frame uses the glyph set's corners (rounded `╭╮╰╯` in ``GlyphSet/unicode``, `+` in
  /// ``GlyphSet/ascii``). A title is written into the top edge as `╭─ Title ──╮`, cut with
  /// an ellipsis when it does not fit and left out when the box is narrower than 7 columns.
  /// A 1-row area becomes a horizontal line and a 1-column area a vertical line.
  public mutating func drawBox(
    _ area: Area, glyphs: GlyphSet, style: CellStyle, title: String? = nil,
    titleStyle: CellStyle? = nil
  ) {
    guard !area.isEmpty else { return }
    if area.height == 1 {
      fill(area, character: glyphs.horizontal, style: style)
      return
    }
    if area.width == 1 {
      fill(area, character: glyphs.vertical, style: style)
      return
    }
    let top = area.y
    let bottom = area.maxY - 1
    let left = area.x
    let right = area.maxX - 1
    fill(
      Area(x: left + 1, y: top, width: area.width - 2, height: 1),
      character: glyphs.horizontal, style: style)
    fill(
      Area(x: left + 1, y: bottom, width: area.width - 2, height: 1),
      character: glyphs.horizontal, style: style)
    fill(
      Area(x: left, y: top + 1, width: 1, height: area.height - 2),
      character: glyphs.vertical, style: style)
    fill(
      Area(x: right, y: top + 1, width: 1, height: area.height - 2),
      character: glyphs.vertical, style: style)
    self[left, top] = Cell(character: glyphs.topLeft, style: style)
    self[right, top] = Cell(character: glyphs.topRight, style: style)
    self[left, bottom] = Cell(character: glyphs.bottomLeft, style: style)
    self[right, bottom] = Cell(character: glyphs.bottomRight, style: style)

    if let title, !title.isEmpty {
      let room = area.width - 6  // corner, rule, space ... space, rule, corner
      guard room >= 1 else { return }
      let shown = CharacterWidth.truncate(title, toColumns: room, ellipsis: glyphs.ellipsis)
      put(" \(shown) ", x: left + 2, y: top, style: titleStyle ?? style)
    }
  }

  /// Draws a horizontal rule across a box drawn with ``drawBox(_:glyphs:style:title:titleStyle:)``
  /// at row `y` of the grid, joining the frame with tees: `├──────┤`.
  public mutating func drawSeparator(in box: Area, y: Int, glyphs: GlyphSet, style: CellStyle) {
    guard box.width >= 2, y > box.y, y < box.maxY - 1 else { return }
    fill(
      Area(x: box.x + 1, y: y, width: box.width - 2, height: 1),
      character: glyphs.horizontal, style: style)
    self[box.x, y] = Cell(character: glyphs.teeRight, style: style)
    self[box.maxX - 1, y] = Cell(character: glyphs.teeLeft, style: style)
  }
}
