import Foundation
import SwiftSourceScan
import Testing

/// D235: a folder of Xcode projects that share no class is several apps. A collection of practice
/// apps declares `ViewController` in every project (Practice-projects and ios-tutorial-code, round
/// 76): read as one app, one project's placements stood for another's class of the same name.
/// Projects stay one app when one names a class only the other declares.
@Suite struct LintAppGroupsTests {
  /// A project whose main group is an Xcode 16 synchronized folder `name` (all of its files).
  static func pbxproj(_ name: String) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; };
        MAIN = {isa = PBXGroup; children = (SYNCED); sourceTree = "<group>"; };
        SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; path = \(name); sourceTree = "<group>"; };
      };
      rootObject = ROOT;
    }
    """
  }

  static func scene(_ root: String) -> String { "import UIKit\n" + Fixture.sceneDelegate(root: root) }

  /// Alpha puts its ViewController in a plain navigation controller, whose bar decides; Beta makes
  /// its own ViewController the window's root, where it is asked.
  func lint(alpha: [String: String], beta: [String: String]) throws -> [String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-groups-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (app, files) in [("Alpha", alpha), ("Beta", beta)] {
      try FileManager.default.createDirectory(atPath: "\(root)/\(app)/\(app).xcodeproj", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: "\(root)/\(app)/\(app)", withIntermediateDirectories: true)
      try Self.pbxproj(app).write(toFile: "\(root)/\(app)/\(app).xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
      for (name, text) in files { try text.write(toFile: "\(root)/\(app)/\(app)/\(name)", atomically: true, encoding: .utf8) }
    }
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    return findings.map { "\(String($0.file.dropFirst(root.count + 1))):\($0.line) \($0.check)" }
  }

  @Test func D235_projectsThatShareNoClassAreSeparateApps() throws {
    let light = "import UIKit\nclass ViewController: UIViewController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"
    let alpha = ["SceneDelegate.swift": Self.scene("UINavigationController(rootViewController: ViewController())"), "ViewController.swift": light]
    let beta = ["SceneDelegate.swift": Self.scene("ViewController()"), "ViewController.swift": light]
    #expect(try lint(alpha: alpha, beta: beta) == ["Alpha/Alpha/ViewController.swift:3 ignored-override"])
  }

  @Test func D235_aProjectNamingAnotherProjectsClassIsTheSameApp() throws {
    // Alpha's screen inherits from a base class only Beta declares: one app, whose base class
    // makes Alpha's screen a controller (in a project of its own it would be none).
    let screen = "import UIKit\nclass HomeController: BaseController {\n    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }\n}\n"
    let alpha = ["SceneDelegate.swift": Self.scene("UINavigationController(rootViewController: HomeController())"), "HomeController.swift": screen]
    let beta = ["BaseController.swift": "import UIKit\nclass BaseController: UIViewController {}\n"]
    #expect(try lint(alpha: alpha, beta: beta) == ["Alpha/Alpha/HomeController.swift:3 ignored-override"])
  }
}
