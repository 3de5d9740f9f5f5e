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

  @Option(help: "Record the session to FILE as it happens: its scene, device, size, keys, clicks and pace.")
  var record: String?

  @Option(
    help: "Replay a recorded session (on its own scene and device) or a script of key and action lines, then hand over the keyboard.")
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
          let (scene, origin) = try source.loadSceneAndOrigin { notes.append($0) }
          return (scene, notes, origin)
        }, source: source, actions: source.actions, record: record, replay: replay, ascii: ascii,
        noColor: noColor, presenter: presenter, predict: predict, theme: themeOption.theme, noMouse: noMouse))
  }

  /// What a playground starts with: the options above, parsed, or their defaults (`sbplay`
  /// with no arguments starts without the argument parser; see SBPlay.main).
  struct Launch {
    /// The scene, what the playground says first about it (a device and version chosen), and
    /// where it came from (for a recording's header).
    var scene: () throws -> (Scene, [String], RecordingHeader.SceneOrigin) = {
      let (scene, origin) = try SceneResolver.loadWithOrigin(nil)
      return (scene, [], origin)
    }
    /// The scene argument, `--device` and `--os` (a replayed recording checks them).
    var source: SceneArguments?
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
    // A recording with a header starts on its own scene, device, iOS version and modes.
    let replayLines = try launch.replay.map { try RecordFile.readReplay($0).components(separatedBy: "\n") }
    var scene: Scene
    var notes: [String]
    var origin: RecordingHeader.SceneOrigin
    var presenter = launch.presenter
    var predict = launch.predict
    if let replay = launch.replay, let lines = replayLines,
      let header = try RecordingStart.header(lines, path: replay, command: "sbplay")
    {
      let start = try RecordingStart.make(header: header, path: replay, source: launch.source, command: "sbplay")
      (scene, notes, origin) = (start.scene, [], header.scene)
      presenter = presenter || header.presenter
      predict = predict || header.predict
    } else {
      (scene, notes, origin) = try launch.scene()
      if let replay = launch.replay, let lines = replayLines {
        notes += RecordingStart.olderRecordingNotes(lines, path: replay)
      }
    }
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
      options: UIOptions(glyphs: terminal.glyphs, color: terminal.colors, presenter: presenter, background: background),
      services: services, predict: predict)
    for note in notes { app.announce(note) }
    if let record = launch.record { try RecordFile.checkWritable(record) }
    // What the session starts from, before any `--do` action or replayed line changes it.
    let header = RecordingHeader(
      scene: origin, device: scene.world.environment.device.name, os: scene.world.environment.os.description,
      presenter: presenter, predict: predict)
    var actionLines: [String] = []
    for (index, line) in launch.actions.enumerated() {
      do {
        try app.perform(action: line)
        // The action's own text form: one line, whatever the argument held.
        actionLines.append((try? ActionParser.parse(line).description) ?? line)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    if let replay = launch.replay, let lines = replayLines {
      let errors = app.replay(lines: lines)
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
    var recording = try RecordingPlayground(
      app: app, path: record, header: header.lines + actionLines)
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
