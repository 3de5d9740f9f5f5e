import AppImport
import StatusBarCore

/// Is an override ever asked? Every world the placements allow is built and the core is asked
/// who decides each lane; an override that decides in none of them (and appears in at least
/// one) is reported with the path of the first world that shows it.
enum OverrideChecks {
  static func findings(
    facts: SourceFacts, placements: [Placement], factories: [ControllerFactory] = [], helpers: [PresentingHelper] = [], settings: ProjectSettings,
    setterLanes: [String: Set<Lane>] = [:], setterValues: [SetterValueKey: [String?]] = [:], barStyleNamed: Bool = true,
    presentedAskedByHand: Set<Lane> = []
  ) -> [LintFinding] {
    let worlds = PlacementWorlds(facts: facts, placements: placements, factories: factories, helpers: helpers)

    // Each placement's worlds are built and asked on their own (one per core, as the files
    // were read); the answers are then folded in the placements' order, as one thread would.
    // A placement in an app whose Info.plist says NO asks nothing of a library's override there:
    // what a YES host does is not shown by it (IBAnimatable's demo, round 16).
    let underNo = worlds.placements.map { settings.context(for: $0.location.file).viewControllerBased == false }
    let phoneOnly = worlds.placements.map { settings.context(for: $0.location.file).iPhoneOnly }
    let roots = rootAnswers(worlds: worlds)
    let presenters = chainShows(worlds: worlds, barStyleNamed: barStyleNamed, roots: roots)
    let asked = LargeStack.map(count: worlds.placements.count, threads: SourceScanner.threads, stackSize: 16 << 20) { index in
      if underNo[index] { return [Observation]() }
      return observations(
        of: worlds.placements[index], worlds: worlds, facts: facts, barStyleNamed: barStyleNamed, presentedAskedByHand: presentedAskedByHand,
        chainShows: presenters, rootsShow: roots, iPhoneOnly: phoneOnly[index])
    }
    var verdicts: [SourceLocation: (fact: SourceFact, declaredIn: String, lane: Lane, verdict: Verdict)] = [:]
    for observation in asked.joined() {
      var entry = verdicts[observation.fact.location] ?? (observation.fact, observation.declaredIn, observation.lane, Verdict())
      entry.verdict.worlds += 1
      if observation.answer.asked {
        entry.verdict.asked = true
        if entry.verdict.askedPath == nil, observation.standsOnScreen { entry.verdict.askedPath = observation.path }
      } else if observation.presenterDecides, !observation.styleAlternative, asksForMoreThanDefault(observation.fact, lane: observation.lane) {
        entry.verdict.presentations += 1
        if entry.verdict.lostInPresentation == nil { entry.verdict.lostInPresentation = observation }
      } else if let child = observation.addedAsChildAt, entry.verdict.lostInContainer[child] == nil {
        entry.verdict.lostInContainer[child] = observation
      }
      // The surest path first: a known container over an unknown one; one that does not forward
      // over a presenter kept in control (the container would not ask it full screen either).
      if !observation.answer.asked,
        entry.verdict.first == nil || (entry.verdict.first!.unknown && !observation.unknown)
          || (entry.verdict.first!.unknown == observation.unknown && entry.verdict.first!.presenterDecides && !observation.presenterDecides)
      {
        entry.verdict.first = (observation.path, observation.answer, observation.presenterDecides, observation.unknown, observation.className)
      }
      verdicts[observation.fact.location] = entry
    }
    var findings: [LintFinding] = []
    for (location, entry) in verdicts where entry.verdict.asked {
      // D121: asked where the code places it one way, not where it presents it another.
      guard let lost = entry.verdict.lostInPresentation, let askedPath = entry.verdict.askedPath,
        settings.context(for: location.file).viewControllerBased != false
      else { continue }
      findings.append(lostInOnePresentation(lost, askedAt: askedPath, count: entry.verdict.presentations, at: location))
    }
    for (_, entry) in verdicts where entry.verdict.asked {
      guard let askedPath = entry.verdict.askedPath else { continue }
      for (child, lost) in entry.verdict.lostInContainer where settings.context(for: child.file).viewControllerBased != false {
        findings.append(lostInOneContainer(lost, askedAt: askedPath, at: child))
      }
    }
    for (location, entry) in verdicts where !entry.verdict.asked {
      guard let first = entry.verdict.first else { continue }
      // Under UIViewControllerBasedStatusBarAppearance NO no override is asked on any path: the
      // Info.plist check below says so once.
      if settings.context(for: location.file).viewControllerBased == false { continue }
      let key = WorldBuilder.preferenceKey(entry.lane).rawValue
      let property = entry.fact.key == .statusBarHidden ? ".statusBarHidden(…)" : key
      // A presentation that kept the presenter in control: the step that skipped it says why.
      let skip = first.presenterDecides ? first.answer.trace.last(where: { $0.text.hasPrefix("modalPresentationCapturesStatusBarAppearance") }) : nil
      let rule = skip?.rule.id ?? first.answer.rule?.id ?? "R1.2"
      let check = first.presenterDecides ? LintCheck.presentationNotInControl : LintCheck.ignoredOverride
      // D196: lost only while the navigation bar shows, when it answers the navigation controller's false.
      if faceIDRules.contains(rule), entry.lane == .hidden, entry.fact.followsNavigationBar { continue }
      var message = "\(entry.declaredIn)\(property.hasPrefix(".") ? "" : ".")\(property) is never asked"
      // D5 holds only where the core applies it: a Face ID iPhone from iOS 11 with the bar shown.
      if faceIDRules.contains(rule) { message += " on Face ID iPhones (iOS 11 and later) while the navigation bar shows" }
      if first.className != entry.declaredIn { message += " for \(first.className)" }
      message += ": \(first.path.joined(separator: "; ")); \(first.answer.decider) decides (\(first.answer.why))"
      // On an iPhone in portrait the card's backdrop draws light text whoever decides (D1), and
      // in landscape the bar is hidden (R8.2): the lost `.lightContent` shows on an iPad (D153).
      if entry.lane == .style, entry.fact.value == .constant(StatusBarStyle.lightContent.rawValue), let reason = first.answer.foregroundReason,
        first.answer.foreground == Foreground.light.rawValue
      {
        message += "; on an iPhone in portrait the text is light anyway (\(reason)) and in landscape the bar is hidden, so an iPad shows the difference"
      }
      if entry.verdict.worlds > 1 { message += " (and \(entry.verdict.worlds - 1) more place\(entry.verdict.worlds == 2 ? "" : "s") like it)" }
      message += fix(check: check, lane: entry.lane, rule: rule)
      findings.append(
        LintFinding(
          at: location, check: check.rawValue, rule: rule, message: message,
          lesson: first.presenterDecides
            ? (first.path.contains { $0.contains("sheet") || $0.contains("default style") } ? "sheet-captures" : "over-full-screen-needs-capture")
            : LintCheck.lesson(forRule: rule) ?? "nav-bar-decides",
          path: first.path))
    }
    findings += deadUnderApplication(facts: facts, settings: settings, setterLanes: setterLanes, setterValues: setterValues)
    return findings
  }

  /// D121: an override UIKit asks where the code places it one way (presented full screen, a
  /// window's root) and not where it presents it another (the default style, a sheet, over full
  /// screen) without capture: that presentation loses it (Mantis's demo presents its cropper
  /// .fullScreen everywhere but one place). The finding names the presentation and where it is asked.
  static func lostInOnePresentation(_ lost: Observation, askedAt askedPath: [String], count: Int, at location: SourceLocation) -> LintFinding {
    let key = WorldBuilder.preferenceKey(lost.lane).rawValue
    let property = lost.fact.key == .statusBarHidden ? ".statusBarHidden(…)" : key
    let skip = lost.answer.trace.last(where: { $0.text.hasPrefix("modalPresentationCapturesStatusBarAppearance") })
    let rule = skip?.rule.id ?? lost.answer.rule?.id ?? "R4.1"
    var message = "\(lost.declaredIn)\(property.hasPrefix(".") ? "" : ".")\(property) is not asked"
    if lost.className != lost.declaredIn { message += " for \(lost.className)" }
    message += " where it is \(lost.path.joined(separator: "; ")); \(lost.answer.decider) decides there (\(lost.answer.why))"
    if lost.lane == .style, lost.fact.value == .constant(StatusBarStyle.lightContent.rawValue), let reason = lost.answer.foregroundReason,
      lost.answer.foreground == Foreground.light.rawValue
    {
      message += "; on an iPhone in portrait the text is light anyway (\(reason)) and in landscape the bar is hidden, so an iPad shows the difference"
    }
    if count > 1 { message += " (and \(count - 1) more presentation\(count == 2 ? "" : "s") like it)" }
    message += ". It is asked where it is \(askedPath.joined(separator: "; "))"
    message += fix(check: .presentationNotInControl, lane: lost.lane, rule: rule)
    let sheet = lost.path.contains { $0.contains("sheet") || $0.contains("default style") }
    return LintFinding(
      at: location, check: LintCheck.presentationNotInControl.rawValue, rule: rule, message: message,
      lesson: sheet ? "sheet-captures" : "over-full-screen-needs-capture", path: lost.path)
  }

  /// D142: an override UIKit asks where the code places it one way (a forwarding container's child, a
  /// presented controller) and not where a plain controller adds it with `addChild(_:)` and does
  /// not forward (Material's app bar, forwarded to by most of its examples and not by four,
  /// round 37). The finding stands at the `addChild(_:)`: the container is what needs the fix.
  static func lostInOneContainer(_ lost: Observation, askedAt askedPath: [String], at location: SourceLocation) -> LintFinding {
    let key = WorldBuilder.preferenceKey(lost.lane).rawValue
    let childKey = WorldBuilder.childKey(lost.lane).rawValue
    var message = "\(lost.className).\(key) (\(lost.fact.location.file):\(lost.fact.location.line)) is not asked here"
    message += ": \(lost.path.joined(separator: "; ")); \(lost.answer.decider) decides (\(lost.answer.why))"
    message += ". It is asked where it is \(askedPath.joined(separator: "; "))"
    message += ". Override \(childKey) in \(lost.answer.decider) to return it"
    return LintFinding(
      at: location, check: LintCheck.ignoredOverride.rawValue, rule: "R3.4", message: message, lesson: "custom-container", path: lost.path)
  }

  /// D142: where the container the controller is added to is itself placed, it decides in one of
  /// those worlds at least; a container that is always presented without control (Material's
  /// presented example, a form sheet of its own) loses the child's answer to its presenter, which is
  /// no fault of its own. A container placed nowhere the code shows is taken as deciding.
  static func containerDecidesWhereItStands(_ placement: Placement, className: String, lane: Lane, worlds: PlacementWorlds) -> Bool {
    let outer = worlds.liftedWorlds(for: placement)
    guard !outer.isEmpty else { return true }
    return outer.contains { world, _ in
      world.classes.filter { $0.value == className }.keys.contains { name in
        let answer = world.world.override(of: name, lane: lane)
        return !answer.asked && world.presenter.map { answer.decider != $0 } ?? true
      }
    }
  }

  /// D153: in an app built for iPhone only, a `.lightContent` its card sheet loses shows as asked:
  /// the core draws light text over the card's black backdrop in portrait (D1), and, the world
  /// turned to landscape, hides the bar (R8.2). fuutr's iPhone-only cards (round 45).
  static func showsAsAskedOnAnIPhone(_ fact: SourceFact, lane: Lane, answer: OverrideAnswer, world: World) -> Bool {
    guard lane == .style, fact.value == .constant(StatusBarStyle.lightContent.rawValue), answer.foreground == Foreground.light.rawValue,
      answer.foregroundReason != nil
    else { return false }
    var turned = world
    guard (try? turned.apply(.rotate(.landscapeLeft))) != nil else { return false }
    return turned.shown.hidden
  }

  /// An override that says something other than what UIKit shows unasked (`true`, `.lightContent`):
  /// a value decided at run time or the default may well be what the presenter shows too (Zotero's
  /// `!statusBarVisible` in its settings sheet; Simplenote's `.default`), so D121 is silent on it.
  static func asksForMoreThanDefault(_ fact: SourceFact, lane: Lane) -> Bool {
    guard case .constant(let value) = fact.value else { return false }
    return value != lane.answerWhenNotOverridden
  }

  /// D264: the answer a presented controller gets once its presentation takes control
  /// (`modalPresentationCapturesStatusBarAppearance`, as a full-screen one has): what its own
  /// containers do with it. Nil when the world presents nothing.
  static func answerInControl(of name: String, lane: Lane, in world: World) -> OverrideAnswer? {
    guard let top = world.presented.last else { return nil }
    var captured = world
    guard (try? captured.apply(.set(captured.name(of: top), .modalPresentationCapturesStatusBarAppearance, .bool(true)))) != nil,
      (try? captured.apply(.update(nil, animated: false))) != nil
    else { return nil }
    return captured.override(of: name, lane: lane)
  }

  /// One override asked in one world of a placement: the core's answer and the world's path.

  /// `presentedAskedByHand`: a preference in the app hands the question to `presentedViewController`
  /// (Slide's `extension UINavigationController`): a presenter above any presentation may ask the
  /// presented controller by hand, so "the presenter decides" is no finding (D109).
  static func observations(
    of placement: Placement, worlds: PlacementWorlds, facts: SourceFacts, barStyleNamed: Bool = true, presentedAskedByHand: Set<Lane> = [],
    chainShows: Set<ChainQuery> = [], rootsShow: [Lane: [RootAnswer]] = [:], iPhoneOnly: Bool = false
  ) -> [Observation] {
    var result: [Observation] = []
    // D122: where the placement's own world (its container as the root) asks the controller, the
    // container's own placements say whether it is asked; where it does not, it never is.
    // Worked out only when the placement's own world asks someone (most do not need it).
    var outerWorlds: [(world: PlacementWorld, via: Placement)]?
    for pw in worlds.worlds(for: placement) {
      for (name, className) in pw.classes.sorted(by: { $0.key < $1.key }) {
        // D139: a container built and kept (`let nav = Nav(rootViewController: x)`) is the root of
        // its world only to ask about its child; where it stands is in its other placements
        // (Pyto's acknowledgments navigation controller, round 33). A storyboard's initial
        // controller may be a window's root: it stays.
        if placement.how == .built, placement.storyboard == nil, !placement.mainStoryboardRoot, name == pw.world.name(of: pw.world.root) {
          continue
        }
        for lane in Lane.allCases {
          guard case .answers(let fact, let declaredIn)? = worlds.builder.preference(of: className, lane: lane) else { continue }
          // A container's own answer behind its own forwarding is a fallback, not a mistake.
          if facts.effectiveFacts(for: className).contains(where: { $0.fact.key == WorldBuilder.childKey(lane) }) { continue }
          let answer = pw.world.override(of: name, lane: lane)
          var asked: [(PlacementWorld, Placement, OverrideAnswer)] = [(pw, placement, answer)]
          if answer.asked {
            if outerWorlds == nil { outerWorlds = worlds.liftedWorlds(for: placement) }
          }
          if answer.asked, let outer = outerWorlds, !outer.isEmpty {
            asked = outer.flatMap { world, via in
              world.classes.filter { $0.value == className }.keys.sorted().map { (world, via, world.world.override(of: $0, lane: lane)) }
            }
          }
          for (pw, placement, shown) in asked {
            var answer = shown
            func alike(_ answer: OverrideAnswer) -> Bool {
              answersAlike(
                fact, answer: answer, decider: pw.classes[answer.decider] ?? containerClass(answer.decider, facts: facts), lane: lane,
                builder: worlds.builder,
                barStyleNamed: barStyleNamed, deciderKind: pw.world.controller(named: answer.decider)?.kind)
            }
            if !answer.asked, alike(answer) {
              // D244: alike with the first child picked; another child picked may show otherwise.
              guard let other = otherSelection(of: name, lane: lane, in: pw.world, alike: alike) else { continue }
              answer = other
            }
            if !answer.asked, iPhoneOnly, showsAsAskedOnAnIPhone(fact, lane: lane, answer: answer, world: pw.world) { continue }
            if !answer.asked, lane == .style, Self.barAlwaysHidden(for: name, in: pw, builder: worlds.builder, facts: facts) { continue }
            var presenterDecides = pw.presenter.map { answer.decider == $0 } ?? false
            if presenterDecides, presentedAskedByHand.contains(lane) { continue }
            // D116, D130: what shows wherever the class presenting from itself stands is this answer.
            // D131: presented from a controller the code does not name; what the app's window roots
            // show stands under it, and they show this override's answer.
            let presenterShowsIt =
              presenterDecides
              && (placement.presentedBySelf
                ? placement.enclosingClass.map { chainShows.contains(ChainQuery(presenter: $0, lane: lane, value: fact.value)) } ?? false
                : rootsShow[lane].map { shown in
                  !shown.isEmpty && shown.allSatisfy { $0.showsAlike(fact, lane: lane, builder: worlds.builder, barStyleNamed: barStyleNamed) }
                } ?? false)
            if presenterShowsIt {
              // D264: unless, its presentation in control (full screen, as before iOS 13), its own
              // navigation controller keeps `prefersStatusBarHidden` from it on Face ID iPhones (D5):
              // that loss is its own, as the presenter's is (svhHeair's designer list, round 94).
              guard let inControl = answerInControl(of: name, lane: lane, in: pw.world), withheldOnFaceID(inControl, lane: lane), !alike(inControl)
              else { continue }
              answer = inControl
              presenterDecides = false
            }
            // D142: added as a child of the plain controller that decides instead, this placement's own world.
            // A container that answers the lane itself took the question on (Material's examples
            // that return their own `.lightContent` over the app bar they add, round 37).
            let deciderClass = pw.classes[answer.decider] ?? containerClass(answer.decider, facts: facts)
            let addedAsChild =
              !answer.asked && !presenterDecides && placement.how == .addChild && !pw.containerUnknown
              && answer.decider == pw.world.name(of: pw.world.root)
              && deciderClass.map { worlds.builder.preference(of: $0, lane: lane) == nil } ?? false
            result.append(
              Observation(
                fact: fact, declaredIn: declaredIn, lane: lane, answer: answer, path: pw.path,
                presenterDecides: presenterDecides, unknown: pw.containerUnknown, className: className, styleAlternative: pw.styleAlternative,
                standsOnScreen: placement.standsOnScreen,
                addedAsChildAt: addedAsChild && containerDecidesWhereItStands(placement, className: className, lane: lane, worlds: worlds)
                  ? pw.location : nil))
          }
        }
      }
    }
    return result
  }

  /// D116: the presenting class answers the lane with the override's value: its own override's, or,
  /// a plain controller with none, UIKit's default (UzysAssetsPickerController's `.default`, presented
  /// as a card from a demo screen that overrides nothing, round 23).
  static func presenterAnswers(_ presenting: String, lane: Lane, like fact: SourceFact, builder: WorldBuilder) -> Bool {
    switch builder.preference(of: presenting, lane: lane) {
    case .answers(let own, _)?: return own.value == fact.value
    case nil:
      return builder.kind(of: presenting) == .controller
        && fact.value == .constant(lane.answerWhenNotOverridden)
    default: return false
    }
  }

  /// The class of a container a world is built around (named after its class, `Nav` or `Nav#2`),
  /// which the world's class map leaves out so that its own overrides are not judged there: the
  /// decider whose answer may be alike (AdGuard's navigation controller returns the same
  /// `theme.statusbarStyle()` as its children, round 16).
  static func containerClass(_ decider: String, facts: SourceFacts) -> String? {
    var name = Substring(decider)
    if let hash = name.lastIndex(of: "#"), name[name.index(after: hash)...].allSatisfy(\.isNumber) { name = name[..<hash] }
    return facts.classes[String(name)] != nil ? String(name) : nil
  }

  /// The controller that decides instead answers what this override says, so its not being
  /// asked on this path changes nothing a user sees, and is no finding: the app's decider returns
  /// the same constant (`.lightContent` both) or the same expression
  /// (`Config.shared.statusBarStyle` both), or a controller with no override of the app's (a
  /// UIKit navigation controller) shows the constant this override returns: `NO`, or
  /// `.lightContent` from a black bar the code sets (MWPhotoBrowser). `.default` is taken as alike
  /// only when no file read names a bar style: else one set where lint does
  /// not read it (an appearance proxy) could change the navigation controller's answer (seafile).
  static func answersAlike(
    _ fact: SourceFact, answer: OverrideAnswer, decider className: String?, lane: Lane, builder: WorldBuilder, barStyleNamed: Bool = true,
    deciderKind: ControllerKind? = nil
  ) -> Bool {
    guard answer.decider != Decider.application.description, answer.decider != Decider.infoPlist.description else { return false }
    switch (fact.value, className.flatMap { builder.preference(of: $0, lane: lane) }) {
    case (.constant(let value), .answers(let deciderFact, _)?) where lane == .hidden && value == lane.answerWhenNotOverridden:
      // D178: `prefersStatusBarHidden` false (UIKit's default: the bar shows) under an app's
      // controller that hides the bar at run time (suripu's root, `!statusBarVisible`, round 51):
      // the bar shows but where that controller hides it on purpose. Not for style: a `.default`
      // under a decider answering mostly `.lightContent` is lost (trust-wallet, round 31).
      if case .runtime = deciderFact.value { return true }
      return deciderFact.value == .constant(value)
    case (.constant(let value), .answers(let deciderFact, _)?): return deciderFact.value == .constant(value)
    case (.runtime(let expression), .answers(let deciderFact, _)?): return deciderFact.value == .runtime(expression)
    case (.constant(let value), nil):
      // `.default` from a navigation controller that answers from its bar style, which nothing
      // names; a presenter lint does not know may answer anything.
      let navigationDefault = !barStyleNamed && deciderKind == PlacementWorlds.navigation
      return answer.shown == value && (lane == .hidden || value != StatusBarStyle.default.rawValue || navigationDefault)
    default: return false
    }
  }

  static func fix(check: LintCheck, lane: Lane, rule: String) -> String {
    let child = lane == .style ? "childForStatusBarStyle" : "childForStatusBarHidden"
    switch (check, rule) {
    case (.presentationNotInControl, _):
      return ". Set modalPresentationCapturesStatusBarAppearance = true on it, or present it .fullScreen"
    case (_, "R2.1"), (_, "R2.2"), (_, "R2.3"), (_, "D5"):
      // barStyle is the navigation controller's answer for the style only; hiding the bar is the
      // hidden lane's other way out (R2.2: a hidden navigation bar forwards).
      let other = lane == .style ? "set navigationBar.barStyle" : "hide the navigation bar"
      return ". Override \(child) in a UINavigationController subclass to return topViewController, or \(other)"
    default:
      return ". Override \(child) in the container to return it"
    }
  }

  /// Overrides of a target whose Info.plist says UIViewControllerBasedStatusBarAppearance NO:
  /// the core's world with that Info.plist says who decides.
  /// A file that also sets the lane through UIApplication's setter behind its own check of the
  /// setting is written for either setting (MWPhotoBrowser: the setter when the app says NO, the
  /// override when it says YES): its override being dead under NO is the other half of that, not a
  /// mistake. A setter with no such check beside the override is no sign of that: the app sets the
  /// bar both ways and only the setter works (Coding-iOS, Flux, rogerthat: D147). Library code a
  /// podspec publishes, or no app's Info.plist governs, is its host's to judge (D112).
  /// A target (its Info.plist) and a lane: the UIApplication setters of that lane in it.
  struct SetterValueKey: Hashable {
    var plist: String?
    var lane: Lane
  }

  /// D166: under NO the bar shows what the Info.plist launches with (`UIStatusBarHidden`,
  /// `UIStatusBarStyle`, the core's world says which) until a UIApplication setter changes it. An
  /// override that asks for that same value, in a target whose setters of the lane all set that
  /// value too, loses nothing by never being asked (lbt's landscape controllers: `prefersStatusBarHidden`
  /// YES, the Info.plist hides the bar, its setters hide it again; round 49).
  static func showsTheSameUnderNo(_ fact: SourceFact, lane: Lane, context: LintContext, setters: [String?]) -> Bool {
    guard case .constant(let text) = fact.value, let asked = fact.key.parse(text) else { return false }
    var plist = InfoPlist()
    plist.viewControllerBasedStatusBarAppearance = false
    if let hidden = context.launchHidden { plist.statusBarHidden = hidden }
    if let style = context.launchStyle { plist.statusBarStyle = style }
    let shown = World(environment: CoreFacts.environment, root: ControllerNode(Controller(name: "Root", kind: .controller)), infoPlist: plist).shown
    guard asked == (lane == .style ? PropertyValue.style(shown.style) : .bool(shown.hidden)) else { return false }
    return setters.allSatisfy { value in value.flatMap { fact.key.parse($0) } == asked }
  }

  /// D246: a Swift class whose own superclass chain ends at a class nobody here declares (a
  /// library's, `PFQueryTableViewController`, `JSQMessagesViewController`) is of no kind lint knows,
  /// but Swift accepts `override var prefersStatusBarHidden` only below UIViewController: under NO
  /// its override is as dead as any controller's (Flare's detail and chat screens, round 84). Lint
  /// still claims nothing of where such a class stands.
  static func overridesForALibraryController(_ name: String, facts: SourceFacts) -> Bool {
    guard let declared = facts.classes[name], declared.location.file.hasSuffix(".swift"), var superclass = declared.superclass else {
      return false
    }
    var seen: Set<String> = [name]
    while let next = facts.classes[ClassName(superclass).base], seen.insert(ClassName(superclass).base).inserted {
      guard let above = next.superclass else { return false }
      superclass = above
    }
    return CoreFacts.kind(ofUIKitClass: ClassName(superclass).base) == nil
  }

  static func deadUnderApplication(
    facts: SourceFacts, settings: ProjectSettings, setterLanes: [String: Set<Lane>] = [:], setterValues: [SetterValueKey: [String?]] = [:]
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    let builder = WorldBuilder(facts: facts)
    for name in facts.classes.keys.sorted() {
      guard let classFacts = facts.classes[name] else { continue }
      // A controller's overrides; a SwiftUI view's `.statusBar(hidden:)` / `.statusBarHidden(_:)`
      // (what its hosting controller answers: jami's call screen, round 15).
      let controller = builder.kind(of: name) != nil || overridesForALibraryController(name, facts: facts)
      for fact in classFacts.facts
      where (controller && (fact.key == .preferredStatusBarStyle || fact.key == .prefersStatusBarHidden)) || fact.key == .statusBarHidden {
        let context = settings.context(for: fact.location.file)
        // A library's override serves its YES hosts; a NO host uses its setters (D112).
        guard context.viewControllerBased == false, !context.hostDecides else { continue }
        let lane: Lane = fact.key == .preferredStatusBarStyle ? .style : .hidden
        if setterLanes[fact.location.file]?.contains(lane) == true { continue }
        // D149: a pass-through (`return [self.contentViewController preferredStatusBarStyle];`) has no
        // preference of its own to lose: the one it asks is judged where it is declared.
        if fact.asksAnother { continue }
        if showsTheSameUnderNo(fact, lane: lane, context: context, setters: setterValues[SetterValueKey(plist: context.plist, lane: lane)] ?? []) {
          continue
        }
        var plist = InfoPlist()
        plist.viewControllerBasedStatusBarAppearance = false
        // A SwiftUI modifier is its hosting controller's answer.
        var controller = Controller(name: name, kind: fact.key == .statusBarHidden ? CoreFacts.hosting : .controller)
        controller.setValue(fact.key.parse(lane == .style ? "lightContent" : "true"), for: fact.key)
        let world = World(environment: CoreFacts.environment, root: ControllerNode(controller), infoPlist: plist)
        let answer = world.override(of: name, lane: lane)
        guard !answer.asked else { continue }
        findings.append(
          LintFinding(
            at: fact.location, check: LintCheck.deadWithVCBasedNo.rawValue, rule: answer.rule?.id ?? "R5.2",
            message:
              "\(fact.key == .statusBarHidden ? "\(name)'s .statusBar(hidden:)" : "\(name).\(fact.key.rawValue)") is never asked: \(context.plist ?? "the Info.plist") sets UIViewControllerBasedStatusBarAppearance to NO, so \(answer.decider) decides (\(answer.why)); set the key to YES or remove the override",
            lesson: "vc-based-no", path: [context.plist ?? "Info.plist"]))
        if fact.key == .prefersStatusBarHidden {
          findings += deadAnimations(of: name, classFacts, besideHidden: fact, context: context, decider: answer.decider, rule: answer.rule?.id)
        }
      }
    }
    return findings
  }

  /// D234: UIKit asks `preferredStatusBarUpdateAnimation` of the controller that decides whether
  /// the bar shows, when it updates the bar; with the key NO none decides (UIApplication's
  /// `setStatusBarHidden(_:with:)` takes the animation), so a class whose `prefersStatusBarHidden`
  /// is never asked there is not asked its animation either (NewPipe's player, round 75).
  static func deadAnimations(
    of name: String, _ classFacts: ClassFacts, besideHidden hidden: SourceFact, context: LintContext, decider: String, rule: String?
  ) -> [LintFinding] {
    classFacts.facts.filter { $0.key == .preferredStatusBarUpdateAnimation && $0.location.file == hidden.location.file }.map { fact in
      LintFinding(
        at: fact.location, check: LintCheck.deadWithVCBasedNo.rawValue, rule: rule ?? "R5.2",
        message:
          "\(name).preferredStatusBarUpdateAnimation is never asked: \(context.plist ?? "the Info.plist") sets UIViewControllerBasedStatusBarAppearance to NO, so \(decider) decides whether the bar shows and how it animates (setStatusBarHidden(_:with:)), as \(name).prefersStatusBarHidden is never asked; set the key to YES or remove the override",
        lesson: "vc-based-no", path: [context.plist ?? "Info.plist"])
    }
  }
}
