import SceneFile
import StatusBarCore

/// The "copy state" text: the starting scene, the actions and the result as Markdown, enough
/// for someone else to reproduce what you see (`sbplay share`, and `Y` in the playground).
public enum ShareText {
  public static func markdown(scene: Scene, actions: [String], snapshot: Snapshot) -> String {
    let start = SceneWriter.yaml(scene.world, title: scene.title, summary: scene.summary, steps: [])
    let shown = snapshot.world.shown
    var lines = [
      "**sbplay scene** (\(scene.source))", "", "```yaml", withoutTrailingNewlines(start), "```",
      "",
    ]
    if !actions.isEmpty {
      lines += ["**Actions**", "", "```"] + actions + ["```", ""]
    }
    lines.append(
      "**Result:** \(shown.hidden ? "hidden" : "visible"), \(shown.style.swiftName) (\(shown.foreground.rawValue) content), "
        + "style decided by \(shown.styleDecider), hidden decided by \(shown.hiddenDecider), frame \(snapshot.layout.statusBarFrame)"
    )
    if !snapshot.warnings.isEmpty {
      lines.append("")
      lines += snapshot.warnings.map { "- " + $0 }
    }
    lines += ["", "Reproduce: save the YAML as scene.yaml, then run:", "", "```sh", reproduceCommand(actions: actions), "```"]
    return lines.joined(separator: "\n")
  }

  static func withoutTrailingNewlines(_ text: String) -> String {
    var text = text
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The shell command that replays the actions on the saved scene, every word quoted for a
  /// POSIX shell so that nothing in an action runs when the line is pasted.
  public static func reproduceCommand(actions: [String]) -> String {
    ShellWord.line(["sbplay", "state", "scene.yaml"] + actions.flatMap { ["--do", $0] })
  }
}
