import StatusBarCore

/// The current warnings, then what happened, newest first: each action with the events UIKit
/// posted and its notes, refusals, undo and redo.
enum LogPanel {
  static func make(
    snapshot: Snapshot, log: SessionLog, symbols: Symbols, limit: Int = 20,
    withholdWarnings: Bool = false, withholdText: [String] = []
  ) -> Panel {
    /// An entry's text with the held-back texts (an open lesson's title) left out.
    func shown(_ text: String) -> String {
      var text = text
      for held in withholdText where !held.isEmpty { text = text.replacing(held, with: "…") }
      return text
    }
    var lines: [StyledLine] = []
    var latest: [StyledLine] = []
    let warnings = withholdWarnings ? [] : snapshot.warnings
    // While a question is open the warnings and UIKit's events (they say who decided what)
    // wait for the answer; the actions stay.
    if withholdWarnings {
      lines.append(StyledLine("warnings and UIKit's events held back until you answer", .dim))
    }
    for warning in warnings {
      lines.append(
        StyledLine(
          [Span(symbols.warning + " ", .warning), Span(warning, .warning)], hangingIndent: 2))
    }
    let warningCount = withholdWarnings ? 0 : lines.count
    for (number, entry) in log.entries.reversed().prefix(limit).enumerated() {
      let start = lines.count
      switch entry.kind {
      case .action:
        lines.append(
          StyledLine([Span(symbols.ok + " ", .dim), Span(entry.text, .action)], hangingIndent: 2))
      case .refused:
        lines.append(
          StyledLine(
            [Span(symbols.error + " refused: ", .error), Span(entry.text)], hangingIndent: 2))
      case .session:
        lines.append(
          StyledLine([Span(symbols.ok + " ", .dim), Span(shown(entry.text), .dim)], hangingIndent: 2))
      }
      for event in entry.events where !withholdWarnings {
        lines.append(
          StyledLine(
            [Span("  " + symbols.separator + " ", .dim), Span(event, .event)], hangingIndent: 4))
      }
      for note in entry.notes where !withholdWarnings {
        lines.append(
          StyledLine(
            [Span("  " + symbols.warning + " ", .dim), Span(note, .dim)], hangingIndent: 4))
      }
      if number == 0 { latest = Array(lines[start...]) }
    }
    if lines.isEmpty {
      lines.append(StyledLine("no warnings; actions and UIKit's events appear here", .dim))
    }
    // Short box: the latest event first, then the warnings (pinned warnings must not push the
    // latest event out of view), then the rest.
    var compact: [StyledLine]?
    if !latest.isEmpty, warningCount > 0 {
      compact = latest + Array(lines[..<warningCount]) + Array(lines[(warningCount + latest.count)...])
    }
    return Panel(title: "Warnings & log", lines: lines, note: "newest first", compact: compact)
  }
}
