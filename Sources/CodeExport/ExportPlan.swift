import StatusBarCore

/// What an export walks: the controllers in source order (the window's tree depth first, then
/// each presented controller's tree, then any controller reachable from neither) and their names.
/// Iterative, so a 10,000-deep navigation stack costs no stack depth.
struct ExportPlan {
  let world: World
  let order: [ControllerID]
  let names: ExportNames

  init(world: World) {
    self.world = world
    var order: [ControllerID] = []
    var seen: Set<ControllerID> = []
    for top in ExportPlan.tops(world) {
      order += ExportPlan.preorder(from: top, in: world, seen: &seen)
    }
    for (id, _) in world.controllers.all where !seen.contains(id) {
      seen.insert(id)
      order.append(id)
    }
    self.order = order
    self.names = ExportNames(world: world, order: order)
  }

  /// The subtree below `top`, parents before children, children in order.
  static func preorder(from top: ControllerID, in world: World, seen: inout Set<ControllerID>) -> [ControllerID] {
    var result: [ControllerID] = []
    var work = [top]
    while let id = work.popLast() {
      guard let controller = world.controller(id), seen.insert(id).inserted else { continue }
      result.append(id)
      work.append(contentsOf: controller.children.reversed())
    }
    return result
  }

  var os: OSVersion { world.os }

  func controller(_ id: ControllerID) -> Controller? { world.controller(id) }
  func className(_ id: ControllerID) -> String { names.className(id) }
  func variableName(_ id: ControllerID) -> String { names.variableName(id) }

  /// Whether the controller is in the window: under the root or a presented controller.
  /// The trees' tops: the selected scene's root, modal chain and windows, then each other
  /// window scene's (R14.6).
  static func tops(_ world: World) -> [ControllerID] {
    var tops = (world.root.map { [$0] } ?? []) + world.presented + world.windows.compactMap(\.root)
    for scene in world.otherScenes {
      tops += (scene.root.map { [$0] } ?? []) + scene.presented + scene.windows.compactMap(\.root)
    }
    return tops
  }

  var reachable: Set<ControllerID> {
    var seen: Set<ControllerID> = []
    for top in ExportPlan.tops(world) {
      _ = ExportPlan.preorder(from: top, in: world, seen: &seen)
    }
    return seen
  }
}
