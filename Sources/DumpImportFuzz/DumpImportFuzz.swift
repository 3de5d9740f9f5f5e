import AppImport
import Foundation

/// A libFuzzer harness for `sbplay import`'s dump reader and importer. Each input is imported
/// as a dump; `DumpImportCheck` says what must hold (an error naming a line and column, or a
/// scene that loads back and decides the same, with nothing a terminal would act on). A crash,
/// a hang or a failed check is a finding. `./Fuzz/run-import SECONDS` builds it with
/// `-sanitize=fuzzer -DFUZZING` and runs it.
///
/// Built without `-DFUZZING` it is a plain program that runs the files or directories it is
/// given through the same check, so `swift build` builds it and a finding can be replayed.
@_cdecl("LLVMFuzzerTestOneInput")
public func dumpImportFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let failure = DumpImportCheck.failure(text) { fatalError(failure) }
  return 0
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

@main enum DumpImportCorpusRunner {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in dumpImportFuzzOne(data, size) })
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
          if let failure = DumpImportCheck.failure(String(decoding: data, as: UTF8.self)) {
            print("sbplay-import-fuzz: \(file): \(failure)")
            exit(1)
          }
          count += 1
        }
      }
      print("sbplay-import-fuzz: \(count) inputs checked (build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING to fuzz)")
    #endif
  }
}
