import CellGrid
import Foundation
import PlaygroundUI
import Testing

/// Golden screens: a header line, the rows, then the styles legend,
/// stored in `Snapshots/<name>.txt` next to this test target. A missing file, or
/// `SBPLAY_RECORD_SNAPSHOTS=1`, records the screen and fails, so that a person reviews it.
func assertSnapshot(
  _ name: String, _ app: PlaygroundApp, width: Int, height: Int, colours16: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let grid = app.render(width: width, height: height)
  let theme = app.options.background == .dark ? "" : " theme \(app.options.background.rawValue)"
  let header =
    "# size \(width)x\(height) glyphs \(app.options.glyphs.name) color \(app.options.color ? "on" : "off")\(theme)"
    + (colours16 ? " colours 16" : "")
  var actual = grid.snapshot(header: header)
  if colours16 { actual = legendIn16Colours(actual) }
  // Tests/PlaygroundUITests/Support/<this file> → Tests/PlaygroundUITests/Snapshots
  var parts = supportFilePath.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(2)
  let directory = URL(fileURLWithPath: parts.joined(separator: "/") + "/Snapshots")
  let file = directory.appendingPathComponent(name + ".txt")
  let record = ProcessInfo.processInfo.environment["SBPLAY_RECORD_SNAPSHOTS"] == "1"
  let existing = try? String(contentsOf: file, encoding: .utf8)
  if record || existing == nil {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    do {
      try actual.write(to: file, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded snapshot \(name).txt: review it, then run the tests again",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not write \(file.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let existing, existing != actual else { return }
  Issue.record(
    "snapshot \(name) differs:\n\(lineDiff(expected: existing, actual: actual))",
    sourceLocation: sourceLocation)
}

private let supportFilePath = #filePath

/// The lines that differ, with their numbers (1-based, counting the header).
func lineDiff(expected: String, actual: String) -> String {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var out: [String] = []
  for index in 0..<max(old.count, new.count) {
    let a = index < old.count ? String(old[index]) : "<none>"
    let b = index < new.count ? String(new[index]) : "<none>"
    if a != b {
      out.append(String(format: "%4d - %@", index + 1, a))
      out.append(String(format: "%4d + %@", index + 1, b))
    }
    if out.count > 80 {
      out.append("…")
      break
    }
  }
  return out.joined(separator: "\n")
}

/// The styles legend as a 16-colour terminal shows it: ANSI colours stay, palette colours
/// become the nearest of the 8 basic ones (`TerminalColor.nearestANSI8`, as the curses
/// backend maps them).
func legendIn16Colours(_ snapshot: String) -> String {
  let lines = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
    guard line.count > 4, line.dropFirst().hasPrefix(" = ") else { return String(line) }
    return line.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
      for prefix in ["fg=", "bg="] where word.hasPrefix(prefix) {
        let value = word.dropFirst(3)
        guard value.hasPrefix("indexed("), let number = UInt8(value.dropFirst(8).dropLast()) else { continue }
        return prefix + TerminalColor.ansi(TerminalColor.indexed(number).nearestANSI8()).description
      }
      return String(word)
    }.joined(separator: " ")
  }
  return lines.joined(separator: "\n")
}
