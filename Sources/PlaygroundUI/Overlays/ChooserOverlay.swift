import CellGrid
import StatusBarCore

/// The box `x` opens: the presentation styles, the navigation option, and what UIKit would do
/// with the chosen style on this device and iOS version.
struct ChooserOverlay: View {
  var chooser: PresentChooser
  /// The world the preview and the version notes are about.
  var simulation: Simulation

  /// Draws the box centred in `area` (the panels' place when wide enough), clearing the area.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    // Inside its area (at 80x24 the panels' 45 columns), so it neither runs off the screen's
    // right edge nor cuts the device's labels on its left.
    let width = min(56, grid.width - 2, max(30, area.width))
    let narrow = width < 48
    let preview = StyledLine(
      [Span(glyphs.arrowRight + " ", .dim), Span(chooser.preview(simulation), .why)],
      hangingIndent: 2
    )
    .wrapped(to: width - 4)
    let height = chooser.rowCount + 5 + preview.count
    let box = Area(
      x: max(0, min(area.x + (area.width - width) / 2, grid.width - width)), y: max(1, area.y + (area.height - height) / 2),
      width: width, height: min(height, grid.height - 2))
    guard box.width >= 20, box.height >= 5 else { return }
    // The chooser takes the panels' place: no cut panel borders around it.
    grid.fill(
      area.intersection(Area(x: 0, y: 1, width: grid.width, height: grid.height - 3)),
      style: .plain)
    grid.fill(box, style: .plain)
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.panelTitle), title: "present(_:animated:)",
      titleStyle: theme.style(.panelTitle))
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    var lines: [StyledLine] = []
    let os = simulation.world.os
    let rows: [(name: String, note: String)] =
      chooser.asSwiftUI
      ? PresentChooser.swiftUIStyles.map { entry in
        let style = entry.style.map(\.swiftName) ?? "UIKit's default, a sheet"
        return (entry.name, os < entry.introduced ? "  (needs \(entry.introduced.spoken))" : "  (\(style))")
      }
      : PresentChooser.styles.map { ($0.swiftName, $0 == PresentationStyle.uikitDefault(on: os) ? "  (UIKit's default)" : "") }
    for (index, row) in rows.enumerated() {
      let selected = index == chooser.index
      lines.append(
        StyledLine(
          [
            Span(selected ? glyphs.pointer + " " : "  ", .marker),
            Span(row.name, selected ? .bold : .plain),
            Span(row.note, .dim),
          ],
          rowRole: selected ? .focus : nil))
    }
    let check = chooser.asNavigation ? "[x]" : "[ ]"
    lines.append(
      StyledLine([
        Span(check + " ", .bold), Span("n", .key),
        Span(
          chooser.asSwiftUI
            ? (narrow ? " wrap in a NavigationStack" : " wrap the content in a NavigationStack")
            : " wrap in a UINavigationController"),
      ]))
    let swiftUICheck = chooser.asSwiftUI ? "[x]" : "[ ]"
    lines.append(
      StyledLine([
        Span(swiftUICheck + " ", .bold), Span("s", .key), Span(narrow ? " SwiftUI (UIHostingController)" : " SwiftUI content (UIHostingController)"),
      ]))
    lines.append(
      StyledLine([
        Span("d", .key), Span(" detent "), Span(chooser.detent.map { "\($0)" } ?? "none (large)", .bold),
        Span(chooser.detent.map { simulation.world.os < $0.introduced ? "  needs \($0.introduced.spoken)" : "" } ?? "", .dim),
      ]))
    lines += preview
    for (index, line) in lines.prefix(inner.height).enumerated() {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
  }
}
