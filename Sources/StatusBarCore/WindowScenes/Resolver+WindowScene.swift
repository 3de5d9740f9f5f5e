/// D82: before the chain, the resolver says which scene's controllers the screen's one status
/// bar follows when an iPad scene runs in a window. Full screen nothing is noted.
extension Resolver {
  mutating func noteWindowScene(lane: Lane) {
    guard let scene = WindowSceneGeometry.of(world) else { return }
    if !world.otherScenes.isEmpty {
      let away = world.otherScenes.filter { !$0.windowing.isOnScreen }.count + (env.windowing.isOnScreen ? 0 : 1)
      let minimised = away == 0 ? "" : " (\(away) minimised)"
      note(
        "the app has \(world.otherScenes.count + 1) window scenes\(minimised), each with its own windows ⇒ this is the scene \(world.sceneName)'s own answer",
        .r14_6)
    }
    if world.noSceneOnScreen {
      let how = env.windowing.presence == .closed ? "closed" : "minimised"
      note(
        "the scene \(world.sceneName) is \(how) and no scene of the app is on the screen ⇒ the Home Screen's status bar shows, in its default style; sbplay still asks this scene's controllers (R14.7)",
        .d85)
      return
    }
    if scene.compatibilityCanvas {
      // Only worth a line when the user put the app in a window: full screen nothing differs.
      guard env.windowing.isWindowed else { return }
      note(
        "UIRequiresFullScreen: although the user put the app in a window, it runs in a full-screen canvas (its scene is the screen) ⇒ its controllers decide the bar",
        .r14_4)
      return
    }
    guard scene.windowed else { return }
    let frame = scene.frame.description
    if scene.frontmost {
      let tail =
        lane == .hidden
        ? "; a windowed scene cannot hide the screen's bar, which stays shown whatever it answers"
        : ""
      note("the scene is windowed at \(frame) and frontmost ⇒ the screen's one status bar follows its controllers\(tail)", .d82)
    } else {
      let front = world.frontmostSceneIndex.map { "the frontmost scene, \(world.sceneNames[$0])," } ?? "the frontmost scene"
      note(
        "the scene is windowed at \(frame) and not frontmost ⇒ \(front) decides the screen's bar; sbplay still asks this scene's controllers", .d82)
    }
  }
}
