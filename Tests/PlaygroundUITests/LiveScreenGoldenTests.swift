import CellGrid
@testable import PlaygroundUI
import StatusBarCore
import Testing

/// Golden screens of the live screen at three sizes: a laptop
/// terminal, a larger one and a projector. Look at every recorded file before committing it.
@Suite struct LiveScreenGoldenTests {
  static let sizes = [(80, 24), (120, 40), (200, 60)]

  @Test(arguments: sizes)
  func predictQuestionHoldsTheAnswerBack(size: (Int, Int)) {
    var playground = lessonApp("sheet-captures")
    playground.press("enter")
    let text = playground.render(width: size.0, height: size.1).text()
    // Who decides is the question: no decider mark, no trace line, no status bar to read it from.
    #expect(!text.contains("◆") && !text.contains("[R") && !text.contains("9:41"))
    assertSnapshot("live-predict-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func predictAnsweredRevealsWhatChanged(size: (Int, Int)) {
    var playground = lessonApp("sheet-captures")
    playground.press("enter", "enter")
    playground.finishAnimation()
    // The answer is on screen: the lesson's result, and the decider marks where they fit.
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("Result:") || text.contains("◆"))
    assertSnapshot("live-revealed-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func resolverFocusedAndScrolled(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("f")
    for _ in 0..<6 where playground.panels.focus != .trace { playground.press("F") }
    playground.press("down", "down")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("→ Resolver"), "the focused panel is marked")
    // Where it does not fit whole, its position: lines a-b of n (at 200x60 it fits).
    #expect(size.1 >= 60 || text.contains("lines "))
    assertSnapshot("live-resolver-scrolled-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func layoutZoomedAfterAPush(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("f", "p")
    playground.finishAnimation()
    for _ in 0..<6 where playground.panels.focus != .layout { playground.press("F") }
    #expect(playground.panels.focus == .layout)
    playground.press("Z")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("* moved"), "what the push moved is marked")
    #expect(!text.contains("─ Resolver"), "zoomed, the layout has the rows alone")
    assertSnapshot("live-layout-zoomed-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func devicePickerFilteredByTyping(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("d")
    playground.type("15 pro")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("iPhone 15 Pro"))
    #expect(!text.contains("iPhone SE"), "filtered out")
    // Nothing of the panels beside the list's box on its rows.
    let rows = playground.render(width: size.0, height: size.1).rows()
    for row in rows where row.contains("iPhone 15 Pro") {
      #expect(String(row.reversed().drop { $0 == " " }.reversed()).hasSuffix("│"), "\(row)")
      #expect(row.filter { $0 == "│" }.count <= 2, "\(row)")
    }
    assertSnapshot("live-device-picker-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func presentChooserOverTheScreen(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("x")
    assertSnapshot("live-present-chooser-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }
}

/// The live screen's smaller points, at the three sizes.
@Suite struct LiveScreenSmallPointsGoldenTests {
  @Test(arguments: LiveScreenGoldenTests.sizes)
  func inCallOnIOS12SaysWhyTheTextIsLight(size: (Int, Int)) {
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    let text = playground.render(width: size.0, height: size.1).text()
    // The device's light text on the green call bar is explained where the labels fit.
    if size.0 >= 120 { #expect(text.contains("call bar"), "\(text)") }
    assertSnapshot("live-in-call-ios12-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: LiveScreenGoldenTests.sizes)
  func dynamicIslandCallIsNotAPillAroundTheTime(size: (Int, Int)) {
    var playground = app("iPhone 15 Pro", os: "17.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    assertSnapshot("live-island-call-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }
}
