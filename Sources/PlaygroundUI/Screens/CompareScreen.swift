import CellGrid
import StatusBarCore

/// The split view: the current world on the left, the variant on the right, each as a device
/// with its labels, and below them every field that differs (`Comparison.differences`),
/// highlighted, after the status bar's main fields.
struct CompareScreen: View {
  var left: Snapshot
  var right: Result<Snapshot, ActionError>
  var variant: [Action]

  /// The main fields, shown whether or not they differ.
  static let mainFields = [
    "hidden", "style", "foreground", "height", "styleDecidedBy", "hiddenDecidedBy",
  ]

  static func comparison(_ left: Snapshot, _ right: Snapshot) -> Comparison {
    Comparison(left: ResolvedState(left, events: []), right: ResolvedState(right, events: []))
  }

  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    guard area.width >= 40, area.height >= 10 else { return }
    grid.fill(area, style: .plain)
    let lines = tableLines(glyphs: glyphs)
    let tableHeight = min(max(6, lines.count + 2), area.height / 2)
    let (top, bottom) = area.splitVertically(at: area.height - tableHeight)
    let (leftHalf, rightHalf) = top.splitHorizontally(at: top.width / 2)
    CompareSide(side: "LEFT", what: "this world", snapshot: left).draw(
      into: &grid, area: leftHalf, context: context)
    switch right {
    case .success(let snapshot):
      let what =
        variant.isEmpty
        ? "the same world" : "variant: " + variant.map(\.description).joined(separator: "; ")
      CompareSide(side: "RIGHT", what: what, snapshot: snapshot).draw(
        into: &grid, area: rightHalf, context: context)
    case .failure(let error):
      StyledLine([Span("RIGHT  ", .heading), Span("refused: " + error.message, .error)]).draw(
        into: &grid, x: rightHalf.x + 1, y: rightHalf.y, width: rightHalf.width - 2, theme: theme,
        glyphs: glyphs)
    }
    for row in top.y..<top.maxY {
      grid.put(String(glyphs.vertical), x: rightHalf.x - 1, y: row, style: theme.style(.border))
    }
    grid.drawBox(
      bottom, glyphs: glyphs, style: theme.style(.border), title: "What differs",
      titleStyle: theme.style(.panelTitle))
    let inner = bottom.inset(top: 1, left: 2, bottom: 1, right: 2)
    let overflow = lines.count > inner.height
    for (index, line) in lines.prefix(overflow ? max(0, inner.height - 1) : inner.height)
      .enumerated()
    {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
    if overflow, inner.height > 0 {
      let hidden = lines.count - (inner.height - 1)
      grid.put(
        "\(glyphs.ellipsis) \(hidden) more differences", x: inner.x, y: inner.maxY - 1,
        style: theme.style(.dim))
    }
  }

  /// The table: the main fields, then every other field that differs.
  func tableLines(glyphs: GlyphSet) -> [StyledLine] {
    guard case .success(let snapshot) = right else {
      return [StyledLine("The right side could not be built: change it with o/O, d/D or r.", .dim)]
    }
    let comparison = Self.comparison(left, snapshot)
    let rows =
      comparison.rows.filter { Self.mainFields.contains($0.field) }
      + comparison.differences.filter { !Self.mainFields.contains($0.field) }
    let fieldWidth = max(16, rows.map { TextWidth.columns($0.field) }.max() ?? 0)
    let valueWidth = 26
    var lines: [StyledLine] = [
      StyledLine([
        Span("  " + pad("field", fieldWidth, ellipsis: glyphs.ellipsis), .dim),
        Span(pad("left", valueWidth, ellipsis: glyphs.ellipsis), .dim),
        Span("right", .dim),
      ])
    ]
    for row in rows {
      let differs = row.differs
      let mark = differs ? (glyphs.name == "ascii" ? "* " : "≠ ") : "  "
      lines.append(
        StyledLine(
          [
            Span(mark, .pending),
            Span(pad(row.field, fieldWidth, ellipsis: glyphs.ellipsis), differs ? .bold : .dim),
            Span(pad(row.left, valueWidth, ellipsis: glyphs.ellipsis), differs ? .pending : .plain),
            Span(row.right, differs ? .pending : .plain),
          ]))
    }
    if comparison.differences.isEmpty {
      lines.append(StyledLine("No differences: UIKit decides the same on both sides.", .why))
    }
    return lines
  }

  func pad(_ text: String, _ width: Int, ellipsis: String) -> String {
    let shown = CharacterWidth.truncate(text, toColumns: width - 1, ellipsis: ellipsis)
    return shown + String(repeating: " ", count: max(1, width - TextWidth.columns(shown)))
  }

}

/// One side of the split view: its name and world, the device with its caption and labels.
struct CompareSide: View {
  /// `LEFT` or `RIGHT`.
  var side: String
  /// What the side shows (`this world`, `variant: …`).
  var what: String
  var snapshot: Snapshot

  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let symbols = context.symbols
    let env = snapshot.world.environment
    let place =
      "\(env.device.name) \(symbols.separator) iOS \(env.os) \(symbols.separator) \(env.orientation.rawValue)"
    StyledLine([Span(side + "  ", .heading), Span(place, .bold)]).draw(
      into: &grid, x: area.x + 1, y: area.y, width: area.width - 2, theme: theme, glyphs: glyphs)
    StyledLine(what, .dim).draw(
      into: &grid, x: area.x + 1, y: area.y + 1, width: area.width - 2, theme: theme, glyphs: glyphs
    )
    let shown = snapshot.shown
    let body = Area(x: area.x + 1, y: area.y + 2, width: area.width - 2, height: area.height - 2)
    let bar = StatusBarPaint.make(snapshot: snapshot, animation: nil)
    let anchor =
      bar.map { $0.frame.height }
      ?? (env.orientation.isLandscape ? 0 : env.device.statusBarHeight(on: env.os))
    let gutterWidth = body.width >= 44 ? 20 : 0
    let region = Area(
      x: body.x, y: body.y, width: body.width - gutterWidth, height: body.height - 1)
    guard
      let frame = DeviceFrame.fit(
        device: env.device, orientation: env.orientation, anchor: anchor, in: region)
    else { return }
    DeviceView(
      frame: frame, world: snapshot.world, layout: snapshot.layout, bar: bar, focus: nil
    ).draw(into: &grid, area: frame.outer, context: context)
    let caption =
      "\(shown.style.swiftName), \(shown.foreground.rawValue) text, by \(shown.styleDecider)"
    grid.put(
      CharacterWidth.truncate(caption, toColumns: body.width, ellipsis: glyphs.ellipsis),
      x: frame.outer.x, y: frame.outer.maxY, style: theme.style(.dim))
    if gutterWidth > 0 {
      let gutter = Area(
        x: frame.outer.maxX + 1, y: body.y, width: gutterWidth - 1, height: body.height - 1)
      let labels = DeviceLabels.make(
        frame: frame, snapshot: snapshot, layout: snapshot.layout, bar: bar, animation: nil,
        symbols: symbols)
      DeviceLabels(labels: labels).draw(into: &grid, area: gutter, context: context)
    }
  }
}
