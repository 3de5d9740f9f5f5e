import CNCurses
import CellGrid
import Glibc

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
    defer { SignalTrap.busy.store(false, ordering: .relaxed) }
    while true {
      if let status = stopStatus() { return status }
      SignalTrap.busy.store(true, ordering: .relaxed)
      let current = size
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

      if let key = KeyDecoder.decode(status: status, value: value) {
        if key == .ctrl("l") { invalidate() }
        if program.handle(key) == .quit { return 0 }
        needsRender = true
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

  /// True when stdin reports a hang-up or an error (the terminal closed or was revoked).
  static func inputIsGone() -> Bool {
    var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 0) >= 0 else { return errno != EINTR }
    return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
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
