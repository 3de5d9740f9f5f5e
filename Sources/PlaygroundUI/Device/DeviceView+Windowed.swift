import CellGrid
import StatusBarCore

/// An iPad scene in a window (R14.1 … R14.4, D82 … D84): the desktop around the window, the
/// window's views where its frame puts them, the window controls at its top-leading corner (or
/// in `.minimal`'s strip, or in UIRequiresFullScreen's 32 pt band) and the screen's one status bar.
extension Layout {
  /// The scene's geometry when it runs in a window, nil at full screen.
  var windowedScene: WindowSceneGeometry? { windowScene.flatMap { $0.windowed ? $0 : nil } }

  /// A rect of the layout (window coordinates) in points on the device screen.
  func onScreen(_ rect: Rect) -> Rect {
    guard let scene = windowedScene else { return rect }
    return Rect(x: rect.x + scene.frame.x, y: rect.y + scene.frame.y, width: rect.width, height: rect.height)
  }
}

extension StatusBarPaint {
  /// The wallpaper around windows (the core's, so the bar's contrast is judged on it).
  static let desktop = WindowSceneGeometry.desktop

  /// A windowed scene's screen bar: it stays shown (D82), across the screen, over the desktop; its
  /// text follows the frontmost scene of the app (R14.6), else the default (another app's scene
  /// is not modelled).
  static func windowed(_ snapshot: Snapshot, scene: WindowSceneGeometry) -> StatusBarPaint {
    let world = snapshot.world
    let front = scene.frontmost ? snapshot.shown.foreground : world.otherScenes.isEmpty ? nil : world.screenDecision?.evaluation.foreground
    var paint = StatusBarPaint(layout: snapshot.layout, foreground: front ?? .dark)
    paint.frame = Rect(x: 0, y: 0, width: scene.screen.width, height: world.device.statusBarHeight(on: world.os, orientation: world.environment.orientation))
    paint.behind = desktop
    paint.behindSource = scene.frontmost ? snapshot.layout.behindStatusBarSource : "the desktop (another scene is frontmost, D82)"
    paint.parts = []
    paint.doubleHeight = false
    return paint
  }
}

extension DevicePainter {
  /// Fills the screen with the desktop and the window with black (where no view covers it).
  func drawDesktop(_ scene: WindowSceneGeometry, _ grid: inout Grid) {
    grid.fill(screen, style: theme.surface(StatusBarPaint.desktop))
    grid.fill(windowArea(scene), style: theme.surface(.black))
  }

  func windowArea(_ scene: WindowSceneGeometry) -> Area { geometry.area(scene.frame) }

  /// The window's outline and `.minimal`'s strip (R14.1, R14.2); the controls go on last.
  func drawWindowChrome(_ grid: inout Grid) {
    guard let scene = layout.windowScene else { return }
    if scene.windowed {
      let area = windowArea(scene)
      if scene.controlsStrip > 0 {
        let strip = geometry.area(
          Rect(x: scene.frame.x, y: scene.frame.y, width: scene.frame.width, height: scene.controlsStrip))
        grid.fill(strip.intersection(area), style: theme.surface(.lightBar))
      }
      drawWindowEdges(around: area, &grid)
    }
  }

  /// The window's edges, one cell outside it where the desktop shows, with corners where two meet.
  func drawWindowEdges(around area: Area, _ grid: inout Grid) {
    let edge = theme.surface(StatusBarPaint.desktop).dim()
    let top = area.y - 1 >= screen.y + 1 ? area.y - 1 : nil  // row 0 is the screen's bar
    let bottom = area.maxY < screen.maxY ? area.maxY : nil
    let left = area.x - 1 >= screen.x ? area.x - 1 : nil
    let right = area.maxX < screen.maxX ? area.maxX : nil
    for x in area.x..<area.maxX {
      if let top { grid.put(String(glyphs.horizontal), x: x, y: top, style: edge) }
      if let bottom { grid.put(String(glyphs.horizontal), x: x, y: bottom, style: edge) }
    }
    for y in area.y..<area.maxY {
      if let left { grid.put(String(glyphs.vertical), x: left, y: y, style: edge) }
      if let right { grid.put(String(glyphs.vertical), x: right, y: y, style: edge) }
    }
    let corners: [(Int?, Int?, Character)] = [
      (left, top, glyphs.topLeft), (right, top, glyphs.topRight), (left, bottom, glyphs.bottomLeft), (right, bottom, glyphs.bottomRight),
    ]
    for (x, y, character) in corners {
      if let x, let y { grid.put(String(character), x: x, y: y, style: edge) }
    }
  }

  /// Columns a navigation bar's leading items keep clear of the window controls when the controls
  /// sit in its text row (R14.3): the corner-adapted leading margin; 0 elsewhere.
  func leadingClearance(_ bar: LayoutFrame, row: Int) -> Int {
    guard let scene = layout.windowScene, let controls = scene.controls, scene.controlsStrip == 0 else { return 0 }
    let pill = geometry.area(layout.onScreen(controls))
    guard row >= pill.y, row < max(pill.maxY, pill.y + 1) else { return 0 }
    let barArea = cells(bar)
    let margin = geometry.area(layout.onScreen(Rect(x: 0, y: controls.y, width: scene.cornerAdaptedMargins.left, height: 1)))
    return max(0, margin.maxX - barArea.x - 1)
  }

  /// The close / minimise / full-screen pill where iPadOS 26 draws it, in its own colours.
  func drawWindowControls(_ grid: inout Grid) {
    guard let (x, y) = WindowControls.origin(layout: layout, geometry: geometry) else { return }
    let pill = glyphs.name == "ascii" ? "ooo" : "●●●"
    if theme.color {
      let colours: [(UInt8, UInt8, UInt8)] = [(255, 95, 87), (254, 188, 46), (40, 200, 64)]
      for (index, character) in pill.enumerated() {
        var style = grid[x + index, y].style
        let c = colours[index]
        style.foreground = .rgb(c.0, c.1, c.2)
        grid[x + index, y] = Cell(character: character, style: style)
      }
    } else {
      grid.put(pill, x: x, y: y, style: grid[x, y].style.bold())
    }
  }
}

extension DevicePainter {
  /// The app's other window scenes (R14.6), each laid out from its own controllers and drawn
  /// where its frame puts it: `front` false draws those behind the selected scene, true the
  /// frontmost one when it is not the selected scene (D82). A minimised scene is not drawn
  /// (R14.7). Linear in their controllers.
  func drawOtherScenes(front: Bool, _ grid: inout Grid) {
    guard !world.otherScenes.isEmpty, layout.windowedScene != nil else { return }
    let frontIndex = world.frontmostSceneIndex
    for index in world.otherScenes.indices where (frontIndex == index + 1) == front && world.otherScenes[index].windowing.isOnScreen {
      let (scene, sceneLayout) = world.otherScene(at: index)
      guard let geometry = sceneLayout.windowedScene else { continue }
      let painter = DevicePainter(
        view: DeviceView(frame: frame, world: scene, layout: sceneLayout, bar: nil, focus: nil), theme: theme, glyphs: glyphs)
      grid.fill(painter.windowArea(geometry), style: theme.surface(.black))
      var labelled: [Int: [Area]] = [:]
      for frames in painter.contexts { painter.drawContext(frames, &grid, labelled: &labelled) }
      painter.drawWindowEdges(&grid)
      painter.drawWindowChrome(&grid)
      painter.drawWindowControls(&grid)
    }
  }
}
