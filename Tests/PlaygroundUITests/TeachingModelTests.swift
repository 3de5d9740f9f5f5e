import CellGrid
import Testing

@testable import PlaygroundUI

/// The teaching model's own update, on its own: it changes only teaching state and asks the
/// app for the rest (the message line, a question opened or closed, an answer to run). Its
/// update receives neither the panels nor the world, so no teaching message can move the
/// panel focus; the app-level test checks that the keys routed to it leave the focus alone.
@Suite struct TeachingModelTests {
  let glyphs = GlyphSet.unicode

  func question() -> Question {
    Question(
      text: "Who decides the style now?", kind: .decider, choices: ["Nav", "VC2", "the system"],
      correct: "VC2", answerText: nil, generated: true)
  }

  @Test func whyOffersTheDigitKeysOnlyWhenThePanelListsFixes() {
    var teaching = TeachingModel()
    #expect(teaching.update(.toggleWhy(fixes: 2), glyphs: glyphs) == [.say("why, in plain words: the digit keys apply a fix (z undoes it)")])
    #expect(teaching.whyVisible)
    #expect(teaching.update(.toggleWhy(fixes: 2), glyphs: glyphs) == [.say("why panel closed")])
    #expect(!teaching.whyVisible)
    #expect(
      teaching.update(.toggleWhy(fixes: 0), glyphs: glyphs)
        == [.say("why, in plain words: nothing to fix here, this is what UIKit does (w closes)")])
  }

  @Test func aPredictionIsArmedAskedAndJudgedByTheModelAlone() {
    var teaching = TeachingModel()
    _ = teaching.update(.toggleGuess, glyphs: glyphs)
    #expect(teaching.guess == Guess(question: nil))
    let asked = teaching.update(.askGuess(question()), glyphs: glyphs)
    #expect(asked.first == .openQuestion)
    #expect(teaching.update(.choice(.pick(7)), glyphs: glyphs) == [.warn("pick 1 to 3")])
    _ = teaching.update(.choice(.down), glyphs: glyphs)
    let judged = teaching.update(.choice(.answer), glyphs: glyphs)
    #expect(judged == [.closeQuestion, .say("\(glyphs.check) right: VC2 decides the style")])
    #expect(teaching.guess == nil)
  }

  @Test func votesAreCountedAndTheRoomsChoiceRevealed() {
    var teaching = TeachingModel()
    _ = teaching.update(.askGuess(question()), glyphs: glyphs)
    _ = teaching.update(.choice(.tally), glyphs: glyphs)
    _ = teaching.update(.choice(.tally), glyphs: glyphs)
    let revealed = teaching.update(.choice(.reveal), glyphs: glyphs)
    #expect(revealed == [.closeQuestion, .say("\(glyphs.cross) not quite: VC2 decides the style, not Nav; Room: Nav 2 (0 of 2 right)")])
  }

  @Test func aLessonsAnswerIsLeftToTheAppWithTheChoiceTyped() throws {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter")  // the first step asks a question
    var teaching = playground.teaching
    let choices = try #require(teaching.lesson?.question?.choices)
    #expect(teaching.update(.choice(.pick(2)), glyphs: glyphs) == [.answer(choices[1])])
    #expect(teaching.lesson?.question?.selected == 1, "the choice typed stays selected")
    #expect(teaching.update(.choice(.skip), glyphs: glyphs) == [.answer(nil)])
  }

  @Test func teachingKeysLeaveThePanelFocusAlone() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("F", "F", "F")
    let panels = playground.panels
    #expect(panels.focus != nil)
    playground.press("w", "w", "e", "e")
    #expect(playground.panels == panels)
  }

  // MARK: The lesson flow's messages: the model is the only writer of the lesson

  func openLesson() throws -> (TeachingModel, LessonSession) {
    let session = try #require(lessonApp("nav-bar-decides", predict: true).lesson)
    var teaching = TeachingModel()
    _ = teaching.update(.lesson(.open(session)), glyphs: glyphs)
    return (teaching, session)
  }

  @Test func enteringAStepKeepsOneStartWorldPerStepAndClearsTheLastStepsResult() throws {
    var (teaching, session) = try openLesson()
    let world = try #require(session.startWorlds.first)
    _ = teaching.update(.lesson(.hint("push a controller")), glyphs: glyphs)
    _ = teaching.update(.lesson(.goalChecked(missing: ["the style"], passed: nil)), glyphs: glyphs)
    _ = teaching.update(.lesson(.advance), glyphs: glyphs)
    _ = teaching.update(.lesson(.enterStep(world: world, setup: .goal(missing: ["x"]))), glyphs: glyphs)
    let entered = try #require(teaching.lesson)
    #expect(entered.index == 1)
    #expect(entered.startWorlds.count == 2)
    #expect(entered.kind == .goal && entered.missing == ["x"] && entered.hint == nil)
    _ = teaching.update(.lesson(.backTo(step: 0)), glyphs: glyphs)
    _ = teaching.update(.lesson(.enterStep(world: world, setup: .watch)), glyphs: glyphs)
    #expect(teaching.lesson?.startWorlds.count == 1, "going back drops the later steps' starts")
    #expect(teaching.lesson?.kind == .watch)
  }

  @Test func anAnswerIsRecordedAsThePredictionOfItsStep() throws {
    var (teaching, _) = try openLesson()
    _ = teaching.update(.lesson(.answered(given: "Nav", right: false, reveal: nil)), glyphs: glyphs)
    #expect(teaching.lesson?.predictions == [0: false])
    #expect(teaching.lesson?.outcome == .answered(given: "Nav", right: false))
    #expect(teaching.lesson?.actionsRan == true)
    _ = teaching.update(.lesson(.finish), glyphs: glyphs)
    #expect(teaching.lesson?.finished == true)
    _ = teaching.update(.lesson(.close), glyphs: glyphs)
    #expect(teaching.lesson == nil)
    _ = teaching.update(.lesson(.advance), glyphs: glyphs)
    #expect(teaching.lesson == nil, "without a lesson, only `open` starts one")
  }

  @Test func aQuestionOpeningClosesTheWhyPanel_andTheKeyArmsOrDisarmsTheSkip() {
    var teaching = TeachingModel()
    _ = teaching.update(.toggleWhy(fixes: 0), glyphs: glyphs)
    _ = teaching.update(.hideWhy, glyphs: glyphs)
    #expect(!teaching.whyVisible)
    _ = teaching.update(.armSkip(2), glyphs: glyphs)
    #expect(teaching.skipArmed == 2)
    _ = teaching.update(.armSkip(nil), glyphs: glyphs)
    #expect(teaching.skipArmed == nil)
  }
}
