import Foundation

/// What a learner has done, per lesson: the steps passed and whether the lesson was finished.
/// Saved as JSON through a `ProgressStore` (the XDG state directory in the TUI).
public struct LessonProgress: Codable, Hashable, Sendable {
  public struct Lesson: Codable, Hashable, Sendable {
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

  // MARK: JSON

  /// The file's text: pretty, with sorted keys, so that it diffs well.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Reads the file's text; a message instead when it is not valid progress JSON.
  public static func decode(_ text: String) -> Result<LessonProgress, ProgressError> {
    do {
      let progress = try JSONDecoder().decode(LessonProgress.self, from: Data(text.utf8))
      guard progress.version == 1 else {
        return .failure(
          ProgressError("it was written by another version of sbplay (version \(progress.version))")
        )
      }
      return .success(progress)
    } catch {
      return .failure(ProgressError("it is not valid progress JSON"))
    }
  }
}

/// Why progress could not be read or written.
public struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
