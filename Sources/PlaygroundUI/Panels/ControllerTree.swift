import StatusBarCore

/// The controller tree flattened into rows for the tree panel and for moving the focus: the
/// root's subtree, then each presented controller's. Long navigation stacks are shown as their
/// bottom, an elision row and their top, so a stack 10,000 deep costs what one 10 deep does.
struct ControllerTree {
  struct Row: Hashable, Sendable {
    /// nil for an elision row ("… 9,994 more").
    var id: ControllerID?
    var depth: Int
    var name: String
    var kind: ControllerKind?
    /// Where the controller sits: "tab 1", "top of stack", "presented .pageSheet (card)".
    var role: String
    var onScreen: Bool
    /// Starts a presented context.
    var presentedIndex: Int?
    /// Starts a window's rows (only when the app has more than one window, R12).
    var windowHeading: String? = nil
  }

  /// Navigation stacks longer than this are shown elided.
  static let elideAbove = 12
  /// At most this many rows are listed (a hostile scene can nest thousands of children).
  static let rowLimit = 400

  var rows: [Row] = []

  /// - Parameter namesDecider: the window heading that decides says so (off while a question
  ///   asks who decides).
  init(world: World, onScreen: Set<ControllerID>, namesDecider: Bool = true) {
    if let root = world.root {
      walk(
        root, depth: 0, role: "window.rootViewController", world: world, onScreen: onScreen,
        presentedIndex: nil)
    }
    for (index, id) in world.presented.enumerated() {
      let info = world.presentationInfo(at: index)
      let role = "presented \(info.effective.swiftName)\(info.shape == .card ? " (card)" : "")"
      walk(id, depth: 0, role: role, world: world, onScreen: onScreen, presentedIndex: index)
    }
    addWindows(world: world, onScreen: onScreen, namesDecider: namesDecider)
  }

  /// Each window's heading and its root's subtree, front to back; the main window's heading
  /// goes on the first row (R12).
  private mutating func addWindows(world: World, onScreen: Set<ControllerID>, namesDecider: Bool) {
    guard !world.windows.isEmpty else { return }
    let decider = world.statusBarWindow.decider
    func heading(_ ref: WindowRef) -> String {
      var parts = ["window \(world.name(of: ref))", "level \(world.level(of: ref).spoken)"]
      if world.isHidden(ref) { parts.append("hidden") }
      if case .extra(let index) = ref, !world.windows[index].canAffectStatusBarAppearance { parts.append("cannot affect") }
      if world.isKey(ref) { parts.append("key") }
      if namesDecider, ref == decider { parts.append("decides") }
      return parts.joined(separator: " · ")
    }
    if !rows.isEmpty { rows[0].windowHeading = heading(.main) }
    for ref in world.windowStack {
      guard case .extra(let index) = ref else { continue }
      let window = world.windows[index]
      let first = rows.count
      if let root = window.root, world.controllers[root] != nil {
        walk(root, depth: 0, role: "\(window.name).rootViewController", world: world, onScreen: onScreen, presentedIndex: nil)
      } else {
        rows.append(
          Row(id: nil, depth: 0, name: "no rootViewController", kind: nil, role: "", onScreen: false, presentedIndex: nil))
      }
      if rows.indices.contains(first) { rows[first].windowHeading = heading(ref) }
    }
  }

  /// Controllers with focusable rows, in order.
  var ids: [ControllerID] { rows.compactMap(\.id) }

  private mutating func walk(
    _ top: ControllerID, depth: Int, role: String, world: World, onScreen: Set<ControllerID>,
    presentedIndex: Int?
  ) {
    // An explicit stack: containment can nest deeply.
    var work: [(id: ControllerID?, depth: Int, role: String, elided: Int)] = [(top, depth, role, 0)]
    var first = true
    while let item = work.popLast() {
      if rows.count >= Self.rowLimit {
        rows.append(
          Row(
            id: nil, depth: 0, name: "more controllers are not listed", kind: nil, role: "",
            onScreen: false, presentedIndex: nil))
        return
      }
      guard let id = item.id else {
        rows.append(
          Row(
            id: nil, depth: item.depth, name: "\(item.elided) more in the stack", kind: nil,
            role: "", onScreen: false, presentedIndex: nil))
        continue
      }
      guard let vc = world.controllers[id] else { continue }
      rows.append(
        Row(
          id: id, depth: item.depth, name: vc.name, kind: vc.kind, role: item.role,
          onScreen: onScreen.contains(id), presentedIndex: first ? presentedIndex : nil))
      first = false
      let children = vc.children
      var childItems: [(id: ControllerID?, depth: Int, role: String, elided: Int)] = []
      let behavior = vc.behavior
      let count = children.count
      func role(_ i: Int) -> String { behavior.role(ofChildAt: i, in: vc) }
      if behavior.childrenFormStack, count > Self.elideAbove {
        for i in 0..<2 { childItems.append((children[i], item.depth + 1, role(i), 0)) }
        childItems.append((nil, item.depth + 1, "", count - 6))
        for i in (count - 4)..<count { childItems.append((children[i], item.depth + 1, role(i), 0)) }
      } else {
        for i in 0..<count { childItems.append((children[i], item.depth + 1, role(i), 0)) }
      }
      work.append(contentsOf: childItems.reversed())
    }
  }
}
