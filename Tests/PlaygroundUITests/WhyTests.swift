import StatusBarCore
import Testing

@testable import PlaygroundUI

/// "Why, in plain words": the paragraph and numbered fixes, and digit keys that apply a fix as
/// one undo step and actually fix the main pitfalls.
@Suite struct WhyTests {
  /// Opens the why panel and presses the digit of the fix whose title contains `title`.
  func applyFix(_ playground: inout PlaygroundApp, titled title: String) {
    if !playground.teaching.whyVisible { playground.press("w") }
    let fixes = Explanation(playground.simulation.snapshot).fixes
    guard let index = fixes.firstIndex(where: { $0.title.contains(title) }) else {
      Issue.record("no fix \(title) in \(fixes.map(\.title))")
      return
    }
    #expect(playground.screenText.contains("\(index + 1)  \(fixes[index].title.prefix(20))"))
    playground.press(String(index + 1))
  }

  @Test func thePanelShowsTheParagraphAndNumberedFixes() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("w")
    let text = playground.screenText
    #expect(text.contains("Why, in plain words"))
    #expect(text.contains("Nav decides the style because its navigation bar"))
    #expect(text.contains("1  Nav.barStyle = .black"))
    #expect(text.contains("2  hide Nav's navigation bar"))
    playground.press("w")
    #expect(!playground.screenText.contains("Why, in plain words"))
    playground.press("1")
    #expect(playground.screenText.contains("press w to see the fixes first"))
    #expect(playground.world.controller(named: "Nav")?.barStyle == .default)
  }

  /// Where the panel lists no fix, its message does not offer the digit keys (found trying a
  /// lesson as a teacher: "the digit keys apply a fix" beside "Nothing to fix").
  @Test func noFixMeansNoDigitKeysOffered() {
    var playground = app(
      "iPhone 8", os: "12.0",
      .nav("Nav", [.navigationBarHidden: "true"], [.vc("First", [.preferredStatusBarStyle: "lightContent"])]))
    playground.press("w")
    let text = playground.screenText
    #expect(Explanation(playground.simulation.snapshot).fixes.isEmpty)
    #expect(text.contains("Nothing to fix"))
    #expect(text.contains("nothing to fix here"))
    #expect(!text.contains("digit keys apply a fix"))
  }

  @Test func theNavigationBarDecides() {
    var playground = lessonApp("nav-bar-decides")
    applyFix(&playground, titled: "barStyle = .black")
    #expect(playground.world.shown.foreground == .light)
    #expect(playground.recordedLines.last == "key 1  # set Nav.barStyle=black")
    playground.press("z")
    #expect(playground.world.shown.foreground == .dark, "one undo step")
    applyFix(&playground, titled: "forwards")
    #expect(playground.world.shown.styleDecider.description == "First")
    #expect(playground.world.shown.foreground == .light)
  }

  @Test func aPendingUpdate() throws {
    var playground = lessonApp("pending-update")
    try playground.perform(action: "set First.preferredStatusBarStyle=lightContent")
    #expect(playground.world.pendingUpdate)
    applyFix(&playground, titled: "setNeedsStatusBarAppearanceUpdate")
    #expect(!playground.world.pendingUpdate)
    #expect(playground.world.shown.foreground == .light)
  }

  @Test func aSheetThatDoesNotCapture() throws {
    var playground = lessonApp("sheet-captures")
    try playground.perform(action: "present Sheet prefersStatusBarHidden=true")
    #expect(!playground.world.shown.hidden)
    applyFix(&playground, titled: "captures")
    #expect(playground.world.shown.hidden)
    #expect(playground.world.shown.hiddenDecider.description == "Sheet")
  }

  @Test func viewControllerBasedAppearanceNo() {
    var playground = lessonApp("vc-based-no")
    #expect(playground.world.shown.styleDecider == .application)
    applyFix(&playground, titled: "let view controllers decide")
    #expect(playground.world.shown.styleDecider != .application)
    #expect(playground.world.shown.foreground == .light)
  }

  @Test func landscapeHidesTheBar() throws {
    var playground = lessonApp("landscape-always-hidden")
    try playground.perform(action: "rotate landscapeLeft")
    #expect(playground.world.shown.hidden)
    applyFix(&playground, titled: "rotate to portrait")
    #expect(!playground.world.shown.hidden)
  }

  @Test func aFixThatReachesALessonGoalPassesIt() {
    var playground = lessonApp("nav-bar-decides")
    playground.press("enter", "1", "enter")  // step 2: make the text light with barStyle
    applyFix(&playground, titled: "barStyle = .black")
    #expect(playground.lesson?.outcome == .passed(by: .learner))
  }
}
