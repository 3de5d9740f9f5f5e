import Foundation
import Testing

/// `sbplay cast` is held to the rules of the other commands: a failed write ends it with a
/// message and exit status 74 (never a crash), a recording has `--replay`'s limits, frames are
/// written as they are drawn (memory of one frame, work linear in the keys), and the scene's
/// title cannot carry a raw escape into a player.
@Suite struct CastEndToEndTests {
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "sbplay-cast-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A recording of `count` keys that move around and act on the world.
  static func recording(_ count: Int) -> String {
    let keys = ["j", "k", "f", "h", "p", "b", "u", "z", "tab", "down", "up"]
    return (0..<count).map { "key \(keys[($0 * 7) % keys.count])\n" }.joined()
  }

  @Test func aFailedWriteEndsWithStatus74NotACrash() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.recording(300).write(toFile: dir + "/rec.txt", atomically: true, encoding: .utf8)
    let cast = "'\(sbplayBinary)' cast '\(dir)/rec.txt' --size 40x12"
    let runs = [
      "\(cast) > /dev/full; echo rc=$? >&2",
      "\(cast) >&-; echo rc=$? >&2",
      // SIGPIPE ignored (as under some shells and CI runners): the write fails with EPIPE.
      "trap '' PIPE; \(cast) | head -c 100 > /dev/null; echo rc=$? >&2",
    ]
    for (index, run) in runs.enumerated() {
      let shell = index == 2 ? "/bin/bash" : "/bin/sh"
      let result = spawn([shell, "-c", index == 2 ? "set -o pipefail; \(run)" : run])
      #expect(result.err.contains("rc=74"), "\(run): \(result.err)")
      #expect(!result.err.contains("Fatal error") && !result.err.contains("Backtrac"), "\(run): \(result.err)")
    }
    let full = spawn(["/bin/sh", "-c", "\(cast) > /dev/full"])
    #expect(full.err.contains("cannot write the output"), "\(full.err)")
  }

  @Test func aRecordingHasTheLimitsOfReplay() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try String(repeating: "key j\n", count: 10_001).write(toFile: dir + "/long.txt", atomically: true, encoding: .utf8)
    let long = sbplay(["cast", dir + "/long.txt"])
    #expect(long.status == 2)
    #expect(long.err.contains("limited to 10000 lines"), "\(long.err)")
    #expect(long.out.isEmpty)
    try String(repeating: "# padding\n", count: 110_000).write(toFile: dir + "/big.txt", atomically: true, encoding: .utf8)
    let big = sbplay(["cast", dir + "/big.txt"])
    #expect(big.status == 2)
    #expect(big.err.contains("limited to 1048576 bytes"), "\(big.err)")
    let directory = sbplay(["cast", dir])
    #expect(directory.status == 2)
    #expect(directory.err.contains("not a regular file"), "\(directory.err)")
    // A bad line is reported before any frame is written.
    try "key j\nkey nonsense-key\n".write(toFile: dir + "/bad.txt", atomically: true, encoding: .utf8)
    let bad = sbplay(["cast", dir + "/bad.txt"])
    #expect(bad.status == 2)
    #expect(bad.err.contains("line 2"), "\(bad.err)")
    #expect(bad.out.isEmpty)
  }

  @Test func theTitleDecodesToVisibleEscapesNotControls() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try HostileInputTests.hostileScene.write(toFile: dir + "/evil.yaml", atomically: true, encoding: .utf8)
    try "key j\n".write(toFile: dir + "/rec.txt", atomically: true, encoding: .utf8)
    let result = sbplay(["cast", dir + "/rec.txt", dir + "/evil.yaml", "--size", "60x20"])
    try #require(result.status == 0, "\(result.err)")
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 3, "a header and two frames")
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    let title = try #require(header["title"] as? String)
    #expect(HostileInputTests.controls(in: title).isEmpty, "decoded title: \(HostileInputTests.controls(in: title))")
    #expect(title.contains("evil \\u{1B}]0;pwned\\u{07}"), "\(title)")
    #expect(HostileInputTests.controls(in: result.out).isEmpty)
  }

  /// Frames are written as they are drawn: when the reader stops after the header, the cast
  /// ends having drawn almost nothing (before, every frame was drawn and kept first), and
  /// drawing 4x the keys costs about 4x the work. CPU time, compared within the test.
  @Test func framesAreStreamedAndWorkIsLinearInTheKeys() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.recording(400).write(toFile: dir + "/small.txt", atomically: true, encoding: .utf8)
    try Self.recording(1_600).write(toFile: dir + "/large.txt", atomically: true, encoding: .utf8)
    func cpu(_ file: String, reader: String = "cat") -> Double {
      spawnMeasured(["/bin/sh", "-c", "'\(sbplayBinary)' cast '\(dir)/\(file)' --size 60x20 | \(reader) > /dev/null"]).cpu
    }
    let small = cpu("small.txt")
    let large = cpu("large.txt")
    #expect(large <= small * 6 + 0.5, "4x the keys cost \(large / small)x the CPU (\(small) s → \(large) s)")
    let stopped = cpu("large.txt", reader: "head -c 100")
    #expect(stopped < large / 2, "a reader that stops after 100 bytes still cost \(stopped) s of \(large) s")
  }
}
