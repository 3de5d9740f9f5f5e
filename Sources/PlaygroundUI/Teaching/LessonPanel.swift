import SceneFile
import StatusBarCore

/// The open lesson: its title and summary, the step (n of m) with its narration, what the step
/// wants (a goal, a question, a step to watch), and, once decided, why: the result, the trace
/// steps that explain it and the plain-words paragraph. The lesson keys are pinned below.
///
/// Each line has a level: when the panel has fewer rows than it wants, lines of level 1 go
/// first (the summary, the lanes' one-line whys), then level 2 (the narration once the step is
/// decided, the instructions), then level 3.
enum LessonPanel {
  typealias Line = (line: StyledLine, level: Int)

  static func make(
    _ session: LessonSession, symbols: Symbols, check: String, cross: String, width: Int = 60,
    rows: Int = 1_000
  ) -> Panel {
    // While a question is open its title and summary wait: they state what the lesson teaches.
    let open = session.questionOpen
    var lines: [Line] = [(StyledLine(open ? "Lesson: title after the answer" : session.title, .bold), 0)]
    if !open, let summary = session.summary?.trimmed, !summary.isEmpty {
      lines.append((StyledLine.prose(summary, .dim), 1))
    }
    lines.append((.blank, 0))
    if session.finished {
      lines += finished(session, check: check).map { ($0, 0) }
    } else if let step = session.step {
      let tag: String
      switch session.kind {
      case .goal: tag = "your turn"
      case .question:
        tag = session.predict && session.question?.generated == true ? "predict" : "question"
      case .watch: tag = "watch"
      }
      lines.append(
        (
          StyledLine([
            Span("Step \(session.index + 1) of \(session.steps.count)", .heading),
            Span("  \(tag)", .dim),
          ]), 0
        ))
      lines += stepBody(session, step, symbols: symbols, check: check, cross: cross)
    }
    var note = session.predict ? "predict mode" : nil
    if let score = session.scoreText { note = (note.map { $0 + ", " } ?? "") + score }
    var panel = Panel(
      title: "Lesson", lines: [], note: note, pinned: [keys(session, symbols: symbols, width: width - 4)])
    for dropped in [0, 1, 2, 3] {
      panel.lines = lines.filter { $0.level == 0 || $0.level > dropped }.map(\.line)
      if panel.desiredHeight(width: width) <= rows { break }
    }
    return panel
  }

  /// The step's keys on one line that fits `width` columns: the least needed keys go first
  /// (at 80x24 "1-2 pick" and "[ back"), rather than the line being cut mid-word.
  static func keys(_ session: LessonSession, symbols: Symbols, width: Int = .max) -> StyledLine {
    var items: [(key: String, label: String)]
    var dropOrder: [String]
    if session.kind == .question, !session.answered, let question = session.question {
      items =
        question.isFreeText
        ? [("enter", "answer"), ("esc", "skip")]
        : [
          ("\(symbols.arrowUp)\(symbols.arrowDown)", "choose"), ("enter", "answer"),
          ("1-\(question.choices.count)", "pick"), ("esc", "skip"),
        ]
      dropOrder = ["pick", "choose"]
    } else {
      items = [("enter", "next"), ("[", "back"), ("H", "hint"), ("S", "solution"), ("w", "why")]
      dropOrder = ["back", "why", "solution"]
    }
    func columns() -> Int {
      items.reduce(0) { $0 + TextWidth.columns($1.key) + 1 + TextWidth.columns($1.label) + 2 } - 2
    }
    for label in dropOrder where columns() > width {
      items.removeAll { $0.label == label }
    }
    var spans: [Span] = []
    for (index, item) in items.enumerated() {
      spans.append(Span(item.key, .key))
      spans.append(Span(" " + item.label + (index == items.count - 1 ? "" : "  ")))
    }
    return StyledLine(spans)
  }

  /// The narration and what the step wants, then (once decided) why.
  static func stepBody(
    _ session: LessonSession, _ step: LessonStep, symbols: Symbols, check: String, cross: String
  ) -> [Line] {
    var lines: [Line] = []
    let say = step.say?.trimmed
    let decided = session.reveal != nil
    switch session.kind {
    case .question:
      let ask = session.question?.text ?? step.ask ?? ""
      lines.append(
        (StyledLine([Span("Predict: ", .bold), Span(ask)], hangingIndent: 2), decided ? 2 : 0))
      if let reveal = session.reveal {
        lines.append((headline(reveal, check: check, cross: cross), 0))
        if let tally = reveal.tally { lines.append((StyledLine(tally, .bold), 0)) }
        if let say { lines.append((StyledLine.prose(say), 2)) }
        lines += revealLines(reveal)
      } else if let question = session.question {
        lines += choiceLines(question, pointer: symbols.pointer).map { ($0, 0) }
      }
    case .goal:
      if let say { lines.append((StyledLine.prose(say), decided ? 2 : 0)) }
      if let expect = step.expect {
        lines.append(
          (
            StyledLine(
              [Span("Goal: ", .bold), Span(ExpectationText.describe(expect))], hangingIndent: 2),
            decided ? 2 : 0
          ))
      }
      if let reveal = session.reveal {
        lines.append((headline(reveal, check: check, cross: cross), 0))
        lines += revealLines(reveal)
      } else {
        if let first = session.missing.first {
          lines.append(
            (StyledLine([Span("Not yet: ", .pending), Span(first)], hangingIndent: 2), 0))
        }
        if let hint = session.hint {
          lines.append(
            (StyledLine([Span("Hint: ", .bold), Span(hint, .why)], hangingIndent: 2), 0))
        }
        lines.append(
          (
            StyledLine.prose(
              "Use your own keys (H hints); S shows the solution, enter skips.", .dim), 2
          ))
      }
    case .watch:
      if let say { lines.append((StyledLine.prose(say), 0)) }
      if let hint = session.hint {
        lines.append((StyledLine([Span("Hint: ", .bold), Span(hint, .why)], hangingIndent: 2), 0))
      }
      if !step.actions.isEmpty, !session.actionsRan {
        lines.append(
          (
            StyledLine(
              [
                Span("enter", .key), Span(" runs: "),
                Span(step.actions.joined(separator: "; "), .action),
              ],
              hangingIndent: 2), 0
          ))
      } else {
        lines.append((StyledLine("enter moves on.", .dim), 2))
      }
    }
    return lines
  }

  /// The choices of a question waiting for an answer, the selected one marked.
  static func choiceLines(_ question: Question, pointer: String) -> [StyledLine] {
    if question.isFreeText {
      return [
        StyledLine.prose(
          "Type your answer on the line at the bottom, then enter (esc skips).", .dim)
      ]
    }
    return question.choices.enumerated().map { index, choice in
      let selected = index == question.selected
      var spans = [
        Span(selected ? pointer + " " : "  ", .marker), Span("\(index + 1)", .key),
        Span("  " + choice, selected ? .bold : .plain, cutsLongWords: true),
      ]
      // The room's votes so far (presenter mode's tally), beside the choice.
      if question.totalVotes > 0 {
        let votes = question.votes.indices.contains(index) ? question.votes[index] : 0
        spans.append(Span("  " + String(repeating: "|", count: min(votes, 20)) + " \(votes)", .dim))
      }
      return StyledLine(spans, rowRole: selected ? .focus : nil)
    }
  }

  static func headline(_ reveal: StepReveal, check: String, cross: String) -> StyledLine {
    let wrong = reveal.right == false
    return StyledLine(
      [Span((wrong ? cross : check) + " " + reveal.headline, wrong ? .error : .why)],
      hangingIndent: 2)
  }

  /// The result, the trace (the lanes' one-line whys at level 1) and the why paragraph.
  static func revealLines(_ reveal: StepReveal) -> [Line] {
    var lines: [Line] = [
      (StyledLine([Span("Result: ", .bold), Span(reveal.result)], hangingIndent: 2), 0)
    ]
    for line in reveal.trace {
      let isWhy = line.hasPrefix("  why")
      lines.append((StyledLine(line, isWhy ? .why : .dim), isWhy ? 1 : 0))
    }
    for failure in reveal.failures {
      lines.append(
        (StyledLine([Span("Unexpected: ", .warning), Span(failure)], hangingIndent: 2), 0))
    }
    lines.append((StyledLine.prose([Span("Why: ", .bold), Span(reveal.why)]), 0))
    return lines
  }

  static func finished(_ session: LessonSession, check: String) -> [StyledLine] {
    var lines = [StyledLine("\(check) Lesson complete: \(session.steps.count) steps", .why)]
    if let score = session.scoreText {
      lines.append(StyledLine("Predictions: \(score)"))
    }
    let next = LessonMenu.lesson(after: session.name).flatMap { name in
      LessonCatalog.allLessons.first { $0.name == name }?.title
    }
    if let next {
      lines.append(StyledLine([Span("enter", .key), Span(" choose the next lesson: \(next)")]))
    } else {
      lines.append(StyledLine([Span("l", .key), Span(" lists the lessons")]))
    }
    lines.append(
      StyledLine([
        Span("[", .key), Span(" goes back a step; "), Span("L", .key), Span(" leaves the lesson"),
      ]))
    return lines
  }
}
