import Testing

@testable import CellGrid

/// The width table of U+0000 … U+2FFF is data (start-up computes none of it); it must
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

  /// `CharacterWidth.columns` decodes native strings' UTF-8 itself: for every scalar below
  /// U+3000 (one, two and three bytes) and for strings of random ones, the decoder must give
  /// what the table gives scalar by scalar, and hand anything above the table to the full rules.
  @Test func theUTF8DecoderAgreesWithTheTableScalarByScalar() {
    func reference(_ text: String) -> Int? {
      var total = 0
      for scalar in text.unicodeScalars {
        guard scalar.value < LowTable.limit else { return nil }
        total += Int(LowTable.shared.width(scalar.value))
      }
      return total
    }
    func decoded(_ text: String) -> Int? {
      Array(text.utf8).withUnsafeBufferPointer { CharacterWidth.lowColumns(utf8: $0) }
    }
    var wrong: [String] = []
    for value in UInt32(0)..<LowTable.limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      if decoded(text) != reference(text) { wrong.append("U+\(String(value, radix: 16))") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    var generator = SystemRandomNumberGenerator()
    let pools: [ClosedRange<UInt32>] = [0x0...0x7F, 0x80...0x7FF, 0x800...0x2FFF, 0x3000...0xD7FF, 0x1F300...0x1F6FF]
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let pool = pools[Int.random(in: 0..<(Int.random(in: 0...9, using: &generator) == 0 ? 5 : 3), using: &generator)]
        if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) { scalars.append(scalar) }
      }
      let text = String(scalars)
      #expect(decoded(text) == reference(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
