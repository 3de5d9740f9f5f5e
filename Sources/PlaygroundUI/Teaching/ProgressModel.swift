/// Lesson progress as a sub-model: what this session knows of it, and its own update. The store
/// is passed in (read and written, never kept), so the model stays a value the tests can build;
/// a corrupt or unreadable file is ignored with a notice (never a crash), and reset on request.
struct ProgressModel: Hashable, Sendable {
  /// Every lesson's progress, read from the store the first time it is needed.
  private(set) var lessons = LessonProgress()
  /// The progress as last read from or written to the store: what this session changed since
  /// is what it merges into the store's current text (another playground may share the file).
  private(set) var saved = LessonProgress()
  private(set) var loaded = false
  /// Set when the saved progress could not be read and no copy could be kept: the file is then
  /// never written this session (it may hold progress sbplay could not read).
  private(set) var leftAlone: String?

  /// A step or lesson the learner got through.
  enum Message: Hashable, Sendable {
    case started(lesson: String)
    case passed(lesson: String, step: Int)
    case done(lesson: String, right: Int?, asked: Int?)
  }

  /// Reads the progress the first time it is needed; returns a notice when the saved progress
  /// could not be used.
  mutating func load(from store: any ProgressStore) -> String? {
    guard !loaded else { return nil }
    loaded = true
    let text: String?
    do {
      text = try store.read()
    } catch {
      leftAlone = "\(store.location) could not be read"
      return "could not read the lesson progress at \(store.location) (\(error)): the file is left alone and this session's progress is not saved"
    }
    guard let text else { return nil }
    switch LessonProgress.decode(text) {
    case .success(let read):
      lessons = read
      saved = read
      return nil
    case .failure(let error):
      lessons = LessonProgress()
      let copy: String?
      do { copy = try store.keepCopy() } catch { copy = nil }
      guard let copy else {
        leftAlone = "\(store.location) could not be used"
        return "the lesson progress at \(store.location) was ignored: \(error.message); the file is left alone and this session's progress is not saved"
      }
      return
        "the lesson progress at \(store.location) was ignored: \(error.message); a copy is kept at \(copy) and the file is replaced at the next step"
    }
  }

  /// Records what the learner got through and writes it; returns the problem when the write
  /// failed (shown after the key's own message, never fatal).
  mutating func update(_ message: Message, store: any ProgressStore) -> String? {
    _ = load(from: store)
    switch message {
    case .started(let lesson): lessons.markStarted(lesson)
    case .passed(let lesson, let step): lessons.markPassed(lesson, step: step)
    case .done(let lesson, let right, let asked): lessons.markDone(lesson, right: right, asked: asked)
    }
    return save(to: store)
  }

  /// What this session changed is merged into the store's current text in one locked
  /// read-modify-write, so a lesson another playground completed meanwhile is kept.
  private mutating func save(to store: any ProgressStore) -> String? {
    guard leftAlone == nil else { return nil }
    let (mine, base) = (lessons, saved)
    var written = mine
    do {
      try store.update { text in
        // Unreadable text was set aside at load (keepCopy): it is replaced, as before.
        let stored = text.flatMap { try? LessonProgress.decode($0).get() } ?? LessonProgress()
        written = mine.merged(into: stored, changedSince: base)
        return written.json()
      }
      lessons = written
      saved = written
      return nil
    } catch {
      return "could not save the lesson progress to \(store.location): \(error)"
    }
  }

  /// Forgets every lesson's progress; returns what happened, for the lesson menu.
  mutating func reset(store: any ProgressStore) -> String {
    _ = load(from: store)
    if let why = leftAlone {
      return "progress not reset: \(why), so it is left alone; remove or fix it first"
    }
    lessons = LessonProgress()
    saved = lessons
    do {
      try store.write(lessons.json())
      return "progress reset: every lesson is new again"
    } catch {
      return "could not reset the lesson progress at \(store.location): \(error)"
    }
  }
}
