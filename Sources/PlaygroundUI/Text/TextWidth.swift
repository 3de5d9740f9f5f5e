import CellGrid

/// Column widths with a fast path for ASCII, which is nearly all the playground draws.
enum TextWidth {
  static func columns(_ text: String) -> Int {
    // Native strings (small ones too) are contiguous UTF-8: one tight loop over the bytes.
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      for byte in bytes where byte >= 0x80 || byte < 0x20 { return nil }
      return bytes.count
    }
    if let ascii, let count = ascii { return count }
    return CharacterWidth.columns(text)
  }

  static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return CharacterWidth.of(character)
  }
}
