import Foundation
import SceneFile

/// A libFuzzer harness for the scene reader. Each input is read as a scene; one that
/// loads must save and load again to the same world. A crash, a hang or a failed round trip is
/// a finding. `./Fuzz/run SECONDS` builds it with `-sanitize=fuzzer -DFUZZING` and runs it.
///
/// Built without `-DFUZZING` it is a plain program that runs the files or directories it is
/// given through the same check, so `swift build` builds it and a finding can be replayed.
@_cdecl("LLVMFuzzerTestOneInput")
public func sceneReaderFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  SceneReaderCheck.run(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
  return 0
}

enum SceneReaderCheck {
  /// Loads, saves and loads again; traps (a finding) when the saved scene differs or fails.
  static func run(_ text: String) {
    guard let scene = try? SceneLoader.load(text: text, fileName: "fuzz.yaml") else { return }
    let saved = SceneWriter.yaml(scene.world, title: scene.title, summary: scene.summary, steps: scene.steps)
    let again: Scene
    do {
      again = try SceneLoader.load(text: saved, fileName: "saved.yaml")
    } catch {
      fatalError("a loaded scene does not load after saving: \(error)")
    }
    precondition(again.world == scene.world, "the saved scene loads to another world")
    precondition(again.title == scene.title && again.summary == scene.summary, "title or summary changed")
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

@main enum SceneReaderCorpusRunner {
  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in sceneReaderFuzzOne(data, size) })
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
          SceneReaderCheck.run(String(decoding: data, as: UTF8.self))
          count += 1
        }
      }
      print("sbplay-fuzz: \(count) inputs checked (build with -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING to fuzz)")
    #endif
  }
}
