import Foundation
import SceneFile
import StatusBarCore
import Testing

/// Text the scene reader must accept, and worlds that must load back the same.
@Suite struct HostileTextTests {
  @Test func aUTF8ByteOrderMarkIsSkipped() throws {
    let text = "\u{FEFF}title: BOM\ndevice: iPhone 6s\nos: \"13.0\"\nroot:\n  controller: { name: A }\n"
    let scene = try SceneLoader.load(text: text, fileName: "bom.yaml")
    #expect(scene.title == "BOM")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-bom-\(UUID().uuidString).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data([0xEF, 0xBB, 0xBF] + Array(text.dropFirst().utf8)).write(to: URL(fileURLWithPath: path))
    #expect(try SceneLoader.load(path: path).world.environment.device.name == "iPhone 6s")
  }

  @Test func jsonSurrogatePairEscapesAreOneCharacter() throws {
    let json = #"{"title": "smile \ud83d\ude00 \\ud83d\\ude00", "root": {"controller": {"name": "A\uD83D\uDE00"}}}"#
    let scene = try SceneLoader.load(text: json, fileName: "s.json")
    #expect(scene.title == "smile 😀 \\ud83d\\ude00")
    #expect(scene.world.controller(named: "A😀") != nil)
    // A lone half is still an error, not a crash.
    #expect(throws: SceneError.self) { try SceneLoader.load(text: #"{"title": "\ud83d"}"#, fileName: "l.json") }
  }

  @Test func plistEditsBeforeRelaunchAreNotSavedAsApplied() throws {
    var simulation = Simulation(world: BuiltInScene.load().world)
    _ = try simulation.perform("plist UIViewControllerBasedStatusBarAppearance=false")
    _ = try simulation.perform("plist UIStatusBarHidden=true")
    let text = SceneWriter.yaml(simulation.world, title: "t", summary: nil, steps: [])
    #expect(text.contains("#   UIStatusBarHidden: true"), "\(text)")
    let loaded = try SceneLoader.load(text: text, fileName: "p.yaml")
    let before = simulation.state(events: [], notes: [])
    let after = Simulation(world: loaded.world).state(events: [], notes: [])
    #expect(after.statusBar == before.statusBar)
    #expect(after.frames == before.frames)
    #expect(loaded.world.infoPlist == simulation.world.launchedInfoPlist)
  }
}

/// The fuzz harness's seed corpus stays loadable (a seed that stops loading fuzzes nothing).
@Suite struct FuzzCorpusTests {
  @Test func everySeedLoadsAndRoundTrips() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus").path
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(files.count >= 3)
    for file in files {
      let scene = try SceneLoader.load(path: directory + "/" + file)
      let saved = SceneWriter.yaml(scene.world, title: scene.title, summary: scene.summary, steps: scene.steps)
      #expect(try SceneLoader.load(text: saved, fileName: "saved.yaml").world == scene.world, "\(file)")
    }
  }
}

@Suite struct SavedBidiTests {
  /// A saved scene carries bidi controls as escapes, and loads back the same.
  @Test func bidiControlsAreSavedAsEscapes() throws {
    let scene = try SceneLoader.load(text: "title: \"a\\u202Eb\"\nroot:\n  controller: { name: A }\n", fileName: "b.yaml")
    #expect(scene.title == "a\u{202E}b")
    let saved = SceneWriter.yaml(scene.world, title: scene.title, summary: nil, steps: [])
    #expect(saved.contains("title: \"a\\u202Eb\""), "\(saved)")
    #expect(!saved.unicodeScalars.contains("\u{202E}"))
    #expect(try SceneLoader.load(text: saved, fileName: "s.yaml").title == scene.title)
  }
}
