import ArgumentParser
import CellGrid
import CursesTerminal
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Open the interactive playground (the default command).",
    discussion: """
      Keys are listed in the footer; press ? for all of them.
      Examples:
        sbplay
        sbplay nav-bar-decides
        sbplay nav-bar-decides --predict
        sbplay ~/lessons/my-lesson.yaml --record session.txt
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

  @Flag(
    name: [.customLong("present"), .customLong("presenter")],
    help: "Presenter mode: larger device, slower animations, keys shown (also --presenter).")
  var presenter = false

  @Flag(
    name: .customLong("no-mouse"),
    help: "Leave the mouse to the terminal (no clicks or wheel; every action has a key).")
  var noMouse = false

  @Flag(help: "Run the scene's lesson in predict mode: guess each step's result before it runs.")
  var predict = false

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    try Self.launch(
      Launch(
        scene: {
          var notes: [String] = []
          let scene = try source.loadScene { notes.append($0) }
          return (scene, notes)
        }, actions: source.actions, record: record, replay: replay, ascii: ascii,
        noColor: noColor, presenter: presenter, predict: predict, theme: themeOption.theme, noMouse: noMouse))
  }

  /// What a playground starts with: the options above, parsed, or their defaults (`sbplay`
  /// with no arguments starts without the argument parser; see SBPlay.main).
  struct Launch {
    /// The scene and what the playground says first about it (a device and version chosen).
    var scene: () throws -> (Scene, [String]) = { (try SceneResolver.load(nil), []) }
    var actions: [String] = []
    var record: String?
    var replay: String?
    var ascii = false
    var noColor = false
    var presenter = false
    var predict = false
    var theme: ThemeChoice?
    var noMouse = false
  }

  static func launch(_ launch: Launch) throws {
    let environment = ProcessEnvironment.variables()
    var terminal = TerminalOptions.detect(environment: environment, forceASCII: launch.ascii, forceNoColor: launch.noColor)
    terminal.mouse = !launch.noMouse
    let (scene, notes) = try launch.scene()
    // The first frame is drawn for COLORFGBG (or dark); the terminal is asked once curses owns
    // the input, only when colours are on and no theme is named, and its answer, whenever it
    // comes, repaints in the right theme: start-up never waits for a terminal that is silent.
    let background: TerminalBackground
    do {
      background = try BackgroundDetection.resolve(
        flag: launch.theme, environment: environment, query: { nil })
    } catch {
      throw CLIError(description: error.description)
    }
    terminal.queryBackground =
      terminal.colors && BackgroundDetection.asksTerminal(flag: launch.theme, environment: environment)
    let services = PlaygroundServices(
      progress: FileProgressStore.standard(environment: environment) ?? SessionOnlyProgressStore(),
      files: FileSceneStore())
    var app = PlaygroundApp(
      scene: scene,
      options: UIOptions(glyphs: terminal.glyphs, color: terminal.colors, presenter: launch.presenter, background: background),
      services: services, predict: launch.predict)
    for note in notes { app.announce(note) }
    for (index, line) in launch.actions.enumerated() {
      do {
        try app.perform(action: line)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    if let record = launch.record { try RecordFile.checkWritable(record) }
    if let replay = launch.replay {
      let text = try RecordFile.readReplay(replay)
      let errors = app.replay(lines: text.components(separatedBy: "\n"))
      if let first = errors.first { throw CLIError(description: "sbplay: \(replay): \(first)") }
    }
    guard let record = launch.record else {
      let status: Int32
      do {
        status = try runInTerminal(&app, options: terminal)
      } catch {
        throw CLIError(description: error.description)
      }
      if status != 0 { throw ExitCode(status) }
      return
    }
    var recording = try RecordingPlayground(app: app, path: record)
    let status: Int32
    do {
      status = try runInTerminal(&recording, options: terminal)
    } catch {
      recording.abandon()
      throw CLIError(description: error.description)
    }
    if let failure = recording.finish() {
      throw CLIError(description: "sbplay: the recording to \(record) stopped: \(failure)", code: 1)
    }
    if status != 0 { throw ExitCode(status) }
  }
}
