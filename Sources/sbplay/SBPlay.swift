import ArgumentParser
import Foundation

/// The sbplay executable: the TUI by default, subcommands for headless work (docs/cli.md).
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
    // Every subcommand names itself (commandName:): deriving a name from the type's name costs
    // about a million instructions per subcommand at every start (docs/speed.md).
    subcommands: [
      Play.self, State.self, Render.self, Cast.self, Slides.self, Check.self, Compare.self, Code.self, Share.self, Import.self, Lint.self,
      Devices.self, Rules.self, Scenes.self, SchemaCommand.self, Bench.self,
    ],
    defaultSubcommand: Play.self)

  /// Parses and runs, mapping every usage error to exit code 2 (docs/cli.md, exit codes).
  /// Most `--do`, `--left` and `--right` actions on one command line. The argument parser's
  /// time grows with the square of their number (1,000 take about a second in a debug build).
  static let maxCommandLineActions = 1_000

  static func main() {
    // A write past the file size limit (ulimit -f) fails with EFBIG instead of ending sbplay:
    // the atomic writers then remove their temporary file and say why the file was not saved.
    signal(SIGXFSZ, SIG_IGN)
    let actions = CommandLine.arguments.dropFirst().count { argument in
      ["--do", "--left", "--right"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
    }
    if actions > maxCommandLineActions {
      Console.error(
        "sbplay: \(actions) actions on the command line: at most \(maxCommandLineActions) are accepted; "
          + "put a longer chain in a file and replay it in the playground with --replay FILE")
      Foundation.exit(2)
    }
    do {
      if CommandLine.arguments.count <= 1 {
        // Plain `sbplay`, the most common start: the playground with every option at its
        // default, without the argument parser's reflection (a third of the start-up).
        try Play.launch(Play.Launch())
        return
      }
      var command = try parseAsRoot()
      try command.run()
    } catch let error as CLIError {
      Console.error(error.description)
      Foundation.exit(error.code)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help, --version and --generate-completion-script.
        let message = fullMessage(for: error)
        if let shell = CompletionScripts.requestedShell(CommandLine.arguments) {
          Console.out(CompletionScripts.augment(message, shell: shell))
        } else {
          Console.out(message)
        }
        Foundation.exit(0)
      }
      Console.error(fullMessage(for: error))
      Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
    }
  }
}

/// A failure with its exit code: 1 a check failed, 2 bad input.
struct CLIError: Error, CustomStringConvertible {
  var description: String
  var code: Int32 = 2
}
