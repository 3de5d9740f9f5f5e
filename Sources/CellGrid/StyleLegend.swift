/// The styles of a grid as text, so golden tests catch colour and attribute regressions.
///
/// Each cell becomes one letter: `.` for ``CellStyle/plain``, and `a`, `b`, `c`, ... (then
/// `A`-`Z`, `0`-`9`) for the other styles in order of first appearance, reading row by row.
/// Continuation cells show their wide character's letter. Styles beyond those 62 share `*`.
/// The legend after the rows names each letter's style:
///
/// ```
/// --- styles
/// aaaa....
/// .bbbb...
/// a = fg=cyan bold
/// b = fg=black bg=yellow
/// ```
public struct StyleLegend: Equatable, Sendable {
  /// One string per grid row, one letter per cell (not trimmed).
  public let rows: [String]
  /// The letters in use (other than `.`) and their styles, in letter order.
  public let entries: [Entry]
  /// True when the grid has more than 62 styles and some share the letter `*`.
  public let hasOverflow: Bool

  /// One line of the legend.
  public struct Entry: Equatable, Sendable {
    public let letter: Character
    public let style: CellStyle
  }

  static let letters: [Character] = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  /// Builds the legend of a grid.
  public init(_ grid: Grid) {
    var assigned: [CellStyle: Character] = [.plain: "."]
    var entries: [Entry] = []
    var rows: [String] = []
    var hasOverflow = false
    for y in 0..<grid.height {
      var row = ""
      for x in 0..<grid.width {
        let style = grid[x, y].style
        if let letter = assigned[style] {
          row.append(letter)
          continue
        }
        if entries.count < Self.letters.count {
          let letter = Self.letters[entries.count]
          entries.append(Entry(letter: letter, style: style))
          assigned[style] = letter
        } else {
          assigned[style] = "*"
          hasOverflow = true
        }
        row.append(assigned[style] ?? "*")
      }
      rows.append(row)
    }
    self.rows = rows
    self.entries = entries
    self.hasOverflow = hasOverflow
  }

  /// The style a letter stands for (`.` is plain; `nil` for unknown letters or `*`).
  public func style(for letter: Character) -> CellStyle? {
    if letter == "." { return .plain }
    return entries.first { $0.letter == letter }?.style
  }
}

extension StyleLegend: CustomStringConvertible {
  /// `--- styles`, the letter rows, then `letter = style` lines; ends with a newline.
  public var description: String {
    var out = "--- styles\n"
    for row in rows { out += row + "\n" }
    for entry in entries { out += "\(entry.letter) = \(entry.style)\n" }
    if hasOverflow { out += "* = other styles\n" }
    return out
  }
}
