/// Lesson progress through the injected `ProgressStore`: read once, written after every change,
/// a corrupt or unreadable file ignored with a message (never a crash), reset on request.
extension PlaygroundApp {
  /// Reads the progress the first time it is needed; returns a notice when the saved progress
  /// could not be used.
  @discardableResult
  mutating func loadProgressIfNeeded() -> String? {
    guard !progressLoaded else { return nil }
    progressLoaded = true
    let store = services.progress
    let text: String?
    do {
      text = try store.read()
    } catch {
      return "could not read the lesson progress at \(store.location) (\(error)): starting afresh"
    }
    guard let text else { return nil }
    switch LessonProgress.decode(text) {
    case .success(let saved):
      progress = saved
      return nil
    case .failure(let error):
      progress = LessonProgress()
      return
        "the lesson progress at \(store.location) was ignored: \(error.message); it is replaced at the next step"
    }
  }

  /// Writes the progress; a failure is shown, never fatal.
  mutating func saveProgress() {
    do {
      try services.progress.write(progress.json())
    } catch {
      message = .error(
        "could not save the lesson progress to \(services.progress.location): \(error)")
    }
  }

  /// Forgets every lesson's progress.
  mutating func resetProgress() -> String {
    progressLoaded = true
    progress = LessonProgress()
    do {
      try services.progress.write(progress.json())
      return "progress reset: every lesson is new again"
    } catch {
      return "could not reset the lesson progress at \(services.progress.location): \(error)"
    }
  }
}
