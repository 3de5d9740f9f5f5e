/// A fix the learner can apply with one key: a title and the actions it runs.
public struct Fix: Hashable, Sendable {
  public var title: String
  public var actions: [String]
  public init(_ title: String, _ actions: [String]) {
    self.title = title
    self.actions = actions
  }
}

/// "Why", in plain words: one short paragraph a senior iOS developer would say about the
/// current state, and the fixes as actions.
public struct Explanation: Hashable, Sendable {
  public var paragraph: String
  public var fixes: [Fix]

  public init(_ snapshot: Snapshot) {
    var sentences: [String] = []
    var fixes: [Fix] = []
    let world = snapshot.world
    let shown = world.shown
    let env = world.environment
    let os = env.os

    if env.phase == .launch {
      sentences.append(
        "The launch screen shows before any code runs, so only Info.plist's UIStatusBarStyle and UIStatusBarHidden apply; your controllers take over when the first one appears."
      )
      fixes.append(Fix("finish launching", ["finishLaunching"]))
      self.init(paragraph: sentences.joined(separator: " "), fixes: fixes)
      return
    }
    if world.pendingUpdate {
      let live = snapshot.live
      sentences.append(
        "A preference changed, but UIKit has not asked again: the bar still shows the old answer until setNeedsStatusBarAppearanceUpdate() or a transition (it would become \(live.hidden ? "hidden" : "visible"), \(live.style.swiftName))."
      )
      fixes.append(Fix("call setNeedsStatusBarAppearanceUpdate()", ["update"]))
    }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance, UIKitAPI.applicationStatusBarSetters.isIgnored(in: world.environment) {
      let env = world.environment
      sentences.append(
        "UIViewControllerBasedStatusBarAppearance is NO, so UIKit never asks a view controller, and the app is built with the \(env.linkedSDK.spoken) SDK: on \(env.os.spoken) UIApplication's status bar setters do nothing, so the bar keeps what Info.plist set at launch (UIStatusBarHidden \(world.launchedInfoPlist.statusBarHidden ? "YES" : "NO"), \(world.launchedInfoPlist.statusBarStyle.plistName)). The SDK decides, not the OS: built with the iOS 26 SDK the setters would still work (R13.2)."
      )
      fixes.append(
        Fix("let view controllers decide (Info.plist YES, relaunch)", ["plist UIViewControllerBasedStatusBarAppearance=true", "relaunch", "finishLaunching"]))
      fixes.append(Fix("build with the iOS 26 SDK", ["sdk 26.0"]))
      self.init(paragraph: sentences.joined(separator: " "), fixes: fixes)
      return
    }
    if !world.launchedInfoPlist.viewControllerBasedStatusBarAppearance {
      sentences.append(
        "UIViewControllerBasedStatusBarAppearance is NO, so UIKit never asks a view controller: UIApplication's deprecated statusBarStyle (\(world.application.statusBarStyle.swiftName)) and isStatusBarHidden (\(world.application.statusBarHidden)) decide."
      )
      fixes.append(
        Fix("let view controllers decide (Info.plist YES, relaunch)", ["plist UIViewControllerBasedStatusBarAppearance=true", "relaunch", "finishLaunching"]))
      let other: StatusBarStyle = world.application.statusBarStyle == .lightContent ? .default : .lightContent
      fixes.append(Fix("UIApplication.statusBarStyle = \(other.swiftName)", ["app statusBarStyle=\(other.rawValue)"]))
      self.init(paragraph: sentences.joined(separator: " "), fixes: fixes)
      return
    }

    Explanation.explainWindows(snapshot, &sentences, &fixes)
    // Style lane.
    if case .controller(let id, let name) = shown.styleDecider, let vc = world.controllers[id] {
      let fg = shown.foreground == .light ? "light" : "dark"
      if vc.preferredStatusBarStyle == nil,
        let (sentence, more) = vc.behavior.explainOwnStyle(vc, foreground: fg, ignoredAsker: Explanation.ignoredStyle(snapshot, below: id).map(world.name(of:)))
      {
        sentences.append(sentence)
        fixes += more
      } else if vc.behavior.takesChildrenWithAddChild, vc.childForStatusBarStyle == nil, !vc.children.isEmpty,
        let asker = Explanation.ignoredStyle(snapshot, below: id)
      {
        sentences.append(
          "\(name) is a custom container and does not override childForStatusBarStyle, so it answers itself (\(shown.style.swiftName)); \(world.name(of: asker))'s preference is never asked."
        )
        let child = vc.children.first { $0 == asker || world.subtreeContains($0, asker) } ?? asker
        fixes.append(Fix("\(name) forwards to \(world.name(of: child))", ["set \(name).childForStatusBarStyle=\(world.name(of: child))", "update"]))
      } else {
        let returns = vc.preferredStatusBarStyle.map { "returns \($0.swiftName)" } ?? "does not override preferredStatusBarStyle (.default)"
        sentences.append("\(name) decides the style: it \(returns), so the text is \(fg).")
      }
      if shown.style == .default, os.atLeast(13), shown.foreground == .light, snapshot.layout.behindStatusBar.isLight {
        sentences.append(
          "Since iOS 13 .default follows the appearance: in dark mode it means light text, even over a light header; use .darkContent for dark text in both.")
        fixes.append(Fix("\(name).preferredStatusBarStyle = .darkContent", ["set \(name).preferredStatusBarStyle=darkContent", "update"]))
      }
      if shown.styleTrace.contains(where: { $0.rule.id == "D1" }) {
        sentences.append("A card sheet covers the presenter, so the bar sits over the black backdrop and is drawn light although \(name) decides.")
      }
    }
    for presentedID in world.presented {
      guard let vc = world.controllers[presentedID], let index = world.presentationIndex(of: presentedID) else { continue }
      let info = world.presentationInfo(at: index)
      let captures = vc.modalPresentationCapturesStatusBarAppearance == true
      let hasPreference = world.subtree(presentedID).contains {
        world.controllers[$0]?.preferredStatusBarStyle != nil || world.controllers[$0]?.prefersStatusBarHidden != nil
      }
      if !info.controls, !captures, hasPreference {
        sentences.append(
          "\(vc.name) does not take control (\(info.reason)): its preferences are not asked until it sets modalPresentationCapturesStatusBarAppearance = true.")
        fixes.append(Fix("\(vc.name) captures the status bar", ["set \(vc.name).modalPresentationCapturesStatusBarAppearance=true", "update"]))
      }
    }

    // Hidden lane.
    switch shown.hiddenDecider {
    case .system:
      sentences.append(
        os.atLeast(13)
          ? "In landscape every iPhone on iOS 13+ hides the bar, whatever a controller returns."
          : "In landscape a Face ID iPhone hides the bar, whatever a controller returns.")
      fixes.append(Fix("rotate to portrait", ["rotate portrait"]))
    case .controller(let id, let name):
      guard let vc = world.controllers[id] else { break }
      let fromKind = vc.prefersStatusBarHidden == nil ? vc.behavior.defaultHidden(of: vc, world: world) : nil
      if let fromKind, fromKind.hidden != nil {
        sentences.append("\(name) \(fromKind.why).")
      } else if vc.prefersStatusBarHidden == nil, shown.hidden {
        sentences.append(
          "\(name) does not override prefersStatusBarHidden, and since iOS 8 the default is true in a vertically compact (landscape iPhone) environment.")
        fixes.append(Fix("\(name).prefersStatusBarHidden = false", ["set \(name).prefersStatusBarHidden=false", "update"]))
      } else if let hidden = vc.prefersStatusBarHidden, shown.hiddenDecider != shown.styleDecider || hidden {
        sentences.append("\(name) decides visibility: prefersStatusBarHidden returns \(hidden).")
      }
      if let (sentence, more) = vc.behavior.explainHiddenNotForwarded(vc, world: world) {
        sentences.append(sentence)
        fixes += more
      }
    default:
      break
    }
    let (hostingSentences, hostingFixes) = HostingAdvice.explain(snapshot)
    sentences += hostingSentences
    fixes += hostingFixes
    if env.inCall, snapshot.layout.doubleHeight {
      sentences.append("During a call the bar is 40 pt on this 20 pt device (iOS 7–12): the root view moves down 20 pt and loses 20 pt of height.")
    }
    if sentences.isEmpty { sentences.append("The system decides: \(shown.styleWhy).") }
    var seen = Set<Fix>()
    self.init(paragraph: sentences.joined(separator: " "), fixes: fixes.filter { seen.insert($0).inserted })
  }

  public init(paragraph: String, fixes: [Fix]) {
    self.paragraph = paragraph
    self.fixes = fixes
  }

  /// An on-screen controller below `container` with a style override the lane never reached.
  static func ignoredStyle(_ snapshot: Snapshot, below container: ControllerID) -> ControllerID? {
    let world = snapshot.world
    return snapshot.layout.onScreen.last { id in
      id != container && world.controllers[id]?.preferredStatusBarStyle != nil && world.subtreeContains(container, id)
    }
  }
}

extension World {
  /// Whether `id` lies in the subtree below `root` (walks up from `id`: cost follows depth).
  public func subtreeContains(_ root: ControllerID, _ id: ControllerID) -> Bool {
    var current: ControllerID? = id
    var steps = 0
    while let c = current, steps < 1_000_000 {
      if c == root { return true }
      current = controllers[c]?.parent
      steps += 1
    }
    return false
  }
}
