import ArgumentParser
import BundledScenes
import SceneFile

struct Scenes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scenes",
    abstract: "List the bundled scenes with their titles.",
    discussion: """
      Open one with `sbplay NAME`, inspect it with `sbplay state NAME`.
      """)

  func run() throws {
    let width = BundledScenes.all.map(\.name.count).max() ?? 0
    for entry in BundledScenes.all {
      let title: String
      do {
        title = try SceneLoader.load(text: entry.text, fileName: entry.fileName).title ?? ""
      } catch {
        title = "(does not load: \(error.description))"
      }
      Console.out(entry.name.padding(width) + "  " + title)
    }
  }
}
