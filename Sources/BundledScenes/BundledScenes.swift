/// The scenes of `Scenes/`, embedded in the binary at build time.
public enum BundledScenes {
  /// What the lesson menu and the first screen show of a scene, read at build time so that
  /// nothing is parsed to show them (a test checks them against the full parse).
  public struct Facts: Sendable, Hashable {
    public var title: String?
    public var summary: String?
    public var stepCount: Int

    public init(title: String?, summary: String?, stepCount: Int) {
      self.title = title
      self.summary = summary
      self.stepCount = stepCount
    }
  }

  /// A bundled scene: its file name without extension (`nav-bar-decides`) and its text.
  public struct Entry: Sendable, Hashable {
    public var name: String
    public var fileName: String
    public var text: String
    /// Nil when the build could not read them without a full parse (then parse the text).
    public var facts: Facts?
  }

  /// Every bundled scene, sorted by file name.
  public static let all: [Entry] = embeddedScenes.map { file, text, facts in
    // The file name without its extension (split and joined cost a tenth of start-up).
    let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    return Entry(name: name, fileName: file, text: text, facts: facts)
  }

  /// A bundled scene by name, with or without its extension, case-insensitively.
  public static func named(_ name: String) -> Entry? {
    // The exact name first: the lesson catalog asks by name for every lesson at start-up, and
    // lowercasing every entry for each of them cost more than the rest of the first screen.
    if let exact = all.first(where: { $0.name == name }) { return exact }
    let key = name.lowercased()
    return all.first { $0.name.lowercased() == key || $0.fileName.lowercased() == key }
  }
}
