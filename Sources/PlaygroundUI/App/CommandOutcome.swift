import CellGrid

/// One thing a command did, for the key handler to act on (bubbletea's `Cmd`, TCA's effect).
enum CommandEffect: Hashable, Sendable {
  /// Actions applied as one step: their lines, and the notes UIKit's actions deserved (for
  /// `warning` goals).
  case applied(lines: [String], notes: [String])
  /// Another change the recording names (`undo: push VC2`, `lesson 01-basics`).
  case did(String)
  /// The command did nothing, and why (recorded as `refused: …` when nothing was done).
  case refused(String)
  /// Text for the terminal's clipboard (OSC 52).
  case copy(String)
  /// A failed progress save: shown after the key's own message.
  case saveFailed(String)
  /// `enter` on an unreached goal arms a skip of that step: the next key, if `enter`, skips.
  case armSkip(step: Int)
  /// The program ends.
  case quit
}

/// What a command did, returned to the key handler instead of left in fields of the app
/// (bubbletea's `Update` returning a `Cmd`): its effects in the order they happened. An empty
/// list is a command that did nothing worth recording.
struct CommandOutcome: Hashable, Sendable {
  var effects: [CommandEffect] = []

  static let nothing = CommandOutcome()

  init(_ effects: [CommandEffect] = []) { self.effects = effects }

  init(_ effect: CommandEffect) { self.effects = [effect] }

  static func did(_ line: String) -> CommandOutcome { CommandOutcome(.did(line)) }

  /// A command that did nothing, and why.
  static func refused(_ why: String) -> CommandOutcome { CommandOutcome(.refused(why)) }

  /// What the command did, in order: the action lines it applied and its other changes. The
  /// recording's comment for the key.
  var did: [String] {
    effects.flatMap { effect -> [String] in
      switch effect {
      case .applied(let lines, _): lines
      case .did(let line): [line]
      default: []
      }
    }
  }

  /// The last refusal, if any effect was one.
  var refusal: String? { last { if case .refused(let why) = $0 { why } else { nil } } }

  /// The last text for the clipboard.
  var clipboard: String? { last { if case .copy(let text) = $0 { text } else { nil } } }

  /// The last failed progress save.
  var saveProblem: String? { last { if case .saveFailed(let problem) = $0 { problem } else { nil } } }

  /// The step whose skip the last arming effect armed.
  var armsSkip: Int? { last { if case .armSkip(let step) = $0 { step } else { nil } } }

  /// The program ends.
  var quits: Bool { effects.contains(.quit) }

  /// UIKit's notes for the last thing done: those of the last applied step, none when another
  /// change came after it.
  var notes: [String] {
    last {
      switch $0 {
      case .applied(_, let notes): notes
      case .did: []
      default: nil
      }
    } ?? []
  }

  /// Nothing was refused (for an `apply`: every action was applied).
  var succeeded: Bool { refusal == nil }

  private func last<T>(_ pick: (CommandEffect) -> T?) -> T? {
    for effect in effects.reversed() {
      if let value = pick(effect) { return value }
    }
    return nil
  }

  /// The recording's line for the key that had this outcome: `key x  # push VC2; update` or
  /// `key x  # refused: why`.
  func recordedLine(for key: Key) -> String {
    var line = "key \(key.description)"
    let did = did
    if !did.isEmpty {
      line += "  # " + did.joined(separator: "; ")
    } else if let refusal {
      line += "  # refused: " + refusal
    }
    return line
  }

  /// What the terminal loop is asked to do after the key.
  var programCommand: ProgramCommand {
    if quits { return .quit }
    return clipboard.map(ProgramCommand.copy) ?? .continue
  }

  /// One outcome after another: the effects of both, in order.
  static func += (first: inout CommandOutcome, then: CommandOutcome) {
    first.effects += then.effects
  }
}
