/// A window scene leaving the screen and coming back (R14.7, D85): the window controls' close
/// (the scene is disconnected and goes away; the app's other scenes stay) and minimise (the
/// window leaves the screen and waits in the app's windows list), and bringing a minimised or
/// closed scene back. The selected scene leaves the screen only when no other scene is left on
/// it, so that the device, the layout panel and the mouse always describe a scene on the screen
/// or none at all (`World.noSceneOnScreen`).
extension World {
  /// `scene close [NAME]`: the named scene (the selected one by default) goes away with its
  /// controllers; the last scene of the app stays, closed, to be opened again (D85).
  mutating func closeScene(_ name: String?, _ report: inout ActionReport) throws(ActionError) {
    let index = try sceneIndex(name ?? sceneName, for: "close")
    let windowing = index == 0 ? environment.windowing : otherScenes[index - 1].windowing
    guard windowing.presence != .closed else {
      throw ActionError("the scene \(sceneNames[index]) is already closed: `scene select \(sceneNames[index])` opens it again")
    }
    let wasFront = frontmostSceneIndex == index
    let closing = sceneNames[index]
    if otherScenes.isEmpty {
      environment.windowing.presence = .closed
      environment.windowing.frontmost = false
      report.events.append(
        "the scene \(closing) closes (sceneDidDisconnect): the app has no scene on the screen, the Home Screen's status bar shows (R14.7, D85)")
      return
    }
    if index == 0 {
      // The selected scene goes: the scene that comes to the front (or the first left) is selected.
      swapScene(at: (nextFrontIndex(leaving: 0) ?? 1) - 1)
      let gone = otherScenes.firstIndex { $0.name == closing }!
      removeScene(at: gone)
      report.events.append("the scene \(closing) closes (sceneDidDisconnect): its windows and controllers go; actions now edit the scene \(sceneName)")
    } else {
      removeScene(at: index - 1)
      report.events.append("the scene \(closing) closes (sceneDidDisconnect): its windows and controllers go")
    }
    if wasFront { bringNextToFront(&report) }
  }

  /// `scene minimise [NAME]`: the named scene (the selected one by default) leaves the screen;
  /// it keeps its windows and controllers and comes back with `scene select NAME` (R14.7).
  mutating func minimiseScene(_ name: String?, _ report: inout ActionReport) throws(ActionError) {
    let index = try sceneIndex(name ?? sceneName, for: "minimise")
    let windowing = index == 0 ? environment.windowing : otherScenes[index - 1].windowing
    guard windowing.isOnScreen else {
      throw ActionError(
        "the scene \(sceneNames[index]) is \(windowing.presence.rawValue), not on the screen: `scene select \(sceneNames[index])` brings it back")
    }
    let wasFront = frontmostSceneIndex == index
    let leaving = sceneNames[index]
    if index == 0 {
      environment.windowing.presence = .minimised
      environment.windowing.frontmost = false
      if let next = nextFrontIndex(leaving: 0) { swapScene(at: next - 1) }
    } else {
      otherScenes[index - 1].windowing.presence = .minimised
      otherScenes[index - 1].windowing.frontmost = false
    }
    report.events.append("the scene \(leaving) is minimised: its window leaves the screen for the app's windows list (R14.7)")
    if noSceneOnScreen {
      report.events.append("no scene of the app is on the screen: the Home Screen's status bar shows (D85)")
    } else if index == 0 {
      report.events.append("actions now edit the scene \(sceneName)")
    }
    if wasFront { bringNextToFront(&report) }
  }

  /// Puts the selected scene back on the screen in front, when it was minimised or closed
  /// (`scene select`, `scene fullScreen`, `scene window`, `scene frontmost true` on it).
  mutating func bringSelectedSceneBack(_ report: inout ActionReport) {
    guard !environment.windowing.isOnScreen else { return }
    let was = environment.windowing.presence
    environment.windowing.presence = .onScreen
    makeSelectedFrontmost()
    report.events.append(
      was == .minimised
        ? "the scene \(sceneName) comes back from the app's windows list, in front (R14.7)"
        : "the app opens the scene \(sceneName) again, in front (D85)")
  }

  mutating func makeSelectedFrontmost() {
    environment.windowing.frontmost = true
    for index in otherScenes.indices { otherScenes[index].windowing.frontmost = false }
  }

  /// The scene, in `sceneNames` order, that comes to the front when the frontmost one leaves:
  /// the next one down in the order the device draws them (D85) — the selected scene, then the
  /// other scenes from the last one drawn. Nil when no other scene is on the screen.
  func nextFrontIndex(leaving: Int) -> Int? {
    if leaving != 0, environment.windowing.isOnScreen { return 0 }
    return otherScenes.indices.last { $0 + 1 != leaving && otherScenes[$0].windowing.isOnScreen }.map { $0 + 1 }
  }

  private mutating func bringNextToFront(_ report: inout ActionReport) {
    guard frontmostSceneIndex == nil, let next = nextFrontIndex(leaving: -1) else { return }
    if next == 0 {
      environment.windowing.frontmost = true
    } else {
      otherScenes[next - 1].windowing.frontmost = true
    }
    report.events.append("the scene \(sceneNames[next]) comes to the front: the screen's status bar follows it (D82, D85)")
  }

  /// Drops `otherScenes[index]` and every controller of its windows (names are app-wide, D85).
  mutating func removeScene(at index: Int) {
    let scene = otherScenes.remove(at: index)
    for id in [scene.root].compactMap({ $0 }) + scene.presented + scene.windows.compactMap(\.root) { removeSubtree(id) }
  }

  private func sceneIndex(_ name: String, for verb: String) throws(ActionError) -> Int {
    guard let index = sceneNames.firstIndex(of: name) else {
      throw ActionError(
        "no scene \(name)\(Suggestions.didYouMean(name, in: sceneNames)) to \(verb): the scenes are \(ActionParser.spokenList(sceneNames))")
    }
    return index
  }
}
