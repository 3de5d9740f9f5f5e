import AppImport
import Foundation
import SceneFile
import StatusBarCore

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
