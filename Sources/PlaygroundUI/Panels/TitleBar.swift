import CellGrid
import StatusBarCore

/// The top row: the scene, the device, the iOS version and orientation, and short badges for
/// states worth noticing (a pending update, auto-update, the launch screen, a call …).
struct TitleBar: View, Equatable {
  /// A badge's text and colour role.
  struct Badge: Equatable {
    var text: String
    var role: Role
  }

  /// The scene's title (or a lesson's).
  var title: String
  /// The device, iOS version and orientation shown.
  var device: String
  var os: OSVersion
  var orientation: Orientation
  /// The badges, most important first (the ones that do not fit are left out from the end).
  var badges: [Badge]

  /// Only what the row shows, so that two equal title bars draw the same row (a frame copies
  /// the row from the previous one when they are equal).
  init(app: PlaygroundApp, world: World) {
    self.title = app.shownTitle
    let env = world.environment
    device = env.device.name
    os = env.os
    orientation = env.orientation
    self.badges = Self.badges(app, world)
  }

  static func badges(_ app: PlaygroundApp, _ world: World) -> [Badge] {
    var result: [Badge] = []
    if world.pendingUpdate, !app.withheld.contains(.pending) { result.append(Badge(text: "pending update", role: .badgeWarning)) }
    if app.autoUpdate { result.append(Badge(text: "auto-update on", role: .badge)) }
    if world.environment.phase == .launch { result.append(Badge(text: "launch", role: .badgeWarning)) }
    if world.environment.inCall { result.append(Badge(text: "in call", role: .badge)) }
    if world.environment.appearance == .dark { result.append(Badge(text: "dark", role: .badge)) }
    if let sdk = world.environment.sdk { result.append(Badge(text: "SDK \(sdk)", role: .badge)) }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
      result.append(Badge(text: "VC-based NO", role: .badgeWarning))
    }
    if world.infoPlist != world.launchedInfoPlist {
      result.append(Badge(text: "plist changed", role: .badgeWarning))
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
    let place = " \(device) \(symbols.separator) iOS \(os) \(symbols.separator) \(orientation.rawValue) "
    // Columns from the area's left edge. Badges from the right; the ones that do not fit are
    // left out.
    var x = width
    var shownBadges: [(String, Role, Int)] = []
    let reserve = TextWidth.columns(place) + 8
    for badge in badges {
      let w = TextWidth.columns(badge.text) + 2
      if x - w - 1 < reserve { break }
      x -= w + 1
      shownBadges.append((badge.text, badge.role, x))
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
