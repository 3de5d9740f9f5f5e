import CellGrid
import Foundation
import PlaygroundUI

/// The files of `--record` and `--replay`.
enum RecordFile {
  /// Largest replay file (1 MiB, like a scene), checked before reading.
  static let maxReplayBytes = 1_048_576
  /// Most lines in a replay file: replaying takes about 0.1 ms a key in a debug build, so this
  /// keeps start-up under a second or two; a recorded session is far shorter.
  static let maxReplayLines = 10_000

  /// Writes all of `text` to `fd`; nil, or why not.
  static func writeAll(_ fd: Int32, _ text: String) -> String? {
    let failure = Console.write(fd, text)
    return failure == 0 ? nil : String(cString: strerror(failure))
  }

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

  /// A replay file's text: a regular UTF-8 file of at most ``maxReplayBytes`` and
  /// ``maxReplayLines``. `refusal` starts the error (`sbplay cast` reads recordings the same way).
  static func readReplay(_ path: String, refusal: String = "sbplay: cannot replay") throws -> String {
    func fail(_ why: String) -> CLIError { CLIError(description: "\(refusal) \(path): \(why)") }
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

/// The playground with `--record`: each key's line reaches the file as soon as the key is
/// handled, so a session ended by a signal keeps its keys, and a failed write is reported when
/// the session ends (the terminal cannot show it before) instead of losing the whole file.
///
/// Besides the app's lines it writes the header (``RecordingHeader``), `@size` before the first
/// key and after a resize, and `@wait SECONDS` before a key that came later than the one before
/// it, so `sbplay cast` can replay the session at its own pace.
struct RecordingPlayground: TerminalProgram {
  var app: PlaygroundApp
  let path: String
  private var fd: Int32
  private var written = 0
  private(set) var failure: String?
  private var sizeWritten: (width: Int, height: Int)?
  private let clock = ContinuousClock()
  private var lastEvent: ContinuousClock.Instant

  /// Creates the file (never replacing one) and writes the header and the lines recorded so far.
  init(app: PlaygroundApp, path: String, header: [String] = []) throws {
    self.app = app
    self.path = path
    lastEvent = clock.now
    fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else {
      let reason = errno == EEXIST ? "the file exists; recordings never replace a file" : String(cString: strerror(errno))
      throw CLIError(description: "sbplay: --record \(path): \(reason)")
    }
    write(header)
    flush()
  }

  var wantsTicks: Bool { app.wantsTicks }

  mutating func handle(_ key: Key) -> ProgramCommand {
    let command = app.handle(key)
    flush()
    return command
  }

  mutating func handleMouse(_ event: MouseEvent, width: Int, height: Int) -> ProgramCommand {
    let command = app.handleMouse(event, width: width, height: height)
    flush()
    return command
  }

  mutating func adoptBackground(_ background: TerminalBackground) { app.adoptBackground(background) }

  mutating func tick(elapsedMilliseconds: Int) -> Bool { app.tick(elapsedMilliseconds: elapsedMilliseconds) }

  func render(width: Int, height: Int) -> Grid { app.render(width: width, height: height) }

  private mutating func write(_ lines: [String]) {
    guard failure == nil, !lines.isEmpty else { return }
    if let error = RecordFile.writeAll(fd, lines.joined(separator: "\n") + "\n") {
      failure = "\(error) (at the start)"
    }
  }

  /// Writes the lines the app recorded since the last call, after the time since the previous
  /// event (`@wait`, when at least 10 ms) and the screen size, if it changed.
  private mutating func flush() {
    guard failure == nil else { return }
    guard written < app.recordedLines.count else { return }
    let now = clock.now
    let seconds = Double((now - lastEvent).components.attoseconds) / 1e18 + Double((now - lastEvent).components.seconds)
    lastEvent = now
    var before: [String] = []
    if written > 0, seconds >= 0.01 {
      before.append("@wait " + String(format: "%.2f", min(seconds, 3600)))
    }
    if let size = app.screenSize, sizeWritten.map({ $0 != size }) ?? true {
      before.append("@size \(size.width)x\(size.height)")
      sizeWritten = size
    }
    write(before)
    while written < app.recordedLines.count {
      if let error = RecordFile.writeAll(fd, app.recordedLines[written] + "\n") {
        failure = "\(error) (after \(written) lines)"
        return
      }
      written += 1
    }
  }

  /// Closes the file; returns why the recording is incomplete, if it is.
  mutating func finish() -> String? {
    if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  /// The session never started: the file (created by ``init``) is removed.
  func abandon() {
    close(fd)
    unlink(path)
  }
}
