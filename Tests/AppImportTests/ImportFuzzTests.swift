import AppImport
import Foundation
import SceneFile
import Testing

/// Damaged and hostile dumps: the import either fails with a DumpError naming a line, or writes
/// a scene that loads back. Never a crash, never a scene that does not load. Seeded, so a
/// failure repeats.
@Suite struct ImportFuzzTests {
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let pieces = [
    "<", ">", "|", "+", " ", "   | ", ", ", "state: ", "appeared", "view: ", "(view not loaded)", " not in the window",
    "presented with: ", "<_UIPageSheetPresentationController 0x1>", "0x", "\u{1B}[2J", "\u{202E}", "\u{2028}", "\u{85}", "\"",
    "name: x", "#", ":", "- ", "\t", "\r", "nil", "<UINavigationController 0x9>", "\u{0}", "é", "😀", "\\n",
  ]

  @Test func damagedDumpsNeverCrashAndAlwaysLoadBack() throws {
    var rng = SeededGenerator(state: 13)
    let fixtures = try FileManager.default.contentsOfDirectory(atPath: Fixture.folder).filter { $0.hasSuffix(".txt") }.sorted()
    var imported = 0
    var refused = 0
    for round in 0..<400 {
      var lines = try Fixture.text(fixtures[round % fixtures.count]).components(separatedBy: "\n")
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        guard !lines.isEmpty else { break }
        let index = Int.random(in: 0..<lines.count, using: &rng)
        var line = Array(lines[index])
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !line.isEmpty: line.remove(at: Int.random(in: 0..<line.count, using: &rng))
        case 1: line.insert(contentsOf: Self.pieces.randomElement(using: &rng)!, at: Int.random(in: 0...line.count, using: &rng))
        case 2: lines.insert(lines[index], at: index)
        default: lines.swapAt(index, Int.random(in: 0..<lines.count, using: &rng))
        }
        if index < lines.count { lines[index] = String(line) }
      }
      let text = lines.joined(separator: "\n")
      do {
        let result = try DumpImporter.importDump(text, file: "fuzz.txt")
        do {
          _ = try SceneLoader.load(text: result.yaml, fileName: "fuzz.yaml")
        } catch {
          Issue.record("round \(round): the written scene does not load: \(error)\n\(text)")
        }
        for line in [result.yaml] + result.assumptions {
          #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E || $0.value == 0x85 }, "round \(round)")
        }
        imported += 1
      } catch {
        #expect(error.line >= 1, "round \(round)")
        #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E }, "round \(round)")
        refused += 1
      }
    }
    #expect(imported > 50 && refused > 50, "both paths exercised: \(imported) imported, \(refused) refused")
  }

  /// The harness's seeds (Fuzz/dumps: real dumps, and some with Windows line endings and colour
  /// codes) each import, then seeded mutations of them run through the harness's check
  /// (`DumpImportCheck`) for about two seconds: a short run of Fuzz/run-import inside
  /// `swift test`. The run is bounded by time, never judged by it.
  @Test func harnessSeedsAndMutationsHold() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/dumps").path
    let seeds = try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map {
      ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8))
    }
    #expect(seeds.count >= 20)
    for (name, text) in seeds {
      #expect(throws: Never.self, "\(name) imports") { try DumpImporter.importDump(text, file: name) }
      #expect(DumpImportCheck.failure(text) == nil, "\(name)")
    }
    var rng = SeededGenerator(state: 26)
    let hostile = [
      String(repeating: "<", count: 3_000), "_TtC" + String(repeating: "9", count: 500), String(repeating: "   |", count: 80),
      "\r\n", "\r", "\u{1B}[31m", "\u{1B}[", "presented with: (null)", String(repeating: "x", count: 2_000),
    ]
    let deadline = ContinuousClock.now + .seconds(2)
    var round = 0
    while ContinuousClock.now < deadline {
      var text = Array(seeds[round % seeds.count].1.unicodeScalars)
      for _ in 0..<Int.random(in: 1...6, using: &rng) {
        let at = Int.random(in: 0...text.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0 where !text.isEmpty: text.remove(at: min(at, text.count - 1))
        case 1:
          let piece = Bool.random(using: &rng) ? Self.pieces.randomElement(using: &rng)! : hostile.randomElement(using: &rng)!
          text.insert(contentsOf: piece.unicodeScalars, at: at)
        default:
          let from = Int.random(in: 0...text.count, using: &rng)
          let slice = text[min(from, at)..<max(from, at)].prefix(400)
          text.insert(contentsOf: slice, at: Int.random(in: 0...text.count, using: &rng))
        }
      }
      var mutated = ""
      mutated.unicodeScalars.append(contentsOf: text)
      if let failure = DumpImportCheck.failure(mutated) {
        Issue.record("round \(round): \(failure)\n\(TerminalSafe.escape(mutated))")
        break
      }
      round += 1
    }
    #expect(round > 0)
  }
}
