import CellGrid
import StatusBarCore

/// A boxed panel with a title and lines of text. Lines wrap to the width (or are cut, for
/// lists), and a panel taller than its box either keeps `anchor` in view (lists) or ends with a
/// "more" note. Two panels are equal when they draw the same (the wrapped lines they keep are
/// what their lines make, so they never make two panels differ): a frame copies a panel from
/// the previous one when the same panel sits in the same box.
struct Panel: View, Equatable {
  var title: String
  var lines: [StyledLine]
  /// Text on the right of the top border (for example the focus).
  var note: String?
  /// Lines wrap at spaces; lists are cut with an ellipsis instead.
  var wraps = true
  /// The line to keep visible when the panel scrolls (the focused row of a list).
  var anchor: Int?
  /// Shorter lines to use when the full ones do not fit.
  var compact: [StyledLine]?
  /// Lines kept at the bottom of the box (details of the focused row) while the rest scrolls.
  var pinned: [StyledLine] = []
  /// The lines and compact lines wrapped for one inner width, so a frame wraps them once.
  var cache: WrappedLines? = nil
  /// Set once the user scrolled (or focused) the panel: the first full line shown. The full
  /// lines are drawn from there, with arrows and "lines a-b of n" on the bottom border.
  var scroll: Int? = nil
  /// The note on the top border while the compact lines are shown (what they leave out).
  var compactNote: String? = nil
  /// For a list of controllers (the tree): the controller on each line, for mouse clicks.
  var lineControllers: [ControllerID?] = []
  /// Which of the focusable panels this is (nil for the welcome panel).
  var id: PanelID? = nil
  /// The panel has the keyboard: its border is drawn highlighted with a marker.
  var focused = false

  /// Rows the panel wants: its lines plus the border.
  func desiredHeight(width: Int) -> Int {
    content(innerWidth: width - 4).count + pinned.count + 2
  }

  func content(innerWidth: Int) -> [StyledLine] {
    if let cache, cache.width == innerWidth { return cache.lines }
    return wraps ? StyledLine.wrapped(lines, to: innerWidth) : lines
  }

  func compactContent(innerWidth: Int) -> [StyledLine]? {
    if let cache, cache.width == innerWidth { return cache.compact }
    guard let compact else { return nil }
    return wraps ? StyledLine.wrapped(compact, to: innerWidth) : compact
  }

  /// The panel with its lines wrapped for a box `width` columns wide.
  func prepared(width: Int) -> Panel {
    var copy = self
    let inner = width - 4
    copy.cache = WrappedLines(
      width: inner, lines: content(innerWidth: inner), compact: compactContent(innerWidth: inner))
    return copy
  }

  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    guard area.width >= 3, area.height >= 2 else { return }
    grid.drawBox(
      area, glyphs: glyphs, style: focused ? theme.style(.key) : theme.style(.border),
      title: focused ? "\(glyphs.arrowRight) \(title)" : title,
      titleStyle: focused ? theme.style(.focus) : theme.style(.panelTitle))
    let innerWidth = area.width - 4
    let showsCompact =
      scroll == nil && compactNote != nil
      && content(innerWidth: innerWidth).count > area.height - 2 - pinned.count
    let note = showsCompact ? compactNote : self.note
    if let note, area.width > TextWidth.columns(title) + TextWidth.columns(note) + 8 {
      let text = " \(note) "
      grid.put(
        text, x: area.maxX - 2 - TextWidth.columns(text), y: area.y, style: theme.style(.dim))
    }
    var inner = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard inner.width > 0, inner.height > 0 else { return }
    if !pinned.isEmpty, inner.height > pinned.count + 1 {
      inner.height -= pinned.count
      for (index, line) in pinned.enumerated() {
        line.draw(
          into: &grid, x: inner.x, y: inner.maxY + index, width: inner.width, theme: theme,
          glyphs: glyphs)
      }
    }
    if let scroll {
      drawScrolled(into: &grid, area: area, inner: inner, from: scroll, context: context)
      return
    }
    var shown = content(innerWidth: inner.width)
    if shown.count > inner.height, let compact = compactContent(innerWidth: inner.width) {
      shown = compact
    }
    if !wraps, let anchor, shown.count > inner.height {
      // Scroll so the anchor sits inside, with a line of context when possible.
      let start = min(max(0, anchor - inner.height / 2), shown.count - inner.height)
      for (index, line) in shown[start..<(start + inner.height)].enumerated() {
        line.draw(
          into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
          glyphs: glyphs)
      }
      if start > 0 {
        grid.put(glyphs.arrowUp, x: area.maxX - 1, y: inner.y, style: theme.style(.dim))
      }
      if start + inner.height < shown.count {
        grid.put(glyphs.arrowDown, x: area.maxX - 1, y: inner.maxY - 1, style: theme.style(.dim))
      }
      return
    }
    // Every row shows a line; what does not fit is counted on the bottom border, so a box of
    // two rows at 80x24 shows two lines rather than one and a note.
    for (index, line) in shown.prefix(inner.height).enumerated() {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
    if shown.count > inner.height {
      let hidden = shown.count - inner.height
      grid.put(glyphs.arrowDown, x: area.maxX - 1, y: inner.maxY - 1, style: theme.style(.dim))
      let count = "\(hidden) more line\(hidden == 1 ? "" : "s")"
      for more in [" \(count): F focuses, then scroll ", " \(count): F ", " \(count) "]
      where id != nil || !more.contains("F") {
        let x = area.maxX - 2 - TextWidth.columns(more)
        guard x > area.x + 1 else { continue }
        grid.put(more, x: x, y: area.maxY - 1, style: theme.style(.dim))
        break
      }
    }
  }
}

/// A panel's lines wrapped for one inner width. Derived from the panel's own lines, so it
/// never makes two panels differ.
struct WrappedLines: Equatable {
  var width: Int
  var lines: [StyledLine]
  var compact: [StyledLine]?

  static func == (lhs: WrappedLines, rhs: WrappedLines) -> Bool { true }
}

extension Panel {
  /// The full lines from `from` (clamped so the last page is full), with arrows where more
  /// lines are, and the position on the bottom border.
  func drawScrolled(
    into grid: inout Grid, area: Area, inner: Area, from: Int, context: DrawContext
  ) {
    let theme = context.theme
    let glyphs = context.glyphs
    let shown = content(innerWidth: inner.width)
    let start = max(0, min(from, shown.count - inner.height))
    let end = min(shown.count, start + inner.height)
    for (index, line) in shown[start..<end].enumerated() {
      line.draw(
        into: &grid, x: inner.x, y: inner.y + index, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
    if start > 0 {
      grid.put(glyphs.arrowUp, x: area.maxX - 1, y: inner.y, style: theme.style(.key))
    }
    if end < shown.count {
      grid.put(glyphs.arrowDown, x: area.maxX - 1, y: inner.maxY - 1, style: theme.style(.key))
    }
    if shown.count > inner.height {
      let position = " lines \(start + 1)-\(end) of \(shown.count) "
      let x = area.maxX - 2 - TextWidth.columns(position)
      if x > area.x + 1 {
        grid.put(position, x: x, y: area.maxY - 1, style: theme.style(.dim))
      }
    }
  }
}

extension Panel {
  /// The index of the (unwrapped) list line drawn at screen row `y` in `area`, for a list panel
  /// drawn by `draw` (same scrolling), or nil for the border, pinned lines and wrapped panels.
  func listLine(atRow y: Int, area: Area) -> Int? {
    guard !wraps else { return nil }
    var inner = area.inset(top: 1, left: 2, bottom: 1, right: 2)
    if !pinned.isEmpty, inner.height > pinned.count + 1 { inner.height -= pinned.count }
    guard y >= inner.y, y < inner.maxY else { return nil }
    let count = lines.count
    var start = 0
    if let scroll {
      start = max(0, min(scroll, count - inner.height))
    } else if let anchor, count > inner.height {
      start = min(max(0, anchor - inner.height / 2), count - inner.height)
    }
    let index = start + (y - inner.y)
    return index < count ? index : nil
  }
}
