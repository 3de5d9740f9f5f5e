import CellGrid

/// One entry of the key map (bubbletea's `key.Binding`): the keys, what they do, and how help
/// shows them. Dispatch, the footer, the `?` overlay and the table of docs/keys.md all read these.
struct KeyBinding: Sendable {
  var keys: [Key]
  var command: Command
  var help: String
  var group: String
  var context: KeyContext
  /// The label in the footer, when the binding is one of the footer's keys.
  var footer: String?
  /// Shown instead of the keys when they cannot be listed (typing text).
  var displayOverride: String?

  init(
    _ keys: [Key], _ command: Command, _ help: String, group: String, context: KeyContext = .main,
    footer: String? = nil, display: String? = nil
  ) {
    self.keys = keys
    self.command = command
    self.help = help
    self.group = group
    self.context = context
    self.footer = footer
    self.displayOverride = display
  }

  /// The keys as help shows them: `↑/k`, `P/backspace`, `ctrl+r`.
  func display(_ glyphs: GlyphSet) -> String {
    if let displayOverride { return displayOverride }
    return keys.map { Self.name(of: $0, glyphs) }.joined(separator: "/")
  }

  /// The first key only, for the footer; ↑ stands for ↑↓ (the down key of a pair has no footer
  /// entry of its own, and "↑ scroll" read as up only).
  func shortDisplay(_ glyphs: GlyphSet) -> String {
    if let displayOverride { return displayOverride }
    if keys.first == .up {
      return glyphs.name == "ascii" ? "up/down" : glyphs.arrowUp + glyphs.arrowDown
    }
    return keys.first.map { Self.name(of: $0, glyphs) } ?? ""
  }

  static func name(of key: Key, _ glyphs: GlyphSet) -> String {
    let ascii = glyphs.name == "ascii"
    switch key {
    case .up: return ascii ? "up" : glyphs.arrowUp
    case .down: return ascii ? "down" : glyphs.arrowDown
    case .left: return ascii ? "left" : glyphs.arrowLeft
    case .right: return ascii ? "right" : glyphs.arrowRight
    default: return key.description
    }
  }
}
