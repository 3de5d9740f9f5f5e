/// The outcome of one lesson step.
public struct StepResult: Sendable, Hashable {
  /// 1-based step number.
  public var number: Int
  /// The step's line in its file (0 for steps made in code).
  public var line: Int
  /// One entry per unmet expectation or failed action, e.g. `style: expected lightContent, got default`.
  public var failures: [String]
  /// What UIKit posted and the notes it deserved, across the step's actions.
  public var events: [String]
  public var notes: [String]

  public init(number: Int, line: Int, failures: [String], events: [String], notes: [String]) {
    self.number = number
    self.line = line
    self.failures = failures
    self.events = events
    self.notes = notes
  }

  public var passed: Bool { failures.isEmpty }

  /// `step 3 (line 42): style: expected lightContent, got default; styleDecidedBy: expected First, got Nav`,
  /// nil when the step passed.
  public var message: String? {
    guard !failures.isEmpty else { return nil }
    return "step \(number)\(line > 0 ? " (line \(line))" : ""): " + failures.joined(separator: "; ")
  }
}

/// The outcome of a lesson: every step, in order.
public struct LessonResult: Sendable, Hashable {
  public var steps: [StepResult]

  public init(steps: [StepResult]) {
    self.steps = steps
  }

  public var passed: Bool { steps.allSatisfy(\.passed) }

  /// One message per failed step.
  public var failures: [String] { steps.compactMap(\.message) }
}
