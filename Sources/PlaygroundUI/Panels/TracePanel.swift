import StatusBarCore

/// The resolver's two lanes (style, hidden): the answer and who decided it, every query UIKit
/// made with its rule id, the one-line why, and, while an update is pending, what UIKit would
/// answer after `update` (`Snapshot.live`).
enum TracePanel {
  static func make(snapshot: Snapshot, symbols: Symbols) -> Panel {
    let shown = snapshot.shown
    let styleHeading = heading(
      "STYLE", "\(shown.style.swiftName), \(shown.foreground.rawValue) text" + (shown.foregroundReason.map { " " + $0 } ?? ""),
      decider: shown.styleDecider, symbols: symbols)
    let hiddenAnswer =
      shown.hidden
      ? "hidden, 0 pt" : "shown, \(snapshot.layout.statusBarFrame.height.pointString) pt"
    let hiddenHeading = heading(
      "HIDDEN", "\(hiddenAnswer), \(shown.animation.swiftName)", decider: shown.hiddenDecider,
      symbols: symbols)
    let styleWhy = why(shown.styleWhy)
    let hiddenWhy = why(shown.hiddenWhy)
    let pending = pendingLines(snapshot, symbols: symbols)
    let styleSteps = steps(shown.styleTrace)
    let hiddenSteps = steps(shown.hiddenTrace)
    var full: [StyledLine] = [styleHeading]
    full += styleSteps
    full.append(styleWhy)
    full.append(hiddenHeading)
    full += hiddenSteps
    full.append(hiddenWhy)
    full += pending
    let compact =
      pending + [styleHeading] + decisive(shown.styleTrace, styleSteps, "preferredStatusBarStyle")
      + [styleWhy, hiddenHeading]
      + decisive(shown.hiddenTrace, hiddenSteps, "prefersStatusBarHidden") + [hiddenWhy]
    let hidden = max(0, shown.styleTrace.count - 1) + max(0, shown.hiddenTrace.count - 1)
    var panel = Panel(
      title: "Resolver", lines: full, note: "rule ids: sbplay rules ID", compact: compact)
    // The short form says what it leaves out, on the border, costing no row.
    if hidden > 0 { panel.compactNote = "\(hidden) more quer\(hidden == 1 ? "y" : "ies"): F" }
    return panel
  }

  /// While a prediction is asked: the resolver's answer waits for the user's.
  static func heldBack() -> Panel {
    Panel(
      title: "Resolver",
      lines: [
        StyledLine("The resolver's trace is held back until you answer.", .dim),
        StyledLine("enter answers, esc skips; then the trace shows what changed.", .dim),
      ])
  }

  static func heading(_ lane: String, _ answer: String, decider: Decider, symbols: Symbols)
    -> StyledLine
  {
    StyledLine(
      [Span(lane, .heading), Span("  "), Span(answer, .bold)],
      right: [Span(symbols.decider + " " + decider.description, .marker)])
  }

  static func steps(_ trace: [TraceStep]) -> [StyledLine] {
    trace.enumerated().map { index, step in
      StyledLine(
        [Span(" \(index + 1) ", .dim), Span(step.text + " "), Span(step.rule.description, .rule)],
        hangingIndent: 4)
    }
  }

  /// The step that gave the answer (the last query of the lane's own property), numbered as in
  /// the full trace.
  /// `lines` are the trace's `steps`, made once by the caller.
  static func decisive(_ trace: [TraceStep], _ lines: [StyledLine], _ query: String) -> [StyledLine] {
    // The queries are ASCII names: their UTF-8 bytes are what the text starts with.
    guard let index = trace.lastIndex(where: { $0.text.utf8.starts(with: query.utf8) }) ?? trace.indices.last
    else { return [] }
    return [lines[index]]
  }

  static func why(_ text: String) -> StyledLine {
    StyledLine([Span(" why: ", .dim), Span(text, .why)], hangingIndent: 6)
  }

  /// While a preference change waits for `update`: the answer UIKit would give now.
  static func pendingLines(_ snapshot: Snapshot, symbols: Symbols) -> [StyledLine] {
    guard snapshot.world.pendingUpdate else { return [] }
    let shown = snapshot.shown
    let live = snapshot.live
    var changes: [String] = []
    if live.style != shown.style || live.foreground != shown.foreground
      || live.styleDecider != shown.styleDecider
    {
      changes.append(
        "style \(live.style.swiftName), \(live.foreground.rawValue) text (by \(live.styleDecider))")
    }
    if live.hidden != shown.hidden || live.hiddenDecider != shown.hiddenDecider {
      changes.append(
        "\(live.hidden ? "hidden" : "shown") (by \(live.hiddenDecider)) with \(live.animation.swiftName)"
      )
    }
    let after = changes.isEmpty ? "the same answer" : changes.joined(separator: "; ")
    return [
      StyledLine(
        [
          Span(symbols.warning + " pending update: ", .pending), Span("after "), Span("u", .key),
          Span(" UIKit would show " + after),
        ],
        hangingIndent: 4)
    ]
  }
}
