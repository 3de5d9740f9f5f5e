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
      Replays the recording headlessly, drawing the screen after every key, click and action, \
      one frame each. A recording made by --record starts on the scene, device, iOS version, \
      size and modes it was recorded with, and plays at the pace it was recorded at; a scene \
      named here must be the recorded one (the same text), or the cast is refused (exit 2). \
      An older recording (without `@recording`) plays on the scene named here, one key a second.
      A recording has --replay's limits (a UTF-8 file of at most 1 MiB and 10,000 lines). \
      Frames are written as they are drawn; a bad line is reported before anything is written.
      Examples:
        sbplay --record demo.txt
        sbplay cast demo.txt > demo.cast
        sbplay cast demo.txt --pace 2 --size 100x30 > demo.cast
        sbplay cast demo.txt --delay 1.5 --present --theme light > demo.cast
      """)

  @Argument(help: "The recording: key lines (`key p`) or action lines, as --record writes them.")
  var recording: String

  @OptionGroup var source: SceneArguments

  @Option(help: "The screen size, COLSxROWS (default: the recorded size, else 120x40).")
  var size: String?

  @Option(help: "How much faster than recorded to play: 2 is twice as fast, 0.5 half as fast.")
  var pace = 1.0

  @Option(help: "Seconds between frames, in place of the recorded pace (default for recordings without one: 1).")
  var delay: Double?

  @Flag(
    name: [.customLong("present"), .customLong("presenter")],
    help: "Presenter mode: larger device, keys shown (also when the recording was made in it).")
  var presenter = false

  @OptionGroup var themeOption: ThemeOption

  func run() throws {
    var fixedSize: (width: Int, height: Int)?
    if let size {
      guard let parsed = ReplayScript.size(size) else {
        throw CLIError(description: "sbplay cast: --size must be COLSxROWS, e.g. 120x40, not `\(size)`")
      }
      fixedSize = parsed
    }
    if let delay, !(delay > 0 && delay <= 60) {
      throw CLIError(description: "sbplay cast: --delay must be between 0 and 60 seconds")
    }
    guard pace >= 0.01, pace <= 100 else {
      throw CLIError(description: "sbplay cast: --pace must be between 0.01 and 100 (1 is the recorded pace)")
    }
    // The limits of --replay: a regular UTF-8 file of at most 1 MiB and 10,000 lines.
    let text = try RecordFile.readReplay(recording, refusal: "sbplay cast: cannot read the recording")
    let lines = text.components(separatedBy: "\n")
    let scene: Scene
    var presenter = presenter
    var predict = false
    if let header = try RecordingStart.header(lines, path: recording, command: "sbplay cast") {
      scene = try RecordingStart.make(header: header, path: recording, source: source, command: "sbplay cast").scene
      presenter = presenter || header.presenter
      predict = header.predict
    } else {
      scene = try source.loadScene()
      for note in RecordingStart.olderRecordingNotes(lines, path: recording) { Console.error("sbplay cast: " + note) }
    }
    let options = UIOptions(glyphs: .unicode, color: true, presenter: presenter, background: try themeOption.background())
    let start = PlaygroundApp(scene: scene, options: options, predict: predict)
    // A first pass without drawing finds a bad line before anything is written.
    var check = start
    for (index, line) in lines.enumerated() where Self.isStep(line) || line.hasPrefix("@") {
      if let first = check.replay(lines: [line]).first {
        throw CLIError(description: "sbplay cast: \(recording): line \(index + 1): \(first.dropFirst(8))")
      }
    }
    // The recorded pace: `@wait` lines, when the recording has them and no --delay is given.
    let timed = delay == nil && lines.contains { $0.hasPrefix("@wait ") }
    let step = delay ?? 1.0
    var (width, height) = fixedSize ?? Self.firstSize(lines) ?? (120, 40)
    // Then each frame is written as soon as it is drawn: memory stays that of one frame.
    var header: [String: Any] = [
      "version": 2, "width": width, "height": height,
      "env": ["TERM": "xterm-256color"],
    ]
    // The title is shown by players as text: its control characters stay visible escapes.
    header["title"] = TerminalText.inline("sbplay: " + (scene.title ?? scene.source))
    try Self.writeLine(header)
    var app = start
    var time = 0.0
    try Self.writeLine([time, "o", app.render(width: width, height: height).ansiFrame()])
    for line in lines {
      let words = line.hasPrefix("@") ? ReplayScript.words(ReplayScript.stripComment(line)) : []
      if timed, words.first == "@wait", words.count == 2, let seconds = Double(words[1]) {
        time += seconds / pace
        continue
      }
      if fixedSize == nil, words.first == "@size", words.count == 2, let resized = ReplayScript.size(words[1]),
        resized != (width, height)
      {
        (width, height) = resized
        _ = app.replay(lines: [line])
        try Self.writeLine([Self.milliseconds(time), "r", "\(width)x\(height)"])
        continue
      }
      guard Self.isStep(line) else { continue }
      _ = app.replay(lines: [line])
      time += timed ? 0 : step / (delay == nil ? pace : 1)
      try Self.writeLine([Self.milliseconds(time), "o", app.render(width: width, height: height).ansiFrame()])
    }
  }

  /// A frame's time to the millisecond: the sum of waits (0.37 + 0.37 + 0.37) is written 1.11,
  /// not 1.1099999999999999.
  static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

  /// A line that draws a frame: a key, a click (`@focus`, `@tap` …) or an action; not a blank
  /// line, a comment, the header, `@wait` or `@size`.
  static func isStep(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return false }
    guard trimmed.hasPrefix("@") else { return true }
    let verb = ReplayScript.words(trimmed).first ?? ""
    return ["@focus", "@panel", "@scroll", "@tap"].contains(verb)
  }

  /// The first `@size` of a recording: the terminal it was recorded in.
  static func firstSize(_ lines: [String]) -> (width: Int, height: Int)? {
    for line in lines where line.hasPrefix("@size ") {
      let words = ReplayScript.words(ReplayScript.stripComment(line))
      if words.count == 2, let size = ReplayScript.size(words[1]) { return size }
    }
    return nil
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
