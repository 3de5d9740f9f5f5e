import ArgumentParser
import CellGrid
import Foundation
import PlaygroundUI
import SceneFile

/// `sbplay cast`: a recorded session (`sbplay --record FILE`) as an asciicast v2 file, so a demo
/// can be replayed anywhere (`asciinema play demo.cast`, or an asciinema player on a page).
struct Cast: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a recorded session as an asciicast (asciinema's format) to standard output.",
    discussion: """
      Replays the recording headlessly, drawing the screen after every key, one frame each.
      Mouse events are kept in recordings as comments and are not replayed.
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
    guard let text = try? String(contentsOfFile: recording, encoding: .utf8) else {
      throw CLIError(description: "sbplay cast: cannot read the recording \(recording)")
    }
    let scene = try source.loadScene()
    let options = UIOptions(glyphs: .unicode, color: true, background: try themeOption.background())
    var app = PlaygroundApp(scene: scene, options: options)
    let (width, height) = (parts[0], parts[1])
    var frames = [app.render(width: width, height: height).ansiFrame()]
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let errors = app.replay(lines: [line])
      if let first = errors.first {
        throw CLIError(description: "sbplay cast: \(recording): line \(index + 1): \(first.dropFirst(8))")
      }
      frames.append(app.render(width: width, height: height).ansiFrame())
    }
    var header: [String: Any] = [
      "version": 2, "width": width, "height": height,
      "env": ["TERM": "xterm-256color"],
    ]
    header["title"] = "sbplay: " + (scene.title ?? scene.source)
    var out = try Self.jsonLine(header)
    for (index, frame) in frames.enumerated() {
      out += try Self.jsonLine([Double(index) * delay, "o", frame])
    }
    FileHandle.standardOutput.write(Data(out.utf8))
  }

  static func jsonLine(_ value: Any) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
