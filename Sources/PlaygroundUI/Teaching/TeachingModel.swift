import CellGrid
import StatusBarCore

/// What the playground knows of teaching, as a sub-model with its own update: the open lesson,
/// the why panel's visibility, a prediction while exploring (`Guess`), an armed skip and the
/// lesson progress. Its update gets nothing of the rest of the app but the glyphs to speak
/// with, so a teaching key cannot move the panel focus or the world; what it needs from the
/// app (a line on the message line, a question opened or closed, an answer to run) it returns
/// as `TeachingModel.Effect`s, which `PlaygroundApp` applies. Its fields are `private(set)`:
/// only its update writes them (the lesson flow sends `LessonMessage`s).
struct TeachingModel: Hashable, Sendable {
  /// The open lesson, if any.
  private(set) var lesson: LessonSession? {
    didSet { lessonVersion = Version.next() }
  }
  /// Names the lesson's current state for the render memo.
  private(set) var lessonVersion = Version.next()
  /// The "why, in plain words" panel is shown (`w`).
  private(set) var whyVisible = false
  /// A prediction while exploring (`e` outside a lesson): armed, or asked after a key.
  private(set) var guess: Guess?
  /// The step whose skip the last key armed (`enter` on an unreached goal): the next key, if
  /// `enter`, skips it. Set from each key's outcome, so any other key disarms it.
  private(set) var skipArmed: Int?
  /// Lesson progress, read from the store the first time it is needed (`updateProgress`).
  private(set) var progress = ProgressModel()

  enum Message: Hashable, Sendable {
    /// `w`; `fixes` is how many fixes the panel would list once open.
    case toggleWhy(fixes: Int)
    /// `e` outside a lesson: arms a prediction, or cancels it.
    case toggleGuess
    /// The armed prediction's key changed the world: ask this.
    case askGuess(Question)
    /// A key in the open question (the prediction's, else the lesson's).
    case choice(ChoiceKey)
    /// A question opened, a lesson opened or a scene imported: the why panel (which names the
    /// decider) closes.
    case hideWhy
    /// The key just handled armed the skip of this step (nil: disarms it).
    case armSkip(Int?)
    /// The lesson flow moved on (see `LessonMessage`).
    case lesson(LessonMessage)
  }

  /// What the lesson flow tells the model; what needs the world (a question made from it, a
  /// goal checked in its snapshot, a reveal) is worked out by the app and passed in.
  enum LessonMessage: Hashable, Sendable {
    /// A lesson starts (or, to test a screen, stands in for the open one).
    case open(LessonSession)
    /// The lesson is left; the world stays.
    case close
    /// The current step begins in `world`, set up as `setup` says.
    case enterStep(world: World, setup: StepSetup)
    /// The current step is done: on to the next.
    case advance
    /// Back to an earlier step (`[`), whose start the app has restored.
    case backTo(step: Int)
    /// `H`: the hint shown.
    case hint(String)
    /// `S` on a goal: the solution ran and passed the step.
    case solved(StepReveal?)
    /// A watched step's actions ran.
    case actionsRan
    /// The question was answered (nil: skipped), judged (`right`), and its actions ran.
    case answered(given: String?, right: Bool?, reveal: StepReveal?)
    /// After an action: what the goal still misses; `passed` is the reveal once nothing does.
    case goalChecked(missing: [String], passed: StepReveal?)
    /// The last step is behind: the lesson is complete.
    case finish
    /// `e` in a lesson: predict mode on or off.
    case togglePredict
  }

  /// How a lesson step begins.
  enum StepSetup: Hashable, Sendable {
    /// Predict first: this question, answered before the step's actions run.
    case question(Question)
    /// The goal holds already (and the step has no actions): passed, with this reveal.
    case passedAlready(StepReveal)
    /// Enter runs the step's actions (or moves on).
    case watch
    /// The learner's turn: the goal misses these.
    case goal(missing: [String])
  }

  /// What the app does for teaching, in order.
  enum Effect: Hashable, Sendable {
    case say(String)
    case warn(String)
    case openQuestion
    case closeQuestion
    /// Answer the lesson's question (nil: skipped): runs the step's actions, so the app does it.
    case answer(String?)
  }

  mutating func update(_ message: Message, glyphs: GlyphSet) -> [Effect] {
    switch message {
    case .toggleWhy(let fixes):
      whyVisible.toggle()
      // The message offers the digit keys only when the panel lists fixes.
      return [
        .say(
          !whyVisible
            ? "why panel closed"
            : fixes == 0
              ? "why, in plain words: nothing to fix here, this is what UIKit does (w closes)"
              : "why, in plain words: the digit keys apply a fix (z undoes it)")
      ]
    case .toggleGuess:
      if guess != nil {
        guess = nil
        return [.say("prediction cancelled")]
      }
      guess = Guess()
      return [.say("predict: press a key of your own; its result is held back until you guess who decides")]
    case .askGuess(let question):
      guess = Guess(question: question)
      return [
        .openQuestion,
        .say("predict: \(question.text.prefix(1).lowercased() + question.text.dropFirst()) (1-\(question.choices.count), enter answers, esc shows it)"),
      ]
    case .choice(let key):
      if lesson == nil, guess?.question != nil { return updateGuess(key, glyphs: glyphs) }
      return updateLessonQuestion(key)
    case .hideWhy:
      whyVisible = false
      return []
    case .armSkip(let step):
      skipArmed = step
      return []
    case .lesson(let change):
      updateLesson(change)
      return []
    }
  }

  /// The lesson flow's changes to the open lesson (nothing happens without one, but `open`).
  private mutating func updateLesson(_ change: LessonMessage) {
    if case .open(let session) = change {
      lesson = session
      return
    }
    guard var session = lesson else { return }
    switch change {
    case .open: return
    case .close:
      lesson = nil
      return
    case .enterStep(let world, let setup):
      if session.startWorlds.count > session.index {
        session.startWorlds.removeSubrange(session.index...)
      }
      session.startWorlds.append(world)
      session.outcome = .none
      session.reveal = nil
      session.question = nil
      session.missing = []
      session.hint = nil
      session.actionsRan = false
      switch setup {
      case .question(let question):
        session.kind = .question
        session.question = question
      case .passedAlready(let reveal):
        session.kind = .goal
        session.outcome = .passed(by: .alreadyTrue)
        session.reveal = reveal
      case .watch: session.kind = .watch
      case .goal(let missing):
        session.kind = .goal
        session.missing = missing
      }
    case .advance: session.index += 1
    case .backTo(let step): session.index = step
    case .hint(let hint): session.hint = hint
    case .solved(let reveal):
      session.outcome = .passed(by: .solution)
      session.missing = []
      session.reveal = reveal
    case .actionsRan: session.actionsRan = true
    case .answered(let given, let right, let reveal):
      session.actionsRan = true
      session.outcome = .answered(given: given, right: right)
      if let right { session.predictions[session.index] = right }
      session.reveal = reveal
    case .goalChecked(let missing, let passed):
      session.missing = missing
      if let passed {
        session.outcome = .passed(by: .learner)
        session.reveal = passed
      }
    case .finish: session.index = session.steps.count
    case .togglePredict: session.predict.toggle()
    }
    lesson = session
  }

  // MARK: Progress (its own sub-model, reached through this one)

  /// Reads the progress the first time it is needed; a notice when it could not be used.
  mutating func loadProgress(from store: any ProgressStore) -> String? {
    progress.load(from: store)
  }

  /// Records a step or lesson got through and writes it; nil, or why it could not be written.
  mutating func updateProgress(_ change: ProgressModel.Message, store: any ProgressStore) -> String? {
    progress.update(change, store: store)
  }

  /// Forgets all progress (the lesson menu's reset); what to tell the learner.
  mutating func resetProgress(store: any ProgressStore) -> String {
    progress.reset(store: store)
  }

  /// A key while the prediction is asked: choose, tally, answer or reveal.
  private mutating func updateGuess(_ key: ChoiceKey, glyphs: GlyphSet) -> [Effect] {
    guard var question = guess?.question else { return [.closeQuestion] }
    var given: String??
    switch key {
    case .up: question.move(-1)
    case .down: question.move(1)
    case .tally, .untally: question.tally(key == .tally ? 1 : -1)
    case .pick(let digit):
      guard let n = digit, question.choices.indices.contains(n - 1) else {
        return [.warn("pick 1 to \(question.choices.count)")]
      }
      given = .some(question.choices[n - 1])
    case .answer: given = .some(question.choices[question.selected])
    case .reveal: given = .some(question.roomsChoice)
    case .skip: given = .some(nil)
    }
    guard let answer = given else {
      guess = Guess(question: question)
      return []
    }
    guess = nil
    let correct = question.correct ?? ""
    let tally = question.tallyText.map { "; " + $0 } ?? ""
    let fact =
      switch question.kind {
      case .hiddenVisible: "the status bar is \(correct)"
      case .darkLight: "the status bar text is \(correct)"
      default: "\(correct) decides the style"
      }
    let said: String
    switch answer.map({ question.judge($0) }) {
    case true?: said = "\(glyphs.check) right: \(fact)\(tally)"
    case false?: said = "\(glyphs.cross) not quite: \(fact), not \(answer ?? "")\(tally)"
    case nil: said = "\(fact)\(tally)"
    }
    return [.closeQuestion, .say(said)]
  }

  /// A key in the lesson's question: moving and tallying stay here; an answer is the app's.
  private mutating func updateLessonQuestion(_ key: ChoiceKey) -> [Effect] {
    guard var session = lesson, var question = session.question else { return [.closeQuestion] }
    var effects: [Effect] = []
    switch key {
    case .up: question.move(-1)
    case .down: question.move(1)
    case .pick(let digit):
      guard let n = digit, n >= 1, n <= question.choices.count else {
        return [.warn("pick 1 to \(question.choices.count)")]
      }
      question.selected = n - 1
      effects = [.answer(question.choices[n - 1])]
    case .answer:
      guard question.choices.indices.contains(question.selected) else { return [] }
      return [.answer(question.choices[question.selected])]
    case .skip:
      return [.answer(nil)]
    case .tally, .untally:
      question.tally(key == .tally ? 1 : -1)
      let choice = question.choices.indices.contains(question.selected) ? question.choices[question.selected] : ""
      let votes = question.votes.indices.contains(question.selected) ? question.votes[question.selected] : 0
      effects = [.say("\(choice): \(votes) votes, \(question.totalVotes) in all (v reveals)")]
    case .reveal:
      // The room's answer: the most-voted choice; with no votes, the answer alone.
      return [.answer(question.roomsChoice)]
    }
    session.question = question
    lesson = session
    return effects
  }
}

/// A key in an open question, as the teaching model reads it.
enum ChoiceKey: Hashable, Sendable {
  case up, down, tally, untally, answer, reveal, skip
  /// A digit key: the choice typed (nil: not a digit).
  case pick(Int?)

  init?(_ command: Command, digit: Int?) {
    switch command {
    case .questionUp: self = .up
    case .questionDown: self = .down
    case .questionTally: self = .tally
    case .questionUntally: self = .untally
    case .questionPick: self = .pick(digit)
    case .questionAnswer: self = .answer
    case .questionReveal: self = .reveal
    case .questionSkip: self = .skip
    default: return nil
    }
  }
}

/// Predict while exploring (`e` outside a lesson): the next key of your own runs, its result is
/// held back (`Withheld`), and you (or the room, with the tally keys) guess who decides the
/// style before the screen shows it.
struct Guess: Hashable, Sendable {
  /// nil while armed: the question comes after the next key that changes the world.
  var question: Question?
}
