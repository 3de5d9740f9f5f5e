import StatusBarCore

/// The JSON Schema of scene files (docs/scene-format.md), built from the very tables the reader
/// checks against: its key lists, `ControllerKey` and its kinds, the named values, the device
/// catalogue and the supported iOS versions. A key the reader learns without a schema entry
/// stops `sbplay schema scene` (and so the tests) instead of drifting silently.
///
/// The schema lists canonical spellings; the reader also takes a few more (`.lightContent`,
/// device names in any case), so a scene that loads may still get an editor hint.
public enum SceneSchema {
  public static var document: JSONValue {
    .object([
      ("$schema", Schema.draft),
      ("title", "sbplay scene"),
      (
        "description",
        "A scene for sbplay: one simulated iOS app (device, iOS version, controllers) and an optional lesson. Every key is optional except root."
      ),
      ("type", "object"),
      ("properties", .object(SceneReader.topKeys.map { ($0, topLevel($0)) })),
      ("required", ["root"]),
      ("additionalProperties", false),
      ("definitions", definitions),
    ])
  }

  static func topLevel(_ key: String) -> JSONValue {
    switch key {
    case "title": return Schema.string("Shown in the title bar and by `sbplay scenes`.")
    case "summary": return Schema.string("Shown in the lesson panel.")
    case "device":
      return Schema.oneOf(
        DeviceCatalog.allNames, "A device from `sbplay devices` (names and aliases). Default: \(SceneReader.defaultDevice).")
    case "os":
      return [
        "type": "string", "pattern": .string("^(\(OSVersion.supportedMajors.map(String.init).joined(separator: "|")))(\\.[0-9]{1,2}(\\.[0-9]{1,4})?)?$"),
        "description": .string(
          "The iOS version whose rules apply, \(OSVersion.oldest) to \(OSVersion.supportedMajors.last ?? 27).x (after 18 come 26 and 27), quoted (\"13.10\", never the number 13.1). Default: \(SceneReader.defaultOS)."
        ),
      ]
    case "sdk":
      return [
        "type": "string", "pattern": .string("^(\(OSVersion.supportedMajors.map(String.init).joined(separator: "|")))(\\.[0-9]{1,2}(\\.[0-9]{1,4})?)?$"),
        "description": .string("The iOS SDK the app is built with (Xcode's), quoted like os. Default: the same as os (R13.1)."),
      ]
    case "orientation":
      return Schema.oneOf(Orientation.allNames + ["landscape", "upsideDown"], "UIInterfaceOrientation; landscape = landscapeLeft.")
    case "inCall": return Schema.boolean("A call, hotspot or recording indicator is showing.")
    case "appearance": return Schema.oneOf(Appearance.allNames, "The system appearance (Dark Mode, iOS 13+).")
    case "phase":
      return Schema.oneOf(Phase.allNames, "running, or launch: the launch screen, where only Info.plist applies.")
    case "infoPlist":
      return Schema.object(
        InfoPlist.Key.allCases.map { key in
          switch key {
          case .UIViewControllerBasedStatusBarAppearance:
            (key.rawValue, Schema.boolean("View controller-based status bar appearance (default true)."))
          case .UIStatusBarHidden: (key.rawValue, Schema.boolean("The status bar is hidden at launch."))
          case .UIStatusBarStyle:
            (key.rawValue, Schema.oneOf(StatusBarStyle.allCases.map(\.plistName), "The status bar style at launch."))
          case .UIDesignRequiresCompatibility:
            (key.rawValue, Schema.boolean("iOS 26+: run with the previous design instead of Liquid Glass; ignored with the iOS 27 SDK on iOS 27 (D25, R13.3)."))
          case .UIRequiresFullScreen:
            (key.rawValue, Schema.boolean("iPad: opt out of multitasking; deprecated from iPadOS 26 (R13.4)."))
          }
        }, description: "The app's Info.plist keys about the status bar.")
    case "application":
      return Schema.object(
        [
          ("statusBarStyle", Schema.oneOf(StatusBarStyle.allNames, "UIApplication.statusBarStyle (deprecated setter).")),
          ("statusBarHidden", Schema.boolean("UIApplication.isStatusBarHidden (deprecated setter).")),
        ], description: "UIApplication's legacy status bar state at start (seeded from Info.plist).")
    case "root": return withDescription(Schema.ref("node"), "window.rootViewController.")
    case "presented":
      return nullable(Schema.array(of: Schema.ref("node"), "The modal chain, each presented by the one before."))
    case "windows":
      return nullable(Schema.array(of: window, "The app's other windows (R12), in the order they were shown; `Main` may be listed to place the main window."))
    case "windowScene": return windowScene
    case "otherScenes": return otherScenes
    case "steps": return nullable(Schema.array(of: Schema.ref("step"), "The lesson: steps run in order."))
    default: preconditionFailure("scene schema: no entry for the top-level key `\(key)`")
    }
  }

  /// One entry of `windows:` (R12, SceneReader+Windows).
  static var window: JSONValue {
    let level: JSONValue = [
      "anyOf": [
        Schema.oneOf(WindowLevel.names, "UIWindow.Level by name."),
        Schema.number("UIWindow.Level's raw value (normal 0, statusBar 1000, alert 2000)."),
      ],
      "description": "windowLevel: normal, statusBar, alert or a number.",
    ]
    let fields: [(String, JSONValue)] = SceneReader.windowKeys.map { key in
      switch key {
      case "name": (key, Schema.string("The window's name, unique; `Main` is the main window."))
      case "windowLevel": (key, level)
      case "isHidden": (key, Schema.boolean("The window is hidden: UIKit skips it (R12.1)."))
      case "key": (key, Schema.boolean("The key window (at most one); being key does not decide the bar (R12.2)."))
      case "height": (key, Schema.number("The height in points of a window pinned to the top; absent: full screen.", minimum: 0))
      case "canAffectStatusBarAppearance":
        (key, Schema.boolean("false: the window returns NO from the private _canAffectStatusBarAppearance (R12.3)."))
      case "forwardsTo": (key, Schema.string("A window whose answer the root controller returns (D42), or nil."))
      case "root": (key, withDescription(Schema.ref("node"), "The window's rootViewController."))
      default: preconditionFailure("scene schema: no entry for the window key `\(key)`")
      }
    }
    return Schema.object(fields, required: ["name"], description: "A UIWindow besides the main one.")
  }

  static var definitions: JSONValue {
    var pairs: [(String, JSONValue)] = [
      (
        "node",
        [
          "type": "object",
          "description": "A controller node: exactly one key, its kind, holding its properties.",
          "properties": .object(ControllerKind.allCases.map { ($0.rawValue, Schema.ref($0.rawValue)) }),
          "minProperties": 1, "maxProperties": 1, "additionalProperties": false,
        ]
      )
    ]
    for kind in ControllerKind.allCases { pairs.append((kind.rawValue, properties(of: kind))) }
    pairs.append(("step", step))
    pairs.append(("expect", expect))
    return .object(pairs)
  }

  static func properties(of kind: ControllerKind) -> JSONValue {
    let fields: [(String, JSONValue)] = SceneReader.keys(of: kind).map { key in
      switch key {
      case "name":
        return (
          key,
          [
            "type": "string", "pattern": "^[^\\s.=]([^=]*[^\\s.=])?$",
            "not": ["enum": .array(SceneReader.reservedNames.sorted().map(JSONValue.string))],
            "description": "A unique name: one line without `=`, leading or trailing spaces or dots.",
          ]
        )
      case kind.behavior.childrenKey:
        let what =
          kind.behavior.takesChildrenWithAddChild
          ? "Child view controllers (addChild)."
          : kind.behavior.childrenFormStack
            ? "The navigation stack, bottom first."
            : "The \(kind.behavior.spokenName)'s child view controllers, in order."
        return (key, nullable(Schema.array(of: Schema.ref("node"), what)))
      default:
        guard let property = ControllerKey(rawValue: key) else {
          preconditionFailure("scene schema: no entry for the node key `\(key)`")
        }
        return (key, schema(for: property))
      }
    }
    return Schema.object(fields, required: ["name"], description: "A \(kind.uikitClass). Absent keys are not overridden.")
  }

  /// A key's schema, from what the key says of its values (`ControllerKey.form`).
  static func schema(for key: ControllerKey) -> JSONValue {
    switch key.form {
    case .text: return Schema.string(key.summary)
    case .boolean: return Schema.boolean(key.summary)
    case .choice(let names): return Schema.oneOf(names, key.summary)
    case .index: return ["type": "integer", "minimum": 0, "description": .string(key.summary)]
    case .childReference: return ["type": ["string", "null"], "description": .string(key.summary)]
    case .colour:
      return [
        "type": "string",
        "anyOf": [["enum": .array(key.valueNames.map(JSONValue.string))], ["pattern": "^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$"]],
        "description": .string(key.summary),
      ]
    case .detent:
      let heights = SheetDetent.customHeights
      return [
        "anyOf": [
          ["enum": .array(key.valueNames.map(JSONValue.string))],
          ["type": "number", "minimum": .number(heights.lowerBound), "maximum": .number(heights.upperBound)],
        ],
        "description": .string(key.summary),
      ]
    case .bands: return Schema.string(key.summary)
    case .points:
      return ["type": "number", "minimum": 0, "maximum": .number(ScrollContent.maximumOffset), "description": .string(key.summary)]
    }
  }

  static var step: JSONValue {
    let fields: [(String, JSONValue)] = SceneReader.stepKeys.map { key in
      switch key {
      case "say": return (key, Schema.string("Text for the learner."))
      case "do":
        let action = Schema.string("An action of the action language, such as `set Nav.barStyle=black`.")
        return (
          key,
          [
            "description": "One action or a list of actions, run in order.",
            "anyOf": [
              action, ["type": "array", "items": action, "maxItems": .number(Double(SceneLimits.maxActionsPerStep))],
              ["type": "null"],
            ],
          ]
        )
      case "expect": return (key, Schema.ref("expect"))
      case "hint": return (key, Schema.string("Shown on request (H)."))
      case "ask": return (key, Schema.string("A question to predict before the step runs (needs answer)."))
      case "answer":
        return (
          key,
          [
            "type": ["string", "boolean"],
            "description": "The answer to ask: a controller's name, a style, dark or light, true or false.",
          ]
        )
      default: preconditionFailure("scene schema: no entry for the step key `\(key)`")
      }
    }
    var schema = Schema.object(fields, description: "A lesson step.")
    if case .object(var pairs) = schema {
      pairs.append(("minProperties", 1))
      pairs.append(("dependencies", ["ask": ["answer"], "answer": ["ask"]]))
      schema = .object(pairs)
    }
    return schema
  }

  static var expect: JSONValue {
    let fields: [(String, JSONValue)] = SceneReader.expectKeys.map { key in
      switch key {
      case "hidden": return (key, Schema.boolean("The status bar is hidden."))
      case "style": return (key, Schema.oneOf(StatusBarStyle.allNames, "The style that won."))
      case "foreground": return (key, Schema.oneOf(Foreground.allNames, "What is drawn, after .default is resolved."))
      case "height": return (key, Schema.number("The status bar's height in points.", minimum: 0))
      case "styleDecidedBy": return (key, Schema.string("The controller (or UIApplication, Info.plist, system) whose style won."))
      case "hiddenDecidedBy": return (key, Schema.string("Who decided hidden."))
      case "animation": return (key, Schema.oneOf(UpdateAnimation.allNames, "The hide/show animation."))
      case "pendingUpdate": return (key, Schema.boolean("A preference changed since UIKit last asked."))
      case "frame":
        return (
          key,
          [
            "type": "object", "description": "Frame names (as in state --json `frames`) to [x, y, width, height].",
            "additionalProperties": Schema.rect("[x, y, width, height] in points."),
          ]
        )
      case "warning": return (key, Schema.string("Text one warning contains."))
      default: preconditionFailure("scene schema: no entry for the expect key `\(key)`")
      }
    }
    return nullable(Schema.object(fields, description: "What must hold after the step."))
  }

  /// `key:` with nothing after it is YAML null, which the reader takes as empty.
  /// Written as a list of types, not anyOf, so validators report the inner error.
  static func nullable(_ schema: JSONValue) -> JSONValue {
    guard case .object(let pairs) = schema, let index = pairs.firstIndex(where: { $0.0 == "type" }),
      case .string(let type) = pairs[index].1
    else { return ["anyOf": [schema, ["type": "null"]]] }
    var result = pairs
    result[index].1 = [.string(type), "null"]
    return .object(result)
  }

  static func withDescription(_ schema: JSONValue, _ description: String) -> JSONValue {
    guard case .object(var pairs) = schema else { return schema }
    pairs.append(("description", .string(description)))
    return .object(pairs)
  }
}
