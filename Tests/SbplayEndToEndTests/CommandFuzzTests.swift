import Foundation
import Testing

/// A fuzz pass over every command (docs/untrusted-input.md, "Fuzzing"), kept in `swift test`
/// (filter: `CommandFuzzTests`): bundled scenes are damaged and given hostile text (seeded, so a
/// failure reproduces), then every command runs on each. Each run must end with a documented exit
/// code, print no raw control character, and use no more than a fixed multiple of the CPU time the
/// undamaged scene needed: a budget of work, not of wall time, so a busy machine does not fail it
/// but a blow-up does.
@Suite struct CommandFuzzTests {
  /// SplitMix64, as in the other randomized tests.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let scenesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes").path

  /// YAML double-quoted escapes and shell syntax that must never act.
  static let hostilePieces = [
    "\\e]0;pwned\\a", "\\e[2J", "\\e]52;c;Y2xpcA==\\a", "\\x9b2J", "\\u202e", "\\u2066", "\\r", "\\x7f", "\\x1b",
    "$(touch PWNED)", "`touch PWNED`", "'", "\\\"", "👩\\u200d💻", "\\ud83d", "\\t", "\\n", "é", "; rm -f x",
  ]
  /// Raw bytes a terminal acts on, inserted anywhere (mostly errors, whose messages quote them).
  static let rawPieces: [[UInt8]] = [[0x1B], [0x07], [0xC2, 0x9B], [0xE2, 0x80, 0xAE], [0x7F], [0x0D], [0x1B, 0x5B, 0x32, 0x4A]]

  static func mutate(_ text: String, _ random: inout Generator) -> String {
    var lines = text.components(separatedBy: "\n")
    var hostile = ""
    for _ in 0..<Int.random(in: 1...4, using: &random) { hostile += hostilePieces.randomElement(using: &random)! }
    switch Int.random(in: 0..<4, using: &random) {
    case 0:  // a hostile title
      if let index = lines.firstIndex(where: { $0.hasPrefix("title:") }) { lines[index] = "title: \"evil \(hostile)\"" }
    case 1:  // a hostile controller name (often refused: then the error quotes it)
      if let index = lines.firstIndex(where: { $0.contains("name: ") }), let range = lines[index].range(of: "name: ") {
        let rest = lines[index][range.upperBound...]
        let end = rest.firstIndex(where: { $0 == "," || $0 == "}" }) ?? rest.endIndex
        lines[index].replaceSubrange(range.upperBound..<end, with: "\"N\(hostile)\"")
      }
    default:
      break
    }
    var bytes = Array(lines.joined(separator: "\n").utf8)
    for _ in 0..<Int.random(in: 0...3, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<4, using: &random) {
      case 0: bytes.insert(contentsOf: rawPieces.randomElement(using: &random)!, at: at)
      case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...30, using: &random)))
      case 2:
        let end = min(bytes.count, at + Int.random(in: 1...60, using: &random))
        bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &random))
      default: bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func commands(_ file: String, output: String) -> [(args: [String], codes: Set<Int32>)] {
    [
      (["state", file], [0, 2]), (["state", file, "--json"], [0, 2]),
      (["state", file, "--do", "set X\u{1B}]0;t\u{07}.prefersStatusBarHidden=true"], [2]),
      (["check", file], [0, 1, 2]), (["compare", file, "--right", "os 12.0"], [0, 2]),
      (["compare", file, "--right", "inCall on", "--json"], [0, 2]), (["share", file], [0, 2]),
      (["share", file, "--output", output], [0, 2]), (["code", file], [0, 2]),
      (["render", file, "--size", "100x30"], [0, 2]),
    ]
  }

  static func controls(in text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { v in
      v != 0x0A && v != 0x09
        && (v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
          || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v))
    }
  }

  @Test func damagedAndHostileScenesThroughEveryCommand() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.scenesDirectory).filter { $0.hasSuffix(".yaml") }.sorted()
    try #require(names.count > 10)
    let dir = NSTemporaryDirectory() + "sbplay-cmdfuzz-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var random = Generator(state: 12)
    for round in 0..<24 {
      let name = names.randomElement(using: &random)!
      let original = try String(contentsOfFile: Self.scenesDirectory + "/" + name, encoding: .utf8)
      let text = Self.mutate(original, &random)
      let good = dir + "/good-\(round).yaml"
      let bad = dir + "/bad-\(round).yaml"
      try original.write(toFile: good, atomically: true, encoding: .utf8)
      try text.write(toFile: bad, atomically: true, encoding: .utf8)
      let baseline = Self.commands(good, output: dir + "/good-out-\(round).yaml").map { spawnMeasured([sbplayBinary] + $0.args).cpu }
      for (index, command) in Self.commands(bad, output: dir + "/bad-out-\(round).yaml").enumerated() {
        let result = spawnMeasured([sbplayBinary] + command.args)
        let context = "round \(round) (\(name)) `\(command.args.dropFirst().joined(separator: " "))`"
        #expect(command.codes.contains(result.status), "\(context): exit \(result.status)\n\(result.err)")
        #expect(Self.controls(in: result.out).isEmpty, "\(context): raw control in stdout")
        #expect(Self.controls(in: result.err).isEmpty, "\(context): raw control in stderr")
        #expect(result.cpu <= baseline[index] * 10 + 1.0, "\(context): \(result.cpu) s of CPU, the undamaged scene \(baseline[index]) s")
      }
      // What share saved loads back.
      if FileManager.default.fileExists(atPath: dir + "/bad-out-\(round).yaml") {
        let again = sbplay(["state", dir + "/bad-out-\(round).yaml"])
        #expect(again.status == 0, "round \(round): the saved scene does not load: \(again.err)")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: "PWNED") && !FileManager.default.fileExists(atPath: dir + "/PWNED"))
  }
}
