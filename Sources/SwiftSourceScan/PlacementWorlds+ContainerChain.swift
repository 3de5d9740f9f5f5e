import AppImport
import StatusBarCore

/// D122: containers stand where the code puts them. A controller put into an app's container is
/// asked, or not, where the code places that container; a placement whose container another
/// placement's tree shows in full has no world of its own (docs/lint.md, "How it decides").
extension PlacementWorlds {
  /// D122: a controller put into an app's container class (`addChild`, `viewControllers =`, a
  /// storyboard's relationship) stands wherever the code puts that container: its placements
  /// with the controller in the container, followed up to four containers out. A container placed
  /// nowhere in the code read, or also handed to code lint does not follow (D114), keeps the
  /// placement's own world, the container as the root.
  func lifted(_ p: Placement, depth: Int = 0) -> [Placement] {
    guard depth < 4, [.stack, .addChild, .push].contains(p.how) else { return [p] }
    let container: String
    switch p.container {
    case .type(let t), .enclosing(let t): container = t
    case .navigationOf(let pusher?) where depth == 0:
      return liftedPush(p, pusher: pusher)
    default: return [p]
    }
    let outers = (holding[container] ?? []).map { placements[$0] }.filter { q in
      q != p && (p.containerOrigin == nil || q.controller.holding(p.controller, in: container, at: p.containerOrigin) != nil)
    }
    guard !outers.isEmpty, !outers.contains(where: { $0.how == .handedOff }) else { return [p] }
    let verb = p.how == .push ? "pushed" : p.how == .stack ? "set as the top of viewControllers" : "added with addChild(_:)"
    var result: [Placement] = []
    for q in outers where result.count < Self.alternatives {
      guard let tree = q.controller.holding(p.controller, in: container, at: p.containerOrigin) else { continue }
      var joined = q
      joined.controller = tree
      joined.chain = ["\(p.controller.type) \(verb) into \(container) at \(p.location)"] + p.chain
      result += lifted(joined, depth: depth + 1).prefix(Self.alternatives - result.count)
    }
    return result.isEmpty ? [p] : result
  }

  /// D219: a controller pushed through `navigationController?` onto the navigation controller the
  /// code builds around its pusher (`let nav = UINavigationController(rootViewController: profile)`)
  /// stands wherever that navigation controller is put: presented as a sheet, its presenter decides
  /// (Fitness_IOS's change-password screen, pushed inside the profile's sheet, round 65). Only the
  /// navigation controllers built in the code, each where a placement holds it; none: the push's own world.
  func liftedPush(_ p: Placement, pusher: String) -> [Placement] {
    var result: [Placement] = []
    // D126 holds there too: a bar the pusher hides stays hidden unless the pushed controller shows it.
    let pusherHides = builder.hidesNavigationBar(pusher) && !builder.showsNavigationBar(p.controller.type)
    for nav in navigationsHolding[pusher] ?? [] where result.count < Self.alternatives {
      // Only where it is presented: anywhere else (a window's root) it stands as its push world shows.
      for q in placements where [.present, .sheet, .fullScreenCover].contains(q.how) && result.count < Self.alternatives {
        guard q.controller.allTypes.contains(nav.type), var tree = q.controller.holding(p.controller, in: nav.type, at: nav.at),
          tree != p.controller
        else { continue }
        if pusherHides || nav.barHidden == true { tree = tree.hidingBar(of: nav.type, at: nav.at) }
        var joined = q
        joined.controller = tree
        joined.chain = ["\(pusher) is in \(nav.type) (\(nav.at))", "\(p.controller.type) pushed onto it at \(p.location)"] + p.chain
        result.append(joined)
      }
    }
    return result.isEmpty ? [p] : result
  }

  /// D122: a controller put into a container (a storyboard's relationship or embed segue) whose
  /// container, holding it, is itself inside what another placement builds (SideStore's tab bar
  /// controller from its storyboard, added as a child of a launch screen that does not forward)
  /// is asked, or not, where that fuller tree stands; its own world, the container made the root
  /// only to ask about it, would say it is always asked. A tree handed to code lint does not
  /// follow (D114) keeps the placement's own world.
  ///
  /// D210: not a tab of a container that shows one of its children at a time (a tab bar
  /// controller): the fuller tree shows its first tab selected, and the user selects the others
  /// (Beacon's tabs in a tab bar controller embedded in its snap screen, round 62, were each said
  /// never to be asked). Such a tab stands where the container stands, holding it alone (`lifted`).
  static func subsumed(_ placements: [Placement], selectsOneChild: (String) -> Bool = { _ in false }) -> Set<Placement> {
    struct Edge: Hashable {
      var container: String
      var child: String
      var origin: SourceLocation
    }
    var inTrees: [Edge: Bool] = [:]  // edge -> only in placements that are placed (not handed off)
    // Controllers (as an edge from no container) the trees of placed placements hold: where a
    // storyboard's initial container kept for its children stands.
    var nodes: Set<Edge> = []
    for q in placements {
      let holds = !q.keptForItsChildren && q.how != .handedOff
      var stack = [q.controller]
      var steps = 0
      while let node = stack.popLast(), steps < 10_000 {
        steps += 1
        if holds {
          for origin in [node.origin, node.definedAt].compactMap({ $0 }) { nodes.insert(Edge(container: "", child: node.type, origin: origin)) }
        }
        for inner in node.inner {
          for origin in [inner.origin, inner.definedAt].compactMap({ $0 }) {
            let edge = Edge(container: node.type, child: inner.type, origin: origin)
            inTrees[edge] = (inTrees[edge] ?? true) && q.how != .handedOff
          }
          stack.append(inner)
        }
      }
    }
    var result: Set<Placement> = []
    for p in placements where p.keptForItsChildren {
      if let origin = p.controller.origin, nodes.contains(Edge(container: "", child: p.controller.type, origin: origin)) { result.insert(p) }
    }
    for p in placements where [.stack, .addChild].contains(p.how) {
      guard case .type(let container) = p.container, let origin = p.controller.origin, !selectsOneChild(container) else { continue }
      if inTrees[Edge(container: container, child: p.controller.type, origin: origin)] == true { result.insert(p) }
    }
    return result
  }

  /// D122: the worlds of the container's own placements with the controller in it (empty when
  /// there are none: the container is taken to be the root), each with the placement it is of.
  func liftedWorlds(for placement: Placement) -> [(world: PlacementWorld, via: Placement)] {
    let outers = lifted(placement)
    guard outers != [placement] else { return [] }
    return outers.flatMap { p in noted(p).map { ($0, p) } }
  }
}
