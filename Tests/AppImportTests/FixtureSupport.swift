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
