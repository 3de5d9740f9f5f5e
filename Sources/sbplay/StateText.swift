import StatusBarCore

/// The human form of `sbplay state`.
enum StateText {
  static func describe(_ snapshot: Snapshot, state: ResolvedState, title: String?) -> String {
    let world = snapshot.world
    let shown = world.shown
    let env = world.environment
    var lines: [String] = []
    if let title { lines.append(TerminalText.inline(title)) }
    lines.append(
      "\(env.device.name) · iOS \(env.os)\(env.sdk.map { " · SDK \($0)" } ?? "") · \(env.orientation.rawValue) · \(env.appearance.rawValue)"
        + (env.inCall ? " · in call" : "") + (env.phase == .launch ? " · launch screen" : ""))
    let bar = snapshot.reportedStatusBarFrame
    if shown.hidden {
      lines.append("Status bar: hidden, frame \(bar) (animation \(shown.animation.swiftName))")
    } else {
      lines.append("Status bar: visible, \(shown.style.swiftName) → \(shown.foreground.rawValue) content, frame \(bar)")
    }
    if let note = snapshot.statusBarFrameNote { lines.append("  \(note)") }
    lines.append("  style decided by \(shown.styleDecider): \(shown.styleWhy)")
    lines.append("  hidden decided by \(shown.hiddenDecider): \(shown.hiddenWhy)")
    let observed = shown.statusBarManagerStyle(usesLiquidGlass: world.usesLiquidGlass)
    if !shown.hidden, observed != shown.style {
      lines.append("  windowScene.statusBarManager.statusBarStyle reports \(observed.swiftName) (D81)")
    }
    for (index, region) in shown.regions.enumerated() {
      let part = StatusBarRegion.partName(index, of: shown.regions.count)
      lines.append(
        "  \(part) part, over \(world.name(of: region.column)): \(region.style.swiftName) → \(region.foreground.rawValue) content, decided by \(region.decider)"
      )
    }
    if world.pendingUpdate {
      let live = snapshot.live
      lines.append(
        "  pending update: UIKit would answer \(live.hidden ? "hidden" : "visible"), \(live.style.swiftName) after setNeedsStatusBarAppearanceUpdate()")
    }
    lines.append("Safe area: \(snapshot.layout.safeAreaInsets)")
    lines += windowSceneLines(snapshot.layout, presence: snapshot.world.environment.windowing.presence, homeScreen: snapshot.world.noSceneOnScreen)
    let decisions = world.sceneDecisions
    if !decisions.isEmpty {
      lines.append("Window scenes (each decides its own bar, R14.6):")
      for decision in decisions { lines.append("  " + TerminalText.inline(decision.summary)) }
      if world.noSceneOnScreen {
        lines.append("  none is on the screen: the Home Screen shows, with its own status bar in the default style (R14.7, D85)")
      } else if !decisions.contains(where: \.showsOnScreen) {
        lines.append("  none is frontmost: another app's scene decides the screen's bar (D82)")
      }
    }
    lines.append("Frames:")
    let controllerNamedWindow = snapshot.layout.frames.contains { $0.kind == .view && $0.name == "window" }
    let names = snapshot.layout.frames.map { frame in
      frame.kind == .window && controllerNamedWindow ? "UIWindow" : TerminalText.inline(frame.name)
    }
    let width = names.map(\.count).max() ?? 0
    for (frame, name) in zip(snapshot.layout.frames, names) {
      lines.append("  " + name.padding(width) + "  " + frame.rect.description)
    }
    lines.append("Style lane:")
    for (index, step) in state.trace.style.enumerated() { lines.append("  \(index + 1). \(step)") }
    lines.append("Hidden lane:")
    for (index, step) in state.trace.hidden.enumerated() { lines.append("  \(index + 1). \(step)") }
    if !state.warnings.isEmpty {
      lines.append("Warnings:")
      lines += state.warnings.map { "  - " + $0 }
    }
    if !state.events.isEmpty {
      lines.append("Events:")
      lines += state.events.map { "  - " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

extension StateText {
  /// The iPad scene's window, size classes, controls and margins (R14.1 … R14.5, D82 … D84).
  static func windowSceneLines(_ layout: Layout, presence: SceneWindowing.Presence = .onScreen, homeScreen: Bool = false) -> [String] {
    guard let scene = layout.windowScene, scene.windowed || scene.compatibilityCanvas else { return [] }
    let what = scene.windowed ? "windowed at \(scene.frame)" : "UIRequiresFullScreen: a full-screen canvas (R14.4)"
    var lines = [
      "Window scene: \(what), size classes \(scene.horizontalSizeClass.rawValue) width, \(scene.verticalSizeClass.rawValue) height"
    ]
    if let controls = scene.controls {
      let strip = scene.controlsStrip > 0 ? ", in a \(scene.controlsStrip.pointString) pt strip above the content" : ", over the content"
      lines.append("  window controls \(controls) (\(scene.controlStyle.swiftName)\(strip))")
    }
    lines.append("  corner-adapted margins: \(scene.cornerAdaptedMargins)")
    if presence != .onScreen {
      // Off the screen (R14.7): another scene of the app, or the Home Screen, has the bar.
      let shows = homeScreen ? "no scene of the app is on the screen, so the Home Screen's own bar shows" : "another scene of the app decides the screen's bar"
      lines.append("  this scene is \(presence.rawValue): \(shows) (R14.7, D85)")
    } else {
      lines.append(
        scene.frontmost
          ? "  the screen's status bar follows this scene (frontmost, D82)" : "  the screen's status bar follows the frontmost scene, not this one (D82)")
    }
    return lines
  }
}
