import CellGrid
import StatusBarCore

/// The `?` overlay: every binding of the key map, grouped, in as many columns as fit (groups are
/// never split); it scrolls when the terminal is short. Esc or ? closes it.
struct HelpOverlay: View {
  /// The first row shown.
  var scroll: Int

  /// Where the box goes on a `width` x `height` screen: below the title bar, over the message line.
  static func area(width: Int, height: Int) -> Area {
    Area(x: 0, y: 1, width: width, height: height - 2)
  }

  /// The box, its inside, the column width and the columns of lines, as drawn in `area`.
  struct Arrangement {
    var box: Area
    var inner: Area
    var width: Int
    var columns: [[StyledLine]]
    var tallest: Int { columns.map(\.count).max() ?? 0 }
    /// The last first row: the bottom lines fill the box.
    var maxScroll: Int { max(0, tallest - inner.height) }
  }

  static func arrangement(in area: Area, glyphs: GlyphSet) -> Arrangement? {
    let box = area.centered(width: min(area.width, 3 * columnWidth + 10), height: area.height)
    guard box.width >= 20, box.height >= 4 else { return nil }
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    let maxColumns = max(1, min(3, (inner.width + 2) / (columnWidth + 2)))
    let width = maxColumns == 1 ? inner.width : columnWidth
    let groups = groupLines(glyphs: glyphs, width: width)
    var chosen = columns(groups, count: maxColumns)
    search: for spaced in [true, false] {
      for count in 1...maxColumns {
        let candidate = columns(groups, count: count, spaced: spaced)
        if candidate.map(\.count).max() ?? 0 <= inner.height {
          chosen = candidate
          break search
        }
      }
    }
    return Arrangement(box: box, inner: inner, width: width, columns: chosen)
  }

  /// How far the help scrolls in `area` (End goes there; scrolling down stops there).
  static func maxScroll(in area: Area, glyphs: GlyphSet) -> Int {
    arrangement(in: area, glyphs: glyphs)?.maxScroll ?? 0
  }

  static let columnWidth = 56

  /// Each group's lines: its heading, then one line per binding (wrapped to `width`).
  static func groupLines(glyphs: GlyphSet, width: Int) -> [[StyledLine]] {
    keyGroups(glyphs: glyphs, width: width) + [mouseLines(width: width), verbLines(width: width)]
  }

  /// What a click and the wheel do (PlaygroundApp+Mouse.swift), one line each.
  static let mouse: [(String, String)] = [
    ("click", "a panel: focus it; a controller in the tree: focus it"),
    (
      "click",
      "the device: a tab selects it, the back button pops, an iPadOS 26 window's controls close, minimise it or go full screen, a view focuses its controller"
    ),
    ("wheel", "scroll the panel under the pointer"),
  ]

  static func mouseLines(width: Int) -> [StyledLine] {
    var lines = [StyledLine("Mouse (sbplay --no-mouse leaves it to the terminal)", .heading)]
    for (what, help) in mouse {
      let pad = String(repeating: " ", count: max(1, 13 - TextWidth.columns(what)))
      lines += StyledLine([Span("  "), Span(what, .key), Span(pad), Span(help)], hangingIndent: 16).wrapped(to: width)
    }
    return lines
  }

  /// The verbs `:` runs: the action language's (`Action.verbs`) and `import`.
  static func verbLines(width: Int) -> [StyledLine] {
    var lines = [StyledLine(": actions (tab completes verbs and names)", .heading)]
    let verbs = (Action.verbs + ["import"]).joined(separator: " ")
    lines += StyledLine([Span("  "), Span(verbs, .key)], hangingIndent: 2).wrapped(to: width)
    return lines
  }

  static func keyGroups(glyphs: GlyphSet, width: Int) -> [[StyledLine]] {
    KeyMap.groups.map { group in
      var lines = [StyledLine(group.name, .heading)]
      for binding in group.bindings {
        let keys = binding.display(glyphs)
        let pad = String(repeating: " ", count: max(1, 13 - TextWidth.columns(keys)))
        let line = StyledLine(
          [Span("  "), Span(keys, .key), Span(pad), Span(binding.help)], hangingIndent: 16)
        lines += line.wrapped(to: width)
      }
      return lines
    }
  }

  /// Groups dealt into `count` columns in order, split where the tallest column is shortest;
  /// groups are separated by a blank line when `spaced`.
  static func columns(_ groups: [[StyledLine]], count: Int, spaced: Bool = true) -> [[StyledLine]] {
    func join(_ slice: ArraySlice<[StyledLine]>) -> [StyledLine] {
      var lines: [StyledLine] = []
      for group in slice {
        if spaced, !lines.isEmpty { lines.append(.blank) }
        lines += group
      }
      return lines
    }
    let n = groups.count
    guard count > 1, n > 1 else { return [join(groups[...])] }
    var best: [[StyledLine]] = [join(groups[...])]
    var bestHeight = Int.max
    // Every way to cut the groups into `count` runs (9 groups: at most 28 ways for 3 columns).
    func search(_ start: Int, _ left: Int, _ taken: [[StyledLine]]) {
      if left == 1 {
        let all = taken + [join(groups[start...])]
        let height = all.map(\.count).max() ?? 0
        if height < bestHeight {
          bestHeight = height
          best = all
        }
        return
      }
      guard start < n - 1 else { return }
      for end in (start + 1)..<n {
        search(end, left - 1, taken + [join(groups[start..<end])])
      }
    }
    search(0, min(count, n), [])
    return best
  }

  /// Draws the box centred in `area` (the screen below the title bar, the footer included).
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let columnWidth = Self.columnWidth
    guard let arrangement = Self.arrangement(in: area, glyphs: glyphs) else { return }
    let (box, inner, width, chosen) = (arrangement.box, arrangement.inner, arrangement.width, arrangement.columns)
    grid.fill(box, style: .plain)
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.panelTitle), title: "Keys: esc or ? closes",
      titleStyle: theme.style(.panelTitle))
    let tallest = arrangement.tallest
    let start = min(max(0, scroll), arrangement.maxScroll)
    for (c, column) in chosen.enumerated() {
      let x = inner.x + c * (columnWidth + 2)
      for (index, line) in column.dropFirst(start).prefix(inner.height).enumerated() {
        line.draw(into: &grid, x: x, y: inner.y + index, width: width, theme: theme, glyphs: glyphs)
      }
    }
    if start + inner.height < tallest {
      grid.put(
        " \(glyphs.arrowDown) more ", x: box.maxX - 10, y: box.maxY - 1, style: theme.style(.dim))
    }
    if start > 0 {
      grid.put(" \(glyphs.arrowUp) more ", x: box.maxX - 10, y: box.y, style: theme.style(.dim))
    }
  }
}
