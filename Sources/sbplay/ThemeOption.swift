import ArgumentParser
import CellGrid
import CursesTerminal
import Foundation

extension ThemeChoice: ExpressibleByArgument {}

/// `--theme light|dark|auto`, shared by the playground and `render`.
struct ThemeOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Colours for a light or a dark terminal background; auto (the default) asks the terminal, then reads COLORFGBG. Also SBPLAY_THEME.",
      valueName: "light|dark|auto"))
  var theme: ThemeChoice?

  /// The background to draw for; `query` asks the terminal (only the playground has one).
  func background(query: () -> TerminalBackground? = { nil }) throws -> TerminalBackground {
    do {
      return try BackgroundDetection.resolve(flag: theme, environment: ProcessInfo.processInfo.environment, query: query)
    } catch {
      throw CLIError(description: error.description)
    }
  }
}
