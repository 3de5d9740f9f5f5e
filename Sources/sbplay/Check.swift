import ArgumentParser
import BundledScenes
import SceneFile
import PlaygroundUI
import StatusBarCore

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Run the lessons' expectations and check their answer keys; exit 1 on any failure.",
    discussion: """
      With no scene, every bundled scene is checked.
      Each `answer:` is compared with what UIKit resolves after its step (a decider, dark or light, hidden or visible, points, a style): a wrong key fails with its file:line:column; an answer sbplay cannot compare is a warning.
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
      let answers = AnswerCheck.run(scene)
      let wrongKeys = answers.filter(\.isError)
      steps += result.steps.count
      if result.passed, wrongKeys.isEmpty {
        Console.out("ok    \(shown) (\(result.steps.count) steps)")
      } else {
        failed += 1
        Console.out("FAIL  \(shown)")
        for message in result.failures { Console.out("      " + message) }
        for finding in wrongKeys { Console.out("      " + TerminalText.inline(finding.text)) }
      }
      for finding in answers where !finding.isError {
        Console.out("      warning: " + TerminalText.inline(finding.text))
      }
    }
    Console.out("\(names.count - failed) passed, \(failed) failed")
    if failed > 0 { throw CLIError(description: "sbplay check: \(failed) of \(names.count) scenes failed", code: 1) }
  }
}
