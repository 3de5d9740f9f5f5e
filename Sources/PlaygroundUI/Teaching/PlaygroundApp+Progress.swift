/// Lesson progress through the injected `ProgressStore`, kept by `ProgressModel`: the app hands
/// it the store and shows what it says.
extension PlaygroundApp {
  /// Reads the progress the first time it is needed; returns a notice when the saved progress
  /// could not be used.
  @discardableResult
  mutating func loadProgressIfNeeded() -> String? {
    teaching.progress.load(from: services.progress)
  }

  /// Records a step or lesson got through and writes it; a failure is in the outcome, shown
  /// after the key's own message, never fatal.
  mutating func recordProgress(_ change: ProgressModel.Message) -> CommandOutcome {
    guard let problem = teaching.progress.update(change, store: services.progress) else { return .nothing }
    message = .error(problem)
    return CommandOutcome(.saveFailed(problem))
  }
}
