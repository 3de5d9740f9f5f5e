import CellGrid
import StatusBarCore

/// Draws the status bar on the device's top rows (time, signal, battery, a call pill or the
/// double-height call bar) in the resolved foreground over the colour behind it, then the notch
/// or Dynamic Island over it. Slides move the rows up; fades fade the text.
struct StatusBarPainter {
  var device: DevicePainter

  static let callGreen = Color(red: 52, green: 199, blue: 89, spelling: "green")

  var geometry: DeviceGeometry { device.geometry }
  var screen: Area { device.screen }
  var theme: Theme { device.theme }
  var symbols: Symbols { device.symbols }

  func draw(into grid: inout Grid) {
    if let bar = device.bar { drawBar(bar, &grid) }
    drawHardware(&grid)
    if let bar = device.bar, bar.inBarCall { drawIslandCall(&grid) }
  }

  /// The notch or Dynamic Island's cells (in portrait, across the top; in landscape, down the
  /// side away from the Home indicator).
  var hardwareAreas: [Area] {
    let world = device.world
    let housing = world.device.housing
    guard world.device.isPhone, housing == .notch || housing == .dynamicIsland else { return [] }
    let orientation = world.environment.orientation
    let island = housing == .dynamicIsland
    if orientation.isLandscape {
      let depth = max(
        1,
        Int(geometry.column(island ? 48 : 30).rounded())
          - (island ? Int(geometry.column(11).rounded()) : 0))
      let length = max(1, Int((Double(screen.height) * (island ? 0.32 : 0.557)).rounded()))
      let inset = island ? Int(geometry.column(11).rounded()) : 0
      let y = screen.y + (screen.height - length) / 2
      let x = orientation == .landscapeLeft ? screen.maxX - inset - depth : screen.x + inset
      return [Area(x: x, y: y, width: depth, height: length)]
    }
    let width = max(3, Int((Double(screen.width) * (island ? 0.32 : 0.557)).rounded()))
    let x = screen.x + (screen.width - width) / 2
    if island {
      let top = Int(geometry.row(11).rounded())
      let bottom = max(top + 1, Int(geometry.row(48).rounded()))
      return [Area(x: x, y: screen.y + top, width: width, height: bottom - top)]
    }
    let rows = max(1, Int(geometry.row(30).rounded()))
    return [Area(x: x, y: screen.y, width: width, height: rows)]
  }

  func drawHardware(_ grid: inout Grid) {
    let island = device.world.device.housing == .dynamicIsland
    for area in hardwareAreas {
      let clipped = area.intersection(screen)
      guard !clipped.isEmpty else { continue }
      let character = theme.color ? symbols.solid : symbols.shade
      grid.fill(clipped, character: character, style: theme.hardware)
      if island, clipped.width >= 4, !device.world.environment.orientation.isLandscape {
        let ascii = symbols.solid == "#"
        let (left, right): (Character, Character) = ascii ? ("(", ")") : ("▐", "▌")
        for y in clipped.y..<clipped.maxY {
          let edge = CellStyle(foreground: .black)
          grid[clipped.x, y] = Cell(
            character: left, style: theme.color ? edgeStyle(grid, clipped.x - 1, y, edge) : .plain)
          grid[clipped.maxX - 1, y] = Cell(
            character: right, style: theme.color ? edgeStyle(grid, clipped.maxX, y, edge) : .plain)
        }
      }
    }
  }

  /// A call on a Dynamic Island phone: a green mark inside the island's leading end.
  func drawIslandCall(_ grid: inout Grid) {
    guard device.world.device.housing == .dynamicIsland,
      !device.world.environment.orientation.isLandscape, let island = hardwareAreas.first
    else { return }
    let area = island.intersection(screen)
    guard area.width >= 4, area.height >= 1 else { return }
    let mark =
      theme.color
      ? CellStyle(foreground: .rgb(52, 199, 89), background: .rgb(0, 0, 0), bold: true)
      : CellStyle.plain.reverse()
    grid.put(symbols.callMark, x: area.x + 1, y: area.y, style: mark)
  }

  /// A half block in black over the colour next to it, so the island's ends look rounded.
  func edgeStyle(_ grid: Grid, _ x: Int, _ y: Int, _ fallback: CellStyle) -> CellStyle {
    var style = fallback
    style.background = grid[x, y].style.background
    return style
  }

  func drawBar(_ bar: StatusBarPaint, _ grid: inout Grid) {
    let rows = geometry.barRows(bar.frame.height)
    guard rows > 0 else { return }
    let offset = bar.animation == .slide ? Int(((1 - bar.shown) * Double(rows)).rounded()) : 0
    let alpha = bar.animation == .fade ? bar.shown : 1
    if bar.animation == .none && bar.shown < 0.5 { return }
    if bar.animation == .fade && alpha < 0.15 { return }
    let background = bar.doubleHeight ? Self.callGreen : bar.behind
    let text: Foreground = bar.doubleHeight ? .light : bar.foreground
    let style = theme.fadedSurface(background, text: text, alpha: alpha)
    let top = screen.y - offset
    let area = Area(x: screen.x, y: top, width: screen.width, height: rows).intersection(screen)
    grid.fill(area, style: style)
    if !theme.color, !bar.doubleHeight {
      // Without colour the bar's text is bold, so it stands apart from the surface it is on.
      grid.setStyle(area) { $0.bold = true }
    }
    if area.height > 1, !bar.doubleHeight, alpha >= 1 {
      // The bar's lower edge, so a 44 pt bar over its own colour does not look like a 20 pt
      // one.
      grid.setStyle(area.row(area.height - 1)) { $0.underline = true }
    }
    let textRow = top + (bar.doubleHeight ? 0 : (rows - 1) / 2)
    drawItems(bar, row: textRow, style: theme.color ? style : style.bold(), &grid)
    if !bar.doubleHeight {
      // Each column's part in its own colours, over what was drawn (R3.2: the core's parts).
      for part in bar.parts {
        let x0 = screen.x + Int(geometry.column(part.x).rounded())
        let x1 = screen.x + Int(geometry.column(part.x + part.width).rounded())
        let span = Area(x: x0, y: area.y, width: max(0, x1 - x0), height: area.height).intersection(area)
        let partStyle = theme.fadedSurface(part.behind, text: part.foreground, alpha: alpha)
        grid.setStyle(span) { cell in
          cell.foreground = partStyle.foreground
          cell.background = partStyle.background
          cell.reverse = partStyle.reverse
          cell.dim = partStyle.dim
        }
      }
    }
    if bar.doubleHeight, rows >= 2 {
      let row = top + rows - 1
      let message = CharacterWidth.truncate(
        "Touch to return to call", toColumns: screen.width - 2, ellipsis: symbols.ellipsis)
      if row >= screen.y {
        grid.put(
          message, x: screen.x + (screen.width - TextWidth.columns(message)) / 2, y: row,
          style: style.bold())
      }
    }
  }

  /// Time, signal and battery: around the notch or island on Face ID phones, spread across the
  /// bar elsewhere.
  func drawItems(_ bar: StatusBarPaint, row: Int, style: CellStyle, _ grid: inout Grid) {
    guard row >= screen.y, row < screen.maxY else { return }
    // Dynamic Island phones show a call in the island (a green mark at its leading edge), not
    // as a pill around the time.
    let island = device.world.environment.device.housing == .dynamicIsland
    let callPill = bar.inBarCall && !island
    let time = callPill ? " 9:41 " : "9:41"
    var pill = style.bold()
    if callPill {
      if theme.color {
        pill = CellStyle(foreground: .rgb(255, 255, 255), background: .rgb(52, 199, 89), bold: true)
      } else {
        pill.reverse.toggle()
      }
    }
    let icons = "\(symbols.signal) \(symbols.battery)"
    let portrait = !device.world.environment.orientation.isLandscape
    if portrait, let hardware = hardwareAreas.first, hardware.y <= row + 1 {
      let leftEar = Area(x: screen.x, y: row, width: hardware.x - screen.x, height: 1)
      let rightEar = Area(x: hardware.maxX, y: row, width: screen.maxX - hardware.maxX, height: 1)
      centre(time, in: leftEar, style: pill, &grid)
      let shown = TextWidth.columns(icons) <= rightEar.width ? icons : symbols.battery
      centre(shown, in: rightEar, style: style, &grid)
      return
    }
    let width = screen.width
    let timeWidth = TextWidth.columns(time)
    let timeX = screen.x + (width - timeWidth) / 2
    if width >= timeWidth { grid.put(time, x: timeX, y: row, style: pill) }
    let signalWidth = TextWidth.columns(symbols.signal)
    let batteryWidth = TextWidth.columns(symbols.battery)
    if timeX - screen.x >= signalWidth + 2 {
      grid.put(symbols.signal, x: screen.x + 1, y: row, style: style)
    }
    if screen.maxX - (timeX + timeWidth) >= batteryWidth + 2 {
      grid.put(symbols.battery, x: screen.maxX - 1 - batteryWidth, y: row, style: style)
    }
  }

  func centre(_ text: String, in area: Area, style: CellStyle, _ grid: inout Grid) {
    guard area.width > 0 else { return }
    let shown = CharacterWidth.truncate(text, toColumns: area.width, ellipsis: "")
    grid.put(
      shown, x: area.x + (area.width - TextWidth.columns(shown)) / 2, y: area.y, style: style)
  }
}
