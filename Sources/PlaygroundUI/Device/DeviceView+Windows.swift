import CellGrid
import StatusBarCore

extension DevicePainter {
  /// The lower edge of each extra window in front of the main one, named, so a toast over the
  /// app reads as a window of its own (R12). Its views were drawn with the other contexts.
  func drawWindowEdges(_ grid: inout Grid) {
    for frame in layout.frames where frame.kind == .window && frame.context >= LayoutFrame.windowContextBase {
      guard let name = frame.windowName else { continue }
      var area = geometry.area(layout.onScreen(frame.rect))
      area = Area(x: screen.x, y: max(area.y, screen.y), width: screen.width, height: min(area.maxY, screen.maxY) - max(area.y, screen.y))
      guard area.height > 0 else { continue }
      let row = area.maxY - 1
      let style = theme.surface(frame.appearance.background).bold()
      grid.put(String(repeating: String(glyphs.horizontal), count: area.width), x: area.x, y: row, style: style, maxWidth: area.width)
      let label = " window \(name) "
      grid.put(label, x: area.x + 1, y: row, style: style, maxWidth: max(0, area.width - 2))
    }
  }
}
