import CellGrid
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The `N` key (R14.6, D82): windowed / full screen with one iPad scene, the next scene to the
/// front with several; refused on an iPhone.
@Suite struct SceneKeyTests {
  @Test func R14_6_nTogglesWindowedThenCyclesTheScenesToTheFront() throws {
    var playground = app("iPad Pro 13-inch (M4)", os: "26.0", .vc("Reader"))
    playground.press("N")
    let frame = try #require(playground.world.environment.windowing.frame)
    #expect(playground.world.environment.windowing.isWindowed)
    #expect(frame.width >= SceneWindowing.minimumSize.width && frame.maxX <= 1032)
    playground.press("N")
    #expect(!playground.world.environment.windowing.isWindowed)
    playground.press("N")
    playground.press(":")
    playground.type("scene add Notes 600 100 400 600")
    playground.press("enter")
    #expect(playground.world.sceneName == "Notes")
    playground.press("N")
    #expect(playground.world.sceneName == "main")
    #expect(playground.world.frontmostSceneIndex == 0)
    #expect(playground.world.sceneDecisions.first { $0.showsOnScreen }?.name == "main")
    playground.press("N")
    #expect(playground.world.sceneName == "Notes")
  }

  /// Switching scenes shows another tree: the focus goes to a controller of the scene now shown,
  /// and the layout panel does not report the last scene's views as gone.
  @Test func R14_6_aSceneSwitchMovesTheFocusAndMarksNothingAsMoved() {
    var playground = app("iPad Pro 13-inch (M4)", os: "26.0", .nav("Nav", [.vc("Reader")]))
    playground.press("N")
    playground.press(":")
    playground.type("scene add Notes 600 100 400 600")
    playground.press("enter")
    #expect(playground.focusedID.map { playground.world.name(of: $0) } == "Notes")
    #expect(!playground.screenText.contains("gone"))
    playground.press("N")
    #expect(playground.world.sceneName == "main")
    #expect(playground.focusedID.map { playground.world.name(of: $0) } == "Reader")
    #expect(!playground.screenText.contains("gone"))
  }

  @Test func nIsRefusedOnAnIPhone() {
    var playground = defaultApp()
    let before = playground.world
    playground.press("N")
    #expect(playground.world == before)
    #expect(playground.screenText.contains("iPhone"))
  }
}
