import SceneFile
import StatusBarCore

/// `windowScene` of `state --json` (R14.1 … R14.5, D82 … D84).
extension StateSchema {
  static var windowScene: JSONValue {
    let margins = Schema.object(
      ["top", "left", "bottom", "right"].map { ($0, Schema.number("Points.", minimum: 0)) }, required: ["top", "left", "bottom", "right"],
      description: "Corner-adapted layout-region margins that avoid the controls (R14.3).")
    let sizeClass = Schema.oneOf(["compact", "regular"], "UIUserInterfaceSizeClass of the window (R14.5).")
    return Schema.object(
      [
        ("mode", Schema.oneOf(["windowed", "fullScreenCanvas"], "In a window, or UIRequiresFullScreen's full-screen canvas (R14.4).")),
        ("frame", Schema.rect("The window's frame in points on the screen.")),
        ("screen", Schema.rect("The screen in points (interface orientation).")),
        ("horizontalSizeClass", sizeClass),
        ("verticalSizeClass", sizeClass),
        ("requestedControlStyle", Schema.oneOf(WindowingControlStyle.allNames, "What preferredWindowingControlStyle(for:) returns.")),
        ("controlStyle", Schema.oneOf(WindowingControlStyle.allNames, "The style in effect (the canvas ignores the request).")),
        ("controls", Schema.rect("The close / minimise / resize controls in window coordinates; absent before iPadOS 26.")),
        ("controlsStrip", Schema.number(".minimal's strip above the content in points (D84).", minimum: 0)),
        ("cornerAdaptedMargins", margins),
        ("decidesScreenStatusBar", Schema.boolean("The screen's one status bar follows this scene's controllers (D82).")),
      ],
      required: [
        "mode", "frame", "screen", "horizontalSizeClass", "verticalSizeClass", "requestedControlStyle", "controlStyle", "controlsStrip",
        "cornerAdaptedMargins", "decidesScreenStatusBar",
      ],
      description: "An iPad scene in a window or in UIRequiresFullScreen's canvas; absent otherwise.")
  }
}

/// `scenes` of `state --json` (R14.6, D82).
extension StateSchema {
  static var scenes: JSONValue {
    let scene = Schema.object(
      [
        ("name", Schema.string("The scene's name (`scene select NAME`).")),
        ("mode", Schema.oneOf(["windowed", "fullScreen"], "In a window or full screen.")),
        ("frame", Schema.rect("The window's frame in points on the screen; absent at full screen.")),
        ("hidden", Schema.boolean("This scene's answer: the bar hidden.")),
        ("style", Schema.oneOf(StatusBarStyle.allNames, "This scene's answer: the style.")),
        ("styleDecidedBy", Schema.string("Who decided this scene's style.")),
        ("hiddenDecidedBy", Schema.string("Who decided this scene's visibility.")),
        ("selected", Schema.boolean("The scene actions edit; the other fields of the state describe it.")),
        ("onScreen", Schema.boolean("The frontmost scene: the screen's one status bar shows its answer (D82).")),
        (
          "presence",
          Schema.oneOf(
            SceneWindowing.Presence.allNames, "onScreen, minimised (off the screen, in the app's windows list) or closed (the app's last scene), R14.7.")
        ),
      ],
      required: ["name", "mode", "hidden", "style", "styleDecidedBy", "hiddenDecidedBy", "selected", "onScreen", "presence"],
      description: "One window scene's own status bar decision (R14.6).")
    return Schema.array(of: scene, "Each window scene's decision, the selected one first; absent for a one-scene app on the screen.")
  }
}
