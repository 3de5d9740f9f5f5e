import CellGrid

/// The lesson menu: chapters and their lessons with progress marks on the left (scrolled to keep
/// the selection in view), the selected lesson's summary on the right.
struct LessonMenuOverlay: View {
  var menu: LessonMenu
  var progress: LessonProgress

  /// Marks for done, started and new lessons (ASCII spellings when needed).
  static func mark(_ status: LessonProgress.Status, ascii: Bool) -> String {
    switch status {
    case .done: ascii ? "+" : "✓"
    case .started: ascii ? "~" : "•"
    case .new: " "
    }
  }

  /// Covers `area` (the screen between the title bar and the message line), the box centred.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let ascii = glyphs.name == "ascii"
    let box = area.centered(width: min(area.width, 118), height: area.height)
    guard box.width >= 24, box.height >= 6 else { return }
    grid.fill(area, style: .plain)
    let all = LessonCatalog.allLessons
    let done = all.filter { progress.status(of: $0.name) == .done }.count
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.panelTitle),
      title: "Lessons: \(done) of \(all.count) done", titleStyle: theme.style(.panelTitle))
    let legend =
      " \(Self.mark(.done, ascii: ascii)) done  \(Self.mark(.started, ascii: ascii)) started "
    if box.width > TextWidth.columns(legend) + 30 {
      grid.put(
        legend, x: box.maxX - 2 - TextWidth.columns(legend), y: box.y, style: theme.style(.dim))
    }
    var inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    if let notice = menu.notice {
      let lines = StyledLine([Span(glyphs.arrowRight + " "), Span(notice, .warning)]).wrapped(
        to: inner.width)
      for (index, line) in lines.prefix(2).enumerated() {
        line.draw(
          into: &grid, x: inner.x, y: inner.maxY - min(2, lines.count) + index, width: inner.width,
          theme: theme, glyphs: glyphs)
      }
      inner.height -= min(2, lines.count) + 1
    }
    let wide = inner.width >= 90
    var (listArea, detailArea) =
      wide ? inner.splitHorizontally(at: inner.width * 11 / 20) : (inner, Area.zero)
    if !wide, listArea.height >= 16, let entry = menu.entry {
      // Narrow: the selected lesson's summary under the list.
      let summary = StyledLine.prose(entry.summary.trimmed, .dim).wrapped(to: listArea.width)
      let rows = min(3, summary.count)
      for (index, line) in summary.prefix(rows).enumerated() {
        line.draw(
          into: &grid, x: listArea.x, y: listArea.maxY - rows + index, width: listArea.width,
          theme: theme, glyphs: glyphs)
      }
      listArea.height -= rows + 1
    }
    var rows: [StyledLine] = []
    var anchor = 0
    for chapter in LessonCatalog.entries {
      let finished = chapter.lessons.filter { progress.status(of: $0.name) == .done }.count
      if !rows.isEmpty { rows.append(.blank) }
      rows.append(
        StyledLine(
          [Span(chapter.chapter, .heading)],
          right: [Span("\(finished)/\(chapter.lessons.count)", .dim)]))
      for lesson in chapter.lessons {
        let selected = lesson.name == menu.entry?.name
        if selected { anchor = rows.count }
        let status = progress.status(of: lesson.name)
        rows.append(
          StyledLine(
            [
              Span(selected ? glyphs.pointer + " " : "  ", .marker),
              Span(Self.mark(status, ascii: ascii) + " ", status == .done ? .why : .marker),
              Span(lesson.title, selected ? .bold : .plain),
            ],
            right: [Span("\(lesson.stepCount) steps", .dim)], rowRole: selected ? .focus : nil))
      }
    }
    let listWidth = wide ? listArea.width - 2 : listArea.width
    let visible = listArea.height
    let start = rows.count > visible ? min(max(0, anchor - visible / 2), rows.count - visible) : 0
    for (index, line) in rows.dropFirst(start).prefix(visible).enumerated() {
      line.draw(
        into: &grid, x: listArea.x, y: listArea.y + index, width: listWidth, theme: theme,
        glyphs: glyphs)
    }
    if start > 0 {
      grid.put(glyphs.arrowUp, x: listArea.x + listWidth, y: listArea.y, style: theme.style(.dim))
    }
    if start + visible < rows.count {
      grid.put(
        glyphs.arrowDown, x: listArea.x + listWidth, y: listArea.maxY - 1, style: theme.style(.dim))
    }
    guard wide, let entry = menu.entry else { return }
    LessonDetail(entry: entry, progress: progress).draw(
      into: &grid, area: detailArea, context: context)
  }
}

/// The lesson menu's right column: the selected lesson's title, summary, progress and how to
/// open it, after a rule.
struct LessonDetail: View {
  var entry: LessonCatalog.Entry
  var progress: LessonProgress

  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let status = progress.status(of: entry.name)
    let x = area.x + 1
    let width = area.width - 1
    for row in area.y..<area.maxY {
      grid.put(String(glyphs.vertical), x: area.x - 1 + 0, y: row, style: theme.style(.border))
    }
    var lines: [StyledLine] = []
    lines += StyledLine(entry.title, .bold).wrapped(to: width - 1)
    lines.append(StyledLine("\(entry.chapter), \(entry.stepCount) steps", .dim))
    lines.append(.blank)
    lines += StyledLine.prose(entry.summary.trimmed).wrapped(to: width - 1)
    lines.append(.blank)
    let saved = progress.lessons[entry.name]
    switch status {
    case .done:
      var text = "Done"
      if let right = saved?.right, let asked = saved?.asked {
        text += ", predictions \(right)/\(asked) right"
      }
      lines.append(StyledLine(text, .why))
    case .started:
      lines.append(
        StyledLine(
          "Started: \(saved?.passed.count ?? 0) of \(entry.stepCount) steps passed", .marker))
    case .new:
      lines.append(StyledLine("New", .dim))
    }
    lines.append(.blank)
    lines.append(StyledLine([Span("enter", .key), Span(" opens it as a lesson")]))
    lines.append(StyledLine([Span("e", .key), Span(" opens it in predict mode: guess, then see")]))
    lines.append(.blank)
    lines.append(StyledLine("From a shell:", .dim))
    lines.append(StyledLine([Span("  sbplay \(entry.name)", .action)]))
    for (index, line) in lines.prefix(area.height).enumerated() {
      line.draw(
        into: &grid, x: x + 1, y: area.y + index, width: width - 1, theme: theme, glyphs: glyphs)
    }
  }
}
