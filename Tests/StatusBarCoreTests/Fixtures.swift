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
