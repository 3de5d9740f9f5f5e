import AppImport
import StatusBarCore

/// What shows under a presentation that does not take control (D116, D130, D131): the chain of
/// the class that presents from itself, or the app's window roots when the code does not name the
/// presenter. A presented override not asked there is no finding when that shows its answer.
extension OverrideChecks {
  /// What one world of a window's root shows for a lane: the core's answer and who decides.
  struct RootAnswer: Sendable {
    var answer: OverrideAnswer
    var decider: String?
    var kind: ControllerKind?
    /// The app's class the root world was asked about.
    var asked: String? = nil

    /// The root shows `fact`'s answer: its decider answers alike, or (D264) a navigation controller
    /// keeps `prefersStatusBarHidden` from the asked class only on Face ID iPhones (D5) and that
    /// class answers alike: its loss is reported at its own override.
    func showsAlike(_ fact: SourceFact, lane: Lane, builder: WorldBuilder, barStyleNamed: Bool) -> Bool {
      if let asked, withheldOnFaceID(answer, lane: lane), asksForMoreThanDefault(fact, lane: lane),
        presenterAnswers(asked, lane: lane, like: fact, builder: builder)
      {
        return true
      }
      return answersAlike(fact, answer: answer, decider: decider, lane: lane, builder: builder, barStyleNamed: barStyleNamed, deciderKind: kind)
    }
  }

  /// D5: the answer is a navigation controller's own `false`, given on Face ID iPhones while its bar
  /// shows instead of forwarding `prefersStatusBarHidden` to its top controller.
  static func withheldOnFaceID(_ answer: OverrideAnswer, lane: Lane) -> Bool {
    guard lane == .hidden, !answer.asked, let rule = answer.rule?.id else { return false }
    return faceIDRules.contains(rule)
  }

  /// The rules by which a navigation controller withholds the hidden lane on a Face ID iPhone: D5
  /// (the version it starts in) and R2.2 (the rule itself).
  static let faceIDRules: Set<String> = ["D5", "R2.2"]

  /// D131: what the app's window roots show, lane by lane, in every world of every place the code
  /// (or the main storyboard) makes a window's root. A presentation from a controller the code
  /// does not name (`topViewController?.present(…)` in a presenter object, `[self.window.rootViewController
  /// presentViewController:…]`) stands over what the window shows; when every root shows what the
  /// presented override answers, its loss is not seen (breadwallet's cards over its root navigation
  /// controller, all `.lightContent`, round 30). Empty when a root world names no class of the app.
  static func rootAnswers(worlds: PlacementWorlds) -> [Lane: [RootAnswer]] {
    var result: [Lane: [RootAnswer]] = [:]
    for placement in worlds.placements where placement.how == .root || placement.mainStoryboardRoot {
      for pw in worlds.worlds(for: placement) where !pw.presented {
        guard let name = pw.classes.keys.sorted().first else { return [:] }
        for lane in Lane.allCases {
          let answer = pw.world.override(of: name, lane: lane)
          let decider = pw.classes[answer.decider] ?? containerClass(answer.decider, facts: worlds.builder.facts)
          result[lane, default: []].append(
            RootAnswer(answer: answer, decider: decider, kind: pw.world.controller(named: answer.decider)?.kind, asked: pw.classes[name]))
        }
      }
    }
    return result
  }

  /// One question of a presentation from a class itself: does the bar show `value` on `lane`
  /// wherever the code puts `presenter`?
  struct ChainQuery: Hashable, Sendable {
    var presenter: String
    var lane: Lane
    var value: SourceValue
  }

  /// D116, D130: a controller presenting from itself (`present(vc, animated:)` in class P) over
  /// which the presented one is not asked: what shows where P stands shows instead. In each place
  /// the code puts P, that is P's own answer where P is asked, the answer of whoever decides
  /// instead where it is not (vlc's settings answer the theme's style inside a card; breadwallet's
  /// staking screen is the child of a modal that captures and hides the bar, round 30), or, where P
  /// is itself presented from a class Q, what shows where Q stands (vlc's library presents its
  /// settings, the settings present the about screen, round 27). An instance of a subclass the code
  /// places is P too. A placement whose container lint cannot tell (only its static type, a
  /// `navigationController` not created in the code) shows it when one of its worlds does, as a
  /// finding needs all of them. Worked out once, for the answers presented from each class, before
  /// the placements' worlds are asked.
  static func chainShows(worlds: PlacementWorlds, barStyleNamed: Bool, roots: [Lane: [RootAnswer]] = [:]) -> Set<ChainQuery> {
    var queries: Set<ChainQuery> = []
    for placement in worlds.placements where placement.presentedBySelf {
      guard let presenter = placement.enclosingClass else { continue }
      for pw in worlds.worlds(for: placement) {
        for className in Set(pw.classes.values) {
          for lane in Lane.allCases {
            if case .answers(let fact, _)? = worlds.builder.preference(of: className, lane: lane) {
              queries.insert(ChainQuery(presenter: presenter, lane: lane, value: fact.value))
            }
          }
        }
      }
    }
    let chain = PresenterChain(worlds: worlds, barStyleNamed: barStyleNamed, roots: roots)
    return chain.solve(queries)
  }

  /// The places of each class (D130), and what shows where each stands.
  struct PresenterChain {
    let worlds: PlacementWorlds
    let barStyleNamed: Bool
    /// Each class and the classes below it -> the placements that put one of them on screen.
    let placements: [String: [Int]]
    /// D227: the container classes a storyboard puts each controller in (`.stack` placements), by
    /// where the controller's scene is: worked out once, not per world asked.
    let stackContainers: [SourceLocation: [String]]
    /// What the app's window roots show (D131), for a presenter the code places nowhere (D264).
    let roots: [Lane: [RootAnswer]]

    init(worlds: PlacementWorlds, barStyleNamed: Bool, roots: [Lane: [RootAnswer]] = [:]) {
      self.worlds = worlds
      self.barStyleNamed = barStyleNamed
      self.roots = roots
      let facts = worlds.builder.facts
      var byType: [String: [Int]] = [:]
      for (index, placement) in worlds.placements.enumerated() where placement.how != .handedOff {
        // A hand-off's world is a guess that the slot asks (D114): it proves nothing here.
        for type in Set(placement.controller.allTypes) { byType[type, default: []].append(index) }
      }
      // Each placed type counts for itself and for the app's classes above it: one walk up per type.
      var result: [String: [Int]] = [:]
      for (type, indices) in byType {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.count < 64, seen.insert(name).inserted {
          if name == type || facts.classes[name] != nil { result[name, default: []].append(contentsOf: indices) }
          current = facts.classes[name]?.superclass.map { ClassName($0).base }
        }
      }
      placements = result.mapValues { Array(Set($0)).sorted() }
      var containers: [SourceLocation: [String]] = [:]
      for stack in worlds.placements where stack.how == .stack {
        guard let origin = stack.controller.origin, case .type(let container) = stack.container else { continue }
        containers[origin, default: []].append(container)
      }
      stackContainers = containers
    }

    /// D227: the app's container class a storyboard puts the push's navigation controller in (a
    /// tab, say) when that class's `childForStatusBar…` of the lane returns nil: it answers itself.
    func selfAnsweringContainer(holding push: Placement, lane: Lane) -> String? {
      guard let origin = push.containerOrigin else { return nil }
      let childKey = WorldBuilder.childKey(lane)
      for container in stackContainers[origin] ?? [] {
        let answersItself = worlds.builder.facts.effectiveFacts(for: container).contains {
          $0.fact.key == childKey && $0.fact.value == .constant(ChildReference.none.description)
        }
        if answersItself { return container }
      }
      return nil
    }

    /// What one place of an instance asks of the chain: shown for sure (`always`), or shown when
    /// one of `anyOf` shows (where the class that decides instead stands, where the presenter stands).
    struct Instance {
      var always = false
      var anyOf: [ChainQuery] = []
    }

    /// D242: what shows where a class stands, as a formula of the other questions it rests on: all
    /// of its places (that put an instance of it on screen) must show the answer, a place does when
    /// one of its worlds does, a world when each instance in it does. No place at all: not shown.
    struct Formula {
      var places: [[[Instance]]] = []
      var references: Set<ChainQuery> { Set(places.joined().joined().flatMap(\.anyOf)) }

      func holds(_ value: [ChainQuery: Bool]) -> Bool {
        !places.isEmpty
          && places.allSatisfy { worlds in
            worlds.contains { instances in instances.allSatisfy { $0.always || $0.anyOf.contains { value[$0] ?? false } } }
          }
      }
    }

    /// D242: every question and the ones it rests on answered together, as the greatest answer
    /// that holds: a chain that comes back to a question (screens presenting each other, a class
    /// presenting itself; D232) adds no place of its own, and no chain is cut at a depth. Each
    /// question's worlds are asked once; a question whose answer turns false has the ones resting
    /// on it asked again, so the work is linear in the places and their links.
    func solve(_ queries: Set<ChainQuery>) -> Set<ChainQuery> {
      var formulas: [ChainQuery: Formula] = [:]
      var work = Array(queries)
      while let query = work.popLast() {
        guard formulas[query] == nil else { continue }
        let made = formula(query)
        formulas[query] = made
        work += made.references.filter { formulas[$0] == nil }
      }
      var restingOn: [ChainQuery: [ChainQuery]] = [:]
      for (query, made) in formulas {
        for reference in made.references { restingOn[reference, default: []].append(query) }
      }
      var value = formulas.mapValues { _ in true }
      var pending = Array(formulas.keys)
      while let query = pending.popLast() {
        guard value[query] == true, let made = formulas[query], !made.holds(value) else { continue }
        value[query] = false
        pending += restingOn[query] ?? []
      }
      return Set(queries.filter { value[$0] == true })
    }

    /// The formula of one question: each place of the presenting class, each of its worlds, each
    /// instance in it (D116, D130, D227).
    func formula(_ query: ChainQuery) -> Formula {
      var made = Formula()
      guard let location = worlds.builder.facts.classes[query.presenter]?.location else { return made }
      let builder = worlds.builder
      let fact = SourceFact(key: WorldBuilder.preferenceKey(query.lane), value: query.value, location: location)
      let presenter = query.presenter
      func isPresenter(_ type: String) -> Bool { type == presenter || builder.facts.inherits(type, from: presenter) }
      func asking(_ other: String) -> ChainQuery { ChainQuery(presenter: other, lane: query.lane, value: query.value) }
      // D264: a presenter the code places nowhere (handed over in a block, presented by a delegate)
      // stands full screen, asked itself, or without control over what the window roots show: it
      // shows the answer when it answers alike and so do the roots.
      if placements[presenter]?.isEmpty ?? true {
        let shown = roots[query.lane] ?? []
        if !shown.isEmpty, presenterAnswers(presenter, lane: query.lane, like: fact, builder: builder),
          shown.allSatisfy({ $0.showsAlike(fact, lane: query.lane, builder: builder, barStyleNamed: barStyleNamed) })
        {
          made.places = [[[Instance(always: true)]]]
        }
        return made
      }
      for index in placements[presenter] ?? [] {
        let placement = worlds.placements[index]
        var place: [[Instance]] = []
        for pw in worlds.worlds(for: placement) {
          var instances: [Instance] = []
          for (name, className) in pw.classes.sorted(by: { $0.key < $1.key }) where isPresenter(className) {
            let answer = pw.world.override(of: name, lane: query.lane)
            var instance = Instance()
            if answer.asked {
              instance.always = presenterAnswers(className, lane: query.lane, like: fact, builder: builder)
              instances.append(instance)
              continue
            }
            // D264: a navigation controller keeps `prefersStatusBarHidden` from the presenter only on
            // Face ID iPhones while its bar shows (D5), and the presenter asks what the presented
            // controller asks: that loss is the presenter's own, reported at its override, and
            // everywhere else the presenter's answer shows (YLPhoto's editors over its root, round 99).
            if withheldOnFaceID(answer, lane: query.lane), asksForMoreThanDefault(fact, lane: query.lane),
              presenterAnswers(className, lane: query.lane, like: fact, builder: builder)
            {
              instance.always = true
              instances.append(instance)
              continue
            }
            let decider = pw.classes[answer.decider] ?? containerClass(answer.decider, facts: builder.facts)
            if answersAlike(
              fact, answer: answer, decider: decider, lane: query.lane, builder: builder, barStyleNamed: barStyleNamed,
              deciderKind: pw.world.controller(named: answer.decider)?.kind)
            {
              // The app's container the world is built around decides: its answer shows where it
              // stands (FolioReaderKit's reader container, itself presented as a card, round 22).
              if !pw.presented, answer.decider == pw.world.name(of: pw.world.root), let container = decider, !isPresenter(container) {
                instance.anyOf = [asking(container)]
              } else {
                instance.always = true
              }
              instances.append(instance)
              continue
            }
            // Presented from a class (itself, too: breadwallet's staking screen presents another
            // of its class, D132) that decides in its place: what shows where that class stands.
            if pw.presenter == answer.decider, placement.presentedBySelf, let outer = placement.enclosingClass {
              instance.anyOf.append(asking(outer))
            }
            // D269: presented from a controller the code does not name (`[self.visibleViewController
            // present…]`): what the window roots show stands under it, as D131 has it for the
            // presented override itself (Dude's profile, round 102).
            if pw.presenter == answer.decider, !placement.presentedBySelf, let shown = roots[query.lane], !shown.isEmpty,
              shown.allSatisfy({ $0.showsAlike(fact, lane: query.lane, builder: builder, barStyleNamed: barStyleNamed) })
            {
              instance.always = true
            }
            // D227: pushed into a storyboard's navigation controller that stands in an app container
            // answering the lane itself (`childForStatusBarStyle` returning nil, the MyLocations
            // tutorial's tab bar controller, round 70): that container's answer shows, where it does.
            if !pw.presented, answer.decider == pw.world.name(of: pw.world.root), placement.how == .push,
              let container = selfAnsweringContainer(holding: placement, lane: query.lane)
            {
              instance.anyOf.append(asking(container))
            }
            instances.append(instance)
          }
          if !instances.isEmpty { place.append(instances) }
        }
        if !place.isEmpty { made.places.append(place) }
      }
      return made
    }
  }
}
