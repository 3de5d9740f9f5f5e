/// Reads the action language (docs/scene-format.md, "The action language"): one action per line, a
/// verb, words, then `key=value` pairs; values with spaces go in double quotes.
public enum ActionParser {
  public static func parse(_ line: String) throws(ActionError) -> Action {
    let words = try tokenize(line)
    guard let verb = words.first else { throw ActionError("empty action: expected a verb such as `push`, `set` or `update`") }
    let args = Array(words.dropFirst())
    switch verb {
    case "push":
      let (positional, props) = try split(args, verb: verb)
      guard positional.count == 1 else { throw ActionError("push needs one controller name: `push NAME [key=value …]`") }
      return .push(try newName(positional[0]), props)
    case "pop":
      try none(args, verb)
      return .pop
    case "popToRoot":
      try none(args, verb)
      return .popToRoot
    case "present":
      var (positional, props) = try split(args, verb: verb, extra: ["kind"])
      let presentable = ControllerKind.allCases.filter(\.behavior.isPresentable).map(\.rawValue)
      guard positional.count == 1 else {
        throw ActionError("present needs one controller name: `present NAME [kind=\(presentable.joined(separator: "|"))] [key=value …]`")
      }
      var kind = ControllerKind.controller
      if let index = props.firstIndex(where: { $0.key == nil }) {
        let raw = props.remove(at: index).raw
        guard let parsed = ControllerKind(name: raw), parsed.behavior.isPresentable else {
          throw ActionError("kind=\(raw) is not a presentable kind: expected \(Self.spokenList(presentable))")
        }
        kind = parsed
      }
      return .present(try newName(positional[0]), kind: kind, props.map { PropertyAssignment($0.key!, $0.value!) })
    case "dismiss":
      try none(args, verb)
      return .dismiss
    case "select":
      guard args.count == 1 else { throw ActionError("select needs a tab index or a controller name: `select 1` or `select Settings`") }
      if let index = Int(args[0]) {
        guard index >= 0 else { throw ActionError("select \(index): a tab index is 0 or more") }
        return .selectIndex(index)
      }
      return .selectName(args[0])
    case "set":
      let text = args.joined(separator: " ")
      guard let eq = text.firstIndex(of: "=") else {
        throw ActionError("set needs NAME.key=value, e.g. `set First.preferredStatusBarStyle=lightContent`")
      }
      let target = String(text[..<eq]).trimmingWhitespace()
      let value = String(text[text.index(after: eq)...]).trimmingWhitespace()
      let (name, key) = try nameAndKey(target, verb: "set")
      guard let parsed = key.parse(value), !(key != .title && value.isEmpty) else {
        throw ActionError("`\(value)` is not a value for \(key.rawValue): expected \(key.expected)")
      }
      return .set(name, key, parsed)
    case "unset":
      guard args.count == 1 else { throw ActionError("unset needs NAME.key, e.g. `unset First.prefersStatusBarHidden`") }
      let (name, key) = try nameAndKey(args[0], verb: "unset")
      return .unset(name, key)
    case "update":
      var animated = false
      var name: String?
      for word in args {
        if word == "animated" || word == "animated=true" {
          animated = true
        } else if word == "animated=false" {
          animated = false
        } else if name == nil, !word.contains("=") {
          name = word
        } else {
          throw ActionError("update takes an optional controller name and `animated`: `update [NAME] [animated]`, not `\(word)`")
        }
      }
      return .update(name, animated: animated)
    case "addChild":
      let (positional, props) = try split(args, verb: verb)
      guard positional.count == 2 else { throw ActionError("addChild needs a parent and a new name: `addChild PARENT NAME [key=value …]`") }
      return .addChild(parent: positional[0], try newName(positional[1]), props)
    case "removeChild":
      guard args.count == 1 else { throw ActionError("removeChild needs one controller name: `removeChild NAME`") }
      return .removeChild(args[0])
    case "device":
      let name = args.joined(separator: " ")
      guard !name.isEmpty else { throw ActionError("device needs a name from `sbplay devices`, e.g. `device iPhone 8`") }
      guard let device = DeviceCatalog.device(named: name) else {
        throw ActionError("unknown device `\(name)`\(Suggestions.didYouMean(name, in: DeviceCatalog.allNames)) (see `sbplay devices`)")
      }
      return .device(device)
    case "os":
      guard args.count == 1 else { throw ActionError("os needs a version from \(OSVersion.rangeText), e.g. `os 13.0`") }
      guard let version = OSVersion(parsing: args[0]) else {
        throw ActionError("`\(args[0])` is not an iOS version sbplay models: expected \(OSVersion.rangeText)")
      }
      return .os(version)
    case "sdk":
      guard args.count == 1 else { throw ActionError("sdk needs the iOS SDK the app is built with, e.g. `sdk 26.0`, or `sdk os` for the OS's own") }
      if args[0].lowercased() == "os" { return .sdk(nil) }
      guard let version = OSVersion(parsing: args[0]) else {
        throw ActionError("`\(args[0])` is not an iOS SDK sbplay models: expected \(OSVersion.rangeText), or `os`")
      }
      return .sdk(version)
    case "rotate":
      guard args.count == 1, let orientation = Orientation(name: args[0]) else {
        throw ActionError(
          "rotate needs an orientation: \(Orientation.allNames.joined(separator: ", "))\(args.count == 1 ? Suggestions.didYouMean(args[0], in: Orientation.allNames) : "")"
        )
      }
      return .rotate(orientation)
    case "inCall":
      guard args.count == 1, let on = parseBool(args[0]) else { throw ActionError("inCall needs on or off") }
      return .inCall(on)
    case "appearance":
      guard args.count == 1, let appearance = Appearance(name: args[0]) else {
        throw ActionError("appearance needs light or dark")
      }
      return .appearance(appearance)
    case "plist":
      return try parsePlist(args)
    case "app":
      return try parseApp(args)
    case "relaunch":
      try none(args, verb)
      return .relaunch
    case "finishLaunching":
      try none(args, verb)
      return .finishLaunching
    case "window":
      return try parseWindow(args)
    case "scene":
      return .scene(try SceneWindowAction.parse(args))
    default:
      throw ActionError("unknown action `\(verb)`\(Suggestions.didYouMean(verb, in: Action.verbs)); actions: \(Action.verbs.joined(separator: ", "))")
    }
  }

  // MARK: Pieces

  /// Splits a line into words; double quotes group words, `\"` is a literal quote.
  public static func tokenize(_ line: String) throws(ActionError) -> [String] {
    var words: [String] = []
    var current = ""
    var inQuotes = false
    var hasWord = false
    var escaped = false
    for c in line {
      if escaped {
        current.append(c)
        escaped = false
        continue
      }
      if c == "\\" && inQuotes {
        escaped = true
      } else if c == "\"" {
        inQuotes.toggle()
        hasWord = true
      } else if c.isWhitespace && !inQuotes {
        if hasWord { words.append(current) }
        current = ""
        hasWord = false
      } else {
        current.append(c)
        hasWord = true
      }
    }
    if inQuotes { throw ActionError("a double quote is not closed: `\(line)`") }
    if hasWord { words.append(current) }
    return words
  }

  struct RawProperty {
    var key: ControllerKey?
    var value: PropertyValue?
    var raw: String
  }

  /// Positional words, then `key=value` pairs for a new controller.
  static func split(_ args: [String], verb: String, extra: Set<String> = [])
    throws(ActionError) -> ([String], [RawProperty])
  {
    var positional: [String] = []
    var props: [RawProperty] = []
    for word in args {
      guard let eq = word.firstIndex(of: "=") else {
        guard props.isEmpty else { throw ActionError("\(verb): `\(word)` after key=value pairs; names come first") }
        positional.append(word)
        continue
      }
      let keyText = String(word[..<eq])
      let value = String(word[word.index(after: eq)...])
      if extra.contains(keyText) {
        props.append(RawProperty(key: nil, value: nil, raw: value))
        continue
      }
      guard let key = ControllerKey(rawValue: keyText) else {
        throw ActionError("unknown key `\(keyText)`\(Suggestions.didYouMean(keyText, in: ControllerKey.allNames + Array(extra)))")
      }
      guard let parsed = key.parse(value) else {
        throw ActionError("`\(value)` is not a value for \(key.rawValue): expected \(key.expected)")
      }
      props.append(RawProperty(key: key, value: parsed, raw: value))
    }
    return (positional, props)
  }

  static func split(_ args: [String], verb: String) throws(ActionError) -> ([String], [PropertyAssignment]) {
    let (positional, raw) = try split(args, verb: verb, extra: [])
    return (positional, raw.map { PropertyAssignment($0.key!, $0.value!) })
  }

  static func none(_ args: [String], _ verb: String) throws(ActionError) {
    guard args.isEmpty else { throw ActionError("\(verb) takes no arguments, not `\(args.joined(separator: " "))`") }
  }

  static func newName(_ name: String) throws(ActionError) -> String {
    if let problem = ControllerName.problem(name) {
      throw ActionError("`\(name)` is not a controller name: \(problem)")
    }
    return name
  }

  /// `Sheet.root.preferredStatusBarStyle` → ("Sheet.root", .preferredStatusBarStyle).
  static func nameAndKey(_ text: String, verb: String) throws(ActionError) -> (String, ControllerKey) {
    guard let dot = text.lastIndex(of: "."), dot != text.startIndex else {
      throw ActionError("\(verb) needs NAME.key, e.g. `\(verb) First.prefersStatusBarHidden`, not `\(text)`")
    }
    let name = String(text[..<dot])
    let keyText = String(text[text.index(after: dot)...])
    guard let key = ControllerKey(rawValue: keyText) else {
      throw ActionError("unknown key `\(keyText)`\(Suggestions.didYouMean(keyText, in: ControllerKey.allNames))")
    }
    return (name, key)
  }

  static func parsePlist(_ args: [String]) throws(ActionError) -> Action {
    let text = args.joined(separator: " ")
    guard let eq = text.firstIndex(of: "=") else {
      throw ActionError("plist needs KEY=VALUE, e.g. `plist UIViewControllerBasedStatusBarAppearance=false`")
    }
    let keyText = String(text[..<eq]).trimmingWhitespace()
    let value = String(text[text.index(after: eq)...]).trimmingWhitespace()
    guard let key = InfoPlist.Key(rawValue: keyText) else {
      throw ActionError(
        "unknown Info.plist key `\(keyText)`\(Suggestions.didYouMean(keyText, in: InfoPlist.Key.allNames)); keys: \(InfoPlist.Key.allNames.joined(separator: ", "))"
      )
    }
    switch key {
    case .UIViewControllerBasedStatusBarAppearance, .UIStatusBarHidden, .UIDesignRequiresCompatibility, .UIRequiresFullScreen:
      guard let bool = parseBool(value) else { throw ActionError("\(key.rawValue) needs a boolean (true/false, YES/NO), not `\(value)`") }
      return .plist(key, .bool(bool))
    case .UIStatusBarStyle:
      guard let style = StatusBarStyle(name: value) else {
        throw ActionError("UIStatusBarStyle needs UIStatusBarStyleDefault, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent, not `\(value)`")
      }
      return .plist(key, .style(style))
    }
  }

  static func parseApp(_ args: [String]) throws(ActionError) -> Action {
    guard let first = args.first, let eq = first.firstIndex(of: "=") else {
      throw ActionError("app needs statusBarStyle=VALUE or statusBarHidden=VALUE")
    }
    let key = String(first[..<eq])
    let value = String(first[first.index(after: eq)...])
    var options: [String: String] = [:]
    for word in args.dropFirst() {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { throw ActionError("app: expected key=value, not `\(word)`") }
      options[parts[0]] = parts[1]
    }
    switch key {
    case "statusBarStyle":
      guard let style = StatusBarStyle(name: value) else {
        throw ActionError("`\(value)` is not a UIStatusBarStyle: expected \(StatusBarStyle.allNames.joined(separator: ", "))")
      }
      let unknown = options.keys.filter { $0 != "animated" }
      guard unknown.isEmpty else { throw ActionError("app statusBarStyle takes `animated=true`, not `\(unknown[0])`") }
      guard let animated = parseBool(options["animated"] ?? "false") else { throw ActionError("animated needs true or false") }
      return .appStatusBarStyle(style, animated: animated)
    case "statusBarHidden":
      guard let hidden = parseBool(value) else { throw ActionError("statusBarHidden needs true or false, not `\(value)`") }
      let unknown = options.keys.filter { $0 != "animation" }
      guard unknown.isEmpty else { throw ActionError("app statusBarHidden takes `animation=none|fade|slide`, not `\(unknown[0])`") }
      guard let animation = UpdateAnimation(name: options["animation"] ?? "none") else {
        throw ActionError("animation needs none, fade or slide")
      }
      return .appStatusBarHidden(hidden, animation: animation)
    default:
      throw ActionError("unknown UIApplication property `\(key)`\(Suggestions.didYouMean(key, in: ["statusBarStyle", "statusBarHidden"]))")
    }
  }

  /// "a, b or c".
  public static func spokenList(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
  }
}
