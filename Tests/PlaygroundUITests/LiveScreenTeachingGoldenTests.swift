import CellGrid
@testable import PlaygroundUI
import StatusBarCore
import Testing

/// Golden screens of the teaching points (predictions that do not leak, presenter mode,
/// goals, questions) and its smaller points, at 80x24, 120x40 and 200x60. Each test asserts
/// what a user would check; the golden keeps the rest of the screen honest.
@Suite struct LiveScreenTeachingGoldenTests {
  static let sizes = LiveScreenGoldenTests.sizes

  /// What would give "Which controller decides the style?" away (the answer is Nav): a decider
  /// mark, a sentence naming the decider, the resolved text colour, the trace, the status bar.
  static let deciderLeaks = [
    "◆", "Nav decides", "decided by Nav", "by Nav)", "dark text", "dark content", "Result:",
    "[R", "pending update", "9:41", "barStyle .default ⇒",
  ]

  @Test(arguments: sizes)
  func predictWhichControllerDecidesLeaksNothing(size: (Int, Int)) {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter")
    #expect(playground.mode == .question)
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("Predict: First returns"), "the question is on screen")
    for leak in Self.deciderLeaks {
      #expect(!text.contains(leak), "\(size): \(leak)")
    }
    // The answer's name shows only as a choice and in the tree, never next to a mark or "decides".
    for row in text.split(separator: "\n") where row.contains("Nav") {
      #expect(!row.contains("decid") || row.contains("Which"), "\(row)")
    }
    assertSnapshot("live-predict-decider-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// "Which of the two does UIKit honour?" about a scene whose bar starts hidden: the layout
  /// panel's frames (a status bar of .zero, a safe area of 0) would answer it, so they wait too.
  @Test(arguments: sizes)
  func predictHiddenOrNotLeaksNoFrame(size: (Int, Int)) {
    var playground = lessonApp("hiding-the-nav-bar")
    playground.press("enter")
    #expect(playground.mode == .question)
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("Layout (points)"), "the panel stays, its frames wait")
    for leak in ["hidden, .zero", "status bar hidden", "status bar 0–", "(0, 0, 375, 20)", "safe top", "safe area", "◆", "[R"] {
      #expect(!text.contains(leak), "\(size): \(leak)")
    }
    assertSnapshot("live-predict-hidden-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
    playground.press("enter")
    playground.finishAnimation()
    let revealed = playground.render(width: size.0, height: size.1).text()
    #expect(revealed.contains("hidden, .zero") || revealed.contains("status bar hidden"), "\(size)")
  }

  /// The why panel, open before a question, would name the decider: the question closes it.
  @Test func aQuestionClosesTheWhyPanel() {
    var playground = lessonApp("hiding-the-nav-bar")
    playground.press("enter", "1", "w")  // the first question answered, then why
    #expect(playground.screenText.contains("Why, in plain words"))
    #expect(playground.screenText.contains("Nav decides"))
    playground.press("enter")  // "Now Nav hides its navigation bar. Who decides the style?"
    #expect(playground.mode == .question)
    let text = playground.screenText
    #expect(!text.contains("Why, in plain words"))
    #expect(!text.contains("decides the style:"))
  }

  @Test(arguments: sizes)
  func predictAnsweredShowsTheDecider(size: (Int, Int)) {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "1")
    playground.finishAnimation()
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("Nav decides") || text.contains("◆ Nav"), "\(size)")
    #expect(text.contains("9:41"), "the device draws its status bar again")
    assertSnapshot("live-predict-decider-revealed-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// Presenter mode at 80x24: the narration pages ("page 1/n") instead of being cut, and the
  /// next page goes on where the first stopped.
  @Test func presenterAt80x24PagesLongNarration() {
    var playground = lessonApp("sheet-captures", options: UIOptions(presenter: true))
    playground.press("enter", "esc", "H")
    let first = playground.render(width: 80, height: 24).text()
    #expect(first.contains("page 1/"), "\(first)")
    #expect(!first.contains("…"), "nothing cut with an ellipsis")
    assertSnapshot("live-presenter-page1-80x24", playground, width: 80, height: 24)
    playground.press("F", "pgdown")
    let second = playground.render(width: 80, height: 24).text()
    #expect(second.contains("page 2/"), "\(second)")
    assertSnapshot("live-presenter-page2-80x24", playground, width: 80, height: 24)
  }

  @Test(arguments: sizes)
  func enterOnAnUnreachedGoalAsksFirst(size: (Int, Int)) {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "esc", "enter", "enter")
    #expect(playground.lesson?.kind == .goal)
    #expect(playground.world.controller(named: "Nav")?.barStyle != .black, "no solution ran")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("enter again skips it"), "\(size)")
    #expect(text.contains("S solves"), "the message is whole at \(size)")
    assertSnapshot("live-goal-enter-asks-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// Presenter mode's strip of the last keys sits right of the message, never over it (at
  /// 80x24 it cut "enter again skips it (its solu" mid-word).
  @Test(arguments: [(80, 24), (120, 40), (200, 50)])
  func presenterKeyStripLeavesTheMessageWhole(size: (Int, Int)) {
    var playground = lessonApp("nav-bar-decides", options: UIOptions(presenter: true))
    playground.press("enter", "esc", "enter", "enter")
    let rows = playground.render(width: size.0, height: size.1).rows()
    let message = rows[size.1 - 2]
    #expect(message.contains("H hints, S solves"), "\(message)")
    if size.0 >= 120 { #expect(message.contains("keys: "), "the strip where there is room: \(message)") }
  }

  @Test(arguments: sizes)
  func unboundKeyInAQuestionSaysSo(size: (Int, Int)) {
    var playground = lessonApp("sheet-captures")
    playground.press("enter", "Q")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("does nothing in a question"), "\(size)")
    assertSnapshot("live-question-unbound-key-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  @Test(arguments: sizes)
  func tabCompletionListsTheMatches(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press(":", "p", "tab")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("matches: "), "\(size)")
    #expect(text.contains("push") && text.contains("pop"), "\(size)")
    assertSnapshot("live-tab-completion-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// The "nav bar 44 pt" label sits on the row where the device draws the bar (its title).
  @Test(arguments: sizes)
  func navBarLabelSitsOnTheBarsRow(size: (Int, Int)) {
    let playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    let rows = playground.render(width: size.0, height: size.1).rows()
    let label = rows.firstIndex { $0.contains("← nav bar 44") || $0.contains("← nav 44") }
    #expect(label != nil, "\(size)")
    if let label {
      let device = rows[label].components(separatedBy: "←")[0]
      #expect(device.contains("First"), "the bar's title on the label's row: \(rows[label])")
      // Only the title: no controller name at the bar's right that reads as a bar button.
      #expect(!device.contains("Nav") && device.components(separatedBy: "First").count == 2, "\(device)")
    }
    assertSnapshot("live-nav-bar-label-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }

  /// A Dynamic Island call shows in the island, not as a pill drawn around the time.
  @Test(arguments: sizes)
  func dynamicIslandCallShowsInTheIsland(size: (Int, Int)) {
    var playground = app("iPhone 15 Pro", os: "17.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    let rows = playground.render(width: size.0, height: size.1).rows()
    let time = rows.first { $0.contains("9:41") } ?? ""
    #expect(!time.contains("(9:41") && !time.contains("▐9:41") && !time.contains("9:41▌"), "\(time)")
    #expect(time.contains("●"), "the call's dot in the island, on the time's row: \(time)")
  }

  /// On iOS 12 a call draws light text on green whatever the resolver says: the screen says why.
  @Test(arguments: sizes)
  func inCallOnIOS12ExplainsTheLightText(size: (Int, Int)) {
    var playground = app("iPhone 8", os: "12.0", tabsNavFirst)
    try? playground.perform(action: "inCall on")
    let text = playground.render(width: size.0, height: size.1).text()
    #expect(text.contains("call bar") || (size.0 < 120 && text.contains("light: call")), "\(size)")
    #expect(text.contains("dark text"), "the resolver's own answer stays on screen: \(size)")
  }

  /// The present chooser over a full screen of panels: nothing of them right of its box.
  @Test(arguments: sizes)
  func presentChooserLeavesNoFragments(size: (Int, Int)) {
    var playground = defaultApp()
    playground.press("p", "x")
    let rows = playground.render(width: size.0, height: size.1).rows()
    let text = rows.joined(separator: "\n")
    #expect(text.contains("present(_:animated:)"))
    for title in ["Controllers", "Resolver", "Layout (points)", "Warnings & log"] {
      #expect(!text.contains(title), "\(size): \(title)")
    }
    // The box is whole: its top-right corner is on screen, and the device's labels left of it.
    let top = rows.first { $0.contains("─ present(_:animated:)") } ?? ""
    #expect(top.hasSuffix("╮") || top.contains("╮ "), "\(top)")
    #expect(text.contains("dark text"), "the device's label beside the box is not cut")
    for row in rows {
      let trimmed = String(row.reversed().drop { $0 == " " }.reversed())
      #expect(!trimmed.hasSuffix("││") && !trimmed.hasSuffix("│╯") && !trimmed.hasSuffix("│╮"), "\(row)")
    }
    assertSnapshot("live-present-chooser-after-push-\(size.0)x\(size.1)", playground, width: size.0, height: size.1)
  }
}
