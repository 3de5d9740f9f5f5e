import CellGrid
import StatusBarCore

/// No scene of the app on the screen (R14.7, D85): every window minimised or the last one
/// closed. The device shows the Home Screen, the desktop's wallpaper, with a line saying where
/// the app's scenes went, and the Home Screen's own status bar in the default style.
extension StatusBarPaint {
  static func homeScreen(_ snapshot: Snapshot) -> StatusBarPaint {
    let world = snapshot.world
    var paint = StatusBarPaint(layout: snapshot.layout, foreground: .dark)
    let size = world.device.interfaceSize(world.environment.orientation)
    paint.frame = Rect(x: 0, y: 0, width: size.width, height: world.device.statusBarHeight(on: world.os, orientation: world.environment.orientation))
    paint.behind = desktop
    paint.behindSource = "the Home Screen's wallpaper (no scene of the app on the screen, D85)"
    paint.parts = []
    paint.doubleHeight = false
    paint.inBarCall = false
    return paint
  }
}

extension DevicePainter {
  /// The Home Screen over the whole screen, with "Home Screen" and what became of the scenes.
  func drawHomeScreen(_ grid: inout Grid) {
    grid.fill(screen, style: theme.surface(StatusBarPaint.desktop))
    let windowing = world.environment.windowing
    let count = world.sceneNames.count
    let away = count == 1 ? "\(world.sceneName) \(windowing.presence.rawValue)" : "\(count) windows minimised"
    let lines = ["Home Screen", away]
    let style = theme.surface(StatusBarPaint.desktop, text: .dark)
    let top = screen.y + max(1, (screen.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() where top + offset < screen.maxY {
      let width = min(TextWidth.columns(line), screen.width)
      grid.put(line, x: screen.x + (screen.width - width) / 2, y: top + offset, style: offset == 0 ? style.bold() : style, maxWidth: screen.width)
    }
  }
}
