import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Presenter mode made for a projector.
@Suite struct PresenterProjectorTests {
  /// The device's outer width: the first row's box from its top-left corner.
  func deviceWidth(_ grid: Grid) -> Int {
    let row = grid.rows()[1]
    guard let start = row.firstIndex(of: "╭"), let end = row[row.index(after: start)...].firstIndex(of: "╮")
    else { return 0 }
    return row.distance(from: start, to: end) + 1
  }

  /// At a projector's 200 columns, 50 or 60 rows.
  @Test(arguments: [(200, 50), (200, 60)])
  func deviceIsAtLeastTwiceAsWide(size: (Int, Int)) {
    var normal = lessonApp("nav-bar-decides")
    normal.press("enter", "1")
    normal.finishAnimation()
    var presenter = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    presenter.press("enter", "1")
    presenter.finishAnimation()
    let normalWidth = deviceWidth(normal.render(width: size.0, height: size.1))
    let presenterWidth = deviceWidth(presenter.render(width: size.0, height: size.1))
    #expect(normalWidth > 20)
    #expect(presenterWidth >= 2 * normalWidth, "\(presenterWidth) vs \(normalWidth)")
    let text = presenter.render(width: size.0, height: size.1).text()
    #expect(text.contains("zoomed 2x"))
    #expect(text.contains("9:41"))
    assertSnapshot("presenter-\(size.0)x\(size.1)", presenter, width: size.0, height: size.1)
  }

  @Test func narrationHasAStepCounterAndTheHint() {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter", "1", "enter", "H")
    let text = playground.render(width: 200, height: 50).text()
    #expect(text.contains("Step 2/"))
    #expect(text.contains("Hint: "))
    #expect(text.contains("hint shown in the narration"))
  }

  @Test func longNarrationPagesAt80x24() {
    var playground = lessonApp("sheet-captures", options: UIOptions(presenter: true))
    playground.press("enter", "esc", "H")
    let first = playground.render(width: 80, height: 24).text()
    #expect(first.contains("page 1/"), "\(first)")
    playground.press("F", "pgdown")
    let second = playground.render(width: 80, height: 24).text()
    #expect(second.contains("page 2/"), "\(second)")
  }
}

/// The room votes: the teacher tallies hands per choice (t), then reveals (v); the votes stand
/// beside the answer.
@Suite struct PresenterTallyTests {
  @Test func theRoomsVotesAreTalliedAndShownBesideTheAnswer() throws {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter")
    let question = try #require(playground.lesson?.question)
    let nav = try #require(question.choices.firstIndex(of: "Nav"))
    let first = try #require(question.choices.firstIndex(of: "First"))
    // Three hands for First, five for Nav.
    for _ in 0..<first { playground.press("j") }
    playground.press("t", "t", "t", "t", "T")
    for _ in 0..<((nav - first + question.choices.count) % question.choices.count) { playground.press("j") }
    playground.press("t", "t", "t", "t", "t")
    #expect(playground.lesson?.question?.votes[first] == 3)
    #expect(playground.lesson?.question?.votes[nav] == 5)
    #expect(playground.mode == .question, "tallying does not answer")
    #expect(playground.render(width: 160, height: 45).text().contains("||||| 5"))
    playground.press("v")
    #expect(playground.lesson?.outcome == .answered(given: "Nav", right: true), "the room's most-voted choice")
    let screen = playground.render(width: 160, height: 45).text()
    #expect(screen.contains("Room: First 3 · Nav 5 (5 of 8 right)") || screen.contains("Room: Nav 5 · First 3 (5 of 8 right)"), "\(screen)")
  }

  @Test func revealWithoutVotesShowsTheAnswer() {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter", "v")
    #expect(playground.lesson?.outcome == .answered(given: nil, right: nil))
  }
}
