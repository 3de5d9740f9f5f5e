/// What has the keyboard: the main screen or an overlay. Esc closes overlays, never quits.
enum Mode: Hashable, Sendable {
  case normal
  case help(scroll: Int)
  case presentChooser(PresentChooser)
  case prompt(CommandPrompt)

  var context: KeyContext {
    switch self {
    case .normal: .main
    case .help: .help
    case .presentChooser: .chooser
    case .prompt: .prompt
    }
  }
}

/// The line above the footer: what the last key did, or why it was refused.
enum Message: Hashable, Sendable {
  case welcome
  case info(String)
  case error(String)
}
