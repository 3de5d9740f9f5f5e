import SceneFile
import StatusBarCore

/// The JSON Schema of `sbplay state --json` (docs/cli.md), built from `ResolvedState` itself: its
/// fields are read off a real state (Mirror), so a field added to the output without a schema
/// entry stops `sbplay schema state`, and with the tests, the build's checks.
enum StateSchema {
  static var document: JSONValue {
    let sample = Simulation(world: BuiltInScene.load().world).state(events: [], notes: [])
    return .object([
      ("$schema", Schema.draft),
      ("title", "sbplay state --json"),
      (
        "description",
        "The resolved status bar of a scene after its actions: who decided, the trace of UIKit's queries, frames, warnings and events. schemaVersion changes only when a field changes meaning."
      ),
      ("type", "object"),
      ("properties", .object(fields(of: sample, top: true))),
      ("required", .array(labels(of: sample).filter { !optionalFields.contains($0) }.map(JSONValue.string))),
      ("additionalProperties", false),
    ])
  }

  /// Top-level fields present only when they apply.
  static let optionalFields: Set<String> = ["hosting", "windows", "sdk", "windowScene", "scenes"]

  static func labels(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap(\.label)
  }

  static func fields(of state: ResolvedState, top: Bool) -> [(String, JSONValue)] {
    labels(of: state).map { ($0, topLevel($0, sample: state)) }
  }

  static func topLevel(_ key: String, sample: ResolvedState) -> JSONValue {
    switch key {
    case "schemaVersion":
      return ["const": .number(Double(sample.schemaVersion)), "description": "The version of this contract."]
    case "device": return Schema.oneOf(DeviceCatalog.all.map(\.name), "The device's name.")
    case "os":
      return ["type": "string", "pattern": "^[0-9]+\\.[0-9]+$", "description": "The iOS version, major.minor."]
    case "sdk":
      return [
        "type": "string", "pattern": "^[0-9]+\\.[0-9]+$",
        "description": "The iOS SDK the app is built with, when the scene names one (absent: the same as os).",
      ]
    case "orientation": return Schema.oneOf(Orientation.allNames, "UIInterfaceOrientation.")
    case "inCall": return Schema.boolean("A call, hotspot or recording indicator is showing.")
    case "appearance": return Schema.oneOf(Appearance.allNames, "The system appearance.")
    case "phase": return Schema.oneOf(Phase.allNames, "running, or launch (only Info.plist applies).")
    case "statusBar":
      let fields = labels(of: sample.statusBar).map { ($0, statusBar($0)) }
      // Optional fields (absent when they do not apply) are not required.
      let optional: Set<String> = ["regions", "statusBarManagerStyle"]
      return Schema.object(
        fields, required: fields.map(\.0).filter { !optional.contains($0) }, description: "The status bar as shown.")
    case "safeAreaInsets":
      let fields = labels(of: sample.safeAreaInsets).map { ($0, Schema.number("Points.", minimum: 0)) }
      return Schema.object(fields, required: fields.map(\.0), description: "The root view's safe area insets.")
    case "frames":
      return [
        "type": "object",
        "description": "Every on-screen controller's view by name, NAME.navigationBar, NAME.tabBar and window, in window coordinates.",
        "additionalProperties": Schema.rect("[x, y, width, height] in points."),
      ]
    case "trace":
      let lane = Schema.array(of: ["type": "string"], "UIKit's queries in order, in UIKit's words.")
      let fields = labels(of: sample.trace).map { ($0, lane) }
      return Schema.object(fields, required: fields.map(\.0), description: "The queries UIKit made, per lane.")
    case "warnings":
      return Schema.array(of: ["type": "string"], "Pitfalls and impossible settings.")
    case "windows":
      let window = Schema.object(
        [
          ("name", Schema.string("The window's name; Main is the main window.")),
          ("windowLevel", Schema.number("UIWindow.Level's raw value (normal 0, statusBar 1000, alert 2000).")),
          ("isHidden", Schema.boolean("The window is hidden.")),
          ("isKey", Schema.boolean("The key window (it does not decide the bar by being key, R12.2).")),
          ("decides", Schema.boolean("This window's controllers are the ones UIKit asks (R12.1).")),
          ("skipped", Schema.string("Why it does not decide: hidden, cannotAffectStatusBarAppearance or below NAME.")),
          ("rootViewController", Schema.string("The window's root view controller.")),
          ("canAffectStatusBarAppearance", Schema.boolean("false: the private override returns NO (R12.3).")),
          ("forwardsTo", Schema.string("The window whose answer its root returns (D42).")),
          ("frame", Schema.rect("The window's frame in points.")),
        ],
        required: ["name", "windowLevel", "isHidden", "isKey", "decides", "canAffectStatusBarAppearance", "frame"],
        description: "A window of the app.")
      return Schema.array(of: window, "The app's windows front to back; present only when it has more than its main window (R12).")
    case "hosting":
      let host = Schema.object(
        [
          ("name", Schema.string("The hosting controller.")),
          ("onScreen", Schema.boolean("Its view is in the window.")),
          ("swiftUI", ["type": "object", "additionalProperties": ["type": "string"], "description": "Its content's modifiers, as scene keys."]),
          ("preferredStatusBarStyle", Schema.oneOf(StatusBarStyle.allNames, "What its preferredStatusBarStyle returns.")),
          ("prefersStatusBarHidden", Schema.boolean("What its prefersStatusBarHidden returns.")),
          ("styleAsked", Schema.boolean("The style lane asked it.")),
          ("hiddenAsked", Schema.boolean("The hidden lane asked it.")),
          ("ignored", Schema.array(of: ["type": "string"], "Modifiers this iOS version ignores (D39).")),
        ],
        required: ["name", "onScreen", "swiftUI", "preferredStatusBarStyle", "prefersStatusBarHidden", "styleAsked", "hiddenAsked", "ignored"],
        description: "A UIHostingController (SwiftUI) and what it answers UIKit.")
      return Schema.array(of: host, "The hosting controllers, present only when the world has one.")
    case "events":
      return Schema.array(of: ["type": "string"], "What UIKit posted since the previous state.")
    case "windowScene": return windowScene
    case "scenes": return scenes
    default: preconditionFailure("state schema: no entry for the field `\(key)` of state --json")
    }
  }

  static func statusBar(_ key: String) -> JSONValue {
    switch key {
    case "hidden": return Schema.boolean("The status bar is hidden.")
    case "style": return Schema.oneOf(StatusBarStyle.allNames, "The UIStatusBarStyle that won.")
    case "foreground": return Schema.oneOf(Foreground.allNames, "What is drawn, after .default is resolved for the appearance.")
    case "frame": return Schema.rect("statusBarFrame in points, [0, 0, 0, 0] when hidden; on iOS 7 in the portrait screen's coordinates (D88).")
    case "height": return Schema.number("The status bar's height in points (0 when hidden).", minimum: 0)
    case "animation": return Schema.oneOf(UpdateAnimation.allNames, "The hide/show animation.")
    case "styleDecidedBy", "hiddenDecidedBy":
      return Schema.string("The controller whose answer won, or UIApplication, Info.plist or system.")
    case "pendingUpdate": return Schema.boolean("A preference changed since UIKit last asked.")
    case "statusBarManagerStyle":
      return Schema.oneOf(
        StatusBarStyle.allNames,
        "What windowScene.statusBarManager.statusBarStyle reports (iOS 13+): on iOS 26 the colour .default picked for the content under the bar (D81).")
    case "regions":
      let region = Schema.object(
        [
          ("part", Schema.oneOf(["leading", "center", "trailing"], "The part of the bar: leading (the time), center or trailing (the battery), D86.")),
          ("column", Schema.string("The split column the part spans.")),
          ("style", Schema.oneOf(StatusBarStyle.allNames, "The style its column's controller answered.")),
          ("foreground", Schema.oneOf(Foreground.allNames, "What is drawn in that part.")),
          ("decidedBy", Schema.string("The controller that decided that part.")),
          ("span", Schema.array(of: Schema.number("Points."), "[x, width] in points.")),
        ], required: ["part", "column", "style", "foreground", "decidedBy", "span"],
        description: "A part of the bar over one column.")
      return Schema.array(
        of: region, "The parts of the bar, leading to trailing, each styled by its column (an expanded split, D86); absent when one style covers the bar.")
    default: preconditionFailure("state schema: no entry for the field `statusBar.\(key)` of state --json")
    }
  }
}
