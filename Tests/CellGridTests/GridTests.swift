import Testing

@testable import CellGrid

@Suite struct GridTests {
  @Test func initClampsNegativeSizes() {
    let grid = Grid(width: -3, height: 5)
    #expect(grid.width == 0)
    #expect(grid.height == 5)
    #expect(grid.cells.isEmpty)
    #expect(grid.text() == "\n\n\n\n")
  }

  @Test func emptyGridIgnoresEverything() {
    var grid = Grid(width: 0, height: 0)
    #expect(grid.put("hello", x: 0, y: 0, style: .plain) == 0)
    grid.fill(Area(x: -5, y: -5, width: 50, height: 50), character: "#", style: .plain.bold())
    grid.setStyle(grid.area) { $0.bold = true }
    grid.drawBox(Area(width: 10, height: 10), glyphs: .unicode, style: .plain, title: "T")
    grid[0, 0] = Cell(character: "x")
    #expect(grid[0, 0] == .blank)
    #expect(grid.text() == "")
    #expect(grid.rows() == [])
    #expect(grid.styleLegend() == "--- styles\n")
    #expect(grid.diff(from: Grid(width: 0, height: 0)).isEmpty)
  }

  @Test func oneByOneGrid() {
    var grid = Grid(width: 1, height: 1)
    #expect(grid.put("中", x: 0, y: 0, style: .plain) == 0)  // a wide character cannot fit
    #expect(grid.text() == "")
    #expect(grid.put("ab", x: 0, y: 0, style: .plain) == 1)
    #expect(grid.text() == "a")
    grid.drawBox(grid.area, glyphs: .unicode, style: .plain, title: "Title")
    #expect(grid.text() == "─")
    grid.drawBox(grid.area, glyphs: .ascii, style: .plain)
    #expect(grid.text() == "-")
  }

  @Test func putWritesAndReturnsColumns() {
    var grid = Grid(width: 10, height: 2)
    #expect(grid.put("hello", x: 2, y: 1, style: .plain) == 5)
    #expect(grid.rows() == ["", "  hello"])
    #expect(grid[2, 1].character == "h")
    #expect(grid[6, 1].character == "o")
  }

  @Test func putClipsAtRightEdgeAndMaxWidth() {
    var grid = Grid(width: 6, height: 2)
    #expect(grid.put("abcdefgh", x: 3, y: 0, style: .plain) == 3)
    #expect(grid.put("abcdefgh", x: 0, y: 1, style: .plain, maxWidth: 2) == 2)
    #expect(grid.rows() == ["   abc", "ab"])
    #expect(grid.put("zzz", x: 0, y: 1, style: .plain, maxWidth: 0) == 0)
    #expect(grid.put("zzz", x: 0, y: 1, style: .plain, maxWidth: -4) == 0)
    #expect(grid.put("zzz", x: 0, y: 2, style: .plain) == 0)
    #expect(grid.put("zzz", x: 0, y: -1, style: .plain) == 0)
    #expect(grid.put("zzz", x: 6, y: 0, style: .plain) == 0)
    #expect(grid.rows() == ["   abc", "ab"])
  }

  @Test func putClipsAtLeftEdge() {
    var grid = Grid(width: 5, height: 1)
    #expect(grid.put("abcdef", x: -2, y: 0, style: .plain) == 4)
    #expect(grid.text() == "cdef")
  }

  @Test func wideCharactersTakeTwoCells() {
    var grid = Grid(width: 6, height: 1)
    #expect(grid.put("a中b", x: 0, y: 0, style: .plain) == 4)
    #expect(grid[1, 0].character == "中")
    #expect(!grid[1, 0].isContinuation)
    #expect(grid[2, 0].isContinuation)
    #expect(grid[3, 0].character == "b")
    #expect(grid.text() == "a中b")
  }

  @Test func wideCharacterIsNeverSplitAtTheClipEdge() {
    var grid = Grid(width: 4, height: 2)
    #expect(grid.put("ab中", x: 1, y: 0, style: .plain) == 2)
    #expect(grid.text() == " ab\n")
    #expect(grid[3, 0] == .blank)
    #expect(grid.put("中文", x: 0, y: 1, style: .plain, maxWidth: 3) == 2)
    #expect(grid.rows()[1] == "中")
    #expect(!grid[2, 1].isContinuation)
  }

  @Test func wideCharacterCutByLeftEdgeLeavesABlank() {
    var grid = Grid(width: 4, height: 1)
    grid.fill(grid.area, character: "x", style: .plain)
    #expect(grid.put("中ab", x: -1, y: 0, style: .plain) == 3)
    #expect(grid.text() == " abx")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var grid = Grid(width: 6, height: 1)
    grid.put("中文", x: 0, y: 0, style: .plain)
    grid.put("x", x: 1, y: 0, style: .plain)  // right half of 中
    #expect(grid.text() == " x文")
    grid.put("y", x: 2, y: 0, style: .plain)  // left half of 文
    #expect(grid.text() == " xy")
    #expect(grid.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func controlCharactersBecomeQuestionMarks() {
    var grid = Grid(width: 10, height: 1)
    #expect(grid.put("a\tb\nc\u{1B}", x: 0, y: 0, style: .plain) == 6)
    #expect(grid.text() == "a?b?c?")
  }

  @Test func zeroWidthCharactersAreDroppedAndCombiningMarksKept() {
    var grid = Grid(width: 10, height: 1)
    #expect(grid.put("a\u{200B}e\u{301}", x: 0, y: 0, style: .plain) == 2)
    #expect(grid[1, 0].character == "e\u{301}")
  }

  @Test func fillAndSetStyleClipToTheGrid() {
    var grid = Grid(width: 4, height: 3)
    grid.fill(Area(x: 2, y: 1, width: 10, height: 10), character: "#", style: .plain.bold())
    #expect(grid.rows() == ["", "  ##", "  ##"])
    grid.setStyle(Area(x: -1, y: 2, width: 4, height: 5)) { $0.reverse = true }
    #expect(grid[0, 2].style == CellStyle.plain.reverse())
    #expect(grid[2, 2].style == CellStyle.plain.bold().reverse())
    #expect(grid[3, 2].style == CellStyle.plain.bold())
    #expect(grid[2, 2].character == "#")
  }

  @Test func fillWithAWideCharacterLaysOutPairs() {
    var grid = Grid(width: 5, height: 1)
    grid.fill(grid.area, character: "中", style: .plain)
    #expect(grid.text() == "中中")
    #expect(grid[4, 0] == .blank)
    #expect(grid[1, 0].isContinuation && grid[3, 0].isContinuation)
  }

  @Test func outOfRangeSubscriptReadsBlankAndIgnoresWrites() {
    var grid = Grid(width: 2, height: 2)
    grid[5, 0] = Cell(character: "x")
    grid[-1, 0] = Cell(character: "x")
    grid[0, 2] = Cell(character: "x")
    #expect(grid == Grid(width: 2, height: 2))
    #expect(grid[99, 99] == .blank)
  }

  @Test func diffCountsChangedCells() {
    var before = Grid(width: 5, height: 2)
    before.put("hello", x: 0, y: 0, style: .plain)
    var after = before
    #expect(after.changedCells(from: before) == 0)
    #expect(after.diff(from: before).isEmpty)
    after.put("J", x: 0, y: 0, style: .plain)
    after.setStyle(Area(x: 4, y: 1, width: 1, height: 1)) { $0.underline = true }
    #expect(after.changedCells(from: before) == 2)
    let positions = after.diff(from: before).map { "\($0.x),\($0.y)" }
    #expect(positions == ["0,0", "4,1"])
  }

  @Test func diffAgainstADifferentSizeIsEveryCell() {
    let small = Grid(width: 2, height: 2)
    let large = Grid(width: 3, height: 2)
    #expect(large.changedCells(from: small) == 6)
    #expect(large.diff(from: small).count == 6)
    #expect(small.diff(from: large).count == 4)
  }
}

/// `put`'s fastest path (ASCII stored straight into the row) must leave exactly what writing
/// the characters one by one leaves, wide characters cut at either end included.
@Suite struct ASCIIPutTests {
  @Test func storingARunEqualsWritingItCellByCell() {
    var state: UInt64 = 0x1234_5678
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let fillers = ["中", "ab", "🙂", "x", "é", "  "]
    let styles = [CellStyle.plain, CellStyle.plain.bold(), CellStyle.plain.with(fg: .red)]
    for _ in 0..<2_000 {
      var grid = Grid(width: 12, height: 2)
      var column = 0
      while column < 12 { column += max(1, grid.put(fillers[next(fillers.count)], x: column, y: 0, style: styles[next(3)])) }
      var expected = grid
      let text = String((0..<next(9)).map { _ in Character(UnicodeScalar(UInt8(0x41 + next(26)))) })
      let x = next(16) - 3
      let maxWidth: Int? = next(3) == 0 ? next(8) + 1 : nil
      let style = styles[next(3)]
      let limit = min(12, maxWidth.map { x + $0 } ?? 12)
      var written = 0
      for (offset, character) in text.enumerated() where x + offset >= 0 && x + offset < limit {
        expected[x + offset, 0] = Cell(character: character, style: style)
        written += 1
      }
      #expect(grid.put(text, x: x, y: 0, style: style, maxWidth: maxWidth) == written)
      #expect(grid == expected, "\(text) at \(x), max \(String(describing: maxWidth))")
    }
  }
}
