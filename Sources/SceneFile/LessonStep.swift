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
  /// Where the `answer:` value starts in its file, so that `sbplay check` can point at a wrong
  /// answer key (line 0 for steps made in code). Not part of what the step says: two steps that
  /// say the same are equal wherever they are written.
  public var answerPosition = SourcePosition()

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

/// A 1-based line and column in a scene file (line 0: unknown). Every position is equal to every
/// other, so a value that carries one compares by its content alone.
public struct SourcePosition: Sendable, Hashable {
  public var line: Int
  public var column: Int

  public init(line: Int = 0, column: Int = 0) {
    self.line = line
    self.column = column
  }

  public static func == (lhs: SourcePosition, rhs: SourcePosition) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
