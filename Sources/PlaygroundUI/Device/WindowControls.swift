import CellGrid
import StatusBarCore

/// The window controls iPadOS 26 draws at a window's top-leading corner (R14.1, R14.4, D84):
/// close, minimise and full screen, one cell each where `DevicePainter.drawWindowControls`
/// draws `●●●`. The drawing and the hit test share `cells`, so a click lands on what was drawn.
struct WindowControls {
  enum Control: Int, CaseIterable { case close, minimise, fullScreen }

  /// The first cell (the close control) and the row, or nil when iPadOS draws no controls or
  /// they do not fit the screen's cells.
  static func origin(layout: Layout, geometry: DeviceGeometry) -> (x: Int, y: Int)? {
    guard let controls = layout.windowScene?.controls else { return nil }
    let area = geometry.area(layout.onScreen(controls))
    let x = area.x
    let y = area.y + max(0, (area.height - 1) / 2)
    let screen = geometry.screen
    guard x >= screen.x, y >= screen.y, x + Control.allCases.count <= screen.maxX, y < screen.maxY else { return nil }
    return (x, y)
  }

  /// The control drawn at a cell, if any.
  static func control(atX x: Int, y: Int, layout: Layout, geometry: DeviceGeometry) -> Control? {
    guard let origin = origin(layout: layout, geometry: geometry), y == origin.y else { return nil }
    return Control(rawValue: x - origin.x)
  }

  /// What a tap on a control does in the world: the full-screen control takes a windowed scene
  /// to full screen (`scene fullScreen`). Closing and minimising a scene are not modelled (the
  /// world has one scene), and a UIRequiresFullScreen canvas is already full screen, so those
  /// taps do nothing.
  static func tap(atX x: Int, y: Int, layout: Layout, geometry: DeviceGeometry) -> Action? {
    guard control(atX: x, y: y, layout: layout, geometry: geometry) == .fullScreen,
      layout.windowScene?.windowed == true
    else { return nil }
    return .scene(.fullScreen)
  }
}
