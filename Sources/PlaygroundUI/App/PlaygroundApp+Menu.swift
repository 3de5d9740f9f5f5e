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

  mutating func runMenu(_ command: Command) -> CommandOutcome {
    guard case .lessonMenu(var menu) = mode else { return .nothing }
    switch command {
    case .menuUp: menu.move(-1)
    case .menuDown: menu.move(1)
    case .menuOpen, .menuPredict:
      mode = .normal
      guard let entry = menu.entry else { return .nothing }
      return openLesson(named: entry.name, predict: command == .menuPredict)
    case .menuReset:
      mode = .confirm(.resetProgress(menu))
      return .nothing
    default:
      mode = .normal
      message = .info(lesson == nil ? "l opens the lessons again" : "back to the lesson")
      return .nothing
    }
    mode = .lessonMenu(menu)
    return .nothing
  }

  mutating func openCompare() {
    let view = CompareView(left: simulation.world)
    mode = .compare(view)
    message = .info(
      "left: this world; right: a variant (o/O iOS, d/D device, r rotate): esc closes")
  }

  mutating func runCompare(_ command: Command) -> CommandOutcome {
    guard case .compare(var view) = mode else { return .nothing }
    switch command {
    case .compareNextOS: view.stepOS(1)
    case .comparePreviousOS: view.stepOS(-1)
    case .compareNextDevice: view.stepDevice(1)
    case .comparePreviousDevice: view.stepDevice(-1)
    case .compareRotate: view.rotate()
    case .compareCall: view.inCall.toggle()
    case .compareAppearance: view.appearance = view.appearance == .dark ? .light : .dark
    default:
      mode = .normal
      message = .info("")
      return .nothing
    }
    mode = .compare(view)
    return .did(
      "compare right: "
        + view.actions(from: simulation.world).map(\.description).joined(separator: "; "))
  }
}
