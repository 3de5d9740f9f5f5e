import Foundation
import Testing

/// Escaping untrusted text for the terminal is linear in its control characters: a scene title
/// made of ESC, four times longer, costs about four times the CPU in `state`
/// (it was quadratic: 100,000 ESC took 17 s). CPU time of the same command, compared within
/// the test, so a busy machine does not fail it.
@Suite struct EscapingGrowthEndToEndTests {
  static func scene(escapes count: Int, escape: String) -> String {
    "title: \"" + String(repeating: escape, count: count) + "\"\ndevice: iPhone 15 Pro\nos: \"17.0\"\n"
      + "root:\n  controller: { name: App }\n"
  }

  @Test(arguments: [("\\e", "\\u{1B}"), ("\\x85", "\\u{85}"), ("\\u202e", "\\u{202E}")])
  func aTitleFullOfControlsCostsLinearWork(escape: String, shown: String) throws {
    let dir = NSTemporaryDirectory() + "sbplay-escgrowth-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.scene(escapes: 25_000, escape: escape).write(toFile: dir + "/small.yaml", atomically: true, encoding: .utf8)
    try Self.scene(escapes: 100_000, escape: escape).write(toFile: dir + "/large.yaml", atomically: true, encoding: .utf8)
    let small = spawnMeasured([sbplayBinary, "state", dir + "/small.yaml"])
    let large = spawnMeasured([sbplayBinary, "state", dir + "/large.yaml"])
    try #require(small.status == 0 && large.status == 0, "\(small.err) \(large.err)")
    #expect(large.out.contains(String(repeating: shown, count: 100)))
    #expect(HostileInputTests.controls(in: large.out).isEmpty)
    #expect(large.cpu <= small.cpu * 6 + 0.5, "4x the escapes cost \(large.cpu / small.cpu)x (\(small.cpu) s → \(large.cpu) s)")
  }

  /// A JSON scene's surrogate-pair escapes (`\ud83d\ude00`) are combined in linear work too:
  /// 80,000 pairs cost about what the same text of plain `\u00e9` escapes costs (4x it before).
  @Test func aJSONTitleOfSurrogatePairsCostsLinearWork() throws {
    let dir = NSTemporaryDirectory() + "sbplay-surrogates-\(getpid())-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func scene(_ escapes: String) -> String {
      "{\"title\": \"" + String(repeating: escapes, count: 80_000)
        + "\", \"device\": \"iPhone 15 Pro\", \"os\": \"17.0\", \"root\": {\"controller\": {\"name\": \"App\"}}}"
    }
    try scene("\\u00e9\\u00e9").write(toFile: dir + "/plain.json", atomically: true, encoding: .utf8)
    try scene("\\ud83d\\ude00").write(toFile: dir + "/pairs.json", atomically: true, encoding: .utf8)
    let plain = spawnMeasured([sbplayBinary, "state", dir + "/plain.json"])
    let pairs = spawnMeasured([sbplayBinary, "state", dir + "/pairs.json"])
    try #require(plain.status == 0 && pairs.status == 0, "\(plain.err) \(pairs.err)")
    #expect(pairs.out.contains(String(repeating: "😀", count: 100)))
    #expect(pairs.cpu <= plain.cpu * 2 + 0.2, "surrogate pairs cost \(pairs.cpu) s, plain escapes \(plain.cpu) s")
  }
}
