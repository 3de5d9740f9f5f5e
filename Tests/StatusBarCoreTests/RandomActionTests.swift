import TestSupport
import Testing
@testable import StatusBarCore

/// Random lines of the action language, valid and invalid.
struct ActionGenerator {
  var rng: SeededGenerator
  var counter = 0

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

  mutating func line(names: [String]) -> String {
    counter += 1
    let existing = names.isEmpty ? "Nobody" : pick(names)
    let fresh = "V\(counter)"
    let name = chance(0.85) ? fresh : existing
    let key = pick(ControllerKey.allCases)
    let values = [
      "lightContent", "darkContent", "default", "true", "false", "none", "fade", "slide", "black", "nil",
      "topViewController", "selectedViewController", existing, "pageSheet", "fullScreen", "overFullScreen",
      "formSheet", "popover", "automatic", "currentContext", "custom", "dark", "light", "#ff0000", "white",
      "0", "1", "7", "-1", "bogus", "medium", "large", "300", "doubleColumn", "tripleColumn", "unspecified",
      "oneBesideSecondary", "secondaryOnly", "twoOverSecondary", "viewControllers.first", "visible", "hidden",
    ]
    switch Int.random(in: 0..<24, using: &rng) {
    case 0, 1: return "push \(name)" + (chance(0.3) ? " preferredStatusBarStyle=\(pick(["lightContent", "default", "darkContent"]))" : "")
    case 2: return "pop"
    case 3: return "popToRoot"
    case 4, 5:
      return "present \(name)" + (chance(0.4) ? " kind=\(pick(["navigation", "hosting"]))" : "")
        + (chance(0.3) ? " \(pick(["statusBarHidden", "navigationStack", "scrolledUnderBar"]))=\(pick(["true", "false"]))" : "")
        + (chance(0.3) ? " \(pick(["preferredColorScheme", "toolbarColorScheme", "statusBarColorScheme"]))=\(pick(["dark", "light"]))" : "")
        + (chance(0.7) ? " modalPresentationStyle=\(pick(PresentationStyle.allNames))" : "")
        + (chance(0.3) ? " modalPresentationCapturesStatusBarAppearance=true" : "")
    case 6, 7: return "dismiss"
    case 8: return "select \(chance(0.5) ? String(Int.random(in: -1...3, using: &rng)) : existing)"
    case 9, 10, 11: return "set \(existing).\(key.rawValue)=\(pick(values))"
    case 12: return "unset \(existing).\(key.rawValue)"
    case 13, 14: return "update" + (chance(0.3) ? " \(existing)" : "") + (chance(0.5) ? " animated" : "")
    case 15: return "addChild \(existing) \(name)"
    case 16: return "removeChild \(existing)"
    case 17: return "device \(pick(DeviceCatalog.all).name)"
    case 18: return "os \(pick(["7.0", "8.4", "9.0", "11.0", "12.0", "13.0", "14.0", "16.0", "18.0", "6.0", "19"]))"
    case 19: return "rotate \(pick(Orientation.allNames + ["sideways"]))"
    case 20: return "inCall \(pick(["on", "off", "maybe"]))"
    case 21: return "appearance \(pick(["light", "dark"]))"
    case 22:
      return pick([
        "plist UIViewControllerBasedStatusBarAppearance=\(pick(["true", "false"]))",
        "plist UIStatusBarHidden=true", "plist UIStatusBarStyle=UIStatusBarStyleLightContent",
        "app statusBarStyle=\(pick(["lightContent", "default"]))",
        "app statusBarHidden=\(pick(["true", "false"])) animation=\(pick(["none", "fade", "slide"]))",
        "relaunch", "finishLaunching",
      ])
    default:
      return pick(["", "psh X", "set", "set A", "unset .x", "present", "\"", "select", "update a b c", "os", "device Nokia"])
    }
  }
}

extension ActionGenerator {
  /// A window action (R12), valid or not, or else an ordinary line.
  mutating func lineWithWindows(names: [String], windows: [String]) -> String {
    guard chance(0.3) else { return line(names: names) }
    counter += 1
    let window = windows.isEmpty || chance(0.2) ? pick(["Toast", "HUD", "Main", "add", "W\(counter)"]) : pick(windows)
    let level = pick(["normal", "statusBar", "alert", "-1", "1500", "top"])
    switch Int.random(in: 0..<9, using: &rng) {
    case 0, 1:
      return "window add \(chance(0.7) ? "W\(counter)" : window) level=\(level)"
        + (chance(0.8) ? " root=\(chance(0.9) ? "R\(counter)" : pick(names + ["X"]))" : "")
        + (chance(0.3) ? " hidden=true" : "") + (chance(0.3) ? " height=\(pick(["100", "30", "full", "0"]))" : "")
    case 2: return "window \(window) hidden=\(pick(["true", "false", "maybe"]))"
    case 3: return "window \(window) level=\(level)"
    case 4: return "window \(window) forwardsTo=\(pick(windows + ["Main", "nil", "Nowhere"]))"
    case 5: return "window \(window) canAffectStatusBarAppearance=\(pick(["true", "false"]))"
    case 6: return "window remove \(window)"
    case 7: return "window key \(window)"
    default: return pick(["window", "window add", "window Toast", "window key", "window add Toast root=", "window Toast levl=1"])
    }
  }
}

/// The simulator's invariants, checked after every action.
/// Whether a container above `id` overrides `childForStatusBarStyle`/`Hidden` for `lane`.
func reachedByAnOverride(_ id: ControllerID, lane: String, in world: World) -> Bool {
  var current = world.controllers[id]?.parent
  while let parent = current, let vc = world.controllers[parent] {
    if (lane == "style" ? vc.childForStatusBarStyle : vc.childForStatusBarHidden) != nil { return true }
    current = vc.parent
  }
  return false
}

func checkInvariants(_ sim: Simulation, context: String) -> String? {
  let world = sim.world
  let layout = LayoutEngine.layout(world)
  let onScreen = Set(layout.onScreen)
  for (lane, decider) in [("style", world.shown.styleDecider), ("hidden", world.shown.hiddenDecider)] {
    switch decider {
    case .controller(let id, let name):
      // UIKit asks what an app's own childForStatusBar… override returns, shown or not (a
      // split's hidden primary column, R3.4); on iOS 8–9 a full-screen controller above a
      // non-controlling presentation does not take the bar from the presenter it covers (D90);
      // otherwise the decider is on screen.
      let trace = lane == "style" ? world.shown.styleTrace : world.shown.hiddenTrace
      let chainBroken = trace.contains { $0.rule.id == "D90" }
      if !onScreen.contains(id), !reachedByAnOverride(id, lane: lane, in: world), !chainBroken {
        return "\(context): \(lane) decider \(name) is not on screen"
      }
    case .application, .infoPlist, .system, .rootPresentationController: break
    }
  }
  for frame in layout.frames where !layout.window.contains(frame.rect) {
    return "\(context): frame \(frame.name) \(frame.rect) lies outside the window \(layout.window)"
  }
  for id in world.controllers.allNames.compactMap(world.id(named:)) where world.isOnScreen(id) != onScreen.contains(id) {
    return "\(context): isOnScreen(\(world.name(of: id))) disagrees with the layout"
  }
  for frame in layout.frames where frame.kind == .view {
    if let id = frame.controller, frame.appearance.dark != world.isDark(id) {
      return "\(context): \(frame.name)'s traits disagree with interfaceStyle(of:)"
    }
  }
  if let problem = checkWindowInvariants(world, layout: layout, context: context) { return problem }
  if sim.snapshot.layout != layout { return "\(context): the simulation's snapshot is stale" }
  if !layout.window.contains(layout.statusBarFrame) { return "\(context): status bar frame outside the window" }
  if world.shown.hidden && layout.statusBarFrame != .zero { return "\(context): hidden bar with frame \(layout.statusBarFrame)" }
  if !world.shown.hidden && layout.statusBarFrame.height <= 0 { return "\(context): visible bar with no height" }
  // SwiftUI hosting: only from iOS 13 (R11.9), and a deciding host answers what `state --json` says.
  if world.os < OSVersion(13), !world.hostingControllers.isEmpty { return "\(context): a hosting controller on \(world.os)" }
  if !world.pendingUpdate, world.environment.phase == .running, world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
    let hosting = ResolvedState(sim.snapshot, events: []).hosting ?? []
    for state in hosting where state.onScreen {
      if world.shown.hiddenDecider.description == state.name, state.prefersStatusBarHidden != world.shown.hidden {
        return "\(context): \(state.name) answers hidden \(state.prefersStatusBarHidden), the bar shows \(world.shown.hidden)"
      }
      if world.shown.styleDecider.description == state.name, state.preferredStatusBarStyle != world.shown.style.rawValue {
        return "\(context): \(state.name) answers \(state.preferredStatusBarStyle), the bar shows \(world.shown.style)"
      }
    }
  }
  return nil
}

@Suite struct RandomActionTests {
  static let start = world(
    "iPhone 8", os: "12.0",
    .tabs(
      "Tabs",
      [
        .nav("Nav", [.vc("Home"), .vc("Detail", [.preferredStatusBarStyle: "lightContent"])]),
        .vc("Settings", children: [.vc("Inner")]),
        ControllerNode(
          .split, "Split", [.splitStyle: "doubleColumn"],
          children: [.nav("SideNav", [.vc("Side")]), .vc("Main", [.preferredStatusBarStyle: "lightContent"])]),
        ControllerNode(.page, "Pages", [:], children: [.vc("P1"), .vc("P2", [.prefersStatusBarHidden: "true"])]),
      ]))

  /// SwiftUI: a tab bar of hosting controllers, one behind a navigation controller, one in a
  /// custom container, one with a UIKit representable.
  static let hostingStart = world(
    "iPhone 14", os: "17.0",
    .tabs(
      "Tabs",
      [
        .nav("Nav", [ControllerNode(.hosting, "Feed", [.statusBarHidden: "true", .navigationStack: "true", .toolbarColorScheme: "dark"])]),
        .vc("Wrapper", children: [ControllerNode(.hosting, "Profile", [.preferredColorScheme: "dark"])]),
        ControllerNode(.hosting, "Map", [.toolbarBackground: "visible"], children: [.vc("MapView", [.preferredStatusBarStyle: "lightContent"])]),
      ]))

  /// 100 sequences of 1,000 actions: 100,000 actions in all.
  @Test(arguments: 0..<100)
  func randomSequenceKeepsInvariants(seed: Int) {
    runSequence(seed: seed, from: Self.start)
  }

  /// 30 more from the SwiftUI start.
  @Test(arguments: 0..<30)
  func randomSequenceWithHostingKeepsInvariants(seed: Int) {
    runSequence(seed: seed + 1_000, from: Self.hostingStart)
  }

  func runSequence(seed: Int, from start: World) {
    var generator = ActionGenerator(rng: SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17))
    var sim = Simulation(world: start)
    var applied = 0
    for step in 0..<1_000 {
      let line = generator.line(names: sim.world.controllers.allNames)
      let before = sim.world
      let context = "seed \(seed) step \(step) `\(line)`"
      do {
        try sim.perform(line)
        applied += 1
        let after = sim.world
        sim.undo()
        if sim.world != before {
          Issue.record("\(context): undo did not restore the previous state")
          return
        }
        sim.redo()
        if sim.world != after {
          Issue.record("\(context): redo did not restore the state")
          return
        }
      } catch {
        if sim.world != before {
          Issue.record("\(context): a refused action changed the world")
          return
        }
        if error.message.isEmpty {
          Issue.record("\(context): empty refusal message")
          return
        }
      }
      if let problem = checkInvariants(sim, context: context) {
        Issue.record(Comment(rawValue: problem))
        return
      }
    }
    #expect(applied > 100, "too few actions applied (\(applied)) for the test to mean anything")
  }

  /// 40 sequences of 1,000 actions, about 30 % of them window actions (R12).
  @Test(arguments: 0..<40)
  func randomSequenceWithWindowsKeepsInvariants(seed: Int) {
    var generator = ActionGenerator(rng: SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3))
    var sim = Simulation(world: Self.start)
    var applied = 0
    var windowActions = 0
    for step in 0..<1_000 {
      let line = generator.lineWithWindows(names: sim.world.controllers.allNames, windows: sim.world.windows.map(\.name))
      let before = sim.world
      let context = "seed \(seed) step \(step) `\(line)`"
      do {
        try sim.perform(line)
        applied += 1
        if line.hasPrefix("window") { windowActions += 1 }
        let after = sim.world
        sim.undo()
        if sim.world != before {
          Issue.record("\(context): undo did not restore the previous state")
          return
        }
        sim.redo()
        if sim.world != after {
          Issue.record("\(context): redo did not restore the state")
          return
        }
      } catch {
        if sim.world != before {
          Issue.record("\(context): a refused action changed the world")
          return
        }
        if error.message.isEmpty {
          Issue.record("\(context): empty refusal message")
          return
        }
      }
      if let problem = checkInvariants(sim, context: context) {
        Issue.record(Comment(rawValue: problem))
        return
      }
    }
    #expect(applied > 100, "too few actions applied (\(applied))")
    #expect(windowActions > 30, "too few window actions applied (\(windowActions))")
  }

  @Test func undoWalksBackToTheStartExactly() throws {
    var generator = ActionGenerator(rng: SeededGenerator(seed: 42))
    var sim = Simulation(world: Self.start)
    for _ in 0..<500 { _ = try? sim.perform(generator.line(names: sim.world.controllers.allNames)) }
    while sim.canUndo { sim.undo() }
    #expect(sim.world == Self.start)
  }
}

/// The work follows the on-screen chain, not the size of the tree.
@Suite struct DepthTests {
  static func deepWorld(_ depth: Int) -> World {
    let stack = (0..<depth).map { ControllerNode.vc("VC\($0)", [.prefersStatusBarHidden: "false"]) }
    return world("iPhone X", os: "16.0", .tabs("Tabs", [.nav("Nav", stack)]))
  }

  @Test func resolveAndLayoutTouchTheSameControllersAtDepth10And10000() throws {
    let shallow = Self.deepWorld(10)
    let deep = Self.deepWorld(10_000)
    #expect(deep.controllers.liveCount == 10_002)
    #expect(shallow.shown.styleAsked.count == deep.shown.styleAsked.count)
    #expect(shallow.shown.hiddenTrace.count == deep.shown.hiddenTrace.count)
    #expect(LayoutEngine.layout(shallow).frames.count == LayoutEngine.layout(deep).frames.count)
    var sim = Simulation(world: deep)
    try sim.run("push VCnew", "pop", "set Nav.navigationBarHidden=true")
    #expect(sim.world.hiddenBy == "VC9999")
  }
}

/// R12: the deciding controller is in the window that decides (or the one it forwards to), and
/// hidden windows draw nothing.
func checkWindowInvariants(_ world: World, layout: Layout, context: String) -> String? {
  guard !world.windows.isEmpty else { return nil }
  let choice = world.statusBarWindow
  if world.isHidden(choice.decider) { return "\(context): hidden window \(world.name(of: choice.decider)) decides" }
  var allowed: Set<WindowRef> = [choice.decider]
  var current = choice.decider
  while case .extra(let index) = current, world.windows[index].root != nil, let target = world.windows[index].forwardsTo,
    let next = world.window(named: target), !allowed.contains(next), !world.isHidden(next)
  {
    allowed.insert(next)
    current = next
  }
  let vcBased = world.launchedInfoPlist.viewControllerBasedStatusBarAppearance
  for decider in [world.shown.styleDecider, world.shown.hiddenDecider] {
    guard vcBased, world.environment.phase == .running, let id = decider.controllerID else { continue }
    guard let window = world.window(containing: id), allowed.contains(window) else {
      return "\(context): \(decider) decides but is not in window \(world.name(of: choice.decider))"
    }
  }
  for frame in layout.frames {
    if let name = frame.windowName, let ref = world.window(named: name), world.isHidden(ref) {
      return "\(context): hidden window \(name) has frame \(frame.name)"
    }
  }
  return nil
}
