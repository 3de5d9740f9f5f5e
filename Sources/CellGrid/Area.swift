/// A rectangle of cells: origin at the top-left, `maxX`/`maxY` exclusive.
///
/// Width and height are never negative; every helper clamps instead of trapping, so layout code
/// can shrink areas freely down to nothing.
public struct Area: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  /// An area; negative sizes become 0.
  public init(x: Int = 0, y: Int = 0, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// An area with no cells at the origin.
  public static let zero = Area(width: 0, height: 0)

  /// True when the area holds no cells.
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  /// The first column to the right of the area.
  public var maxX: Int { x + width }
  /// The first row below the area.
  public var maxY: Int { y + height }
  /// The number of cells.
  public var cellCount: Int { isEmpty ? 0 : width * height }

  /// True when the cell at (x, y) lies inside the area.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The area shrunk by `amount` cells on every side (never below zero size).
  public func inset(by amount: Int) -> Area {
    inset(top: amount, left: amount, bottom: amount, right: amount)
  }

  /// The area shrunk by `dx` columns left and right and `dy` rows top and bottom.
  public func inset(dx: Int, dy: Int) -> Area {
    inset(top: dy, left: dx, bottom: dy, right: dx)
  }

  /// The area shrunk on each side separately; negative amounts grow it.
  public func inset(top: Int, left: Int, bottom: Int, right: Int) -> Area {
    let newWidth = max(0, width - left - right)
    let newHeight = max(0, height - top - bottom)
    return Area(
      x: x + min(left, width), y: y + min(top, height), width: newWidth, height: newHeight)
  }

  /// The overlap of two areas; an empty area (of zero size) when they do not overlap.
  public func intersection(_ other: Area) -> Area {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    if right <= left || bottom <= top {
      return Area(x: left, y: top, width: 0, height: 0)
    }
    return Area(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Side-by-side columns: `left` takes the first `column` columns, `right` the rest.
  ///
  /// `column` is clamped to `0...width`. A negative value counts from the right edge, so
  /// `splitHorizontally(at: -20)` gives a right part 20 columns wide.
  public func splitHorizontally(at column: Int) -> (left: Area, right: Area) {
    let cut = column < 0 ? max(0, width + column) : min(column, width)
    return (
      Area(x: x, y: y, width: cut, height: height),
      Area(x: x + cut, y: y, width: width - cut, height: height)
    )
  }

  /// Stacked rows: `top` takes the first `row` rows, `bottom` the rest.
  ///
  /// `row` is clamped to `0...height`; a negative value counts from the bottom edge.
  public func splitVertically(at row: Int) -> (top: Area, bottom: Area) {
    let cut = row < 0 ? max(0, height + row) : min(row, height)
    return (
      Area(x: x, y: y, width: width, height: cut),
      Area(x: x, y: y + cut, width: width, height: height - cut)
    )
  }

  /// An area of at most the given size centred inside this one (rounded towards the top-left).
  public func centered(width w: Int, height h: Int) -> Area {
    let cw = min(max(0, w), width)
    let ch = min(max(0, h), height)
    return Area(x: x + (width - cw) / 2, y: y + (height - ch) / 2, width: cw, height: ch)
  }

  /// The single row `index` of the area (empty when out of range).
  public func row(_ index: Int) -> Area {
    guard index >= 0, index < height else { return Area(x: x, y: y, width: 0, height: 0) }
    return Area(x: x, y: y + index, width: width, height: 1)
  }
}

extension Area: CustomStringConvertible {
  /// `x,y WxH`, for test failures and debugging.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
