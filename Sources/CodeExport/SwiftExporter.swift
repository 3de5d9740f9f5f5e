import StatusBarCore

/// "Export as code" (`sbplay code`): the Swift that builds a world in a real UIKit app.
///
/// One self-contained file: a header comment (scene, device, iOS version, Info.plist keys), one
/// subclass per controller overriding only what the world overrides, and the setup functions
/// (`makeRootViewController()`, `presentModals(from:)`, `applyLegacyStatusBar()`). The code is
/// written for the world's iOS version: a value that does not exist there yet is replaced by the
/// closest one that does, with a `// sbplay:` comment saying why.
public enum SwiftExporter {
  /// The Swift source for `world`; `title` heads the file (the scene's title).
  public static func swift(for world: World, title: String?) -> String {
    let plan = ExportPlan(world: world)
    let setup = SetupWriter(plan: plan)
    let legacy = setup.legacyValues
    let header = HeaderWriter(plan: plan, title: title, hasLegacySetters: legacy.style != nil || legacy.hidden != nil)
    var lines = header.lines()
    let swiftUI = SwiftUIWriter(plan: plan)
    let hosting = plan.order.filter { plan.controller($0).map(SwiftUIWriter.isHosting) ?? false }
    lines += ["", "import UIKit"] + (hosting.isEmpty ? [] : ["import SwiftUI"]) + [""]
    if !plan.order.isEmpty {
      lines += ["// MARK: - View controllers", ""]
      let classes = ClassWriter(plan: plan)
      let reachable = plan.reachable
      for id in plan.order {
        if !reachable.contains(id) {
          lines.append("// sbplay: not in the window (neither under the root nor presented).")
        }
        lines += classes.lines(for: id)
        lines.append("")
      }
    }
    if !hosting.isEmpty {
      lines += ["// MARK: - SwiftUI content", ""]
      for id in hosting { lines += swiftUI.viewLines(id) + [""] }
      if swiftUI.needsRepresentable { lines += SwiftUIWriter.representableLines + [""] }
    }
    lines += WindowSceneWriter(world: world).lines()
    lines += setup.lines()
    return lines.joined(separator: "\n") + "\n"
  }

  /// The class each controller becomes, by controller name (`Sheet.root` → `SheetRootViewController`).
  public static func classNames(for world: World) -> [String: String] {
    let plan = ExportPlan(world: world)
    var result: [String: String] = [:]
    for id in plan.order {
      if let name = world.controller(id)?.name { result[name] = plan.className(id) }
    }
    return result
  }

  /// Reads an export back (see `SwiftOverrideReader`): by class name, each overridden or set
  /// property under its scene-file key, with its value as a scene file writes it.
  public static func overrides(inSwift source: String) -> [String: [String: String]] {
    SwiftOverrideReader.read(source)
  }
}
