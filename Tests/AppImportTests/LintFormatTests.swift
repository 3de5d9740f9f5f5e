import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// `--format json | sarif | github`, the settings file and the baseline.
@Suite struct LintFormatTests {
  func report(_ source: String, path: String = "App/A.swift") -> LintReport {
    let findings = Linter.lint(source: source, path: path)
    return LintReport(
      findings: findings, paths: ["App"], settings: ProjectSettings(), filesRead: 1,
      skipped: [(path: "App/Deep.swift", reason: "more than 12 nested `[`")], problems: [])
  }

  static let source = """
    class Player: UIViewController { override var prefersStatusBarHidden: Bool { true } }
    func show(_ from: UIViewController) { let p = Player(); p.modalPresentationStyle = .overFullScreen; from.present(p, animated: true) }
    let statusBarHeight: CGFloat = 20
    """

  /// The structure SARIF 2.1.0 requires (§3.13–3.28) and GitHub code scanning reads. With
  /// SBPLAY_SARIF_SCHEMA set to the OASIS schema file and python3's jsonschema installed, the
  /// log is also validated against the schema itself (the schema is not in the repository).
  @Test func sarifHasTheRequiredStructure() throws {
    let text = report(Self.source).sarif()
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "sbplay lint")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == LintCheck.allCases.map(\.rawValue))
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == ruleId)
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/A.swift")
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
    }
    let invocation = try #require((runs[0]["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1, "the skipped file")

    if let schema = ProcessInfo.processInfo.environment["SBPLAY_SARIF_SCHEMA"] {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString).sarif").path
      try text.write(toFile: file, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: file) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c",
        "import json,sys,jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))", schema, file,
      ]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "the SARIF log does not validate against \(schema)")
    }
  }

  @Test func jsonIsVersionedWithItsInputs() throws {
    let text = report(Self.source).json()
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == LintReport.jsonVersion)
    let inputs = try #require(json["inputs"] as? [String: Any])
    #expect((inputs["skipped"] as? [[String: Any]])?.first?["path"] as? String == "App/Deep.swift")
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(Set(findings.compactMap { $0["check"] as? String }) == ["presentation-not-in-control", "hard-coded-height"])
    #expect(findings.contains { ($0["path"] as? [String])?.first?.contains("App/A.swift:2:") == true })
  }

  @Test func githubAnnotationsEscapeTheirProperties() {
    let text = report(Self.source, path: "App/a,b:c.swift").github()
    let lines = text.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
    #expect(text.contains("file=App/a%2Cb%3Ac.swift,line=3,col="))
    #expect(!text.contains("\u{1B}"))
    #expect(LintReport.data("a\nb%\u{1B}") == "a%0Ab%25%1B")
  }

  /// A method too long to read is part of a file left out, told apart from a whole file by the
  /// list it is in, not by the words of its reason; every format lists both.
  @Test func aSkippedMethodIsPartOfItsFileInEveryFormat() throws {
    var report = report(Self.source)
    report.partlySkipped = [(path: "App/Big.m", reason: "a body over 200000 bytes")]
    let github = report.github()
    #expect(github.contains("::warning file=App/Deep.swift::sbplay lint skipped this file: more than 12 nested"))
    #expect(github.contains("::warning file=App/Big.m::sbplay lint skipped part of this file: a body over 200000 bytes"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
    let skipped = try #require((json["inputs"] as? [String: Any])?["skipped"] as? [[String: Any]])
    #expect(skipped.compactMap { $0["path"] as? String } == ["App/Deep.swift", "App/Big.m"])
    #expect(report.sarif().contains("a body over 200000 bytes"))
  }

  @Test func settingsFile() throws {
    let config = try LintConfig.parse("disable: [hard-coded-height]\nexclude:\n  - Legacy/\ninclude-vendored: true\n", file: ".sbplay.yml")
    #expect(config.disabled == ["hard-coded-height"])
    #expect(config.excluded == ["Legacy"])
    #expect(config.includeVendored)
    #expect(throws: LintConfig.ConfigError.self) { try LintConfig.parse("disable: [no-such-check]", file: ".sbplay.yml") }
    do {
      _ = try LintConfig.parse("checks: []", file: ".sbplay.yml")
      Issue.record("an unknown key must be refused")
    } catch {
      #expect(error.description.hasPrefix(".sbplay.yml:1:1: unknown key `checks`"))
    }
  }

  @Test func baselineDropsKnownFindingsEvenWhenLinesMove() throws {
    let before = report(Self.source)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("lint-baseline-\(UUID().uuidString).json").path
    try before.json().write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let known = try LintBaseline.fingerprints(path: file)
    let moved = Linter.lint(source: "\n\n" + Self.source + "\nlet statusBarTop: CGFloat = 44", path: "App/A.swift")
    let new = moved.filter { !known.contains($0.fingerprint) }
    #expect(new.map(\.message).allSatisfy { $0.hasPrefix("44 ") })
    #expect(new.count == 1)
  }
}
