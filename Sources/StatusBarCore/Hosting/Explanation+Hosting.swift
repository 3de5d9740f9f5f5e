/// What the why panel and the warnings say about SwiftUI hosting controllers whose modifiers are
/// never asked (the wrapper pitfall R11.6, a sheet R11.7, a representable D36), and the fixes:
/// forward from the wrapper, present with `.fullScreenCover`, move the modifier, subclass.
enum HostingAdvice {
  /// A SwiftUI preference a hosting controller declares that would change a lane if asked.
  struct Preference {
    var host: ControllerID
    var lane: Lane
    /// `.statusBarHidden(true)`.
    var modifier: String
    /// The `key=value` that re-creates it (for fixes that move or re-present it).
    var assignment: String
  }

  /// The on-screen hosting controllers' SwiftUI preferences that the lane's decider is not.
  static func unaskedPreferences(_ world: World, onScreen: [ControllerID]) -> [Preference] {
    let shown = world.shown
    let os = world.environment.os
    var result: [Preference] = []
    for id in onScreen {
      guard let vc = world.controllers[id], vc.kind == .hosting else { continue }
      let content = vc.swiftUI
      if shown.hiddenDecider.controllerID != id, vc.prefersStatusBarHidden == nil {
        if os.atLeast(27), let visibility = content.statusBarVisibility, visibility != .automatic {
          result.append(
            Preference(
              host: id, lane: .hidden, modifier: ".toolbarVisibility(.\(visibility.rawValue), for: .statusBar)",
              assignment: "statusBarVisibility=\(visibility.rawValue)"))
        } else if let hidden = content.statusBarHidden {
          result.append(Preference(host: id, lane: .hidden, modifier: ".statusBarHidden(\(hidden))", assignment: "statusBarHidden=\(hidden)"))
        }
      }
      if shown.styleDecider.controllerID != id, vc.preferredStatusBarStyle == nil,
        let answer = vc.behavior.defaultStyle(of: vc, id: id, world: world), answer.style != .default
      {
        let assignment =
          answer.rule.id == "R11.5"
          ? "statusBarColorScheme=\(content.statusBarColorScheme?.rawValue ?? "dark")"
          : "toolbarColorScheme=\(content.toolbarColorScheme?.rawValue ?? "dark")"
        result.append(Preference(host: id, lane: .style, modifier: answer.detail, assignment: assignment))
      }
    }
    return result
  }

  /// Sentences and fixes for the why panel.
  static func explain(_ snapshot: Snapshot) -> ([String], [Fix]) {
    let world = snapshot.world
    guard world.environment.phase == .running, world.launchedInfoPlist.viewControllerBasedStatusBarAppearance else { return ([], []) }
    var sentences: [String] = []
    var fixes: [Fix] = []
    for preference in unaskedPreferences(world, onScreen: snapshot.layout.onScreen) {
      let (sentence, more) = advice(preference, world: world)
      sentences.append(sentence)
      fixes += more
    }
    // iOS 27: the status bar placement is the direct way (R11.5).
    if case .controller(let id, let name) = world.shown.styleDecider, let vc = world.controllers[id], vc.kind == .hosting,
      vc.preferredStatusBarStyle == nil, vc.swiftUI.statusBarColorScheme == nil, world.environment.os.atLeast(27)
    {
      let target: ColorScheme = world.shown.foreground == .light ? .light : .dark
      fixes.append(Fix("\(name): .toolbarColorScheme(.\(target.rawValue), for: .statusBar)", ["set \(name).statusBarColorScheme=\(target.rawValue)"]))
    }
    // A host that decides the style but whose navigation bar scheme does not apply (R11.4).
    if case .controller(let id, let name) = world.shown.styleDecider, let vc = world.controllers[id], vc.kind == .hosting,
      vc.preferredStatusBarStyle == nil, let scheme = vc.swiftUI.toolbarColorScheme, world.shown.style == .default,
      vc.swiftUI.navigationStack == true, world.environment.os.atLeast(16)
    {
      sentences.append(
        "\(name)'s .toolbarColorScheme(.\(scheme.rawValue), for: .navigationBar) only reaches the status bar while the navigation bar's background is visible, and it is not now (danielsaidi's sticky-header case)."
      )
      fixes.append(Fix("\(name): .toolbarBackground(.visible, for: .navigationBar)", ["set \(name).toolbarBackground=visible"]))
      fixes.append(
        Fix("\(name): .preferredColorScheme(.\(scheme.rawValue)) (changes the whole scheme)", ["set \(name).preferredColorScheme=\(scheme.rawValue)"]))
      if world.environment.os.atLeast(27) {
        fixes.append(Fix("\(name): .toolbarColorScheme(.\(scheme.rawValue), for: .statusBar)", ["set \(name).statusBarColorScheme=\(scheme.rawValue)"]))
      }
    }
    return (sentences, fixes)
  }

  /// One unasked preference: why, and what makes it asked.
  static func advice(_ preference: Preference, world: World) -> (String, [Fix]) {
    let host = world.name(of: preference.host)
    let lane = preference.lane
    let decider = lane == .style ? world.shown.styleDecider : world.shown.hiddenDecider
    let what = "\(host)'s \(preference.modifier) is never asked"
    let preferenceKey = lane == .style ? "preferredStatusBarStyle" : "prefersStatusBarHidden"
    // In a presentation that does not take control: a SwiftUI `.sheet` (R11.7).
    let context = world.contextRoot(of: preference.host)
    if let index = world.presentationIndex(of: context) {
      let info = world.presentationInfo(at: index)
      if !info.controls, world.controllers[context]?.modalPresentationCapturesStatusBarAppearance != true {
        let contextName = world.name(of: context)
        var fixes = [Fix("\(contextName) captures the status bar", ["set \(contextName).modalPresentationCapturesStatusBarAppearance=true", "update"])]
        if context == preference.host, index == world.presented.count - 1, let vc = world.controllers[context] {
          let assignments = vc.overriddenKeys.filter { $0 != .modalPresentationStyle }.compactMap { key in
            vc.value(for: key).map { "\(key.rawValue)=\(quoted($0.description))" }
          }
          let words = ["present", quoted(contextName), "kind=hosting", "modalPresentationStyle=fullScreen"] + assignments
          let cover = Fix("present \(contextName) with .fullScreenCover", ["dismiss", words.joined(separator: " ")])
          // A sheet's fix is the cover; an over-full-screen overlay keeps its look by capturing.
          if info.shape == .card || info.shape == .padSheet { fixes.insert(cover, at: 0) } else { fixes.append(cover) }
        }
        if let presenter = world.presenter(ofPresentationAt: index), let presenterVC = world.controllers[presenter],
          presenterVC.behavior.ownKeys.contains(.statusBarHidden), lane == .hidden
        {
          fixes.append(
            Fix("put \(preference.modifier) on \(presenterVC.name)'s view, which keeps control", ["set \(presenterVC.name).\(preference.assignment)"]))
        }
        let how = info.shape == .card || info.shape == .padSheet ? "is presented as a sheet" : "is presented without taking control"
        return ("\(what): \(contextName) \(how) (\(info.reason)), so the presenter keeps the bar; a .fullScreenCover or capturing would hand it over.", fixes)
      }
    }
    guard case .controller(let deciderID, let deciderName) = decider, let deciderVC = world.controllers[deciderID] else {
      return ("\(what): \(decider) decides.", [])
    }
    // A UIKit container around the host that does not forward (R11.6), or the host's own
    // representable chain.
    if world.subtreeContains(deciderID, preference.host) {
      var child = preference.host
      while let parent = world.controllers[child]?.parent, parent != deciderID { child = parent }
      let reference = deciderVC.behavior.childProperty.map { "\($0)" } ?? world.name(of: child)
      let fixes = [
        Fix("\(deciderName) forwards: \(lane.childQuery) = \(reference)", ["set \(deciderName).\(lane.childQuery)=\(reference)", "update"]),
        Fix(
          "override \(preferenceKey) in \(deciderName) instead", ["set \(deciderName).\(preferenceKey)=\(lane == .style ? "lightContent" : "true")", "update"]),
      ]
      return (
        "\(what): \(deciderName), a \(deciderVC.behavior.spokenName) around it, does not forward \(preferenceKey) (its \(lane.childQuery) returns nil), so it answers itself (the wrapper pitfall).",
        fixes
      )
    }
    return ("\(what): \(deciderName) decides \(lane == .style ? "the style" : "visibility").", [])
  }

  /// Warnings (`warnings` of `state --json`, docs/cli.md) for the same cases, one sentence each.
  static func warnings(_ world: World, layout: Layout) -> [String] {
    guard world.environment.phase == .running, world.launchedInfoPlist.viewControllerBasedStatusBarAppearance else { return [] }
    return unaskedPreferences(world, onScreen: layout.onScreen).map { preference in
      let decider = preference.lane == .style ? world.shown.styleDecider : world.shown.hiddenDecider
      let what = preference.lane == .style ? "the style" : "visibility"
      return
        "\(world.name(of: preference.host))'s SwiftUI \(preference.modifier) is never asked: \(decider) decides \(what)\(Diagnostics.reason(world, preference.host, preference.lane)) (R11.6)."
    }
  }
}
