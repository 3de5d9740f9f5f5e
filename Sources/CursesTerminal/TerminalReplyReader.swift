import CellGrid

/// Picks the terminal's answers to the start-up query (OSC 11, the background colour, then DA1,
/// the device attributes) out of the key stream, so the first frame never waits for them.
///
/// ncurses does not know these sequences: it hands them over one character at a time, an Esc
/// first. An answer is recognised by its form whenever it comes (a slow terminal, SSH or a
/// loaded machine answers late) and however it is split:
/// - `ESC ] digits ;` (or `] digits ;` whose Esc came alone, earlier) starts an OSC answer; from
///   `ESC ]` on it is held across any pause, and once its form is seen it is held until its end
///   (BEL or `ESC \`) and never passed on as keys; past ``maximumLength`` the rest is read and
///   dropped, not kept. An answer that stops coming is dropped (``abandon()``).
/// - `ESC [ ? digits ; … c` is DA1's answer.
/// Anything else is passed through as the keys it is: characters that only began like an
/// answer go on when the next one shows they are not, or when none came in time.
struct TerminalReplyReader {
  /// What one more character did.
  enum Outcome: Equatable {
    /// Part of an answer (or of what may be one): wait for more.
    case pending
    /// Not an answer after all: these characters are keys, in order.
    case keys([UInt32])
    /// The background colour's answer (nil when it could not be read, or was another OSC's).
    case background(TerminalBackground?)
    /// The device attributes' answer: the terminal has said all it will.
    case attributes
  }

  private enum State {
    case idle
    case escape
    /// `]` seen (after an Esc or alone): digits and `;` make it an answer.
    case oscNumber(digits: Int)
    case controlSequence
    case attributes
    /// The form is known: an answer's body, up to BEL or `ESC \`.
    case osc
    case oscEscape
  }

  private var state = State.idle
  private var buffer: [UInt32] = []
  /// Characters of the answer being read that were dropped (over ``maximumLength``).
  private var dropped = 0

  /// Longest answer kept (a terminal's answers are short); a longer one is read to its end and
  /// dropped, never run as keys.
  static let maximumLength = 256

  /// Feeds one character that `wget_wch` returned with `OK`.
  mutating func feed(_ value: UInt32) -> Outcome {
    if buffer.count < Self.maximumLength { buffer.append(value) } else { dropped += 1 }
    switch state {
    case .idle:
      if value == 27 {
        state = .escape
        return .pending
      }
      if value == Self.closeBracket {
        state = .oscNumber(digits: 0)
        return .pending
      }
      return flush()
    case .escape:
      switch value {
      case Self.closeBracket:
        state = .oscNumber(digits: 0)
        return .pending
      case UInt32(UInt8(ascii: "[")):
        state = .controlSequence
        return .pending
      default:
        return flush()
      }
    case .oscNumber(let digits):
      if Self.isDigit(value), digits < 8 {
        state = .oscNumber(digits: digits + 1)
        return .pending
      }
      if value == UInt32(UInt8(ascii: ";")), digits > 0 {
        state = .osc
        return .pending
      }
      return flush()
    case .controlSequence:
      guard value == UInt32(UInt8(ascii: "?")) else { return flush() }
      state = .attributes
      return .pending
    case .attributes:
      if value == UInt32(UInt8(ascii: "c")) {
        reset()
        return .attributes
      }
      // Digits and semicolons only, else it is not DA1.
      let isDigit = Self.isDigit(value) || value == UInt32(UInt8(ascii: ";"))
      return isDigit && buffer.count < Self.maximumLength ? .pending : flush()
    case .osc:
      if value == 7 { return finishOSC(dropping: 1) }
      if value == 27 { state = .oscEscape }
      return .pending
    case .oscEscape:
      if value == UInt32(UInt8(ascii: "\\")) { return finishOSC(dropping: 2) }
      state = value == 27 ? .oscEscape : .osc
      return .pending
    }
  }

  /// No more characters came in time: what was held back is keys (nil when nothing was held,
  /// or when an answer's body is held: that waits for its end, see ``abandon()``).
  mutating func timedOut() -> [UInt32]? {
    guard !buffer.isEmpty, !isHoldingAnswer else { return nil }
    guard case .keys(let keys) = flush() else { return nil }
    return keys
  }

  /// Whether part of a possible answer is held.
  var isHolding: Bool { !buffer.isEmpty }

  /// Whether an answer is held, waiting for its next characters: its body (the form seen), or
  /// `ESC ]` and digits (a pause may fall anywhere; a character that does not fit the form
  /// still ends the wait and passes everything on as keys).
  var isHoldingAnswer: Bool {
    switch state {
    case .osc, .oscEscape: true
    case .oscNumber: buffer.first == 27
    default: false
    }
  }

  /// Drops an answer whose end never came (the terminal cut it): it is still not keys.
  mutating func abandon() {
    if isHoldingAnswer { reset() }
  }

  private static let closeBracket = UInt32(UInt8(ascii: "]"))

  private static func isDigit(_ value: UInt32) -> Bool { (48...57).contains(value) }

  private mutating func finishOSC(dropping terminator: Int) -> Outcome {
    let complete = dropped == 0
    let bytes = buffer.dropLast(complete ? terminator : 0).map { UInt8(truncatingIfNeeded: $0) }
    reset()
    guard complete else { return .background(nil) }
    // An answer whose Esc came alone still reads as OSC 11: the marker starts at `]`.
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
    dropped = 0
    state = .idle
  }
}
