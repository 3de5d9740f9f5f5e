import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Golden screens of the teaching features (look at every recorded file before committing it).
@Suite struct TeachingSnapshotTests {
  @Test func lessonMenu() {
    var progress = LessonProgress()
    progress.markDone("nav-bar-decides", right: 1, asked: 2)
    progress.markStarted("hiding-the-nav-bar")
    var playground = lessonApp(progress: MemoryProgressStore(progress.json()))
    playground.press("l", "j")
    assertSnapshot("lesson-menu-120x40", playground, width: 120, height: 40)
  }

  @Test func lessonPanelMidLesson() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "1", "enter", "b")
    playground.finishAnimation()
    assertSnapshot("lesson-step-120x40", playground, width: 120, height: 40)
  }

  @Test func predictQuestion() {
    var playground = lessonApp("sheet-captures")
    playground.press("enter")
    assertSnapshot("predict-question-120x40", playground, width: 120, height: 40)
  }

  @Test func whyPanel() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("w")
    assertSnapshot("why-panel-120x40", playground, width: 120, height: 40)
  }

  @Test func splitView() throws {
    var playground = lessonApp("sheet-captures")
    try playground.perform(action: "present Sheet prefersStatusBarHidden=true")
    playground.press("V")
    assertSnapshot("compare-120x40", playground, width: 120, height: 40)
  }

  @Test func presenterMode() {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter", "1")
    playground.finishAnimation()
    assertSnapshot("presenter-120x40", playground, width: 120, height: 40)
  }
}
