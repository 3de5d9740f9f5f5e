import StatusBarCore

/// A loaded scene file (docs/scene-format.md): the world it sets up and its lesson, if any.
public struct Scene: Sendable {
  /// Shown in the title bar and by `sbplay scenes`.
  public var title: String?
  /// Shown in the lesson panel.
  public var summary: String?
  /// The evaluated world the scene describes.
  public var world: World
  /// The lesson, in order; empty when the scene has none.
  public var steps: [LessonStep]
  /// The file name the scene came from, or `<built-in>`.
  public var source: String

  public init(title: String?, summary: String?, world: World, steps: [LessonStep], source: String) {
    self.title = title
    self.summary = summary
    self.world = world
    self.steps = steps
    self.source = source
  }
}
