import CellGrid
import SceneFile
import StatusBarCore

/// Lessons in the playground: opening one, moving between steps, checking the learner's own
/// actions against a step's `expect`, hints and solutions.
extension PlaygroundApp {
  /// The progress key of a scene: its bundled name, else its file.
  static func lessonName(of scene: Scene) -> String {
    LessonCatalog.bundledName(of: scene)
      ?? (scene.source == BuiltInScene.source ? "built-in" : scene.source)
  }

  /// Opens a bundled scene (replacing the world) and starts its lesson.
  mutating func openLesson(named name: String, predict: Bool) -> CommandOutcome {
    guard let scene = LessonCatalog.scene(named: name) else {
      return refuse("no bundled lesson named \(name)")
    }
    self.scene = scene
    title = scene.title ?? scene.source
    _ = teaching.update(.hideWhy, glyphs: options.glyphs)
    return startLesson(of: scene, predict: predict)
  }

  /// Starts the lesson of a scene from the scene's own world.
  mutating func startLesson(of scene: Scene, predict: Bool) -> CommandOutcome {
    guard !scene.steps.isEmpty else {
      return refuse("\(title) has no lesson steps: l lists the lessons")
    }
    resetWorld(to: scene.world)
    let session = LessonSession(name: Self.lessonName(of: scene), scene: scene, predict: predict)
    updateLesson(.open(session))
    self.session.update(.log(SessionLog.Entry(kind: .session, text: "lesson: \(session.title)")))
    var outcome = CommandOutcome.did("lesson \(session.name)\(predict ? " (predict)" : "")")
    let notice = loadProgressIfNeeded()
    outcome += recordProgress(.started(lesson: session.name))
    outcome += enterStep()
    if let notice { message = .error(notice) }
    return outcome
  }

  /// Replaces the world: history, focus and animation start over.
  mutating func resetWorld(to world: World) {
    self.session.update(.reset(to: world))
    _ = history.update(.clear)
  }

  /// Sets up the current step: a question, a goal, or a step to watch.
  mutating func enterStep() -> CommandOutcome {
    guard let session = lesson else { return .nothing }
    guard let step = session.step else { return finishLesson() }
    let world = simulation.world
    let number = "Step \(session.index + 1) of \(session.steps.count)"
    let after = worldAfter(step.actions) ?? world
    var question: Question?
    if let ask = step.ask {
      question = QuestionMaker.fromAsk(ask, answer: step.answer, before: world, after: after)
    } else if session.predict, let expect = step.expect, !expect.isEmpty {
      question = QuestionMaker.fromExpectation(
        expect, actions: step.actions, before: world, after: after)
    }
    if let question {
      updateLesson(.enterStep(world: world, setup: .question(question)))
      mode = question.isFreeText ? .prompt(CommandPrompt(purpose: .answer)) : .question
      message = .info("\(number): predict first, then see what UIKit does")
      return .nothing
    }
    let setup: TeachingModel.StepSetup
    if let expect = step.expect, !expect.isEmpty {
      let failures = LessonChecker.failures(of: expect, in: simulation.snapshot, notes: [])
      if failures.isEmpty, step.actions.isEmpty {
        setup = .passedAlready(
          StepReveal.make(
            headline: "This already holds: here is why", snapshot: simulation.snapshot,
            expect: expect, notes: []))
      } else if failures.isEmpty {
        setup = .watch
      } else {
        setup = .goal(missing: failures)
      }
    } else {
      setup = .watch
    }
    updateLesson(.enterStep(world: world, setup: setup))
    guard let entered = lesson else { return .nothing }
    var outcome = CommandOutcome.nothing
    if case .passedAlready = setup { outcome += markStepDone(entered) }
    switch entered.kind {
    case .goal where !entered.passed:
      message = .info("\(number): your turn, reach the goal with your own keys")
    case .watch where !step.actions.isEmpty:
      message = .info("\(number): enter runs \(step.actions.joined(separator: "; "))")
    default:
      message = .info("\(number): enter moves on")
    }
    return outcome
  }

  /// `enter`: finishes the current step (running what it still has to run) and moves on.
  mutating func nextStep() -> CommandOutcome {
    guard let session = lesson else { return .nothing }
    if session.finished {
      let next = LessonMenu.lesson(after: session.name)
      openMenu(selecting: next ?? session.name)
      return .nothing
    }
    guard let step = session.step else { return .nothing }
    var outcome = CommandOutcome.nothing
    switch session.kind {
    case .goal where !session.passed:
      // Moving on without reaching the goal asks first: the second enter in a row
      // runs the step's solution from its start.
      guard teaching.skipArmed == session.index else {
        message = .info(
          "goal not reached: enter again skips it (its solution runs), H hints, S solves")
        return CommandOutcome(.armSkip(step: session.index))
      }
      if !step.actions.isEmpty {
        resetWorld(to: session.startWorlds[session.index])
        outcome = runLessonActions(step.actions)
        guard outcome.succeeded else { return outcome }
      }
      message = .info(
        "step \(session.index + 1) skipped: its solution ran (\(step.actions.joined(separator: "; ")))"
      )
    case .watch where !session.actionsRan:
      outcome = runLessonActions(step.actions)
      guard outcome.succeeded else { return outcome }
    case .question where !session.answered:
      return answerQuestion(nil)
    default:
      break
    }
    outcome += markStepDone(lesson ?? session)
    updateLesson(.advance)
    outcome += enterStep()
    return outcome
  }

  /// `[`: back to the previous step, with the world as it was when that step began.
  mutating func previousStep() -> CommandOutcome {
    guard let session = lesson else { return .nothing }
    let target = max(0, min(session.index, session.steps.count) - 1)
    guard session.startWorlds.indices.contains(target) else { return .nothing }
    resetWorld(to: session.startWorlds[target])
    updateLesson(.backTo(step: target))
    self.session.update(.log(SessionLog.Entry(kind: .session, text: "lesson: back to step \(target + 1)")))
    var outcome = CommandOutcome.did("back to step \(target + 1)")
    outcome += enterStep()
    if mode == .normal {
      message = .info("back to step \(target + 1): the world is as it was when the step began")
    }
    return outcome
  }

  /// `H`: the step's hint, else the keys that take the world as it is now to the step's goal
  /// (`GoalHint`).
  mutating func showHint() {
    guard let session = lesson, let step = session.step else { return }
    guard let hint = GoalHint.text(for: step, from: simulation.world) else {
      message = .info(
        session.kind == .goal
          ? "this step has no hint: S shows the solution" : "this step has no hint: enter moves on")
      return
    }
    updateLesson(.hint(hint))
    message = .info("hint shown in \(lessonPlace)")
  }

  /// `S`: applies the step's actions as one undo step and explains why they work.
  mutating func showSolution() -> CommandOutcome {
    guard let session = lesson, let step = session.step else { return .nothing }
    var outcome = CommandOutcome.nothing
    switch session.kind {
    case .goal where session.passed:
      message = .info("this step has passed: enter moves on")
    case .goal:
      guard !step.actions.isEmpty else {
        message = .info("this step has no actions to show: reach it yourself, or enter moves on")
        return .nothing
      }
      let expect = step.expect ?? Expectation()
      var attempt = runLessonActions(step.actions)
      outcome = attempt
      if !attempt.succeeded
        || !LessonChecker.failures(of: expect, in: simulation.snapshot, notes: []).isEmpty
      {
        // The learner's own changes got in the way: start the step again, then solve it.
        resetWorld(to: session.startWorlds[session.index])
        attempt = runLessonActions(step.actions)
        outcome += attempt
      }
      guard attempt.succeeded else { return outcome }
      updateLesson(
        .solved(
          StepReveal.make(
            headline: "Solution: \(step.actions.joined(separator: "; "))",
            snapshot: simulation.snapshot, expect: step.expect, notes: [])))
      message = .info("solution applied (z undoes it): \(lessonPlace) says why it works")
    case .watch where !session.actionsRan:
      outcome = runLessonActions(step.actions)
      guard outcome.succeeded else { return outcome }
      updateLesson(.actionsRan)
    default:
      message = .info("nothing to solve in this step: enter moves on")
    }
    return outcome
  }

  mutating func leaveLesson() -> CommandOutcome {
    guard let session = lesson else { return .nothing }
    updateLesson(.close)
    message = .info("left the lesson \(session.title): the world stays as it is (l for lessons)")
    return .did("left the lesson")
  }

  /// After every action: does the current goal hold now?
  mutating func checkGoal(notes: [String]) -> CommandOutcome {
    guard let session = lesson, session.kind == .goal, session.outcome == .none,
      let expect = session.step?.expect
    else { return .nothing }
    var outcome = CommandOutcome.nothing
    let snapshot = simulation.snapshot
    let failures = LessonChecker.failures(of: expect, in: snapshot, notes: notes)
    let passed =
      failures.isEmpty
      ? StepReveal.make(headline: "Passed with your own keys", snapshot: snapshot, expect: expect, notes: notes) : nil
    updateLesson(.goalChecked(missing: failures, passed: passed))
    if passed != nil {
      outcome += markStepDone(session)
      message = .info(
        "\(glyphsCheck) step \(session.index + 1) passed: \(lessonPlace) says why (enter: next step)"
      )
    }
    return outcome
  }

  /// Marks the lesson finished and records it.
  mutating func finishLesson() -> CommandOutcome {
    guard let session = lesson else { return .nothing }
    updateLesson(.finish)
    let outcome = recordProgress(.done(lesson: session.name, right: session.right, asked: session.asked))
    let next = LessonMenu.lesson(after: session.name).flatMap { name in
      LessonCatalog.allLessons.first { $0.name == name }?.title
    }
    message = .info(
      "\(glyphsCheck) lesson complete" + (session.scoreText.map { ", predictions \($0)" } ?? "")
        + (next.map { ": enter for the next one (\($0))" } ?? ": l for the lessons"))
    return outcome
  }

  // MARK: Helpers

  var glyphsCheck: String { options.glyphs.check }

  /// Where the lesson's text is: the narration in presenter mode, else the lesson panel.
  var lessonPlace: String { options.presenter ? "the narration" : "the lesson panel" }

  mutating func markStepDone(_ session: LessonSession) -> CommandOutcome {
    recordProgress(.passed(lesson: session.name, step: session.index + 1))
  }

  /// The world after some actions, tried on a copy (nil when one is refused).
  func worldAfter(_ lines: [String]) -> World? {
    var copy = Simulation(world: simulation.world)
    for line in lines {
      do { try copy.perform(line) } catch { return nil }
    }
    return copy.world
  }

  /// Applies a step's actions as one undo step, without counting them as the learner's (goals
  /// are not checked).
  mutating func runLessonActions(_ lines: [String]) -> CommandOutcome {
    var actions: [Action] = []
    for line in lines {
      do {
        actions.append(try ActionParser.parse(line))
      } catch {
        return refuse("the lesson's action `\(line)` does not parse: \(error.message)")
      }
    }
    guard !actions.isEmpty else { return .nothing }
    return apply(actions, animate: true, autoUpdate: false, checksGoal: false)
  }
}
