import BundledScenes
import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Lessons in the playground: chapters, goals reached with the learner's own keys (and why they
/// passed), solutions, going back, and steps that only run.
@Suite struct LessonTests {
  @Test func everyBundledSceneIsInExactlyOneChapter() {
    let listed = LessonCatalog.chapters.flatMap(\.scenes)
    for entry in BundledScenes.all {
      #expect(listed.filter { $0 == entry.name }.count == 1, "\(entry.name)")
    }
    #expect(
      Set(listed) == Set(BundledScenes.all.map(\.name)),
      "a chapter names a scene that is not bundled")
    #expect(LessonCatalog.chapters.count == 10)
    #expect(LessonCatalog.allLessons.count == BundledScenes.all.count)
    #expect(!LessonCatalog.entries.contains { $0.chapter == "More" })
  }

  /// nav-bar-decides up to its second step: a goal (barStyle black).
  func atStepTwo() -> PlaygroundApp {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter")  // this scene's lesson
    #expect(playground.mode == .question)
    playground.press("1")  // Nav decides: right
    playground.press("enter")
    return playground
  }

  @Test func aGoalPassesAfterTheLearnersOwnKeysAndSaysWhy() {
    var playground = atStepTwo()
    #expect(playground.lesson?.index == 1)
    #expect(playground.lesson?.kind == .goal)
    #expect(playground.lesson?.passed == false)
    #expect(playground.screenText.contains("Not yet: style: expected lightContent, got default"))
    playground.press("h")  // not it: still a goal
    #expect(playground.lesson?.passed == false)
    playground.press("z", "b")  // the learner's own key: barStyle black
    #expect(playground.lesson?.outcome == .passed(by: .learner))
    let text = playground.screenText
    #expect(text.contains("Passed with your own keys"))
    #expect(text.contains("decided by Nav"))  // the deciders
    #expect(text.contains("Nav returns"))  // the decisive trace step …
    #expect(text.contains("[R2.3]"))  // … with its rule
    #expect(text.contains("Why: Nav decides the style because its navigation bar"))  // Explanation
    #expect(playground.recordedLines.last?.hasPrefix("key b  # set Nav.barStyle=black") == true)
  }

  @Test func showSolutionAppliesTheStepAsOneUndoStep() {
    var playground = atStepTwo()
    playground.press("b", "enter")  // step 3: a forwarding override, then a pending update
    #expect(playground.lesson?.index == 2)
    playground.press("s")  // something of the learner's own first
    let before = playground.world
    playground.press("S")
    #expect(playground.lesson?.outcome == .passed(by: .solution))
    #expect(playground.world.controller(named: "Nav")?.childForStatusBarStyle != nil)
    #expect(playground.world.pendingUpdate)
    #expect(playground.screenText.contains("Solution: set Nav.barStyle=default"))
    playground.press("z")
    #expect(playground.world == before, "one undo step takes the solution back")
  }

  @Test func previousStepRestoresTheWorldAtItsStart() {
    var playground = atStepTwo()
    let stepTwoStart = playground.world
    playground.press("b", "enter", "S")
    #expect(playground.world != stepTwoStart)
    playground.press("[")
    #expect(playground.lesson?.index == 1)
    #expect(playground.world == stepTwoStart)
    #expect(playground.lesson?.passed == false, "the step is a goal again")
    playground.press("[")
    #expect(playground.lesson?.index == 0)
    #expect(playground.mode == .question, "the first step asks again")
  }

  @Test func skippingAGoalRunsItsSolutionAndFinishingMarksTheLessonDone() {
    let progress = MemoryProgressStore()
    var playground = lessonApp("nav-bar-decides", progress: progress)
    playground.press("enter", "esc")  // start, skip the question
    #expect(playground.lesson?.outcome == .answered(given: nil, right: nil))
    playground.press("enter", "enter")  // step 2; enter on its unreached goal only asks
    #expect(playground.world.controller(named: "Nav")?.barStyle != .black)
    #expect(playground.screenText.contains("enter again skips it"))
    playground.press("enter")  // the second enter in a row: skipped, its solution runs
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    playground.press("enter", "enter")  // step 3 skipped; step 4 asks
    #expect(playground.mode == .question)
    playground.press("2", "enter")  // First: right
    #expect(playground.lesson?.finished == true)
    #expect(playground.screenText.contains("Lesson complete"))
    #expect(progress.saved?.status(of: "nav-bar-decides") == .done)
    #expect(progress.saved?.lessons["nav-bar-decides"]?.passed == [1, 2, 3, 4])
    playground.press("enter")  // the menu, on the next lesson
    guard case .lessonMenu(let menu) = playground.mode else {
      Issue.record("no menu")
      return
    }
    #expect(menu.entry?.name == "hiding-the-nav-bar")
  }

  @Test func aStepWithoutExpectRunsItsActionsWhenTheLearnerMovesOn() throws {
    let text = """
      title: Watch
      device: iPhone 8
      os: "12.0"
      root:
        navigation:
          name: Nav
          viewControllers:
            - controller: { name: First }
      steps:
        - say: Watch the bar turn black.
          do: set Nav.barStyle=black
        - say: Now it is light.
          expect: { foreground: light }
      """
    let scene = try SceneLoader.load(text: text, fileName: "watch.yaml")
    var playground = PlaygroundApp(scene: scene)
    playground.press("enter")
    #expect(playground.lesson?.kind == .watch)
    #expect(playground.screenText.contains("enter runs: set Nav.barStyle=black"))
    #expect(playground.world.controller(named: "Nav")?.barStyle != .black)
    playground.press("enter")
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    #expect(playground.lesson?.index == 1)
    #expect(playground.lesson?.outcome == .passed(by: .alreadyTrue))
  }

  @Test func theLessonMenuOpensALessonAndTheFirstScreenInvitesToIt() {
    var playground = lessonApp()
    let first = playground.screenText
    #expect(first.contains("Start here"))
    #expect(first.contains("Press l for the lessons"))
    #expect(playground.rows[39].hasPrefix(" l lessons"))
    playground.press("l")
    let menu = playground.screenText
    #expect(menu.contains("Lessons: 0 of \(LessonCatalog.entries.flatMap(\.lessons).count) done"))
    #expect(menu.contains("Who decides") && menu.contains("Presentations"))
    #expect(menu.contains("▸   The navigation bar decides"))
    playground.press("j", "enter")
    #expect(playground.title == "Two lanes, two answers")
    #expect(playground.lesson?.name == "hiding-the-nav-bar")
    playground.press("esc")  // skip its first question
    #expect(playground.rows[39].contains("enter next  [ back  H hint  S solution"))
  }

  @Test func hintShowsTheStepsHintOrTheShapeOfItsAction() {
    var playground = atStepTwo()
    playground.press("H")
    #expect(playground.screenText.contains("Hint: try b (on Nav)"))
    let world = playground.world
    #expect(
      GoalHint.text(
        for: LessonStep(actions: ["present Sheet prefersStatusBarHidden=true", "update"]), from: world)
        == "try : present Sheet prefersStatusBarHidden=…, then u")
    #expect(GoalHint.text(for: LessonStep(actions: [], hint: "the trace"), from: world) == "the trace")
  }

  /// Each kind of hint is read against the world it starts from: the key that moves toward the
  /// goal, pressed as often as it takes, and nothing for what already holds.
  @Test func hintsMoveTowardTheGoal() {
    var env = Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(parsing: "14.0")!)
    env.orientation = .portrait
    let world = World(environment: env, root: tabsNavFirst)
    func hint(_ actions: String...) -> String? { GoalHint.text(for: LessonStep(actions: actions), from: world) }
    #expect(hint("os 12.0") == "try O twice (to iOS 12.0)", "back, not forward")
    #expect(hint("os 15.0") == "try o (to iOS 15.0)")
    #expect(hint("os 14.0") == "it already holds: enter moves on")
    #expect(hint("set First.prefersStatusBarHidden=false") == "try h twice (on First)", "unset → true → false")
    #expect(hint("set First.preferredStatusBarStyle=darkContent") == "try s 3 times (on First)")
    #expect(hint("set Nav.barStyle=black", "update") == "try b (on Nav), then u")
    #expect(hint("set Nav.barStyle=default") == "it already holds: enter moves on")
    #expect(hint("rotate landscapeLeft", "rotate portrait") == "try r, then r")
    #expect(hint("rotate landscapeRight") == "try : rotate landscapeRight")
    #expect(hint("inCall true") == "try i")
    #expect(hint("appearance dark") == "try m")
    #expect(hint("device \"iPhone X\"") == "try d, then type iPhone X")
    #expect(hint("pop", "dismiss") == "try P, then X")
  }

  @Test func aLessonSessionIsRecordedAndReplays() {
    var recorded = lessonApp("nav-bar-decides")
    recorded.press("enter", "2", "enter", "h", "b", "enter", "S", "[", "]", "]", "w", "enter", "enter", "1")
    #expect(recorded.lesson?.index == 3)
    var replayed = lessonApp("nav-bar-decides")
    let errors = replayed.replay(lines: recorded.recordedLines)
    #expect(errors.isEmpty)
    #expect(replayed.world == recorded.world)
    #expect(replayed.lesson == recorded.lesson)
    #expect(replayed.render(width: 120, height: 40) == recorded.render(width: 120, height: 40))
  }
}
