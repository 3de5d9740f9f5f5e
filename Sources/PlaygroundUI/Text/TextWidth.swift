import CellGrid

/// Column widths with a fast path for ASCII, which is nearly all the playground draws.
enum TextWidth {
  static func columns(_ text: String) -> Int {
    var ascii = true
    for byte in text.utf8 where byte >= 0x80 || byte < 0x20 {
      ascii = false
      break
    }
    return ascii ? text.utf8.count : CharacterWidth.columns(text)
  }

  static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return CharacterWidth.of(character)
  }
}
