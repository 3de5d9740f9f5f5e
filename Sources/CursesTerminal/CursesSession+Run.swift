import CNCurses
import CellGrid
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CursesSession {
  /// Runs a program until it quits or a stop signal arrives, and returns the exit status:
  /// 0 after `.quit`, 128 + the signal after SIGINT, SIGTERM or SIGHUP (130, 143, 129).
  ///
  /// Each turn renders the program at the current size when something changed, draws it,
  /// and waits for a key with a timeout: ``TerminalOptions/idleTimeoutMilliseconds``, or
  /// ``TerminalOptions/tickIntervalMilliseconds`` while the program wants ticks. Ctrl-L
  /// repaints the whole terminal (and still reaches the program).
  public func run<P: TerminalProgram>(_ program: inout P) -> Int32 {
    let clock = ContinuousClock()
    var lastTick: ContinuousClock.Instant?
    var needsRender = true
    var renderedSize: (width: Int, height: Int)?
    var emptyReads = 0
    // The start-up question about the background (sent by `init`): answered whenever the
    // terminal answers, never waited for; its answer is recognised by its form at any time.
    var replies: TerminalReplyReader? = backgroundQuerySent ? TerminalReplyReader() : nil
    var lastReplyInput = clock.now
    defer { SignalTrap.busy.store(false, ordering: .relaxed) }
    while true {
      if let status = stopStatus() { return status }
      SignalTrap.busy.store(true, ordering: .relaxed)
      let current = size
      if SignalTrap.resumed.exchange(false, ordering: .relaxed) {
        invalidate()
        needsRender = true
      }
      if needsRender || renderedSize.map({ $0 != current }) ?? true {
        draw(program.render(width: current.width, height: current.height))
        renderedSize = current
        needsRender = false
      }
      let ticking = program.wantsTicks
      let timeout = ticking ? options.tickIntervalMilliseconds : options.idleTimeoutMilliseconds
      wtimeout(window, Int32(clamping: max(1, timeout)))
      var value: wint_t = 0
      SignalTrap.busy.store(false, ordering: .relaxed)
      if let status = stopStatus() { return status }
      let waitStart = clock.now
      let status = wget_wch(window, &value)
      if let status = stopStatus() { return status }
      SignalTrap.busy.store(true, ordering: .relaxed)
      // A terminal that went away without SIGHUP: reads fail at once, again and again.
      if status == ERR {
        let quick = Self.milliseconds(clock.now - waitStart) < timeout / 2
        emptyReads = quick ? emptyReads + 1 : 0
        if Self.inputIsGone() || emptyReads >= 50 { return 129 }
      } else {
        emptyReads = 0
      }

      var input = [(status: status, value: UInt32(value))]
      if var reader = replies {
        if status == OK {
          let (keys, background) = readReply(&reader, first: UInt32(value))
          input = keys
          lastReplyInput = clock.now
          if let background {
            program.adoptBackground(background)
            needsRender = true
          }
        } else if reader.isHoldingAnswer,
          Self.milliseconds(clock.now - lastReplyInput) > options.replyWindowMilliseconds
        {
          reader.abandon()  // an answer cut short: dropped, still not keys
        }
        replies = reader
      }
      for (status, value) in input {
        if status == KEY_CODE_YES, Int32(bitPattern: value) == cn_key_mouse() {
          // The mouse, alongside the keys: decoded here, hit-tested by the program.
          if let event = Self.readMouse() {
            if program.handleMouse(event, width: current.width, height: current.height) == .quit {
              return 0
            }
            needsRender = true
          }
        } else if let key = KeyDecoder.decode(status: status, value: value) {
          if key == .ctrl("l") { invalidate() }
          switch program.handle(key) {
          case .quit: return 0
          case .copy(let text): Self.copyToClipboard(text)
          case .continue: break
          }
          needsRender = true
        }
      }
      if program.wantsTicks {
        let now = clock.now
        if let last = lastTick {
          let elapsed = Self.milliseconds(now - last)
          if elapsed >= options.tickIntervalMilliseconds || status == ERR {
            lastTick = now
            if program.tick(elapsedMilliseconds: elapsed) { needsRender = true }
          }
        } else {
          lastTick = now
        }
      } else {
        lastTick = nil
      }
    }
  }

  /// Reads on from `first` while it may begin one of the terminal's answers, each character
  /// within a short wait; returns the characters that turned out to be keys (a function key or
  /// the mouse that came meanwhile among them) and the background when its answer came.
  private func readReply(_ reader: inout TerminalReplyReader, first: UInt32)
    -> (keys: [(status: Int32, value: UInt32)], background: TerminalBackground?)
  {
    var keys: [(status: Int32, value: UInt32)] = []
    var background: TerminalBackground?
    var outcome = reader.feed(first)
    while true {
      switch outcome {
      case .keys(let values):
        keys += values.map { (OK, $0) }
      case .background(let answer):
        background = answer ?? background
      case .attributes:
        break
      case .pending:
        wtimeout(window, Int32(clamping: options.replyGapMilliseconds))
        var next: wint_t = 0
        let status = wget_wch(window, &next)
        if status == OK {
          outcome = reader.feed(UInt32(next))
          continue
        }
        // A lone Esc, or a key after it: what was held is keys (an answer's body, its form
        // seen, stays held for the characters still to come).
        keys += (reader.timedOut() ?? []).map { (OK, $0) }
        if status != ERR { keys.append((status, UInt32(next))) }
      }
      return (keys, background)
    }
  }

  /// True when stdin reports a hang-up or an error (the terminal closed or was revoked).
  static func inputIsGone() -> Bool {
    var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) >= 0 else { return errno != EINTR }
    return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
  }

  /// OSC 52: asks the terminal to put `text` on the clipboard (works over SSH where the
  /// terminal allows it; others ignore the sequence). Base64 keeps the payload inert; inside
  /// tmux the sequence needs tmux's `set-clipboard` option.
  static func copyToClipboard(_ text: String) {
    let payload = Base64.encode(Array(ProgramCommand.clipboardText(text).utf8))
    let sequence = "\u{1B}]52;c;\(payload)\u{07}"
    sequence.utf8CString.withUnsafeBufferPointer { buffer in
      _ = write(STDOUT_FILENO, buffer.baseAddress, buffer.count - 1)
    }
  }

  /// The pending mouse event (`getmouse`), or nil for buttons sbplay does not use.
  static func readMouse() -> MouseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let x = Int(event.x)
    let y = Int(event.y)
    switch cn_mouse_kind(event.bstate) {
    case 1: return MouseEvent(.press, x: x, y: y)
    case 4: return MouseEvent(.wheelUp, x: x, y: y)
    case 5: return MouseEvent(.wheelDown, x: x, y: y)
    default: return nil
    }
  }

  private func stopStatus() -> Int32? {
    let signal = SignalTrap.stopSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : 128 + signal
  }

  private static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }
}

/// Runs a program full-screen in the terminal and restores the terminal afterwards, whatever
/// happens. Returns the exit status (0 after `.quit`; 130, 143 or 129 after SIGINT, SIGTERM or
/// SIGHUP), or throws when the terminal cannot be used (print the error: it is one line that
/// points to the headless commands).
///
/// ```swift
/// let options = TerminalOptions.detect(
///   environment: ProcessInfo.processInfo.environment, forceASCII: ascii, forceNoColor: noColor)
/// var app = Playground(glyphs: options.glyphs, colors: options.colors)
/// do { exit(try runInTerminal(&app, options: options)) }
/// catch { FileHandle.standardError.write(Data("\(error)\n".utf8)); exit(1) }
/// ```
public func runInTerminal<P: TerminalProgram>(_ program: inout P, options: TerminalOptions)
  throws(TerminalError) -> Int32
{
  let session = try CursesSession(options: options)
  defer { session.close() }
  return session.run(&program)
}
