import StatusBarCore

/// `windows:` (docs/scene-format.md, "Windows"; R12): the app's other windows, in the order they
/// were shown. An entry named `Main` places the main window among them and may set its level.
extension SceneReader {
  static let windowKeys = ["name", "windowLevel", "isHidden", "key", "height", "canAffectStatusBarAppearance", "forwardsTo", "root"]
  static let mainWindowKeys = ["name", "windowLevel", "key"]

  struct WindowList {
    var nodes: [WindowNode] = []
    var mainPosition: Int?
    var mainLevel = WindowLevel.normal
    var keyWindow: String?
  }

  mutating func readWindows(_ node: YAMLNode) throws(SceneError) -> WindowList {
    var list = WindowList()
    if node.isNull { return list }
    guard let items = node.items else {
      throw error(node, "windows is a list of windows, in the order they were shown, found \(node.found): write `- name: Toast`")
    }
    let mainName = MainWindowSettings().name
    var seen: [String: Int] = [mainName: 0]
    var keyLine: (String, Int)?
    var forwards: [(index: Int, target: String, node: YAMLNode)] = []
    for item in items {
      let fields = try pairs(item, what: "a window")
      guard let namePair = fields.first(where: { $0.key == "name" })?.pair else {
        throw error(item, "this window has no `name`: every window needs a unique name, e.g. `name: Toast`")
      }
      let name = try windowName(namePair.value, seen: &seen, isMain: mainName)
      let isMain = name == mainName
      if isMain {
        guard list.mainPosition == nil else {
          throw error(namePair.value, "the main window `\(mainName)` is listed twice: list it once, where it was shown")
        }
        list.mainPosition = list.nodes.count
      }
      var window = AppWindow(name: name)
      var root: ControllerNode?
      for (key, pair) in fields where key != "name" {
        guard Self.windowKeys.contains(key) else {
          throw unknownKey(key, at: pair.key, in: "in a window", candidates: Self.windowKeys)
        }
        if isMain, !Self.mainWindowKeys.contains(key) {
          throw error(
            pair.key, "`\(mainName)` is the main window: its root is the top-level `root:` and it stays visible (D43); here only windowLevel and key can be set"
          )
        }
        switch key {
        case "windowLevel":
          let text = try self.text(pair.value, key)
          guard let level = WindowLevel(parsing: text) else {
            throw error(pair.value, "`\(YAMLNode.short(text))` is not a window level: expected normal, statusBar, alert or a number such as 1500")
          }
          if isMain { list.mainLevel = level } else { window.level = level }
        case "isHidden": window.isHidden = try bool(pair.value, key)
        case "key":
          guard try bool(pair.value, key) else { continue }
          if let (other, line) = keyLine {
            throw error(pair.value, "only one window can be key: \(other) on line \(line) already is")
          }
          keyLine = (name, pair.value.line)
          list.keyWindow = name
        case "height":
          let value = try number(pair.value, key)
          guard value > 0, value <= 100_000 else {
            throw error(pair.value, "height is the height in points of a window pinned to the top, above 0; leave it out for a full-screen window")
          }
          window.height = value
        case "canAffectStatusBarAppearance": window.canAffectStatusBarAppearance = try bool(pair.value, key)
        case "forwardsTo":
          let target = try text(pair.value, key)
          if target != "nil" { forwards.append((list.nodes.count, target, pair.value)) }
        default:  // root
          guard !pair.value.isNull else { continue }
          root = try self.node(pair.value, depth: 1)
        }
      }
      if !isMain { list.nodes.append(WindowNode(window, root: root)) }
    }
    for forward in forwards {
      let source = list.nodes[forward.index]
      guard seen[forward.target] != nil else {
        let names = Array(seen.keys).sorted()
        throw error(
          forward.node,
          "forwardsTo names no window: `\(YAMLNode.short(forward.target))`\(Suggestions.didYouMean(forward.target, in: names)); windows: \(names.joined(separator: ", "))"
        )
      }
      guard forward.target != source.window.name else { throw error(forward.node, "\(source.window.name) cannot forward to itself") }
      guard source.root != nil else {
        throw error(forward.node, "\(source.window.name) has no root: only a root controller can forward (give it `root:`)")
      }
      list.nodes[forward.index].window.forwardsTo = forward.target
    }
    return list
  }

  func windowName(_ node: YAMLNode, seen: inout [String: Int], isMain mainName: String) throws(SceneError) -> String {
    guard let name = node.text else { throw error(node, "name needs a text, found \(node.found)") }
    guard !name.isEmpty, name.trimming(" \t") == name, !name.contains("="),
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw error(node, "`\(YAMLNode.short(name))` is not a window name: one line of text without `=` or leading and trailing spaces")
    }
    guard !WindowAction.reservedNames.contains(name) else {
      throw error(node, "`\(name)` cannot name a window: add, remove and key are `window` sub-commands")
    }
    if name != mainName, let line = seen[name] {
      throw error(node, "duplicate window name `\(YAMLNode.short(name))`: the window on line \(line) already has it; window names must be unique")
    }
    seen[name] = node.line
    return name
  }
}
