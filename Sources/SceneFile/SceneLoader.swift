import StatusBarCore

/// Loads scene files (docs/scene-format.md): YAML, or JSON, which YAML reads too.
///
/// Everything is checked before the world is built, so a scene either loads completely or fails
/// with one `SceneError` at the first problem. Hostile files are bounded by `SceneLimits`: size
/// (checked before reading), nesting depth, and anchors/aliases, which are refused (see
/// `YAMLReader`). `os:` is read from the text as written: `os: 12` and `os: 12.0` are iOS 12.0,
/// `os: 13.10` is iOS 13.10 (not the float 13.1).
public enum SceneLoader {
  /// The device and iOS version of a scene that names none.
  public static var defaultDevice: String { SceneReader.defaultDevice }
  public static var defaultOS: OSVersion { SceneReader.defaultOS }

  /// Reads and loads a scene file. `Scene.source` is the path as given.
  public static func load(path: String) throws(SceneError) -> Scene {
    try loadWithText(path: path).scene
  }

  /// Reads and loads a scene file, and returns its text too (what a recording carries).
  public static func loadWithText(path: String) throws(SceneError) -> (scene: Scene, text: String) {
    let text = try SceneFileAccess.text(atPath: path)
    return (try load(text: text, fileName: path), text)
  }

  /// Loads scene text; `fileName` is used in errors and as `Scene.source`.
  /// A leading UTF-8 byte order mark is skipped.
  public static func load(text: String, fileName: String) throws(SceneError) -> Scene {
    let text = text.unicodeScalars.first == "\u{FEFF}" ? String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())) : text
    let document = try YAMLReader.read(text, file: fileName)
    var reader = SceneReader(file: fileName)
    return try reader.read(document)
  }
}
