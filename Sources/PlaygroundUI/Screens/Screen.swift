import CellGrid
import SceneFile
import StatusBarCore

/// The whole screen for one size: title bar, device with its labels, panels, message line and
/// footer, then any overlay. Panels reflow for the size and are dropped before the device; below
/// the minimum a one-line "terminal too small" message is all there is.
struct Screen {
  static let minimumWidth = 44
  static let minimumHeight = 14

  let app: PlaygroundApp
  let width: Int
  let height: Int
  /// The colours, glyphs and symbols every view on this screen draws with (the app's options),
  /// made once per frame: making them copies every glyph string.
  let context: DrawContext

  init(app: PlaygroundApp, width: Int, height: Int) {
    self.app = app
    self.width = width
    self.height = height
    context = DrawContext(
      theme: Theme(color: app.options.color, background: app.options.background), glyphs: app.options.glyphs)
  }

  var theme: Theme { context.theme }
  var glyphs: GlyphSet { context.glyphs }
  var symbols: Symbols { context.symbols }

  func render() -> Grid {
    var grid = Grid(width: width, height: height)
    guard width > 0, height > 0 else { return grid }
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      // The message, wrapped onto the rows there are, and clipped to the width.
      let text =
        "terminal too small: need \(Self.minimumWidth)x\(Self.minimumHeight), have \(width)x\(height)"
      let lines = StyledLine(text, .bold).wrapped(to: width).map { line -> StyledLine in
        var flush = line
        flush.spans = line.spans.filter { !$0.text.allSatisfy { $0 == " " } }
        return flush
      }
      for (row, line) in lines.prefix(height).enumerated() {
        line.draw(into: &grid, x: 0, y: row, width: width, theme: theme, glyphs: glyphs)
      }
      if height > lines.count {
        grid.put("q quits", x: 0, y: lines.count, style: theme.style(.dim), maxWidth: width)
      }
      return grid
    }
    let snapshot = app.visibleSnapshot
    let memo = app.renderMemo
    let previous = memo.previousFrame(
      width: width, height: height, background: app.options.background)
    let titleBar = TitleBar(app: app, world: snapshot.world)
    let titleArea = Area(x: 0, y: 0, width: width, height: 1)
    if let previous, previous.titleBar == titleBar {
      grid.copy(titleArea, from: previous.grid)
    } else {
      titleBar.draw(into: &grid, area: titleArea, context: context)
    }
    let body = Area(x: 0, y: 1, width: width, height: height - 3)
    // The device and each panel are copied from the previous frame when what they show is the
    // same (the device by a key of everything it depends on, a panel by the panel itself).
    let deviceKey = RenderMemo.DeviceKey(
      world: app.worldVersion, focus: app.focusedID, animation: app.animation,
      heldBack: app.withheld.masksDevice, background: app.options.background, width: width,
      height: height)
    let panelArea: Area
    var reuse = RenderMemo.Reuse()
    if let previous, let lent = previous.device, lent.key == deviceKey {
      grid.copy(lent.area, from: previous.grid)
      panelArea = lent.panelArea
      reuse.deviceCopied = true
    } else {
      panelArea = drawDevice(&grid, body: body, snapshot: snapshot)
    }
    let deviceArea = Area(x: 0, y: body.y, width: panelArea.x, height: body.height)
    var keys = [RenderMemo.PanelKey]()
    let panels = drawPanels(
      &grid, area: panelArea, snapshot: snapshot, previous: previous, keys: &keys, reuse: &reuse)
    drawMessage(&grid, row: height - 2)
    Footer(context: app.footerContext, excluding: app.footerExclusions).draw(
      into: &grid, area: Area(x: 0, y: height - 1, width: width, height: 1), context: context)
    drawOverlay(&grid, body: body, panelArea: panelArea, snapshot: snapshot)
    if glyphs.name == "ascii" { ASCIIText.sanitize(&grid) }
    // Overlays and the command line's completions draw over the regions: such a frame lends
    // nothing to the next.
    let lends = app.mode == .normal || app.mode == .question
    memo.store(
      lends
        ? RenderMemo.Frame(
          grid: grid, background: app.options.background, titleBar: titleBar,
          device: (deviceKey, deviceArea, panelArea), panels: panels) : nil,
      panelKeys: keys)
    memo.noteReuse(reuse)
    return grid
  }

  /// Draws the device, its caption and labels; returns the area left for the panels.
  func drawDevice(_ grid: inout Grid, body: Area, snapshot: Snapshot) -> Area {
    let world = snapshot.world
    let env = world.environment
    let bar = StatusBarPaint.make(snapshot: snapshot, animation: app.animation)
    var layout = snapshot.layout
    if let animation = app.animation {
      layout = StatusBarAnimation.interpolate(
        from: animation.from, to: snapshot.layout, progress: animation.progress)
    }
    guard let frame = fittedDevice(body: body, snapshot: snapshot, bar: bar) else { return body }
    let view = DeviceView(
      frame: frame, world: world, layout: layout, bar: bar, focus: app.focusedID)
    let visibleRows = body.height - 1
    let zoomed = frame.outer.maxY > body.y + visibleRows
    if zoomed {
      // Presenter zoom: the device at twice the size, its top (status bar, bars, safe area)
      // in view and a dim cut line where the terminal ends.
      var tall = Grid(width: width, height: frame.outer.maxY + 1)
      view.draw(into: &tall, area: frame.outer, context: context)
      let shown = Area(x: frame.outer.x, y: body.y, width: frame.outer.width, height: visibleRows)
      grid.blit(tall, from: shown, toX: shown.x, toY: shown.y)
      let cut = String(repeating: glyphs.name == "ascii" ? "-" : "┄", count: frame.outer.width)
      grid.put(cut, x: frame.outer.x, y: shown.maxY - 1, style: theme.style(.dim))
    } else {
      view.draw(into: &grid, area: frame.outer, context: context)
    }
    let masked = app.withheld.masksDevice
    if masked { maskStatusBar(&grid, frame: frame) }
    let remaining = width - frame.outer.maxX - 1
    let wide = app.options.presenter ? 24 : 22
    let gutterWidth = remaining >= wide + 50 ? wide : (remaining >= 14 + 36 ? 14 : 0)
    let size = env.device.interfaceSize(env.orientation)
    let times = glyphs.name == "ascii" ? "x" : "×"
    let caption =
      "\(env.device.name) \(symbols.separator) \(size.width.pointString)\(times)\(size.height.pointString) pt"
    let captionWidth = frame.outer.width + max(0, gutterWidth - 1)
    grid.put(
      CharacterWidth.truncate(
        caption + (zoomed ? " \(symbols.separator) top, zoomed 2x" : ""), toColumns: captionWidth,
        ellipsis: glyphs.ellipsis),
      x: frame.outer.x, y: min(frame.outer.maxY, body.y + visibleRows), style: theme.style(.dim))
    if gutterWidth > 0, masked {
      grid.put(
        gutterWidth >= 16 ? "? answer first" : "? answer", x: frame.outer.maxX + 2,
        y: frame.screen.y, style: theme.style(.dim), maxWidth: gutterWidth - 2)
    } else if gutterWidth > 0 {
      let gutter = Area(
        x: frame.outer.maxX + 1, y: body.y, width: gutterWidth - 1, height: body.height)
      let labels = DeviceLabels.make(
        frame: frame, snapshot: snapshot, layout: layout, bar: bar, animation: app.animation,
        symbols: symbols)
      DeviceLabels(labels: labels).draw(into: &grid, area: gutter, context: context)
    }
    let x = frame.outer.maxX + 1 + gutterWidth
    return Area(x: x, y: body.y, width: max(0, width - x), height: body.height)
  }

  /// While a prediction is asked, the status bar's rows are drawn as a neutral band of `?`:
  /// its text colour or its absence would give the answer away.
  func maskStatusBar(_ grid: inout Grid, frame: DeviceFrame) {
    let rows = max(1, frame.geometry.anchorRows)
    let screen = frame.screen
    for row in screen.y..<min(screen.maxY, screen.y + rows) {
      let band = String(repeating: " ", count: screen.width)
      grid.put(band, x: screen.x, y: row, style: theme.style(.focus))
    }
    let text = " ? "
    grid.put(
      text, x: screen.x + max(0, (screen.width - 3) / 2), y: screen.y, style: theme.style(.focus),
      maxWidth: screen.width)
  }

  /// Where the device is drawn in `body` (nil when it does not fit).
  func fittedDevice(body: Area, snapshot: Snapshot, bar: StatusBarPaint?) -> DeviceFrame? {
    let env = snapshot.world.environment
    let anchor =
      bar.map { $0.frame.height }
      ?? (env.orientation.isLandscape ? 0 : env.device.statusBarHeight(on: env.os))
    let landscape = env.orientation.isLandscape
    let fraction = app.options.presenter ? 0.62 : (landscape ? 0.45 : 0.4)
    let maxWidth = min(body.width - 1, max(18, Int(Double(width) * fraction)))
    let region = Area(x: body.x + 1, y: body.y, width: maxWidth, height: body.height - 1)
    // Presenter mode on a wide terminal: twice the size, the top of the device in view (what a
    // status bar lesson is about), so the back of the room reads it.
    if app.options.presenter, !landscape, width >= 150 {
      let tall = Area(x: region.x, y: region.y, width: region.width, height: region.height * 2)
      if let frame = DeviceFrame.fit(
        device: env.device, orientation: env.orientation, anchor: anchor, in: tall)
      {
        return frame
      }
    }
    return DeviceFrame.fit(
      device: env.device, orientation: env.orientation, anchor: anchor, in: region)
  }

  /// The line above the footer: the command line while typing, else what the last key did.
  func drawMessage(_ grid: inout Grid, row: Int) {
    switch app.mode {
    case .prompt(let prompt):
      let label = prompt.label
      let labelWidth = TextWidth.columns(label)
      let room = max(1, width - labelWidth - 1)
      let text = prompt.text
      let start = max(0, prompt.cursor - room + 1)
      let visible = String(text.dropFirst(start).prefix(room))
      grid.put(label, x: 0, y: row, style: theme.style(.key))
      grid.put(visible, x: labelWidth, y: row, style: .plain)
      let cursorX = labelWidth + prompt.cursor - start
      grid.setStyle(Area(x: cursorX, y: row, width: 1, height: 1)) { $0.reverse = true }
      if text.isEmpty {
        grid.put(
          prompt.placeholder, x: labelWidth + 1, y: row, style: theme.style(.dim),
          maxWidth: width - labelWidth - 1)
      } else if !prompt.completions.isEmpty || prompt.noCompletion {
        // What Tab found, after the line (on the panel row above when the line is long).
        let list =
          prompt.noCompletion
          ? "no completion"
          : "\(prompt.completions.count) matches: " + prompt.completions.joined(separator: " ")
        let x = cursorX + 3
        if x + 12 < width {
          grid.put(
            CharacterWidth.truncate(list, toColumns: width - x - 1, ellipsis: glyphs.ellipsis),
            x: x, y: row, style: theme.style(.dim))
        } else {
          grid.fill(Area(x: 0, y: row - 1, width: width, height: 1), style: .plain)
          grid.put(
            " " + list, x: 0, y: row - 1, style: theme.style(.dim), maxWidth: width)
        }
      }
    default:
      let line: StyledLine
      switch app.message {
      case .welcome:
        line = StyledLine(
          app.scene.steps.isEmpty || app.scene.source == BuiltInScene.source
            ? "New here? Press l for the lessons, w for why, ? for every key"
            : "Press enter to start this scene's lesson (\(app.scene.steps.count) steps), l for all lessons, ? for every key",
          .dim)
      case .info(let text):
        line = StyledLine(text, .plain)
      case .error(let text):
        line = StyledLine([Span(symbols.error + " " + text, .error)])
      }
      line.draw(into: &grid, x: 1, y: row, width: width - 2, theme: theme, glyphs: glyphs)
      if app.options.presenter {
        KeyStrip(keys: app.recentKeys).draw(
          into: &grid, area: Area(x: width - width / 2, y: row, width: width / 2, height: 1),
          context: context)
      }
    }
  }
}
