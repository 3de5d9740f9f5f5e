import StatusBarCore

/// The layout in points: the status bar frame, the safe area, what shows behind the bar, and
/// every frame (window, views, navigation and tab bars).
enum LayoutPanel {
  static func make(snapshot: Snapshot) -> Panel {
    let layout = snapshot.layout
    var bar = layout.statusBarFrame.isEmpty ? "hidden, .zero" : "\(layout.statusBarFrame)"
    if layout.doubleHeight { bar += "  in call, double height" }
    if layout.inBarCallIndicator { bar += "  call indicator in the bar" }
    let nameWidth = min(22, max(12, layout.frames.map { $0.name.count }.max() ?? 0))
    func row(_ name: String, _ value: String, _ role: Role = .plain) -> StyledLine {
      let pad = String(repeating: " ", count: max(1, nameWidth + 1 - name.count))
      return StyledLine([Span(name + pad, .dim), Span(value, role)], hangingIndent: nameWidth + 1)
    }
    var lines = [
      row("status bar", bar, .bold),
      row("safe area", "\(layout.safeAreaInsets)"),
      row("behind bar", "\(layout.behindStatusBarSource)"),
    ]
    for frame in layout.frames {
      var value = "\(frame.rect)"
      if frame.scaledBack { value += "  scaled back" }
      if let shape = frame.shape, frame.kind == .view,
        frame.controller.flatMap({ snapshot.world.presentationIndex(of: $0) }) != nil
      {
        value += "  \(shape.rawValue)"
      }
      lines.append(row(frame.name, value))
    }
    return Panel(title: "Layout (points)", lines: lines)
  }
}
