import CellGrid
import StatusBarCore

extension DevicePainter {
  /// iPadOS 18+: the tab bar as a capsule centred in the navigation bar's row, where the title
  /// would be (D23); the navigation bar around it keeps its background and its leading item.
  /// Without a navigation bar under it, the row's background is the tab bar's own.
  func drawFloatingTabs(_ frame: LayoutFrame, _ grid: inout Grid) {
    let look = frame.appearance
    let capsule = tabCapsule(frame)
    let style = theme.surface(look.background)
    let rowHasNavigationBar = layout.frames.contains { $0.kind == .navigationBar && cells($0).y == cells(frame).y }
    if !rowHasNavigationBar { grid.fill(cells(frame), style: style) }
    let capsuleStyle = style.bold()
    grid.fill(capsule, style: capsuleStyle)
    if !theme.color { grid.setStyle(capsule) { $0.underline = true } }
    guard capsule.width >= 4 else { return }
    grid.put("(", x: capsule.x, y: capsule.y, style: capsuleStyle)
    grid.put(")", x: capsule.maxX - 1, y: capsule.y, style: capsuleStyle)
    var x = capsule.x + 2
    for (index, item) in look.items.enumerated() {
      let room = capsule.maxX - 2 - x
      guard room >= 1 else { break }
      let name = CharacterWidth.truncate(item, toColumns: room, ellipsis: symbols.ellipsis)
      let nameStyle = tabItemStyle(style, selected: index == look.selectedItem)
      grid.put(name, x: x, y: capsule.y, style: nameStyle)
      x += TextWidth.columns(name) + 2
    }
  }
}
