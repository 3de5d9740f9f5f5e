import CellGrid
import StatusBarCore

/// Predict while exploring (`e` outside a lesson): the next key of your own runs, its result is
/// held back (`Withheld`), and you (or the room, with the tally keys) guess who decides the
/// style before the screen shows it.
struct Guess: Hashable, Sendable {
  /// nil while armed: the question comes after the next key that changes the world.
  var question: Question?
}

extension PlaygroundApp {
  /// `e` outside a lesson on a scene without one (or once the world is your own): arms a guess,
  /// or disarms it.
  mutating func toggleGuess() -> CommandOutcome {
    if guess != nil {
      guess = nil
      message = .info("prediction cancelled")
      return .nothing
    }
    guess = Guess()
    message = .info("predict: press a key of your own; its result is held back until you guess who decides")
    return .nothing
  }

  /// After a key: an armed guess whose key changed the world asks its question now.
  mutating func askGuess(before: World) {
    guard let armed = guess, armed.question == nil, simulation.world != before else { return }
    let after = simulation.world
    let decider = simulation.snapshot.shown.styleDecider.description
    var question = Question(
      text: "Who decides the style now?", kind: .decider,
      choices: QuestionMaker.deciderChoices(before, after, correct: decider), correct: decider,
      answerText: nil, generated: true)
    question.asks = .everything
    guess = Guess(question: question)
    mode = .question
    message = .info("predict: who decides the style now? (1-\(question.choices.count), enter answers, esc shows it)")
  }

  /// A key while the guess is asked: choose, tally, answer or reveal.
  mutating func runGuess(_ command: Command, digit: Int?) -> CommandOutcome {
    guard var question = guess?.question else {
      mode = .normal
      return .nothing
    }
    var given: String??
    switch command {
    case .questionUp: question.move(-1)
    case .questionDown: question.move(1)
    case .questionTally, .questionUntally: question.tally(command == .questionTally ? 1 : -1)
    case .questionPick:
      guard let n = digit, question.choices.indices.contains(n - 1) else {
        message = .error("pick 1 to \(question.choices.count)")
        return .nothing
      }
      given = .some(question.choices[n - 1])
    case .questionAnswer: given = .some(question.choices[question.selected])
    case .questionReveal: given = .some(question.roomsChoice)
    case .questionSkip: given = .some(nil)
    default: break
    }
    guard let answer = given else {
      guess = Guess(question: question)
      return .nothing
    }
    guess = nil
    mode = .normal
    let correct = question.correct ?? ""
    let tally = question.tallyText.map { "; " + $0 } ?? ""
    switch answer.map({ question.judge($0) }) {
    case true?: message = .info("\(options.glyphs.check) right: \(correct) decides the style\(tally)")
    case false?: message = .info("\(options.glyphs.cross) not quite: \(correct) decides the style, not \(answer ?? "")\(tally)")
    case nil: message = .info("\(correct) decides the style\(tally)")
    }
    return .nothing
  }

  /// The open guess as a panel: the question, its choices, the keys.
  func guessPanel(symbols: Symbols) -> Panel? {
    guard let question = guess?.question else { return nil }
    var lines = [StyledLine([Span("Predict: ", .bold), Span(question.text)], hangingIndent: 2)]
    lines += LessonPanel.choiceLines(question, pointer: symbols.pointer)
    lines.append(StyledLine("enter answers, esc shows it; t counts a vote, v reveals", .dim))
    return Panel(title: "Your prediction", lines: lines)
  }
}
