import ArgumentParser
import Foundation

/// The sbplay executable: the TUI by default, subcommands for headless work (design/cli.md).
@main
struct SBPlay: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sbplay",
    abstract: "A terminal playground that shows how iOS decides its status bar.",
    discussion: """
      Run with no arguments for the interactive playground on the built-in scene, or name a \
      scene file or a bundled scene (`sbplay scenes` lists them).

      Exit codes: 0 success, 1 a check failed, 2 bad input (scene, action, arguments).
      """,
    version: "0.1.0",
    subcommands: [
      Play.self, State.self, Render.self, Cast.self, Check.self, Compare.self, Code.self, Share.self, Devices.self, Rules.self, Scenes.self, SchemaCommand.self, Bench.self,
    ],
    defaultSubcommand: Play.self)

  /// Parses and runs, mapping every usage error to exit code 2 as cli.md asks.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as CLIError {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      Foundation.exit(error.code)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help, --version and --generate-completion-script.
        let message = fullMessage(for: error)
        if let shell = CompletionScripts.requestedShell(CommandLine.arguments) {
          print(CompletionScripts.augment(message, shell: shell))
        } else {
          print(message)
        }
        Foundation.exit(0)
      }
      FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// A failure with its exit code: 1 a check failed, 2 bad input.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  var code: Int32 = 2
}
