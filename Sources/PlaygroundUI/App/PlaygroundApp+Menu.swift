import StatusBarCore

/// The lesson menu (`l`) and the compare split view (`V`): their keys.
extension PlaygroundApp {
  /// Opens the menu on a lesson: the one given, the open one, else the first not yet done.
  mutating func openMenu(selecting name: String? = nil) {
    let notice = loadProgressIfNeeded()
    let first = LessonCatalog.allLessons.first { teaching.progress.lessons.status(of: $0.name) != .done }?.name
    let chosen = name ?? lesson?.name ?? first
    mode = .lessonMenu(LessonMenu(selecting: chosen, notice: notice))
    message = .info("choose a lesson: enter opens it, e opens it in predict mode")
  }

  mutating func openCompare() {
    let view = CompareView(left: simulation.world)
    mode = .compare(view)
    message = .info(
      "left: this world; right: a variant (o/O iOS, d/D device, r rotate): esc closes")
  }
}
