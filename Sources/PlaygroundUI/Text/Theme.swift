import CellGrid
import StatusBarCore

/// What a piece of text is, independent of how it looks (roles, never colours, so every theme and
/// NO_COLOR keep each distinction). `Theme` maps each role to a `CellStyle`, with colour or with
/// attributes only.
enum Role: Hashable, Sendable, CaseIterable {
  case plain
  case title
  case badge
  case badgeWarning
  case border
  case panelTitle
  case dim
  case bold
  case heading
  case key
  case focus
  case marker
  case rule
  case why
  case pending
  case error
  case warning
  case event
  case action
  case selected
}

/// Maps roles and simulated colours to cell styles. With `color` off, every distinction is
/// kept with bold, dim, reverse and underline (NO_COLOR), and the text says the rest.
///
/// Two themes: `.dark` for light text on a dark terminal, `.light` for dark text on a light
/// one (a projector). Colours that carry their own background (title, badges, selection) are
/// the same in both; foregrounds on the terminal's background differ. The light theme uses
/// xterm-256 indices (exact in 256 colours and true colour, the nearest of the 8 basic colours
/// in 16): the ANSI yellow, cyan and green of the dark theme fade on white.
struct Theme: Sendable {
  var color: Bool
  var background: TerminalBackground = .dark

  var isLight: Bool { background == .light }

  func style(_ role: Role) -> CellStyle {
    let base = CellStyle.plain
    // Foregrounds on the terminal's own background: dark theme, light theme.
    let blue: TerminalColor = isLight ? .indexed(25) : .cyan
    let amber: TerminalColor = isLight ? .indexed(130) : .yellow
    switch role {
    case .plain: return base
    case .title:
      // Index 25, not 24: in 16 colours 24 became cyan, too light for white text; 25 is blue.
      return color ? base.with(fg: .brightWhite, bg: .indexed(25)).bold() : base.reverse().bold()
    case .badge: return color ? base.with(fg: .black, bg: .cyan) : base.bold()
    case .badgeWarning:
      return color ? base.with(fg: .black, bg: .yellow).bold() : base.bold().underline()
    // Grey on both: ANSI 8 stays grey in 16 colours, where a 256-colour grey becomes white.
    case .border: return color ? base.with(fg: .brightBlack) : base
    case .panelTitle: return color ? base.with(fg: blue).bold() : base.bold()
    case .dim: return base.dim()
    case .bold: return base.bold()
    case .heading: return color ? base.with(fg: blue).bold() : base.bold().underline()
    case .key: return color ? base.with(fg: amber).bold() : base.bold()
    case .focus: return base.reverse()
    case .marker: return color ? base.with(fg: isLight ? .indexed(127) : .magenta).bold() : base.bold()
    case .rule: return color ? base.with(fg: .brightBlack) : base.dim()
    case .why: return color ? base.with(fg: isLight ? .indexed(28) : .green) : base.underline()
    case .pending: return color ? base.with(fg: amber).bold() : base.bold().underline()
    case .error: return color ? base.with(fg: isLight ? .indexed(160) : .brightRed).bold() : base.bold().reverse()
    case .warning: return color ? base.with(fg: amber) : base.bold()
    case .event: return base
    case .action: return color ? base.with(fg: blue).bold() : base.bold()
    case .selected: return color ? base.with(fg: .black, bg: .cyan).bold() : base.reverse().bold()
    }
  }

  /// A surface of the mock device (a view, a bar, the status bar area) painted in a simulated
  /// colour, with text drawn dark or light on it. Without colour, a surface unlike the
  /// terminal's background is drawn in reverse video and one like it plain (the labels beside
  /// the device give the exact colours).
  func surface(_ colour: Color, text: Foreground? = nil) -> CellStyle {
    let light = colour.isLight
    let foreground = text ?? (light ? .dark : .light)
    guard color else {
      var style = CellStyle.plain
      style.reverse = light != isLight
      // Text the same brightness as its surface is unreadable: dim says so without colour.
      style.dim = (foreground == .light) == light
      return style
    }
    let fg: TerminalColor = foreground == .dark ? .rgb(20, 20, 20) : .rgb(255, 255, 255)
    return CellStyle(foreground: fg, background: Self.terminalColor(colour))
  }

  /// The nearest terminal colour, except that a colour which is not white but would become
  /// white (the light bars' #f8f8f8) is drawn light grey, so bars stand out from white views.
  static func terminalColor(_ colour: Color) -> TerminalColor {
    let white = TerminalColor.rgb(255, 255, 255)
    let nearest = TerminalColor.rgb(colour.red, colour.green, colour.blue)
    if nearest == white, colour.red < 255 || colour.green < 255 || colour.blue < 255 {
      return .indexed(254)
    }
    return nearest
  }

  /// A surface with text faded towards the surface by `alpha` (0 = invisible, 1 = full).
  func fadedSurface(_ colour: Color, text: Foreground, alpha: Double) -> CellStyle {
    var style = surface(colour, text: text)
    guard alpha < 1 else { return style }
    if color {
      let target: (Double, Double, Double) = text == .dark ? (20, 20, 20) : (255, 255, 255)
      func mix(_ a: Double, _ b: UInt8) -> UInt8 {
        UInt8(max(0, min(255, (a * alpha + Double(b) * (1 - alpha)).rounded())))
      }
      style.foreground = .rgb(
        mix(target.0, colour.red), mix(target.1, colour.green), mix(target.2, colour.blue))
    } else {
      style.dim = true
    }
    return style
  }

  /// The frame of the mock device: bright on a dark terminal, near black on a light one.
  var bezel: CellStyle {
    color ? CellStyle.plain.with(fg: isLight ? .indexed(236) : .brightWhite).bold() : CellStyle.plain.bold()
  }

  /// The notch, the Dynamic Island and the black around a scaled-back presenter.
  var hardware: CellStyle { color ? CellStyle.plain.with(fg: .black, bg: .black) : .plain }
}
