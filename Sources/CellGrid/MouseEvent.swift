/// A mouse event in screen cells, as the curses backend decodes it. Programs get
/// them through ``TerminalProgram/handleMouse(_:width:height:)`` with the screen's size, so that
/// they can tell what was drawn under the pointer; everything stays reachable by keys.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// The primary button went down (or clicked).
    case press
    case wheelUp
    case wheelDown
  }

  public var kind: Kind
  /// Column and row, 0-based from the top left.
  public var x: Int
  public var y: Int

  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }

  /// `press 10,5`, `wheelDown 3,20`: the form recordings keep as a comment.
  public var description: String { "\(kind.rawValue) \(x),\(y)" }
}

extension TerminalProgram {
  /// Programs with one look ignore the terminal's background.
  public mutating func adoptBackground(_ background: TerminalBackground) {}

  /// Programs without mouse support ignore the mouse.
  public mutating func handleMouse(_ event: MouseEvent, width: Int, height: Int) -> ProgramCommand {
    .continue
  }
}
