import CellGrid
import StatusBarCore

/// The exact points beside the device, each on the row of what it measures: the status bar
/// ("status bar 20 pt", "hidden (0 pt)", "in call 40 pt"), the text colour and what is behind
/// the bar, the safe area when it differs, and the navigation and tab bars.
struct DeviceLabels: View {
  /// What is drawn: one label per row wanted (moved down when taken).
  var labels: [Label]

  struct Label {
    var row: Int
    var long: String
    var short: String
    var role: Role
  }

  static func make(
    frame: DeviceFrame, snapshot: Snapshot, layout: Layout, bar: StatusBarPaint?,
    animation: StatusBarAnimation?,
    symbols: Symbols
  ) -> [Label] {
    let geometry = frame.geometry
    let top = frame.screen.y
    var labels: [Label] = []
    // Text colour labels come after the bars' own, so a bar's label sits on its row.
    var colour: [Label] = []
    let arrow = symbols.arrowLeft + " "
    if let bar {
      let points = bar.frame.height.pointString
      var long: String
      var short: String
      if let animation {
        long = (animation.toHidden ? "hiding, " : "showing, ") + animation.kind.rawValue
        short = animation.toHidden ? "hiding" : "showing"
      } else if bar.doubleHeight {
        long = "in call \(points) pt"
        short = "call \(points) pt"
      } else {
        long = "status bar \(points) pt"
        short = "\(points) pt"
      }
      labels.append(Label(row: top, long: arrow + long, short: arrow + short, role: .bold))
      if bar.inBarCall, animation == nil {
        colour.append(
          snapshot.world.device.housing == .dynamicIsland
            ? Label(row: top + 1, long: "  call in the island", short: "  island call", role: .plain)
            : Label(row: top + 1, long: "  call pill in the bar", short: "  call pill", role: .plain))
      }
      if bar.doubleHeight {
        // The green call bar draws its own light text whatever the resolved style (R7.3): say
        // so, since the resolver's answer (say, dark) still applies once the call ends.
        colour.append(
          Label(row: top + 1, long: "  light: call bar", short: "  light: call", role: .plain))
        colour.append(
          Label(row: top + 2, long: "  (style after call)", short: "  style later", role: .dim))
      } else {
        let text = "  \(bar.foreground.rawValue) text"
        colour.append(Label(row: top + 1, long: text, short: text, role: .plain))
        let behind = "  on \(bar.behind.description)"
        colour.append(Label(row: top + 2, long: behind, short: behind, role: .dim))
      }
    } else {
      labels.append(
        Label(row: top, long: arrow + "hidden (0 pt)", short: arrow + "hidden 0 pt", role: .bold))
    }
    // The Home Screen (no scene of the app on the screen, D85): the bar is the Home Screen's, and
    // the app's safe area and bars are nowhere to be seen.
    if snapshot.world.noSceneOnScreen { return labels + colour }
    let safeTop = layout.safeAreaInsets.top
    if !snapshot.world.environment.orientation.isLandscape,
      snapshot.world.device.fixedSafeAreaTop(on: snapshot.world.os) != nil,
      safeTop > 0, safeTop != layout.statusBarFrame.height
    {
      let row = top + Int(geometry.row(safeTop).rounded()) - 1
      labels.append(
        Label(
          row: row, long: arrow + "safe area \(safeTop.pointString) pt",
          short: arrow + "safe \(safeTop.pointString)", role: .dim))
    }
    // The app's top context: an overlay window (R12) is named on its own edge instead.
    let topContext = layout.frames.filter { $0.windowName == nil }.map(\.context).max() ?? -1
    for item in layout.frames where item.context == topContext && !item.scaledBack && item.windowName == nil {
      let area = geometry.area(layout.onScreen(item.rect))
      switch item.kind {
      case .navigationBar:
        let row = area.y + (area.height - 1) / 2
        labels.append(
          Label(
            row: row, long: arrow + "nav bar \(item.rect.height.pointString) pt",
            short: arrow + "nav \(item.rect.height.pointString)", role: .plain))
      case .tabBar:
        // D23: a tab bar floating in the navigation bar's row is named by the nav bar's label.
        let inNavigationRow = layout.frames.contains {
          $0.kind == .navigationBar && $0.context == item.context && $0.rect.y == item.rect.y
        }
        if inNavigationRow {
          labels.append(Label(row: area.y + (area.height - 1) / 2 + 1, long: "  + tabs in its row", short: "  + tabs", role: .dim))
        } else {
          labels.append(
            Label(
              row: area.y, long: arrow + "tab bar \(item.rect.height.pointString) pt",
              short: arrow + "tab \(item.rect.height.pointString)", role: .plain))
        }
      case .view:
        if let shape = item.shape, item.controller == snapshot.world.presented.last, shape == .card {
          labels.append(
            Label(
              row: area.y, long: arrow + "card sheet at \(item.rect.y.pointString) pt",
              short: arrow + "card", role: .plain))
        }
      case .window:
        break
      }
    }
    return labels + colour
  }

  /// Draws the labels in the gutter (the area), moving one down when its row is taken.
  func draw(into grid: inout Grid, area gutter: Area, context: DrawContext) {
    let theme = context.theme
    guard gutter.width >= 4 else { return }
    var used = Set<Int>()
    for label in labels {
      var row = max(gutter.y, label.row)
      while used.contains(row), row < gutter.maxY { row += 1 }
      guard row < gutter.maxY, row >= gutter.y else { continue }
      used.insert(row)
      let text = TextWidth.columns(label.long) <= gutter.width ? label.long : label.short
      // A label cut short says so (an ellipsis), rather than ending mid-word.
      grid.put(
        CharacterWidth.truncate(text, toColumns: gutter.width, ellipsis: context.glyphs.ellipsis),
        x: gutter.x, y: row, style: theme.style(label.role))
    }
  }
}
