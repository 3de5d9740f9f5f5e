import CellGrid
import SceneFile
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// Loading a scene and every step that visits its controllers (resolve, layout, warnings, the
/// state, the panels, the device, the keys) grow linearly with the number of controllers: the
/// work they count (controllers looked up, YAML nodes and frames visited; see `WorkMeter`) for
/// 4N controllers stays near 4x the work for N, where a quadratic step would give 16x.
/// Nothing is timed.
@Suite struct GrowthTests {
  /// Scenes of `count` controllers, each shape stressing one way a tree grows.
  enum Shape: String, CaseIterable {
    /// One custom container with `count` children (siblings).
    case children
    /// A navigation stack `count` deep.
    case stack
    /// A tab bar of `count / 10` tabs, each a navigation stack of 9 (siblings of siblings).
    case tabsOfStacks
    /// Containers nested 10 deep, each level with `count / 10` children.
    case nested

    func yaml(_ count: Int) -> String {
      var lines = ["title: growth", "device: iPhone 8", "os: \"12.0\"", "root:"]
      switch self {
      case .children:
        lines += ["  controller:", "    name: Root", "    children:"]
        lines += (0..<count).map { "      - controller: { name: C\($0), title: \"Child \($0)\" }" }
      case .stack:
        lines += ["  navigation:", "    name: Nav", "    viewControllers:"]
        lines += (0..<count).map { "      - controller: { name: C\($0) }" }
      case .tabsOfStacks:
        lines += ["  tabBar:", "    name: Tabs", "    viewControllers:"]
        for tab in 0..<(count / 10) {
          lines += ["      - navigation:", "          name: Nav\(tab)", "          viewControllers:"]
          lines += (0..<9).map { "            - controller: { name: C\(tab)x\($0) }" }
        }
      case .nested:
        var indent = "  "
        lines += ["\(indent)controller:", "\(indent)  name: L0"]
        for level in 0..<10 {
          lines += ["\(indent)  children:"]
          lines += (0..<(count / 10 - 1)).map { "\(indent)    - controller: { name: L\(level)x\($0) }" }
          lines += ["\(indent)    - controller:", "\(indent)        name: L\(level + 1)"]
          indent += "      "
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }
  }

  /// The work of the whole pipeline on a scene: load, the state, a render, and keys that act on
  /// the world (focus moves, a push, a toggle, an update, undo) each followed by a render.
  static func work(_ shape: Shape, _ count: Int) throws -> Int {
    try WorkMeter.measure {
      let scene = try SceneLoader.load(text: shape.yaml(count), fileName: "growth.yaml")
      var simulation = Simulation(world: scene.world)
      try simulation.perform("update")
      _ = simulation.state(events: [])
      var app = PlaygroundApp(scene: scene)
      _ = app.render(width: 120, height: 40)
      for key in ["f", "j", "k", "p", "h", "u", "b", "z", "w"] {
        _ = app.handle(Key(description: key)!)
        app.finishAnimation()
        _ = app.render(width: 120, height: 40)
      }
      return app.simulation.world.controllers.liveCount
    }.work
  }

  @Test(arguments: Shape.allCases)
  func workGrowsLinearlyWithControllers(_ shape: Shape) throws {
    let small = try Self.work(shape, 1_000)
    let large = try Self.work(shape, 4_000)
    #expect(small > 1_000, "the meter counts the visits of every controller")
    let ratio = Double(large) / Double(small)
    #expect(ratio < 5, "\(shape): 4x the controllers cost \(ratio)x the work (\(small) → \(large))")
  }

  /// The meter itself: a quadratic walk over the same controllers is seen as such.
  @Test func theMeterSeesAQuadraticStep() throws {
    func quadratic(_ count: Int) throws -> Int {
      let scene = try SceneLoader.load(text: Shape.children.yaml(count), fileName: "growth.yaml")
      let world = scene.world
      return WorkMeter.measure {
        for id in world.controllers.all.map(\.id) {
          for other in world.controllers.all.map(\.id) where other == id { _ = world.controllers[other] }
        }
      }.work
    }
    let ratio = Double(try quadratic(400)) / Double(try quadratic(100))
    #expect(ratio > 12)
  }
}
