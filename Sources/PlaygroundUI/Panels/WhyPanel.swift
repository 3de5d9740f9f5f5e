import StatusBarCore

/// "Why, in plain words" (`w`): `Explanation`'s paragraph for the current state, then its fixes,
/// numbered for the digit keys.
enum WhyPanel {
  static func make(snapshot: Snapshot) -> Panel {
    let explanation = Explanation(snapshot)
    var lines = [StyledLine.prose(explanation.paragraph, .why)]
    var compact = lines
    if explanation.fixes.isEmpty {
      lines.append(StyledLine("Nothing to fix: this is what UIKit does here.", .dim))
      compact = lines
    }
    for (index, fix) in explanation.fixes.prefix(9).enumerated() {
      let title = StyledLine(
        [Span("\(index + 1)", .key), Span("  " + fix.title)], hangingIndent: 3)
      lines.append(title)
      compact.append(title)
      lines.append(
        StyledLine(
          [Span("   "), Span(fix.actions.joined(separator: "; "), .dim)], hangingIndent: 5))
    }
    return Panel(
      title: "Why, in plain words", lines: lines,
      note: explanation.fixes.isEmpty ? nil : "1-\(min(9, explanation.fixes.count)) applies a fix",
      compact: compact)
  }
}
