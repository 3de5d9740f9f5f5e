import StatusBarCore

/// The current warnings, then what happened, newest first: each action with the events UIKit
/// posted and its notes, refusals, undo and redo.
enum LogPanel {
  static func make(snapshot: Snapshot, log: SessionLog, symbols: Symbols, limit: Int = 20) -> Panel
  {
    var lines: [StyledLine] = []
    for warning in snapshot.warnings {
      lines.append(
        StyledLine(
          [Span(symbols.warning + " ", .warning), Span(warning, .warning)], hangingIndent: 2))
    }
    for entry in log.entries.reversed().prefix(limit) {
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
          StyledLine([Span(symbols.ok + " ", .dim), Span(entry.text, .dim)], hangingIndent: 2))
      }
      for event in entry.events {
        lines.append(
          StyledLine(
            [Span("  " + symbols.separator + " ", .dim), Span(event, .event)], hangingIndent: 4))
      }
      for note in entry.notes {
        lines.append(
          StyledLine(
            [Span("  " + symbols.warning + " ", .dim), Span(note, .dim)], hangingIndent: 4))
      }
    }
    if lines.isEmpty {
      lines.append(StyledLine("no warnings; actions and UIKit's events appear here", .dim))
    }
    return Panel(title: "Warnings & log", lines: lines, note: "newest first")
  }
}
