import CodeExport
import StatusBarCore
import Testing

/// `sbplay code` for an iPad scene in a window (R14.1, R14.2, R14.4).
@Suite struct WindowSceneExportTests {
  func pad(style: WindowingControlStyle, windowed: Bool, requiresFullScreen: Bool = false) -> World {
    var env = Environment(device: DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!, os: OSVersion(26))
    if windowed {
      env.windowing.mode = .windowed
      env.windowing.frame = Rect(x: 100, y: 80, width: 700, height: 900)
    }
    env.windowing.controlStyle = style
    var plist = InfoPlist()
    plist.requiresFullScreen = requiresFullScreen
    return World(environment: env, root: .vc("First"), infoPlist: plist)
  }

  @Test func R14_6_anotherScenesRootIsBuiltWithItsOwnProperties() throws {
    var sim = Simulation(world: pad(style: .automatic, windowed: true))
    try sim.perform("scene add Notes 700 100 320 700")
    try sim.perform("set Notes.title=Notes")
    try sim.perform("set Notes.preferredStatusBarStyle=lightContent")
    try sim.perform("scene select main")
    let code = SwiftExporter.swift(for: sim.world, title: nil)
    #expect(
      code.contains(
        "func makeRootViewController(forScene scene: String) -> UIViewController? {\n  switch scene {\n  case \"Notes\":\n    let notes = NotesViewController()\n    notes.title = \"Notes\""
      ))
    #expect(!code.contains("not in the window"))
  }

  @Test func R14_6_anotherScenesModalChainAndOverlayWindowsAreWrittenForItsScene() throws {
    let world = severalScenesWorld()
    let code = SwiftExporter.swift(for: world, title: nil)
    #expect(!code.contains("are not written"))
    #expect(
      code.contains(
        "func presentModals(forScene scene: String, from root: UIViewController) {\n  switch scene {\n  case \"Notes\":\n    let compose = ComposeViewController()"
      ), "\(code)")
    #expect(code.contains("    presentInOrder([compose, picker], from: root)\n  case \"Mail\":\n    let draft = DraftViewController()"), "\(code)")
    #expect(code.contains("func makeOverlayWindows(forScene sceneName: String, in scene: UIWindowScene) -> [UIWindow] {"))
    #expect(
      code.contains("  case \"Notes\":\n    // HUD\n    let overlayWindow1 = UIWindow(windowScene: scene)\n    overlayWindow1.windowLevel = .alert"), "\(code)")
    #expect(code.contains("    overlayWindow1.rootViewController = hudvc"), "\(code)")
    #expect(code.contains("    AppWindows.byName[\"HUD\"] = overlayWindow1"))
    // The selected scene keeps its own functions, unchanged.
    #expect(code.contains("func presentModals(from root: UIViewController) {\n  let sheet = SheetViewController()"), "\(code)")
    #expect(code.contains("func makeOverlayWindows(in scene: UIWindowScene) -> [UIWindow] {"))
    // presentInOrder is written once, for whichever chains need it.
    #expect(code.components(separatedBy: "func presentInOrder(").count == 2)
  }

  @Test func R14_6_onAnIPhoneTheOtherScenesAreNotWritten() throws {
    var sim = Simulation(world: severalScenesWorld())
    try sim.perform("device iPhone 16")
    let code = SwiftExporter.swift(for: sim.world, title: nil)
    #expect(!code.contains("forScene"))
  }

  @Test func R14_2_theExportReturnsTheControlStyleFromTheSceneDelegate() {
    let code = SwiftExporter.swift(for: pad(style: .minimal, windowed: true), title: nil)
    #expect(code.contains("func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle {\n    .minimal\n  }"))
    #expect(code.contains("@available(iOS 26.0, *)"))
    #expect(code.contains("in a window at (100, 80, 700, 900)"))
    // The default style needs no delegate method; a full-screen default scene writes nothing.
    #expect(!SwiftExporter.swift(for: pad(style: .automatic, windowed: true), title: nil).contains("preferredWindowingControlStyle"))
    #expect(!SwiftExporter.swift(for: pad(style: .automatic, windowed: false), title: nil).contains("Window scene"))
  }

  @Test func R14_4_theExportSaysUIRequiresFullScreenRunsACanvas() {
    let code = SwiftExporter.swift(for: pad(style: .automatic, windowed: true, requiresFullScreen: true), title: nil)
    #expect(code.contains("<key>UIRequiresFullScreen</key>"))
    #expect(code.contains("full-screen canvas, the window controls in the 32 pt band (R14.4)"))
  }
}
