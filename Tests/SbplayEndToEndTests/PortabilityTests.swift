import Foundation
import Testing

/// sbplay builds on Linux and macOS: Linux-only code sits behind a platform condition
/// (`#if canImport(Glibc)` … `#elseif canImport(Darwin)`), so Linux CI keeps the Mac build
/// honest. Every Swift file of Sources/ and Tests/ is read; outside a Linux branch, none may
/// import Glibc, call through `Glibc.`, or use a name only Linux has.
@Suite struct PortabilityTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Linux-only code, and what to do instead. `hint` is a word the pattern needs, checked first
  /// (a regular expression over every line of the tree takes seconds).
  static let linuxOnly: [(hints: [String], pattern: String, why: String)] = [
    (["Glibc"], #"^\s*(@_exported\s+)?import\s+Glibc\b"#, "import Glibc only in an #if canImport(Glibc) branch, Darwin in the other"),
    (["Glibc."], #"\bGlibc\."#, "a Glibc.-qualified call: give it a Darwin twin in an #elseif canImport(Darwin) branch"),
    (["SIG"], #"\bSIG(RTMIN|RTMAX|PWR|STKFLT|POLL)\b"#, "a signal macOS does not have"),
    (["/proc"], #"/proc\b"#, "/proc does not exist on macOS"),
    (["epoll_", "inotify_"], #"\b(epoll|inotify)_\w+"#, "epoll and inotify are Linux's (macOS has kqueue)"),
    (
      ["prctl", "sysinfo", "get_nprocs", "sched_getaffinity", "gettid", "pipe2", "accept4", "malloc_trim", "mallinfo"],
      #"\b(prctl|sysinfo|get_nprocs|sched_getaffinity|gettid|pipe2|accept4|malloc_trim|mallinfo)\s*\("#,
      "a call only glibc has"
    ),
    (["__sigaction_handler"], #"\b__sigaction_handler\b"#, "glibc's name for sigaction's handler: Darwin's is __sigaction_u"),
    (
      ["__environ", "MSG_NOSIGNAL", "SOCK_CLOEXEC", "O_DIRECT"], #"\b(__environ|MSG_NOSIGNAL|SOCK_CLOEXEC|O_DIRECT)\b"#,
      "a name only Linux has"
    ),
  ]

  /// A condition that holds only where Glibc (or Linux's other C libraries) is.
  static func isLinuxCondition(_ condition: Substring) -> Bool {
    ["canImport(Glibc)", "canImport(Musl)", "os(Linux)"].contains { condition.contains($0) }
      && !condition.contains("!")
  }

  /// The code of a line without its comment (a `//` outside a string literal).
  static func code(of line: Substring) -> Substring {
    var quotes = 0
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "\"" && previous != "\\" { quotes += 1 }
      if character == "/", previous == "/", quotes % 2 == 0 {
        return line[..<line.index(before: index)]
      }
      previous = character
    }
    return line
  }

  struct Finding: CustomStringConvertible {
    var file: String
    var line: Int
    var text: String
    var why: String
    var description: String { "\(file):\(line): \(text.trimmingCharacters(in: .whitespaces)) (\(why))" }
  }

  /// The Linux-only code of one file outside a Linux branch.
  static func findings(in text: String, file: String) -> [Finding] {
    var result: [Finding] = []
    // One entry per open #if: whether the branch being read is a Linux one.
    var branches: [Bool] = []
    let patterns = linuxOnly.map { ($0.hints, try! Regex($0.pattern), $0.why) }
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("#if ") {
        branches.append(isLinuxCondition(trimmed.dropFirst(4)))
        continue
      } else if trimmed.hasPrefix("#elseif "), !branches.isEmpty {
        branches[branches.count - 1] = isLinuxCondition(trimmed.dropFirst(8))
        continue
      } else if trimmed.hasPrefix("#else"), !branches.isEmpty {
        branches[branches.count - 1] = false
        continue
      } else if trimmed.hasPrefix("#endif"), !branches.isEmpty {
        branches.removeLast()
        continue
      }
      if branches.contains(true) { continue }
      let code = code(of: line)
      for (hints, regex, why) in patterns where hints.contains(where: { code.contains($0) }) && code.contains(regex) {
        result.append(Finding(file: file, line: offset + 1, text: String(code), why: why))
      }
    }
    return result
  }

  static var swiftFiles: [String] {
    var files: [String] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: base.path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
      }
    }
    return files.sorted()
  }

  @Test func noSourceOrTestFileUsesLinuxOnlyCodeOutsideAPlatformCondition() throws {
    let files = Self.swiftFiles
    #expect(files.count > 200, "found only \(files.count) Swift files")
    var findings: [Finding] = []
    for file in files where file != "Tests/SbplayEndToEndTests/PortabilityTests.swift" {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      findings += Self.findings(in: text, file: file)
    }
    #expect(findings.isEmpty, "Linux-only code outside #if canImport(Glibc):\n\(findings.map(\.description).joined(separator: "\n"))")
  }

  /// The scanner itself: what it flags and what it leaves alone.
  @Test func theScannerFlagsUnguardedLinuxCodeOnly() {
    let unguarded = """
      import Glibc
      let n = Glibc.write(1, nil, 0)
      let s = [SIGPWR, SIGRTMIN]
      let f = "/proc/self/status"
      """
    #expect(Self.findings(in: unguarded, file: "a").count == 4)
    let guarded = """
      #if canImport(Glibc)
        import Glibc
        let n = Glibc.write(1, nil, 0)
        #if DEBUG
          let s = SIGPWR
        #endif
      #elseif canImport(Darwin)
        import Darwin
        let n = Darwin.write(1, nil, 0)
      #endif
      // Glibc.write and /proc in a comment are words, not code.
      let url = "http://example.com" // SIGPWR
      """
    #expect(Self.findings(in: guarded, file: "b").isEmpty, "\(Self.findings(in: guarded, file: "b"))")
    let wrongBranch = """
      #if canImport(Darwin)
        import Darwin
      #else
        let s = SIGSTKFLT
      #endif
      #if !os(Linux)
        import Glibc
      #endif
      """
    #expect(Self.findings(in: wrongBranch, file: "c").count == 2)
  }
}
