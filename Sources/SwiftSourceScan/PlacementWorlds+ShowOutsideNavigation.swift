import AppImport
import StatusBarCore

/// D241: a storyboard `show` segue from a controller no navigation controller holds presents.
/// `show(_:sender:)` asks `targetViewController(forAction:sender:)` for a container that handles
/// it; with no navigation controller above the source it presents the destination modally, in the
/// destination's own presentation style (Apple's documentation of `show(_:sender:)`). D163 took
/// this for the main storyboard's initial controller only; here it holds for every source whose
/// every place the code and the storyboards show is outside a navigation controller: a window's
/// root, a presentation, or the destination of such a `show` itself (PartyTime's sign-in screens,
/// all shown from a window root that is a plain controller, round 83). A source the code puts
/// anywhere else (pushed, a child, in a navigation controller's stack, built and kept, handed to a
/// library) or whose own code talks to its navigation controller keeps D163's reading: the segue
/// pushes onto a navigation controller the code does not show.
extension PlacementWorlds {
  static func showSeguesOutsideNavigation(_ placements: [Placement], facts: SourceFacts) -> [Placement] {
    func isStoryboardShow(_ p: Placement) -> String? {
      guard p.how == .push, case .navigationOf(let source?) = p.container, p.location.file.hasSuffix(".storyboard") else { return nil }
      return source
    }
    // Every class some placement shows, and whether each place is outside a navigation controller.
    var candidates: Set<String> = []
    var excluded: Set<String> = []
    var bases: Set<String> = []
    var shownFrom: [String: Set<String>] = [:]
    for p in placements {
      let top = p.controller.type
      for inner in p.controller.inner.flatMap(\.allTypes) { excluded.insert(inner) }
      if let source = isStoryboardShow(p) {
        candidates.insert(top)
        shownFrom[top, default: []].insert(source)
        continue
      }
      switch p.how {
      case .root, .present, .sheet, .fullScreenCover:
        candidates.insert(top)
        bases.insert(top)
      case .built where p.mainStoryboardRoot:
        candidates.insert(top)
        bases.insert(top)
      case .push:
        // Pushed by the code: it stands in a navigation controller, and so does a class whose
        // code pushes through its own `navigationController`.
        excluded.insert(top)
        if case .navigationOf(let pusher?) = p.container { excluded.insert(pusher) }
      default:
        excluded.insert(top)
      }
    }
    // A class whose code talks to its navigation controller (hides its bar, sets its style) expects one.
    for name in candidates where facts.effectiveFacts(for: name).contains(where: { $0.fact.onNavigationController }) {
      excluded.insert(name)
    }
    // The largest set closed under "shown only from members", then only what a window root or a
    // presentation reaches (a cycle of shows that nothing else places stands nowhere).
    var outside = candidates.subtracting(excluded)
    var changed = true
    while changed {
      changed = false
      for name in outside where !(shownFrom[name] ?? []).isSubset(of: outside) {
        outside.remove(name)
        changed = true
      }
    }
    var reached = bases.intersection(outside)
    var queue = Array(reached)
    var shows: [String: [String]] = [:]
    for (destination, sources) in shownFrom { for source in sources { shows[source, default: []].append(destination) } }
    while let name = queue.popLast() {
      for destination in shows[name] ?? [] where outside.contains(destination) && reached.insert(destination).inserted {
        queue.append(destination)
      }
    }
    guard !reached.isEmpty else { return placements }
    return placements.map { p in
      guard let source = isStoryboardShow(p), reached.contains(source) else { return p }
      var presented = p
      presented.how = .present
      presented.container = .none
      presented.style = p.controller.style
      presented.presentedBySelf = true
      presented.showFromInitialOf = nil
      return presented
    }
  }
}
