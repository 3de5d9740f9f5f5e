import CellGrid
import SceneFile
import StatusBarCore

/// Predict, then reveal: the question of a step is answered before its actions run; then the
/// actions run and the lesson panel shows the result, whether the prediction was right, and
/// the trace lines that explain it.
extension PlaygroundApp {
  mutating func runQuestion(_ command: Command) {
    guard var session = lesson, var question = session.question else {
      mode = .normal
      return
    }
    switch command {
    case .questionUp: question.move(-1)
    case .questionDown: question.move(1)
    case .questionPick:
      guard case .char(let c)? = currentKey, let n = c.wholeNumberValue, n >= 1,
        n <= question.choices.count
      else {
        message = .error("pick 1 to \(question.choices.count)")
        return
      }
      question.selected = n - 1
      session.question = question
      lesson = session
      answerQuestion(question.choices[n - 1])
      return
    case .questionAnswer:
      guard question.choices.indices.contains(question.selected) else { return }
      answerQuestion(question.choices[question.selected])
      return
    case .questionSkip:
      answerQuestion(nil)
      return
    default:
      break
    }
    session.question = question
    lesson = session
  }

  /// Judges the answer (nil: skipped), runs the step's actions, and reveals.
  mutating func answerQuestion(_ given: String?) {
    mode = .normal
    guard var session = lesson, let question = session.question, let step = session.step else {
      return
    }
    let right = given.map { question.judge($0) }
    guard runLessonActions(step.actions) else {
      // The step cannot run (an action was refused): the message says why; the step stays.
      return
    }
    let notes = lastNotes
    session = lesson ?? session
    session.actionsRan = true
    session.outcome = .answered(given: given, right: right)
    if let right { session.predictions[session.index] = right }
    let answer = question.revealedAnswer
    let headline: String
    switch right {
    case true?: headline = "Right! \(answer)"
    case false?: headline = "Not quite: you said \(given ?? ""). The answer: \(answer)"
    case nil: headline = "Skipped. The answer: \(answer)"
    }
    session.reveal = StepReveal.make(
      headline: headline, right: right, snapshot: simulation.snapshot, expect: step.expect,
      notes: notes)
    markStepDone(&session)
    lesson = session
    let score = session.scoreText.map { " (score \($0))" } ?? ""
    let panel = options.presenter ? "the narration" : "the lesson panel"
    switch right {
    case true?: message = .info("\(options.glyphs.check) right\(score): enter moves on")
    case false?:
      message = .info("\(options.glyphs.cross) not quite\(score): \(panel) shows why")
    case nil: message = .info("skipped: \(panel) shows what happened")
    }
  }

  /// `e`: predict mode on or off. Without a lesson, starts this scene's lesson in predict mode.
  mutating func togglePredict() {
    guard var session = lesson else {
      if scene.steps.isEmpty {
        refuse("this scene has no steps to predict: open a lesson with l, then press e")
      } else {
        startLesson(of: scene, predict: true)
      }
      return
    }
    session.predict.toggle()
    lesson = session
    keyActions.append("predict mode \(session.predict ? "on" : "off")")
    if session.predict, session.kind == .goal, session.outcome == .none, !session.finished {
      // Ask the current goal as a question instead, from its start.
      resetWorld(to: session.startWorlds[session.index])
      enterStep()
      return
    }
    message = .info(
      session.predict
        ? "predict mode on: every step with an expectation becomes a question"
        : "predict mode off: goals are yours to reach again")
  }
}
