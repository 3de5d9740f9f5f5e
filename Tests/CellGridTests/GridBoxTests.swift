import Testing

@testable import CellGrid

@Suite struct GridBoxTests {
  @Test func unicodeBoxWithTitle() {
    var grid = Grid(width: 14, height: 4)
    grid.drawBox(grid.area, glyphs: .unicode, style: .plain, title: "Hello")
    grid.put("inside", x: 1, y: 1, style: .plain)
    #expect(
      grid.text() == """
        ╭─ Hello ────╮
        │inside      │
        │            │
        ╰────────────╯
        """)
  }

  @Test func asciiBoxWithTitle() {
    var grid = Grid(width: 14, height: 3)
    grid.drawBox(grid.area, glyphs: .ascii, style: .plain, title: "Hello")
    #expect(
      grid.text() == """
        +- Hello ----+
        |            |
        +------------+
        """)
  }

  @Test func longTitleIsTruncatedWithTheSetsEllipsis() {
    var grid = Grid(width: 12, height: 2)
    grid.drawBox(grid.area, glyphs: .unicode, style: .plain, title: "Navigation stack")
    #expect(grid.rows()[0] == "╭─ Navig… ─╮")
    var ascii = Grid(width: 12, height: 2)
    ascii.drawBox(ascii.area, glyphs: .ascii, style: .plain, title: "Navigation stack")
    #expect(ascii.rows()[0] == "+- Nav... -+")
  }

  @Test func tinyBoxesDropTheTitleAndDegradeToLines() {
    var grid = Grid(width: 6, height: 5)
    grid.drawBox(Area(x: 0, y: 0, width: 6, height: 2), glyphs: .unicode, style: .plain, title: "T")
    grid.drawBox(Area(x: 0, y: 2, width: 4, height: 1), glyphs: .unicode, style: .plain)
    grid.drawBox(Area(x: 5, y: 2, width: 1, height: 3), glyphs: .unicode, style: .plain)
    #expect(
      grid.text() == """
        ╭────╮
        ╰────╯
        ──── │
             │
             │
        """)
  }

  @Test func boxIsClippedByTheGrid() {
    var grid = Grid(width: 5, height: 3)
    grid.drawBox(Area(x: 2, y: 1, width: 10, height: 10), glyphs: .unicode, style: .plain)
    #expect(grid.text() == "\n  ╭──\n  │")
  }

  @Test func separatorJoinsTheFrame() {
    var grid = Grid(width: 6, height: 4)
    grid.drawBox(grid.area, glyphs: .unicode, style: .plain)
    grid.drawSeparator(in: grid.area, y: 2, glyphs: .unicode, style: .plain)
    grid.drawSeparator(in: grid.area, y: 3, glyphs: .unicode, style: .plain)  // on the frame
    #expect(grid.rows() == ["╭────╮", "│    │", "├────┤", "╰────╯"])
  }

  @Test func boxStyleAppearsInTheLegend() {
    var grid = Grid(width: 8, height: 3)
    let frame = CellStyle.plain.with(fg: .cyan)
    grid.drawBox(grid.area, glyphs: .ascii, style: frame, title: "A", titleStyle: frame.bold())
    #expect(
      grid.snapshot(header: "# size 8x3") == """
        # size 8x3
        +- A --+
        |      |
        +------+
        --- styles
        aabbbaaa
        a......a
        aaaaaaaa
        a = fg=cyan
        b = fg=cyan bold

        """)
  }

  @Test(arguments: [GlyphSet.unicode, GlyphSet.ascii])
  func framesAndShadesAreSingleWidth(glyphs: GlyphSet) {
    for glyph in glyphs.allGlyphs.prefix(18) {
      #expect(CharacterWidth.columns(glyph) == 1, "\(glyph)")
    }
    if glyphs == .unicode {
      for glyph in glyphs.allGlyphs {
        #expect(CharacterWidth.columns(glyph) == 1, "\(glyph)")
      }
    } else {
      #expect(glyphs.allGlyphs.allSatisfy { $0.allSatisfy(\.isASCII) })
    }
  }
}
