import Foundation
import Testing

/// The headless CLI of docs/cli.md, run as a user would.
@Suite struct CLIEndToEndTests {
  @Test func stateJSONKeepsTheContract() throws {
    let result = sbplay(["state", "nav-bar-decides", "--json", "--do", "set Nav.barStyle=black"])
    #expect(result.status == 0, "\(result.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    for key in ["device", "os", "orientation", "inCall", "appearance", "phase", "statusBar", "safeAreaInsets", "frames", "trace", "warnings", "events"] {
      #expect(json[key] != nil, "missing \(key)")
    }
    let bar = try #require(json["statusBar"] as? [String: Any])
    #expect(bar["style"] as? String == "lightContent")
    #expect(bar["foreground"] as? String == "light")
    #expect(bar["styleDecidedBy"] as? String == "Nav")
    #expect(bar["frame"] as? [Double] == [0, 0, 375, 20])
    #expect(bar["pendingUpdate"] as? Bool == false)
    let frames = try #require(json["frames"] as? [String: [Double]])
    #expect(frames["Nav.navigationBar"] == [0, 20, 375, 44])
    let trace = try #require(json["trace"] as? [String: [String]])
    #expect(trace["style"]?.contains("preferredStatusBarStyle → Nav returns .lightContent (barStyle .black) [R2.3]") == true)
  }

  /// D15: statusBarFrame reports 54, the navigation bar starts at the bar's edge, 53.67.
  @Test func D15_dynamicIslandFrame54NavigationBarAt53_67InJSON() throws {
    let result = sbplay(["state", "dynamic-island", "--json"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("\"height\" : 54") || result.out.contains("\"height\":54"), "\(result.out.prefix(400))")
    #expect(result.out.contains("53.67"))
  }

  @Test func devicesFiltersAndListsRangesAndSources() throws {
    let result = sbplay(["devices", "pro", "max", "--os", "26", "--json"])
    #expect(result.status == 0, "\(result.err)")
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
    let names = rows.compactMap { $0["name"] as? String }
    #expect(names.contains("iPhone 17 Pro Max") && !names.contains("iPhone XS Max") && !names.contains("iPhone 17 Pro"))
    for row in rows {
      #expect((row["supportedRange"] as? String)?.hasPrefix("iOS ") == true)
      #expect(((row["sources"] as? [[String: Any]])?.count ?? 0) >= 2)
    }
    let none = sbplay(["devices", "no such \u{1b}phone"])
    #expect(none.status == 1)
    #expect(none.err.contains("no device matches `no such ?phone`"))
  }

  @Test func rulesPrintsTheRulebookAndRefusesUnknownIDs() {
    let one = sbplay(["rules", "d15"])
    #expect(one.status == 0)
    #expect(one.out.hasPrefix("D15 [LIKELY] Dynamic Island phones"))
    #expect(one.out.contains("Sources: GKNB-41"))
    let markdown = sbplay(["rules", "--markdown"])
    #expect(markdown.out.hasPrefix("# sbplay rulebook"))
    let unknown = sbplay(["rules", "R99"])
    #expect(unknown.status == 2)
    #expect(unknown.err.contains("unknown rule `R99`"))
  }

  @Test func anImpossiblePairIsRefusedNamingTheRange() {
    let result = sbplay(["state", "--do", "os 26.0"])
    #expect(result.status == 2)
    #expect(result.err.contains("iPhone 8 runs iOS 11.0 – 16.x: it never ran iOS 26"))
    // A new user's way to an iPhone 17 Pro on iOS 26 from the built-in scene: one action.
    let moved = sbplay(["state", "--json", "--do", "device iPhone 17 Pro"])
    #expect(moved.status == 0, "\(moved.err)")
    #expect(moved.out.contains("\"os\" : \"26.0\""), "\(moved.out.prefix(300))")
  }

  @Test func badInputExitsWith2AndSaysWhy() {
    let unknownScene = sbplay(["state", "no-such-scene"])
    #expect(unknownScene.status == 2)
    #expect(unknownScene.err.contains("sbplay scenes"))
    let refused = sbplay(["state", "--do", "pop", "--do", "pop", "--do", "pop"])
    #expect(refused.status == 2)
    #expect(refused.err.contains("refused"))
    let badOption = sbplay(["state", "--bogus"])
    #expect(badOption.status == 2)
  }

  @Test func sceneFileErrorsNameFileLineAndColumn() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-e2e-\(getpid()).yaml").path
    try "root:\n  controller:\n    name: A\n    preferedStatusBarStyle: lightContent\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = sbplay(["state", path])
    #expect(result.status == 2)
    #expect(result.err.contains("\(path):4:5"), "\(result.err)")
    #expect(result.err.contains("did you mean `preferredStatusBarStyle`"), "\(result.err)")
    #expect(!result.err.contains("Fatal error"))
  }

  @Test func checkPassesForEveryBundledScene() {
    let result = sbplay(["check"])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.out.contains(" 0 failed"))
  }

  @Test func devicesListsEveryFamily() throws {
    let text = sbplay(["devices"]).out
    for name in ["iPhone 8", "iPhone X", "iPhone XR", "iPhone 12 mini", "iPhone 14 Pro", "iPhone 16 Pro", "iPad"] {
      #expect(text.contains(name), "missing \(name)")
    }
    let json = sbplay(["devices", "--json"])
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
    #expect(rows.count >= 30)
  }

  @Test func everyCommandHasHelpWithExamples() {
    for command in ["state", "render", "check", "devices", "scenes", "bench", "play"] {
      let result = sbplay([command, "--help"])
      #expect(result.status == 0, "\(command)")
      #expect(result.out.contains("sbplay"), "\(command)")
    }
    #expect(sbplay(["state", "--help"]).out.contains("Examples"))
  }

  @Test func renderPrintsTheScreenWithoutATerminal() {
    let result = sbplay(["render", "--size", "80x24"])
    #expect(result.status == 0, "\(result.err)")
    let rows = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count >= 24)
    #expect(rows.allSatisfy { $0.count <= 80 })
    #expect(result.out.contains("9:41"))
  }
}

/// The headless sharing commands: code, share and compare.
@Suite struct TeachingCLITests {
  @Test func codeExportsTheOverridesForTheScenesIOSVersion() {
    let result = sbplay(["code", "nav-bar-decides", "--do", "set Nav.barStyle=black"])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("class NavController: UINavigationController"))
    #expect(result.out.contains("navigationBar.barStyle = .black"))
    #expect(result.out.contains("override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }"))
    let old = sbplay(["code", "dark-content-before-ios13"])
    #expect(old.status == 0)
    #expect(!old.out.contains("{ .darkContent }"), "no .darkContent before iOS 13")
  }

  @Test func shareSavesAWorldThatLoadsBackToTheSameState() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sbplay-share-\(getpid()).yaml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let actions = ["--do", "present Sheet modalPresentationStyle=overFullScreen", "--do", "set Sheet.preferredStatusBarStyle=lightContent"]
    #expect(sbplay(["share"] + actions + ["--output", path]).status == 0)
    let again = sbplay(["share", "--output", path])
    #expect(again.status == 2, "refuses to overwrite without --force")
    let original = sbplay(["state", "--json"] + actions).out
    let reloaded = sbplay(["state", path, "--json"]).out
    func decider(_ json: String) -> String? {
      (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        .flatMap { $0["statusBar"] as? [String: Any] }.flatMap { $0["styleDecidedBy"] as? String }
    }
    #expect(decider(original) != nil)
    #expect(decider(original) == decider(reloaded))
    let markdown = sbplay(["share", "nav-bar-decides", "--do", "set Nav.barStyle=black"]).out
    #expect(markdown.contains("```yaml"))
    #expect(markdown.contains("set Nav.barStyle=black"))
  }

  @Test func compareMarksTheDifferencesBetweenIOS12And13() {
    let result = sbplay(["compare", "--do", "present Sheet preferredStatusBarStyle=lightContent", "--left", "os 12", "--right", "os 13"])
    #expect(result.status == 0, "\(result.err)")
    let decider = result.out.split(separator: "\n").first { $0.contains("styleDecidedBy") }
    #expect(decider?.hasPrefix("*") == true)
    #expect(decider?.contains("Sheet") == true)
    let side = sbplay(["compare", "--right", "inCall on", "--render", "--size", "160x30"])
    #expect(side.status == 0)
    #expect(side.out.split(separator: "\n").contains { $0.contains("call 40 pt") })
  }
}
