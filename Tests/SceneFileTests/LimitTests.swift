import Foundation
import SceneFile
import StatusBarCore
import Testing

/// Hostile files: alias bombs, size, nesting; each fails fast with a clean error.
@Suite struct LimitTests {
  static let root = "root:\n  controller:\n    name: First\n"

  /// The classic nine-level "billion laughs": 9^9 (387 million) strings once expanded.
  static func bomb(flow: Bool) -> String {
    let names = Array("abcdefghi").map(String.init)
    var text =
      flow
      ? "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
      : "a: &a\n" + String(repeating: "  - lol\n", count: 9)
    for level in 1..<9 {
      let name = names[level]
      let previous = names[level - 1]
      text +=
        flow
        ? "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        : "\(name): &\(name)\n" + String(repeating: "  - *\(previous)\n", count: 9)
    }
    return text
  }

  static func seconds(_ work: () -> Void) -> Double {
    let start = ContinuousClock.now
    work()
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  @Test(arguments: [true, false])
  func billionLaughsFailsAtOnce(flow: Bool) {
    var error: SceneError?
    let time = Self.seconds { error = loadError(Self.bomb(flow: flow) + Self.root) }
    #expect(error?.line == 1)
    #expect(error?.message.hasPrefix("`&a` is a YAML anchor: scene files do not allow anchors (&) or aliases (*)") == true)
    // Expanding it would take minutes and gigabytes; refusing it takes milliseconds.
    #expect(time < 2)
  }

  @Test func aliasUsedAsAKeyFailsAtOnce() {
    var error: SceneError?
    let text = Self.bomb(flow: true) + "? *i\n: x\n" + Self.root
    let time = Self.seconds { error = loadError(text) }
    #expect(error != nil)
    #expect(time < 2)
  }

  @Test func anchorOnAMapIsExplained() {
    let error = loadError("base: &base\n  name: First\n" + Self.root)
    #expect(error?.line == 2)
    #expect(error?.message.contains("`&base` on line 1 looks like a YAML anchor or alias") == true)
  }

  @Test func starsAndAmpersandsInsideTextAreKept() throws {
    let scene = try loadScene(
      """
      title: Tap *Done* & wait
      summary: "*quoted* & kept"
      root:
        controller:
          name: First  # a comment with *stars* & &ampersands
          title: |
            *block* & text
      """)
    #expect(scene.title == "Tap *Done* & wait")
    #expect(scene.summary == "*quoted* & kept")
    #expect(scene.world.controller(named: "First")?.title == "*block* & text")
  }

  @Test func textLargerThanTheLimitIsRefused() {
    let padding = String(repeating: "#", count: SceneLimits.maxBytes - Self.root.utf8.count)
    #expect(loadError(Self.root + padding) == nil, "exactly the limit loads")
    let error = loadError(Self.root + padding + "#")
    #expect(error?.description == "scene.yaml:1:1: error: the file is 1.0 MiB (1048577 bytes): scene files are limited to 1 MiB (1048576 bytes)")
  }

  @Test func fiftyMegabyteFileFailsBeforeItIsRead() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-huge-\(UUID().uuidString).yaml").path
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 50 << 20)  // sparse: no 50 MB written, none read
    try handle.close()
    var failure: SceneError?
    let time = Self.seconds {
      do throws(SceneError) { _ = try SceneLoader.load(path: path) } catch { failure = error }
    }
    let error = failure
    #expect(error?.description == "\(path):1:1: error: the file is 50.0 MiB (52428800 bytes): scene files are limited to 1 MiB (1048576 bytes)")
    #expect(time < 1)
  }

  @Test func devicesAreNotRead() {
    #expect(throws: SceneError(file: "/dev/zero", line: 1, column: 1, message: "this is not a regular file: scene files are read from regular files")) {
      try SceneLoader.load(path: "/dev/zero")
    }
  }

  /// A chain of `depth` controllers, each the only child of the one before.
  static func nested(_ depth: Int) -> String {
    var text = "root:\n  controller:\n    name: C0\n"
    for level in 1..<depth {
      let pad = String(repeating: " ", count: 6 * level)
      text += String(repeating: " ", count: 6 * level - 2) + "children:\n"
      text += pad + "- controller:\n" + pad + "    name: C\(level)\n"
    }
    return text
  }

  @Test func controllersNestAtMost64Deep() throws {
    let scene = try loadScene(Self.nested(64))
    #expect(scene.world.controllers.liveCount == 64)
    let error = loadError(Self.nested(65))
    #expect(error?.message == "controllers nest more than 64 levels deep here: scene files allow at most 64")
    #expect(error?.line == 2 + 64 * 3)
  }

  @Test(arguments: [450, 999, 5_000, 100_000])
  func deepFlowNestingFails(depth: Int) {
    let text = Self.root + "x: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    let error = loadError(text)
    #expect(error?.message.contains("nests") == true, "\(String(describing: error))")
  }

  @Test func deepBlockNestingFails() {
    let error = loadError(Self.root + "x:\n" + String(repeating: "- ", count: 20_000) + "x\n")
    #expect(error?.message.contains("nests too deep") == true, "\(String(describing: error))")
  }

  /// Deep input must not overflow a small stack: the loader composes it on its own thread.
  @Test(arguments: [390, 999])
  func deepInputOnASmallStackDoesNotCrash(depth: Int) {
    let text = Self.root + "x: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      #expect(loadError(text) != nil)
      done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
  }

  @Test func invalidUTF8IsReportedWhereItIs() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-latin1-\(UUID().uuidString).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = FileManager.default.createFile(atPath: path, contents: Data("title: caf".utf8 + [0xE9] + Data("\n".utf8)))
    #expect(throws: SceneError(file: path, line: 1, column: 11, message: "the file is not UTF-8 text here: scene files are UTF-8 YAML; save it as UTF-8")) {
      try SceneLoader.load(path: path)
    }
  }

  @Test func missingFileAndDirectory() {
    #expect(throws: SceneError.self) { try SceneLoader.load(path: "/nonexistent/scene.yaml") }
    let directory = FileManager.default.temporaryDirectory.path
    #expect(throws: SceneError(file: directory, line: 1, column: 1, message: "this is a directory, not a scene file")) {
      try SceneLoader.load(path: directory)
    }
  }
}
