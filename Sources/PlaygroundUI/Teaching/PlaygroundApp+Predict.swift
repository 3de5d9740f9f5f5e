import CellGrid
import SceneFile
import StatusBarCore

/// Predict, then reveal: the question of a step is answered before its actions run; then the
/// actions run and the lesson panel shows the result, whether the prediction was right, and
/// the trace lines that explain it.
extension PlaygroundApp {
  /// A key in a question; `digit` is the choice typed (1-9) for `questionPick`. The teaching
  /// model moves, tallies and judges a prediction; a lesson's answer runs here.
  mutating func runQuestion(_ command: Command, digit: Int?) -> CommandOutcome {
    guard let key = ChoiceKey(command, digit: digit) else { return .nothing }
    return updateTeaching(.choice(key))
  }

  /// Judges the answer (nil: skipped), runs the step's actions, and reveals.
  mutating func answerQuestion(_ given: String?) -> CommandOutcome {
    mode = .normal
    guard var session = lesson, let question = session.question, let step = session.step else {
      return .nothing
    }
    let right = given.map { question.judge($0) }
    var outcome = runLessonActions(step.actions)
    // The step cannot run (an action was refused): the message says why; the step stays.
    guard outcome.succeeded else { return outcome }
    let notes = outcome.notes
    let answer = question.revealedAnswer
    let headline: String
    switch right {
    case true?: headline = "Right! \(answer)"
    case false?: headline = "Not quite: you said \(given ?? ""). The answer: \(answer)"
    case nil: headline = "Skipped. The answer: \(answer)"
    }
    var reveal = StepReveal.make(
      headline: headline, right: right, snapshot: simulation.snapshot, expect: step.expect,
      notes: notes)
    reveal.tally = question.tallyText
    updateLesson(.answered(given: given, right: right, reveal: reveal))
    session = lesson ?? session
    outcome += markStepDone(session)
    let score = session.scoreText.map { " (score \($0))" } ?? ""
    let panel = lessonPlace
    switch right {
    case true?: message = .info("\(options.glyphs.check) right\(score): enter moves on")
    case false?:
      message = .info("\(options.glyphs.cross) not quite\(score): \(panel) shows why")
    case nil: message = .info("skipped: \(panel) shows what happened")
    }
    return outcome
  }

  /// `e`: predict mode on or off. Without a lesson, starts this scene's lesson in predict mode,
  /// or, on a scene without one or once the world is your own, predicts your next key (`Guess`).
  mutating func togglePredict() -> CommandOutcome {
    guard var session = lesson else {
      if scene.steps.isEmpty || !history.isEmpty || teaching.guess != nil { return updateTeaching(.toggleGuess) }
      return startLesson(of: scene, predict: true)
    }
    updateLesson(.togglePredict)
    session = lesson ?? session
    var outcome = CommandOutcome.did("predict mode \(session.predict ? "on" : "off")")
    if session.predict, session.kind == .goal, session.outcome == .none, !session.finished {
      // Ask the current goal as a question instead, from its start.
      resetWorld(to: session.startWorlds[session.index])
      outcome += enterStep()
      return outcome
    }
    message = .info(
      session.predict
        ? "predict mode on: every step with an expectation becomes a question"
        : "predict mode off: goals are yours to reach again")
    return outcome
  }
}
