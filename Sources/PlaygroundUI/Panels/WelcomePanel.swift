import SceneFile

/// The first screen's invitation, until the first key: the lessons for a newcomer on the
/// built-in scene, or this scene's own lesson when it has one.
enum WelcomePanel {
  static func make(scene: Scene) -> Panel {
    let chapters = LessonCatalog.entries.count
    let lessons = LessonCatalog.allLessons.count
    var lines: [StyledLine]
    if scene.source == BuiltInScene.source || scene.steps.isEmpty {
      lines = [
        StyledLine.prose([
          Span("New to sbplay? Press "), Span("l", .key),
          Span(
            " for the lessons: \(lessons) short lessons in \(chapters) chapters, each showing one thing UIKit decides, and why."
          ),
        ]),
        StyledLine.prose([
          Span("Or explore this scene: "), Span("h", .key), Span(" hides the bar, "),
          Span("s", .key),
          Span(" cycles the style, "), Span("u", .key), Span(" updates; "), Span("w", .key),
          Span(" explains it in plain words."),
        ]),
      ]
    } else {
      lines = [
        StyledLine.prose([
          Span("This scene is a lesson in \(scene.steps.count) steps. Press "), Span("enter", .key),
          Span(" to start it, "), Span("e", .key), Span(" to predict each step first, "),
          Span("l", .key), Span(" for all \(lessons) lessons."),
        ])
      ]
    }
    let compact = [
      StyledLine.prose([
        Span("New here? Press "), Span("l", .key), Span(" for the lessons, "), Span("w", .key),
        Span(" for why."),
      ])
    ]
    return Panel(
      title: "Start here", lines: lines,
      compact: scene.steps.isEmpty || scene.source == BuiltInScene.source ? compact : nil)
  }
}
