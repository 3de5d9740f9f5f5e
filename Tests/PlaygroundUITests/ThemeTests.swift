import BundledScenes
import CellGrid
import Foundation
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Both themes read on their background: every visible character drawn on the
/// terminal's own background contrasts with it, in 256 colours and true colour (the palette's
/// exact values) and in 16 colours (the nearest basic colour the curses backend picks).
/// The device's surfaces are left out: they show the simulated app's own colours, unreadable
/// ones included, on purpose.
@Suite struct ThemeTests {
  typealias RGB = (r: Int, g: Int, b: Int)

  /// WCAG 2 contrast ratio, 1…21.
  static func contrast(_ a: RGB, _ b: RGB) -> Double {
    func channel(_ value: Int) -> Double {
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    func luminance(_ c: RGB) -> Double { 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b) }
    let (l1, l2) = (luminance(a), luminance(b))
    return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
  }

  /// The screens whose colours the theme picks: the playground, the help, a lesson, the why panel.
  static func screens(_ background: TerminalBackground) -> [(String, Grid)] {
    let options = UIOptions(background: background)
    var help = defaultApp(options)
    help.press("?")
    let entry = BundledScenes.named("nav-bar-decides")!
    var lesson = PlaygroundApp(scene: try! SceneLoader.load(text: entry.text, fileName: entry.fileName), options: options)
    lesson.press("enter")
    var why = defaultApp(options)
    why.press("w")
    return [
      ("playground", defaultApp(options).render(width: 120, height: 40)),
      ("help", help.render(width: 120, height: 40)),
      ("lesson", lesson.render(width: 120, height: 40)),
      ("why", why.render(width: 120, height: 40)),
    ]
  }

  /// Characters drawn on the terminal's background, with their foreground and attributes.
  static func cellsOnTheTerminalBackground(_ grid: Grid) -> [(x: Int, y: Int, style: CellStyle)] {
    var cells: [(Int, Int, CellStyle)] = []
    for y in 0..<grid.height {
      for x in 0..<grid.width {
        let cell = grid[x, y]
        guard !cell.isContinuation, cell.character != " ", cell.style.background == .default, !cell.style.reverse,
          !cell.style.dim
        else { continue }
        cells.append((x, y, cell.style))
      }
    }
    return cells
  }

  @Test(arguments: TerminalBackground.allCases)
  func everyCharacterOnTheBackgroundReadsIn256ColoursAndTrueColour(background: TerminalBackground) {
    for (name, grid) in Self.screens(background) {
      var worst: (ratio: Double, where: String) = (21, "")
      for (x, y, style) in Self.cellsOnTheTerminalBackground(grid) {
        let fg = style.foreground.rgbValue ?? background.assumedForegroundRGB
        let ratio = Self.contrast(fg, background.assumedRGB)
        if ratio < worst.ratio { worst = (ratio, "\(x),\(y) \(style.foreground)") }
      }
      #expect(worst.ratio >= 3, "\(background) theme, \(name): \(worst.where) has contrast \(worst.ratio) on the background")
    }
  }

  /// In 16 colours the backend keeps ANSI colours and maps the rest to the nearest of the 8
  /// basic ones; the terminal's palette suits its own background, so what matters is that no
  /// text lands on the background's own colour (black on dark, white on light).
  @Test(arguments: TerminalBackground.allCases)
  func noCharacterOnTheBackgroundVanishesIn16Colours(background: TerminalBackground) {
    let invisible: Set<UInt8> = background == .dark ? [0] : [7, 15]
    for (name, grid) in Self.screens(background) {
      for (x, y, style) in Self.cellsOnTheTerminalBackground(grid) {
        let index: UInt8
        switch style.foreground {
        case .default: continue
        case .ansi(let n): index = n
        case .indexed: index = style.foreground.nearestANSI8()
        }
        #expect(!invisible.contains(index), "\(background) theme, \(name): \(x),\(y) \(style.foreground) becomes ANSI \(index)")
        if invisible.contains(index) { return }
      }
    }
  }

  /// The theme's own coloured bars (title, badges, selection) read in both colour depths.
  @Test func rolesWithTheirOwnBackgroundReadIn256And16Colours() {
    let theme = Theme(color: true, background: .light)
    for role in Role.allCases {
      let style = theme.style(role)
      guard style.background != .default, style.foreground != .default else { continue }
      let (fg, bg) = (style.foreground.rgbValue!, style.background.rgbValue!)
      #expect(Self.contrast(fg, bg) >= 4.5, "\(role) in 256 colours: \(style)")
      // 16 colours: ANSI colours stay, the rest become the nearest basic colour (xterm's values).
      func basic(_ colour: TerminalColor) -> RGB {
        if case .ansi = colour { return colour.rgbValue! }
        return TerminalColor.ansi(colour.nearestANSI8()).rgbValue!
      }
      #expect(Self.contrast(basic(style.foreground), basic(style.background)) >= 3, "\(role) in 16 colours: \(style)")
    }
  }

  @Test func theLightThemeChangesOnlyForegroundsOnTheBackground() {
    let dark = Theme(color: true, background: .dark)
    let light = Theme(color: true, background: .light)
    for role in Role.allCases {
      let (d, l) = (dark.style(role), light.style(role))
      // Styles with their own background are the same in both themes.
      if d.background != .default { #expect(d == l, "\(role)") }
      #expect(d.bold == l.bold && d.dim == l.dim && d.reverse == l.reverse && d.underline == l.underline, "\(role)")
    }
    #expect(dark.style(.key) != light.style(.key))
    #expect(dark.bezel != light.bezel)
  }

  /// Without colour, a surface unlike the terminal is reversed: on a light terminal a white
  /// view is plain and a black one reversed, the opposite of a dark terminal.
  @Test func withoutColourTheSurfaceUnlikeTheTerminalIsReversed() {
    let dark = Theme(color: false, background: .dark)
    let light = Theme(color: false, background: .light)
    #expect(dark.surface(.white).reverse && !dark.surface(.black).reverse)
    #expect(!light.surface(.white).reverse && light.surface(.black).reverse)
  }
}
