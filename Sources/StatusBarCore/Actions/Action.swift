/// `key=value` on a new controller (push, present, addChild).
public struct PropertyAssignment: Hashable, Sendable {
  public var key: ControllerKey
  public var value: PropertyValue
  public init(_ key: ControllerKey, _ value: PropertyValue) {
    self.key = key
    self.value = value
  }
}

/// One action of the action language (docs/scene-format.md, "The action language"): what keys,
/// lesson steps, the command line, `--do` and recorded sessions all drive.
public enum Action: Hashable, Sendable, CustomStringConvertible {
  case push(String, [PropertyAssignment])
  case pop
  case popToRoot
  case present(String, kind: ControllerKind, [PropertyAssignment])
  case dismiss
  case selectIndex(Int)
  case selectName(String)
  case set(String, ControllerKey, PropertyValue)
  case unset(String, ControllerKey)
  case update(String?, animated: Bool)
  case addChild(parent: String, String, [PropertyAssignment])
  case removeChild(String)
  case device(Device)
  case os(OSVersion)
  /// The SDK the app is built with; nil: the same as the OS (R13.1).
  case sdk(OSVersion?)
  case rotate(Orientation)
  case inCall(Bool)
  case appearance(Appearance)
  case plist(InfoPlist.Key, PropertyValue)
  case appStatusBarStyle(StatusBarStyle, animated: Bool)
  case appStatusBarHidden(Bool, animation: UpdateAnimation)
  case relaunch
  case finishLaunching
  /// Windows besides the main one (R12).
  case window(WindowAction)
  /// The iPad scene's window (R14.1).
  case scene(SceneWindowAction)

  /// The canonical text form; `ActionParser.parse` reads it back to the same action.
  public var description: String {
    func props(_ list: [PropertyAssignment]) -> String {
      list.map { " \($0.key.rawValue)=\(quoted($0.value.description))" }.joined()
    }
    switch self {
    case .push(let name, let p): return "push \(quoted(name))\(props(p))"
    case .pop: return "pop"
    case .popToRoot: return "popToRoot"
    case .present(let name, let kind, let p):
      return "present \(quoted(name))\(kind == .controller ? "" : " kind=\(kind.rawValue)")\(props(p))"
    case .dismiss: return "dismiss"
    case .selectIndex(let index): return "select \(index)"
    case .selectName(let name): return "select \(quoted(name))"
    case .set(let name, let key, let value): return "set \(quoted(name + "." + key.rawValue + "=" + value.description))"
    case .unset(let name, let key): return "unset \(quoted(name + "." + key.rawValue))"
    case .update(let name, let animated):
      return "update" + (name.map { " " + quoted($0) } ?? "") + (animated ? " animated" : "")
    case .addChild(let parent, let name, let p): return "addChild \(quoted(parent)) \(quoted(name))\(props(p))"
    case .removeChild(let name): return "removeChild \(quoted(name))"
    case .device(let device): return "device \(device.name)"
    case .os(let version): return "os \(version)"
    case .sdk(let version): return "sdk \(version.map(\.description) ?? "os")"
    case .rotate(let orientation): return "rotate \(orientation.rawValue)"
    case .inCall(let on): return "inCall \(on ? "on" : "off")"
    case .appearance(let appearance): return "appearance \(appearance.rawValue)"
    case .plist(let key, let value):
      if case .style(let style) = value { return "plist \(key.rawValue)=\(style.plistName)" }
      return "plist \(key.rawValue)=\(value)"
    case .appStatusBarStyle(let style, let animated):
      return "app statusBarStyle=\(style.rawValue)" + (animated ? " animated=true" : "")
    case .appStatusBarHidden(let hidden, let animation):
      return "app statusBarHidden=\(hidden)" + (animation == .none ? "" : " animation=\(animation.rawValue)")
    case .relaunch: return "relaunch"
    case .finishLaunching: return "finishLaunching"
    case .window(let action): return action.description
    case .scene(let action): return action.description
    }
  }

  /// The verbs, for help and suggestions.
  public static let verbs = [
    "push", "pop", "popToRoot", "present", "dismiss", "select", "set", "unset", "update", "addChild",
    "removeChild", "device", "os", "sdk", "rotate", "inCall", "appearance", "plist", "app", "relaunch",
    "finishLaunching", "window", "scene",
  ]
}

/// Quotes a word when it has spaces or quotes, so the text form parses back.
func quoted(_ text: String) -> String {
  guard text.isEmpty || text.contains(where: { $0 == " " || $0 == "\"" || $0 == "\t" }) else { return text }
  return "\"" + text.replacingAll("\"", with: "\\\"") + "\""
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for c in self { if c == target { result += replacement } else { result.append(c) } }
    return result
  }
}

/// Why an action was refused, in UIKit's terms. Nothing changed.
public struct ActionError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
