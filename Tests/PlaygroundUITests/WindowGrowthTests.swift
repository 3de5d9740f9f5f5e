import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Windows grow like controllers (see `GrowthTests`): a scene with 4x the windows costs about
/// 4x the counted work (windows and frames visited, controllers looked up; `WorkMeter`) in
/// loading, resolving, the state with its `windows` list, the warnings, a render and keys,
/// where a lookup that scans every window or frame once per window gives 16x. Nothing is timed.
@Suite struct WindowGrowthTests {
  /// `count` extra windows: most visible, every fifth hidden, every seventh unable to affect
  /// the bar, every eleventh forwarding to the main window; each root overrides its style (so
  /// the warnings name it and say why it is not asked).
  static func yaml(_ count: Int) -> String {
    var lines = [
      "title: windows", "device: iPhone 15 Pro", "os: \"17.0\"", "root:",
      "  controller: { name: App, preferredStatusBarStyle: lightContent }", "windows:",
    ]
    for index in 0..<count {
      var fields = ["name: W\(index)", "height: \(40 + index % 300)"]
      if index % 5 == 0 { fields.append("isHidden: true") }
      if index % 7 == 0 { fields.append("canAffectStatusBarAppearance: false") }
      if index % 11 == 0 { fields.append("forwardsTo: Main") }
      fields.append("root: { controller: { name: V\(index), preferredStatusBarStyle: darkContent } }")
      lines.append("  - { \(fields.joined(separator: ", ")) }")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func work(_ count: Int) throws -> Int {
    try WorkMeter.measure {
      let scene = try SceneLoader.load(text: yaml(count), fileName: "windows.yaml")
      var simulation = Simulation(world: scene.world)
      try simulation.perform("window W1 hidden=false")
      let state = simulation.state(events: [])
      var app = PlaygroundApp(scene: scene)
      _ = app.render(width: 120, height: 40)
      for key in ["j", "T", "u", "w", "l", "z"] {
        _ = app.handle(Key(description: key)!)
        app.finishAnimation()
        _ = app.render(width: 120, height: 40)
      }
      return state.windows?.count ?? 0
    }.work
  }

  @Test func workGrowsLinearlyWithWindows() throws {
    let small = try Self.work(500)
    let large = try Self.work(2_000)
    #expect(small > 500, "the meter counts the visits of every window")
    let ratio = Double(large) / Double(small)
    #expect(ratio < 5, "4x the windows cost \(ratio)x the work (\(small) → \(large))")
  }

  @Test func theStateListsEveryWindowWithItsFrame() throws {
    let scene = try SceneLoader.load(text: Self.yaml(30), fileName: "windows.yaml")
    let state = Simulation(world: scene.world).state(events: [])
    let windows = try #require(state.windows)
    #expect(windows.count == 31)
    let w3 = try #require(windows.first { $0.name == "W3" })
    #expect(w3.frame == [0, 0, 393, 43])
    #expect(windows.first { $0.name == "W5" }?.skipped == "hidden")
    #expect(windows.first { $0.name == "W28" }?.skipped == "below W29")
    #expect(windows.first { $0.name == "W29" }?.decides == true)
  }
}
