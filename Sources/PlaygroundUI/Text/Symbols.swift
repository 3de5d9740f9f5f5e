import CellGrid

/// The playground's own symbols on top of a `GlyphSet`: all one column wide, with ASCII
/// spellings, so nothing depends on the font or the locale.
struct Symbols: Sendable {
  /// Marks the controller that decides a lane.
  var decider: String
  var signal: String
  var battery: String
  var back: String
  var warning: String
  var error: String
  var ok: String
  var pointer: String
  var arrowLeft: String
  var arrowUp: String
  var arrowDown: String
  var ellipsis: String
  /// The notch and the Dynamic Island when colour is on (a solid block) and off (a shade).
  var solid: Character
  var shade: Character
  var homeIndicator: Character
  var separator: String
  /// A call in the Dynamic Island.
  var callMark: String

  init(_ glyphs: GlyphSet) {
    let ascii = glyphs.name == "ascii"
    decider = ascii ? "*" : "◆"
    signal = ascii ? "|||" : "▂▄▆█"
    battery = ascii ? "[==]" : "[██]"
    back = ascii ? "<" : "‹"
    warning = ascii ? "!" : "⚠"
    error = ascii ? "x" : "✗"
    ok = ascii ? ">" : "›"
    pointer = glyphs.pointer
    arrowLeft = glyphs.arrowLeft
    arrowUp = glyphs.arrowUp
    arrowDown = glyphs.arrowDown
    ellipsis = glyphs.ellipsis
    solid = glyphs.fullBlock
    callMark = ascii ? "*" : "●"
    shade = ascii ? "#" : glyphs.shadeMedium
    homeIndicator = glyphs.heavyHorizontal
    separator = ascii ? "|" : "·"
  }
}
