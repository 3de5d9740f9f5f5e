/// Warnings about the current state (`warnings` of `state --json`, docs/cli.md): pitfalls and
/// settings that cannot work, each in one plain sentence. Only on-screen controllers are examined.
public enum Diagnostics {
  public static func warnings(_ world: World, layout: Layout) -> [String] {
    var list: [String] = []
    let env = world.environment
    let os = env.os
    let shown = world.shown

    if world.pendingUpdate {
      list.append("A status bar preference changed but setNeedsStatusBarAppearanceUpdate() was not called: the bar still shows the old answer (R9.1).")
    }
    if world.infoPlist != world.launchedInfoPlist {
      list.append("Info.plist changed since launch: UIKit reads it at launch, so `relaunch` to apply it (R5.6).")
    }
    list += sdkWarnings(world)
    list += safeAreaWarnings(world, layout: layout)
    if env.appearance == .dark, !os.atLeast(13) {
      list.append("Dark Mode needs iOS 13: appearance dark changes nothing on \(os.spoken).")
    }
    if !os.atLeast(13) {
      if world.launchedInfoPlist.statusBarStyle == .darkContent || world.infoPlist.statusBarStyle == .darkContent {
        list.append("UIStatusBarStyleDarkContent needs iOS 13: on \(os.spoken) it draws like UIStatusBarStyleDefault (R6.1).")
      }
      if world.application.statusBarStyle == .darkContent {
        list.append("UIApplication.statusBarStyle .darkContent needs iOS 13: on \(os.spoken) it draws like .default (R6.1).")
      }
    }

    list += windowWarnings(world)
    list += windowSceneWarnings(world, layout: layout)
    let running = env.phase == .running
    let vcBased = world.launchedInfoPlist.viewControllerBasedStatusBarAppearance
    var anyPreference = false
    let windowFacts = world.windows.isEmpty ? nil : WindowFacts(world)
    for id in layout.onScreen {
      guard let vc = world.controllers[id] else { continue }
      if vc.preferredStatusBarStyle == .darkContent, !os.atLeast(13) {
        list.append("\(vc.name).preferredStatusBarStyle is .darkContent, which needs iOS 13: on \(os.spoken) it draws like .default (R6.1).")
      }
      if let index = world.presentationIndex(of: id) {
        let info = world.presentationInfo(at: index)
        if info.controls, vc.modalPresentationCapturesStatusBarAppearance == true, info.shape == .fullScreen {
          list.append("modalPresentationCapturesStatusBarAppearance is ignored for \(vc.name): it is presented full screen (R4.1).")
        }
        if info.unavailable {
          list.append("\(vc.name) asks for \(info.requested.swiftName), which needs \(info.requested.introduced.spoken): UIKit presents it .fullScreen.")
        }
      }
      for key in [ControllerKey.childForStatusBarStyle, .childForStatusBarHidden] {
        if case .child(.named(let childName))? = vc.value(for: key),
          !(world.id(named: childName).map { vc.children.contains($0) } ?? false)
        {
          list.append("\(vc.name).\(key.rawValue) returns \(childName), which is not one of its children: UIKit gets nil (R3.4).")
        }
      }
      let hasPreference = vc.preferredStatusBarStyle != nil || vc.prefersStatusBarHidden != nil || vc.preferredStatusBarUpdateAnimation != nil
      anyPreference = anyPreference || hasPreference
      guard running, vcBased, hasPreference else { continue }
      if let style = vc.preferredStatusBarStyle, shown.styleDecider.controllerID != id {
        list.append(
          "\(vc.name).preferredStatusBarStyle (\(style.swiftName)) is never asked: \(shown.styleDecider) decides the style\(reason(world, id, .style, windows: windowFacts))."
        )
      }
      if let hidden = vc.prefersStatusBarHidden, shown.hiddenDecider.controllerID != id {
        if shown.hiddenDecider == .system && !hidden {
          list.append(
            "\(vc.name).prefersStatusBarHidden = false cannot show the bar: landscape on \(os.atLeast(13) ? os.spoken : env.device.name) always hides it (R8.2)."
          )
        } else {
          list.append(
            "\(vc.name).prefersStatusBarHidden (\(hidden)) is never asked: \(shown.hiddenDecider) decides visibility\(reason(world, id, .hidden, windows: windowFacts))."
          )
        }
      }
      if let animation = vc.preferredStatusBarUpdateAnimation, shown.hiddenDecider.controllerID != id {
        list.append(
          "\(vc.name).preferredStatusBarUpdateAnimation (\(animation.swiftName)) is never asked: only the controller that decides visibility is asked for it (R1.5)."
        )
      }
    }
    list += HostingAdvice.warnings(world, layout: layout)
    if running, !vcBased, anyPreference {
      list.append("UIViewControllerBasedStatusBarAppearance is NO: every view controller's status bar preference is ignored (R5.2).")
    }

    if !shown.hidden, running || env.phase == .launch {
      let background = layout.behindStatusBar
      if shown.foreground == .light, background.isLight {
        list.append("Light status bar text over a light background (\(layout.behindStatusBarSource)): hard to read.")
      } else if shown.foreground == .dark, !background.isLight {
        list.append("Dark status bar text over a dark background (\(layout.behindStatusBarSource)): hard to read.")
      }
    }
    return list
  }

  /// Why a lane does not reach a controller, as a short clause.
  static func reason(_ world: World, _ id: ControllerID, _ lane: Lane, windows: WindowFacts? = nil) -> String {
    let decider = lane == .style ? world.shown.styleDecider : world.shown.hiddenDecider
    if let clause = windowReason(world, id, decider: decider.controllerID, facts: windows) { return clause }
    // A presented context that does not take control.
    let context = world.contextRoot(of: id)
    if let index = world.presentationIndex(of: context) {
      let info = world.presentationInfo(at: index)
      let captures = world.controllers[context]?.modalPresentationCapturesStatusBarAppearance == true
      if !info.controls && !captures {
        return " (\(world.name(of: context)) does not take control: \(info.reason); set its modalPresentationCapturesStatusBarAppearance = true)"
      }
    }
    // The nearest container that does not forward.
    var child = id
    var steps = 0
    while let parentID = world.controllers[child]?.parent, let parent = world.controllers[parentID], steps < 100_000 {
      let resolver = Resolver(world: world)
      let (forwarded, why, _) = resolver.child(of: parent, id: parentID, lane: lane)
      if forwarded != child {
        return parent.behavior.notForwardingAdvice(parent, child: world.name(of: child), lane: lane, why: why)
      }
      child = parentID
      steps += 1
    }
    return ""
  }
}

extension Diagnostics {
  /// What the SDK the app is built with turns off (R13.1 … R13.4, D25).
  static func sdkWarnings(_ world: World) -> [String] {
    var list: [String] = []
    let env = world.environment
    let os = env.os
    let sdk = env.linkedSDK
    let plist = world.launchedInfoPlist
    if plist.designRequiresCompatibility {
      if !os.atLeast(26) {
        list.append("UIDesignRequiresCompatibility acts from iOS 26: \(os.spoken) has no Liquid Glass to opt out of (D25).")
      } else if !sdk.atLeast(26) {
        list.append("UIDesignRequiresCompatibility changes nothing: built with the \(sdk.spoken) SDK, the app keeps the previous design anyway (R13.3).")
      } else if UIKitAPI.designRequiresCompatibility.isIgnored(in: env) {
        list.append("UIDesignRequiresCompatibility is ignored: built with the \(sdk.spoken) SDK, \(os.spoken) ignores it (R13.3).")
      }
    }
    if !plist.viewControllerBasedStatusBarAppearance, UIKitAPI.applicationStatusBarSetters.isIgnored(in: env) {
      list.append(
        "UIViewControllerBasedStatusBarAppearance is NO, but built with the \(sdk.spoken) SDK on \(os.spoken) UIApplication's status bar setters do nothing: the bar keeps Info.plist's launch values; set the key to YES and override the view controllers (R13.2)."
      )
    }
    if plist.requiresFullScreen, os.atLeast(26) {
      let more = os.atLeast(27) ? ", and from iOS 27 it asks for discrete resizing instead of full screen" : ""
      list.append("UIRequiresFullScreen is deprecated from iPadOS 26 and will be ignored in a future release\(more) (R13.4).")
    }
    if let chosen = env.sdk, chosen > os {
      list.append("Built with the \(chosen.spoken) SDK on \(os.spoken): sbplay applies \(os.spoken)'s behaviour, which has no check for a newer SDK (D26).")
    }
    return list
  }
}
