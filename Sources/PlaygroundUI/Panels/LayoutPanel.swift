import StatusBarCore

/// The layout in points: the status bar frame, the safe area, what shows behind the bar, and
/// every frame (window, views, navigation and tab bars). What changed on the last key that
/// changed the layout is marked (`*`, highlighted, with the old value); the compact form (the one
/// shown until the panel is focused) names what moved first, then keeps the bar, the safe area
/// and the frames that moved, one line each with what changed ("y +20, h -20"), so a key that
/// moves many frames does not push the log off the screen.
enum LayoutPanel {
  /// Everything the panel shows: a key that changes only when the panel would (a toggle that
  /// moves nothing keeps the panel made for the world before it).
  struct Inputs: Equatable, Sendable {
    var layout: Layout
    var previous: Layout?
    /// For each frame: its view belongs to a presented controller (its shape is shown).
    var presented: [Bool]
    /// The status bar frame as `statusBarFrame` reports it (D88: screen coordinates on iOS 7).
    /// Only the frame, not the environment: the inputs are compared on every frame.
    var reportedBar: Rect
    /// A question about who decides or the text's tone is open: what is behind the bar (a
    /// navigation bar and its barStyle, say) would point at the answer, so it waits.
    var behindBarHeld: Bool
    /// One line per other window scene, and one for the selected scene off the screen (R14.6,
    /// R14.7); empty, and nothing laid out, for a one-scene app on the screen.
    var otherScenes: [SceneLine]

    init(snapshot: Snapshot, previous: Layout?, behindBarHeld: Bool = false) {
      layout = snapshot.layout
      otherScenes = LayoutPanel.otherSceneLines(snapshot.world)
      self.behindBarHeld = behindBarHeld
      reportedBar = snapshot.world.environment.reportedStatusBarFrame(snapshot.layout.statusBarFrame)
      self.previous = previous
      presented = snapshot.layout.frames.map { frame in
        frame.controller.flatMap { snapshot.world.presentationIndex(of: $0) } != nil
      }
    }
  }

  static func make(snapshot: Snapshot, previous: Layout? = nil) -> Panel {
    make(Inputs(snapshot: snapshot, previous: previous))
  }

  static func make(_ inputs: Inputs) -> Panel {
    let layout = inputs.layout
    let previous = inputs.previous
    let nameWidth = min(22, max(12, layout.frames.map { $0.name.count }.max() ?? 0))
    /// A row: the name, then the value's parts (a frame, then its notes: "in call, double
    /// height"), then what changed ("was" and the old parts), two spaces apart. Each part wraps
    /// whole.
    func row(_ name: String, _ value: [String], changed: [String]?, _ role: Role = .plain)
      -> StyledLine
    {
      let pad = String(repeating: " ", count: max(1, nameWidth + 1 - name.count))
      var spans: [Span] = []
      spans.reserveCapacity(2 + value.count + (changed?.count ?? 0))
      func add(_ parts: [String], _ role: Role, first: String = "") {
        for index in parts.indices {
          spans.append(Span((index == 0 ? first : "  ") + parts[index], role, whole: true))
        }
      }
      guard let changed else {
        spans.append(Span("  " + name + pad, .dim))
        add(value, role)
        return StyledLine(spans, hangingIndent: nameWidth + 3)
      }
      spans += [Span("* ", .marker), Span(name + pad, .bold)]
      add(value, .selected)
      add(changed, .dim, first: "  ")
      return StyledLine(spans, hangingIndent: nameWidth + 3)
    }
    func barText(_ layout: Layout) -> [String] {
      var bar = [
        layout.windowedScene != nil
          ? "none in the window, .zero (D83)" : layout.statusBarFrame.isEmpty ? "hidden, .zero" : "\(layout.statusBarFrame)"
      ]
      if layout.doubleHeight { bar.append("in call, double height") }
      if layout.inBarCallIndicator { bar.append("call indicator in the bar") }
      return bar
    }
    /// "was" and the old parts, when they differ from the new ones.
    func was(_ old: [String]?, _ new: [String]) -> [String]? {
      guard let old, old != new else { return nil }
      return ["was " + old[0]] + old.dropFirst()
    }
    // D88: iOS 7 reports the frame in the portrait screen's coordinates (said of the layout
    // now only: the previous one may have had another orientation).
    var barNow = barText(layout)
    let reported = inputs.reportedBar
    if layout.windowedScene == nil, reported != layout.statusBarFrame {
      barNow.insert("statusBarFrame \(reported) in screen coordinates (D88)", at: 1)
    }
    let barRow = row(
      "status bar", barNow, changed: was(previous.map(barText), barText(layout)), .bold)
    let safeRow = row(
      "safe area", [insetsText(layout.safeAreaInsets)],
      changed: was(previous.map { [insetsText($0.safeAreaInsets)] }, [insetsText(layout.safeAreaInsets)]))
    let behindRow =
      inputs.behindBarHeld
      ? row("behind bar", ["held back until you answer"], changed: nil, .dim)
      : row(
        "behind bar", [layout.behindStatusBarSource],
        changed: was(previous.map { [$0.behindStatusBarSource] }, [layout.behindStatusBarSource]))
    var lines = [barRow, safeRow, behindRow]
    // An iPad scene in a window: its frame on the screen, size classes, controls, margins (R14).
    let sceneLines = windowSceneLines(layout.windowScene)
    let previousScene = previous.map { windowSceneLines($0.windowScene) }
    for (index, line) in sceneLines.enumerated() {
      let old = previousScene.flatMap { index < $0.count ? $0[index] : nil }
      lines.append(row(line.name, [line.value], changed: previous == nil || old == line ? nil : [old.map { "was " + $0.value } ?? "new"]))
    }
    for line in inputs.otherScenes { lines.append(row(line.name, [line.value], changed: nil, .dim)) }
    // The moved frames' short lines (one each, with what moved) and names, for the compact form.
    var moved: [StyledLine] = []
    var movedNames: [String] = []
    // Each frame's previous rect, and the frames now, found by name once (not a scan per frame).
    let previousRects = previous?.rectsByName ?? [:]
    let currentRects = previous == nil ? [:] : layout.rectsByName
    for (frame, presented) in zip(layout.frames, inputs.presented) {
      var value = ["\(frame.rect)"]
      if frame.scaledBack { value.append("scaled back") }
      if let shape = frame.shape, frame.kind == .view, presented {
        value.append(shape.rawValue)
      }
      // What changed, as the full line and the short line say it (nil: nothing).
      var change: (full: String, short: String)?
      if let previous {
        if let before = previousRects[frame.name] {
          if before != frame.rect { change = ("was \(before)", Self.movement(from: before, to: frame.rect)) }
        } else {
          change = ("was not on screen", "new")
        }
      }
      lines.append(row(frame.name, value, changed: change.map { [$0.full] }))
      if let change {
        moved.append(row(frame.name, value, changed: [change.short]))
        movedNames.append(frame.name)
      }
    }
    if let previous {
      for gone in previous.frames where currentRects[gone.name] == nil {
        let line = row(gone.name, ["gone"], changed: ["was \(gone.rect)"])
        lines.append(line)
        moved.append(line)
        movedNames.append(gone.name + " gone")
      }
    }
    // Short box (80x24): what moved on one row (cut, not wrapped), the bar with the safe area,
    // the bars' rows (top–bottom in points), then the moved frames; the full lines are a focus
    // away. What moved comes first, moved or not: the rows keep their places from key to key,
    // and a bar line that a call or a change mark wraps onto two rows cannot hide it.
    // No frame moved, but the bar or the safe area did: said first, never "nothing moved" above
    // a starred bar line.
    var unmoved: [String] = []
    if let previous, moved.isEmpty {
      if barText(previous) != barText(layout) {
        unmoved.append(
          layout.statusBarFrame.isEmpty
            ? "the status bar hid" : previous.statusBarFrame.isEmpty ? "the status bar showed" : "the status bar changed")
      }
      if insetsText(previous.safeAreaInsets) != insetsText(layout.safeAreaInsets) { unmoved.append("the safe area changed") }
    }
    var first =
      !unmoved.isEmpty
      ? StyledLine([Span("* ", .marker), Span(unmoved.joined(separator: ", ") + "; no view moved", .selected)])
      : moved.isEmpty
        ? StyledLine("  nothing moved (\(layout.frames.count) frames on screen)", .dim)
        : StyledLine([Span("* moved: ", .marker), Span(movedNames.joined(separator: ", "), .selected)])
    first.cuts = true
    var compact = [first, summaryLine(layout, previous: previous)]
    if let scene = windowSceneSummary(layout.windowScene) { compact.append(scene) }
    if let scenes = otherScenesSummary(inputs.otherScenes) { compact.append(scenes) }
    compact.append(barsLine(layout))
    compact += moved
    return Panel(
      title: "Layout (points)", lines: lines, note: !moved.isEmpty ? "* moved" : unmoved.isEmpty ? nil : "* changed",
      compact: compact)
  }

  /// What changed from one frame to the next, side by side: "y +20, h -20".
  static func movement(from old: Rect, to new: Rect) -> String {
    let sides: [(String, Double, Double)] = [
      ("x", old.x, new.x), ("y", old.y, new.y), ("w", old.width, new.width), ("h", old.height, new.height),
    ]
    return sides.compactMap { name, before, after -> String? in
      let by = after - before
      guard by != 0 else { return nil }
      return "\(name) \(by > 0 ? "+" : "-")\(abs(by).pointString)"
    }.joined(separator: ", ")
  }

  /// While a prediction is asked: the frames would give a hidden bar or a moved view away.
  static func heldBack() -> Panel {
    Panel(
      title: "Layout (points)",
      lines: [
        StyledLine("Frames are held back until you answer:", .dim),
        StyledLine("the bar's frame would give it away.", .dim),
      ])
  }

  /// "status bar 0–20 · safe top 20, bottom 0", marked when either changed on the last key.
  static func summaryLine(_ layout: Layout, previous: Layout?) -> StyledLine {
    let frame = layout.statusBarFrame
    var bar = layout.windowedScene != nil ? "no bar in the window" : frame.isEmpty ? "status bar hidden" : "status bar \(rows(frame))"
    if layout.doubleHeight || layout.inBarCallIndicator { bar += " (call)" }
    let insets = layout.safeAreaInsets
    let text = bar + " · safe " + insetsText(insets)
    let changed =
      previous.map { $0.statusBarFrame != frame || $0.safeAreaInsets != insets } ?? false
    // No indent unless marked: at 80x24 the line just fits the box.
    guard changed else { return StyledLine([Span(text, .bold)], hangingIndent: 2) }
    return StyledLine([Span("* ", .marker), Span(text, .selected)], hangingIndent: 2)
  }

  /// The navigation and tab bars on screen, as rows in points: "nav bar 20–64 · tab bar 618–667".
  static func barsLine(_ layout: Layout) -> StyledLine {
    let bars = layout.frames.sorted { $0.rect.y < $1.rect.y }.compactMap { frame -> String? in
      switch frame.kind {
      case .navigationBar: "nav bar \(rows(frame.rect))"
      case .tabBar:
        // D23: iPadOS 18+ floats the tab bar in the navigation bar's row.
        layout.frames.contains { $0.kind == .navigationBar && $0.rect.y == frame.rect.y }
          ? "tabs in the nav bar's row \(rows(frame.rect))" : "tab bar \(rows(frame.rect))"
      case .window, .view: nil
      }
    }
    let text = bars.isEmpty ? "no navigation or tab bar" : bars.joined(separator: " · ")
    return StyledLine(text, .dim)
  }

  /// "top 20, bottom 0": top and bottom always, left and right where they are not 0 (they are
  /// only in landscape), so the line fits the box.
  static func insetsText(_ insets: Insets) -> String {
    var sides = ["top \(insets.top.pointString)"]
    if insets.left != 0 { sides.append("left \(insets.left.pointString)") }
    sides.append("bottom \(insets.bottom.pointString)")
    if insets.right != 0 { sides.append("right \(insets.right.pointString)") }
    return sides.joined(separator: ", ")
  }

  /// A frame's rows in points, top–bottom.
  static func rows(_ rect: Rect) -> String { "\(rect.y.pointString)–\(rect.maxY.pointString)" }
}
