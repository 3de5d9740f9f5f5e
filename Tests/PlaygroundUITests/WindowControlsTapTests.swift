import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// The window controls sbplay draws on iPadOS 26 (`●●●`, R14.1) are buttons: a click on the
/// full-screen control takes the windowed scene full screen, at every size the device is drawn
/// at; close and minimise take the scene whose window they sit on off the screen (R14.7).
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

  /// Every `●●●` drawn, left to right then top to bottom.
  static func pills(in app: PlaygroundApp, width: Int = 120, height: Int = 40) -> [(x: Int, y: Int)] {
    var found: [(x: Int, y: Int)] = []
    for (y, row) in app.render(width: width, height: height).rows().enumerated() {
      let characters = Array(row)
      for x in characters.indices where x + 3 <= characters.count && String(characters[x..<(x + 3)]) == "●●●" { found.append((x, y)) }
    }
    return found.sorted { $0.x < $1.x }
  }

  @Test func R14_7_theCloseControlClosesTheSceneAndTheHomeScreenShows() throws {
    var app = windowedApp()
    let pill = try #require(Self.pills(in: app).first)
    _ = app.handleMouse(MouseEvent(.press, x: pill.x, y: pill.y), width: 120, height: 40)
    #expect(app.world.environment.windowing.presence == .closed, "the red control closes the app's only scene")
    #expect(app.recordedLines.last?.hasPrefix("@tap scene close") == true, "\(app.recordedLines)")
    let area = try #require(app.deviceArea(width: 120, height: 40))
    #expect(RecordingReplayTests.find("Home Screen", in: app, columns: area.x..<area.maxX) != nil, "the device shows the Home Screen")
    #expect(Self.pills(in: app).isEmpty, "no window, no controls")
    // Beside the device only the Home Screen's bar is measured: the app's bars are not on the screen.
    let screen = app.render(width: 160, height: 45).text()
    #expect(screen.contains("\u{2190} status bar 32 pt") || screen.contains("\u{2190} 32 pt"))
    #expect(!screen.contains("\u{2190} nav") && !screen.contains("\u{2190} safe") && !screen.contains("+ tabs"), "\(screen)")
    // The Home Screen has nothing of the app to tap.
    _ = app.handleMouse(MouseEvent(.press, x: pill.x, y: pill.y), width: 120, height: 40)
    #expect(app.world.environment.windowing.presence == .closed)
  }

  @Test func R14_7_theMinimiseControlOfAnotherScenesWindowMinimisesThatScene() throws {
    var app = windowedApp()
    let errors = app.replay(lines: ["scene window 20 120 500 900", "scene add Notes 600 300 340 700"])
    #expect(errors.isEmpty, "\(errors)")
    let pills = Self.pills(in: app)
    #expect(pills.count == 2, "both windows have their controls")
    #expect(app.replay(lines: ["scene select main"]).isEmpty)
    // Notes is still frontmost; its window is the right-hand one.
    let notes = try #require(pills.last)
    _ = app.handleMouse(MouseEvent(.press, x: notes.x + 1, y: notes.y), width: 120, height: 40)
    #expect(app.recordedLines.last?.hasPrefix("@tap scene minimise Notes") == true, "\(app.recordedLines)")
    #expect(app.world.otherScenes.first?.windowing.presence == .minimised)
    #expect(app.world.sceneName == "main", "minimising another scene keeps the selection")
    #expect(app.world.screenDecision?.name == "main", "the selected scene comes to the front (D85)")
    #expect(Self.pills(in: app).count == 1, "the minimised window is not drawn")
  }

  @Test func R14_7_recordedTapsOnCloseAndMinimiseReplay() {
    var fresh = windowedApp()
    #expect(fresh.replay(lines: ["scene add Notes 680 300 340 700", "@tap scene minimise Notes", "@tap scene close"]).isEmpty)
    #expect(fresh.world.sceneNames == ["Notes"], "main closed; Notes, minimised, is what is left")
    #expect(fresh.world.noSceneOnScreen)
  }

  @Test func aRecordedTapOnTheControlReplays() {
    var app = windowedApp()
    let errors = app.replay(lines: ["@tap scene fullScreen"])
    #expect(errors.isEmpty, "\(errors)")
    #expect(app.world.environment.windowing.mode == .fullScreen)
  }
}

/// A tab and the back button are taps at every size a class meets: the hit test follows what is
/// drawn, wherever the device is.
@Suite struct DeviceTapsAtEverySizeTests {
  @Test(arguments: classroomSizes)
  func aTabSelectsItAndTheBackButtonPops(width: Int, height: Int) throws {
    var app = defaultApp()
    let area = try #require(app.deviceArea(width: width, height: height))
    let columns = area.x..<area.maxX
    let nav = try #require(app.world.id(named: "Nav"))
    let back = try #require(RecordingReplayTests.find("‹", in: app, columns: columns, width: width, height: height), "\(width)x\(height)")
    _ = app.handleMouse(back, width: width, height: height)
    #expect(app.world.controllers[nav]?.children.count == 1, "\(width)x\(height): the back button popped Detail")
    let settings = try #require(
      RecordingReplayTests.find("Settings", in: app, columns: columns, width: width, height: height), "\(width)x\(height)")
    _ = app.handleMouse(settings, width: width, height: height)
    let tabs = try #require(app.world.id(named: "Tabs"))
    #expect(app.world.controllers[tabs]?.selectedIndex == 1, "\(width)x\(height): the Settings tab is selected")
    #expect(app.recordedLines.contains { $0.hasPrefix("@tap pop") } && app.recordedLines.contains { $0.hasPrefix("@tap select Settings") })
  }
}
