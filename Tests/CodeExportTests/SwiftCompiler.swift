import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `swiftc -parse` on files: spawned with `posix_spawnp` and `waitpid` (not
/// Foundation.Process), with the signal mask reset so the test runner's blocked signals do not
/// leak into the compiler.
enum SwiftCompiler {
  /// `swiftc` from PATH, else the toolchain's usual place; nil when neither exists.
  static let path: String? = {
    let pathDirectories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    let candidates = pathDirectories.map { "\($0)/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.first { access($0, X_OK) == 0 }
  }()

  struct Result {
    var status: Int32
    /// stdout and stderr together.
    var output: String
  }

  /// `swiftc -parse FILES…`: one driver for all files; every file is parsed even after an error.
  static func parse(_ files: [String]) throws -> Result {
    guard let path else { throw SpawnError(message: "swiftc not found") }
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("sbplay-swiftc-\(UUID().uuidString).txt").path
    defer { unlink(outputPath) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    // Without -continue-building-after-errors the driver stops at the first failing file.
    let arguments = [path, "-parse", "-continue-building-after-errors"] + files
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    var pid = pid_t()
    let spawned = posix_spawnp(&pid, path, &actions, &attributes, &argv, environ)
    guard spawned == 0 else { throw SpawnError(message: "posix_spawnp failed: \(String(cString: strerror(spawned)))") }

    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw SpawnError(message: "waitpid failed: \(String(cString: strerror(errno)))") }
    }
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Result(status: exitCode, output: output)
  }

  struct SpawnError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }
}
