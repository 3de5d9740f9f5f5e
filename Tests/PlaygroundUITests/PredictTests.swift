import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Predict, then reveal: questions stop before the step runs, choices follow the answer's kind,
/// right and wrong answers are scored, and predict mode makes questions of any expectation.
@Suite struct PredictTests {
  @Test func aQuestionStopsBeforeTheActionsRun() {
    var playground = lessonApp("sheet-captures")
    playground.press("enter")
    #expect(playground.mode == .question)
    #expect(playground.world.presented.isEmpty, "the step's `present` has not run yet")
    let text = playground.screenText
    #expect(text.contains("Predict: Home presents Sheet"))
    #expect(text.contains("1  Yes"))
    #expect(!text.contains("The default .automatic gives a card sheet"), "the narration waits")
  }

  @Test func aRightAnswerRevealsTheResultAndTheTrace() {
    var playground = lessonApp("sheet-captures")
    playground.press("enter", "j", "enter")  // No
    #expect(playground.world.presented.count == 1, "the actions ran after the answer")
    #expect(playground.lesson?.outcome == .answered(given: "No", right: true))
    #expect(playground.lesson?.scoreText == "1/1 right")
    let text = playground.screenText
    #expect(text.contains("Right! No, Home decides"))
    #expect(text.contains("Result: style"))
    #expect(text.contains("hidden: prefersStatusBarHidden"), "the hidden lane's decisive step")
    #expect(text.contains("1/1 right"))
  }

  @Test func aWrongAnswerSaysSoAndKeepsScore() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "2")  // First: wrong, Nav decides
    #expect(playground.lesson?.outcome == .answered(given: "First", right: false))
    #expect(playground.screenText.contains("Not quite: you said First. The answer: Nav"))
    #expect(playground.screenText.contains("0/1 right"))
    playground.press("enter", "enter", "enter", "enter", "enter")  // skip the goals (enter twice each); the last question
    playground.press("2")  // First: right
    #expect(playground.lesson?.right == 1)
    #expect(playground.lesson?.asked == 2)
    #expect(playground.lesson?.scoreText == "1/2 right")
  }

  @Test func freeTextAnswersAreTypedOnThePromptLine() {
    // app-setters-ignored asks "What changes?" with the answer "Nothing".
    var playground = lessonApp("app-setters-ignored")
    playground.press("enter")
    guard case .prompt(let prompt) = playground.mode else {
      Issue.record("expected the answer line, got \(playground.mode)")
      return
    }
    #expect(prompt.purpose == .answer)
    #expect(playground.rows[38].hasPrefix("your answer:"))
    playground.type("nothing at all")
    playground.press("enter")
    #expect(playground.lesson?.outcome == .answered(given: "nothing at all", right: true))
  }

  @Test(arguments: [
    ("Home", Question.Kind.decider, "Home"), ("No, Home decides", .yesNo, "No"),
    ("Yes", .yesNo, "Yes"), ("Hidden; First decides", .hiddenVisible, "hidden"),
    ("It is hidden too; frame zero, no shift", .hiddenVisible, "hidden"),
    ("Still the old dark text", .darkLight, "dark"),
    ("Light, on a white header", .darkLight, "light"),
    ("44 pt", .points, "44 pt"), ("40 pt; Nav moves to y = 20 and loses 20 pt", .points, "40 pt"),
    ("At y = 44", .points, "y = 44"), ("UIApplication", .decider, "UIApplication"),
    ("Info.plist's UIStatusBarStyle (default, dark text)", .decider, "Info.plist"),
    ("Nothing; the bar stays 44 pt", .freeText, ""), ("Tabs → Nav → First", .freeText, ""),
  ])
  func choicesFollowTheAnswersKind(answer: String, kind: Question.Kind, correct: String) {
    let world = BuiltInScene.load().world
    let question = QuestionMaker.fromAsk("?", answer: answer, before: world, after: world)
    #expect(question.kind == kind, "\(answer)")
    if kind == .freeText {
      #expect(question.choices.isEmpty)
      #expect(question.judge(answer))
      #expect(!question.judge("something else"))
    } else {
      #expect(question.correct == correct, "\(answer)")
      #expect(question.choices.contains(correct))
      #expect(question.judge(correct))
    }
    if kind == .decider {
      #expect(question.choices.contains("Nav") && question.choices.contains("Detail"))
    }
    if kind == .points { #expect(question.choices.count == 4) }
  }

  @Test func anOptionAnswerOffersTheCasesTheQuestionNames() {
    let world = BuiltInScene.load().world
    let question = QuestionMaker.fromAsk(
      "Which barStyle gives light text, .default or .black?", answer: ".black", before: world,
      after: world)
    #expect(question.kind == .option)
    #expect(question.choices == [".default", ".black"])
    #expect(question.correct == ".black")
  }

  @Test func everyBundledQuestionHasItsAnswerAmongItsChoices() throws {
    for entry in LessonCatalog.allLessons {
      let scene = try #require(LessonCatalog.scene(named: entry.name))
      var simulation = Simulation(world: scene.world)
      for step in scene.steps {
        let before = simulation.world
        for action in step.actions { try simulation.perform(action) }
        guard let ask = step.ask else { continue }
        let question = QuestionMaker.fromAsk(
          ask, answer: step.answer, before: before, after: simulation.world)
        #expect(question.choices.count <= 9)
        if let correct = question.correct {
          #expect(question.choices.contains(correct), "\(entry.name): \(ask)")
        } else {
          #expect(question.judge(step.answer ?? ""), "\(entry.name): \(ask)")
        }
      }
    }
  }

  @Test func predictModeAsksAboutEveryExpectationOfASceneWithoutAsks() throws {
    let text = """
      title: No questions
      device: iPhone 8
      os: "12.0"
      root:
        navigation:
          name: Nav
          viewControllers:
            - controller: { name: First, preferredStatusBarStyle: lightContent }
      steps:
        - say: Black bar.
          do: set Nav.barStyle=black
          expect: { styleDecidedBy: Nav, foreground: light }
        - say: Hide the bar.
          do: [set First.prefersStatusBarHidden=true, update]
          expect: { hidden: true }
        - say: Dark text again.
          do: set Nav.barStyle=default
          expect: { foreground: dark }
      """
    let scene = try SceneLoader.load(text: text, fileName: "plain.yaml")
    var playground = PlaygroundApp(scene: scene, predict: true)
    #expect(playground.mode == .question)
    #expect(
      playground.lesson?.question?.text
        == "After Nav's barStyle becomes black, who will decide the style?")
    #expect(playground.screenText.contains("Predict: After Nav's barStyle becomes black, who will"))
    let choices = try #require(playground.lesson?.question?.choices)
    #expect(choices.contains("Nav") && choices.contains("First"))
    playground.press(String(choices.firstIndex(of: "Nav")! + 1))
    #expect(playground.lesson?.scoreText == "1/1 right")
    playground.press("enter")
    #expect(playground.lesson?.question?.choices == ["hidden", "visible"])
    #expect(
      playground.lesson?.question?.text.hasSuffix("will the status bar be hidden or visible?")
        == true)
    playground.press("2")  // visible: wrong
    playground.press("enter")
    #expect(playground.lesson?.question?.choices == ["dark", "light"])
    playground.press("1", "enter")
    #expect(playground.lesson?.finished == true)
    #expect(playground.lesson?.scoreText == "2/3 right")
  }

  @Test func thePredictKeyTurnsAGoalIntoAQuestion() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "1", "enter")  // step 2, a goal
    #expect(playground.lesson?.kind == .goal)
    playground.press("e")
    #expect(playground.mode == .question)
    #expect(
      playground.lesson?.question?.text
        == "After Nav's barStyle becomes black, who will decide the style?")
    #expect(playground.screenText.contains("predict mode"))
  }

  /// Generated questions read as English: no action language (`set X.p=v; update`) in them.
  @Test func generatedQuestionsReadAsSentences() throws {
    var asked = 0
    for entry in LessonCatalog.allLessons {
      let scene = try #require(LessonCatalog.scene(named: entry.name))
      var simulation = Simulation(world: scene.world)
      for step in scene.steps {
        let before = simulation.world
        for action in step.actions { try simulation.perform(action) }
        guard step.ask == nil, let expect = step.expect,
          let question = QuestionMaker.fromExpectation(expect, actions: step.actions, before: before, after: simulation.world)
        else { continue }
        asked += 1
        let text = question.text
        #expect(!text.contains(";") && !text.contains("="), "\(entry.name): \(text)")
        for verb in ["After set ", "After unset ", "After present ", "After update", "After window ", "After os "] {
          #expect(!text.hasPrefix(verb), "\(entry.name): \(text)")
        }
        #expect(text.hasSuffix("?") && text.first?.isUppercase == true)
      }
    }
    #expect(asked > 50)
    #expect(
      ActionSentence.clause(["window Toast hidden=false", "window Toast level=normal"])
        == "the Toast window's hidden becomes false and the Toast window's level becomes normal")
    #expect(
      ActionSentence.clause(["set Nav.barStyle=black", "update"])
        == "Nav's barStyle becomes black and setNeedsStatusBarAppearanceUpdate() runs")
  }
}
