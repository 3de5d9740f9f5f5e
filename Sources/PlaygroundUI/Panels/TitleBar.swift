import CellGrid
import StatusBarCore

/// The top row: the scene, the device, the iOS version and orientation, and short badges for
/// states worth noticing (a pending update, auto-update, the launch screen, a call …).
struct TitleBar: View {
  /// The scene's title (or a lesson's).
  var title: String
  /// The world whose device, iOS version and orientation are shown.
  var world: World
  /// The badges, most important first (the ones that do not fit are left out from the end).
  var badges: [(String, Role)]

  init(app: PlaygroundApp, world: World) {
    self.title = app.title
    self.world = world
    self.badges = Self.badges(app, world)
  }

  static func badges(_ app: PlaygroundApp, _ world: World) -> [(String, Role)] {
    var result: [(String, Role)] = []
    if world.pendingUpdate { result.append(("pending update", .badgeWarning)) }
    if app.autoUpdate { result.append(("auto-update on", .badge)) }
    if world.environment.phase == .launch { result.append(("launch", .badgeWarning)) }
    if world.environment.inCall { result.append(("in call", .badge)) }
    if world.environment.appearance == .dark { result.append(("dark", .badge)) }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
      result.append(("VC-based NO", .badgeWarning))
    }
    if world.infoPlist != world.launchedInfoPlist {
      result.append(("plist changed", .badgeWarning))
    }
    return result
  }

  /// Draws on the area's first row, across its width.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let symbols = context.symbols
    let row = area.y
    let width = area.width
    let style = theme.style(.title)
    grid.fill(Area(x: area.x, y: row, width: width, height: 1), style: style)
    let env = world.environment
    let place =
      " \(env.device.name) \(symbols.separator) iOS \(env.os) \(symbols.separator) \(env.orientation.rawValue) "
    // Columns from the area's left edge. Badges from the right; the ones that do not fit are
    // left out.
    var x = width
    var shownBadges: [(String, Role, Int)] = []
    let reserve = TextWidth.columns(place) + 8
    for (text, role) in badges {
      let w = TextWidth.columns(text) + 2
      if x - w - 1 < reserve { break }
      x -= w + 1
      shownBadges.append((text, role, x))
    }
    for (text, role, bx) in shownBadges {
      grid.put(" \(text) ", x: area.x + bx, y: row, style: theme.style(role))
    }
    let left = " sbplay \(symbols.separator) "
    var used = grid.put(left, x: area.x, y: row, style: style.bold(), maxWidth: width)
    let placeWidth = TextWidth.columns(place)
    let titleRoom = x - used - placeWidth - 1
    if titleRoom >= 4 {
      let title = CharacterWidth.truncate(
        title, toColumns: titleRoom, ellipsis: symbols.ellipsis)
      used += grid.put(title, x: area.x + used, y: row, style: style, maxWidth: titleRoom)
      grid.put(place, x: area.x + used + 1, y: row, style: style.bold(), maxWidth: x - used - 1)
    } else {
      grid.put(place, x: area.x + used, y: row, style: style.bold(), maxWidth: max(0, x - used))
    }
  }
}
