import StatusBarCore

/// `I`: the rulebook entries the resolver panel's trace cites, with confidence and sources
/// (the same text as `sbplay rules ID` and docs/rules.md).
extension PlaygroundApp {
  mutating func showCitedRules() {
    let shown = simulation.world.shown
    var ids: [String] = []
    for step in shown.styleTrace + shown.hiddenTrace where !ids.contains(step.rule.id) {
      ids.append(step.rule.id)
    }
    let entries = ids.compactMap(RuleBook.entry)
    var lines: [String] = []
    for entry in entries {
      if !lines.isEmpty { lines.append("") }
      lines += Self.wrapWords(RuleBook.plainText(entry), width: 96)
    }
    mode = .viewer(
      TextViewer(
        title: "Rules the trace cites (\(ids.joined(separator: ", ")))",
        hint: "sbplay rules \(ids.joined(separator: " ")) prints them; docs/rules.md lists all", lines: lines))
    message = .info("the rules behind this trace: esc closes")
  }

  /// Splits text into lines of at most `width` characters at spaces (paragraphs kept).
  static func wrapWords(_ text: String, width: Int) -> [String] {
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty && line.count + 1 + word.count > width {
          out.append(line)
          line = "  " + word
        } else {
          line += (line.isEmpty ? "" : " ") + word
        }
      }
      out.append(line)
    }
    return out
  }
}
