import CellGrid
import StatusBarCore

/// Draws the mock device: its outline, then every presentation context's views, bars and
/// controller names from `layout.frames` (points mapped to cells), then the status bar and the
/// notch or Dynamic Island on top. Nothing is drawn outside the device.
struct DeviceView: View {
  var frame: DeviceFrame
  var world: World
  var layout: Layout
  var bar: StatusBarPaint?
  var focus: ControllerID?

  /// Draws the device in `area`, its `frame.outer` (the frame also says where the screen, the
  /// bezel and the buttons are).
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    DevicePainter(view: self, theme: context.theme, glyphs: context.glyphs).draw(into: &grid)
  }
}

/// One drawing of a `DeviceView`: its data with the context's colours and glyphs, read by the
/// drawing steps below (outline, contexts, bars, windows) and by `StatusBarPainter`.
struct DevicePainter {
  var view: DeviceView
  var theme: Theme
  var glyphs: GlyphSet

  var frame: DeviceFrame { view.frame }
  var world: World { view.world }
  var layout: Layout { view.layout }
  var bar: StatusBarPaint? { view.bar }
  var focus: ControllerID? { view.focus }

  var symbols: Symbols { Symbols(glyphs) }
  var geometry: DeviceGeometry { frame.geometry }
  var screen: Area { frame.screen }

  func draw(into grid: inout Grid) {
    drawOutline(&grid)
    if world.noSceneOnScreen {
      drawHomeScreen(&grid)  // every scene minimised or closed (R14.7, D85)
      StatusBarPainter(device: self).draw(into: &grid)
      return
    }
    // The window is black where no view covers it (around a scaled-back presenter, say).
    let covered = layout.frames.contains {
      $0.kind == .view && !$0.scaledBack && $0.rect == layout.window
    }
    if let scene = layout.windowedScene {
      drawDesktop(scene, &grid)  // a windowed iPad scene: the desktop around it (R14.1)
      drawOtherScenes(front: false, &grid)  // the app's other scenes behind it (R14.6)
    } else if !covered {
      grid.fill(screen, style: theme.surface(.black))
    }
    var labelled: [Int: [Area]] = [:]
    for frames in contexts {
      drawContext(frames, &grid, labelled: &labelled)
    }
    drawWindowEdges(&grid)
    drawWindowChrome(&grid)
    drawOtherScenes(front: true, &grid)  // another scene of the app in front (D82)
    drawHomeIndicator(&grid)
    StatusBarPainter(device: self).draw(into: &grid)
    drawWindowControls(&grid)  // iPadOS 26 draws them over everything, the bar's band too (R14.4)
  }

  /// The frames of each presentation context, in drawing order (the window frame left out).
  var contexts: [[LayoutFrame]] {
    var result: [[LayoutFrame]] = []
    var indexOf: [Int: Int] = [:]
    for frame in layout.frames where frame.kind != .window {
      if let index = indexOf[frame.context] {
        result[index].append(frame)
      } else {
        indexOf[frame.context] = result.count
        result.append([frame])
      }
    }
    return result
  }

  // MARK: Outline

  func drawOutline(_ grid: inout Grid) {
    let outer = frame.outer
    grid.drawBox(outer, glyphs: glyphs, style: theme.bezel)
    let bezel = theme.bezel
    switch frame.homeButton {
    case .bottom?, .top?:
      let speakerRow = frame.homeButton == .bottom ? outer.y + 1 : outer.maxY - 2
      let buttonRow = frame.homeButton == .bottom ? outer.maxY - 2 : outer.y + 1
      let speaker = String(repeating: glyphs.heavyHorizontal, count: max(2, screen.width / 6))
      grid.put(speaker, x: outer.x + (outer.width - speaker.count) / 2, y: speakerRow, style: bezel)
      grid.put("( )", x: outer.x + (outer.width - 3) / 2, y: buttonRow, style: bezel)
    case .left?, .right?:
      let buttonColumn = frame.homeButton == .left ? outer.x + 1 : outer.maxX - 2
      let speakerColumn = frame.homeButton == .left ? outer.maxX - 2 : outer.x + 1
      grid.put("o", x: buttonColumn, y: outer.y + outer.height / 2, style: bezel)
      let length = max(1, screen.height / 4)
      for r in 0..<length {
        grid.put(
          String(glyphs.heavyVertical), x: speakerColumn,
          y: outer.y + (outer.height - length) / 2 + r, style: bezel)
      }
    case nil:
      break
    }
  }

  // MARK: Contexts

  /// Where a frame is drawn: scaled back behind a card sheet, or as laid out. A card sheet
  /// starts at least one row below the status bar area, so the scaled-back presenter shows
  /// between them even when the 10 pt gap is less than a row.
  func cells(_ frame: LayoutFrame) -> Area {
    WorkMeter.count()
    var area: Area
    var minimumTop = screen.y
    if frame.scaledBack {
      let size = geometry.size
      let top = max(geometry.anchor, 20) * 0.5
      let rect = Rect(
        x: size.width * 0.05 + frame.rect.x * 0.9, y: top + frame.rect.y * 0.92,
        width: frame.rect.width * 0.9, height: frame.rect.height * 0.92)
      area = geometry.area(layout.onScreen(rect))
      minimumTop = screen.y + geometry.anchorRows
    } else {
      area = geometry.area(layout.onScreen(frame.rect))
      if frame.shape == .card { minimumTop = screen.y + geometry.anchorRows + 1 }
    }
    if area.y < minimumTop {
      area = Area(x: area.x, y: minimumTop, width: area.width, height: area.maxY - minimumTop)
    }
    return area
  }

  /// The colour the core resolved for a frame (backgroundColor, systemBackground, bar colour).
  func viewColour(_ frame: LayoutFrame) -> Color { frame.appearance.background }

  func drawContext(_ frames: [LayoutFrame], _ grid: inout Grid, labelled: inout [Int: [Area]]) {
    guard let first = frames.first else { return }
    let shape = first.shape
    if shape == .padSheet || shape == .popover {
      grid.setStyle(screen) { $0.dim = true }
    }
    // A view covered by a later one with the same frame (a container's child) is not painted.
    // (Found from the end with a set of frames seen: linear in the number of views.)
    // (Rects by their hash, an Int, equal ones told apart in the bucket: a Set<Rect> cost a
    // conformance scan of the whole binary on the way to the first frame.)
    var later: [Int: [Rect]] = [:]
    var uncovered: [LayoutFrame] = []
    for frame in frames.reversed() where frame.kind == .view {
      let hash = frame.rect.hashValue
      if later[hash]?.contains(frame.rect) != true {
        later[hash, default: []].append(frame.rect)
        uncovered.append(frame)
      }
    }
    for frame in uncovered.reversed() {
      grid.fill(cells(frame), style: theme.surface(viewColour(frame)))
      drawScrollContent(frame, &grid)
    }
    // Each navigation bar extends over its own view: the first view frame of each controller.
    var views: [ControllerID: LayoutFrame] = [:]
    for frame in frames where frame.kind == .view {
      if let id = frame.controller, views[id] == nil { views[id] = frame }
    }
    // D23: on iPadOS 18+ the tab bar floats in the navigation bar's row, where the title was.
    // (Loops, not closures over `self`: each closure would copy the painter and its world.)
    var floatingTabs: [LayoutFrame] = []
    for frame in frames where isFloating(frame) { floatingTabs.append(frame) }
    for frame in frames where frame.kind == .navigationBar {
      var capsule: Area?
      if !floatingTabs.isEmpty {
        let row = cells(frame).y
        for tab in floatingTabs where cells(tab).y == row {
          capsule = tabCapsule(tab)
          break
        }
      }
      drawNavigationBar(frame, view: frame.controller.flatMap { views[$0] }, capsule: capsule, &grid)
    }
    // Columns side by side (a split view controller): a line at each column's leading edge.
    let contextArea = cells(first)
    for frame in frames where frame.kind == .view && frame.rect.x > first.rect.x {
      let area = cells(frame)
      guard area.x > contextArea.x, area.x < contextArea.maxX else { continue }
      for y in area.y..<area.maxY where y > screen.y {
        grid[area.x, y] = Cell(character: glyphs.vertical, style: grid[area.x, y].style.dim())
      }
    }
    for frame in frames where frame.kind == .tabBar { drawTabBar(frame, &grid) }
    if shape == .card, !first.scaledBack {
      // The card's rounded top corners, over the black behind it.
      let area = cells(first)
      let corner = theme.surface(.black)
      grid.put(String(glyphs.topLeft), x: area.x, y: area.y, style: corner)
      grid.put(String(glyphs.topRight), x: area.maxX - 1, y: area.y, style: corner)
    }
    let bars = frames.filter { $0.kind != .view }
    for frame in frames where frame.kind == .view {
      drawName(frame, bars, &grid, labelled: &labelled)
    }
    if shape == .padSheet || shape == .popover {
      let area = cells(first).inset(by: 0)
      grid.drawBox(
        area, glyphs: glyphs, style: theme.surface(viewColour(first)),
        title: world.name(of: first.controller))
    }
    if first.scaledBack {
      for frame in frames { grid.setStyle(cells(frame)) { $0.dim = true } }
    }
  }

  /// A controller's scrolling content in its bands, where its `contentOffset` puts them (D80).
  func drawScrollContent(_ frame: LayoutFrame, _ grid: inout Grid) {
    guard !frame.scaledBack, let id = frame.controller, let vc = world.controllers[id], let content = vc.scrollContent else { return }
    let whole = cells(frame)
    for band in content.visibleBands(in: frame.rect, offset: vc.contentOffset ?? 0) {
      let area = geometry.area(layout.onScreen(band.rect))
      let top = max(area.y, whole.y)
      let bottom = min(area.maxY, whole.maxY)
      guard bottom > top else { continue }
      grid.fill(Area(x: whole.x, y: top, width: whole.width, height: bottom - top), style: theme.surface(band.colour))
    }
  }

  func drawNavigationBar(_ frame: LayoutFrame, view: LayoutFrame?, capsule: Area? = nil, _ grid: inout Grid) {
    guard let id = frame.controller, let nav = world.controllers[id] else { return }
    let look = frame.appearance
    let barArea = cells(frame)
    var area = barArea
    // R10.1: a bar at the top of its view extends its background under the status bar.
    if let view {
      let viewArea = cells(view)
      let statusBar = max(layout.statusBarFrame.height, layout.safeAreaInsets.top)
      if frame.rect.y - view.rect.y <= statusBar + 0.5, viewArea.y < area.y {
        area = Area(x: area.x, y: viewArea.y, width: area.width, height: area.maxY - viewArea.y)
      }
    }
    let style = theme.surface(look.background)
    grid.fill(area, style: style)
    if !theme.color { grid.setStyle(area.row(area.height - 1)) { $0.underline = true } }
    let row = barArea.y + (barArea.height - 1) / 2
    let width = barArea.width
    let title = look.title ?? nav.name
    // R14.3: a bar under iPadOS 26's window controls moves its leading items clear of them.
    let leadingX = barArea.x + 1 + leadingClearance(frame, row: row)
    if let capsule {
      // The tab capsule holds the title's place: the back button or the title goes leading.
      let leading = look.backTitle.map { symbols.back + $0 } ?? title
      let room = capsule.x - leadingX - 1
      if room >= 2 {
        grid.put(
          CharacterWidth.truncate(leading, toColumns: room, ellipsis: symbols.ellipsis), x: leadingX, y: row,
          style: look.backTitle == nil ? style.bold() : style)
      }
      return
    }
    let titleWidth = min(TextWidth.columns(title), max(0, width - 2))
    let titleX = barArea.x + (width - titleWidth) / 2
    grid.put(title, x: titleX, y: row, style: style.bold(), maxWidth: titleWidth)
    if let previous = look.backTitle {
      let back = symbols.back + previous
      let room = titleX - leadingX - 1
      if room >= 2 {
        grid.put(
          CharacterWidth.truncate(back, toColumns: room, ellipsis: symbols.ellipsis),
          x: leadingX, y: row, style: style)
      }
    }
    // Nothing on the right: a name there reads as a bar button (the tree names the controller).
    _ = nav
  }

  /// Whether a tab bar floats at the top (iPadOS 18+, D23), as the core lays it out.
  func isFloating(_ frame: LayoutFrame) -> Bool {
    guard frame.kind == .tabBar else { return false }
    return BarMetrics.tabBarAtTop(world.environment) && frame.rect.maxY < layout.window.height / 2
  }

  /// The capsule a floating tab bar draws: its items' width plus padding, centred in the row.
  func tabCapsule(_ frame: LayoutFrame) -> Area {
    let area = cells(frame)
    let items = frame.appearance.items.reduce(0) { $0 + TextWidth.columns($1) + 2 }
    let width = min(area.width, max(4, items + 2))
    let row = area.y + (area.height - 1) / 2
    return Area(x: area.x + (area.width - width) / 2, y: row, width: width, height: 1)
  }

  /// A tab's name on its bar: the selected one bold, underlined and blue; the others dim.
  func tabItemStyle(_ base: CellStyle, selected: Bool) -> CellStyle {
    guard selected else { return base.dim() }
    var style = base.bold().underline()
    if theme.color { style.foreground = .rgb(0, 122, 255) }
    return style
  }

  func drawTabBar(_ frame: LayoutFrame, _ grid: inout Grid) {
    let look = frame.appearance
    if isFloating(frame) {
      drawFloatingTabs(frame, &grid)
      return
    }
    let area = cells(frame)
    let style = theme.surface(look.background)
    grid.fill(area, style: style)
    if !theme.color { grid.setStyle(area.row(0)) { $0.underline = true } }
    let count = look.items.count
    guard count > 0, area.width > 0 else { return }
    for (index, item) in look.items.enumerated() {
      let x0 = area.x + area.width * index / count
      let x1 = area.x + area.width * (index + 1) / count
      let slot = x1 - x0
      guard slot >= 2 else { continue }
      let name = CharacterWidth.truncate(item, toColumns: slot - 1, ellipsis: symbols.ellipsis)
      let nameStyle = tabItemStyle(style, selected: index == look.selectedItem)
      grid.put(name, x: x0 + (slot - TextWidth.columns(name)) / 2, y: area.y, style: nameStyle)
    }
  }

  /// A content controller's name in the middle of its own area, below its navigation bar and
  /// above its tab bar; the focused one is marked.
  func drawName(
    _ frame: LayoutFrame, _ bars: [LayoutFrame], _ grid: inout Grid, labelled: inout [Int: [Area]]
  ) {
    guard frame.showsContent, let id = frame.controller, let vc = world.controllers[id] else { return }
    let area = cells(frame)
    var top = area.y
    var bottom = area.maxY
    for bar in bars {
      let barArea = cells(bar)
      guard barArea.x < area.maxX, barArea.maxX > area.x else { continue }
      if bar.kind == .navigationBar, barArea.y <= top + max(1, area.height / 3) {
        top = max(top, barArea.maxY)
      }
      if bar.kind == .tabBar, barArea.maxY >= bottom - 1 { bottom = min(bottom, barArea.y) }
    }
    if bottom <= top { return }
    var row = top + (bottom - top - 1) / 2
    let focused = id == focus
    let text = focused ? "\(symbols.pointer)\(vc.name)" : vc.name
    let width = min(TextWidth.columns(text), area.width)
    let x = area.x + (area.width - width) / 2
    // Labels are kept by row, and the last row is taken whatever is there, so placing a name
    // looks at one row's labels at a time (linear however many names there are).
    while row + 1 < bottom,
      labelled[row, default: []].contains(where: {
        WorkMeter.count()
        return $0.x < x + width && $0.maxX > x
      })
    { row += 1 }
    var style = theme.surface(viewColour(frame))
    if focused { style = style.bold().underline() }
    grid.put(text, x: x, y: row, style: style, maxWidth: width)
    labelled[row, default: []].append(Area(x: x, y: row, width: width, height: 1))
  }

  func drawHomeIndicator(_ grid: inout Grid) {
    let housing = world.device.housing
    guard housing == .notch || housing == .dynamicIsland,
      !world.environment.orientation.isLandscape, screen.height > 6
    else { return }
    let width = max(2, screen.width / 3)
    let y = screen.maxY - 1
    let left = screen.x + (screen.width - width) / 2
    for x in left..<(left + width) {
      grid[x, y] = Cell(character: symbols.homeIndicator, style: grid[x, y].style)
    }
  }
}
