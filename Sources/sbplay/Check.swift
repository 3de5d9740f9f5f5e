import ArgumentParser
import BundledScenes
import SceneFile
import StatusBarCore

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run the lessons' expectations; exit 1 on any failure.",
    discussion: """
      With no scene, every bundled scene is checked.
      Examples:
        sbplay check
        sbplay check nav-bar-decides in-call-bar
        sbplay check ~/lessons/my-lesson.yaml
      """)

  @Argument(help: "Scene files or bundled scene names.")
  var scenes: [String] = []

  func run() throws {
    let names = scenes.isEmpty ? BundledScenes.all.map(\.name) : scenes
    var failed = 0
    var steps = 0
    for name in names {
      let shown = TerminalText.inline(name)
      let scene = try SceneResolver.load(name)
      let result = LessonChecker.run(scene)
      steps += result.steps.count
      if result.passed {
        Console.out("ok    \(shown) (\(result.steps.count) steps)")
      } else {
        failed += 1
        Console.out("FAIL  \(shown)")
        for message in result.failures { Console.out("      " + message) }
      }
    }
    Console.out("\(names.count - failed) passed, \(failed) failed")
    if failed > 0 { throw CLIError(description: "sbplay check: \(failed) of \(names.count) scenes failed", code: 1) }
  }
}
