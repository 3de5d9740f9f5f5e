import CellGrid

/// Shares a column's rows between panels, most important first:
/// 1. each panel gets its comfortable height (the compact form, for a panel that has one), or
///    its minimum when that is all that is left, or is left out;
/// 2. then its full height (all or nothing for an `atomic` panel, whose compact form is shown
///    until the full one fits);
/// 3. the last panel takes what is left.
struct PanelStack {
  struct Item {
    var panel: Panel
    /// What the panel shows (the render memo's key for it).
    var key: RenderMemo.PanelKey
    var minimum: Int
    /// Rows wanted before less important panels grow; nil = the compact form's height, or full.
    var comfortable: Int?
    /// Lower is more important.
    var priority: Int
    var atomic = false
    /// A fixed height, whatever the content (keeps the layout still while a log grows); the
    /// last panel still takes the leftover.
    var maximum: Int?

    init(
      panel: Panel, key: RenderMemo.PanelKey = .unkeyed, minimum: Int, comfortable: Int? = nil, priority: Int,
      atomic: Bool = false, maximum: Int? = nil
    ) {
      self.panel = panel
      self.key = key
      self.minimum = minimum
      self.comfortable = comfortable
      self.priority = priority
      self.atomic = atomic
      self.maximum = maximum
    }
  }

  var items: [Item]

  /// The panels that get rows, in order, with their boxes.
  func arrange(in area: Area) -> [Placed] {
    guard area.height >= 3, area.width >= 10 else { return [] }
    let inner = area.width - 4
    let panels = items.map { $0.panel.prepared(width: area.width) }
    let full = items.indices.map { index -> Int in
      items[index].maximum
        ?? max(items[index].minimum, panels[index].desiredHeight(width: area.width))
    }
    let comfortable = items.enumerated().map { index, item -> Int in
      if let compact = panels[index].compactContent(innerWidth: inner) {
        return max(item.minimum, min(full[index], compact.count + item.panel.pinned.count + 2))
      }
      return max(item.minimum, min(full[index], item.comfortable ?? full[index]))
    }
    let order = items.indices.sorted { items[$0].priority < items[$1].priority }
    var heights = Array(repeating: 0, count: items.count)
    var left = area.height
    for index in order {
      let height = comfortable[index] <= left ? comfortable[index] : items[index].minimum
      guard height <= left else { continue }
      heights[index] = height
      left -= height
    }
    for index in order where heights[index] > 0 {
      let wanted = max(0, full[index] - heights[index])
      if items[index].atomic, wanted > left { continue }
      let more = min(left, wanted)
      heights[index] += more
      left -= more
    }
    if left > 0, let last = items.indices.last(where: { heights[$0] > 0 }) {
      heights[last] += left
    }
    var result: [Placed] = []
    var y = area.y
    for index in items.indices where heights[index] > 0 {
      result.append(
        Placed(
          panel: panels[index], area: Area(x: area.x, y: y, width: area.width, height: heights[index]),
          key: items[index].key))
      y += heights[index]
    }
    return result
  }

  /// A panel with its box.
  struct Placed: Sendable {
    var panel: Panel
    var area: Area
    var key: RenderMemo.PanelKey
  }
}
