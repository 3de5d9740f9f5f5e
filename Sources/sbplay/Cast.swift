import ArgumentParser
import CellGrid
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore

/// `sbplay cast`: a recorded session (`sbplay --record FILE`) as an asciicast v2 file, so a demo
/// can be replayed anywhere (`asciinema play demo.cast`, or an asciinema player on a page).
struct Cast: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a recorded session as an asciicast (asciinema's format) to standard output.",
    discussion: """
      Replays the recording headlessly, drawing the screen after every key, one frame each.
      Mouse events are kept in recordings as comments and are not replayed.
      A recording has --replay's limits (a UTF-8 file of at most 1 MiB and 10,000 lines). \
      Frames are written as they are drawn; a bad line is reported before anything is written.
      Examples:
        sbplay --record demo.txt
        sbplay cast demo.txt --size 100x30 > demo.cast
        sbplay cast demo.txt nav-bar-decides --delay 1.5 --theme light > demo.cast
      """)

  @Argument(help: "The recording: key lines (`key p`) or action lines, as --record writes them.")
  var recording: String

  @OptionGroup var source: SceneArguments

  @Option(help: "The screen size, COLSxROWS.")
  var size = "120x40"

  @Option(help: "Seconds between keys in the cast.")
  var delay = 1.0

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (1...1000).contains(parts[0]), (1...1000).contains(parts[1]) else {
      throw CLIError(description: "sbplay cast: --size must be COLSxROWS, e.g. 120x40, not `\(size)`")
    }
    guard delay > 0, delay <= 60 else {
      throw CLIError(description: "sbplay cast: --delay must be between 0 and 60 seconds")
    }
    // The limits of --replay: a regular UTF-8 file of at most 1 MiB and 10,000 lines.
    let text = try RecordFile.readReplay(recording, refusal: "sbplay cast: cannot read the recording")
    let lines = text.components(separatedBy: "\n")
    let scene = try source.loadScene()
    let options = UIOptions(glyphs: .unicode, color: true, background: try themeOption.background())
    let start = PlaygroundApp(scene: scene, options: options)
    // A first pass without drawing finds a bad line before anything is written.
    var check = start
    for (index, line) in lines.enumerated() where Self.isStep(line) {
      if let first = check.replay(lines: [line]).first {
        throw CLIError(description: "sbplay cast: \(recording): line \(index + 1): \(first.dropFirst(8))")
      }
    }
    // Then each frame is written as soon as it is drawn: memory stays that of one frame.
    let (width, height) = (parts[0], parts[1])
    var header: [String: Any] = [
      "version": 2, "width": width, "height": height,
      "env": ["TERM": "xterm-256color"],
    ]
    // The title is shown by players as text: its control characters stay visible escapes.
    header["title"] = TerminalText.inline("sbplay: " + (scene.title ?? scene.source))
    try Self.writeLine(header)
    var app = start
    try Self.writeLine([0.0, "o", app.render(width: width, height: height).ansiFrame()])
    var frame = 0
    for line in lines where Self.isStep(line) {
      _ = app.replay(lines: [line])
      frame += 1
      try Self.writeLine([Double(frame) * delay, "o", app.render(width: width, height: height).ansiFrame()])
    }
  }

  /// A line that is a key or an action (not blank, not a comment).
  static func isStep(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return !trimmed.isEmpty && !trimmed.hasPrefix("#")
  }

  /// One line of the cast on stdout, through ``Console``: a write that fails ends the command
  /// with a message and exit status 74, as for every other command.
  static func writeLine(_ value: Any) throws {
    Console.json(try jsonLine(value))
  }

  static func jsonLine(_ value: Any) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }
}
