import SceneFile
import CellGrid

/// The main screen's teaching and sharing keys (issue 5), and the keys of an open lesson.
extension PlaygroundApp {
  mutating func runTeaching(_ command: Command) {
    switch command {
    case .startLesson:
      if scene.steps.isEmpty {
        openMenu()
      } else {
        startLesson(of: scene, predict: false)
      }
    case .openLessons: openMenu()
    case .togglePredict: togglePredict()
    case .toggleWhy: toggleWhy()
    case .applyFix: applyFix()
    case .showCitedRules: showCitedRules()
    case .exportCode: exportCode()
    case .saveScene: askSavePath()
    case .copyState: copyState()
    case .compare: openCompare()
    case .nextStep: nextStep()
    case .previousStep: previousStep()
    case .hint: showHint()
    case .showSolution: showSolution()
    case .leaveLesson: leaveLesson()
    default: break
    }
  }

  /// Remembers a key for presenter mode's strip: keys as their names, a typed line as itself.
  mutating func noteKeyForStrip(_ key: Key, in context: KeyContext) {
    var shown: String
    if context == .prompt {
      guard key == .enter, case .prompt(let prompt) = mode else { return }
      guard !prompt.line.trimmed.isEmpty else { return }
      shown = prompt.purpose == .action ? ":" + prompt.line.trimmed : prompt.line.trimmed
    } else {
      shown = KeyBinding.name(of: key, options.glyphs)
    }
    if shown.count > 40 { shown = String(shown.prefix(39)) + options.glyphs.ellipsis }
    recentKeys.append(shown)
    if recentKeys.count > 12 { recentKeys.removeFirst(recentKeys.count - 12) }
  }
}
