import ArgumentParser
import CodeExport
import PlaygroundUI
import SceneFile
import StatusBarCore

struct Code: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "code",
    abstract: "Print the Swift that builds this world in a real app.",
    discussion: """
      One subclass per controller with only the overrides that differ from UIKit's defaults, \
      the container and presentation setup, and the Info.plist keys, written for the scene's \
      iOS version.
      Examples:
        sbplay code nav-bar-decides
        sbplay code sheet-captures --do "os 12.0"
      """)

  @OptionGroup var source: SceneArguments

  func run() throws {
    let scene = try source.loadScene()
    var simulation = Simulation(world: scene.world)
    _ = try SceneResolver.apply(source.actions, to: &simulation)
    Console.out(SwiftExporter.swift(for: simulation.world, title: scene.title), terminator: "")
  }
}

struct Share: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "share",
    abstract: "Print the scene and the actions as Markdown to paste into an issue, or save the world as a scene.",
    discussion: """
      Without --output it prints the starting scene, the actions and the resulting state; with \
      --output it writes the world after the actions as a scene file (asks for --force to \
      overwrite) that loads back to the same state.
      Examples:
        sbplay share nav-bar-decides --do "set Nav.barStyle=black"
        sbplay share --do "present Sheet" --output my-scene.yaml
      """)

  @OptionGroup var source: SceneArguments

  @Option(name: .shortAndLong, help: "Write the resulting world as a scene file instead.")
  var output: String?

  @Flag(help: "Overwrite the --output file if it exists.")
  var force = false

  func run() throws {
    let scene = try source.loadScene()
    var simulation = Simulation(world: scene.world)
    _ = try SceneResolver.apply(source.actions, to: &simulation)
    if let output {
      let text = SceneWriter.yaml(simulation.world, title: scene.title, summary: scene.summary, steps: [])
      do {
        try SceneWriter.writeAtomically(text, to: output, overwrite: force)
      } catch {
        throw CLIError(description: "sbplay share: \(error)")
      }
      Console.out("saved \(TerminalText.inline(output))")
      return
    }
    Console.out(ShareText.markdown(scene: scene, actions: source.actions, snapshot: simulation.snapshot))
  }
}
