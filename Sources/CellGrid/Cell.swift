/// One terminal cell: a character (a grapheme cluster) and its style.
///
/// A character two columns wide occupies its own cell plus the cell to its right, which is
/// marked `isContinuation` and is never drawn on its own.
public struct Cell: Hashable, Sendable {
  public var character: Character
  public var style: CellStyle
  public var isContinuation: Bool

  public init(character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A space in the plain style.
  public static let blank = Cell()

  /// The columns this cell's character occupies (0 for a continuation cell).
  public var width: Int {
    isContinuation ? 0 : CharacterWidth.of(character)
  }
}
