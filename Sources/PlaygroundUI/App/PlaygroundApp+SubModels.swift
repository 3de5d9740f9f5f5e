import CellGrid
import StatusBarCore

/// The composition: each sub-model gets its message and, as parameters, only what it may read;
/// what it asks for in return (an effect) is applied here. `PanelsModel`, `Mode` (the
/// overlays), `TeachingModel`, `ProgressModel` and `KeyHistory` never see each other.
extension PlaygroundApp {
  /// The panels the screen offers now, in focus order, hidden ones included.
  var offeredPanels: [PanelID] {
    var result: [PanelID] = []
    if lesson != nil { result.append(.lesson) }
    if teaching.whyVisible { result.append(.why) }
    return result + [.tree, .trace, .layout, .log]
  }

  /// Sends a panel message to the panels (which see the rest of the app read-only) and does
  /// what they ask.
  mutating func updatePanels(_ panelMessage: PanelsModel.Message) {
    let app = self
    let inputs = PanelsModel.Inputs(offered: offeredPanels, lastStart: { app.panelLastStart($0) })
    switch panels.update(panelMessage, inputs) {
    case .none: break
    case .say(let text): message = .info(text)
    case .moveTreeFocus(let delta): moveFocusInTree(by: delta)
    }
  }

  /// `z` and `y`: undoes or redoes the last key's actions as one step; the focus returns to
  /// where it was on that side of the step.
  mutating func travel(_ direction: KeyHistory.Message) -> CommandOutcome {
    let undoing = direction == .undo
    let word = undoing ? "undo" : "redo"
    guard let step = history.update(direction) else { return refuse("nothing to \(word)") }
    session.update(
      .travel(undo: undoing, count: step.count, focus: undoing ? step.focusBefore : step.focusAfter, label: step.label))
    message = .info("\(word): \(step.label)")
    var outcome = CommandOutcome.did("\(word): \(step.label)")
    outcome += checkGoal(notes: [])
    return outcome
  }

  /// Sends an overlay key to the overlay that has the keyboard (`Mode`, which reads the world
  /// and whether a lesson is open) and does what it asks.
  mutating func updateOverlay(_ command: Command) -> CommandOutcome {
    var inputs = Mode.Inputs(world: simulation.world, inLesson: lesson != nil)
    if case .help = mode {
      let (width, height) = lastScreenSize.size ?? (120, 40)
      inputs.helpMaxScroll = HelpOverlay.maxScroll(in: HelpOverlay.area(width: width, height: height), glyphs: options.glyphs)
    }
    switch mode.update(command, inputs) {
    case .none: return .nothing
    case .say(let text):
      message = .info(text)
      return .nothing
    // The chooser's `present` (or `present … in a navigation controller`), as one step.
    case .present(let action): return apply([action], animate: true, autoUpdate: true)
    case .did(let line): return .did(line)
    case .openLesson(let name, let predict): return openLesson(named: name, predict: predict)
    }
  }

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

  /// Tells the teaching model how the lesson moved on (it has no effects to apply).
  mutating func updateLesson(_ change: TeachingModel.LessonMessage) {
    _ = teaching.update(.lesson(change), glyphs: options.glyphs)
  }

  /// After a key: an armed guess whose key changed the world asks its question now.
  mutating func askGuess(before: World) {
    guard let armed = teaching.guess, armed.question == nil, simulation.world != before else { return }
    let after = simulation.world
    let shown = simulation.snapshot.shown
    let decider = shown.styleDecider.description
    let deciders = QuestionMaker.deciderChoices(before, after, correct: decider)
    // With one possible decider "who decides" asks nothing: ask what the bar shows instead.
    var question =
      if deciders.count >= 2 {
        Question(
          text: "Who decides the style now?", kind: .decider, choices: deciders, correct: decider,
          answerText: nil, generated: true)
      } else if shown.hidden != before.shown.hidden || shown.hidden {
        Question(
          text: "Is the status bar hidden or visible now?", kind: .hiddenVisible, choices: ["hidden", "visible"],
          correct: shown.hidden ? "hidden" : "visible", answerText: nil, generated: true)
      } else {
        Question(
          text: "Is the status bar text dark or light now?", kind: .darkLight, choices: ["dark", "light"],
          correct: shown.foreground.rawValue, answerText: nil, generated: true)
      }
    question.asks = .everything
    _ = updateTeaching(.askGuess(question))
  }

  mutating func toggleWhy() {
    // How many fixes the panel lists once open: the message offers the digit keys only then.
    let fixes = teaching.whyVisible ? 0 : Explanation(simulation.snapshot).fixes.count
    _ = updateTeaching(.toggleWhy(fixes: fixes))
  }

  /// Reads the progress the first time it is needed; returns a notice when the saved progress
  /// could not be used.
  @discardableResult
  mutating func loadProgressIfNeeded() -> String? {
    teaching.loadProgress(from: services.progress)
  }

  /// Records a step or lesson got through and writes it; a failure is in the outcome, shown
  /// after the key's own message, never fatal.
  mutating func recordProgress(_ change: ProgressModel.Message) -> CommandOutcome {
    guard let problem = teaching.updateProgress(change, store: services.progress) else { return .nothing }
    message = .error(problem)
    return CommandOutcome(.saveFailed(problem))
  }
}
