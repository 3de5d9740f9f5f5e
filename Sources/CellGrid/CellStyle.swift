/// How one cell looks: colours plus the attributes that survive `NO_COLOR`.
///
/// Styles are values built fluently from ``plain``:
/// ```swift
/// let title = CellStyle.plain.with(fg: .cyan).bold()
/// ```
public struct CellStyle: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var bold: Bool
  public var dim: Bool
  public var reverse: Bool
  public var underline: Bool

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// Default colours, no attributes.
  public static let plain = CellStyle()

  /// The style of a ``packedValue``.
  public init(packedValue value: Int) {
    foreground = TerminalColor(packed: UInt16(truncatingIfNeeded: value))
    background = TerminalColor(packed: UInt16(truncatingIfNeeded: value >> 16))
    bold = value & 1 << 32 != 0
    dim = value & 1 << 33 != 0
    reverse = value & 1 << 34 != 0
    underline = value & 1 << 35 != 0
  }

  /// The style as one number (colours and attributes), for tables keyed by style: an Int key
  /// costs the Swift runtime no conformance lookup the first time, a struct key does.
  public var packedValue: Int {
    Int(foreground.packed) | Int(background.packed) << 16 | (bold ? 1 << 32 : 0)
      | (dim ? 1 << 33 : 0) | (reverse ? 1 << 34 : 0) | (underline ? 1 << 35 : 0)
  }

  /// Styles compare as two packed colours and four flags (every cell of a frame is compared).
  @inline(__always)
  public static func == (lhs: CellStyle, rhs: CellStyle) -> Bool {
    lhs.foreground.packed == rhs.foreground.packed && lhs.background.packed == rhs.background.packed
      && lhs.bold == rhs.bold && lhs.dim == rhs.dim && lhs.reverse == rhs.reverse
      && lhs.underline == rhs.underline
  }

  /// A copy with the given colours replaced; `nil` keeps the current colour.
  public func with(fg: TerminalColor? = nil, bg: TerminalColor? = nil) -> CellStyle {
    var copy = self
    if let fg { copy.foreground = fg }
    if let bg { copy.background = bg }
    return copy
  }

  /// A copy with bold switched on (or off).
  public func bold(_ on: Bool = true) -> CellStyle {
    var copy = self
    copy.bold = on
    return copy
  }

  /// A copy with dim switched on (or off).
  public func dim(_ on: Bool = true) -> CellStyle {
    var copy = self
    copy.dim = on
    return copy
  }

  /// A copy with reverse video switched on (or off).
  public func reverse(_ on: Bool = true) -> CellStyle {
    var copy = self
    copy.reverse = on
    return copy
  }

  /// A copy with underline switched on (or off).
  public func underline(_ on: Bool = true) -> CellStyle {
    var copy = self
    copy.underline = on
    return copy
  }

  /// The same attributes without colours: what a `NO_COLOR` terminal shows.
  public var withoutColors: CellStyle {
    var copy = self
    copy.foreground = .default
    copy.background = .default
    return copy
  }
}

extension CellStyle: CustomStringConvertible {
  /// A stable, compact form such as `plain` or `fg=cyan bg=indexed(236) bold reverse`.
  public var description: String {
    var parts: [String] = []
    if foreground != .default { parts.append("fg=\(foreground)") }
    if background != .default { parts.append("bg=\(background)") }
    if bold { parts.append("bold") }
    if dim { parts.append("dim") }
    if reverse { parts.append("reverse") }
    if underline { parts.append("underline") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }
}
