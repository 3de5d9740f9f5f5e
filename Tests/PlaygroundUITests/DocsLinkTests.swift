import Foundation
import Testing

/// README.md and the pages of docs/ link only to files in the repository, and every
/// `page.md#section` names a heading that page has, so moving or renaming text cannot leave a
/// link dangling.
@Suite struct DocsLinkTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var pages: [String] {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
        return nil
      })
  }

  static func anchors(in text: String) -> Set<String> {
    var inFence = false
    var result: Set<String> = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      result.insert(anchor(line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)))
    }
    return result
  }

  /// The targets of `[text](target)` links, outside code.
  static func links(in text: String) -> [String] {
    var inFence = false
    var targets: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence else { continue }
      var rest = Substring(line)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return targets
  }

  @Test func everyLinkInTheReadmeAndDocsResolves() throws {
    #expect(Self.pages.count >= 10, "docs/ lost its pages: \(Self.pages)")
    var checked = 0
    for page in Self.pages {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      let folder = page.split(separator: "/").dropLast().joined(separator: "/")
      for target in Self.links(in: text) where !target.hasPrefix("http") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0].isEmpty ? page : (folder.isEmpty ? parts[0] : folder + "/" + parts[0])
        let path = Self.root.appendingPathComponent(file).standardized.path
        guard FileManager.default.fileExists(atPath: path), path.hasPrefix(Self.root.standardized.path) else {
          Issue.record("\(page) links to \(target), which is not a file in the repository")
          continue
        }
        if parts.count == 2, file.hasSuffix(".md") {
          let anchors = Self.anchors(in: try String(contentsOfFile: path, encoding: .utf8))
          #expect(anchors.contains(parts[1]), "\(page) links to \(target): \(file) has no such heading")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func theAnchorOfAHeadingIsGitHubs() {
    #expect(Self.anchor("The action language") == "the-action-language")
    #expect(Self.anchor("Terminal.app and iTerm2") == "terminalapp-and-iterm2")
    #expect(Self.anchor("Bring your own app: `sbplay import` and `sbplay lint`") == "bring-your-own-app-sbplay-import-and-sbplay-lint")
  }
}
