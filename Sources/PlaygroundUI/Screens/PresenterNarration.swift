import SceneFile
import CellGrid

/// Presenter mode's narration for a projector: the current step's text in large type (a bold
/// box with generous spacing), paged when long.
struct PresenterNarration: View {
  var session: LessonSession
  /// The first line wanted (the narration's scroll position): its page is shown.
  var page = 0
  /// The narration has the keyboard (PgDn turns the page).
  var focused = false

  /// The rows the box takes at the top of `area` (0 when it does not fit).
  func height(in area: Area, context: DrawContext) -> Int {
    guard area.width >= 30, area.height >= 8 else { return 0 }
    return min(area.height * 3 / 5, content(width: area.width - 8, glyphs: context.glyphs).lines.count + 4)
  }

  /// The box's title and its lines wrapped to `width`.
  func content(width innerWidth: Int, glyphs: GlyphSet) -> (title: String, lines: [StyledLine]) {
    let check = glyphs.check
    let cross = glyphs.cross
    var paragraphs: [StyledLine] = []
    var title = "Lesson"
    if session.finished {
      title = "Lesson complete"
      paragraphs.append(
        StyledLine(
          "\(check) \(session.title)" + (session.scoreText.map { ": predictions \($0)" } ?? ""),
          .bold))
    } else if let step = session.step {
      title = "Step \(session.index + 1)/\(session.steps.count)"
      if session.kind == .question, !session.answered {
        paragraphs.append(StyledLine.prose(session.question?.text ?? step.ask ?? "", .bold))
        if let question = session.question {
          paragraphs += LessonPanel.choiceLines(question, pointer: glyphs.pointer)
          if !question.isFreeText {
            paragraphs.append(StyledLine("t counts a vote for the chosen line, v reveals the room's answer", .dim))
          }
        }
      } else {
        if let reveal = session.reveal {
          let wrong = reveal.right == false
          paragraphs.append(
            StyledLine.prose((wrong ? cross : check) + " " + reveal.headline, wrong ? .error : .why)
          )
          if let tally = reveal.tally { paragraphs.append(StyledLine.prose(tally, .bold)) }
        }
        if let say = step.say?.trimmed { paragraphs.append(StyledLine.prose(say, .bold)) }
        if session.kind == .goal, !session.passed, let expect = step.expect {
          paragraphs.append(StyledLine.prose("Goal: " + ExpectationText.describe(expect), .marker))
          // What is still off, as the lesson panel says it: after a key that went past the goal
          // (a why-fix that also updates) the room sees why the step did not pass.
          if let first = session.missing.first {
            paragraphs.append(StyledLine([Span("Not yet: ", .pending), Span(first)], hangingIndent: 9))
          }
        }
        // The hint where the room sees it (H), not in a panel presenter mode leaves out.
        if let hint = session.hint {
          paragraphs.append(StyledLine([Span("Hint: ", .bold), Span(hint, .why)], hangingIndent: 6))
        }
      }
    }
    // Paragraphs apart, for reading from the back of the room; choices one per line.
    var lines: [StyledLine] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let isChoice = paragraph.spans.first.map { $0.role == .marker } ?? false
      if index > 0, !isChoice { lines.append(.blank) }
      lines += paragraph.wrapped(to: innerWidth)
    }
    return (title, lines)
  }

  /// Draws the narration box at the top of `area` (`height(in:context:)` rows).
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    guard area.width >= 30, area.height >= 8 else { return }
    let (title, lines) = content(width: area.width - 8, glyphs: glyphs)
    let height = min(area.height * 3 / 5, lines.count + 4)
    let box = Area(x: area.x, y: area.y, width: area.width, height: height)
    grid.fill(box, style: .plain)
    var border = theme.style(.heading)
    border.bold = true
    grid.drawBox(box, glyphs: glyphs, style: border, title: title, titleStyle: border)
    let inner = box.inset(top: 2, left: 4, bottom: 2, right: 4)
    // Nothing is cut off: long text pages (F focuses the narration, PgDn turns the page).
    let pageHeight = max(1, inner.height)
    let pages = max(1, (lines.count + pageHeight - 1) / pageHeight)
    let current = min(max(0, page / pageHeight), pages - 1)
    let start = current * pageHeight
    for (index, line) in lines.dropFirst(start).prefix(pageHeight).enumerated() {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
    if pages > 1 {
      let more =
        current + 1 < pages
        ? " page \(current + 1)/\(pages): \(focused ? "PgDn" : "F, then PgDn") reads on "
        : " page \(current + 1)/\(pages) "
      let x = box.maxX - 2 - TextWidth.columns(more)
      if x > box.x + 1 { grid.put(more, x: x, y: box.maxY - 1, style: border) }
    }
  }
}
