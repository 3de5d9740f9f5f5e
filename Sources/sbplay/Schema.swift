import ArgumentParser
import SceneFile

struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of scene files or of `sbplay state --json`.",
    discussion: """
      The same schemas are in the repository's schemas/ folder and, after `make install`, in \
      PREFIX/share/sbplay/schemas. Point a YAML language server at the scene schema with a \
      first line such as:
        # yaml-language-server: $schema=/usr/local/share/sbplay/schemas/scene.schema.json

      Examples:
        sbplay schema scene > scene.schema.json
        sbplay schema state
      """)

  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case scene
    case state
  }

  @Argument(help: "Which schema: scene (scene files) or state (`sbplay state --json`).")
  var kind: Kind

  func run() throws {
    switch kind {
    case .scene: Console.json(SceneSchema.document.pretty())
    case .state: Console.json(StateSchema.document.pretty())
    }
  }
}
