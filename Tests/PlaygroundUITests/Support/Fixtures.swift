import CellGrid
import PlaygroundUI
import SceneFile
import StatusBarCore

/// The built-in default scene: Tabs → Nav (Home, Detail) and Settings; iPhone 8, iOS 12.
func defaultApp(_ options: UIOptions = UIOptions()) -> PlaygroundApp {
  PlaygroundApp(scene: BuiltInScene.load(), options: options)
}

/// A scene made in code.
func app(
  _ device: String, os: String, orientation: Orientation = .portrait, inCall: Bool = false,
  title: String = "Test scene", _ root: ControllerNode, presented: [ControllerNode] = [],
  options: UIOptions = UIOptions()
) -> PlaygroundApp {
  var env = Environment(device: DeviceCatalog.device(named: device)!, os: OSVersion(parsing: os)!)
  env.orientation = orientation
  env.inCall = inCall
  let world = World(environment: env, root: root, presented: presented)
  return PlaygroundApp(
    scene: Scene(title: title, summary: nil, world: world, steps: [], source: "<test>"),
    options: options)
}

/// A navigation stack in a tab bar, the shape most scenes use.
let tabsNavFirst = ControllerNode.tabs(
  "Tabs", [.nav("Nav", [.vc("First", [.title: "First"])]), .vc("Settings")])

extension PlaygroundApp {
  /// Presses keys given by their text form (`"h"`, `"u"`, `"enter"`), one per element.
  mutating func press(_ keys: String...) {
    for text in keys { _ = handle(Key(description: text)!) }
  }

  /// Types text into the command line, one key per character.
  mutating func type(_ text: String) {
    for character in text { _ = handle(.char(character)) }
  }

  var world: World { simulation.world }
  var rows: [String] { render(width: 120, height: 40).rows() }
  var screenText: String { render(width: 120, height: 40).text() }
}
