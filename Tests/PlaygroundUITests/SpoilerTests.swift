import Foundation
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// While a question is open nothing on screen answers it: every bundled lesson, in predict mode
/// (its written questions and one generated from each expectation), at four sizes, with and
/// without presenter mode. The question's own text and choices are replaced by placeholders
/// before the screen is read; what is left must not hold the answer (see `Clue`).
@Suite struct SpoilerTests {
  static let sizes = classroomSizes

  /// Something on the screen that gives an answer away: a pattern and what it means.
  struct Clue {
    var pattern: String
    var meaning: String

    init(_ pattern: String, _ meaning: String) {
      self.pattern = pattern
      self.meaning = meaning
    }

    func found(in text: String) -> String? {
      guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else {
        return nil
      }
      let range = NSRange(text.startIndex..., in: text)
      guard let match = regex.firstMatch(in: text, range: range), let found = Range(match.range, in: text) else {
        return nil
      }
      return String(text[found])
    }
  }

  static func escaped(_ text: String) -> String { NSRegularExpression.escapedPattern(for: text) }

  /// What would answer the question, read from its answer (the right choice, or the scene's
  /// words): a decider's marks, a tone's "dark text", a style's case, a number of points, hidden
  /// or shown, a pending update, an animation; the lesson's title and summary always.
  static func clues(for question: Question, session: LessonSession) -> [Clue] {
    var clues: [Clue] = []
    let title = session.title.trimmingCharacters(in: .whitespaces)
    if title.count >= 6 { clues.append(Clue(escaped(title), "the lesson's title")) }
    if let summary = session.summary?.trimmingCharacters(in: .whitespacesAndNewlines), !summary.isEmpty {
      let opening = summary.split(separator: " ").prefix(4).joined(separator: " ")
      clues.append(Clue(escaped(opening), "the lesson's summary"))
    }
    let answer = question.revealedAnswer
    let lower = answer.lowercased()
    let words = Question.words(answer)
    if question.kind == .decider || words.contains("decides") || words.contains("decide") {
      clues.append(Clue("◆", "a decider mark"))
      clues.append(Clue(#"\bdecide[sd]\b"#, "who decides"))
    }
    if let tone = words.first(where: { $0 == "dark" || $0 == "light" }) {
      clues.append(Clue(#"\b\#(tone) text\b"#, "the text colour"))
      clues.append(Clue(#"\.\#(tone)Content\b"#, "the style"))
    }
    for token in answer.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) where token.hasPrefix(".") {
      let name = token.dropFirst().filter { $0.isLetter }
      if name.count >= 3 { clues.append(Clue(#"\.\#(name)\b"#, "the case")) }
    }
    if question.kind == .hiddenVisible || words.first == "hidden" || words.first == "visible" {
      if lower.hasPrefix("hidden") || lower.contains("is hidden") {
        clues.append(Clue(#"status bar hidden|hidden \(0 pt\)|hidden, 0 pt|HIDDEN +hidden"#, "the bar hidden"))
      } else {
        clues.append(Clue(#"status bar [0-9.]+ pt|HIDDEN +shown|shown, [0-9]"#, "the bar shown"))
      }
    }
    for number in pointNumbers(in: answer) {
      let n = escaped(number)
      clues.append(Clue(#"(?<![0-9.])\#(n) ?pt\b|y = \#(n)(?![0-9])|(?<![0-9.])\#(n)–|–\#(n)(?![0-9])"#, "\(number) pt"))
      if number.contains(".") { clues.append(Clue(#"(?<![0-9])\#(n)(?![0-9])"#, number)) }
    }
    if question.kind == .yesNo, question.correct == "Yes", question.text.contains("pending") {
      clues.append(Clue("pending update", "a pending update"))
    }
    if question.kind == .freeText, clues.count <= 2, answer.count >= 12, !answer.contains(" ") {
      clues.append(Clue(escaped(answer), "the answer itself"))
    }
    return clues
  }

  /// The numbers of points an answer names: "44 pt", "y = 20", "(53.67 pt)".
  static func pointNumbers(in answer: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: #"([0-9]+(?:\.[0-9]+)?) ?pt\b|y = ([0-9]+(?:\.[0-9]+)?)"#)
    else { return [] }
    return regex.matches(in: answer, range: NSRange(answer.startIndex..., in: answer)).compactMap { match in
      for group in [1, 2] where match.range(at: group).location != NSNotFound {
        if let range = Range(match.range(at: group), in: answer) { return String(answer[range]) }
      }
      return nil
    }
  }

  /// Every leak in a lesson: one line per clue found, with where.
  static func leaks(lesson name: String, presenter: Bool) -> (questions: Int, leaks: [String]) {
    var app = lessonApp(name, options: UIOptions(presenter: presenter), predict: true)
    var found: [String] = []
    var questions = 0
    var keys = 0
    while let session = app.lesson, !session.finished, keys < 400 {
      keys += 1
      if session.kind == .question, !session.answered, let question = session.question {
        questions += 1
        var shown = app
        var hidden = session
        var placeholder = question
        placeholder.text = "QUESTION"
        placeholder.choices = question.choices.indices.map { "CHOICE\($0 + 1)" }
        hidden.question = placeholder
        _ = shown.teaching.update(.lesson(.open(hidden)), glyphs: .unicode)
        let clues = clues(for: question, session: session)
        for (width, height) in sizes {
          let rows = shown.render(width: width, height: height).rows()
          for clue in clues {
            if let hit = clue.found(in: rows.joined(separator: "\n")) {
              let row = rows.first { clue.found(in: $0) != nil } ?? hit
              found.append(
                "\(name) step \(session.index + 1) \(width)x\(height)\(presenter ? " presenter" : ""): "
                  + "\"\(question.text)\" (\(question.revealedAnswer)) shows \(clue.meaning): \(hit) in `\(row)`")
            }
          }
        }
        app.press("esc")
      }
      app.press("enter")
    }
    return (questions, found)
  }

  @Test(arguments: [false, true])
  func noQuestionOfABundledLessonIsAnsweredOnItsScreen(presenter: Bool) {
    var all: [String] = []
    var questions = 0
    for entry in LessonCatalog.allLessons {
      let result = Self.leaks(lesson: entry.name, presenter: presenter)
      questions += result.questions
      all += result.leaks
    }
    #expect(questions > 100, "every written and generated question is walked")
    #expect(all.isEmpty, "\(all.count) leaks:\n\(all.prefix(60).joined(separator: "\n"))")
  }
}

extension SpoilerTests {
  /// A user's own scene: a free-text question names nothing sbplay can read, so everything waits.
  @Test func aFreeTextQuestionInAUsersSceneHoldsBackTheBarsHeight() throws {
    let text = """
      title: Heights are 20 pt on this phone
      summary: The bar is 20 pt tall here.
      device: iPhone 8
      os: "12.0"
      root:
        navigation:
          name: Nav
          viewControllers:
            - controller: { name: First }
      steps:
        - ask: Tell the room what you see at the top.
          answer: Twenty points of carrier and clock
      """
    let scene = try SceneLoader.load(text: text, fileName: "mine.yaml")
    var playground = PlaygroundApp(scene: scene)
    playground.press("enter")
    guard case .prompt = playground.mode else {
      Issue.record("a free-text question is typed on the prompt line")
      return
    }
    for (width, height) in Self.sizes {
      let screen = playground.render(width: width, height: height).text()
      #expect(!screen.contains("20 pt"), "\(width)x\(height)")
      #expect(!screen.contains("Heights are"), "the title waits, \(width)x\(height)")
    }
    playground.press("esc")
    #expect(playground.render(width: 120, height: 40).text().contains("status bar 20 pt"), "revealed")
  }
}

/// Predict while exploring: `e` outside a lesson holds the next key's result back and asks who
/// decides; the answer reveals it.
@Suite struct ExplorePredictTests {
  @Test func theNextKeysResultIsHeldBackUntilTheGuess() throws {
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    playground.press("e")
    #expect(playground.teaching.guess != nil)
    playground.press("b")  // Nav's barStyle: black
    #expect(playground.mode == .question)
    let question = try #require(playground.teaching.guess?.question)
    #expect(question.correct == "Nav")
    for (width, height) in SpoilerTests.sizes {
      let screen = playground.render(width: width, height: height).text()
      #expect(screen.contains("Your prediction"), "\(width)x\(height)")
      #expect(!screen.contains("◆"), "no decider mark, \(width)x\(height)")
      #expect(!screen.contains("light text"), "no text colour, \(width)x\(height)")
    }
    let nav = try #require(question.choices.firstIndex(of: "Nav"))
    playground.press(String(nav + 1))
    #expect(playground.teaching.guess == nil)
    #expect(playground.mode == .normal)
    let screen = playground.render(width: 120, height: 40).text()
    #expect(screen.contains("right: Nav decides the style"))
    #expect(screen.contains("◆"), "revealed")
  }
}

/// A world with one controller has one possible decider: the prediction asks what the bar will
/// show instead of a one-choice "who decides".
@Suite struct ExplorePredictOneControllerTests {
  @Test func withOneControllerThePredictionAsksWhatTheBarShows() throws {
    var playground = app("iPhone 8", os: "12.0", .vc("Player"))
    playground.press("e")
    playground.press("s")  // Player's preferredStatusBarStyle: the next style
    let question = try #require(playground.teaching.guess?.question)
    #expect(question.choices.count >= 2, "\(question.choices)")
    #expect(question.kind == .darkLight)
    #expect(playground.screenText.contains("predict: is the status bar text dark or light now?"))
    let correct = try #require(question.correct)
    #expect(correct == playground.simulation.snapshot.shown.foreground.rawValue)
    let index = try #require(question.choices.firstIndex(of: correct))
    playground.press(String(index + 1))
    #expect(playground.screenText.contains("right: the status bar text is \(correct)"))
  }
}

/// While "which controller decides the style?" is open, the layout panel's "behind bar" row does
/// not name Nav's navigation bar and its barStyle (the answer and its reason); the answer shows it.
@Suite struct BehindBarHeldBackTests {
  @Test(arguments: classroomSizes)
  func theBarBehindTheStatusBarWaitsForTheAnswer(width: Int, height: Int) {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(), predict: true)
    #expect(playground.mode == .question)
    let screen = playground.render(width: width, height: height).text()
    #expect(!screen.contains("barStyle"), "\(width)x\(height):\n\(screen)")
    #expect(!screen.contains("navigation bar (barStyle"), "\(width)x\(height)")
    playground.press("enter")
    let answered = playground.render(width: 200, height: 60).text()
    #expect(answered.contains("behind bar        Nav's navigation bar"), "revealed:\n\(answered)")
  }
}
