import Foundation
import SwiftSourceScan

/// A libFuzzer harness for lint's readers (Swift, Objective-C, storyboards/XIBs): each input is
/// measured, parsed, read for facts and linted. A crash, a hang (libFuzzer's -timeout) or a runaway of memory
/// (-rss_limit_mb) is a finding. `./Fuzz/run-lint SECONDS` builds it with `-sanitize=fuzzer
/// -DFUZZING` and runs it, seeded with the repository's own Swift files and Fuzz/lint-corpus.
///
/// Built without `-DFUZZING` it is a plain program that runs the files or directories it is
/// given through the same check, so `swift build` builds it and a finding can be replayed.
@_cdecl("LLVMFuzzerTestOneInput")
public func swiftSourceScanFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  SwiftSourceScanCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

enum SwiftSourceScanCheck {
  /// Scans and lints; traps (a finding) when a finding points outside the input.
  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let findings = Linter.lint(source: text, path: SourceDiscovery.fileName("fuzz", for: SourceDiscovery.language(ofContent: bytes)))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    for finding in findings {
      precondition(finding.line >= 1 && finding.line <= lines + 1, "a finding outside the file: line \(finding.line) of \(lines)")
    }
  }
}

#if FUZZING
  /// libFuzzer's driver (linked by -sanitize=fuzzer); SwiftPM owns `main`, so it is called here.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
  ) -> Int32
#endif

@main enum SwiftSourceScanCorpusRunner {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in swiftSourceScanFuzzOne(data, size) })
    #else
      var count = 0
      for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
        let files =
          isDirectory.boolValue
          ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
          : [argument]
        for file in files {
          guard let data = FileManager.default.contents(atPath: file) else { continue }
          SwiftSourceScanCheck.run([UInt8](data))
          count += 1
        }
      }
      print("sbplay-lint-fuzz: \(count) inputs checked (build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING to fuzz)")
    #endif
  }
}
