#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Signal handling for a curses session.
///
/// Installed *before* `newterm`, so ncurses leaves SIGINT/SIGTERM to us while still handling
/// SIGWINCH (`KEY_RESIZE`) and SIGTSTP (Ctrl-Z) itself. Stop signals (every signal whose default
/// is to end the process, Ctrl-\ included) set a flag that the loop polls while it
/// waits for a key; while the program is busy computing a frame or a key, the handler restores
/// the terminal itself and ends the process at once, so Ctrl-C acts within a fraction of a
/// second at any scene size. Crash signals restore the terminal with async-signal-safe calls,
/// print one line and re-raise with the default action: the process ends at once (Swift's
/// backtracer would wait for a key on an interactive terminal).
enum SignalTrap {
  /// The stop signal received (SIGINT, SIGTERM or SIGHUP), or 0.
  static let stopSignal = Atomic<Int32>(0)
  /// True while curses owns the screen (between `newterm` and `endwin`).
  static let cursesActive = Atomic<Bool>(false)

  /// Set when the process continues after a stop (Ctrl-Z, then `fg`): curses repainted the
  /// screen from its own copy, which the ANSI encoder's frames never reach, so the run loop
  /// draws everything again.
  static let resumed = Atomic<Bool>(false)

  /// True while the run loop computes (renders or handles a key) rather than waits for input.
  static let busy = Atomic<Bool>(false)

  /// Every signal whose default action ends the process without a crash: the classic ones and
  /// SIGIO; on Linux also SIGPWR, SIGSTKFLT and the real-time signals (34…64; glibc keeps 32
  /// and 33), which macOS does not have. Not SIGXFSZ: the sbplay executable ignores it, so that
  /// a write past the file size limit fails with EFBIG, is reported and leaves no temporary file
  /// (it ended sbplay mid-save).
  static let stopSignals: [Int32] = {
    var signals: [Int32] = [
      SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
      SIGIO,
    ]
    #if canImport(Glibc)
      signals += [SIGPWR, SIGSTKFLT] + Array(34...64)
    #endif
    return signals
  }()
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

  /// Saves the terminal modes, unblocks the signals the session needs (a parent may have
  /// blocked them) and installs the handlers.
  static func install() {
    stopSignal.store(0, ordering: .relaxed)
    if tcgetattr(STDIN_FILENO, savedTermios) == 0 {
      haveSavedTermios.store(true, ordering: .releasing)
    }
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for sig in stopSignals + crashSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&wanted, sig) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    for sig in stopSignals {
      install(sig) { s in
        SignalTrap.stopSignal.store(s, ordering: .relaxed)
        if SignalTrap.busy.load(ordering: .relaxed) {
          SignalTrap.emergencyRestore()
          _exit(128 + s)
        }
      }
    }
    install(SIGCONT) { _ in SignalTrap.resumed.store(true, ordering: .relaxed) }
    for sig in crashSignals {
      install(sig) { s in
        SignalTrap.emergencyRestore()
        let note: StaticString = "sbplay: crashed (fatal signal); the terminal was restored\n"
        _ = write(STDERR_FILENO, note.utf8Start, note.utf8CodeUnitCount)
        var fallback = sigaction()
        SignalTrap.setHandler(&fallback, SIG_DFL)
        sigemptyset(&fallback.sa_mask)
        _ = sigaction(s, &fallback, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, s)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        raise(s)
      }
    }
  }

  /// Puts back the handlers that were there before ``install()``.
  static func uninstall() {
    for sig in stopSignals + crashSignals + [SIGCONT] where installed[Int(sig)] {
      _ = sigaction(sig, previousActions + Int(sig), nil)
      installed[Int(sig)] = false
    }
  }

  /// Restores the saved terminal modes, resets attributes, shows the cursor, turns the keypad's
  /// application mode off and leaves the alternate screen with raw escape sequences.
  /// Async-signal-safe: no allocation, no locks, no curses.
  static func emergencyRestore() {
    if haveSavedTermios.load(ordering: .acquiring) {
      _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTermios)
    }
    let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l\r\n"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
  }

  /// True once ``install()`` has saved the terminal modes.
  static var hasSavedTerminalModes: Bool { haveSavedTermios.load(ordering: .acquiring) }

  // MARK: - Storage touched by signal handlers (allocated once, never freed)

  private static let haveSavedTermios = Atomic<Bool>(false)
  nonisolated(unsafe) private static let savedTermios: UnsafeMutablePointer<termios> = {
    let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    pointer.initialize(to: termios())
    return pointer
  }()
  nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
  }()
  nonisolated(unsafe) private static var installed = [Bool](repeating: false, count: 65)

  private static func install(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
    guard sig > 0, sig < 65 else { return }
    var action = sigaction()
    setHandler(&action, handler)
    sigemptyset(&action.sa_mask)
    if installed[Int(sig)] {
      _ = sigaction(sig, &action, nil)  // keep the original previous handler
    } else {
      _ = sigaction(sig, &action, previousActions + Int(sig))
      installed[Int(sig)] = true
    }
  }

  /// Sets a `sigaction`'s handler, a union each C library spells its own way.
  private static func setHandler(_ action: inout sigaction, _ handler: (@convention(c) (Int32) -> Void)?) {
    #if canImport(Glibc)
      action.__sigaction_handler = .init(sa_handler: handler)
    #elseif canImport(Darwin)
      action.__sigaction_u = __sigaction_u(__sa_handler: handler)
    #endif
  }
}
