import StatusBarCore

/// `windowScene:` in the scene schema, from the reader's own key list.
extension SceneSchema {
  static var windowScene: JSONValue {
    let fields: [(String, JSONValue)] = SceneReader.windowSceneKeys.map { key in
      switch key {
      case "name": (key, Schema.string("The scene's name, unique, for `scene select` (R14.6). Default main; required in otherScenes."))
      case "mode":
        (key, Schema.oneOf(SceneWindowing.Mode.allNames, "fullScreen (default), or windowed with a frame (iPadOS 16+, R14.1)."))
      case "frame":
        (
          key,
          Schema.rect(
            "The window's [x, y, width, height] in points on the screen (interface orientation); at least \(SceneWindowing.minimumSize.width.pointString)×\(SceneWindowing.minimumSize.height.pointString). A frame alone means windowed."
          )
        )
      case "controlStyle":
        (key, Schema.oneOf(WindowingControlStyle.allNames, "preferredWindowingControlStyle(for:), iPadOS 26 (R14.2). Default automatic."))
      case "frontmost":
        (key, Schema.boolean("The frontmost scene, whose controllers the screen's one status bar follows (D82). Default true."))
      case "presence":
        (
          key,
          Schema.oneOf(
            SceneWindowing.Presence.allNames,
            "onScreen (default); minimised (the window control's minimise: off the screen, in the app's windows list) or closed (only the app's last scene), iPadOS 16+ (R14.7, D85)."
          )
        )
      default: preconditionFailure("scene schema: no entry for the windowScene key `\(key)`")
      }
    }
    return nullable(Schema.object(fields, description: "iPad: the scene full screen or in a window, and its window controls (R14.1 … R14.6)."))
  }

  /// `otherScenes:`: each scene's own windowScene, root, presented and windows (R14.6).
  static var otherScenes: JSONValue {
    let fields: [(String, JSONValue)] = SceneReader.otherSceneKeys.map { key in
      switch key {
      case "windowScene": (key, windowScene)
      case "root": (key, withDescription(Schema.ref("node"), "This scene's window.rootViewController."))
      case "presented": (key, nullable(Schema.array(of: Schema.ref("node"), "This scene's modal chain.")))
      case "windows": (key, nullable(Schema.array(of: window, "This scene's other windows (R12).")))
      default: preconditionFailure("scene schema: no entry for the otherScenes key `\(key)`")
      }
    }
    return nullable(
      Schema.array(
        of: Schema.object(fields, description: "A window scene with its own windows and status bar decision (R14.6)."),
        "iPad, iPadOS 16+: the app's other window scenes."))
  }
}
