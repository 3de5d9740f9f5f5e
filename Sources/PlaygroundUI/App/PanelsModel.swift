/// Which panel has the keyboard, how far each panel is scrolled, zoom and hidden panels (`F`,
/// the arrows, `Z`, `-`, `+`): a sub-model of `PlaygroundApp` with its own update. It sees the
/// rest of the app only through `PanelsModel.Inputs`, and asks for anything outside it (the
/// message line, the tree's controller focus) through the `PanelsModel.Effect` it returns.
struct PanelsModel: Hashable, Sendable {
  /// The focused panel: its border is highlighted and the panel keys scroll it.
  var focus: PanelID?
  /// The first line shown, per panel, once the user scrolled it (clamped when drawn).
  var scroll: [PanelID: Int] = [:]
  /// The focused panel takes the whole height beside the device.
  var zoomed = false
  /// Panels the user hid (`-`); `+` shows them all again.
  var hidden: Set<PanelID> = []

  /// A panel key, or a click or wheel on a panel.
  enum Message: Hashable, Sendable {
    case next, previous, unfocus
    case scrollUp, scrollDown, pageUp, pageDown, top, bottom
    case zoom, hide, showAll
    /// A click on a panel.
    case focus(PanelID)
  }

  /// What the rest of the app must do after a panel message.
  enum Effect: Hashable, Sendable {
    case none
    /// Put this sentence on the message line.
    case say(String)
    /// The arrows in the unscrolled tree move the controller focus (the list follows it).
    case moveTreeFocus(by: Int)
  }

  /// What the panels read of the rest of the app, and cannot change.
  struct Inputs {
    /// The panels the screen offers now, in focus order, hidden ones included.
    var offered: [PanelID]
    /// The first line of a panel's last page, as the screen last drew it.
    var lastStart: (PanelID) -> Int
  }

  /// Lines a page key scrolls.
  static let pageStep = 8

  /// The panels on screen, in the order `F` visits them.
  func shown(among offered: [PanelID]) -> [PanelID] {
    offered.filter { !hidden.contains($0) }
  }

  mutating func update(_ message: Message, _ inputs: Inputs) -> Effect {
    switch message {
    case .next, .previous:
      focus = Self.cycle(from: focus, among: shown(among: inputs.offered), forward: message == .next)
      if focus == nil { zoomed = false }
      return .say(focusMessage)
    case .focus(let id):
      focus = id
      return .say(focusMessage)
    case .unfocus:
      focus = nil
      zoomed = false
      return .say("panel focus off: the arrows move the focus in the tree again")
    // In the tree, the arrows still move the focus (the list scrolls to keep it in view).
    case .scrollUp where focus == .tree && scroll[.tree] == nil: return .moveTreeFocus(by: -1)
    case .scrollDown where focus == .tree && scroll[.tree] == nil: return .moveTreeFocus(by: 1)
    case .scrollUp: scroll(by: -1, inputs)
    case .scrollDown: scroll(by: 1, inputs)
    case .pageUp: scroll(by: -Self.pageStep, inputs)
    case .pageDown: scroll(by: Self.pageStep, inputs)
    case .top:
      if let focus { scroll[focus] = 0 }
    case .bottom:
      if let focus { scroll[focus] = inputs.lastStart(focus) }
    case .zoom:
      guard focus != nil else { return .say("focus a panel first (F), then Z zooms it to the full height") }
      zoomed.toggle()
      return .say(zoomed ? "zoomed: Z again or esc returns" : "zoom off")
    case .hide:
      guard let focused = focus else { return .none }
      hidden.insert(focused)
      zoomed = false
      focus = Self.cycle(from: nil, among: shown(among: inputs.offered))
      return .say("\(focused.title) panel hidden: + shows every panel again")
    case .showAll:
      let count = hidden.count
      hidden = []
      return .say(count == 0 ? "every panel is shown" : "\(count) hidden panel(s) shown again")
    }
    return .none
  }

  /// What the message line says of the focus.
  var focusMessage: String {
    guard let focus else { return "no panel focused" }
    return "\(focus.title) panel focused: ↑↓ PgUp PgDn scroll, Z zoom, - hide, F next, esc done"
  }

  private mutating func scroll(by delta: Int, _ inputs: Inputs) {
    guard let focus else { return }
    let bound = inputs.lastStart(focus)
    let current = min(scroll[focus] ?? 0, bound)
    scroll[focus] = max(0, min(bound, current + delta))
  }

  /// The panels in the order `F` visits them, given which are on screen.
  static func cycle(from current: PanelID?, among shown: [PanelID], forward: Bool = true) -> PanelID? {
    guard !shown.isEmpty else { return nil }
    guard let current, let index = shown.firstIndex(of: current) else {
      return forward ? shown.first : shown.last
    }
    let next = (index + (forward ? 1 : -1) + shown.count) % shown.count
    return shown[next]
  }
}

extension PanelsModel.Message {
  /// The panel message a command of the key map sends, if it is a panel key.
  init?(_ command: Command) {
    guard let message = Self.byCommand[command] else { return nil }
    self = message
  }

  private static let byCommand: [Command: Self] = [
    .panelNext: .next, .panelPrevious: .previous, .panelUnfocus: .unfocus, .panelScrollUp: .scrollUp,
    .panelScrollDown: .scrollDown, .panelPageUp: .pageUp, .panelPageDown: .pageDown, .panelTop: .top,
    .panelBottom: .bottom, .panelZoom: .zoom, .panelHide: .hide, .panelShowAll: .showAll,
  ]
}
