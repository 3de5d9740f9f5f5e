import Foundation
import PackagePlugin

/// Embeds every `Scenes/*.yaml` file into the BundledScenes target at build time, so that
/// `sbplay NAME` finds a bundled scene from any working directory without resource bundles.
@main struct EmbedScenesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let scenes = context.package.directoryURL.appending(path: "Scenes")
    let files = (try? FileManager.default.contentsOfDirectory(at: scenes, includingPropertiesForKeys: nil)) ?? []
    let inputs = files.filter { ["yaml", "yml", "json"].contains($0.pathExtension) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedScenes.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) scenes from Scenes/",
        executable: try context.tool(named: "EmbedScenesTool").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
