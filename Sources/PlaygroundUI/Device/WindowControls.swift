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

  /// What a tap on a control does in the world (R14.7): close and minimise act on the scene
  /// whose window the control sits on (`scene close`, `scene minimise`, naming another scene);
  /// the full-screen control takes the selected scene, when windowed, to full screen (`scene
  /// fullScreen`). Scenes are tried from the front one down, as the device draws them; a tap
  /// inside a window that is not on one of its controls stops there (what is behind is covered).
  /// The full-screen control of a scene other than the selected one does nothing.
  static func tap(atX x: Int, y: Int, world: World, layout: Layout, geometry: DeviceGeometry) -> Action? {
    guard !world.noSceneOnScreen else { return nil }
    for scene in scenesFrontToBack(world: world, layout: layout) {
      if let control = control(atX: x, y: y, layout: scene.layout, geometry: geometry) {
        switch control {
        case .close: return .scene(.close(scene.name))
        case .minimise: return .scene(.minimise(scene.name))
        case .fullScreen: return scene.name == nil && scene.layout.windowScene?.windowed == true ? .scene(.fullScreen) : nil
        }
      }
      if let window = scene.layout.windowedScene, geometry.area(window.frame).contains(x: x, y: y) { return nil }
    }
    return nil
  }

  /// The scenes on the screen with their layouts, front first: the frontmost scene when it is
  /// another one, the selected scene, then the others from the last drawn (DevicePainter's order).
  /// `name` is nil for the selected scene. Lays out the other scenes only when there are some.
  static func scenesFrontToBack(world: World, layout: Layout) -> [(name: String?, layout: Layout)] {
    var result: [(name: String?, layout: Layout)] = []
    let front = world.frontmostSceneIndex
    var behind: [(name: String?, layout: Layout)] = []
    for index in world.otherScenes.indices where world.otherScenes[index].windowing.isOnScreen && layout.windowedScene != nil {
      let scene = (name: Optional(world.otherScenes[index].name), layout: world.otherScene(at: index).layout)
      if front == index + 1 { result.append(scene) } else { behind.append(scene) }
    }
    result.append((nil, layout))
    return result + behind.reversed()
  }
}
