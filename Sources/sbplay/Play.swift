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

  @Flag(help: "Run the scene's lesson in predict mode: guess each step's result before it runs.")
  var predict = false

  func run() throws {
    let terminal = TerminalOptions.detect(
      environment: ProcessInfo.processInfo.environment, forceASCII: ascii, forceNoColor: noColor)
    let scene = try source.loadScene()
    let environment = ProcessInfo.processInfo.environment
    let services = PlaygroundServices(
      progress: FileProgressStore.standard(environment: environment) ?? SessionOnlyProgressStore(),
      files: FileSceneStore())
    var app = PlaygroundApp(
      scene: scene, options: UIOptions(glyphs: terminal.glyphs, color: terminal.colors, presenter: presenter),
      services: services, predict: predict)
    for (index, line) in source.actions.enumerated() {
      do {
        try app.perform(action: line)
      } catch {
        throw CLIError(description: "sbplay: --do #\(index + 1) `\(line)` was refused: \(error.message)")
      }
    }
    if let record { try RecordFile.checkWritable(record) }
    if let replay {
      let text = try RecordFile.readReplay(replay)
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
        try SceneWriter.writeAtomically(text, to: record, overwrite: false)
      } catch {
        throw CLIError(description: "sbplay: cannot write the recording to \(record): \(error)", code: 1)
      }
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// The files of `--record` and `--replay`.
enum RecordFile {
  /// Largest replay file (1 MiB, like a scene), checked before reading.
  static let maxReplayBytes = 1_048_576
  /// Most lines in a replay file: replaying takes about 0.1 ms a key in a debug build, so this
  /// keeps start-up under a second or two; a recorded session is far shorter.
  static let maxReplayLines = 10_000

  /// Refuses, before the session starts, a recording that could not be written at its end:
  /// an existing file (never overwritten) or a missing directory.
  static func checkWritable(_ path: String) throws {
    var info = stat()
    if lstat(path, &info) == 0 {
      throw CLIError(description: "sbplay: --record \(path) exists: recordings never replace a file; choose another name or remove it")
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard access(directory, W_OK) == 0 else {
      throw CLIError(description: "sbplay: --record \(path): cannot write in \(directory): \(String(cString: strerror(errno)))")
    }
  }

  /// A replay file's text: a regular UTF-8 file of at most ``maxReplayBytes``.
  static func readReplay(_ path: String) throws -> String {
    func fail(_ why: String) -> CLIError { CLIError(description: "sbplay: cannot replay \(path): \(why)") }
    var info = stat()
    guard stat(path, &info) == 0 else { throw fail(String(cString: strerror(errno))) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw fail("not a regular file") }
    guard Int(info.st_size) <= maxReplayBytes else {
      throw fail("the file is \(info.st_size) bytes: replay files are limited to \(maxReplayBytes) bytes (1 MiB)")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw fail("permission denied") }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: maxReplayBytes + 1)) ?? Data()
    guard data.count <= maxReplayBytes else { throw fail("the file is larger than 1 MiB: replay files are limited to 1 MiB") }
    guard var text = String(validating: [UInt8](data), as: UTF8.self) else { throw fail("the file is not UTF-8 text") }
    if text.unicodeScalars.first == "\u{FEFF}" { text = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())) }
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") }
    guard lines <= maxReplayLines else {
      throw fail("the file has \(lines) lines: replay files are limited to \(maxReplayLines) lines")
    }
    return text
  }
}
