import Foundation

/// Parses exports: the given standalone files plus batches of the others, in one swiftc run.
/// When a batch fails, its exports are parsed again one file each, to name the broken ones
/// (an unbalanced brace is only reported at the end of a batch).
struct ExportParser {
  let directory: URL

  struct Outcome {
    var status: Int32
    var output: String
    /// The exports whose own file fails to parse.
    var failing: [String]
  }

  func parse(standalone: [(name: String, source: String)], batches: [ParseBatch]) throws -> Outcome {
    var paths: [String: String] = [:]
    for export in standalone { paths[export.name] = try write(export.source, as: export.name) }
    var batchPaths: [String] = []
    for (index, batch) in batches.enumerated() {
      batchPaths.append(try write(batch.text, as: "batch-\(index + 1)"))
    }
    let result = try SwiftCompiler.parse(Array(paths.values).sorted() + batchPaths)
    guard result.status != 0 else { return Outcome(status: 0, output: result.output, failing: []) }

    var failing = paths.filter { result.output.contains($0.value + ":") }.map(\.key)
    let suspects = zip(batches, batchPaths).filter { result.output.contains($1 + ":") }.flatMap { $0.0.exports }
    if !suspects.isEmpty {
      var suspectPaths: [String: String] = [:]
      for export in suspects { suspectPaths[export.name] = try write(export.source, as: "single-" + export.name) }
      let again = try SwiftCompiler.parse(Array(suspectPaths.values).sorted())
      failing += suspectPaths.filter { again.output.contains($0.value + ":") }.map(\.key)
    }
    return Outcome(status: result.status, output: result.output, failing: failing.sorted())
  }

  private func write(_ text: String, as name: String) throws -> String {
    let path = directory.appendingPathComponent(name + ".swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
