import ArgumentParser
import CellGrid
import CursesTerminal
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the interactive playground (the default command).",
    discussion: """
      Keys are listed in the footer; press ? for all of them.
      Examples:
        sbplay
        sbplay nav-bar-decides
        sbplay nav-bar-decides --predict
        sbplay Scenes/in-call-bar.yaml --record session.txt
        sbplay --replay session.txt
        sbplay --theme light
      """)

  @OptionGroup var source: SceneArguments

  @Option(help: "Write every key pressed (and the action it ran) to FILE when the session ends.")
  var record: String?

  @Option(help: "Replay a recorded session (key lines or action lines) before handing over the keyboard.")
  var replay: String?

  @Flag(help: "Use ASCII instead of box-drawing characters.")
  var ascii = false

  @Flag(name: .customLong("no-color"), help: "No colours (also when NO_COLOR is set).")
  var noColor = false

  @Flag(name: .customLong("present"), help: "Presenter mode: larger device, slower animations, keys shown.")
  var presenter = false

  @Flag(
    name: .customLong("no-mouse"),
    help: "Leave the mouse to the terminal (no clicks or wheel; every action has a key).")
  var noMouse = false

  @Flag(help: "Run the scene's lesson in predict mode: guess each step's result before it runs.")
  var predict = false

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    var terminal = TerminalOptions.detect(
      environment: ProcessInfo.processInfo.environment, forceASCII: ascii, forceNoColor: noColor)
    terminal.mouse = !noMouse
    let scene = try source.loadScene()
    // Asked only when colours are on and no theme is named: the query costs a round trip.
    let background = try themeOption.background(query: {
      terminal.colors ? BackgroundDetection.queryTerminal() : nil
    })
    let environment = ProcessInfo.processInfo.environment
    let services = PlaygroundServices(
      progress: FileProgressStore.standard(environment: environment) ?? SessionOnlyProgressStore(),
      files: FileSceneStore())
    var app = PlaygroundApp(
      scene: scene, options: UIOptions(glyphs: terminal.glyphs, color: terminal.colors, presenter: presenter, background: background),
      services: services, predict: predict)
    for (index, line) in source.actions.enumerated() {
      do {
        try app.perform(action: line)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    if let replay {
      guard let text = try? String(contentsOfFile: replay, encoding: .utf8) else {
        throw CLIError(description: "sbplay: cannot read the replay file \(replay)")
      }
      let errors = app.replay(lines: text.components(separatedBy: "\n"))
      if let first = errors.first { throw CLIError(description: "sbplay: \(replay): \(first)") }
    }
    let status: Int32
    do {
      status = try runInTerminal(&app, options: terminal)
    } catch {
      throw CLIError(description: error.description)
    }
    if let record {
      let text = app.recordedLines.joined(separator: "\n") + "\n"
      do {
        try text.write(toFile: record, atomically: true, encoding: .utf8)
      } catch {
        throw CLIError(description: "sbplay: cannot write the recording to \(record): \(error.localizedDescription)")
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}
