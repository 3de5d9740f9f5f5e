import Foundation
import Testing

/// Every signal that ends sbplay gives the terminal back first and ends it promptly,
/// and a terminal that goes away without SIGHUP ends the playground instead of a busy loop.
/// (SIGXFSZ is ignored, so that a write past the size limit fails: FileSizeLimitEndToEndTests.)
@Suite(.serialized) struct SignalEndToEndTests {
  /// Signals that end sbplay; Linux adds SIGPWR and the real-time signals, which macOS lacks.
  static let endingSignals: [(String, Int32)] = {
    var signals: [(String, Int32)] = [
      ("USR1", SIGUSR1), ("PIPE", SIGPIPE), ("ALRM", SIGALRM), ("XCPU", SIGXCPU), ("VTALRM", SIGVTALRM),
      ("QUIT", SIGQUIT), ("SYS", SIGSYS), ("SEGV", SIGSEGV), ("ABRT", SIGABRT),
      ("IO", SIGIO), ("USR2", SIGUSR2), ("BUS", SIGBUS),
    ]
    #if canImport(Glibc)
      signals += [("PWR", SIGPWR), ("RTMIN", 34), ("RTMAX", 64)]
    #endif
    return signals
  }()

  @Test(.needs(.tmux, .pgrep), arguments: endingSignals)
  func everyEndingSignalRestoresTheTerminal(name: String, signal: Int32) throws {
    let tmux = TmuxDriver(command: TerminalEndToEndTests.command(), name: "end\(name)")
    #expect(tmux.waitFor("status bar 20 pt"))
    let pid = try #require(tmux.panePID)
    let children = spawn(["pgrep", "-P", "\(pid)"]).out.split(separator: "\n").compactMap { Int32($0) }
    try #require(!children.isEmpty)
    for child in children { kill(child, signal) }
    #expect(tmux.waitFor("EXIT=\(128 + signal)"), "\(name): \(tmux.screen())")
    #expect(tmux.waitFor("icanon echo"), "\(name): terminal not restored: \(tmux.screen())")
  }

  @Test(.needsTmux) func ctrlBackslashQuitsAndRestores() throws {
    let tmux = TmuxDriver(command: TerminalEndToEndTests.command(), name: "ctrlbs")
    #expect(tmux.waitFor("status bar 20 pt"))
    tmux.press("C-\\")
    #expect(tmux.waitFor("EXIT=131"), "\(tmux.screen())")
    #expect(tmux.waitFor("icanon echo"), "terminal not restored: \(tmux.screen())")
  }

  /// Ctrl-C while a huge scene is still being drawn (seconds of work) ends sbplay at once.
  @Test(.needsTmux) func ctrlCActsDuringALongRender() throws {
    let path = NSTemporaryDirectory() + "sbplay-big-\(getpid()).yaml"
    var lines = ["device: iPhone 8", "os: \"13.0\"", "root:", "  controller:", "    name: R", "    children:"]
    for index in 0..<30_000 { lines.append("    - controller: {name: \(index)}") }
    try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let tmux = TmuxDriver(command: TerminalEndToEndTests.command(path), name: "busyint")
    // Wait until the playground owns the terminal (loading a scene this big takes seconds in a
    // debug build, before any handler is installed), then interrupt its first, long frame.
    let started = Date()
    while !tmux.alternateScreenOn, Date().timeIntervalSince(started) < 30 { Thread.sleep(forTimeInterval: 0.1) }
    #expect(tmux.alternateScreenOn, "the playground did not start: \(tmux.screen())")
    Thread.sleep(forTimeInterval: 0.5)
    tmux.press("C-c")
    #expect(tmux.waitFor("EXIT=130", timeout: 3), "\(tmux.screen())")
    #expect(tmux.waitFor("icanon echo"), "terminal not restored: \(tmux.screen())")
  }

  /// The pty's other end closes and no SIGHUP comes (sbplay is not in the terminal's session):
  /// reads fail, and the playground must end rather than spin.
  @Test func aLostTerminalEndsThePlayground() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    try #require(openpty(&master, &slave, nil, nil, nil) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [STDIN_FILENO, STDOUT_FILENO] { posix_spawn_file_actions_adddup2(&actions, slave, fd) }
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)
    var attr = posix_spawnattr_t()
    posix_spawnattr_init(&attr)
    defer { posix_spawnattr_destroy(&attr) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attr, &none)
    // 0x80 is glibc's POSIX_SPAWN_SETSID (not imported into Swift): a new session, no controlling tty.
    posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK) | 0x80)
    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(sbplayBinary), nil]
    defer { argv.forEach { free($0) } }
    let environment: [String] = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=/nonexistent"]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    try #require(posix_spawn(&pid, sbplayBinary, &actions, &attr, &argv, &envp) == 0)
    close(slave)
    // Wait until it has drawn (output arrives), then hang up our end.
    var buffer = [UInt8](repeating: 0, count: 65536)
    var seen = 0
    let start = Date()
    while seen < 2000, Date().timeIntervalSince(start) < 15 {
      var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&entry, 1, 200) > 0 { seen += max(0, read(master, &buffer, buffer.count)) }
    }
    close(master)
    var status: Int32 = 0
    var waited: pid_t = 0
    let closed = Date()
    while waited == 0, Date().timeIntervalSince(closed) < 15 {
      waited = waitpid(pid, &status, WNOHANG)
      if waited == 0 { usleep(20_000) }
    }
    if waited == 0 {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    #expect(waited == pid, "still running 15 s after the terminal closed")
  }
}
