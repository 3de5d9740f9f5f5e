/// What has the keyboard: the main screen or an overlay. Esc closes overlays, never quits.
enum Mode: Hashable, Sendable {
  case normal
  case help(scroll: Int)
  case presentChooser(PresentChooser)
  /// The command line, also used to type a file name or a free-text answer.
  case prompt(CommandPrompt)
  case lessonMenu(LessonMenu)
  /// The current lesson step's question (`LessonSession.question`) waits for a choice.
  case question
  case confirm(Confirmation)
  case viewer(TextViewer)
  case compare(CompareView)

  var context: KeyContext {
    switch self {
    case .normal: .main
    case .help: .help
    case .presentChooser: .chooser
    case .prompt: .prompt
    case .lessonMenu: .menu
    case .question: .question
    case .confirm: .confirm
    case .viewer: .viewer
    case .compare: .compare
    }
  }

  /// An overlay is drawn over the main screen in this mode.
  var hasOverlay: Bool {
    switch self {
    case .normal, .question, .prompt: false
    case .help, .presentChooser, .lessonMenu, .confirm, .viewer, .compare: true
    }
  }
}

/// A yes/no question before something that cannot be undone.
enum Confirmation: Hashable, Sendable {
  /// Forget every lesson's progress; the menu comes back afterwards.
  case resetProgress(LessonMenu)
  /// Replace an existing file with the saved scene.
  case overwrite(path: String, text: String)

  var question: String {
    switch self {
    case .resetProgress: "Reset the progress of every lesson? This cannot be undone."
    case .overwrite(let path, _): "\(path) exists. Replace it?"
    }
  }
}

/// The line above the footer: what the last key did, or why it was refused.
enum Message: Hashable, Sendable {
  case welcome
  case info(String)
  case error(String)
}
