import CNCurses
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back to the shell and then prints `message` to stderr; use it instead of
/// `fatalError`, whose message would be lost on the alternate screen.
///
/// While a session is open it calls `endwin`; if a session was opened before, it restores the
/// saved terminal modes with a reset sequence; otherwise it only prints. The session object
/// still needs ``CursesSession/close()`` (or process exit) afterwards.
public func restoreTerminalForFatalError(message: String) {
  if SignalTrap.cursesActive.load(ordering: .acquiring) {
    endwin()
  } else if SignalTrap.hasSavedTerminalModes, isatty(STDOUT_FILENO) == 1 {
    SignalTrap.emergencyRestore()
  }
  let line = message.hasSuffix("\n") ? message : message + "\n"
  let bytes = Array(line.utf8)
  var offset = 0
  while offset < bytes.count {
    let n = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    if n <= 0 { break }
    offset += n
  }
}

/// Restores the terminal, prints `message` to stderr and exits with `status` (70, EX_SOFTWARE,
/// by default). For "cannot happen" paths in the UI.
public func fail(_ message: String, status: Int32 = 70) -> Never {
  restoreTerminalForFatalError(message: message)
  exit(status)
}
