import Foundation

/// Runs a program and waits, with stdout (and optionally stderr) captured.
///
/// posix_spawn instead of Foundation.Process: Process hangs on `tmux new-session -d`, and
/// children of test threads must not inherit a blocked signal mask (sbplay would
/// then miss the signals its end-to-end tests send).
@discardableResult
func spawn(
  _ args: [String], stdin: String? = nil, environment: [String: String]? = nil
) -> (status: Int32, out: String, err: String) {
  let result = spawnMeasured(args, stdin: stdin, environment: environment)
  return (result.status, result.out, result.err)
}

/// Held from a spawn's pipes to its start (see `spawnMeasured`).
private let spawnLock = NSLock()

/// `spawn`, also returning the CPU time (user + system, seconds) the program used: work, which
/// unlike wall time does not grow when other processes share the machine.
func spawnMeasured(
  _ args: [String], stdin: String? = nil, environment: [String: String]? = nil
) -> (status: Int32, out: String, err: String, cpu: Double) {
  var outPipe: [Int32] = [-1, -1]
  var errPipe: [Int32] = [-1, -1]
  var inPipe: [Int32] = [-1, -1]
  // Close-on-exec, under one lock with every spawn: tests spawn in parallel, and a pipe that
  // another test's child inherited stays open for good in a daemon it starts (a tmux server),
  // so this test's read would never see the pipe's end (a hang, seen). The child's own ends
  // are dup2'ed to 0-2, which clears the flag.
  spawnLock.lock()
  var locked = true
  defer { if locked { spawnLock.unlock() } }
  _ = pipe(&outPipe)
  _ = pipe(&errPipe)
  if stdin != nil { _ = pipe(&inPipe) }
  for fd in outPipe + errPipe + inPipe where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, outPipe[1], STDOUT_FILENO)
  posix_spawn_file_actions_adddup2(&actions, errPipe[1], STDERR_FILENO)
  if stdin != nil {
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, inPipe[1])
  } else {
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
  }
  for fd in [outPipe[0], errPipe[0], outPipe[1], errPipe[1]] { posix_spawn_file_actions_addclose(&actions, fd) }
  var attr = posix_spawnattr_t()
  posix_spawnattr_init(&attr)
  defer { posix_spawnattr_destroy(&attr) }
  var none = sigset_t()
  sigemptyset(&none)
  posix_spawnattr_setsigmask(&attr, &none)
  posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGMASK))
  var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
  var envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
  defer { envp.forEach { free($0) } }
  var pid: pid_t = 0
  let started = posix_spawnp(&pid, args[0], &actions, &attr, &argv, &envp)
  close(outPipe[1])
  close(errPipe[1])
  if stdin != nil { close(inPipe[0]) }
  spawnLock.unlock()
  locked = false
  guard started == 0 else {
    close(outPipe[0])
    close(errPipe[0])
    return (-1, "", "cannot start \(args[0])", 0)
  }
  if let stdin {
    let data = Array(stdin.utf8)
    _ = data.withUnsafeBytes { write(inPipe[1], $0.baseAddress, data.count) }
    close(inPipe[1])
  }
  // Read both pipes until EOF (stderr on a thread so neither can fill up and block).
  final class Box: @unchecked Sendable { var bytes = [UInt8]() }
  let errBox = Box()
  let errFD = errPipe[0]
  let done = DispatchSemaphore(value: 0)
  Thread {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let n = read(errFD, &buffer, buffer.count), n > 0 { errBox.bytes += buffer[0..<n] }
    done.signal()
  }.start()
  var output = [UInt8]()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while case let n = read(outPipe[0], &buffer, buffer.count), n > 0 { output += buffer[0..<n] }
  close(outPipe[0])
  done.wait()
  close(errPipe[0])
  var status: Int32 = 0
  var usage = rusage()
  _ = wait4(pid, &status, 0, &usage)
  let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  let cpu =
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
  return (exit, String(decoding: output, as: UTF8.self), String(decoding: errBox.bytes, as: UTF8.self), cpu)
}

/// The built `sbplay` binary, next to the test bundle.
var sbplayBinary: String {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sbplay").path,
    Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("sbplay").path,
    Bundle.main.bundleURL.appendingPathComponent("sbplay").path,
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}

/// Runs sbplay with a pinned environment.
func sbplay(_ args: [String], stdin: String? = nil) -> (status: Int32, out: String, err: String) {
  var env = ProcessInfo.processInfo.environment
  env["LANG"] = "C.UTF-8"
  env["NO_COLOR"] = nil
  return spawn([sbplayBinary] + args, stdin: stdin, environment: env)
}
