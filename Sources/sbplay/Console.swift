import Foundation
import StatusBarCore

#if canImport(Glibc)
  import Glibc

  /// write(2), named apart from the `write` functions in scope.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  /// write(2), named apart from the `write` functions in scope.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif

/// Every byte the sbplay executable writes to stdout or stderr goes through here:
/// text is passed through ``TerminalText/safe(_:)`` so a scene, action or file name cannot send
/// escape sequences to the terminal, and writes use write(2) directly so a failure is seen:
/// a failed stdout write ends the command with a message and exit code 74; a failed stderr
/// write is ignored (there is nowhere left to report it), never a crash.
enum Console {
  /// Exit code when the output could not be written (EX_IOERR of sysexits.h).
  static let outputFailed: Int32 = 74

  /// Prints text and a newline to stdout, control characters escaped.
  static func out(_ text: String, terminator: String = "\n") {
    writeOut(TerminalText.safe(text) + terminator)
  }

  /// Prints encoded JSON and a newline: DEL, C1 and bidi controls escaped the JSON way.
  static func json(_ text: String) {
    writeOut(TerminalText.safeJSON(text) + "\n")
  }

  /// Prints a message and a newline to stderr, control characters escaped; failures ignored.
  static func error(_ text: String) {
    _ = write(STDERR_FILENO, TerminalText.safe(text) + "\n")
  }

  /// Writes text to stdout, or ends the process with a message when it cannot be written.
  static func writeOut(_ text: String) {
    let failure = write(STDOUT_FILENO, text)
    guard failure != 0 else { return }
    if failure == EPIPE { exit(outputFailed) }  // the reader went away: nothing more to say
    error("sbplay: cannot write the output: \(String(cString: strerror(failure)))")
    exit(outputFailed)
  }

  /// Writes all of `text` to `fd`, retrying short writes and EINTR; returns 0 or the errno.
  static func write(_ fd: Int32, _ text: String) -> Int32 {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if n == 0 { return EIO }
      offset += n
    }
    bytes.removeAll()
    return 0
  }
}
