import AppImport
import Foundation
import SceneFile
import StatusBarCore
import SwiftSourceScan

enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

  static func text(_ name: String) throws -> String {
    try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
  }

  /// Imports a fixture, loads the written scene back and returns it with the result.
  static func importScene(_ name: String, options: ImportOptions = ImportOptions()) throws -> (ImportResult, Scene) {
    let result = try DumpImporter.importDump(try text(name), file: name, options: options)
    let scene = try SceneLoader.load(text: result.yaml, fileName: name + ".yaml")
    return (result, scene)
  }
}

extension World {
  /// The kinds of the root's subtree, depth first: "tabBar(nav(controller,controller),nav(controller))".
  func shape(_ id: ControllerID?) -> String {
    guard let id, let vc = controllers[id] else { return "" }
    let short: [ControllerKind: String] = [.controller: "vc", .navigation: "nav", .tabBar: "tabs", .split: "split", .page: "page", .hosting: "host"]
    let kind = short[vc.kind] ?? vc.kind.rawValue
    return vc.children.isEmpty ? kind : kind + "(" + vc.children.map { shape($0) }.joined(separator: ",") + ")"
  }
}

extension Fixture {
  /// Lints Swift sources given as `path: text`, in path order.
  static func lintFindings(_ sources: [String: String]) -> [LintFinding] {
    Linter.lint(sources.sorted { $0.key < $1.key }.map { SourceScanner.scan(path: $0.key, text: $0.value) })
  }

  /// The same findings as `file:line check`.
  static func lint(_ sources: [String: String]) -> [String] {
    lintFindings(sources).map { "\($0.file):\($0.line) \($0.check)" }
  }
}

extension Fixture {
  /// Writes `path: text` files into a fresh temporary folder, lints the folder with the project
  /// settings found there, and removes it; each finding with its path relative to the folder.
  static func lintFolder(_ files: [String: String]) throws -> [(relative: String, finding: LintFinding)] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-folder-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (file, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    return Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root])).map {
      (String($0.file.dropFirst(root.count + 1)), $0)
    }
  }

  /// A scene delegate that makes `root` (an expression) its window's root, on lines of its own.
  static func sceneDelegate(root: String) -> String {
    """

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = \(root)
      }
    }
    """
  }
}
