import CellGrid

/// Picks the terminal's answers to the start-up query (OSC 11, the background colour, then DA1,
/// the device attributes) out of the key stream, so the first frame never waits for them.
///
/// ncurses does not know these sequences: it hands them over one character at a time, an Esc
/// first. While answers are awaited, an Esc followed at once by `]` or by `[?` starts an answer,
/// which is read to its end (BEL or `ESC \` for OSC, `c` for DA1) and kept from the program;
/// anything else is passed through as the keys it is. A terminal that never answers costs
/// nothing: after DA1 (which every terminal answers) or the deadline, keys are not looked at.
struct TerminalReplyReader {
  /// What one more character did.
  enum Outcome: Equatable {
    /// Part of an answer (or of what may be one): wait for more.
    case pending
    /// Not an answer after all: these characters are keys, in order.
    case keys([UInt32])
    /// The background colour's answer (nil when it could not be read).
    case background(TerminalBackground?)
    /// The device attributes' answer: the terminal has said all it will.
    case attributes
  }

  private enum State {
    case idle
    case escape
    case controlSequence
    case osc
    case oscEscape
    case attributes
  }

  private var state = State.idle
  private var buffer: [UInt32] = []
  /// Answers still awaited (false after DA1).
  private(set) var awaiting = true

  /// Longest answer read before it is treated as keys (a terminal's answers are short).
  static let maximumLength = 256

  /// Feeds one character that `wget_wch` returned with `OK`.
  mutating func feed(_ value: UInt32) -> Outcome {
    guard awaiting else { return .keys([value]) }
    buffer.append(value)
    if buffer.count > Self.maximumLength { return flush() }
    switch state {
    case .idle:
      if value == 27 {
        state = .escape
        return .pending
      }
      return flush()
    case .escape:
      switch value {
      case UInt32(UInt8(ascii: "]")):
        state = .osc
        return .pending
      case UInt32(UInt8(ascii: "[")):
        state = .controlSequence
        return .pending
      default:
        return flush()
      }
    case .controlSequence:
      guard value == UInt32(UInt8(ascii: "?")) else { return flush() }
      state = .attributes
      return .pending
    case .attributes:
      if value == UInt32(UInt8(ascii: "c")) {
        reset()
        awaiting = false
        return .attributes
      }
      // Digits and semicolons only, else it is not DA1.
      let isDigit = (48...57).contains(value) || value == UInt32(UInt8(ascii: ";"))
      return isDigit ? .pending : flush()
    case .osc:
      if value == 7 { return finishOSC(dropping: 1) }
      if value == 27 { state = .oscEscape }
      return .pending
    case .oscEscape:
      if value == UInt32(UInt8(ascii: "\\")) { return finishOSC(dropping: 2) }
      state = .osc
      return .pending
    }
  }

  /// No more characters came in time: what was held back is keys (nil when nothing was held).
  mutating func timedOut() -> [UInt32]? {
    guard !buffer.isEmpty else { return nil }
    guard case .keys(let keys) = flush() else { return nil }
    return keys
  }

  /// Stops looking at keys (the deadline passed).
  mutating func stop() -> [UInt32]? {
    let held = timedOut()
    awaiting = false
    return held
  }

  /// Whether part of a possible answer is held.
  var isHolding: Bool { !buffer.isEmpty }

  private mutating func finishOSC(dropping terminator: Int) -> Outcome {
    let bytes = buffer.dropLast(terminator).map { UInt8(truncatingIfNeeded: $0) }
    reset()
    // Answers to other OSC queries are not asked for; only 11 is read.
    return .background(BackgroundDetection.fromOSC11Reply(bytes + [7]))
  }

  private mutating func flush() -> Outcome {
    let keys = buffer
    reset()
    return .keys(keys)
  }

  private mutating func reset() {
    buffer.removeAll(keepingCapacity: true)
    state = .idle
  }
}
