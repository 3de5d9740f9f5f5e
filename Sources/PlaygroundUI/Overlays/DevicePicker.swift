import CellGrid
import StatusBarCore

/// `d`: pick a device from a list filtered as you type (`d` used to step through 40+
/// devices one by one). Every word typed must appear in the name or the family; devices that
/// never ran the current iOS version are listed last, with their range.
struct DevicePicker: View {
  /// The line typed so far and the chosen row.
  var prompt: CommandPrompt
  var os: OSVersion
  /// The device now shown, marked "(now)".
  var current: Device

  static func matches(_ query: String, os: OSVersion) -> [Device] {
    let words = query.lowercased().split(separator: " ").map(String.init)
    let found = DeviceCatalog.all.filter { device in
      let haystack = (device.name + " " + device.family + " " + device.aliases.joined(separator: " "))
        .lowercased()
      return words.allSatisfy { haystack.contains($0) }
    }
    return found.filter { $0.supports(os) } + found.filter { !$0.supports(os) }
  }

  /// The list at the bottom of `area` (which ends above the message line), the chosen device
  /// highlighted.
  func draw(into grid: inout Grid, area: Area, context: DrawContext) {
    let theme = context.theme
    let glyphs = context.glyphs
    let bottom = area.maxY
    let found = Self.matches(prompt.line, os: os)
    let width = min(64, area.width - 2)
    let rows = max(1, min(found.count, max(3, area.height - 4), 12))
    let height = rows + 2
    let box = Area(
      x: area.x + 1, y: max(area.y + 1, bottom - height), width: width,
      height: min(height, bottom - area.y - 1))
    guard box.height >= 3, box.width >= 24 else { return }
    // The rows it takes are cleared to the right edge: no pieces of panels beside the box.
    grid.fill(Area(x: box.x, y: box.y, width: area.maxX - box.x, height: box.height), style: .plain)
    grid.drawBox(
      box, glyphs: glyphs, style: theme.style(.panelTitle),
      title: "device: \(found.count) of \(DeviceCatalog.all.count)",
      titleStyle: theme.style(.panelTitle))
    let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
    guard !found.isEmpty else {
      grid.put("no device matches", x: inner.x, y: inner.y, style: theme.style(.dim))
      return
    }
    let choice = min(max(0, prompt.choice), found.count - 1)
    let start = min(max(0, choice - inner.height / 2), max(0, found.count - inner.height))
    for (offset, device) in found[start...].prefix(inner.height).enumerated() {
      let index = start + offset
      let selected = index == choice
      let runs = device.supports(os)
      let note = runs ? (device == current ? "  (now)" : "") : "  runs \(device.supportedRange)"
      let line = StyledLine(
        [
          Span(selected ? glyphs.pointer + " " : "  ", .marker),
          Span(device.name, runs ? (selected ? .bold : .plain) : .dim),
          Span(note, .dim),
        ],
        rowRole: selected ? .focus : nil)
      line.draw(
        into: &grid, x: inner.x, y: inner.y + offset, width: inner.width, theme: theme,
        glyphs: glyphs)
    }
  }
}

extension DevicePicker {
  /// The device enter picks: the highlighted match (the first when nothing was moved to), nil
  /// when nothing matches.
  static func choice(in prompt: CommandPrompt, os: OSVersion) -> Device? {
    let found = matches(prompt.line, os: os)
    guard !found.isEmpty else { return nil }
    return found[min(max(0, prompt.choice), found.count - 1)]
  }
}

extension PlaygroundApp {
  /// Enter in the picker: switches to the device chosen (nil: nothing matched `query`).
  mutating func pickDevice(_ device: Device?, query: String) -> CommandOutcome {
    guard let device else {
      return refuse("no device matches `\(query)`: sbplay devices lists them all")
    }
    return apply([.device(device)], animate: false, autoUpdate: true)
  }
}
