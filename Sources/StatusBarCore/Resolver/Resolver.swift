/// The two lanes UIKit walks to decide the status bar (the rules of docs/rules.md,
/// applied in UIKit's order). Work follows the on-screen chain only, never the whole tree.
public enum Lane: String, Sendable, CaseIterable {
  case style
  case hidden

  var childQuery: String { self == .style ? "childForStatusBarStyle" : "childForStatusBarHidden" }

  /// What a controller that does not override the lane answers, as a scene spells it: `.default`
  /// (R1.7) and `false` (a plain UIViewController's prefersStatusBarHidden).
  public var answerWhenNotOverridden: String { self == .style ? StatusBarStyle.default.rawValue : String(false) }
}

/// Resolves a world into an `Evaluation`: the winning values, who decided, and the trace.
public struct Resolver {
  let world: World
  var trace: [TraceStep] = []
  var asked: [ControllerID] = []

  public static func evaluate(_ world: World) -> Evaluation {
    var styleLane = Resolver(world: world)
    let style = styleLane.resolveStyle()
    var hiddenLane = Resolver(world: world)
    let hidden = hiddenLane.resolveHidden()
    var evaluation = Evaluation(
      hidden: hidden.hidden, hiddenDecider: hidden.decider, animation: hidden.animation,
      style: style.style, foreground: style.foreground, styleDecider: style.decider,
      styleTrace: styleLane.trace, hiddenTrace: hiddenLane.trace,
      styleAsked: styleLane.asked, hiddenAsked: hiddenLane.asked,
      styleWhy: style.why, hiddenWhy: hidden.why, regions: style.regions)
    evaluation.foregroundReason = style.foregroundReason
    return evaluation
  }

  var env: Environment { world.environment }
  /// "built with the iOS 27 SDK, running iOS 27.0": the pair a linked-on check reads (R13.1).
  var linkedText: String { "built with the \(env.linkedSDK.spoken) SDK, running \(os.spoken)" }
  var os: OSVersion { world.environment.os }

  mutating func note(_ text: String, _ rule: Rule) {
    trace.append(TraceStep(text, rule))
  }

  func name(_ id: ControllerID) -> String { world.name(of: id) }

  // MARK: Effective controller (R1.2, D7)

  /// `_effectiveStatusBarStyleViewController` / `…HiddenViewController` from the root: the
  /// presentation chain first (deepest controlling context wins), then `childFor…` links.
  mutating func effectiveController(lane: Lane) -> ControllerID? {
    noteWindowScene(lane: lane)  // D82: which scene's controllers the screen's bar follows.
    // R12.1: another window may be the one that decides.
    if let answer = effectiveControllerInOtherWindow(lane: lane) { return answer }
    guard let root = world.root, world.controllers[root] != nil else { return nil }
    note("window.rootViewController → \(name(root))", .r1_1)
    // Step 1 for each context: presentations are consulted before childFor… (R1.2).
    var contexts = [root]
    for (index, id) in world.presented.enumerated() {
      let presenter = world.presenter(ofPresentationAt: index) ?? root
      note("presentedViewController → \(name(presenter)) returns \(name(id))", .r1_2)
      contexts.append(id)
    }
    // Step 2, from the deepest: a presented controller without control is skipped (R4.1, R4.3).
    var start = root
    let chainBreak = world.chainBreakingPresentation
    for index in world.presented.indices.reversed() {
      let id = world.presented[index]
      let info = world.presentationInfo(at: index)
      let captures = world.controllers[id]?.modalPresentationCapturesStatusBarAppearance == true
      asked.append(id)
      if let chainBreak, index > chainBreak, info.controls || captures {
        note(
          "\(name(id)) is presented above \(name(world.presented[chainBreak])), which does not control the bar: on \(os.spoken) it does not become the status bar controller",
          .d90)
        continue
      }
      if info.controls {
        if captures {
          note("\(name(id)): \(info.reason); modalPresentationCapturesStatusBarAppearance is ignored for it", .r4_1)
        } else {
          note("\(name(id)): \(info.reason)", info.rule)
        }
        start = id
        break
      }
      if captures {
        note("modalPresentationCapturesStatusBarAppearance → \(name(id)) returns true: \(info.reason), yet it takes control", .r4_3)
        start = id
        break
      }
      note("modalPresentationCapturesStatusBarAppearance → \(name(id)) returns false: \(info.reason) ⇒ skipped, the presenter keeps control", .r4_1)
    }
    // Step 3: childFor… links (R1.2), each lane its own (R1.3).
    return descend(from: start, lane: lane)
  }

  /// Follows `childFor…` links from a controller to the one that answers.
  mutating func descend(from start: ControllerID, lane: Lane) -> ControllerID {
    var current = start
    var seen: Set<ControllerID> = [current]
    while let vc = world.controllers[current] {
      asked.append(current)
      let (child, reason, rule) = child(of: vc, id: current, lane: lane)
      note("\(lane.childQuery) → \(vc.name) returns \(child.map(name) ?? "nil") (\(reason))", rule)
      guard let next = child, !seen.contains(next) else { break }
      seen.insert(next)
      current = next
    }
    return current
  }

  /// What `childFor…` returns for a controller, why, and the rule.
  func child(of vc: Controller, id: ControllerID, lane: Lane) -> (ControllerID?, String, Rule) {
    let override = lane == .style ? vc.childForStatusBarStyle : vc.childForStatusBarHidden
    guard let override else {
      let answer = vc.behavior.defaultChild(of: vc, lane: lane, environment: env)
      return (answer.child, answer.reason, answer.rule)
    }
    switch override {
    case .none:
      return (nil, "overridden to return nil", .r3_4)
    case .topViewController, .selectedViewController, .firstViewController:
      guard let child = vc.child(for: override) else {
        let owners = ControllerKind.owners(of: override).map(\.behavior.spokenName)
        let owner = owners.isEmpty ? "no kind has" : "only a \(ActionParser.spokenList(owners)) has"
        return (nil, "overridden: \(override), which \(owner)", .r3_4)
      }
      return (child, "overridden: \(override)", .r3_4)
    case .named(let childName):
      guard let childID = world.id(named: childName) else {
        return (nil, "overridden: \(childName), which was removed and is no longer its child: the forwarding finds nothing", .d22)
      }
      guard vc.children.contains(childID) else {
        return (nil, "overridden: \(childName), which is not one of its children: ignored", .r3_4)
      }
      return (childID, "overridden", .r3_4)
    }
  }

  // MARK: Style lane

  struct StyleAnswer {
    var style: StatusBarStyle
    var foreground: Foreground
    var decider: Decider
    var why: String
    var regions: [StatusBarRegion] = []
    var foregroundReason: String? = nil
  }

  mutating func resolveStyle() -> StyleAnswer {
    if env.phase == .launch {
      let style = world.launchedInfoPlist.statusBarStyle
      note("launch screen: Info.plist UIStatusBarStyle = \(style.plistName)", .r5_6)
      let fg = foreground(for: style, traitSource: nil)
      return StyleAnswer(style: style, foreground: fg, decider: .infoPlist, why: "the launch screen uses Info.plist's UIStatusBarStyle")
    }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
      if UIKitAPI.applicationStatusBarSetters.isIgnored(in: env) {
        // R13.2: the setters do nothing, so the value Info.plist gave at launch stays.
        let style = world.launchedInfoPlist.statusBarStyle
        note("UIViewControllerBasedStatusBarAppearance is NO ⇒ UIApplication decides, not the view controllers", .r5_2)
        note("\(linkedText): UIApplication's status bar setters do nothing ⇒ Info.plist UIStatusBarStyle = \(style.plistName) stays", .r13_2Launch)
        let fg = foreground(for: style, traitSource: nil)
        return StyleAnswer(
          style: style, foreground: fg, decider: .infoPlist,
          why:
            "view-controller-based appearance is NO and, \(linkedText), UIApplication's setters do nothing: Info.plist's UIStatusBarStyle decides (the SDK decides)"
        )
      }
      let style = world.application.statusBarStyle
      note("UIViewControllerBasedStatusBarAppearance is NO ⇒ UIApplication.statusBarStyle = \(style.swiftName)", .r5_2)
      let fg = foreground(for: style, traitSource: nil)
      return StyleAnswer(
        style: style, foreground: fg, decider: .application, why: "view-controller-based appearance is NO: UIApplication.statusBarStyle decides")
    }
    guard let id = effectiveController(lane: .style), let vc = world.controllers[id] else {
      note("no root view controller: the root presentation controller answers .lightContent", Rule("R1.1", .likely))
      return StyleAnswer(style: .lightContent, foreground: .light, decider: .rootPresentationController, why: "the window has no root view controller")
    }
    if let columns = vc.behavior.styleRegions(of: vc, environment: env) {
      return regionStyles(of: id, vc, columns: columns)
    }
    var answer = ownStyle(id, vc)
    if answer.foreground == .dark, let card = cardBackdrop(decider: id) {
      note("a card sheet (\(name(card))) covers the presenter: the bar is drawn over the black backdrop with light content", .d1)
      answer.foreground = .light
      answer.foregroundReason = "over the card's black backdrop"
    }
    return answer
  }

  /// The deciding controller's own `preferredStatusBarStyle` and the content it draws.
  mutating func ownStyle(_ id: ControllerID, _ vc: Controller) -> StyleAnswer {
    let style: StatusBarStyle
    let why: String
    if let own = vc.preferredStatusBarStyle {
      style = own
      note("preferredStatusBarStyle → \(vc.name) returns \(own.swiftName) (overridden)", .r1_4)
      why = "\(vc.name) decides: its preferredStatusBarStyle returns \(own.swiftName)"
    } else if let own = vc.behavior.defaultStyle(of: vc, id: id, world: world) {
      trace.append(contentsOf: own.notes)
      style = own.style
      note("preferredStatusBarStyle → \(vc.name) returns \(style.swiftName) (\(own.detail))", own.rule)
      why = "\(vc.name) \(own.why)"
    } else {
      style = .default
      note("preferredStatusBarStyle → \(vc.name) returns .default (not overridden)", .r1_7)
      why = "\(vc.name) decides and does not override preferredStatusBarStyle: .default"
    }
    let fg = foreground(for: style, traitSource: id)
    return StyleAnswer(style: style, foreground: fg, decider: .controller(id, vc.name), why: why)
  }

  /// D86, D50: the visible columns style the parts of the bar over them; the answer
  /// as a whole is the trailing part's, which holds the centre of the bar.
  mutating func regionStyles(of splitID: ControllerID, _ split: Controller, columns: [ControllerID]) -> StyleAnswer {
    var regions: [StatusBarRegion] = []
    var last: StyleAnswer?
    for column in columns {
      note("the part of the bar over \(name(column)) asks its column", .d50)
      let effective = descend(from: column, lane: .style)
      guard let vc = world.controllers[effective] else { continue }
      let answer = ownStyle(effective, vc)
      regions.append(StatusBarRegion(column: column, style: answer.style, foreground: answer.foreground, decider: answer.decider))
      last = answer
    }
    guard var answer = last else { return ownStyle(splitID, split) }
    answer.why += " (the trailing part; \(split.name) styles each part of the bar from its column)"
    answer.regions = regions.count > 1 ? regions : []
    return answer
  }

  /// R6.1/R6.2: `.default` is dark before iOS 13 and follows the trait environment after.
  mutating func foreground(for style: StatusBarStyle, traitSource: ControllerID?) -> Foreground {
    switch style {
    case .lightContent:
      return .light
    case .darkContent:
      if os.atLeast(13) { return .dark }
      note(".darkContent does not exist before iOS 13: the unknown value draws like .default (dark content)", .r6_1)
      return .dark
    case .default:
      guard os.atLeast(13) else {
        note(".default is dark content before iOS 13", .r6_1)
        return .dark
      }
      if world.usesLiquidGlass {
        // D14: Liquid Glass picks the content colour for contrast with what is under the bar.
        let layout = LayoutEngine.layout(world)
        let fg: Foreground = layout.behindStatusBar.isLight ? .dark : .light
        if env.sdk != nil || world.launchedInfoPlist.designRequiresCompatibility {
          let design = world.design
          note(design.reason, design.rule)
        }
        note(".default on \(os.spoken) keeps contrast with the content under the bar, \(layout.behindStatusBarSource) ⇒ \(fg.rawValue) content", .d14)
        return fg
      }
      if os.atLeast(26) {
        let design = world.design
        note("\(design.reason), so .default follows the traits", design.rule)
      }
      let (interface, source) = userInterfaceStyle(of: traitSource)
      let fg: Foreground = interface == .dark ? .light : .dark
      note(".default resolved with \(source)'s userInterfaceStyle \(interface.swiftName) ⇒ \(fg.rawValue) content", .r6_2)
      return fg
    }
  }

  /// The trait environment that resolves `.default` (R6.2; `World.interfaceStyle(of:)`).
  func userInterfaceStyle(of id: ControllerID?) -> (InterfaceStyle, String) {
    world.interfaceStyle(of: id)
  }

  /// D1: a non-controlling card sheet on an iPhone in portrait above the deciding context.
  func cardBackdrop(decider: ControllerID) -> ControllerID? {
    guard os.atLeast(13), env.device.isPhone, !env.orientation.isLandscape else { return nil }
    guard world.window(containing: decider) == .main else { return nil }
    let deciderContext = world.contextRoot(of: decider)
    let deciderIndex = world.presentationIndex(of: deciderContext) ?? -1
    for index in world.presented.indices where index > deciderIndex {
      let info = world.presentationInfo(at: index)
      if info.scalesPresenterBack { return world.presented[index] }
    }
    return nil
  }

  // MARK: Hidden lane

  struct HiddenAnswer {
    var hidden: Bool
    var decider: Decider
    var animation: UpdateAnimation
    var why: String
  }

  mutating func resolveHidden() -> HiddenAnswer {
    if env.phase == .launch {
      let hidden = world.launchedInfoPlist.statusBarHidden
      note("launch screen: Info.plist UIStatusBarHidden = \(hidden ? "YES" : "NO")", .r5_6)
      return HiddenAnswer(hidden: hidden, decider: .infoPlist, animation: .none, why: "the launch screen uses Info.plist's UIStatusBarHidden")
    }
    let device = env.device
    if device.isPhone, env.orientation.isLandscape, os.atLeast(13) || !device.hasHomeButton {
      let reason = os.atLeast(13) ? "every iPhone on iOS 13+" : "a Face ID iPhone"
      note("landscape on \(reason): defaultStatusBarHeight is 0, hidden before any controller is asked", .r8_2)
      return HiddenAnswer(hidden: true, decider: .system, animation: .none, why: "landscape on \(reason) always hides the status bar")
    }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance, UIKitAPI.applicationStatusBarSetters.isIgnored(in: env) {
      // R13.2: the setters do nothing, so the value Info.plist gave at launch stays.
      let hidden = world.launchedInfoPlist.statusBarHidden
      note("UIViewControllerBasedStatusBarAppearance is NO ⇒ UIApplication decides, not the view controllers", .r5_2)
      note("\(linkedText): UIApplication's status bar setters do nothing ⇒ Info.plist UIStatusBarHidden = \(hidden ? "YES" : "NO") stays", .r13_2Launch)
      return HiddenAnswer(
        hidden: hidden, decider: .infoPlist, animation: .none,
        why:
          "view-controller-based appearance is NO and, \(linkedText), UIApplication's setters do nothing: Info.plist's UIStatusBarHidden decides (the SDK decides)"
      )
    }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
      let hidden = world.application.statusBarHidden
      note("UIViewControllerBasedStatusBarAppearance is NO ⇒ UIApplication.isStatusBarHidden = \(hidden)", .r5_2)
      return HiddenAnswer(
        hidden: hidden, decider: .application, animation: world.application.hiddenAnimation,
        why: "view-controller-based appearance is NO: UIApplication.isStatusBarHidden decides")
    }
    guard let id = effectiveController(lane: .hidden), let vc = world.controllers[id] else {
      note("no root view controller: the root presentation controller shows the bar", Rule("R1.1", .likely))
      return HiddenAnswer(hidden: false, decider: .rootPresentationController, animation: .fade, why: "the window has no root view controller")
    }
    let hidden: Bool
    let why: String
    let kindAnswer = vc.prefersStatusBarHidden == nil ? vc.behavior.defaultHidden(of: vc, world: world) : nil
    trace.append(contentsOf: kindAnswer?.notes ?? [])
    if let own = vc.prefersStatusBarHidden {
      hidden = own
      note("prefersStatusBarHidden → \(vc.name) returns \(own) (overridden)", .r1_4)
      why = "\(vc.name) decides: its prefersStatusBarHidden returns \(own)"
    } else if let kindAnswer, let own = kindAnswer.hidden {
      hidden = own
      note("prefersStatusBarHidden → \(vc.name) returns \(own) (\(kindAnswer.detail))", kindAnswer.rule)
      why = "\(vc.name) \(kindAnswer.why)"
    } else if env.isVerticallyCompact && env.linkedOnOrAfter(OSVersion(8)) {
      hidden = true
      note("prefersStatusBarHidden → \(vc.name) returns true (not overridden; verticalSizeClass is .compact, linked against iOS 8+)", .r1_6)
      why = "\(vc.name) decides and does not override prefersStatusBarHidden: true in a vertically compact environment"
    } else if env.isVerticallyCompact && os.atLeast(8) {
      hidden = false
      note(
        "prefersStatusBarHidden → \(vc.name) returns false (not overridden; built with the \(env.linkedSDK.spoken) SDK, before iOS 8: the SDK decides)", .r13_1)
      why = "\(vc.name) decides and does not override prefersStatusBarHidden: an app linked before iOS 8 keeps the bar in compact height"
    } else {
      hidden = false
      let detail = env.isVerticallyCompact ? "not overridden; iOS 7 keeps the bar in landscape" : "not overridden"
      note("prefersStatusBarHidden → \(vc.name) returns false (\(detail))", env.isVerticallyCompact ? .r8_1 : .r1_6)
      why = "\(vc.name) decides and does not override prefersStatusBarHidden: false"
    }
    let animation = vc.preferredStatusBarUpdateAnimation ?? .fade
    let source = vc.preferredStatusBarUpdateAnimation == nil ? "default" : "overridden"
    note("preferredStatusBarUpdateAnimation → \(vc.name) returns \(animation.swiftName) (\(source))", .r1_5)
    return HiddenAnswer(hidden: hidden, decider: .controller(id, vc.name), animation: animation, why: why)
  }
}
