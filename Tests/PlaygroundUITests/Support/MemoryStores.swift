import BundledScenes
import Foundation
import PlaygroundUI
import SceneFile
import StatusBarCore
import Synchronization

/// Progress kept in memory, shared between the app and the test.
final class MemoryProgressStore: ProgressStore {
  let text: Mutex<String?>
  let failWrites: Bool
  let failReads: Bool
  /// The texts set aside by keepCopy().
  let copies = Mutex<[String]>([])
  let writes = Mutex(0)

  init(_ text: String? = nil, failWrites: Bool = false, failReads: Bool = false) {
    self.text = Mutex(text)
    self.failWrites = failWrites
    self.failReads = failReads
  }

  func read() throws -> String? {
    if failReads { throw ProgressError("permission denied") }
    return text.withLock { $0 }
  }

  func keepCopy() throws -> String? {
    let current = text.withLock { $0 } ?? ""
    copies.withLock { $0.append(current) }
    return "memory.copy"
  }

  func write(_ newText: String) throws {
    if failWrites { throw ProgressError("read-only") }
    writes.withLock { $0 += 1 }
    text.withLock { $0 = newText }
  }

  var location: String { "memory" }

  var saved: LessonProgress? {
    guard let text = text.withLock({ $0 }),
      case .success(let progress) = LessonProgress.decode(text)
    else { return nil }
    return progress
  }
}

/// Scene files kept in memory.
final class MemorySceneStore: SceneFileStore {
  let files: Mutex<[String: String]>

  init(_ files: [String: String] = [:]) { self.files = Mutex(files) }

  func exists(_ path: String) -> Bool { files.withLock { $0[path] != nil } }

  func write(_ text: String, to path: String, overwrite: Bool) throws {
    try files.withLock { files in
      if files[path] != nil, !overwrite { throw ProgressError("exists") }
      files[path] = text
    }
  }

  func displayPath(_ path: String) -> String { "/memory/" + path }

  func read(_ path: String) throws -> String {
    guard let text = files.withLock({ $0[path] }) else { throw ProgressError("no such file") }
    return text
  }

  subscript(path: String) -> String? { files.withLock { $0[path] } }
}

/// Progress in a real file in a temporary directory, written the way the TUI writes it
/// (`SceneWriter.writeAtomically`, the directory made on the first write).
struct DirectoryProgressStore: ProgressStore {
  var path: String

  func read() throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  func write(_ text: String) throws {
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try SceneWriter.writeAtomically(text, to: path, overwrite: true)
  }

  func keepCopy() throws -> String? {
    try FileManager.default.copyItem(atPath: path, toPath: path + ".unreadable")
    return path + ".unreadable"
  }

  var location: String { path }
}

/// A fresh temporary directory for one test.
func temporaryDirectory() -> String {
  let path = NSTemporaryDirectory() + "sbplay-ui-" + UUID().uuidString
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// A bundled scene in the playground, with stores the test can look at.
func lessonApp(
  _ name: String? = nil, progress: MemoryProgressStore = MemoryProgressStore(),
  files: MemorySceneStore = MemorySceneStore(), options: UIOptions = UIOptions(),
  predict: Bool = false
) -> PlaygroundApp {
  let scene: Scene
  if let name {
    let entry = BundledScenes.named(name)!
    scene = try! SceneLoader.load(text: entry.text, fileName: "Scenes/" + entry.fileName)
  } else {
    scene = BuiltInScene.load()
  }
  return PlaygroundApp(
    scene: scene, options: options, services: PlaygroundServices(progress: progress, files: files),
    predict: predict)
}
