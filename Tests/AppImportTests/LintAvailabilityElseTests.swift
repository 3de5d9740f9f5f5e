import Foundation
import SwiftSourceScan
import Testing

/// D159: code in the `else` of an availability check runs only before that iOS. An app built
/// today deploys to iOS 15 or later (R13.5), so below that floor it never runs; above it, only
/// where the target deploys lower. uni-arts (round 46) sets the style in the `else` of
/// `if (@available(iOS 13.0, *))`, a branch for iOS 11 and 12 only.
@Suite struct LintAvailabilityElseTests {
  func lint(_ files: [String: String], deploymentTarget: String? = nil) throws -> [String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-available-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    var all = files
    all["Info.plist"] = LintLibraryCodeTests.plistAbsent
    if let deploymentTarget {
      all["App.xcodeproj/project.pbxproj"] =
        "objects = {\n1 = { buildSettings = {\nINFOPLIST_FILE = Info.plist;\nIPHONEOS_DEPLOYMENT_TARGET = \(deploymentTarget);\n};\n};\n};\n"
    }
    for (file, text) in all {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    return Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root])).map {
      String($0.file.dropFirst(root.count + 1)) + ":\($0.line)"
    }.sorted()
  }

  static let objectiveC = """
    @implementation Colors
    - (void)setup {
        if (@available(iOS 13.0, *)) {
            [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleDarkContent animated:YES];
        } else {
            [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleDefault animated:YES];
        }
        if (@available(iOS 17.0, *)) {
            self.x = 1;
        } else {
            [UIApplication sharedApplication].statusBarHidden = YES;
        }
    }
    @end
    """

  static let swift = """
    class Screen: UIViewController {
      func setup() {
        if #available(iOS 13, *) {
          UIApplication.shared.statusBarStyle = .darkContent
        } else {
          UIApplication.shared.statusBarStyle = .default
        }
        guard #available(iOS 16.0, *) else {
          UIApplication.shared.isStatusBarHidden = true
          return
        }
      }
    }
    """

  @Test func D159_codeInTheElseOfAnAvailabilityCheckRunsOnlyBeforeThatIOS() throws {
    // iOS 13's `else` never runs in an app built today; iOS 17's and 16's do below them.
    #expect(try lint(["Colors.m": Self.objectiveC]) == ["Colors.m:11", "Colors.m:4"])
    #expect(try lint(["Screen.swift": Self.swift]) == ["Screen.swift:4", "Screen.swift:9"])
    // A target that deploys to iOS 17 never runs either `else`.
    #expect(try lint(["Colors.m": Self.objectiveC, "Screen.swift": Self.swift], deploymentTarget: "17.0") == ["Colors.m:4", "Screen.swift:4"])
  }
}
