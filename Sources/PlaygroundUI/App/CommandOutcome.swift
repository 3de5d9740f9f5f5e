import CellGrid

/// What a command did, returned to the key handler instead of left in fields of the app
/// (bubbletea's `Update` returning a `Cmd`): the lines for the recording, why it was refused,
/// text for the clipboard, a failed progress save, a skip it arms, whether the program ends.
/// The model itself (world, mode, message, log) is still changed in place.
struct CommandOutcome: Hashable, Sendable {
  /// What the command did, in order: the action lines it applied and its other changes
  /// (`undo: push VC2`, `lesson 01-basics`). The recording's comment for the key.
  var did: [String] = []
  /// Why the command did nothing (recorded as `refused: …` when nothing was done).
  var refusal: String?
  /// Text for the terminal's clipboard (OSC 52).
  var clipboard: String?
  /// A failed progress save: shown after the key's own message.
  var saveProblem: String?
  /// The notes UIKit's actions deserved in the last step applied (for `warning` goals).
  var notes: [String] = []
  /// `enter` on an unreached goal arms a skip of that step: the next key, if `enter`, skips.
  var armsSkip: Int?
  /// The program ends.
  var quits = false

  static let nothing = CommandOutcome()

  static func did(_ line: String) -> CommandOutcome { CommandOutcome(did: [line]) }

  /// A command that did nothing, and why.
  static func refused(_ why: String) -> CommandOutcome { CommandOutcome(refusal: why) }

  /// Nothing was refused (for an `apply`: every action was applied).
  var succeeded: Bool { refusal == nil }

  /// The recording's line for the key that had this outcome: `key x  # push VC2; update` or
  /// `key x  # refused: why`.
  func recordedLine(for key: Key) -> String {
    var line = "key \(key.description)"
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

  /// One outcome after another: the lines of both; the later refusal, clipboard, save problem,
  /// notes and armed skip replace the earlier ones.
  static func += (first: inout CommandOutcome, then: CommandOutcome) {
    first.did += then.did
    first.refusal = then.refusal ?? first.refusal
    first.clipboard = then.clipboard ?? first.clipboard
    first.saveProblem = then.saveProblem ?? first.saveProblem
    if !then.did.isEmpty || !then.notes.isEmpty { first.notes = then.notes }
    first.armsSkip = then.armsSkip ?? first.armsSkip
    first.quits = first.quits || then.quits
  }
}
