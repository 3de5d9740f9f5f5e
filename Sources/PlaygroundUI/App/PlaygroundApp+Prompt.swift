import StatusBarCore

/// The command line's keys: typing, editing, history and completion, and what enter runs for
/// each purpose (an action line, a file name, an answer, a device from the picker).
extension PlaygroundApp {
  mutating func typeIntoPrompt(_ character: Character) {
    guard case .prompt(var prompt) = mode else { return }
    prompt.choice = 0
    prompt.completions = []
    prompt.noCompletion = false
    if prompt.text.count < 500 { prompt.insert(character) }
    mode = .prompt(prompt)
  }

  mutating func runPrompt(_ command: Command) -> CommandOutcome {
    guard case .prompt(var prompt) = mode else { return .nothing }
    let purpose = prompt.purpose
    prompt.completions = []
    prompt.noCompletion = false
    switch command {
    case .promptRun:
      let line = prompt.line.trimmed
      if purpose == .answer, line.isEmpty { return .nothing }  // an answer needs words
      mode = .normal
      switch purpose {
      case .savePath: return saveScene(to: line)
      case .picturePath: return savePicture(to: line, pictures: prompt.pictures)
      case .answer: return answerQuestion(line)
      case .device:
        return pickDevice(DevicePicker.choice(in: prompt, os: simulation.world.os), query: prompt.line)
      case .action: return runLine(line)
      }
    case .promptCancel:
      return cancelPrompt(purpose)
    case .promptBackspace:
      if prompt.text.isEmpty { return cancelPrompt(purpose) }
      prompt.backspace()
    case .promptHistoryUp where purpose == .device: prompt.choice = max(0, prompt.choice - 1)
    case .promptHistoryDown where purpose == .device: prompt.choice += 1
    case .promptHistoryUp where purpose == .action: prompt.browse(commandHistory, older: true)
    case .promptHistoryDown where purpose == .action: prompt.browse(commandHistory, older: false)
    case .promptComplete where purpose == .action: prompt.complete(world: simulation.world)
    case .promptComplete where purpose == .picturePath: switchPicture(&prompt)
    case .promptLeft: prompt.move(-1)
    case .promptRight: prompt.move(1)
    case .promptHome: prompt.home()
    case .promptEnd: prompt.end()
    case .promptDelete: prompt.deleteForward()
    case .promptClear: prompt.clear()
    default: break
    }
    mode = .prompt(prompt)
    return .nothing
  }

  /// A line typed at `:`: an action of the action language, or `import FILE`.
  mutating func runLine(_ line: String) -> CommandOutcome {
    guard !line.isEmpty else { return .nothing }
    if commandHistory.last != line { commandHistory.append(line) }
    if commandHistory.count > 100 { commandHistory.removeFirst() }
    if line.hasPrefix("import ") {
      return importDump(from: String(line.dropFirst("import ".count)))
    }
    do {
      let action = try ActionParser.parse(line)
      return apply([action], animate: true, autoUpdate: true)
    } catch {
      session.update(.log(SessionLog.Entry(kind: .refused, text: line, notes: [error.message])))
      message = .error(error.message)
      return .refused(error.message)
    }
  }

  /// Esc on the line: a typed answer is skipped (the step still runs), a save is cancelled.
  mutating func cancelPrompt(_ purpose: CommandPrompt.Purpose) -> CommandOutcome {
    mode = .normal
    switch purpose {
    case .answer: return answerQuestion(nil)
    case .savePath: message = .info("not saved")
    case .picturePath: message = .info("no picture saved")
    case .device: message = .info("device unchanged")
    case .action: break
    }
    return .nothing
  }
}
