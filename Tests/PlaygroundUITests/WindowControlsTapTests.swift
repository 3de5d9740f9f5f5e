import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The window controls sbplay draws on iPadOS 26 (`●●●`, R14.1) are buttons: a click on the
/// full-screen control takes the windowed scene full screen, at every size the device is drawn at.
@Suite struct WindowControlsTapTests {
  func windowedApp() -> PlaygroundApp {
    var env = Environment(device: DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!, os: OSVersion(26))
    env.windowing.mode = .windowed
    env.windowing.frame = Rect(x: 160, y: 120, width: 640, height: 900)
    let world = World(environment: env, root: tabsNavFirst)
    return PlaygroundApp(scene: Scene(title: "Windowed iPad", summary: nil, world: world, steps: [], source: "<test>"), options: UIOptions())
  }

  @Test(arguments: [(80, 24), (120, 40), (160, 45), (200, 60)])
  func aClickOnTheFullScreenControlTakesTheWindowFullScreen(size: (Int, Int)) throws {
    var app = windowedApp()
    let (width, height) = size
    let area = try #require(app.deviceArea(width: width, height: height))
    let pill = try #require(
      RecordingReplayTests.find("●●●", in: app, columns: area.x..<area.maxX, width: width, height: height), "the controls are drawn")
    #expect(app.world.environment.windowing.mode == .windowed)
    _ = app.handleMouse(MouseEvent(.press, x: pill.x + 2, y: pill.y), width: width, height: height)
    #expect(app.world.environment.windowing.mode == .fullScreen, "the green control takes the scene full screen")
    #expect(app.recordedLines.last?.hasPrefix("@tap scene fullScreen") == true, "\(app.recordedLines)")
  }

  @Test func closeAndMinimiseDoNothingToTheScene() throws {
    var app = windowedApp()
    let area = try #require(app.deviceArea(width: 120, height: 40))
    let pill = try #require(RecordingReplayTests.find("●●●", in: app, columns: area.x..<area.maxX))
    for dx in 0..<2 {
      _ = app.handleMouse(MouseEvent(.press, x: pill.x + dx, y: pill.y), width: 120, height: 40)
      #expect(app.world.environment.windowing.mode == .windowed)
    }
  }

  @Test func aRecordedTapOnTheControlReplays() {
    var app = windowedApp()
    let errors = app.replay(lines: ["@tap scene fullScreen"])
    #expect(errors.isEmpty, "\(errors)")
    #expect(app.world.environment.windowing.mode == .fullScreen)
  }
}
