import SceneFile
import CellGrid

/// Presenter mode's extras for a projector: the current step's narration in large type (a bold
/// box with generous spacing) and the strip of the last keys pressed.
enum PresenterViews {
  /// Draws the narration box at the top of `area`; returns the rows it took.
  static func drawNarration(
    _ session: LessonSession, into grid: inout Grid, area: Area, theme: Theme, glyphs: GlyphSet,
    check: String, cross: String, page: Int = 0, focused: Bool = false
  ) -> Int {
    guard area.width >= 30, area.height >= 8 else { return 0 }
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
        }
      } else {
        if let reveal = session.reveal {
          let wrong = reveal.right == false
          paragraphs.append(
            StyledLine.prose((wrong ? cross : check) + " " + reveal.headline, wrong ? .error : .why)
          )
        }
        if let say = step.say?.trimmed { paragraphs.append(StyledLine.prose(say, .bold)) }
        if session.kind == .goal, !session.passed, let expect = step.expect {
          paragraphs.append(StyledLine.prose("Goal: " + ExpectationText.describe(expect), .marker))
        }
        // The hint where the room sees it (H), not in a panel presenter mode leaves out.
        if session.hintShown, let hint = PlaygroundApp.hint(for: step) {
          paragraphs.append(StyledLine([Span("Hint: ", .bold), Span(hint, .why)], hangingIndent: 6))
        }
      }
    }
    let innerWidth = area.width - 8
    let limit = area.height * 3 / 5
    // Paragraphs apart, for reading from the back of the room; choices one per line.
    var lines: [StyledLine] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let isChoice = paragraph.spans.first.map { $0.role == .marker } ?? false
      if index > 0, !isChoice { lines.append(.blank) }
      lines += paragraph.wrapped(to: innerWidth)
    }
    let height = min(limit, lines.count + 4)
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
    return height
  }

  /// `keys: h u b` flush right on a row, in reverse video.
  static func drawKeyStrip(
    _ keys: [String], into grid: inout Grid, row: Int, maxWidth: Int, theme: Theme
  ) {
    guard !keys.isEmpty, maxWidth > 12 else { return }
    var shown: [String] = []
    var width = 8
    for key in keys.reversed() {
      let w = TextWidth.columns(key) + 1
      if width + w > maxWidth { break }
      shown.insert(key, at: 0)
      width += w
    }
    let text = " keys: " + shown.joined(separator: " ") + " "
    let x = grid.width - TextWidth.columns(text) - 1
    grid.fill(Area(x: x - 1, y: row, width: TextWidth.columns(text) + 2, height: 1), style: .plain)
    grid.put(text, x: x, y: row, style: theme.style(.selected))
  }
}
