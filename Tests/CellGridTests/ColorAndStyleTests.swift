import Testing

@testable import CellGrid

@Suite struct ColorAndStyleTests {
  @Test func rgbPicksTheCubeForPrimaries() {
    #expect(TerminalColor.rgb(255, 0, 0) == .indexed(196))
    #expect(TerminalColor.rgb(0, 255, 0) == .indexed(46))
    #expect(TerminalColor.rgb(0, 0, 255) == .indexed(21))
    #expect(TerminalColor.rgb(255, 255, 255) == .indexed(231))
    #expect(TerminalColor.rgb(0, 0, 0) == .indexed(16))
    #expect(TerminalColor.rgb(255, 135, 0) == .indexed(208))  // xterm orange
    #expect(TerminalColor.rgb(0, 122, 255) == .indexed(33))  // iOS system blue
  }

  @Test func rgbPicksTheGreyRampForGreys() {
    #expect(TerminalColor.rgb(128, 128, 128) == .indexed(244))
    #expect(TerminalColor.rgb(30, 30, 30) == .indexed(234))
    #expect(TerminalColor.rgb(238, 238, 238) == .indexed(255))
    #expect(TerminalColor.rgb(10, 10, 10) == .indexed(232))
  }

  @Test func rgbValueInvertsIndexedColours() {
    for index in 16...255 {
      let color = TerminalColor.indexed(UInt8(index))
      guard let (r, g, b) = color.rgbValue else {
        Issue.record("no rgb for \(index)")
        continue
      }
      #expect(TerminalColor.rgb(UInt8(r), UInt8(g), UInt8(b)) == color, "\(index)")
    }
  }

  @Test func nearestANSI8KeepsHueAndBrightness() {
    #expect(TerminalColor.brightRed.nearestANSI8() == 1)
    #expect(TerminalColor.cyan.nearestANSI8() == 6)
    #expect(TerminalColor.brightBlack.nearestANSI8() == 0)
    #expect(TerminalColor.rgb(255, 0, 0).nearestANSI8() == 1)
    #expect(TerminalColor.rgb(255, 175, 0).nearestANSI8() == 3)
    #expect(TerminalColor.rgb(0, 122, 255).nearestANSI8() == 4)
    #expect(TerminalColor.rgb(0, 95, 135).nearestANSI8() == 6)
    #expect(TerminalColor.rgb(95, 0, 95).nearestANSI8() == 5)
    #expect(TerminalColor.rgb(240, 240, 240).nearestANSI8() == 7)
    #expect(TerminalColor.rgb(30, 30, 30).nearestANSI8() == 0)
    #expect(TerminalColor.default.nearestANSI8() == 7)
  }

  @Test func namedColoursAreTheANSIIndices() {
    let named: [TerminalColor] = [
      .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .brightBlack, .brightRed,
      .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
    #expect(named == (0...15).map { TerminalColor.ansi(UInt8($0)) })
    #expect(named.map(\.description).last == "brightWhite")
    #expect(TerminalColor.indexed(208).description == "indexed(208)")
  }

  @Test func fluentStyleHelpers() {
    let style = CellStyle.plain.with(fg: .cyan).bold().underline()
    #expect(style.foreground == .cyan)
    #expect(style.background == .default)
    #expect(style.bold && style.underline && !style.dim && !style.reverse)
    #expect(style.with(bg: .black).foreground == .cyan)
    #expect(style.bold(false).bold == false)
    #expect(style.description == "fg=cyan bold underline")
    #expect(CellStyle.plain.description == "plain")
    #expect(style.withoutColors == CellStyle.plain.bold().underline())
  }

  @Test func legendAssignsLettersInOrderOfAppearance() {
    var grid = Grid(width: 4, height: 2)
    grid.put("ab", x: 2, y: 0, style: .plain.reverse())
    grid.put("c", x: 0, y: 1, style: .plain.with(fg: .red))
    grid.put("d", x: 3, y: 1, style: .plain.reverse())
    let legend = StyleLegend(grid)
    #expect(legend.rows == ["..aa", "b..a"])
    #expect(legend.style(for: "b") == .plain.with(fg: .red))
    #expect(legend.style(for: ".") == .plain)
    #expect(legend.style(for: "z") == nil)
    #expect(grid.styleLegend() == "--- styles\n..aa\nb..a\na = reverse\nb = fg=red\n")
  }

  @Test func legendOverflowSharesAStar() {
    var grid = Grid(width: 70, height: 1)
    for x in 0..<70 {
      grid.put("x", x: x, y: 0, style: .plain.with(fg: .indexed(UInt8(x + 16))))
    }
    let legend = StyleLegend(grid)
    #expect(legend.entries.count == 62)
    #expect(legend.rows[0].hasSuffix("9********"))
    #expect(legend.description.hasSuffix("* = other styles\n"))
  }
}

/// A cell is three words with no padding, so frames compare as memory, and its style packs
/// into one of them and back unchanged (the output path compares every cell).
@Suite struct PackedCellTests {
  @Test func aCellIsThreeWordsWithoutPadding() {
    #expect(MemoryLayout<Cell>.size == 24)
    #expect(MemoryLayout<Cell>.stride == 24)
  }

  @Test func everyStyleSurvivesPacking() {
    let colors: [TerminalColor] = [.default] + (0...15).map { .ansi($0) } + [0, 16, 25, 231, 233, 254, 255].map { .indexed($0) }
    for fg in colors {
      for bg in colors {
        for flags in 0..<16 {
          let style = CellStyle(
            foreground: fg, background: bg, bold: flags & 1 != 0, dim: flags & 2 != 0, reverse: flags & 4 != 0,
            underline: flags & 8 != 0)
          #expect(CellStyle(packedValue: style.packedValue) == style)
          let cell = Cell(character: "é", style: style, isContinuation: flags & 1 != 0)
          #expect(cell.style == style)
          #expect(cell.packedStyle == style.packedValue)
          #expect(cell.isContinuation == (flags & 1 != 0))
          #expect(cell.character == "é")
        }
      }
    }
  }

  @Test func changingOnePartKeepsTheOthers() {
    var cell = Cell(character: "中", style: CellStyle.plain.with(fg: .red).bold())
    cell.isContinuation = true
    #expect(cell.character == "中" && cell.style == CellStyle.plain.with(fg: .red).bold())
    cell.style = CellStyle.plain.underline()
    #expect(cell.character == "中" && cell.isContinuation && cell.style.underline && !cell.style.bold)
    cell.character = "a"
    #expect(cell.width == 0)  // still a continuation
    cell.isContinuation = false
    #expect(cell.width == 1 && cell.style == CellStyle.plain.underline())
  }
}

/// The 256-colour cube's nearest level is worked out, not searched (it runs on every frame):
/// it must pick what the search picks, the lower level on a tie, for every channel value.
@Suite struct CubeLevelTests {
  @Test func workedOutLevelMatchesTheSearchForEveryValue() {
    let levels = [0, 95, 135, 175, 215, 255]
    for value in 0...255 {
      var best = 0
      for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) {
        best = index
      }
      #expect(TerminalColor.nearestCubeLevel(value) == best, "value \(value)")
    }
  }
}
