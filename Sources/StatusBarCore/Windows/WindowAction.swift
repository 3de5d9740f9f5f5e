/// A window property an action sets (`window Toast hidden=true level=normal`).
public enum WindowProperty: Hashable, Sendable, CustomStringConvertible {
  case level(WindowLevel)
  case hidden(Bool)
  case canAffectStatusBarAppearance(Bool)
  /// nil: the root controller answers for itself again.
  case forwardsTo(String?)
  /// nil: full screen.
  case height(Double?)

  public static let keys = ["level", "hidden", "canAffectStatusBarAppearance", "forwardsTo", "height"]

  public var description: String {
    switch self {
    case .level(let level): "level=\(level)"
    case .hidden(let hidden): "hidden=\(hidden)"
    case .canAffectStatusBarAppearance(let value): "canAffectStatusBarAppearance=\(value)"
    case .forwardsTo(let name): "forwardsTo=\(quoted(name ?? "nil"))"
    case .height(let height): "height=\(height.map(\.pointString) ?? "full")"
    }
  }
}

/// The `window` verb (R12): add, change, remove a window, or make one key and visible.
public enum WindowAction: Hashable, Sendable, CustomStringConvertible {
  /// A new window with a new plain root controller (nil: no root, D41).
  case add(String, root: String?, [WindowProperty])
  case set(String, [WindowProperty])
  case remove(String)
  /// `makeKeyAndVisible()`.
  case makeKey(String)

  /// Words that cannot name a window: they are the verb's sub-commands.
  public static let reservedNames: Set<String> = ["add", "remove", "key"]

  public var description: String {
    func props(_ list: [WindowProperty]) -> String { list.map { " \($0)" }.joined() }
    switch self {
    case .add(let name, let root, let list):
      return "window add \(quoted(name))" + (root.map { " root=\(quoted($0))" } ?? "") + props(list)
    case .set(let name, let list): return "window \(quoted(name))\(props(list))"
    case .remove(let name): return "window remove \(quoted(name))"
    case .makeKey(let name): return "window key \(quoted(name))"
    }
  }
}

extension ActionParser {
  /// `window add NAME [root=VC] [level=…] [hidden=…] [height=…] [canAffectStatusBarAppearance=…]
  /// [forwardsTo=WINDOW]`, `window NAME key=value …`, `window remove NAME`, `window key NAME`.
  static func parseWindow(_ args: [String]) throws(ActionError) -> Action {
    let usage = "window needs `add NAME [root=VC] [level=normal|statusBar|alert|NUMBER] [hidden=true]`, `NAME key=value …`, `remove NAME` or `key NAME`"
    guard let first = args.first else { throw ActionError(usage) }
    switch first {
    case "add":
      guard args.count >= 2, !args[1].contains("=") else {
        throw ActionError("window add needs a new window name: `window add Toast level=alert root=ToastVC`")
      }
      let name = try windowName(args[1])
      var root: String?
      var props: [WindowProperty] = []
      for word in args.dropFirst(2) {
        if word.hasPrefix("root=") {
          root = try newName(String(word.dropFirst(5)))
        } else {
          props.append(try windowProperty(word, extraKeys: ["root"]))
        }
      }
      return .window(.add(name, root: root, props))
    case "remove", "key":
      guard args.count == 2, !args[1].contains("=") else { throw ActionError("window \(first) needs one window name: `window \(first) NAME`") }
      return .window(first == "remove" ? .remove(args[1]) : .makeKey(args[1]))
    default:
      guard !first.contains("=") else { throw ActionError(usage) }
      let props = try args.dropFirst().map { (word) throws(ActionError) in try windowProperty(word, extraKeys: []) }
      guard !props.isEmpty else {
        throw ActionError("window \(first) needs key=value pairs: \(WindowProperty.keys.joined(separator: ", ")), e.g. `window \(first) hidden=true`")
      }
      return .window(.set(first, props))
    }
  }

  static func windowName(_ name: String) throws(ActionError) -> String {
    guard !WindowAction.reservedNames.contains(name) else {
      throw ActionError("`\(name)` cannot name a window: add, remove and key are window sub-commands")
    }
    return try newName(name)
  }

  static func windowProperty(_ word: String, extraKeys: [String]) throws(ActionError) -> WindowProperty {
    guard let eq = word.firstIndex(of: "=") else {
      throw ActionError("window: expected key=value (\(WindowProperty.keys.joined(separator: ", "))), not `\(word)`")
    }
    let key = String(word[..<eq])
    let value = String(word[word.index(after: eq)...])
    switch key {
    case "level":
      guard let level = WindowLevel(parsing: value) else {
        throw ActionError("`\(value)` is not a window level: expected normal, statusBar, alert or a number such as 1500")
      }
      return .level(level)
    case "hidden", "isHidden":
      guard let bool = parseBool(value) else { throw ActionError("hidden needs true or false, not `\(value)`") }
      return .hidden(bool)
    case "canAffectStatusBarAppearance":
      guard let bool = parseBool(value) else { throw ActionError("canAffectStatusBarAppearance needs true or false, not `\(value)`") }
      return .canAffectStatusBarAppearance(bool)
    case "forwardsTo":
      return .forwardsTo(value == "nil" || value == "none" || value.isEmpty ? nil : value)
    case "height":
      if value == "full" || value == "nil" { return .height(nil) }
      guard let number = Double(value), number.isFinite, number > 0, number <= 100_000 else {
        throw ActionError("height needs a number of points above 0 (a window pinned to the top) or `full`, not `\(value)`")
      }
      return .height(number)
    default:
      throw ActionError(
        "unknown window key `\(key)`\(Suggestions.didYouMean(key, in: WindowProperty.keys + extraKeys)); keys: \((WindowProperty.keys + extraKeys).joined(separator: ", "))"
      )
    }
  }
}
