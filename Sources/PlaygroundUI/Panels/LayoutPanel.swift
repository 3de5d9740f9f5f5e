import StatusBarCore

/// The layout in points: the status bar frame, the safe area, what shows behind the bar, and
/// every frame (window, views, navigation and tab bars). What changed on the last key that
/// changed the layout is marked (`*`, highlighted, with the old value); the compact form (80x24)
/// keeps the bar, the safe area and the frames that moved.
enum LayoutPanel {
  static func make(snapshot: Snapshot, previous: Layout? = nil) -> Panel {
    let layout = snapshot.layout
    let nameWidth = min(22, max(12, layout.frames.map { $0.name.count }.max() ?? 0))
    func row(_ name: String, _ value: String, changed: String?, _ role: Role = .plain)
      -> StyledLine
    {
      let pad = String(repeating: " ", count: max(1, nameWidth + 1 - name.count))
      guard let changed else {
        return StyledLine([Span("  " + name + pad, .dim), Span(value, role)], hangingIndent: nameWidth + 3)
      }
      return StyledLine(
        [Span("* ", .marker), Span(name + pad, .bold), Span(value, .selected),
         Span("  was " + changed, .dim)],
        hangingIndent: nameWidth + 3)
    }
    func barText(_ layout: Layout) -> String {
      var bar = layout.statusBarFrame.isEmpty ? "hidden, .zero" : "\(layout.statusBarFrame)"
      if layout.doubleHeight { bar += "  in call, double height" }
      if layout.inBarCallIndicator { bar += "  call indicator in the bar" }
      return bar
    }
    func change(_ old: String?, _ new: String) -> String? {
      guard let old, old != new else { return nil }
      return old
    }
    let barRow = row(
      "status bar", barText(layout), changed: change(previous.map(barText), barText(layout)), .bold)
    let safeRow = row(
      "safe area", "\(layout.safeAreaInsets)",
      changed: change(previous.map { "\($0.safeAreaInsets)" }, "\(layout.safeAreaInsets)"))
    var lines = [
      barRow, safeRow,
      row(
        "behind bar", layout.behindStatusBarSource,
        changed: change(previous?.behindStatusBarSource, layout.behindStatusBarSource)),
    ]
    var moved: [StyledLine] = []
    for frame in layout.frames {
      var value = "\(frame.rect)"
      if frame.scaledBack { value += "  scaled back" }
      if let shape = frame.shape, frame.kind == .view,
        frame.controller.flatMap({ snapshot.world.presentationIndex(of: $0) }) != nil
      {
        value += "  \(shape.rawValue)"
      }
      var old: String?
      if let previous {
        if let before = previous.frame(named: frame.name) {
          old = before == frame.rect ? nil : "\(before)"
        } else {
          old = "not on screen"
        }
      }
      let line = row(frame.name, value, changed: old)
      lines.append(line)
      if old != nil { moved.append(line) }
    }
    if let previous {
      for gone in previous.frames where layout.frame(named: gone.name) == nil {
        let line = row(gone.name, "gone", changed: "\(gone.rect)")
        lines.append(line)
        moved.append(line)
      }
    }
    // Short box: the bar, a line naming what moved, the safe area, then the moved frames.
    var compact = [barRow]
    if moved.isEmpty {
      compact.append(
        StyledLine("  nothing moved on the last change (\(layout.frames.count) frames)", .dim))
      compact.append(safeRow)
    } else {
      var names = layout.frames.filter { frame in
        previous.map { $0.frame(named: frame.name) != frame.rect } ?? false
      }.map(\.name)
      names += (previous?.frames ?? []).filter { layout.frame(named: $0.name) == nil }.map {
        $0.name + " gone"
      }
      compact.append(
        StyledLine([Span("* moved: ", .marker), Span(names.joined(separator: ", "), .selected)]))
      compact.append(safeRow)
      compact += moved
    }
    return Panel(
      title: "Layout (points)", lines: lines, note: moved.isEmpty ? nil : "* moved",
      compact: compact)
  }
}
