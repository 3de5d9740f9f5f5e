import SceneFile
import StatusBarCore
import Testing

/// `windowScene:` in scene files (R14.1, R14.2, D82): reading, precise errors, writing back.
@Suite struct IPadWindowSceneFileTests {
  static let head = "device: iPad Pro 13-inch (M4)\nos: \"26.0\"\nroot: { controller: { name: First } }\n"

  @Test func R14_1_aWindowedSceneLoadsWithItsFrameAndStyle() throws {
    let world = try loadScene(
      Self.head + "windowScene:\n  frame: [100, 80, 700, 900]\n  controlStyle: minimal\n  frontmost: false\n"
    ).world
    #expect(world.environment.windowing.mode == .windowed)
    #expect(world.environment.windowing.frame == Rect(x: 100, y: 80, width: 700, height: 900))
    #expect(world.environment.windowing.controlStyle == .minimal)
    #expect(!world.environment.windowing.frontmost)
    #expect(LayoutEngine.layout(world).windowScene?.controlsStrip == 32)
  }

  @Test func windowSceneRoundTrips() throws {
    var sim = Simulation(world: try loadScene(Self.head).world)
    try sim.perform("scene window 40 60 600.5 700")
    try sim.perform("scene controlStyle unified")
    try sim.perform("scene frontmost false")
    let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
    #expect(saved.contains("windowScene:\n  mode: windowed\n  frame: [40, 60, 600.5, 700]\n  controlStyle: unified\n  frontmost: false\n"))
    #expect(try loadScene(saved).world.environment.windowing == sim.world.environment.windowing)
    // Full screen with the defaults writes nothing.
    try sim.perform("scene fullScreen")
    try sim.perform("scene controlStyle automatic")
    try sim.perform("scene frontmost true")
    #expect(!SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: []).contains("windowScene"))
  }

  /// A scene saved after a `device`, `os` or `rotate` action loads back.
  @Test func aSavedSceneLoadsAfterTheDeviceOrOrientationChanged() throws {
    for actions in [["rotate landscapeLeft"], ["device iPhone 16"], ["device iPad Air (4th generation)", "os 15.0"]] {
      var sim = Simulation(world: try loadScene(Self.head).world)
      try sim.perform("scene window 100 400 640 900")
      for action in actions { try sim.perform(action) }
      let saved = SceneWriter.yaml(sim.world, title: nil, summary: nil, steps: [])
      #expect(loadError(saved) == nil, "\(actions): \(loadError(saved)?.description ?? "")")
    }
  }

  static let cases: [(String, String, String)] = [
    (
      "off screen", "windowScene:\n  frame: [900, 80, 700, 900]\n",
      "scene.yaml:5:10: error: frame: the window must lie on the screen (x 0…1032, y 0…1376); its far corner is at (1600, 980)"
    ),
    (
      "too small", "windowScene:\n  frame: [0, 0, 100, 900]\n",
      "scene.yaml:5:10: error: frame: a window is at least 320×320 pt and at most the screen, 1032×1376"
    ),
    (
      "three numbers", "windowScene:\n  frame: [0, 0, 400]\n",
      "scene.yaml:5:10: error: frame needs four numbers of points, [x, y, width, height], on the 1032×1376 pt screen, found 3 numbers"
    ),
    (
      "not a number", "windowScene:\n  frame: [0, zero, 400, 400]\n",
      "scene.yaml:5:14: error: `zero` is not a value for frame: expected a number of points such as 20 or 53.67"
    ),
    (
      "style typo", "windowScene:\n  frame: [0, 0, 400, 400]\n  controlStyle: minimall\n",
      "scene.yaml:6:17: error: `minimall` is not a value for controlStyle, did you mean `minimal`? (expected automatic, minimal, unified)"
    ),
    (
      "windowed without frame", "windowScene:\n  mode: windowed\n",
      "scene.yaml:5:9: error: a windowed scene needs its `frame: [x, y, width, height]` in points on the screen"
    ),
    (
      "full screen with frame", "windowScene:\n  mode: fullScreen\n  frame: [0, 0, 400, 400]\n",
      "scene.yaml:6:10: error: a full-screen scene has no frame: remove `frame:` or write `mode: windowed`"
    ),
    ("key typo", "windowScene:\n  frme: [0, 0, 400, 400]\n", "scene.yaml:5:3: error: unknown key `frme` in windowScene, did you mean `frame`?"),
  ]

  @Test(arguments: 0..<cases.count)
  func preciseErrors(_ index: Int) {
    let (name, text, expected) = Self.cases[index]
    #expect(loadError(Self.head + text)?.description == expected, "\(name)")
  }

  @Test func iPhonesAndOldIPadOSAreRefused() {
    let phone = "device: iPhone 16\nos: \"26.0\"\nroot: { controller: { name: First } }\nwindowScene:\n  frame: [0, 0, 400, 400]\n"
    #expect(loadError(phone)?.description.contains("scene.yaml:5:3: error: windowScene is for iPads") == true)
    let old = "device: iPad Pro 13-inch (M4)\nos: \"26.0\"\nroot: { controller: { name: First } }\n"
    #expect(loadError(old) == nil)
    let fifteen = "device: iPad Air (4th generation)\nos: \"15.0\"\nroot: { controller: { name: First } }\nwindowScene:\n  frame: [0, 0, 400, 400]\n"
    #expect(loadError(fifteen)?.description.contains("windowed scenes need iPadOS 16") == true)
  }
}
