import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The overlays' own update (`Mode`), on its own: it moves within the open overlay and closes
/// it, reads the world and whether a lesson is open, and asks the app for the rest.
@Suite struct OverlayModelTests {
  let world = BuiltInScene.load().world

  func inputs(inLesson: Bool = false) -> Mode.Inputs { Mode.Inputs(world: world, inLesson: inLesson) }

  @Test func helpScrollsWithinItsBoundsAndCloses() {
    var mode = Mode.help(scroll: 0)
    #expect(mode.update(.helpUp, inputs()) == .none)
    #expect(mode == .help(scroll: 0))
    _ = mode.update(.helpPageDown, inputs())
    #expect(mode == .help(scroll: min(10, HelpOverlay.maxScroll)))
    _ = mode.update(.helpClose, inputs())
    #expect(mode == .normal)
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
