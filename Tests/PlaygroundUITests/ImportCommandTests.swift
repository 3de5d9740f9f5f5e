import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// `:import PATH` in the command line: a `_printHierarchy` dump opens as the scene.
@Suite struct ImportCommandTests {
  static let dump = """
    <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
       | <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
       |    | <App.Feed 0x5>, state: appeared, view: <UIView 0x6>
       + <App.Player 0x7>, state: appeared, view: <UIView 0x8>, presented with: <_UIFullscreenPresentationController 0x9>
    """

  @Test func importOpensTheDumpOnTheCurrentDevice() {
    let files = MemorySceneStore(["app.txt": Self.dump])
    var playground = lessonApp("nav-bar-decides", files: files)
    let device = playground.world.environment.device
    playground.press(":")
    playground.type("import app.txt")
    playground.press("enter")
    let world = playground.world
    #expect(world.environment.device == device)
    #expect(world.root.flatMap { world.controllers[$0]?.kind } == .tabBar)
    #expect(world.shown.styleDecider.description == "Player", "a full-screen presentation decides")
    #expect(playground.screenText.contains("imported 4 controllers from app.txt"))
  }

  @Test func anUnreadableDumpIsRefusedWithItsLine() {
    let files = MemorySceneStore(["bad.txt": "<A 0x1>, state: appeared\n   | oops\n"])
    var playground = lessonApp("nav-bar-decides", files: files)
    let before = playground.world
    playground.press(":")
    playground.type("import bad.txt")
    playground.press("enter")
    #expect(playground.world == before)
    #expect(playground.screenText.contains("bad.txt:2:6: error"))
  }
}
