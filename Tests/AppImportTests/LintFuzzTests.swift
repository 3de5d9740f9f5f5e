import Foundation
import SwiftSourceScan
import Testing

/// The short, bounded run of lint's fuzzing in `swift test` (the long one is ./Fuzz/run-lint):
/// real Swift files of this repository and Fuzz/lint-corpus, damaged by seeded mutations, are
/// scanned and linted. Every one must end in findings or a skipped file, never a crash or a hang.
@Suite struct LintFuzzTests {
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
    "[", "]", "(", ")", "{", "}", "<", ">", "\"", "\"\"\"", "#\"", "\"#", "\\(", "\\#(", "/*", "*/", "//", "\n", ".", "!", "?",
    "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }", "present(x, animated: true)",
    "navigationController?.pushViewController(", "UINavigationController(rootViewController: ", "addChild(", "class A: B {",
    "extension UIViewController {", ".modalPresentationStyle = .overFullScreen", "\u{0}", "é", "😀", "\r\n",
    "<segue destination=\"a\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\"/>", "<viewController id=\"a\" customClass=\"A\">",
    "</viewController>", "<!--", "-->", "<![CDATA[", "&amp;", "&#x", "=\"", "@implementation A", "@end", "- (UIStatusBarStyle)preferredStatusBarStyle {",
    "[self presentViewController:x animated:YES completion:nil];", "[[A alloc] init]", "@\"",
  ]

  static func seeds() throws -> [[UInt8]] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files: [String] = []
    for folder in ["Fuzz/lint-corpus", "Tests/AppImportTests/Fixtures/SampleApp", "Tests/AppImportTests/Fixtures/JournalApp", "Sources/SwiftSourceScan"] {
      let path = root.appendingPathComponent(folder).path
      files += try FileManager.default.contentsOfDirectory(atPath: path).filter { SourceDiscovery.language(of: $0) != nil }.sorted()
        .map { path + "/" + $0 }
    }
    return files.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
  }

  static func mutate(_ seed: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    var bytes = seed
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...60, using: &random)))
      case 1:
        let end = min(bytes.count, at + Int.random(in: 1...200, using: &random))
        let copy = bytes[at..<end]
        for _ in 0..<Int.random(in: 1...20, using: &random) { bytes.insert(contentsOf: copy, at: min(bytes.count, at)) }
      case 2: bytes.insert(contentsOf: Array(pieces.randomElement(using: &random)!.utf8), at: at)
      case 3:
        let piece = Array(pieces.randomElement(using: &random)!.utf8)
        for _ in 0..<Int.random(in: 10...400, using: &random) { bytes.insert(contentsOf: piece, at: at) }
      default: bytes[at] = UInt8.random(in: 0...255, using: &random)
      }
    }
    return Array(bytes.prefix(400_000))
  }

  /// Storyboards, XIBs and Objective-C (Fuzz/lint-corpus's seeds), damaged the same way: each
  /// ends in facts or a skipped file with a reason, never a crash or a hang.
  @Test func damagedStoryboardsAndObjectiveCNeverCrashLint() throws {
    let seeds = try Self.seeds().filter { SourceDiscovery.language(ofContent: $0) != .swift }
    #expect(seeds.count >= 3)
    var random = SeededGenerator(state: 27)
    var read = 0
    for round in 0..<160 {
      let bytes = Self.mutate(seeds[round % seeds.count], &random)
      let path = SourceDiscovery.fileName("fuzz", for: SourceDiscovery.language(ofContent: bytes))
      let scan = SourceScanner.scan(path: path, text: String(decoding: bytes, as: UTF8.self))
      if scan.skipped == nil { read += 1 }
      for finding in Linter.lint([scan]) { #expect(finding.line >= 1 && finding.column >= 1) }
    }
    #expect(read > 20, "most damaged files are still read")
  }

  @Test func damagedSwiftNeverCrashesLint() throws {
    let seeds = try Self.seeds().filter { $0.first != UInt8(ascii: "<") }
    #expect(seeds.count > 10)
    var random = SeededGenerator(state: 26)
    var linted = 0
    var skipped = 0
    for round in 0..<240 {
      let bytes = Self.mutate(seeds[round % seeds.count], &random)
      let text = String(decoding: bytes, as: UTF8.self)
      let scan = SourceScanner.scan(path: "fuzz.swift", text: text)
      if scan.skipped != nil {
        skipped += 1
        continue
      }
      // Linted from the same scan (parsing it again would only double the test's time).
      let findings = Linter.lint([scan])
      for finding in findings { #expect(finding.line >= 1 && finding.column >= 1) }
      linted += 1
    }
    #expect(linted > 100, "most damaged files are still linted (\(skipped) skipped)")
  }
}
