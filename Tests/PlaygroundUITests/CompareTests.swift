import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The split view: this world on the left, a variant on the right, differences highlighted.
@Suite struct CompareTests {
  @Test func opensOnTheOtherSideOfIOS13AndListsTheDifferences() throws {
    var playground = lessonApp("sheet-captures")
    try playground.perform(action: "present Sheet prefersStatusBarHidden=true")
    playground.press("V")
    guard case .compare(let view) = playground.mode else {
      Issue.record("no split view")
      return
    }
    #expect(view.os == OSVersion(12, 0))
    let text = playground.screenText
    #expect(text.contains("LEFT  iPhone 11 · iOS 13.0"))
    // The iPhone 11 never ran iOS 12: the right side takes the XR, its family's iOS 12 phone.
    #expect(text.contains("RIGHT  iPhone XR · iOS 12.0"))
    #expect(text.contains("What differs"))
    for field in ["hidden", "styleDecidedBy", "hiddenDecidedBy", "os"] {
      #expect(
        playground.rows.contains { $0.contains("≠ \(field)") }, "\(field) is marked as differing")
    }
    #expect(playground.rows.contains { $0.contains("  style ") && !$0.contains("≠") })
    // The differing values are highlighted (the pending role), the same ones are not.
    let grid = playground.render(width: 120, height: 40)
    let row = try #require(grid.rows().firstIndex { $0.contains("≠ hiddenDecidedBy") })
    let column = try #require(
      grid.rows()[row].range(of: "Home").map {
        grid.rows()[row].distance(from: grid.rows()[row].startIndex, to: $0.lowerBound)
      })
    #expect(grid[column, row].style == Theme(color: true).style(.pending))
  }

  @Test func keysChangeTheRightSide() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("V")
    #expect(playground.screenText.contains("RIGHT  iPhone 8 · iOS 13.0"))
    playground.press("o")
    #expect(playground.screenText.contains("RIGHT  iPhone 8 · iOS 14.0"))
    playground.press("d")
    #expect(!playground.screenText.contains("RIGHT  iPhone 8 "))
    playground.press("r")
    #expect(playground.screenText.contains("landscapeLeft"))
    #expect(playground.screenText.contains("≠ orientation"))
    #expect(playground.world.environment.orientation == .portrait, "the left side is unchanged")
    playground.press("esc")
    #expect(playground.mode == .normal)
  }

  @Test func noDifferencesIsSaid() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("V", "o")  // right: iOS 14; still different os
    playground.press("O", "O")  // right: iOS 12, the same as the left
    #expect(playground.screenText.contains("No differences: UIKit decides the same on both sides."))
  }
}

@Suite struct PresenterTests {
  @Test func theKeyStripShowsTheLastKeys() {
    var playground = defaultApp(UIOptions(presenter: true))
    playground.press("h", "u", "b")
    playground.finishAnimation()
    #expect(playground.rows[38].hasSuffix("keys: h u b"))
    playground.press(":")
    playground.type("inCall on")
    playground.press("enter")
    #expect(playground.rows[38].contains("keys: h u b : :inCall on"))
    var normal = defaultApp()
    normal.press("h", "u", "b")
    #expect(!normal.rows[38].contains("keys:"))
  }

  @Test func theNarrationIsInABigBox() {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter")
    let text = playground.screenText
    #expect(text.contains("Step 1 of 4"))
    #expect(text.contains("First returns .lightContent. Which controller"))
    playground.press("1")
    #expect(playground.screenText.contains("Right! Nav"))
    #expect(playground.screenText.contains("The window starts at its rootViewController"))
  }
}
