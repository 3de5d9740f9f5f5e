import PlaygroundUI
import SceneFile
import StatusBarCore
import Testing

/// Golden screens of an iPad scene in a window on iPadOS 26 (R14.1 … R14.4, D82 … D84): the
/// desktop, the window where its frame puts it, the controls at its top-leading corner and the
/// screen's bar. Look at every recorded file before committing it.
@Suite struct WindowedIPadSnapshotTests {
  func windowed(style: WindowingControlStyle = .automatic, requiresFullScreen: Bool = false) -> PlaygroundApp {
    var env = Environment(device: DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!, os: OSVersion(26))
    env.windowing.mode = .windowed
    env.windowing.frame = Rect(x: 160, y: 120, width: 640, height: 900)
    env.windowing.controlStyle = style
    var plist = InfoPlist()
    plist.requiresFullScreen = requiresFullScreen
    let world = World(environment: env, root: tabsNavFirst, infoPlist: plist)
    return PlaygroundApp(scene: Scene(title: "Windowed iPad", summary: nil, world: world, steps: [], source: "<test>"), options: UIOptions())
  }

  @Test func R14_1_aWindowedIPadAt120x40() {
    let playground = windowed()
    let text = playground.screenText
    #expect(text.contains("●●●"))
    assertSnapshot("ipad-windowed-120x40", playground, width: 120, height: 40)
  }

  @Test func R14_1_aWindowedIPadAt80x24() {
    assertSnapshot("ipad-windowed-80x24", windowed(), width: 80, height: 24)
  }

  @Test func R14_2_theMinimalStripAt120x40() {
    assertSnapshot("ipad-windowed-minimal-120x40", windowed(style: .minimal), width: 120, height: 40)
  }

  @Test func R14_4_theFullScreenCanvasAt120x40() {
    let playground = windowed(requiresFullScreen: true)
    #expect(playground.screenText.contains("●●●"))
    assertSnapshot("ipad-requires-full-screen-120x40", playground, width: 120, height: 40)
  }
}
