import SceneFile
import CellGrid

/// The main screen's teaching and sharing keys, and the keys of an open lesson.
extension PlaygroundApp {
  /// `digit` is the digit typed, for `applyFix`.
  mutating func runTeaching(_ command: Command, digit: Int?) -> CommandOutcome {
    switch command {
    case .startLesson:
      if scene.steps.isEmpty {
        openMenu()
      } else {
        return startLesson(of: scene, predict: false)
      }
    case .openLessons: openMenu()
    case .togglePredict: return togglePredict()
    case .toggleWhy: toggleWhy()
    case .applyFix: return digit.map { applyFix($0) } ?? .nothing
    case .showCitedRules: showCitedRules()
    case .exportCode: exportCode()
    case .saveScene: askSavePath()
    case .savePicture: askPicturePath()
    case .copyState: return copyState()
    case .compare: openCompare()
    case .nextStep: return nextStep()
    case .previousStep: return previousStep()
    case .hint: showHint()
    case .showSolution: return showSolution()
    case .leaveLesson: return leaveLesson()
    default: break
    }
    return .nothing
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
    self.session.update(.showKey(shown))
  }
}
