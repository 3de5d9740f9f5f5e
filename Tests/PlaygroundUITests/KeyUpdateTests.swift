import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Keys change the world through the action language, as a person pressing them would expect.
@Suite struct KeyUpdateTests {
  @Test func hiddenThenUpdateHidesTheBar() {
    var playground = defaultApp()
    #expect(playground.world.name(of: playground.focusedID) == "Detail")
    playground.press("h")
    #expect(playground.world.controller(named: "Detail")?.prefersStatusBarHidden == true)
    #expect(playground.world.pendingUpdate)
    #expect(!playground.world.shown.hidden, "a preference alone changes nothing (R9.1)")
    #expect(playground.screenText.contains("pending update"))
    playground.press("u")
    #expect(playground.world.shown.hidden)
    #expect(!playground.world.pendingUpdate)
    #expect(playground.wantsTicks, "the bar fades out")
    #expect(playground.screenText.contains("hiding, fade"))
    playground.finishAnimation()
    #expect(playground.screenText.contains("← hidden (0 pt)"))
  }

  @Test func barStyleFlipsTheStyleAtOnce() {
    var playground = defaultApp()
    #expect(playground.world.shown.foreground == .dark)
    playground.press("b")
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    #expect(playground.world.shown.foreground == .light, "UIKit observes its own bars (D10)")
    #expect(!playground.world.pendingUpdate)
    #expect(playground.screenText.contains("light text"))
  }

  @Test func commandLineRunsAnAction() {
    var playground = defaultApp()
    playground.press(":")
    playground.type("select Settings")
    #expect(playground.screenText.contains(":select Settings"))
    playground.press("enter")
    #expect(playground.world.controller(named: "Tabs")?.selectedIndex == 1)
    #expect(playground.recordedLines.last == "key enter  # select Settings")
  }

  @Test func commandLineHistory() {
    var playground = defaultApp()
    playground.press(":")
    playground.type("inCall on")
    playground.press("enter", ":", "up")
    #expect(playground.screenText.contains(":inCall on"))
    playground.press("esc")
    #expect(playground.mode == .normal)
  }

  @Test func refusedActionShowsItsMessage() {
    var playground = defaultApp()
    let before = playground.world
    playground.press("X")
    #expect(playground.world == before)
    #expect(
      playground.screenText.contains(
        "nothing is presented: dismiss(animated:) has nothing to dismiss"))
    #expect(playground.recordedLines.last?.contains("# refused: nothing is presented") == true)
    playground.press(":")
    playground.type("set Nobody.prefersStatusBarHidden=true")
    playground.press("enter")
    #expect(playground.screenText.contains("no controller named `Nobody`"))
  }

  @Test func undoAndRedoAKey() {
    var playground = defaultApp()
    playground.press("b")
    playground.press("z")
    #expect(playground.world.controller(named: "Nav")?.barStyle == .default)
    #expect(playground.world.shown.foreground == .dark)
    playground.press("y")
    #expect(playground.world.controller(named: "Nav")?.barStyle == .black)
    playground.press("z", "z")
    #expect(playground.screenText.contains("nothing to undo"))
  }

  @Test func undoRestoresFocusAfterPush() {
    var playground = defaultApp()
    playground.press("p")
    #expect(playground.world.controller(named: "Nav")?.children.count == 3)
    #expect(playground.world.name(of: playground.focusedID) == "VC3")
    playground.press("z")
    #expect(playground.world.controller(named: "VC3") == nil)
    #expect(playground.world.name(of: playground.focusedID) == "Detail")
    playground.press("ctrl+r")
    #expect(playground.world.name(of: playground.focusedID) == "VC3")
  }

  @Test func autoUpdateFollowsAChangeWithUpdate() {
    var playground = defaultApp()
    playground.press("A", "h")
    #expect(playground.world.shown.hidden)
    #expect(
      playground.recordedLines.last == "key h  # set Detail.prefersStatusBarHidden=true; update")
    playground.press("z")
    #expect(!playground.world.shown.hidden)
    #expect(
      playground.world.controller(named: "Detail")?.prefersStatusBarHidden == nil,
      "one key, one undo")
  }

  @Test func presentChooserPresentsTheChosenStyle() {
    var playground = app("iPhone 8", os: "13.0", tabsNavFirst)
    playground.press("x")
    #expect(playground.screenText.contains(".automatic  (UIKit's default)"))
    playground.press("down", "down", "n", "enter")
    let presented = playground.world.controller(named: "Modal1")
    #expect(presented?.kind == .navigation)
    #expect(presented?.modalPresentationStyle == .pageSheet)
    #expect(playground.world.presentationInfo(at: 0).shape == .card)
    playground.press("X")
    #expect(playground.world.presented.isEmpty)
  }

  @Test func focusMovesThroughTheTree() {
    var playground = defaultApp()
    playground.press("g")
    #expect(playground.world.name(of: playground.focusedID) == "Tabs")
    playground.press("j", "j")
    #expect(playground.world.name(of: playground.focusedID) == "Home")
    playground.press("G")
    #expect(playground.world.name(of: playground.focusedID) == "Settings")
    playground.press("s")
    #expect(
      playground.world.controller(named: "Settings")?.preferredStatusBarStyle == .darkContent,
      "lightContent → darkContent")
    playground.press("f")
    #expect(playground.world.name(of: playground.focusedID) == "Detail")
  }

  @Test func environmentKeys() {
    var playground = defaultApp()
    playground.press("tab")
    #expect(playground.world.controller(named: "Tabs")?.selectedIndex == 1)
    let index = DeviceCatalog.all.firstIndex { $0.name == "iPhone 8" }!
    playground.press("D")
    #expect(playground.world.device.name == DeviceCatalog.all[index + 1].name)
    // d: the picker; typing filters, enter picks the first match that ran this iOS.
    playground.press("d", "8", "enter")
    #expect(playground.world.device.name == "iPhone 8")
    playground.press("o")
    #expect(playground.world.os == OSVersion(13))
    playground.press("m", "r", "i")
    #expect(playground.world.environment.appearance == .dark)
    #expect(playground.world.environment.orientation == .landscapeLeft)
    #expect(playground.world.environment.inCall)
    playground.press("v")
    #expect(!playground.world.launchedInfoPlist.viewControllerBasedStatusBarAppearance)
    #expect(playground.world.environment.phase == .running)
    #expect(playground.recordedLines.last?.contains("relaunch; finishLaunching") == true)
  }

  @Test func animationCyclesThroughEveryValue() {
    var playground = defaultApp()
    var seen: [UpdateAnimation?] = []
    for _ in 0..<4 {
      playground.press("a")
      seen.append(playground.world.controller(named: "Detail")?.preferredStatusBarUpdateAnimation)
    }
    #expect(seen == [.slide, UpdateAnimation.none, .fade, nil])
  }

  @Test func capturesTargetsThePresentedController() {
    var playground = app("iPhone 8", os: "13.0", tabsNavFirst)
    try? playground.perform(action: "present Sheet modalPresentationStyle=pageSheet")
    playground.press("g", "c")
    #expect(
      playground.world.controller(named: "Sheet")?.modalPresentationCapturesStatusBarAppearance
        == true)
    #expect(
      playground.world.controller(named: "Tabs")?.modalPresentationCapturesStatusBarAppearance
        == nil)
  }

  @Test func escapeNeverQuits() {
    var playground = defaultApp()
    for opener in ["?", "x", ":", "esc"] {
      playground.press(opener)
      #expect(playground.handle(.escape) == .continue)
      #expect(playground.mode == .normal)
    }
    #expect(playground.handle(.char("q")) == .quit)
  }
}
