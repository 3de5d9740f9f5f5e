import Foundation
import Testing

/// The JSON Schemas (schemas/): the committed files are what `sbplay schema` prints, and an
/// independent validator (Python's jsonschema, through schemas/validate.py) accepts every
/// bundled scene and the `state --json` output of every bundled scene, and rejects mistakes.
@Suite struct SchemaTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
  static let sceneSchema = path("schemas/scene.schema.json")
  static let stateSchema = path("schemas/state.schema.json")

  static var bundledScenes: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path("Scenes"))) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  /// Runs schemas/validate.py (its tests are skipped where Python's modules are missing, see
  /// `OutsideTool`); a missing module is still reported as such, not as a failure of the schema.
  static func validate(_ schema: String, _ files: [String]) -> (status: Int32, out: String) {
    let result = spawn(["python3", path("schemas/validate.py"), schema] + files)
    if result.status == 3 || result.status == -1 {
      Issue.record(
        "the schema tests need python3 with the jsonschema and PyYAML modules (pip install jsonschema pyyaml, or apt-get install python3-jsonschema python3-yaml): \(result.err)"
      )
    }
    return (result.status, result.out + result.err)
  }

  @Test(arguments: ["scene", "state"])
  func committedSchemaIsWhatSbplaySchemaPrints(kind: String) throws {
    let printed = sbplay(["schema", kind])
    #expect(printed.status == 0, "\(printed.err)")
    let file = Self.path("schemas/\(kind).schema.json")
    let committed = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    if committed == printed.out { return }
    if ProcessInfo.processInfo.environment["SBPLAY_RECORD_SNAPSHOTS"] == "1" {
      try printed.out.write(toFile: file, atomically: true, encoding: .utf8)
      Issue.record("schemas/\(kind).schema.json was rewritten: review it and run the tests again")
    } else {
      Issue.record("schemas/\(kind).schema.json differs from `sbplay schema \(kind)`; run SBPLAY_RECORD_SNAPSHOTS=1 swift test")
    }
  }

  @Test(.needs(.pythonSchemaValidator)) func everyBundledSceneIsValid() throws {
    let scenes = Self.bundledScenes
    #expect(scenes.count > 20)
    let result = Self.validate(Self.sceneSchema, scenes.map { Self.path("Scenes/" + $0) })
    #expect(result.status == 0, "\(result.out)")
    #expect(result.out.components(separatedBy: ": valid").count - 1 == scenes.count, "\(result.out)")
  }

  /// Each bundled scene's state as it opens, and after actions that reach other branches of
  /// the output (a call, landscape, Dark Mode, a hidden bar, a pending update).
  @Test(.needs(.pythonSchemaValidator)) func stateOfEveryBundledSceneIsValid() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-schema-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let variants: [[String]] = [
      [], ["--do", "inCall on"], ["--do", "rotate landscapeLeft", "--do", "os 13.0"],
      ["--do", "os 13.0", "--do", "appearance dark"], ["--do", "plist UIViewControllerBasedStatusBarAppearance=false", "--do", "relaunch"],
    ]
    var files: [String] = []
    for scene in Self.bundledScenes {
      for (index, variant) in variants.enumerated() {
        let result = sbplay(["state", Self.path("Scenes/" + scene), "--json"] + variant)
        // Some variants do not apply to every scene (refused, exit 2); the scene itself must load.
        if index == 0 { #expect(result.status == 0, "\(scene): \(result.err)") }
        guard result.status == 0 else { continue }
        let file = directory.appendingPathComponent("\(scene)-\(index).json").path
        try result.out.write(toFile: file, atomically: true, encoding: .utf8)
        files.append(file)
      }
    }
    #expect(files.count > Self.bundledScenes.count * 3)
    let result = Self.validate(Self.stateSchema, files)
    #expect(result.status == 0, "\(result.out)")
  }

  /// The validator is not a rubber stamp: the mistakes an editor should catch are errors.
  @Test(.needs(.pythonSchemaValidator)) func theValidatorRejectsMistakes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-schema-bad-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scene = directory.appendingPathComponent("typo.yaml").path
    try """
    device: iPhone 88
    os: 13.10
    root:
      controller: { name: First, preferedStatusBarStyle: lightContent }
    steps:
      - ask: Who decides?
    """.write(toFile: scene, atomically: true, encoding: .utf8)
    let sceneResult = Self.validate(Self.sceneSchema, [scene])
    #expect(sceneResult.status == 1)
    for problem in [
      "device: 'iPhone 88' is not one of", "os: 13.1 is not of type 'string'", "'preferedStatusBarStyle' was unexpected", "'answer' is a dependency of 'ask'",
    ] {
      #expect(sceneResult.out.contains(problem), "\(sceneResult.out)")
    }
    let state = directory.appendingPathComponent("state.json").path
    var json = sbplay(["state", "--json"]).out
    json = json.replacingOccurrences(of: "\"foreground\" : \"dark\"", with: "\"foreground\" : \"grey\"")
    try json.write(toFile: state, atomically: true, encoding: .utf8)
    let stateResult = Self.validate(Self.stateSchema, [state])
    #expect(stateResult.status == 1)
    #expect(stateResult.out.contains("statusBar/foreground: 'grey' is not one of"), "\(stateResult.out)")
  }
}
