#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed-size, in-memory screen of styled cells (ratatui's `Buffer`).
///
/// Drawing code writes into a `Grid`; the curses backend blits it and tests compare its
/// ``text()`` and ``styleLegend()``. Every operation clips to the grid and never traps, whatever
/// the coordinates or sizes (0x0 included).
///
/// The grid keeps wide characters consistent: a width-2 character is followed by a continuation
/// cell, and overwriting either half of a wide character blanks the other half.
public struct Grid: Equatable, Sendable {
  /// Columns; never negative.
  public let width: Int
  /// Rows; never negative.
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]

  /// A grid of blank cells; negative sizes become 0.
  public init(width: Int, height: Int, filling cell: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    let blank = cell.isContinuation || CharacterWidth.of(cell.character) != 1 ? Cell.blank : cell
    self.cells = Array(repeating: blank, count: self.width * self.height)
  }

  /// The whole grid as an area at the origin.
  public var area: Area { Area(x: 0, y: 0, width: width, height: height) }

  /// True when (x, y) is a cell of the grid.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// The cell at (x, y). Reading outside the grid gives a blank; writing there is ignored.
  ///
  /// Writing blanks the other half of any wide character it overwrites. It does not add a
  /// continuation cell for a wide character; use ``put(_:x:y:style:maxWidth:)`` for text.
  public subscript(x: Int, y: Int) -> Cell {
    get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
    set { write(newValue, x: x, y: y) }
  }

  /// Writes one line of text starting at (x, y) and returns the number of columns written.
  ///
  /// - Clips at the grid's edges and, when given, after `maxWidth` columns from `x`.
  /// - A width-2 character takes its cell plus a continuation cell; one that would straddle the
  ///   clip edge is not written (and writing stops there).
  /// - Control characters (including newlines and tabs) are written as `?`.
  /// - Zero-width characters that do not combine with a preceding character are dropped, and
  ///   zero-width joiners are removed (an emoji ZWJ sequence is drawn as its parts).
  /// - Columns left of 0 are skipped but still advance the position.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: CellStyle, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0, y < height, x < width else { return 0 }
    var limit = width
    if let maxWidth {
      guard maxWidth > 0 else { return 0 }
      let (end, overflow) = x.addingReportingOverflow(maxWidth)
      if !overflow { limit = min(limit, end) }
    }
    var column = x
    var written = 0
    // Fastest path: printable ASCII in contiguous UTF-8 (every native string) is stored
    // directly, cell by cell; only the first and last cells can cut a wide character, so
    // they go through `write`, which keeps both halves consistent.
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
      let first = max(x, 0)
      let end = min(limit, x + bytes.count)
      guard first < end else { return 0 }
      let template = Cell(glyph: .space, style: style)
      let row = y * width
      let width = self.width
      cells.withUnsafeMutableBufferPointer { cells in
        // A wide character cut at either end of the run loses its other half, as in `write`.
        if first > 0, cells[row + first].isContinuation, !cells[row + first - 1].isContinuation {
          cells[row + first - 1] = Cell(glyph: .space, style: cells[row + first - 1].style)
        }
        let last = row + end - 1
        if !cells[last].isContinuation, cells[last].glyph.width == 2, end < width, cells[last + 1].isContinuation {
          cells[last + 1] = Cell(glyph: .space, style: cells[last + 1].style)
        }
        for column in first..<end { cells[row + column] = template.withASCII(bytes[column - x]) }
      }
      return end - first
    }
    if let fast, let written = fast { return written }
    // Terminals disagree on joining emoji with U+200D (tmux and many others draw each part),
    // so the joiner never reaches the terminal: each part is drawn and measured on its own, and
    // the columns sbplay counts are the columns the terminal uses.
    let text = text.unicodeScalars.contains("\u{200D}") ? CharacterWidth.withoutJoiners(text) : text
    // Second fast path: text whose every scalar is a one-column character of its own (Latin,
    // punctuation, arrows, box drawing: no combining marks, joiners or selectors, all of which
    // have width 0 or lie above U+2FFF) needs no grapheme breaking either.
    if text.unicodeScalars.allSatisfy(Self.standsAlone) {
      for scalar in text.unicodeScalars {
        if column >= limit { break }
        if column >= 0 {
          let glyph = scalar.value < 0x80 ? Glyph(ascii: UInt8(scalar.value)) : Glyph(scalar: scalar, width: 1)
          write(Cell(glyph: glyph, style: style), x: column, y: y)
          written += 1
        }
        column += 1
      }
      return written
    }
    for original in text {
      if column >= limit { break }
      let character: Character = Self.isControl(original) ? "?" : original
      let w = CharacterWidth.of(character)
      if w == 0 { continue }
      if column + w > limit { break }
      if column >= 0 {
        write(Cell(character: character, style: style), x: column, y: y)
        written += 1
        if w == 2 {
          write(Cell(character: " ", style: style, isContinuation: true), x: column + 1, y: y)
          written += 1
        }
      } else if column + w > 0 {
        // A wide character cut by the left edge: show its visible half as a blank.
        write(Cell(character: " ", style: style), x: 0, y: y)
        written += 1
      }
      column += w
    }
    return written
  }

  /// Fills an area (clipped to the grid) with one character and style.
  ///
  /// A width-2 character is laid out in pairs, with a blank in a leftover odd column; control
  /// and zero-width characters fill with spaces.
  public mutating func fill(_ area: Area, character: Character = " ", style: CellStyle) {
    let clip = area.intersection(self.area)
    guard !clip.isEmpty else { return }
    let w = Self.isControl(character) ? 0 : CharacterWidth.of(character)
    let fillCharacter: Character = w == 0 ? " " : character
    if w != 2 {
      // Width-1 fast path: whole rows are assigned; only the cells at the edges can cut a wide
      // character in half, and `write` repairs those.
      let cell = Cell(character: fillCharacter, style: style)
      for y in clip.y..<clip.maxY {
        // Edges first (they repair wide characters cut in half), then the interior.
        write(cell, x: clip.x, y: y)
        if clip.width > 1 { write(cell, x: clip.maxX - 1, y: y) }
        let row = y * width
        if clip.width > 2 {
          for index in (row + clip.x + 1)..<(row + clip.maxX - 1) { cells[index] = cell }
        }
      }
      return
    }
    for y in clip.y..<clip.maxY {
      var x = clip.x
      while x < clip.maxX {
        if w == 2 {
          if x + 1 < clip.maxX {
            write(Cell(character: fillCharacter, style: style), x: x, y: y)
            write(Cell(character: " ", style: style, isContinuation: true), x: x + 1, y: y)
            x += 2
          } else {
            write(Cell(character: " ", style: style), x: x, y: y)
            x += 1
          }
        } else {
          write(Cell(character: fillCharacter, style: style), x: x, y: y)
          x += 1
        }
      }
    }
  }

  /// Changes the style of every cell in an area (clipped to the grid), keeping the characters.
  public mutating func setStyle(_ area: Area, _ transform: (inout CellStyle) -> Void) {
    let clip = area.intersection(self.area)
    guard !clip.isEmpty else { return }
    for y in clip.y..<clip.maxY {
      for x in clip.x..<clip.maxX {
        transform(&cells[y * width + x].style)
      }
    }
  }

  /// Copies the cells of an area (clipped to both grids) from another grid, as they are: for
  /// a region drawn exactly as in a previous frame. Both grids must be the same size, else
  /// nothing is copied.
  public mutating func copy(_ area: Area, from other: Grid) {
    guard other.width == width, other.height == height else { return }
    let clip = area.intersection(self.area)
    guard !clip.isEmpty else { return }
    cells.withUnsafeMutableBufferPointer { target in
      other.cells.withUnsafeBufferPointer { source in
        for y in clip.y..<clip.maxY {
          let start = y * width + clip.x
          for index in start..<(start + clip.width) { target[index] = source[index] }
        }
      }
    }
  }

  /// True when row `y` of this grid holds the same cells as row `otherY` of `other` (a grid of
  /// the same width).
  public func row(_ y: Int, equals otherY: Int, of other: Grid) -> Bool {
    guard other.width == width, y >= 0, y < height, otherY >= 0, otherY < other.height else { return false }
    guard width > 0 else { return true }
    return cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        // Cells are three words without padding: equal rows are equal memory.
        let stride = MemoryLayout<Cell>.stride
        return memcmp(mine.baseAddress! + y * width, theirs.baseAddress! + otherY * width, width * stride) == 0
      }
    }
  }

  /// The cells of row `y` that are not plain blanks (what writing the row costs, roughly).
  public func inkedCells(inRow y: Int) -> Int {
    guard y >= 0, y < height else { return 0 }
    return cells.withUnsafeBufferPointer { cells in
      let blank = Cell.blank
      var count = 0
      for cell in cells[(y * width)..<((y + 1) * width)] where !(cell == blank) { count += 1 }
      return count
    }
  }

  /// A hash of row `y`'s cells: equal rows have equal hashes (for finding rows that moved; a
  /// match is a candidate, the cells decide).
  public func rowHash(_ y: Int) -> UInt64 {
    guard y >= 0, y < height else { return 0 }
    return cells.withUnsafeBufferPointer { cells in
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for cell in cells[(y * width)..<((y + 1) * width)] {
        hash = (hash ^ cell.hashWord) &* 0x100_0000_01B3
      }
      return hash
    }
  }

  /// Positions whose cells differ from `previous`, row by row; every cell when sizes differ.
  public func diff(from previous: Grid) -> [(x: Int, y: Int)] {
    var result: [(x: Int, y: Int)] = []
    let sameSize = previous.width == width && previous.height == height
    for y in 0..<height {
      for x in 0..<width where !sameSize || cells[y * width + x] != previous.cells[y * width + x] {
        result.append((x, y))
      }
    }
    return result
  }

  /// The number of cells that differ from `previous` (all of them when sizes differ).
  public func changedCells(from previous: Grid) -> Int {
    guard previous.width == width, previous.height == height else { return cells.count }
    return cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        var count = 0
        for i in 0..<new.count where new[i] != old[i] { count += 1 }
        return count
      }
    }
  }

  /// Marks in `marks` (resized to `width`) the columns of row `y` that a terminal must rewrite
  /// to turn `previous` into this grid: the cells that differ, widened to both halves of any
  /// wide character involved so that no half of one is left behind. Returns false, marking
  /// nothing, when the row is unchanged. Grids of different sizes mark every column.
  public func marksChanges(inRow y: Int, from previous: Grid, into marks: inout [Bool]) -> Bool {
    marksChanges(inRow: y, against: y, of: previous, into: &marks)
  }

  /// ``marksChanges(inRow:from:into:)`` against row `previousRow` of `previous` (where a
  /// scroll moved the terminal's row `y` from), or against a blank row when nil (a row the
  /// scroll brought in).
  public func marksChanges(inRow y: Int, against previousRow: Int?, of previous: Grid, into marks: inout [Bool]) -> Bool {
    if marks.count != width { marks = Array(repeating: false, count: width) }
    guard y >= 0, y < height, width > 0 else { return false }
    guard previous.width == width, previous.height == height, (previousRow ?? 0) >= 0, (previousRow ?? 0) < height else {
      for x in 0..<width { marks[x] = true }
      return width > 0
    }
    let start = y * width
    let width = self.width
    return cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        // Two loops, one per source, so the per-cell test is one comparison (this runs over
        // every changed row of every frame).
        if let previousRow {
          let shown = old.baseAddress! + (previousRow * width)
          return Self.mark(new.baseAddress! + start, against: { shown[$0] }, width: width, into: &marks)
        }
        let blank = Cell.blank
        return Self.mark(new.baseAddress! + start, against: { _ in blank }, width: width, into: &marks)
      }
    }
  }

  /// Marks the columns where `row` differs from what `shown` gives for each column (widened
  /// over wide characters); false when nothing differs.
  @inline(__always)
  private static func mark(
    _ row: UnsafePointer<Cell>, against shown: (Int) -> Cell, width: Int, into marks: inout [Bool]
  ) -> Bool {
    var first = 0
    while first < width, row[first] == shown(first) { first += 1 }
    guard first < width else { return false }
    marks.withUnsafeMutableBufferPointer { marks in
      marks.update(repeating: false)
      for x in first..<width {
        let cell = row[x]
        let before = shown(x)
        guard cell != before else { continue }
        marks[x] = true
        if x > 0, cell.isContinuation || before.isContinuation { marks[x - 1] = true }
        if x + 1 < width, cell.width == 2 || before.width == 2 { marks[x + 1] = true }
      }
    }
    return true
  }

  // MARK: - Internals

  /// The one place cells are stored: clips, and repairs the wide character being overwritten.
  mutating func write(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let index = y * width + x
    let old = cells[index]
    if old.isContinuation, !cell.isContinuation, x > 0 {
      // Overwriting the right half of a wide character: blank its left half.
      let lead = index - 1
      if !cells[lead].isContinuation {
        cells[lead] = Cell(glyph: .space, style: cells[lead].style)
      }
    }
    if !old.isContinuation, old.glyph.width == 2, x + 1 < width {
      // Overwriting the left half: its continuation becomes a plain blank, unless the new cell
      // is itself wide (the caller then writes the continuation next).
      let next = index + 1
      if cells[next].isContinuation, cell.glyph.width != 2 || cell.isContinuation {
        cells[next] = Cell(glyph: .space, style: cells[next].style)
      }
    }
    cells[index] = cell
  }

  /// True for a scalar that is always a grapheme cluster of its own and one column wide.
  @inline(__always)
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v >= 0x20 && v < 0x7F { return true }
    guard (v >= 0xA0 && v < 0x300) || (v >= 0x2000 && v < LowTable.limit) else { return false }
    return LowTable.shared.width(v) == 1
  }

  /// True for characters that must not reach a terminal as text.
  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { CharacterWidth.isControl($0) }
  }
}
