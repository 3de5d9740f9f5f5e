import ArgumentParser
import CellGrid
import Foundation
import PlaygroundUI
import SceneFile

struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print the screen the playground would draw, as plain text.",
    discussion: """
      The same drawing code as the TUI, with no terminal: for slides, docs and bug reports.
      Examples:
        sbplay render nav-bar-decides --size 100x30
        sbplay render --do "inCall on" --size 120x40 --ascii
        sbplay render nav-bar-decides --theme light --styles
        sbplay render nav-bar-decides --format svg > slide.svg
        sbplay render --device-only --format svg --theme light > device.svg
      """)

  @OptionGroup var source: SceneArguments

  @Option(help: "The screen size, COLSxROWS.")
  var size = "120x40"

  @Flag(help: "Use ASCII instead of box-drawing characters.")
  var ascii = false

  @Flag(help: "Also print the styles legend (one letter per cell) after the text.")
  var styles = false

  @Option(help: "text (the default) or svg: a picture with the theme's real colours.")
  var format: RenderFormat = .text

  @Flag(help: "Only the device and its caption, not the whole screen.")
  var deviceOnly = false

  @Flag(name: .customLong("present"), help: "Presenter mode's screen (larger device, narration).")
  var presenter = false

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
      throw CLIError(description: "sbplay render: --size must be COLSxROWS between 1x1 and 1000x1000, e.g. 120x40, not `\(size)`")
    }
    let scene = try source.loadScene()
    let options = UIOptions(
      glyphs: ascii ? .ascii : .unicode, color: true, presenter: presenter,
      background: try themeOption.background())
    var app = PlaygroundApp(scene: scene, options: options)
    for (index, line) in source.actions.enumerated() {
      do {
        try app.perform(action: line)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    app.finishAnimation()
    let grid = app.render(width: parts[0], height: parts[1])
    var crop: Area?
    if deviceOnly {
      guard let area = app.deviceArea(width: parts[0], height: parts[1]) else {
        throw CLIError(description: "sbplay render: --device-only: no device fits in \(size)")
      }
      crop = area
    }
    switch format {
    case .svg:
      Console.out(grid.svg(background: app.background, crop: crop), terminator: "")
    case .text:
      let shown = crop.map { grid.cropped(to: $0) } ?? grid
      Console.out(shown.text())
      if styles { Console.out(shown.styleLegend()) }
    }
  }
}

enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
  case text, svg
}
