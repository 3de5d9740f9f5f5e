import SceneFile
import StatusBarCore

/// A lesson in progress: the scene's steps, where the learner is, the world at the start of
/// each step (for going back), what happened in the current step, and the predictions so far.
struct LessonSession: Hashable, Sendable {
  /// How the current step is played.
  enum Kind: Hashable, Sendable {
    /// `expect` not met yet: the learner reaches it with their own keys (or shows the solution).
    case goal
    /// `ask` (or predict mode): a question before the actions run.
    case question
    /// No `expect` to reach: its actions run when the learner moves on.
    case watch
  }

  enum Outcome: Hashable, Sendable {
    case none
    /// The goal holds: reached with the learner's keys, by the solution, or already at the start.
    case passed(by: Passer)
    /// The question was answered (`given` nil: skipped) and the actions ran.
    case answered(given: String?, right: Bool?)
  }

  enum Passer: Hashable, Sendable {
    case learner
    case solution
    case alreadyTrue
  }

  /// The progress key: the bundled scene's name, or the file.
  var name: String
  var title: String
  var summary: String?
  var steps: [LessonStep]
  var predict: Bool

  var index = 0
  /// The world when each step began (index = step), for going back.
  var startWorlds: [World] = []
  var kind: Kind = .watch
  var outcome: Outcome = .none
  var question: Question?
  var reveal: StepReveal?
  /// What the goal still misses, after the last action.
  var missing: [String] = []
  /// The hint `H` showed (computed from the world when it was pressed), nil until then.
  var hint: String?
  /// The current step's actions have run (a watch step shown with S, or a question revealed).
  var actionsRan = false
  /// Step index → whether the prediction was right (a skipped question is not counted).
  var predictions: [Int: Bool] = [:]

  init(name: String, scene: Scene, predict: Bool) {
    self.name = name
    self.title = scene.title ?? name
    self.summary = scene.summary
    self.steps = scene.steps
    self.predict = predict
  }

  var finished: Bool { index >= steps.count }
  var step: LessonStep? { steps.indices.contains(index) ? steps[index] : nil }

  var right: Int { predictions.values.filter { $0 }.count }
  var asked: Int { predictions.count }

  var passed: Bool {
    if case .passed = outcome { return true }
    return false
  }

  var answered: Bool {
    if case .answered = outcome { return true }
    return false
  }

  /// A question waits for its answer: what it asks is held back on screen (`Withheld`).
  var questionOpen: Bool { kind == .question && !answered && question != nil && !finished }

  /// "3/4" style score text, nil before any prediction.
  var scoreText: String? { asked == 0 ? nil : "\(right)/\(asked) right" }
}
