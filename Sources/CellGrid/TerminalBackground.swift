/// Whether the terminal draws on a dark or a light background: the themes pick foreground
/// colours that read on it (teachers project light themes).
public enum TerminalBackground: String, CaseIterable, Hashable, Sendable {
  case dark
  case light

  /// The background colour assumed when a cell keeps the terminal's default background.
  public var assumedRGB: (r: Int, g: Int, b: Int) { self == .dark ? (0, 0, 0) : (255, 255, 255) }

  /// The default foreground assumed on it.
  public var assumedForegroundRGB: (r: Int, g: Int, b: Int) {
    self == .dark ? (229, 229, 229) : (0, 0, 0)
  }
}
