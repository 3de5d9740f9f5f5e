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
  /// After a key: an armed guess whose key changed the world asks its question now.
  mutating func askGuess(before: World) {
    guard let armed = teaching.guess, armed.question == nil, simulation.world != before else { return }
    let after = simulation.world
    let decider = simulation.snapshot.shown.styleDecider.description
    var question = Question(
      text: "Who decides the style now?", kind: .decider,
      choices: QuestionMaker.deciderChoices(before, after, correct: decider), correct: decider,
      answerText: nil, generated: true)
    question.asks = .everything
    _ = updateTeaching(.askGuess(question))
  }

  /// The open guess as a panel: the question, its choices, the keys.
  func guessPanel(symbols: Symbols) -> Panel? {
    guard let question = teaching.guess?.question else { return nil }
    var lines = [StyledLine([Span("Predict: ", .bold), Span(question.text)], hangingIndent: 2)]
    lines += LessonPanel.choiceLines(question, pointer: symbols.pointer)
    lines.append(StyledLine("enter answers, esc shows it; t counts a vote, v reveals", .dim))
    return Panel(title: "Your prediction", lines: lines)
  }
}

extension PlaygroundApp {
  /// Sends a message to the teaching model (which gets only the glyphs) and does what it asks.
  mutating func updateTeaching(_ teachingMessage: TeachingModel.Message) -> CommandOutcome {
    var outcome = CommandOutcome.nothing
    for effect in teaching.update(teachingMessage, glyphs: options.glyphs) {
      switch effect {
      case .say(let text): message = .info(text)
      case .warn(let text): message = .error(text)
      case .openQuestion: mode = .question
      case .closeQuestion: mode = .normal
      case .answer(let given): outcome += answerQuestion(given)
      }
    }
    return outcome
  }
}
