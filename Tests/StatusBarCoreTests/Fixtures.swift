@testable import StatusBarCore

/// Builds worlds tersely for the rule tables.
func world(
  os: String = "12.0", orientation: Orientation = .portrait,
  inCall: Bool = false, appearance: Appearance = .light, plist: InfoPlist = InfoPlist(),
  _ root: ControllerNode?, presented: [ControllerNode] = []
) -> World {
  world(
    "iPhone 8", os: os, orientation: orientation, inCall: inCall, appearance: appearance, plist: plist, root,
    presented: presented)
}

func world(
  _ device: String, os: String = "12.0", orientation: Orientation = .portrait,
  inCall: Bool = false, appearance: Appearance = .light, plist: InfoPlist = InfoPlist(),
  _ root: ControllerNode?, presented: [ControllerNode] = []
) -> World {
  var env = Environment(device: DeviceCatalog.device(named: device)!, os: OSVersion(parsing: os)!)
  env.orientation = orientation
  env.inCall = inCall
  env.appearance = appearance
  return World(environment: env, root: root, presented: presented, infoPlist: plist)
}

func simulation(_ world: World) -> Simulation { Simulation(world: world) }

extension Simulation {
  /// Applies actions that must succeed.
  mutating func run(_ lines: String...) throws {
    for line in lines { try perform(line) }
  }
  var shown: Evaluation { world.shown }
  var layout: Layout { LayoutEngine.layout(world) }
}

extension World {
  var layout: Layout { LayoutEngine.layout(self) }
  var styleBy: String { shown.styleDecider.description }
  var hiddenBy: String { shown.hiddenDecider.description }
}

/// Seed 004's tree: Tabs → Nav → First, plus a second tab.
let tabNavFirst = ControllerNode.tabs(
  "Tabs",
  [
    .nav("Nav", [.vc("First")]),
    .vc("Settings"),
  ])

/// An iPad Pro 13-inch (M4) on iPadOS 26: the scene Reader (.darkContent) in a window at
/// (40, 80, 600, 900), and a second scene Notes (.lightContent) opened in front of it at
/// (660, 100, 340, 700), hidden too when `notesHidden` (R14.6).
func twoWindowScenes(notesHidden: Bool) throws -> Simulation {
  var env = Environment(device: DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!, os: OSVersion(26))
  env.windowing.mode = .windowed
  env.windowing.frame = Rect(x: 40, y: 80, width: 600, height: 900)
  var sim = Simulation(world: World(environment: env, root: .vc("Reader", [.preferredStatusBarStyle: "darkContent"])))
  try sim.run("scene add Notes 660 100 340 700", "set Notes.preferredStatusBarStyle=lightContent")
  if notesHidden { try sim.run("set Notes.prefersStatusBarHidden=true") }
  try sim.run("update")
  return sim
}
