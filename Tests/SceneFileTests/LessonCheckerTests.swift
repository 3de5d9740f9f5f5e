import SceneFile
import StatusBarCore
import Testing

@Suite struct LessonCheckerTests {
  static let scene = """
    title: The navigation bar decides
    device: iPhone 8
    os: "12.0"
    root:
      navigation:
        name: Nav
        viewControllers:
          - controller:
              name: First
              preferredStatusBarStyle: lightContent
    steps:

    """

  static let passing =
    scene + """
        - say: Nav's bar is visible, so Nav decides.
          expect:
            style: default
            foreground: dark
            styleDecidedBy: Nav
            height: 20
            animation: fade
            frame:
              Nav.navigationBar: [0, 20, 375, 44]
              window: [0, 0, 375, 667.004]
            warning: is never asked
        - do: set First.prefersStatusBarHidden=true
          expect:
            hidden: false
            pendingUpdate: true
            warning: keeps its old answer
        - do: [update]
          expect:
            hidden: true
            height: 0
            hiddenDecidedBy: First
            pendingUpdate: false
      """

  static let failing =
    scene + """
        - say: A wrong guess about who decides.
          expect:
            style: lightContent
            styleDecidedBy: First
        - do: pop
          expect:
            hidden: true
        - expect:
            height: 44
            frame:
              Nav.navigationbar: [0, 20, 375, 44]
              window: [0, 0, 320, 667]
            warning: no such warning
        - do: set First.prefersStatusBarHidden=true
      """

  @Test func passingLesson() throws {
    let result = LessonChecker.run(try loadScene(Self.passing))
    #expect(result.passed, "\(result.failures)")
    #expect(result.steps.count == 3)
    #expect(result.steps[1].notes.contains { $0.contains("keeps its old answer") })
    #expect(result.steps[2].events.first == "setNeedsStatusBarAppearanceUpdate() on Nav")
  }

  @Test func failingLesson() throws {
    let result = LessonChecker.run(try loadScene(Self.failing, file: "lesson.yaml"))
    #expect(!result.passed)
    #expect(result.steps.map(\.passed) == [false, false, false, true])
    #expect(
      result.failures == [
        "step 1 (line 12): style: expected lightContent, got default; styleDecidedBy: expected First, got Nav",
        "step 2 (line 16): action `pop` failed: Nav's stack holds only its root view controller: popViewController(animated:) has nothing to pop",
        "step 3 (line 19): height: expected 44, got 20; frame Nav.navigationbar: expected [0, 20, 375, 44], but no such frame is on screen, did you mean `Nav.navigationBar`? (frames: window, Nav, Nav.navigationBar, First); frame window: expected [0, 0, 320, 667], got [0, 0, 375, 667]; warning: expected one containing \"no such warning\", got: \"First.preferredStatusBarStyle (.lightContent) is never asked: Nav decides the style (Nav's navigation bar is visible: set its barStyle, hide the bar, or return topViewController from childForStatusBarStyle).\"",
      ])
  }

  @Test func singleExpectationAgainstASnapshot() throws {
    var simulation = Simulation(world: try loadScene(Self.scene).world)
    let report = try simulation.perform("set First.prefersStatusBarHidden=true")
    let goal = Expectation(hidden: true, pendingUpdate: false)
    #expect(
      LessonChecker.failures(of: goal, in: simulation.snapshot, notes: report.notes) == [
        "hidden: expected true, got false", "pendingUpdate: expected false, got true",
      ])
    // A warning may come from the notes of the actions just applied.
    let noted = Expectation(warning: "R9.1")
    let pending = report.currentNotes(in: simulation.world)
    #expect(LessonChecker.failures(of: noted, in: simulation.snapshot, notes: pending).isEmpty)
    try simulation.perform("update")
    #expect(LessonChecker.failures(of: goal, in: simulation.snapshot, notes: []).isEmpty)
    // Once the update has happened the pending-update warning is gone.
    #expect(report.currentNotes(in: simulation.world).isEmpty)
    #expect(LessonChecker.failures(of: noted, in: simulation.snapshot, notes: report.currentNotes(in: simulation.world)).count == 1)
  }

  @Test func stepsWithoutExpectationsPass() throws {
    let result = LessonChecker.run(try loadScene(Self.scene + "  - say: Just words.\n  - do: update\n"))
    #expect(result.passed)
    #expect(result.steps.map(\.message) == [nil, nil])
  }
}
