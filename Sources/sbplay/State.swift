import ArgumentParser
import Foundation
import SceneFile
import StatusBarCore

struct State: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "state",
    abstract: "Apply actions to a scene and print the resolved status bar state.",
    discussion: """
      Examples:
        sbplay state nav-bar-decides
        sbplay state nav-bar-decides --do "set Nav.barStyle=black" --json
        sbplay state ~/my-app.yaml --do "os 13.0" --do "present Sheet" --json
      """)

  @OptionGroup var source: SceneArguments

  @Flag(help: "Print JSON instead of text: a stable contract, described by `sbplay schema state`.")
  var json = false

  func run() throws {
    let scene = try source.loadScene()
    var simulation = Simulation(world: scene.world)
    let (events, notes) = try SceneResolver.apply(source.actions, to: &simulation)
    let state = simulation.state(events: events, notes: notes)
    if json {
      Console.json(try JSONOutput.encode(state))
    } else {
      Console.out(StateText.describe(simulation.snapshot, state: state, title: scene.title))
    }
  }
}

enum JSONOutput {
  static func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
