import CodeExport
import Foundation
import Testing

/// Every export parses. One `swiftc -parse` run: the hand-built worlds as standalone files, exactly
/// as exported, and every bundled scene (as it starts and after each lesson step) in two batch
/// files of namespaced exports. About 1–2 s.
@Suite struct ParseTests {
  @Test(.enabled(if: SwiftCompiler.path != nil, "swiftc not found on PATH or in /opt/swift/usr/bin: parse check skipped"))
  func everyExportParses() throws {
    let scenes = try bundledCases()
    #expect(!scenes.isEmpty, "no bundled scenes were found")
    let outcome = try withTemporaryDirectory { directory in
      var batches = [ParseBatch(), ParseBatch()]
      for (index, exportCase) in scenes.enumerated() {
        batches[index % batches.count].add(name: exportCase.name, source: export(exportCase))
      }
      let standalone = handBuiltCases.map { (name: $0.name, source: export($0)) }
      return try ExportParser(directory: directory).parse(standalone: standalone, batches: batches)
    }
    #expect(outcome.status == 0, "swiftc -parse failed for \(outcome.failing):\n\(outcome.output)")
  }

  /// The check itself notices broken code, in a standalone file and in a batch, and names it.
  @Test(.enabled(if: SwiftCompiler.path != nil, "swiftc not found: parse check skipped"))
  func brokenCodeFailsToParse() throws {
    let good = "import UIKit\n\nfinal class A: UIViewController {}\n"
    let broken = "import UIKit\n\nfinal class A: UIViewController {\n  override var x: Int {\n}\n"
    let outcome = try withTemporaryDirectory { directory in
      var batch = ParseBatch()
      batch.add(name: "batched-good", source: good)
      batch.add(name: "batched-broken", source: broken)
      batch.add(name: "batched-good-2", source: good)
      return try ExportParser(directory: directory).parse(
        standalone: [("alone-good", good), ("alone-broken", broken)], batches: [batch])
    }
    #expect(outcome.status != 0)
    #expect(outcome.failing == ["alone-broken", "batched-broken"])
  }

  private func export(_ exportCase: ExportCase) -> String {
    SwiftExporter.swift(for: exportCase.world, title: exportCase.title)
  }

  private func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }
}
