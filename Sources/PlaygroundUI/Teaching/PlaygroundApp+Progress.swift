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
      progressLeftAlone = "\(store.location) could not be read"
      return "could not read the lesson progress at \(store.location) (\(error)): the file is left alone and this session's progress is not saved"
    }
    guard let text else { return nil }
    switch LessonProgress.decode(text) {
    case .success(let saved):
      progress = saved
      progressSaved = saved
      return nil
    case .failure(let error):
      progress = LessonProgress()
      let copy: String?
      do { copy = try store.keepCopy() } catch { copy = nil }
      guard let copy else {
        progressLeftAlone = "\(store.location) could not be used"
        return "the lesson progress at \(store.location) was ignored: \(error.message); the file is left alone and this session's progress is not saved"
      }
      return
        "the lesson progress at \(store.location) was ignored: \(error.message); a copy is kept at \(copy) and the file is replaced at the next step"
    }
  }

  /// Writes the progress; a failure is in the outcome, shown after the key's own message, never
  /// fatal. What this session changed is merged into the store's current text in one locked
  /// read-modify-write, so a lesson another playground completed meanwhile is kept.
  mutating func saveProgress() -> CommandOutcome {
    guard progressLeftAlone == nil else { return .nothing }
    let (mine, base) = (progress, progressSaved)
    var written = mine
    do {
      try services.progress.update { text in
        // Unreadable text was set aside at load (keepCopy): it is replaced, as before.
        let saved = text.flatMap { try? LessonProgress.decode($0).get() } ?? LessonProgress()
        written = mine.merged(into: saved, changedSince: base)
        return written.json()
      }
      progress = written
      progressSaved = written
      return .nothing
    } catch {
      let problem = "could not save the lesson progress to \(services.progress.location): \(error)"
      message = .error(problem)
      return CommandOutcome(.saveFailed(problem))
    }
  }

  /// Forgets every lesson's progress.
  mutating func resetProgress() -> String {
    _ = loadProgressIfNeeded()
    if let why = progressLeftAlone {
      return "progress not reset: \(why), so it is left alone; remove or fix it first"
    }
    progress = LessonProgress()
    progressSaved = progress
    do {
      try services.progress.write(progress.json())
      return "progress reset: every lesson is new again"
    } catch {
      return "could not reset the lesson progress at \(services.progress.location): \(error)"
    }
  }
}
