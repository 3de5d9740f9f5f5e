import Foundation
import SceneFile
import StatusBarCore
import TestSupport
import Testing

/// Thousands of damaged scenes: every one must end in a `Scene` or a `SceneError`, never a
/// crash or a hang; every scene that loads must save and load again to the same world.
@Suite struct FuzzTests {
  static let punctuation = [
    ":", ": ", "-", "- ", "[", "]", "{", "}", ",", "&a ", "*a", "&", "*", "!", "!!str ", "|", ">", "'", "\"",
    "#", "\t", "\n", "? ", "---\n", "...\n", "%YAML 1.1\n", "~", "null", "\\", "  ", "\u{FEFF}", "\u{E000}", "é",
  ]

  static func mutate(_ seed: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:  // flip a bit
        bytes[at] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
      case 1:  // delete a range
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
      case 2:  // duplicate a range
        let end = min(bytes.count, at + Int.random(in: 1...80, using: &random))
        let copy = bytes[at..<end]
        bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
      case 3:  // truncate
        bytes.removeSubrange(at...)
      case 4:  // insert YAML punctuation
        bytes.insert(contentsOf: Array(punctuation.randomElement(using: &random)!.utf8), at: at)
      default:  // replace with a random byte
        bytes[at] = UInt8.random(in: 0...255, using: &random)
      }
    }
    return bytes
  }

  /// Loads one input; returns whether it loaded. Records an issue if a loaded scene does not
  /// survive saving.
  static func check(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    let scene: Scene
    do {
      scene = try SceneLoader.load(text: text, fileName: "fuzz.yaml")
    } catch {
      #expect(!error.message.isEmpty && error.line >= 1 && error.column >= 1)
      return false
    }
    _ = LessonChecker.run(scene)
    let saved = SceneWriter.yaml(scene.world, title: scene.title, summary: scene.summary, steps: scene.steps)
    do {
      let again = try SceneLoader.load(text: saved, fileName: "saved.yaml")
      #expect(again.world == scene.world, "\(text)")
      #expect(again.title == scene.title && again.summary == scene.summary)
      #expect(again.steps.map(\.withoutLine) == scene.steps.map(\.withoutLine), "\(text)")
    } catch {
      Issue.record("a loaded scene does not load after saving: \(error)\n--- input\n\(text)\n--- saved\n\(saved)")
    }
    return true
  }

  /// `SBPLAY_FUZZ_SEED` and `SBPLAY_FUZZ_ROUNDS` run a different or longer campaign.
  static let environment = ProcessInfo.processInfo.environment
  static let seed = environment["SBPLAY_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2024
  static let rounds = environment["SBPLAY_FUZZ_ROUNDS"].flatMap { Int($0) } ?? 3_000

  @Test func mutatedScenesEndInASceneOrAnError() {
    var random = SeededGenerator(seed: Self.seed)
    let seeds = (SampleScenes.all.map(\.1) + [BuiltInScene.yaml]).map { Array($0.utf8) }
    var loaded = 0
    var total = 0
    for round in 0..<Self.rounds {
      let seed = seeds[round % seeds.count]
      if Self.check(Self.mutate(seed, &random)) { loaded += 1 }
      total += 1
    }
    for _ in 0..<300 {
      let count = Int.random(in: 0..<400, using: &random)
      _ = Self.check((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
      total += 1
    }
    // Some mutants still load (a flipped letter in a title): both paths are exercised.
    #expect(loaded > 50)
    #expect(total == Self.rounds + 300)
  }

  @Test func mutatedFilesEndInASceneOrAnError() throws {
    var random = SeededGenerator(seed: 7)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let seeds = SampleScenes.all.map { Array($0.1.utf8) }
    for index in 0..<100 {
      // Raw bytes, so invalid UTF-8 reaches the file reader.
      let path = directory.appendingPathComponent("\(index).yaml").path
      _ = FileManager.default.createFile(atPath: path, contents: Data(Self.mutate(seeds[index % seeds.count], &random)))
      do {
        _ = try SceneLoader.load(path: path)
      } catch {
        #expect(error.file == path)
      }
    }
  }
}
