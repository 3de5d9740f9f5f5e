import Testing

@testable import CellGrid

@Suite struct CharacterWidthTests {
  @Test(
    arguments: [
      ("a", 1), ("é", 1), ("e\u{301}", 1), ("─", 1), ("╭", 1), ("•", 1), ("→", 1), ("✓", 1),
      ("中", 2), ("한", 2), ("ア", 2), ("Ａ", 2), ("😀", 2), ("✅", 2), ("🇫🇷", 2), ("👍🏽", 2),
      ("❤\u{FE0F}", 2), ("1\u{FE0F}\u{20E3}", 2), ("❤", 1),
      ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{7}", 0), ("\u{85}", 0),
    ] as [(Character, Int)])
  func widths(character: Character, expected: Int) {
    #expect(CharacterWidth.of(character) == expected, "\(character.unicodeScalars.map(\.value))")
  }

  /// A ZWJ sequence is measured as it is drawn (its parts, without the joiner), so a
  /// name with one never shifts the rest of the row.
  @Test func zwjSequencesAreMeasuredAsDrawn() {
    for text in ["👩\u{200D}💻 dev", "a\u{200D}b|", "👨\u{200D}👩\u{200D}👧 x", "❤\u{FE0F}\u{200D}🔥"] {
      var grid = Grid(width: 20, height: 1)
      let written = grid.put(text, x: 0, y: 0, style: CellStyle())
      #expect(written == CharacterWidth.columns(text), "\(text)")
      #expect(!grid.text().unicodeScalars.contains("\u{200D}"))
    }
    #expect(CharacterWidth.columns("👩\u{200D}💻") == 4)
  }

  @Test func columnsOfAString() {
    #expect(CharacterWidth.columns("ab中c") == 5)
    #expect(CharacterWidth.columns("") == 0)
  }

  @Test func truncateFitsTheWidth() {
    #expect(CharacterWidth.truncate("hello", toColumns: 10) == "hello")
    #expect(CharacterWidth.truncate("hello", toColumns: 5) == "hello")
    #expect(CharacterWidth.truncate("hello", toColumns: 4) == "hel…")
    #expect(CharacterWidth.truncate("中文字", toColumns: 4) == "中…")
    #expect(CharacterWidth.truncate("hello", toColumns: 2, ellipsis: "...") == "he")
    #expect(CharacterWidth.truncate("hello", toColumns: 0) == "")
    #expect(CharacterWidth.truncate("hello", toColumns: -3) == "")
  }
}

@Suite struct CharacterWidthFastPathTests {
  /// The fast paths must agree with the grapheme-by-grapheme rules.
  @Test(arguments: [
    "plain ASCII", "→ ⇒ ◆ … ╭─╮", "e\u{301}clair", "中文 text", "⚠️ warning", "🇫🇷 flag", "한국어", "a\u{200B}b", "tab\tchar",
  ])
  func columnsMatchesTheSlowPath(text: String) {
    var slow = 0
    for character in text { slow += CharacterWidth.of(character) }
    #expect(CharacterWidth.columns(text) == slow)
  }

  @Test func packedCellsRoundTripTheirCharacters() {
    for character: Character in ["a", "→", "中", "⚠️", "🇫🇷", "e\u{301}"] {
      let cell = Cell(character: character)
      #expect(cell.character == character)
      #expect(cell.width == CharacterWidth.of(character))
    }
    #expect(Cell(character: "👩‍👩‍👧‍👦").character == "?")
  }
}

@Suite struct FillFastPathTests {
  /// The row fast path gives the same grid as writing cell by cell.
  @Test func fillOverWideCharactersMatchesCellByCellWrites() {
    for (x, width) in [(0, 6), (1, 3), (2, 2), (3, 4), (0, 1), (5, 3)] {
      var fast = Grid(width: 8, height: 2)
      fast.put("中文中文", x: 0, y: 0, style: .plain)
      fast.put("ab中cd", x: 0, y: 1, style: .plain)
      var slow = fast
      fast.fill(Area(x: x, y: 0, width: width, height: 2), character: "░", style: .plain)
      for y in 0..<2 {
        for column in x..<min(8, x + width) { slow.write(Cell(character: "░"), x: column, y: y) }
      }
      #expect(fast == slow, "fill at x \(x) width \(width):\n\(fast.text())\nvs\n\(slow.text())")
    }
  }
}

/// A terminal backend writes a cell's packed UTF-8 as it is and tells control characters by
/// their bytes (no scalar decoding per cell): for every scalar below U+3000, alone and after a
/// letter, and for the separators, the byte test must say what the scalar rules say.
@Suite struct CellControlBytesTests {
  @Test func theByteTestAgreesWithTheScalarRules() {
    var wrong: [String] = []
    var scalars = (UInt32(0)..<0x3000).compactMap(Unicode.Scalar.init)
    scalars += ["\u{2028}", "\u{2029}", "\u{FEFF}", "\u{1F600}"]
    for scalar in scalars {
      for text in [String(scalar), "e" + String(scalar)] {
        for character in text {
          let cell = Cell(character: character)
          let bytes = (0..<cell.utf8Count).map(cell.utf8Byte)
          #expect(bytes == Array(String(character).utf8) || String(character).utf8.count > 15)
          let rules = character.unicodeScalars.contains(where: CharacterWidth.isControl)
          if cell.holdsControlCharacter != rules && String(character).utf8.count <= 15 {
            wrong.append("U+\(String(scalar.value, radix: 16)) in \(text.unicodeScalars.map { $0.value })")
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
  }
}
