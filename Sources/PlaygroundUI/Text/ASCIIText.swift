import CellGrid

/// Plain-ASCII spellings for the Unicode the core's texts use (arrows, ellipses, quotes), for
/// terminals whose locale is not UTF-8, where any other character would show as a blank.
enum ASCIIText {
  static let replacements: [Character: String] = [
    "→": "->", "←": "<-", "⇒": "=>", "↑": "^", "↓": "v", "…": "...", "·": "|", "—": "-", "–": "-",
    "‘": "'", "’": "'", "“": "\"", "”": "\"", "×": "x", "≥": ">=", "≤": "<=", "≠": "!=", "•": "*",
    "◆": "*", "⚠": "!", "✗": "x", "✓": "v", "›": ">", "‹": "<", "▸": ">", "é": "e", "è": "e",
  ]

  /// The text with known symbols spelled in ASCII and anything else non-ASCII as `?`.
  static func convert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !$0.isASCII }) else { return text }
    var result = ""
    for character in text {
      if character.isASCII {
        result.append(character)
      } else if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append("?")
      }
    }
    return result
  }

  /// Replaces every non-ASCII cell of a grid (names in the device, user input) with its first
  /// ASCII character, keeping the style: a safety net after drawing.
  static func sanitize(_ grid: inout Grid) {
    for y in 0..<grid.height {
      for x in 0..<grid.width {
        let cell = grid[x, y]
        guard !cell.isContinuation, !cell.character.isASCII else { continue }
        let replacement = convert(String(cell.character)).first ?? "?"
        grid[x, y] = Cell(character: replacement, style: cell.style)
      }
    }
  }
}
