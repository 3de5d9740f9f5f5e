import Foundation
import Testing

@testable import sbplay

/// Playgrounds sharing the progress file update it under a lock: two stores on one file, each
/// adding to it from its own thread many times, lose none of the other's additions.
@Suite struct ProgressFileLockTests {
  @Test func updatesFromTwoStoresAreNeverLost() throws {
    let dir = NSTemporaryDirectory() + "sbplay-progress-\(getpid())-\(UUID().uuidString.prefix(8))"
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/state/progress.json"
    let rounds = 150
    let group = DispatchGroup()
    for name in ["a", "b"] {
      let store = FileProgressStore(path: path)
      group.enter()
      Thread {
        for _ in 0..<rounds {
          try? store.update { text in (text ?? "") + name }
        }
        group.leave()
      }.start()
    }
    group.wait()
    let text = try #require(try FileProgressStore(path: path).read())
    #expect(text.filter { $0 == "a" }.count == rounds)
    #expect(text.filter { $0 == "b" }.count == rounds)
    #expect(FileManager.default.fileExists(atPath: path + ".lock"))
  }
}
