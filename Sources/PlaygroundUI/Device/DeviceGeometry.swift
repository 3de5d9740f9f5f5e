import CellGrid
import StatusBarCore

/// Maps the device's points to terminal cells. A cell is about twice as tall as it is wide, so
/// one row covers twice the points of one column.
///
/// Columns are proportional. Rows are proportional too, except for the status bar area at the
/// top (its "anchor"), which gets `statusBarRows(_:)` rows so that 20 pt, 44 pt and 50+ pt bars
/// always look different, whatever the terminal size; the rest of the screen shares the
/// remaining rows proportionally.
struct DeviceGeometry: Hashable, Sendable {
  /// The interface size in points (landscape swaps it).
  var size: Size
  /// The screen's cells.
  var screen: Area
  /// The status bar area in points that the row mapping is anchored on, and its rows.
  var anchor: Double
  var anchorRows: Int

  init(size: Size, screen: Area, anchor: Double) {
    self.size = size
    self.screen = screen
    self.anchor = max(0, min(anchor, size.height / 2))
    self.anchorRows =
      self.anchor > 0
      ? Self.statusBarRows(
        self.anchor, pointsPerRow: Self.pointsPerRow(size, screen), screenRows: screen.height) : 0
  }

  static func pointsPerRow(_ size: Size, _ screen: Area) -> Double {
    size.height / Double(max(1, screen.height))
  }

  var pointsPerRow: Double { Self.pointsPerRow(size, screen) }

  /// Rows for a status bar of `height` points: proportional when there is room, but never the
  /// same for 20 pt (and iPad's 24) as for 40/44 pt, nor for 44 pt as for 50 pt and more.
  /// 47/48 pt may share 44 pt's rows or 50 pt's, whichever is closer to scale.
  static func statusBarRows(_ height: Double, pointsPerRow: Double, screenRows: Int) -> Int {
    guard height > 0 else { return 0 }
    let ppr = max(0.001, pointsPerRow)
    func scaled(_ h: Double) -> Int { max(1, Int((h / ppr).rounded())) }
    let small = scaled(24)  // 20 pt devices and 24 pt iPads
    let mid = max(scaled(44), small + 1)  // 40 pt in-call, 44 pt
    let rows: Int
    switch height {
    case ..<24.5: rows = scaled(height)
    case ..<45: rows = max(scaled(height), small + 1)
    case ..<49.5: rows = max(scaled(height), mid)
    default: rows = max(scaled(height), mid + 1)
    }
    // A bar never takes more than half the screen (only reached below the minimum size).
    return max(1, min(rows, max(1, screenRows / 2)))
  }

  /// The row (fractional, from the screen's top) of a y coordinate in points.
  func row(_ y: Double) -> Double {
    let rows = Double(screen.height)
    guard anchor > 0, anchorRows > 0, size.height > anchor else {
      return y / max(1, size.height) * rows
    }
    if y <= anchor { return y / anchor * Double(anchorRows) }
    return Double(anchorRows) + (y - anchor) / (size.height - anchor) * (rows - Double(anchorRows))
  }

  /// The column (fractional, from the screen's left) of an x coordinate in points.
  func column(_ x: Double) -> Double {
    x / max(1, size.width) * Double(screen.width)
  }

  /// The cells a rectangle in points covers, clipped to the screen; a rectangle that is not
  /// empty covers at least one cell.
  func area(_ rect: Rect) -> Area {
    guard !rect.isEmpty else { return Area(x: screen.x, y: screen.y, width: 0, height: 0) }
    var top = Int(row(rect.y).rounded())
    var bottom = Int(row(rect.maxY).rounded())
    var left = Int(column(rect.x).rounded())
    var right = Int(column(rect.maxX).rounded())
    if bottom <= top { bottom = top + 1 }
    if right <= left { right = left + 1 }
    top = max(0, top)
    left = max(0, left)
    bottom = min(screen.height, bottom)
    right = min(screen.width, right)
    return Area(x: screen.x + left, y: screen.y + top, width: right - left, height: bottom - top)
  }

  /// Rows for a status bar of `height` points on this screen.
  func barRows(_ height: Double) -> Int {
    if height == anchor { return anchorRows }
    return Self.statusBarRows(height, pointsPerRow: pointsPerRow, screenRows: screen.height)
  }
}

/// The mock device's outline on the terminal: its outer box, bezels and screen.
struct DeviceFrame: Hashable, Sendable {
  enum Edge: Hashable, Sendable { case top, bottom, left, right }

  var outer: Area
  var geometry: DeviceGeometry
  /// Where the Home button is (nil on Face ID devices); the speaker is on the opposite edge.
  var homeButton: Edge?

  var screen: Area { geometry.screen }

  /// The largest device that fits `region`, or nil when not even a tiny one does.
  static func fit(device: Device, orientation: Orientation, anchor: Double, in region: Area)
    -> DeviceFrame?
  {
    let size = device.interfaceSize(orientation)
    let landscape = orientation.isLandscape
    var bezelRows = 0
    var bezelCols = 0
    var home: Edge?
    if device.hasHomeButton {
      if landscape {
        bezelCols = region.width >= 40 ? 2 : 1
        home = orientation == .landscapeRight ? .right : .left
      } else {
        bezelRows = region.height >= 12 ? 1 : 0
        home = orientation == .portraitUpsideDown ? .top : .bottom
      }
    }
    let maxRows = region.height - 2 - 2 * bezelRows
    let maxCols = region.width - 2 - 2 * bezelCols
    guard maxRows >= 3, maxCols >= 6, size.width > 0, size.height > 0 else { return nil }
    let rowsForWidth = Int(Double(maxCols) * size.height / (2 * size.width))
    let rows = min(maxRows, rowsForWidth)
    guard rows >= 3 else { return nil }
    let cols = max(6, min(maxCols, Int((Double(rows) * 2 * size.width / size.height).rounded())))
    let outer = Area(
      x: region.x, y: region.y, width: cols + 2 + 2 * bezelCols, height: rows + 2 + 2 * bezelRows)
    let screen = Area(
      x: outer.x + 1 + bezelCols, y: outer.y + 1 + bezelRows, width: cols, height: rows)
    return DeviceFrame(
      outer: outer, geometry: DeviceGeometry(size: size, screen: screen, anchor: anchor),
      homeButton: home)
  }
}
