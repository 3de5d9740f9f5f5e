/// The lesson menu (`l`): the bundled scenes in chapters with progress marks; Enter opens one.
struct LessonMenu: Hashable, Sendable {
  /// An index into `LessonCatalog.allLessons`.
  var selected = 0
  /// A line about the progress file (ignored because corrupt, reset, not saved …).
  var notice: String?

  var lessons: [LessonCatalog.Entry] { LessonCatalog.allLessons }

  var entry: LessonCatalog.Entry? {
    lessons.indices.contains(selected) ? lessons[selected] : nil
  }

  init(selecting name: String? = nil, notice: String? = nil) {
    if let name, let index = LessonCatalog.allLessons.firstIndex(where: { $0.name == name }) {
      selected = index
    }
    self.notice = notice
  }

  mutating func move(_ delta: Int) {
    let count = lessons.count
    guard count > 0 else { return }
    selected = min(max(0, selected + delta), count - 1)
  }

  /// The lesson after `name` in menu order (the next one to take).
  static func lesson(after name: String) -> String? {
    let all = LessonCatalog.allLessons
    guard let index = all.firstIndex(where: { $0.name == name }), index + 1 < all.count else {
      return nil
    }
    return all[index + 1].name
  }
}
