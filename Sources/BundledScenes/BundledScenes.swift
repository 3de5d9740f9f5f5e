/// The scenes of `Scenes/`, embedded in the binary at build time.
public enum BundledScenes {
  /// A bundled scene: its file name without extension (`nav-bar-decides`) and its text.
  public struct Entry: Sendable, Hashable {
    public var name: String
    public var fileName: String
    public var text: String
  }

  /// Every bundled scene, sorted by file name.
  public static let all: [Entry] = embeddedScenes.map { file, text in
    let name = file.split(separator: ".").dropLast().joined(separator: ".")
    return Entry(name: name, fileName: file, text: text)
  }

  /// A bundled scene by name, with or without its extension, case-insensitively.
  public static func named(_ name: String) -> Entry? {
    let key = name.lowercased()
    return all.first { $0.name.lowercased() == key || $0.fileName.lowercased() == key }
  }
}
