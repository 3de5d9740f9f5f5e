import CellGrid
import StatusBarCore

/// The controller tree: the focus cursor, each controller's kind and place, which controller
/// decides the style and which decides hidden (◆), and, dimmed, the ones no lane asks. The
/// focused controller's status bar properties are pinned below with the keys that change them.
enum TreePanel {
  static func make(
    snapshot: Snapshot, focus: ControllerID?, symbols: Symbols, marks: Bool = true
  ) -> Panel {
    focused(base(snapshot: snapshot, symbols: symbols, marks: marks), on: focus, world: snapshot.world, symbols: symbols)
  }

  /// The panel for no focus: what the world alone decides. Moving the focus changes only the
  /// marks `focused` adds, so the playground keeps this per world (`RenderMemo`).
  static func base(snapshot: Snapshot, symbols: Symbols, marks: Bool = true) -> Panel {
    let world = snapshot.world
    let shown = snapshot.shown
    let tree = ControllerTree(world: world, onScreen: Set(snapshot.layout.onScreen), namesDecider: marks)
    // While a prediction is asked (`marks` off) nothing says who decides or who was asked.
    let asked = marks ? Set(shown.styleAsked + shown.hiddenAsked) : Set(world.controllers.all.map(\.id))
    let styleDecider = marks ? shown.styleDecider.controllerID : nil
    let hiddenDecider = marks ? shown.hiddenDecider.controllerID : nil
    let nameWidth = min(24, tree.rows.map { min($0.depth, 12) * 2 + TextWidth.columns($0.name) }.max() ?? 0)
    var lines: [StyledLine] = []
    var targets: [ControllerID?] = []
    for row in tree.rows {
      if let heading = row.windowHeading { lines.append(StyledLine(heading, .heading)) }
      while targets.count < lines.count { targets.append(nil) }
      if row.presentedIndex != nil {
        lines.append(StyledLine("presented", .heading))
      }
      let indent = String(repeating: " ", count: min(row.depth, 12) * 2)
      guard let id = row.id else {
        lines.append(StyledLine([Span("  " + indent + symbols.ellipsis + " " + row.name, .dim)]))
        continue
      }
      // A name longer than its column is cut (imported apps' class names): the columns stay put.
      let room = max(4, nameWidth - min(row.depth, 12) * 2)
      let name =
        TextWidth.columns(row.name) > room
        ? CharacterWidth.truncate(row.name, toColumns: room, ellipsis: symbols.ellipsis) : row.name
      let pad = String(repeating: " ", count: max(0, room - TextWidth.columns(name)))
      let nameRole: Role = asked.contains(id) ? .plain : .dim
      var spans = [
        Span("  ", .marker),
        Span(indent + name, nameRole),
        Span(pad + "  " + kindName(row.kind), .dim),
      ]
      let place = row.onScreen ? row.role : row.role + ", off screen"
      spans.append(Span("  " + place, .dim))
      var right: [Span] = []
      if id == styleDecider { right.append(Span(symbols.decider + "style", .marker)) }
      if id == hiddenDecider {
        if !right.isEmpty { right.append(Span(" ")) }
        right.append(Span(symbols.decider + "hidden", .marker))
      }
      while targets.count < lines.count { targets.append(nil) }  // headings above this row
      targets.append(id)
      lines.append(StyledLine(spans, right: right))
    }
    if lines.isEmpty { lines.append(StyledLine("the window has no root view controller", .dim)) }
    var legend: [StyledLine] = []
    if marks, styleDecider == nil || hiddenDecider == nil {
      legend.append(
        StyledLine(
          "decided by: style \(shown.styleDecider), hidden \(shown.hiddenDecider)", .dim))
    }
    var panel = Panel(title: "Controllers", lines: lines + legend, wraps: false)
    panel.lineControllers = targets
    return panel
  }

  /// `base` with the focus marked: the pointer and the cursor row, kept in view, and the
  /// focused controller's properties pinned below.
  static func focused(_ base: Panel, on focus: ControllerID?, world: World, symbols: Symbols) -> Panel {
    guard let focus else { return base }
    var panel = base
    if let row = base.lineControllers.firstIndex(of: focus) {
      panel.lines[row].spans[0] = Span(symbols.pointer + " ", .marker)
      panel.lines[row].rowRole = .focus
      panel.anchor = row
    }
    if let vc = world.controllers[focus] {
      panel.note = "focus: \(vc.name)"
      panel.pinned = details(vc, symbols: symbols)
    }
    return panel
  }

  static func kindName(_ kind: ControllerKind?) -> String { kind?.behavior.shortName ?? "" }

  /// The widest text each property can show: "unset" or its longest value.
  private enum Widest {
    static func of(_ values: [String]) -> Int { (values + ["unset"]).map(\.count).max() ?? 0 }
    static let flag = of(["true", "false"])
    static let style = of(StatusBarStyle.allCases.map(\.rawValue))
    static let animation = of(UpdateAnimation.allCases.map(\.rawValue))
    static let barStyle = of(BarStyle.allCases.map(\.rawValue))
    static let colorScheme = of(ColorScheme.allCases.map(\.rawValue))
  }

  /// The focused controller's overrides, with the keys that cycle them, in two columns that
  /// stay put: the second starts where the widest value of the first could end, so changing a
  /// value rewrites that value alone and nothing beside it jumps.
  static func details(_ vc: Controller, symbols: Symbols) -> [StyledLine] {
    // Not a generic `"\(value)"`: that goes through print's dynamic casts on every frame.
    func value(_ v: Bool?) -> String { v.map { $0 ? "true" : "false" } ?? "unset" }
    func value(_ v: String?) -> String { v ?? "unset" }
    /// One property: its key, label and value, and the widest value it can show.
    struct Item {
      var key: String
      var label: String
      var text: String
      var widest: Int

      init(_ key: String, _ label: String, _ text: String, widest: Int) {
        (self.key, self.label, self.text, self.widest) = (key, label, text, widest)
      }

      /// The columns of "key label value" at the widest value.
      var widestColumns: Int { key.count + 1 + label.count + 1 + widest }

      /// Its spans; in the first column (`width` given) padded to `width` columns plus two
      /// spaces. Two, and none after the second column: at 80x24 a navigation controller's
      /// widest row (the column of "b barStyle default", then "s style lightContent") just fits.
      func spans(padTo width: Int?) -> [Span] {
        let spans = [Span(key, .key), Span(" \(label) "), Span(text, text == "unset" ? .dim : .bold)]
        guard let width else { return spans }
        let used = key.count + 1 + label.count + 1 + text.count
        return spans + [Span(String(repeating: " ", count: max(0, width - used) + 2))]
      }
    }
    let flag = Widest.flag
    var rows: [(Item, Item)] = [
      (
        Item("h", "hidden", value(vc.prefersStatusBarHidden), widest: flag),
        Item("s", "style", value(vc.preferredStatusBarStyle?.rawValue), widest: Widest.style)
      ),
      (
        Item(
          "a", "animation", value(vc.preferredStatusBarUpdateAnimation?.rawValue),
          widest: Widest.animation),
        Item("c", "captures", value(vc.modalPresentationCapturesStatusBarAppearance), widest: flag)
      ),
    ]
    if vc.behavior.ownKeys.contains(.barStyle) {
      rows.append(
        (
          Item("b", "barStyle", value(vc.barStyle?.rawValue), widest: Widest.barStyle),
          Item("n", "barHidden", value(vc.navigationBarHidden), widest: flag)
        ))
    }
    let column = rows.map(\.0.widestColumns).max() ?? 0
    var lines = rows.map { StyledLine($0.0.spans(padTo: column) + $0.1.spans(padTo: nil)) }
    if vc.behavior.ownKeys.contains(.statusBarHidden) {
      // A hosting controller: the SwiftUI modifiers of its content (the rest via `:` set).
      let swiftUI =
        Item("B", ".statusBarHidden", value(vc.swiftUI.statusBarHidden), widest: flag).spans(padTo: 0)
        + Item(
          "M", ".preferredColorScheme", value(vc.swiftUI.preferredColorScheme?.rawValue),
          widest: Widest.colorScheme
        ).spans(padTo: nil)
      lines.append(StyledLine(swiftUI))
    }
    return lines
  }
}
