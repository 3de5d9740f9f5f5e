import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The overlays' own update (`Mode`), on its own: it moves within the open overlay and closes
/// it, reads the world and whether a lesson is open, and asks the app for the rest.
@Suite struct OverlayModelTests {
  let world = BuiltInScene.load().world

  func inputs(inLesson: Bool = false, helpMaxScroll: Int = 0) -> Mode.Inputs {
    Mode.Inputs(world: world, inLesson: inLesson, helpMaxScroll: helpMaxScroll)
  }

  @Test func helpScrollsWithinItsBoundsAndCloses() {
    var mode = Mode.help(scroll: 0)
    #expect(mode.update(.helpUp, inputs(helpMaxScroll: 30)) == .none)
    #expect(mode == .help(scroll: 0))
    _ = mode.update(.helpPageDown, inputs(helpMaxScroll: 30))
    #expect(mode == .help(scroll: 10))
    _ = mode.update(.helpPageDown, inputs(helpMaxScroll: 14))
    #expect(mode == .help(scroll: 14), "scrolling down stops where the last line is at the bottom")
    _ = mode.update(.helpClose, inputs())
    #expect(mode == .normal)
  }

  /// End (G) shows the help's last lines and Home (g) its first; one row up from the bottom
  /// moves the text at once (the scroll never runs past what the screen can show).
  @Test func helpEndGoesToTheBottomAndUpMovesAtOnce() {
    var app = defaultApp()
    _ = app.render(width: 80, height: 24)
    app.press("?", "end")
    let bottom = app.render(width: 80, height: 24).text()
    #expect(bottom.contains("import"), "the last help line (the action verbs) is shown")
    #expect(!bottom.contains("\u{2193} more"), "nothing is left below")
    #expect(bottom.contains("\u{2191} more"))
    app.press("up")
    #expect(app.render(width: 80, height: 24).text() != bottom, "one row up moves the text")
    app.press("home")
    let top = app.render(width: 80, height: 24).text()
    #expect(top.contains("\u{2193} more") && !top.contains("\u{2191} more"))
  }

  @Test func theChoosersConfirmAsksTheAppToPresentWhatItBuilt() {
    let chooser = PresentChooser(os: world.os)
    var mode = Mode.presentChooser(chooser)
    #expect(mode.update(.chooserConfirm, inputs()) == .present(chooser.action(in: world)))
    #expect(mode == .normal)
  }

  @Test func closingTheViewerClearsTheMessageLine() {
    var mode = Mode.viewer(TextViewer(title: "t", hint: "h", lines: Array(repeating: "x", count: 40)))
    _ = mode.update(.viewerBottom, inputs())
    guard case .viewer(let viewer) = mode else {
      Issue.record("the viewer closed on G")
      return
    }
    #expect(viewer.scroll == 40 - TextViewer.assumedRows)
    #expect(mode.update(.viewerClose, inputs()) == .say(""))
    #expect(mode == .normal)
  }

  @Test func theLessonMenuOpensALessonThroughTheAppAndSaysWhereEscLeadsBack() {
    var mode = Mode.lessonMenu(LessonMenu(selecting: "nav-bar-decides"))
    #expect(mode.update(.menuPredict, inputs()) == .openLesson(name: "nav-bar-decides", predict: true))
    #expect(mode == .normal)
    mode = .lessonMenu(LessonMenu())
    #expect(mode.update(.menuClose, inputs(inLesson: true)) == .say("back to the lesson"))
    mode = .lessonMenu(LessonMenu())
    #expect(mode.update(.menuClose, inputs()) == .say("l opens the lessons again"))
  }

  @Test func aCompareKeyIsRecordedAsTheRightSidesActions() {
    var mode = Mode.compare(CompareView(left: world))
    guard case .did(let line) = mode.update(.compareRotate, inputs()) else {
      Issue.record("rotating the right side recorded nothing")
      return
    }
    #expect(line.hasPrefix("compare right: ") && line.hasSuffix("rotate landscapeLeft"))
  }
}
