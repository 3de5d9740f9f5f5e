import Foundation
import Testing

/// Text from a scene, an action or a file name never reaches the terminal or a shell
/// unescaped, and a failed write is never silent.
@Suite struct HostileInputTests {
  /// A scene whose title carries an OSC title change, BEL, a C1 CSI, DEL and a bidi override,
  /// and whose controller name holds shell syntax.
  static let hostileScene = """
    title: "evil \\e]0;pwned\\a \\e]52;c;Y2xpcA==\\a \\u009b2J \\x7f \\u202e reversed"
    summary: "sum \\e[2J"
    device: iPhone 6s
    os: "13.0"
    root:
      controller: { name: "Ho$(touch PWNED)`touch PWN2`me'x" }
    """
  static let name = "Ho$(touch PWNED)`touch PWN2`me'x"

  static func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "sbplay-hostile-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The scalars a terminal acts on: C0 except line feed and tab, DEL, C1, bidi controls.
  static func controls(in text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      let v = scalar.value
      if v == 0x0A || v == 0x09 { return false }
      return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
        || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }.map { String(format: "U+%04X", $0.value) }
  }

  @Test func everyCommandEscapesControlCharactersFromTheScene() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let scene = dir + "/evil\u{1B}]0;x\u{07}.yaml"
    try Self.hostileScene.write(toFile: scene, atomically: true, encoding: .utf8)
    let action = "set \(Self.name).preferredStatusBarStyle=lightContent"
    let runs: [[String]] = [
      ["state", scene], ["state", scene, "--json", "--do", action],
      ["check", scene], ["compare", scene, "--right", action], ["compare", scene, "--right", action, "--json"],
      ["compare", scene, "--left", "os 12\u{1B}[2J", "--right", action],
      ["share", scene, "--do", action], ["share", scene, "--output", dir + "/out\u{9B}2J.yaml"],
      ["code", scene], ["render", scene, "--size", "80x24"],
      ["state", scene, "--do", "set X\u{1B}]52;c;AAAA\u{07}.a=b"], ["state", dir + "/nope\u{1B}[2J\u{07}"],
      ["state", "--bogus\u{1B}[2J"],
    ]
    for args in runs {
      let result = sbplay(args)
      #expect(result.status == 0 || result.status == 2, "\(args): \(result.status) \(result.err)")
      #expect(Self.controls(in: result.out).isEmpty, "\(args) stdout: \(Self.controls(in: result.out))")
      #expect(Self.controls(in: result.err).isEmpty, "\(args) stderr: \(Self.controls(in: result.err))")
    }
    // Shown, not dropped: the escape is visible in the output.
    #expect(sbplay(["state", scene]).out.contains("evil \\u{1B}]0;pwned\\u{07}"))
    #expect(sbplay(["share", scene, "--output", dir + "/x\u{1B}.yaml"]).out.contains("saved \(dir)/x\\u{1B}.yaml"))
  }

  @Test func namesThatCouldNotLoadAgainAreRefusedWhenCreated() throws {
    for name in ["nil", "A\u{202E}B", "A\u{200F}", "\u{2066}C"] {
      let result = sbplay(["state", "--do", "present \(name)"])
      #expect(result.status == 2, "\(name): \(result.out)")
      #expect(result.err.contains("is not a controller name"), "\(result.err)")
      #expect(Self.controls(in: result.err).isEmpty)
    }
  }

  @Test func reproduceLineRunsNothingWhenPastedIntoAShell() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.hostileScene.write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
    let actions = [
      "set \(Self.name).preferredStatusBarStyle=lightContent",
      "set \(Self.name).title=it's $(touch PWN3) `touch PWN4` \"q\" \\ ; touch PWN5",
    ]
    let result = sbplay(["share", dir + "/s.yaml"] + actions.flatMap { ["--do", $0] })
    try #require(result.status == 0, "\(result.err)")
    let lines = result.out.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex(of: "```sh"))
    let command = lines[index + 1]
    #expect(command.hasPrefix("sbplay state scene.yaml --do '"), "\(command)")
    // Run the pasted line with `sbplay` replaced by a program that prints its arguments.
    let shell = "cd '\(dir)' && printf '%s\\n' " + command.dropFirst("sbplay ".count)
    let run = spawn(["/bin/sh", "-c", shell])
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out == (["state", "scene.yaml"] + actions.flatMap { ["--do", $0] }).joined(separator: "\n") + "\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(files == ["s.yaml"], "the pasted line created \(files)")
  }

  @Test func unwritableOutputIsAnErrorNotSilence() {
    let full = spawn(["/bin/sh", "-c", "'\(sbplayBinary)' code nav-bar-decides > /dev/full"])
    #expect(full.status == 74)
    #expect(full.err.contains("cannot write the output"), "\(full.err)")
    let state = spawn(["/bin/sh", "-c", "'\(sbplayBinary)' state --json > /dev/full"])
    #expect(state.status == 74)
  }

  @Test func aRecordingNeverReplacesAFileAndIsRefusedBeforeTheSession() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "keep".write(toFile: dir + "/rec.txt", atomically: true, encoding: .utf8)
    let exists = sbplay(["--record", dir + "/rec.txt"])
    #expect(exists.status == 2)
    #expect(exists.err.contains("exists"), "\(exists.err)")
    #expect(try String(contentsOfFile: dir + "/rec.txt", encoding: .utf8) == "keep")
    let missing = sbplay(["--record", dir + "/no/such/dir/rec.txt"])
    #expect(missing.status == 2)
    #expect(missing.err.contains("cannot write in"), "\(missing.err)")
    // Not a terminal: nothing is left behind.
    let notTTY = sbplay(["--record", dir + "/new.txt"])
    #expect(notTTY.status != 0)
    #expect(!FileManager.default.fileExists(atPath: dir + "/new.txt"))
  }

  @Test func replayFilesHaveALimit() throws {
    let dir = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try String(repeating: "key b\n", count: 10_001).write(toFile: dir + "/long.txt", atomically: true, encoding: .utf8)
    let long = sbplay(["--replay", dir + "/long.txt"])
    #expect(long.status == 2)
    #expect(long.err.contains("limited to 10000 lines"), "\(long.err)")
    try String(repeating: "# padding\n", count: 110_000).write(toFile: dir + "/big.txt", atomically: true, encoding: .utf8)
    let big = sbplay(["--replay", dir + "/big.txt"])
    #expect(big.status == 2)
    #expect(big.err.contains("limited to 1048576 bytes"), "\(big.err)")
    let many = sbplay(["state"] + Array(repeating: ["--do", "os 13.0"], count: 1_001).flatMap { $0 })
    #expect(many.status == 2)
    #expect(many.err.contains("at most 1000"), "\(many.err)")
  }

  @Test func anErrorThatCannotBeWrittenDoesNotCrash() {
    for redirect in ["2>&-", "2>/dev/full"] {
      let closed = spawn(["/bin/sh", "-c", "'\(sbplayBinary)' state no-such-scene \(redirect); echo \"rc=$?\""])
      #expect(closed.out.contains("rc=2"), "\(redirect): \(closed.out)")
    }
  }
}
