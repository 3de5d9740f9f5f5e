import SceneFile

/// What a learner has done, per lesson: the steps passed and whether the lesson was finished.
/// Saved as JSON through a `ProgressStore` (the XDG state directory in the TUI).
public struct LessonProgress: Hashable, Sendable {
  public struct Lesson: Hashable, Sendable {
    /// Steps passed (1-based), sorted: goals reached, questions answered, steps run.
    public var passed: [Int] = []
    /// The learner reached the end of the lesson.
    public var done = false
    /// The last predictions: right answers out of questions asked.
    public var right: Int?
    public var asked: Int?

    public init(passed: [Int] = [], done: Bool = false) {
      self.passed = passed
      self.done = done
    }
  }

  /// How a lesson is marked in the menu.
  public enum Status: Hashable, Sendable {
    case new
    case started
    case done
  }

  public var version = 1
  public var lessons: [String: Lesson] = [:]

  public init(lessons: [String: Lesson] = [:]) {
    self.lessons = lessons
  }

  public func status(of name: String) -> Status {
    guard let lesson = lessons[name] else { return .new }
    return lesson.done ? .done : .started
  }

  mutating func markPassed(_ name: String, step: Int) {
    var lesson = lessons[name] ?? Lesson()
    if !lesson.passed.contains(step) {
      lesson.passed.append(step)
      lesson.passed.sort()
    }
    lessons[name] = lesson
  }

  mutating func markStarted(_ name: String) {
    if lessons[name] == nil { lessons[name] = Lesson() }
  }

  mutating func markDone(_ name: String, right: Int?, asked: Int?) {
    var lesson = lessons[name] ?? Lesson()
    lesson.done = true
    if let asked, asked > 0 {
      lesson.right = right
      lesson.asked = asked
    }
    lessons[name] = lesson
  }

  /// This progress with the lessons that changed since `base` merged into `saved` (what the
  /// store holds now, perhaps written by another playground since): the other lessons are
  /// `saved`'s, and a lesson both changed keeps the steps passed of both, done if either is.
  func merged(into saved: LessonProgress, changedSince base: LessonProgress) -> LessonProgress {
    var result = saved
    for (name, mine) in lessons where base.lessons[name] != mine {
      guard var theirs = saved.lessons[name] else {
        result.lessons[name] = mine
        continue
      }
      theirs.passed = Array(Set(theirs.passed).union(mine.passed)).sorted()
      theirs.done = theirs.done || mine.done
      if mine.asked != nil {
        theirs.right = mine.right
        theirs.asked = mine.asked
      }
      result.lessons[name] = theirs
    }
    return result
  }

  // MARK: JSON

  /// The file's text: pretty, with sorted keys, so that it diffs well. Written and read without
  /// Foundation (its JSON coders page in about a megabyte of code on the first save).
  public func json() -> String {
    let lessons = self.lessons.sorted { $0.key < $1.key }.map { name, lesson -> (String, JSONValue) in
      var members: [(String, JSONValue)] = []
      if let asked = lesson.asked { members.append(("asked", .number(Double(asked)))) }
      members.append(("done", .bool(lesson.done)))
      members.append(("passed", .array(lesson.passed.map { .number(Double($0)) })))
      if let right = lesson.right { members.append(("right", .number(Double(right)))) }
      return (name, .object(members))
    }
    return JSONValue.object([("lessons", .object(lessons)), ("version", .number(Double(version)))]).pretty() + "\n"
  }

  /// Reads the file's text; a message instead when it is not valid progress JSON.
  public static func decode(_ text: String) -> Result<LessonProgress, ProgressError> {
    let invalid = ProgressError("it is not valid progress JSON")
    guard let root = JSONValue.parse(text), root.members != nil, let version = root["version"]?.int else {
      return .failure(invalid)
    }
    guard version == 1 else {
      return .failure(ProgressError("it was written by another version of sbplay (version \(version))"))
    }
    var progress = LessonProgress()
    if let lessons = root["lessons"] {
      guard let entries = lessons.members else { return .failure(invalid) }
      for (name, entry) in entries {
        guard entry.members != nil, let lesson = Lesson(entry) else { return .failure(invalid) }
        progress.lessons[name] = lesson
      }
    }
    return .success(progress)
  }
}

extension LessonProgress.Lesson {
  /// A lesson's entry; nil when a member has the wrong type. Missing members take their defaults.
  init?(_ entry: JSONValue) {
    self.init()
    if let passed = entry["passed"] {
      guard case .array(let steps) = passed else { return nil }
      var numbers: [Int] = []
      for step in steps {
        guard let number = step.int else { return nil }
        numbers.append(number)
      }
      self.passed = numbers
    }
    if let done = entry["done"] {
      guard case .bool(let value) = done else { return nil }
      self.done = value
    }
    guard let right = Self.optionalInt(entry["right"]), let asked = Self.optionalInt(entry["asked"]) else { return nil }
    self.right = right
    self.asked = asked
  }

  /// A member that may be missing or null, else an integer: `.some(nil)` when absent, nil when
  /// it is something else.
  private static func optionalInt(_ value: JSONValue?) -> Int?? {
    guard let value, value != .null else { return .some(nil) }
    guard let number = value.int else { return nil }
    return .some(number)
  }
}

/// Why progress could not be read or written.
public struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
