import CellGrid

/// Rows that moved up or down together (a line added to the tree pushes the panels below it
/// down; the bar hidden pulls the device's contents up) are moved by the terminal with a
/// scroll region instead of being written again, as curses does: without it such keys cost
/// more bytes than curses sent.
extension ANSIFrameEncoder {
  /// A block of rows the terminal moves: rows `top...bottom` by `count` (up when positive).
  struct Scroll: Equatable {
    var top: Int
    var bottom: Int
    var count: Int
  }

  /// The farthest a block is looked for (rows).
  static let scrollReach = 8

  /// The one scroll that saves the most bytes turning the previous frame into `grid`, nil
  /// when none saves anything. Rows are matched by hash (`new`, `old`: one per row of each
  /// frame; `changed`: the rows that differ); a false match costs bytes, never correctness,
  /// since the frame is then diffed against the scrolled cells. Cost is counted as the
  /// non-blank cells that must be written.
  static func bestScroll(_ grid: Grid, changed: [Bool], new: [UInt64], old: [UInt64]) -> Scroll? {
    let height = grid.height
    guard height >= 3, changed.count == height, new.count == height, old.count == height,
      changed.lazy.filter({ $0 }).count >= 2
    else { return nil }
    // Most frames move nothing: unless two changed rows show what some other old row showed,
    // no scroll can help, and the costs below are not counted.
    var movable = 0
    for y in 0..<height where changed[y] {
      let low = max(0, y - scrollReach)
      let high = min(height - 1, y + scrollReach)
      if (low...high).contains(where: { $0 != y && old[$0] == new[y] }) { movable += 1 }
    }
    guard movable >= 2 else { return nil }
    var ink = [Int](repeating: -1, count: height)
    func cost(_ y: Int) -> Int {
      if ink[y] < 0 { ink[y] = grid.inkedCells(inRow: y) }
      return ink[y]
    }
    var best: (scroll: Scroll, gain: Int)?
    for reach in 1...scrollReach {
      for count in [reach, -reach] {
        // What scrolling saves on each row of a block moved by `count` (new row y shows old
        // row y + count): a moved row is not written at all; a row that was right where it
        // was must be written again; any other row is written either way. The best block is
        // the run of rows with the largest sum (Kadane).
        var run = 0
        var runStart = 0
        for y in 0..<height {
          guard y + count >= 0, y + count < height else {
            run = 0
            runStart = y + 1
            continue
          }
          let moved = new[y] == old[y + count]
          let value = changed[y] ? (moved ? cost(y) : 0) : (moved ? 0 : -cost(y))
          if run <= 0 {
            run = value
            runStart = y
          } else {
            run += value
          }
          guard run > 0 else { continue }
          let scroll =
            count > 0
            ? Scroll(top: runStart, bottom: y + count, count: count)
            : Scroll(top: runStart + count, bottom: y, count: count)
          // The rows that come in blank: unchanged ones must now be written too.
          var gain = run - 24  // the scroll's own bytes
          let exposed = count > 0 ? (y + 1)...(y + count) : (runStart + count)...(runStart - 1)
          for row in exposed where !changed[row] { gain -= cost(row) }
          if gain > (best?.gain ?? 0) { best = (scroll, gain) }
        }
      }
    }
    return best?.scroll
  }
}
