import Foundation
import Testing

/// A write past the file size limit (`ulimit -f`, SIGXFSZ) fails with a message and leaves no
/// `.NAME.sbplay-PID-….tmp` behind: sbplay ignores SIGXFSZ, so the write returns EFBIG and the
/// atomic writer removes its temporary file (the signal ended sbplay mid-save).
@Suite(.serialized) struct FileSizeLimitEndToEndTests {
  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "sbplay-fsize-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func aHeadlessSaveOverTheLimitIsAnErrorAndLeavesNothing() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let result = spawn(["/bin/bash", "-c", "ulimit -f 0; '\(sbplayBinary)' share nav-bar-decides --output '\(dir)/out.yaml'; echo rc=$? >&2"])
    #expect(result.err.contains("rc=2"), "\(result.err)")
    #expect(result.err.contains("File too large"), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test(.needsTmux) func wOverTheLimitSaysSoAndThePlaygroundGoesOn() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let tmux = TmuxDriver(
      command: "bash -c 'cd \(dir) && ulimit -f 0 && \(sbplayBinary); echo EXIT=$?; sleep 30'", name: "fsize")
    #expect(tmux.waitFor("status bar 20 pt"), "\(tmux.screen())")
    tmux.press("W")
    #expect(tmux.waitFor("save as:"), "\(tmux.screen())")
    tmux.press("Enter")
    #expect(tmux.waitFor("File too large"), "\(tmux.screen())")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "a temporary file was left")
    tmux.press("q")
    #expect(tmux.waitFor("EXIT=0"), "\(tmux.screen())")
  }
}
