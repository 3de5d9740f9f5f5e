import CellGrid
import Foundation
import StatusBarCore
import Testing

@testable import PlaygroundUI

/// UIKit rules live only in StatusBarCore: the views draw what the snapshot says.
@Suite struct RulesOnlyInCoreTests {
  /// Patterns that would mean a target re-derives a rule instead of asking the core: a check
  /// of a controller's kind (the compiler cannot flag it when a kind is added), a layout or
  /// resolution of its own, or a trait/colour walk.
  static let forbidden: [(pattern: String, why: String)] = [
    (#"\.kind\s*[!=]=\s*\.(controller|navigation|hosting|split|page)\b"#, "a kind check: ask the kind's behavior"),
    (#"containerOnScreen\("#, "a container found by kind: ask the world what the key acts on (KeyTargets)"),
    (#"\.atLeast\(13\)[^\n]*darkContent|darkContent[^\n]*\.atLeast\(13\)"#, "R6.1 restated: ask StatusBarStyle.introduced"),
    // `.tabBar` is also a LayoutFrame kind: frames and bars may be asked what they are.
    (#"\b(?!frame\b|bar\b|item\b)\w+\??\.kind\s*[!=]=\s*\.tabBar\b"#, "a kind check: ask the kind's behavior"),
    (#"LayoutEngine\.layout\("#, "a layout of its own: read the simulation's snapshot"),
    (#"Resolver\("#, "a resolution of its own: read the snapshot"),
    (#"Resolver\.evaluate"#, "a resolution of its own: read the snapshot"),
    (#"overrideUserInterfaceStyle"#, "a trait walk: read LayoutFrame.appearance"),
    (#"barTintColor \?\?"#, "a bar colour rule: read LayoutFrame.appearance"),
    (#"selectedIndex \?\? 0"#, "selectedViewController's rule: ask the kind"),
  ]

  static func sources(_ target: String) throws -> [(String, String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources").appendingPathComponent(target)
    let files =
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
  }

  /// Every target but the core: the front ends (import, lint, export) and the executable too.
  static let targets = [
    "PlaygroundUI", "SceneFile", "CodeExport", "AppImport", "SwiftSourceScan", "sbplay", "CursesTerminal", "CellGrid",
  ]

  /// Files that may use a pattern, and why.
  static let allowed: [(file: String, pattern: String, why: String)] = [
    ("sbplay/Bench.swift", #"Resolver\.evaluate"#, "the bench times the core's resolver itself"),
    ("sbplay/Bench.swift", #"LayoutEngine\.layout\("#, "the bench times the core's layout itself"),
  ]

  @Test(arguments: targets)
  func noTargetOutsideTheCoreCarriesAUIKitRule(target: String) throws {
    let files = try Self.sources(target)
    #expect(files.count > 3, "no sources found for \(target)")
    // Only an exhaustive switch over kinds (which the compiler checks) may remain, and only
    // where Swift is written: one class suffix per kind.
    let patterns = Self.forbidden + (target == "CodeExport" ? [] : [(#"case \.navigation:"#, "a switch over kinds: ask the kind's behavior")])
    for (name, text) in files {
      for (pattern, why) in patterns {
        // Scene files read the key and CodeExport writes it into Swift: input and output, not a rule.
        if target != "PlaygroundUI" && pattern.contains("overrideUserInterfaceStyle") { continue }
        if Self.allowed.contains(where: { $0.file == "\(target)/\(name)" && $0.pattern == pattern }) { continue }
        if let range = text.range(of: pattern, options: .regularExpression) {
          let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
          Issue.record("\(target)/\(name):\(line): `\(text[range])`: \(why)")
        }
      }
    }
  }

  /// UIKit's class names are StatusBarCore's `UIKitClassCatalog`: a target that spells one as a
  /// string literal is keeping a table (or a check) of its own.
  @Test(arguments: targets)
  func noTargetOutsideTheCoreKeepsAUIKitClassTable(target: String) throws {
    let names =
      UIKitClassCatalog.classes.map(\.className) + UIKitClassCatalog.containerViewClasses.map(\.viewClass)
      + [UIKitClassCatalog.layoutContainerView] + UIKitClassCatalog.presentationControllers.map(\.className)
      + UIKitClassCatalog.systemWindowRootControllers.sorted()
    for (name, text) in try Self.sources(target) {
      for className in names {
        guard let range = text.range(of: "\"" + className + "\"") else { continue }
        let line = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        Issue.record("\(target)/\(name):\(line): `\"\(className)\"`: read UIKitClassCatalog")
      }
    }
  }

  /// The white-sheet bug: the device drew a full-screen sheet over a dark-overridden root white
  /// under a black status bar, because it walked only the parent chain (R6.2 walks presenters).
  @Test func R6_2_aFullScreenSheetOverADarkRootIsDrawnDark() {
    let playground = app(
      "iPhone X", os: "13.0", .vc("Root", [.overrideUserInterfaceStyle: "dark"]),
      presented: [.vc("Sheet", [.modalPresentationStyle: "fullScreen"])])
    let alone = app("iPhone X", os: "13.0", .vc("Root", [.overrideUserInterfaceStyle: "dark"]))
    guard let sheet = Self.labelBackground("Sheet", in: playground.render(width: 120, height: 40)),
      let root = Self.labelBackground("Root", in: alone.render(width: 120, height: 40))
    else {
      Issue.record("a controller's name is not drawn on the device")
      return
    }
    #expect(sheet == root, "the sheet is drawn \(sheet), a dark root \(root)")
    #expect(sheet != .rgb(255, 255, 255))
  }

  /// The background of the device cells just left of a controller's name.
  static func labelBackground(_ name: String, in grid: Grid) -> TerminalColor? {
    let rows = grid.rows()
    guard let y = rows.firstIndex(where: { $0.contains("▸" + name) && $0.hasPrefix(" │") }),
      let range = rows[y].range(of: "▸" + name)
    else { return nil }
    let column = rows[y].distance(from: rows[y].startIndex, to: range.lowerBound)
    return grid[column - 2, y].style.background
  }
}
