import ArgumentParser
import StatusBarCore

struct Rules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Print the rulebook: every rule and decision a trace cites, with confidence and sources.",
    discussion: """
      The same text as docs/rules.md, generated from the rule table in the code.
      Examples:
        sbplay rules
        sbplay rules R2.3
        sbplay rules D15 D22
        sbplay rules --markdown > rules.md
      """)

  @Argument(help: "Rule or decision ids (R2.3, D1). Default: all of them.")
  var ids: [String] = []

  @Flag(help: "Print docs/rules.md (Markdown) instead of plain text.")
  var markdown = false

  func run() throws {
    if markdown {
      Console.out(RuleBook.markdown(), terminator: "")
      return
    }
    var entries: [RuleEntry] = []
    for id in ids {
      guard let entry = RuleBook.entry(id) else {
        let known = RuleBook.entries.map(\.id)
        throw CLIError(description: "unknown rule `\(Self.printable(id))`\(Suggestions.didYouMean(id, in: known)) (`sbplay rules` lists every id)")
      }
      entries.append(entry)
    }
    if ids.isEmpty { entries = RuleBook.entries }
    Console.out(entries.map(RuleBook.plainText).joined(separator: "\n\n"))
  }

  /// A command-line word safe to echo: control characters shown as `?`, at most 60 characters.
  static func printable(_ text: String) -> String {
    let cleaned = String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    return cleaned.count <= 60 ? cleaned : String(cleaned.prefix(60)) + "…"
  }
}
