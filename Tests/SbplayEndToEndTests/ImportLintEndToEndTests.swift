import Foundation
import Testing

/// `sbplay import` and `sbplay lint` as a user runs them, on the fixtures of AppImportTests.
@Suite struct ImportLintEndToEndTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("AppImportTests/Fixtures").path

  func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "sbplay-import-\(UUID().uuidString)-" + name
  }

  @Test func importWritesASceneThatStateReads() throws {
    let out = temporaryPath("app.yaml")
    defer { try? FileManager.default.removeItem(atPath: out) }
    let result = sbplay([
      "import", Self.fixtures + "/sample-app.txt", "--source", Self.fixtures + "/SampleApp",
      "--plist", Self.fixtures + "/SampleApp/Info.plist", "-o", out,
    ])
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("imported 7 controllers; style decided by PlayerViewController"))
    #expect(result.out.contains("PlayerViewController: prefersStatusBarHidden is decided at run time"))

    let state = sbplay(["state", out, "--json"])
    #expect(state.status == 0, "\(state.err)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(state.out.utf8)) as? [String: Any])
    let bar = try #require(json["statusBar"] as? [String: Any])
    #expect(bar["styleDecidedBy"] as? String == "PlayerViewController")

    let dismissed = sbplay(["state", out, "--json", "--do", "dismiss"])
    #expect(dismissed.out.contains("\"styleDecidedBy\" : \"DetailViewController\""), "\(dismissed.out.prefix(300))")
  }

  @Test func importFromStandardInputPrintsTheScene() {
    let dump =
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
      + "   | <App.Feed 0x3>, state: appeared, view: <UIView 0x4>\n"
    let result = sbplay(["import", "-", "--device", "iPhone 8", "--os", "12.0"], stdin: dump)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("  navigation:\n    name: UINavigationController"))
    #expect(result.err.contains("style decided by UINavigationController"))
    #expect(!result.out.contains("device and iOS version are not in a dump"), "given on the command line")
  }

  @Test func unreadableDumpExitsTwoWithTheLine() {
    let result = sbplay(["import", "-"], stdin: "<A 0x1>, state: appeared, view: <V 0x2>\n   | \u{1B}[31mnot a controller\n")
    #expect(result.status == 2)
    #expect(result.err.contains("<stdin>:2:11: error: expected `<ClassName 0x…>`"))
    #expect(!result.err.contains("\u{1B}"), "untrusted text is escaped")
  }

  @Test func lintReportsInTheEditorFormatAndExitsOne() throws {
    let result = sbplay(["lint", Self.fixtures + "/SampleApp"])
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 7)
    #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.contains("] (see `sbplay ") })
    #expect(result.out.contains("Setup.swift:10:5: warning: UIApplication.statusBarStyle does nothing"))

    let json = sbplay(["lint", Self.fixtures + "/SampleApp", "--format", "json"])
    #expect(json.status == 1)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(report["version"] as? Int == 1)
    let findings = try #require(report["findings"] as? [[String: Any]])
    #expect(Set(findings.compactMap { $0["rule"] as? String }) == ["R2.1", "R3.4", "R5.4", "R6.1", "R7.1", "R9.1"])
    let inputs = try #require(report["inputs"] as? [String: Any])
    let targets = try #require(inputs["targets"] as? [[String: Any]])
    #expect(targets.contains { ($0["plist"] as? String)?.hasSuffix("SampleApp/Info.plist") == true && $0["deploymentTarget"] as? String == "12.0" })
  }

  @Test func lintOfAMissingFolderIsBadInput() {
    let result = sbplay(["lint", "/nonexistent-sbplay-folder"])
    #expect(result.status == 2)
    #expect(result.err.contains("no such file or folder"))
  }

  @Test func lintWithNothingFoundExitsZero() throws {
    let dir = temporaryPath("clean")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "class A: UIViewController { override var prefersStatusBarHidden: Bool { true } }\n"
      .write(toFile: dir + "/A.swift", atomically: true, encoding: .utf8)
    let result = sbplay(["lint", dir])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.err.contains("1 file (1 Swift) read, 0 warnings"))
  }

  /// No silent cap: an Objective-C method whose body is over the reader's limit is named with its
  /// line, counted in the summary and makes the exit 1; the file's other methods are still linted.
  @Test func anObjectiveCMethodTooLongToReadIsNamedNotSilentlySkipped() throws {
    let dir = temporaryPath("long-method")
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let filler = String(repeating: "  x = x + 1;\n", count: 20_000)
    let source =
      "@implementation Big\n- (void)huge {\n\(filler)}\n"
      + "- (UIStatusBarStyle)preferredStatusBarStyle {\n  return UIStatusBarStyleLightContent;\n}\n@end\n"
      + "@implementation Fine\n- (void)show {\n  [[UIApplication sharedApplication] setStatusBarHidden:YES];\n}\n@end\n"
    try source.write(toFile: dir + "/Big.m", atomically: true, encoding: .utf8)
    let result = sbplay(["lint", dir])
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.err.contains("Big.m: method `huge` at line 2 not read: its body is over 200000 bytes"), "\(result.err)")
    #expect(result.err.contains("1 method too long to read (named above)"), "\(result.err)")
    #expect(result.out.contains("Big.m:20010:"), "the setter after the long method is still read: \(result.out)")
    let json = sbplay(["lint", dir, "--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let inputs = try #require(report["inputs"] as? [String: Any])
    let skipped = try #require(inputs["skipped"] as? [[String: Any]])
    #expect(skipped.contains { ($0["reason"] as? String)?.contains("method `huge` at line 2") == true })
  }

  /// D162: a copied library is named and counted, not silently dropped; `--include-vendored` reads it.
  @Test func D162_aCopiedLibraryIsNamedAndCountedAndReadWhenAsked() throws {
    let dir = temporaryPath("copied-library")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func header(_ author: String) -> String { "//\n//  Created by \(author) on 15/12/24.\n//  Copyright © 2015年 \(author). All rights reserved.\n//\n" }
    let files = [
      "App/main.m": header("Ann") + "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }\n",
      "App/Home.m": header("Ann") + "#import \"Picker.h\"\n@implementation Home\n@end\n",
      "App/Libs/Picker/Picker.h": header("Tan") + "@interface Picker : UINavigationController\n@end\n",
      "App/Libs/Picker/Picker.m": header("Tan")
        + "#import \"Picker.h\"\n@implementation Picker\n- (void)show {\n  [[UIApplication sharedApplication] setStatusBarHidden:YES];\n}\n@end\n",
    ]
    for (path, text) in files {
      try FileManager.default.createDirectory(atPath: dir + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
    }
    let result = sbplay(["lint", dir])
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.err.contains("App/Libs: a copy of a third-party library"), "\(result.err)")
    #expect(result.err.contains("1 copy of a third-party library not read (--include-vendored reads them)"), "\(result.err)")
    let json = sbplay(["lint", dir, "--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let inputs = try #require(report["inputs"] as? [String: Any])
    #expect((inputs["copiedLibraries"] as? [String])?.contains { $0.hasSuffix("App/Libs") } == true, "\(json.out)")
    let all = sbplay(["lint", dir, "--include-vendored"])
    #expect(all.status == 1)
    #expect(all.out.contains("Picker/Picker.m:8:"), "\(all.out)")
  }
}
