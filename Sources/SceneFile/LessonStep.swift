/// One step of a lesson (docs/teaching.md, "Writing your own lesson").
public struct LessonStep: Sendable, Hashable {
  /// Text for the learner.
  public var say: String?
  /// The actions of `do`, in order, in the action language (docs/scene-format.md, "The action
  /// language").
  public var actions: [String]
  /// What must hold after the actions.
  public var expect: Expectation?
  /// Shown on request.
  public var hint: String?
  /// A question to predict before the step runs, and its answer.
  public var ask: String?
  public var answer: String?
  /// The line of the step in its file (1-based; 0 for steps made in code).
  public var line: Int

  public init(
    say: String? = nil, actions: [String] = [], expect: Expectation? = nil, hint: String? = nil,
    ask: String? = nil, answer: String? = nil, line: Int = 0
  ) {
    self.say = say
    self.actions = actions
    self.expect = expect
    self.hint = hint
    self.ask = ask
    self.answer = answer
    self.line = line
  }
}
