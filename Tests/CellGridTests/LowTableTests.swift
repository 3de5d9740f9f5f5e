import Testing

@testable import CellGrid

/// The width table of U+0000 … U+2FFF is data (issue 11: start-up computes none of it); it must
/// say what the full rules say for every scalar.
@Suite struct LowTableTests {
  @Test func everyScalarBelowU3000HasTheWidthTheRulesGive() {
    var wrong: [String] = []
    for value in UInt32(0)..<LowTable.limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let rules = CharacterWidth.slowWidth(of: Character(scalar).unicodeScalars, first: scalar)
      if Int(LowTable.shared.width(value)) != rules {
        wrong.append("U+\(String(value, radix: 16, uppercase: true)): table \(LowTable.shared.width(value)), rules \(rules)")
      }
    }
    #expect(wrong.isEmpty, "regenerate LowTable.exceptions (Sources/CellGrid/LowTableData.swift): \(wrong.prefix(20))")
  }

  @Test func theTableGivesTheWidthsTextIsDrawnWith() {
    #expect(CharacterWidth.columns("│ ▂▄▆█ 9:41 ") == 12)
    #expect(CharacterWidth.columns("e\u{301}") == 1)
    #expect(CharacterWidth.columns("\u{1100}") == 2)
    #expect(CharacterWidth.columns("⌚") == 2)
  }
}
