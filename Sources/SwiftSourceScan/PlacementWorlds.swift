import AppImport
import StatusBarCore

/// One world a placement allows: the controller tree the code shows around a placement, with
/// the path that makes it (the push or present, the container's creation), ready to be asked.
struct PlacementWorld {
  var world: World
  /// In order: where the container was made, where the controller was placed.
  var path: [String]
  /// The placement's own location (for SARIF and the baseline).
  var location: SourceLocation
  var presented: Bool
  /// The presenter's name in a world of a presentation.
  var presenter: String?
  /// Names in the world -> the class each was built from.
  var classes: [String: String]
  /// The container's class is not in the code read (a `navigationController?` push).
  var containerUnknown: Bool
  /// One of the styles a presentation decides between at run time (D104): what holds in it alone
  /// is no finding.
  var styleAlternative = false
}

/// Builds the worlds of every placement. A type whose kind nobody knows (a library's base
/// class) makes no world: nothing is claimed about it.
struct PlacementWorlds {
  let builder: WorldBuilder
  let placements: [Placement]
  /// For each class, the navigation controller classes the code puts it in.
  /// D216: with the bar the code hides on it where it builds it (nil: not said).
  var navigationsHolding: [String: [(type: String, at: SourceLocation, barHidden: Bool?)]] = [:]
  /// Class -> the classes declared below it (`subclasses(of:)`).
  let descendants: [String: [String]]
  /// Placements of a controller into a container that another placement's tree shows in full
  /// (D122): their own world, the container made the root, is not where the container stands.
  var subsumed: Set<Placement> = []
  /// App class -> the placements whose tree holds a controller of it (D122).
  var holding: [String: [Int]] = [:]
  /// Navigation controller classes of the app some instance of which the code builds with its
  /// bar hidden (`let b = Browser(); b.isNavigationBarHidden = true`, D133).
  var hiddenBarInstances: Set<String> = []

  /// The kind `navigationController` returns: the one with a navigation bar (asked of the core).
  static let navigation: ControllerKind = ControllerKind.owner(of: .navigationBarHidden) ?? .navigation

  init(facts: SourceFacts, placements: [Placement], factories: [ControllerFactory] = [], helpers: [PresentingHelper] = []) {
    self.builder = WorldBuilder(facts: facts)
    self.descendants = Self.descendants(facts)
    // A factory may return several controllers (one per `case` of a switch): each is an alternative (D103).
    var byName: [String: [ControllerFactory]] = [:]
    for factory in factories where (byName[factory.name]?.count ?? 0) < Self.alternatives && byName[factory.name]?.contains(factory) != true {
      byName[factory.name, default: []].append(factory)
    }
    // A class presenting itself that a factory returns: whoever called the factory may have set
    // its style (Stepik's router sets .fullScreen on what makeModule() returns), so the style
    // is decided at run time unless the presentation sets one (D115).
    let returned = Set(factories.map(\.returns.type))
    let linked = placements.flatMap { p in
      var p = p
      // A class that sets its own style (`self.modalPresentationStyle = .overCurrentContext`) keeps it.
      if p.presentsItself, p.style == nil, returned.contains(p.controller.type),
        !facts.effectiveFacts(for: p.controller.type).contains(where: { $0.fact.key == .modalPresentationStyle })
      {
        p.style = "?"
      }
      return Self.link(p, helpers).map { Self.link($0, byName) } ?? []
    }
    self.placements = Self.showSeguesOutsideNavigation(linked, facts: facts)
    computeNavigations()
    func hidden(_ placed: PlacedController) -> [String] {
      (placed.barHidden == true && placed.exact ? [placed.type] : []) + placed.inner.flatMap(hidden)
    }
    hiddenBarInstances = Set(self.placements.flatMap { hidden($0.controller) })
    let builder = self.builder
    subsumed = Self.subsumed(self.placements) { builder.kind(of: $0)?.behavior.childProperty == .selectedViewController }
    for (i, p) in self.placements.enumerated() where !subsumed.contains(p) {
      for type in Set(p.controller.allTypes) where facts.classes[type] != nil { holding[type, default: []].append(i) }
    }
  }

  /// A call of an app's presenting method takes the style and capture the method sets on its
  /// argument (followed through helpers that pass it on); a call no helper explains is not
  /// UIKit's present and places nothing.
  static func link(_ p: Placement, _ helpers: [PresentingHelper]) -> Placement? {
    guard var signature = p.helper else { return p }
    for _ in 0..<8 {
      // The declaration with exactly these labels first, one that presents before one that passes on.
      let matching = helpers.filter { $0.pushes == (p.how == .push) && $0.matches(call: signature) && $0.forwardsTo != signature }
      func rank(_ h: PresentingHelper) -> Int { (h.signature == signature ? 0 : 2) + (h.forwardsTo == nil ? 0 : 1) }
      let ranked = matching.sorted { rank($0) < rank($1) }
      guard let helper = ranked.first else { return nil }
      guard let next = helper.forwardsTo else {
        var copy = p
        copy.style = helper.style ?? p.style
        copy.captures = helper.captures ?? p.captures
        return copy
      }
      signature = next
    }
    return nil
  }

  /// The most controllers one factory call stands for (its returns, then factories they call).
  static let alternatives = 8

  /// Calls of factories replaced by what they build (`SJUIUtils.navController(for: x)` is the
  /// navigation controller it returns, around x; a factory with several returns, each of them);
  /// a `T.f()` no factory explains is a T. Factories calling factories are followed `depth` deep
  /// at most (a factory may call itself).
  static func link(_ placed: PlacedController, _ factories: [String: [ControllerFactory]], depth: Int = 0) -> [PlacedController] {
    guard depth < 8 else { return [] }
    guard placed.type.hasPrefix(PlacementVisitor.factoryPrefix) else {
      var copy = placed
      copy.inner = placed.inner.compactMap { link($0, factories, depth: depth + 1).first }
      return [copy]
    }
    let name = String(placed.type.dropFirst(PlacementVisitor.factoryPrefix.count))
    let shortName = name.hasPrefix(StoryboardReader.identifierPrefix) || name.hasPrefix(".") ? name : String(name.split(separator: ".").last ?? "")
    // D225: `LoginViewController.getAlert(…)` of a static function an extension of UIViewController
    // declares is that function's result (chatcan's alert, round 69), not a LoginViewController.
    let inherited = name.split(separator: ".").count == 2 ? factories[UIKitClassCatalog.baseClassName + "." + shortName] : nil
    if let found = factories[name] ?? factories[shortName] ?? inherited {
      var results: [PlacedController] = []
      for factory in found where results.count < alternatives {
        var result = factory.returns
        result.definedAt = factory.returns.definedAt ?? factory.returns.origin
        result.origin = placed.origin
        if factory.wrapsFirstArgument, let argument = placed.inner.first, let linked = link(argument, factories, depth: depth + 1).first {
          result.inner = [linked]
        }
        // A factory calling another one sets its style and capture after the inner one returns (D108).
        results += link(result, factories, depth: depth + 1).prefix(alternatives - results.count).map { inner in
          var inner = inner
          inner.style = result.style ?? inner.style
          inner.captures = result.captures ?? inner.captures
          return inner
        }
      }
      return results
    }
    if let cast = placed.cast { return [PlacedController(type: cast, origin: placed.origin, exact: false)] }
    guard !name.hasPrefix(StoryboardReader.identifierPrefix), !name.hasPrefix("."), let dot = name.firstIndex(of: ".") else { return [] }
    return [PlacedController(type: String(name[..<dot]), origin: placed.origin, exact: true)]
  }

  static func link(_ p: Placement, _ factories: [String: [ControllerFactory]]) -> [Placement] {
    var container = p.container
    var containerBar: (style: String?, hidden: Bool?) = (p.containerBarStyle, p.containerBarHidden)
    switch p.container {
    case .type(let t), .typeOrSubclass(let t):
      if t.hasPrefix(PlacementVisitor.factoryPrefix) {
        guard let resolved = link(PlacedController(type: t, exact: false), factories).first else { return [] }
        container = resolved.exact ? .type(resolved.type) : .typeOrSubclass(resolved.type)
        // A storyboard's navigation controller keeps its bar's settings (`navigationBarHidden="YES"`).
        containerBar = (resolved.barStyle ?? containerBar.style, resolved.barHidden ?? containerBar.hidden)
      }
    default: break
    }
    return link(p.controller, factories).map { controller in
      var copy = p
      copy.controller = controller
      copy.container = container
      copy.containerBarStyle = containerBar.style
      copy.containerBarHidden = containerBar.hidden
      return copy
    }
  }

  mutating func computeNavigations() {
    func add(_ child: String, _ nav: String, _ at: SourceLocation, _ barHidden: Bool? = nil) {
      var list = navigationsHolding[child] ?? []
      // The same navigation controller seen before its bar was hidden (where it is built) and after
      // (where it is presented): hidden.
      if let same = list.firstIndex(where: { $0.type == nav && $0.at == at }) {
        if barHidden == true { list[same].barHidden = true }
      } else if !list.contains(where: { $0.type == nav && $0.barHidden == barHidden }) {
        list.append((nav, at, barHidden))
      }
      navigationsHolding[child] = list
    }
    func walk(_ placed: PlacedController, _ at: SourceLocation) {
      if builder.kind(of: placed.type) == Self.navigation {
        for child in placed.inner { add(child.type, placed.type, placed.origin ?? at, placed.barHidden) }
      }
      for child in placed.inner { walk(child, at) }
    }
    for p in placements {
      walk(p.controller, p.location)
      switch p.container {
      case .type(let t) where builder.kind(of: t) == Self.navigation:
        add(p.controller.type, t, p.location, p.containerBarHidden)
      case .typeOrSubclass(let t) where builder.kind(of: t) == Self.navigation:
        for candidate in subclasses(of: t) { add(p.controller.type, candidate, p.location) }
      default: break
      }
    }
    // A controller pushed through `navigationController?` lives in its pusher's navigation controller.
    // D255: so does, for its own `navigationController`, a child added to a controller that lives
    // in one (UIKit answers a child's `navigationController` with its parent's): SameCity's list
    // pages, children of a category page, push its publish screen (round 88).
    for _ in 0..<4 {
      for p in placements where p.how == .push || p.how == .addChild {
        switch (p.how, p.container) {
        case (.push, .navigationOf(let pusher?)):
          for nav in navigationsHolding[pusher] ?? [] { add(p.controller.type, nav.type, nav.at, nav.barHidden) }
        case (.addChild, .enclosing(let parent)), (.addChild, .type(let parent)):
          guard builder.kind(of: parent) != Self.navigation else { continue }
          for nav in navigationsHolding[parent] ?? [] { add(p.controller.type, nav.type, nav.at, nav.barHidden) }
        default: break
        }
      }
    }
  }

  /// `type` and every class the sources declare below it (what `as? type` may hold).
  func subclasses(of type: String) -> [String] { [type] + (descendants[type] ?? []) }

  /// For each class, the classes the sources declare below it, in name order: computed once
  /// (each class's chain walked once) instead of once per placement.
  static func descendants(_ facts: SourceFacts) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for name in facts.classes.keys.sorted() {
      var current = facts.classes[name]?.superclass.map { ClassName($0).base }
      var seen: Set<String> = [name]
      var steps = 0
      while let c = current, steps < 64 {
        if seen.insert(c).inserted { result[c, default: []].append(name) }
        current = facts.classes[c]?.superclass.map { ClassName($0).base }
        steps += 1
      }
    }
    return result
  }

  /// Names unique within one world.
  struct Namer {
    var used: [String: Int] = [:]
    mutating func name(_ type: String) -> String {
      let n = used[type, default: 0]
      used[type] = n + 1
      return n == 0 ? type : "\(type)#\(n + 1)"
    }
  }

  /// A node for a placed tree; nil when a kind is unknown.
  /// D137: a child of a known container whose own kind nobody knows (a library's base class,
  /// Pyto's installer below SplitKit's `SplitViewController`, round 33) stands as a plain
  /// controller with no override: what the container does with it (a navigation controller does
  /// not ask it; a sheet's container is not asked at all) does not depend on it. It is no class of
  /// the world (`classes`), so nothing is said about its own overrides.
  func node(_ placed: PlacedController, namer: inout Namer, classes: inout [String: String]) -> ControllerNode? {
    var children: [ControllerNode] = []
    let containerKnown = builder.kind(of: placed.type) != nil && !builder.isSwiftUIView(placed.type)
    for inner in placed.inner {
      if let child = node(inner, namer: &namer, classes: &classes) {
        children.append(child)
      } else if containerKnown, builder.kind(of: inner.type) == nil, !builder.isSwiftUIView(inner.type) {
        let plain = ControllerKind.controller.uikitClass
        children.append(ControllerNode(builder.controller(plain, name: namer.name(inner.type), kind: .controller, childNames: []), children: []))
      } else {
        return nil
      }
    }
    let name = namer.name(placed.type)
    if builder.isSwiftUIView(placed.type), placed.inner.isEmpty {
      // A SwiftUI view: the hosting controller its modifiers configure (R11).
      classes[name] = placed.type
      return ControllerNode(builder.controller(placed.type, name: name, kind: CoreFacts.hosting, childNames: []), children: [])
    }
    guard let kind = builder.kind(of: placed.type) else { return nil }
    classes[name] = placed.type
    if kind.behavior.hostsSwiftUI, let view = placed.inner.first, builder.isSwiftUIView(view.type) {
      // `UIHostingController(rootView: V())`: V's modifiers are the hosting controller's.
      var host = builder.controller(view.type, name: name, kind: CoreFacts.hosting, childNames: [])
      host.name = name
      classes[name] = view.type
      return ControllerNode(host, children: [])
    }
    var controller = builder.controller(placed.type, name: name, kind: kind, childNames: children.map(\.controller.name))
    if kind == Self.navigation {
      for child in placed.inner where builder.hidesNavigationBar(child.type) { controller.navigationBarHidden = true }
      for child in placed.inner { if let style = builder.setsNavigationBarStyle(child.type) { controller.barStyle = style } }
      if let style = placed.barStyle.flatMap(Self.barStyle) { controller.barStyle = style }
      if let hidden = placed.barHidden {
        // D154: the controller on top shows the bar the storyboard hides.
        let top = placed.inner.last.map(\.type)
        controller.navigationBarHidden = hidden && !(top.map { builder.showsNavigationBar($0) && !builder.hidesNavigationBar($0) } ?? false)
      }
    }
    return ControllerNode(controller, children: children)
  }

  /// A container of `type` holding `child` on top.
  /// Interface Builder's `barStyle` (`black`, `blackTranslucent`, `default`) as the core's bar style.
  static func barStyle(_ text: String) -> BarStyle? { text.hasPrefix("black") ? .black : BarStyle(rawValue: text) }

  func contained(
    _ type: String, child: PlacedController, namer: inout Namer, classes: inout [String: String], barStyle: String? = nil,
    barHidden: Bool? = nil
  ) -> ControllerNode? {
    guard let childNode = node(child, namer: &namer, classes: &classes), let kind = builder.kind(of: type) else { return nil }
    let name = namer.name(type)
    // The container is made the root only to ask about its child: where it really stands is not
    // in this placement, so whether its own overrides are asked is not read from this world.
    var controller = builder.controller(type, name: name, kind: kind, childNames: [childNode.controller.name])
    if kind == Self.navigation {
      if builder.hidesNavigationBar(child.type) { controller.navigationBarHidden = true }
      if let style = builder.setsNavigationBarStyle(child.type) { controller.barStyle = style }
      if let style = barStyle.flatMap(Self.barStyle) { controller.barStyle = style }
      // D154: a bar the storyboard loads hidden stays hidden unless the controller on top shows
      // it in its own methods (`navigationController?.setNavigationBarHidden(false, …)`), as D126
      // for a pusher that hides it: Save's darkroom shows the bar its main screen hides (round 46).
      if barHidden == true, !builder.showsNavigationBar(child.type) { controller.navigationBarHidden = true }
    }
    return ControllerNode(controller, children: [childNode])
  }

  /// Where the code builds the containers of a placed tree: `Child in Nav built at File.swift:3:9`.
  static func builtNotes(_ placed: PlacedController) -> [String] {
    var notes: [String] = []
    if !placed.inner.isEmpty, let origin = placed.origin {
      // Three tabs of one class read `3 × MainViewController`, not the name three times.
      var counts: [(type: String, count: Int)] = []
      for type in placed.inner.map(\.type) {
        if let i = counts.firstIndex(where: { $0.type == type }) { counts[i].count += 1 } else { counts.append((type, 1)) }
      }
      let names = counts.map { $0.count == 1 ? $0.type : "\($0.count) × \($0.type)" }.joined(separator: ", ")
      notes.append("\(names) in \(placed.type) built at \(origin)")
    }
    var seen: Set<String> = []
    return (notes + placed.inner.flatMap(builtNotes)).filter { seen.insert($0).inserted }
  }

  /// The worlds of a placement as the code shows it: a container it is put into is the root.
  func worlds(for placement: Placement) -> [PlacementWorld] {
    if subsumed.contains(placement) { return [] }
    return noted(placement)
  }

  func noted(_ p: Placement) -> [PlacementWorld] {
    worldsWithoutNotes(for: p).map { world in
      var world = world
      let notes = Self.builtNotes(p.controller)
      // A tree built where it is placed says where once.
      world.path = notes + world.path.filter { step in !notes.contains { $0.hasSuffix(" " + step) } } + p.chain
      return world
    }
  }

  func worldsWithoutNotes(for p: Placement) -> [PlacementWorld] {
    let env = CoreFacts.environment
    var namer = Namer()
    var classes: [String: String] = [:]
    let at = p.location.description
    func make(_ root: ControllerNode?, presented: [ControllerNode] = [], path: [String], unknown: Bool = false) -> PlacementWorld? {
      guard let root else { return nil }
      let world = World(environment: env, root: root, presented: presented)
      return PlacementWorld(
        world: world, path: path, location: p.location, presented: !presented.isEmpty,
        presenter: presented.isEmpty ? nil : root.controller.name, classes: classes, containerUnknown: unknown)
    }
    switch p.how {
    case .root, .built:
      let words = p.how == .root ? "made the window's root at \(at)" : "built at \(at)"
      return [make(node(p.controller, namer: &namer, classes: &classes), path: [words])].compactMap { $0 }
    case .handedOff:
      // Given to a custom container's slot: it may be asked there as a root is, so no claim is
      // made that it never is. A UIKit container's API (a navigation subclass's initialiser) is
      // read where it is placed instead (D114).
      switch p.container {
      case .type(let t), .typeOrSubclass(let t), .enclosing(let t):
        if let kind = builder.kind(of: t), kind != .controller { return [] }
      default: break
      }
      let words = "given to \(p.property ?? "code") at \(at), which lint does not follow (it may be asked there)"
      return [make(node(p.controller, namer: &namer, classes: &classes), path: [words])].compactMap { $0 }
    case .push, .stack, .addChild, .property:
      // D138: UIKit refuses to push a navigation controller (asked of the core): a push the code
      // may make of one (a variable that holds one on another branch, Pyto's about screen) shows nothing.
      if p.how == .push, let kind = builder.kind(of: p.controller.type), !kind.behavior.canBePushed { return [] }
      var verb = p.how == .push ? "pushed" : p.how == .stack ? "set as the top of viewControllers" : "added with addChild(_:)"
      if p.how == .property {
        // Only where the container forwards to that property (`childForStatusBarStyle { contentViewController }`).
        guard case .enclosing(let c) = p.container, let property = p.property,
          builder.facts.effectiveFacts(for: c).contains(where: { f in
            if case .runtime(let text) = f.fact.value, f.fact.key == .childForStatusBarStyle || f.fact.key == .childForStatusBarHidden {
              return text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == property }
            }
            return false
          })
        else { return [] }
        verb = "assigned to \(c).\(property), which its childForStatusBar… returns,"
      }
      switch p.container {
      case .type(let t), .enclosing(let t):
        // D132: `Card(content: x)`, whose initialiser keeps x as its child.
        let words = p.slot.map { "given to \(t)(\($0 == "_" ? "_" : $0):), which adds it with addChild(_:), at \(at)" } ?? "\(verb) into \(t) at \(at)"
        // D133: a navigation controller that builds its own stack (`self.viewControllers = [inner]`
        // in its init) stands wherever its instances do; one built with its bar hidden may forward.
        var barHidden = p.containerBarHidden
        if case .enclosing = p.container, barHidden == nil, hiddenBarInstances.contains(t) { barHidden = true }
        return [
          make(
            contained(t, child: p.controller, namer: &namer, classes: &classes, barStyle: p.containerBarStyle, barHidden: barHidden),
            path: [words])
        ]
        .compactMap { $0 }
      case .typeOrSubclass(let t):
        // Any of the classes the static type allows: one world each (asked in one: asked).
        return subclasses(of: t).compactMap { candidate in
          var n = Namer()
          var c: [String: String] = [:]
          let root = contained(candidate, child: p.controller, namer: &n, classes: &c, barStyle: p.containerBarStyle, barHidden: p.containerBarHidden)
          classes = c
          return make(root, path: ["\(verb) into a \(t) (the code shows only its static type; \(candidate) here) at \(at)"], unknown: true)
        }
      case .navigationOf(let pusher):
        let known = pusher.flatMap { navigationsHolding[$0] } ?? []
        // D126: a pusher that hides its navigation controller's bar pushes onto a hidden bar, which
        // stays hidden unless the pushed controller shows it (LLSimpleCamera's camera, round 22).
        let barHidden: Bool? = pusher.map { builder.hidesNavigationBar($0) && !builder.showsNavigationBar(p.controller.type) } == true ? true : nil
        if !known.isEmpty {
          return known.compactMap { nav in
            var n = Namer()
            var c: [String: String] = [:]
            // D216: a bar hidden where the code builds the navigation controller stays hidden under
            // pushes unless the pusher or the pushed controller shows it.
            let builtHidden = nav.barHidden == true && !(pusher.map(builder.showsNavigationBar) ?? false)
            let root = contained(nav.type, child: p.controller, namer: &n, classes: &c, barHidden: barHidden ?? (builtHidden ? true : nil))
            classes = c
            return make(root, path: ["\(pusher ?? "it") is in \(nav.type) (\(nav.at))", "\(verb) onto it at \(at)"])
          }
        }
        // The navigation controller is not created in the code read: one world per navigation
        // controller class the app could use (UIKit's own, and each the sources declare).
        let uikit = Self.navigation.uikitClass
        var types = [uikit]
        types += builder.facts.classes.keys.sorted().filter { $0 != uikit && builder.kind(of: $0) == Self.navigation }
        // D256: where the code builds navigation controllers, the one a controller it was given
        // stands in is one of those (SameCity's login screen, pushed onto whatever screen asked for
        // it, builds only CommonNavigationController; round 88).
        let built = Set(navigationsHolding.values.flatMap { $0.map(\.type) })
        if !built.isEmpty { types = types.filter(built.contains) }
        return types.compactMap { nav in
          var n = Namer()
          var c: [String: String] = [:]
          let root = contained(nav, child: p.controller, namer: &n, classes: &c, barHidden: barHidden)
          classes = c
          return make(
            root, path: ["\(verb) onto \(pusher.map { "\($0)'s" } ?? "a") navigationController at \(at) (its class is not in the code read)"],
            unknown: true)
        }
      case .givenController:
        // D123: UIKit's plain controller, which asks no child, or a class of the app that forwards
        // to one (its `childForStatusBar…` taken to return this one): one world each.
        let forwarding = builder.facts.classes.keys.sorted().filter { c in
          builder.kind(of: c) != nil
            && builder.facts.effectiveFacts(for: c).contains { $0.fact.key == .childForStatusBarStyle || $0.fact.key == .childForStatusBarHidden }
        }
        return ([ControllerKind.controller.uikitClass] + forwarding.prefix(Self.alternatives)).compactMap { parent in
          var n = Namer()
          var c: [String: String] = [:]
          let root = contained(parent, child: p.controller, namer: &n, classes: &c)
          classes = c
          return make(root, path: ["\(verb) into a controller it is given (\(parent) here) at \(at)"], unknown: true)
        }
      case .none:
        return []
      }
    case .present, .sheet, .fullScreenCover:
      // A style decided at run time between known ones (`a|b`, D104): one world each, so a finding
      // must hold in all of them; an unknown one (`?`): none.
      if p.how == .present, let style = p.style ?? p.controller.style, style.contains("|") {
        return style.split(separator: "|").flatMap { one -> [PlacementWorld] in
          var copy = p
          copy.style = String(one)
          return worldsWithoutNotes(for: copy).map { world in
            var world = world
            if let last = world.path.indices.last {
              world.path[last] += " (its style is decided at run time: .\(style.split(separator: "|").joined(separator: " or ."))" + ")"
            }
            world.styleAlternative = true
            return world
          }
        }
      }
      guard var presentedNode = node(p.controller, namer: &namer, classes: &classes) else { return [] }
      var styleWords = ""
      switch p.how {
      case .sheet:
        presentedNode.controller.modalPresentationStyle = .pageSheet
        styleWords = " as a SwiftUI sheet"
      case .fullScreenCover:
        presentedNode.controller.modalPresentationStyle = .fullScreen
        styleWords = " with fullScreenCover"
      default:
        if let style = p.style ?? p.controller.style {
          guard let parsed = PresentationStyle(rawValue: style) else { return [] }  // `?`: decided at run time
          presentedNode.controller.modalPresentationStyle = parsed
        } else if let fact = builder.facts.effectiveFacts(for: p.controller.type).first(where: { $0.fact.key == .modalPresentationStyle }),
          case .runtime = fact.fact.value
        {
          return []  // its style is decided at run time
        }
        if let captures = p.captures ?? p.controller.captures { presentedNode.controller.modalPresentationCapturesStatusBarAppearance = captures }
        let style = presentedNode.controller.modalPresentationStyle
        styleWords = style.map { " with .\($0.rawValue)" } ?? " with the default style (.automatic)"
      }
      // D223: a presenter the code does not name is some controller of the app: one that overrides
      // nothing answers what an app's extension of UIViewController answers, if there is one
      // (XXTExplorer's category returning .lightContent, round 67), else UIKit's default.
      let presenter = ControllerNode(
        builder.controller(UIKitClassCatalog.baseClassName, name: namer.name("presenter"), kind: .controller, childNames: []))
      return [make(presenter, presented: [presentedNode], path: ["presented\(styleWords) at \(at)"])].compactMap { $0 }
    }
  }
}
