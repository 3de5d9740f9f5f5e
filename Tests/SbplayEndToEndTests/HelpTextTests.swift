import Foundation
import Testing

/// `--help` stands alone: its texts wrap cleanly at any width (no hard line break
/// inside a sentence; the parser wraps to the terminal) and every file, folder or scene they
/// name exists in the repository. Read from `sbplay --experimental-dump-help`, the parser's
/// own description of every command, so no command is missed.
@Suite struct HelpTextTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct HelpText {
    var command: String
    var field: String
    var text: String
  }

  static func helpTexts() throws -> [HelpText] {
    let dump = sbplay(["--experimental-dump-help"])
    #expect(dump.status == 0, "\(dump.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
    var texts: [HelpText] = []
    func walk(_ command: [String: Any], _ path: String) {
      for field in ["abstract", "discussion"] {
        if let text = command[field] as? String { texts.append(HelpText(command: path, field: field, text: text)) }
      }
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let name = argument["valueName"] as? String ?? "?"
        for field in ["abstract", "discussion"] {
          if let text = argument[field] as? String, !text.isEmpty {
            texts.append(HelpText(command: path, field: "\(name) \(field)", text: text))
          }
        }
      }
      for sub in command["subcommands"] as? [[String: Any]] ?? [] {
        walk(sub, path + " " + (sub["commandName"] as? String ?? "?"))
      }
    }
    walk(try #require(json["command"] as? [String: Any]), "sbplay")
    return texts
  }

  @Test func helpTextsHaveNoHardLineBreaksInsideSentences() throws {
    let texts = try Self.helpTexts()
    #expect(texts.count > 40)
    for help in texts {
      guard help.field == "discussion" else {
        #expect(!help.text.contains("\n"), "\(help.command) \(help.field) has a line break: \(help.text)")
        continue
      }
      // Prose lines start at the margin; examples are indented. A prose line followed by more
      // prose must end its sentence (or introduce what follows).
      let lines = help.text.components(separatedBy: "\n")
      for (line, next) in zip(lines, lines.dropFirst()) {
        let prose = { (text: String) in !text.isEmpty && !text.hasPrefix(" ") }
        guard prose(line), prose(next) else { continue }
        #expect(
          [".", ":", "?", "!", ")"].contains(where: { line.hasSuffix($0) }),
          "\(help.command): a hard line break inside a sentence: \"\(line)⏎\(next)\"")
      }
    }
  }

  @Test func everyFileFolderAndSceneTheHelpNamesExists() throws {
    let scenes = Set(sbplay(["scenes"]).out.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    #expect(scenes.contains("nav-bar-decides"))
    let subcommands: Set<String> = [
      "play", "state", "render", "cast", "check", "compare", "code", "share", "devices", "scenes", "schema", "bench", "help", "rules",
      "import", "lint", "slides",
    ]
    let takesAScene: Set<String> = ["play", "state", "render", "check", "compare", "code", "share", "slides"]
    var checked = 0
    for help in try Self.helpTexts() {
      var created: Set<String> = []
      for line in help.text.components(separatedBy: "\n") {
        let words = line.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() {
          let token = word.trimmingCharacters(in: CharacterSet(charactersIn: "`'\",;()"))
          let previous = index > 0 ? words[index - 1] : ""
          // Files an example creates, and install locations, are not in the repository.
          if ["--record", "--output", "-o", ">"].contains(previous) {
            created.insert(token)
            continue
          }
          // A path in the user's home (`~/MyApp`) is the user's own file, like an absolute one.
          if created.contains(token) || token.hasPrefix("/") || token.hasPrefix("~/")
            || token.hasPrefix("PREFIX") || token.hasPrefix("$schema=") || token.hasPrefix("http")
          {
            continue
          }
          let looksLikeAPath =
            token.contains("/") || [".md", ".yaml", ".yml", ".json", ".txt", ".swift"].contains { token.hasSuffix($0) }
          if looksLikeAPath, !token.hasPrefix("-") {
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(token).path)
            #expect(exists, "\(help.command) names `\(token)`, which is not in the repository")
            checked += 1
          }
        }
        // An example's scene: the first plain word after `sbplay [SUBCOMMAND]`.
        guard words.first == "sbplay" else { continue }
        var rest = words.dropFirst()
        var subcommand = "play"
        if let first = rest.first, subcommands.contains(first) {
          subcommand = first
          rest = rest.dropFirst()
        }
        if takesAScene.contains(subcommand), let scene = rest.first, !scene.hasPrefix("-"), !scene.contains("/"), scene.uppercased() != scene {
          #expect(scenes.contains(scene), "\(help.command): the example names the scene `\(scene)`, which is not bundled")
          checked += 1
        }
      }
    }
    #expect(checked > 10)
  }

  /// docs/cli.md's table has a row for every subcommand the parser knows, so a new command
  /// cannot ship undocumented.
  @Test func docsCLIListsEverySubcommand() throws {
    let dump = sbplay(["--experimental-dump-help"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
    let command = try #require(json["command"] as? [String: Any])
    let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
      .filter { $0 != "help" && $0 != "play" }
    #expect(names.count >= 14)
    let cli = try String(contentsOf: Self.root.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    for name in names {
      #expect(cli.contains("| `sbplay \(name)"), "docs/cli.md has no row for `sbplay \(name)`")
    }
  }
}
