/// A window scene of the app besides the selected one (R14.6): as each UIWindowScene has its own
/// windows and its own UIStatusBarManager, it keeps its own windowing, main window with its
/// controller tree, modal chain and overlay windows. The selected scene lives in `World`'s own
/// fields (root, presented, windows, environment.windowing), so a one-scene world is unchanged
/// and every action edits the selected scene; `scene select` swaps another one in.
public struct OtherWindowScene: Hashable, Sendable {
  public var name: String
  public var windowing: SceneWindowing
  public var root: ControllerID?
  public var presented: [ControllerID] = []
  public var windows: [AppWindow] = []
  public var mainWindow = MainWindowSettings()
  public var keyWindow: String?

  public init(name: String, windowing: SceneWindowing, root: ControllerID?) {
    self.name = name
    self.windowing = windowing
    self.root = root
  }
}

/// One scene's own status bar decision (R14.6) and whether the screen's one bar shows it (D82).
public struct SceneDecision: Hashable, Sendable {
  public var name: String
  public var windowing: SceneWindowing
  /// The resolver's answer for this scene's windows alone.
  public var evaluation: Evaluation
  /// The scene actions edit.
  public var selected: Bool
  /// The frontmost scene: the screen's status bar shows this answer (D82).
  public var showsOnScreen: Bool
}

extension World {
  /// The scene names, the selected one first.
  public var sceneNames: [String] { [sceneName] + otherScenes.map(\.name) }

  /// The selected scene's fields as an `OtherWindowScene`.
  var selectedScene: OtherWindowScene {
    var scene = OtherWindowScene(name: sceneName, windowing: environment.windowing, root: root)
    scene.presented = presented
    scene.windows = windows
    scene.mainWindow = mainWindow
    scene.keyWindow = keyWindow
    return scene
  }

  /// Makes `otherScenes[index]` the selected scene; the one selected before takes its place.
  mutating func swapScene(at index: Int) {
    let previous = selectedScene
    let next = otherScenes[index]
    sceneName = next.name
    environment.windowing = next.windowing
    root = next.root
    presented = next.presented
    windows = next.windows
    mainWindow = next.mainWindow
    keyWindow = next.keyWindow
    otherScenes[index] = previous
  }

  /// The same app with `otherScenes[index]` selected (for writing and drawing each scene).
  public func selecting(sceneAt index: Int) -> World {
    var copy = self
    copy.swapScene(at: index)
    return copy
  }

  /// `otherScenes[index]` selected, with its layout: what the device draws for that scene.
  public func otherScene(at index: Int) -> (world: World, layout: Layout) {
    let scene = selecting(sceneAt: index)
    return (scene, LayoutEngine.layout(scene))
  }

  /// Adds a scene with a controller tree and windows of its own, kept as another (not selected)
  /// scene, and evaluates again. Controller names must be new (`ControllerStore` names are app-wide).
  public mutating func addScene(
    name: String, windowing: SceneWindowing, root: ControllerNode?, presented: [ControllerNode] = [], windows: [WindowNode] = [],
    mainPosition: Int? = nil, mainLevel: WindowLevel = .normal, keyWindow: String? = nil
  ) {
    otherScenes.append(OtherWindowScene(name: name, windowing: windowing, root: nil))
    let index = otherScenes.count - 1
    swapScene(at: index)
    self.root = root.map { insert($0, parent: nil) }
    for node in presented { self.presented.append(insert(node, parent: nil)) }
    if !windows.isEmpty || mainPosition != nil || mainLevel != .normal {
      install(windows: windows, mainPosition: mainPosition, mainLevel: mainLevel, keyWindow: keyWindow)
    }
    swapScene(at: index)
    evaluateInitialState()
  }

  /// Each scene's decision, the selected one first (R14.6): the one resolver asked of each
  /// scene's own windows in turn, so the cost is linear in the controllers of all scenes. Empty
  /// for a one-scene world on the screen, whose answer is `shown`, and where an app shows one
  /// scene (an iPhone, before iPadOS 16: after a `device` or `os` action the other scenes wait,
  /// unused). A lone scene minimised or closed is listed, to say it is off the screen (R14.7).
  public var sceneDecisions: [SceneDecision] {
    guard !otherScenes.isEmpty || !environment.windowing.isOnScreen, !device.isPhone, os >= WindowSceneGeometry.firstWindowedOS else {
      return []
    }
    let front = frontmostSceneIndex
    var result = [
      SceneDecision(name: sceneName, windowing: environment.windowing, evaluation: shown, selected: true, showsOnScreen: front == 0)
    ]
    for index in otherScenes.indices {
      let copy = selecting(sceneAt: index)
      result.append(
        SceneDecision(
          name: otherScenes[index].name, windowing: otherScenes[index].windowing, evaluation: Resolver.evaluate(copy),
          selected: false, showsOnScreen: front == index + 1))
    }
    return result
  }

  /// The frontmost scene's decision, the one the screen's bar shows (D82), asking only that
  /// scene; nil when no scene of the app is frontmost.
  public var screenDecision: SceneDecision? {
    guard let index = frontmostSceneIndex else { return nil }
    let scene = index == 0 ? self : selecting(sceneAt: index - 1)
    return SceneDecision(
      name: scene.sceneName, windowing: scene.environment.windowing, evaluation: index == 0 ? shown : Resolver.evaluate(scene),
      selected: index == 0, showsOnScreen: true)
  }

  /// The frontmost scene in `sceneNames` order, or nil when none of the app's is (another app's
  /// window is in front, D82). A full-screen scene covers the screen, so it is frontmost.
  /// A minimised or closed scene is not on the screen, so it is never frontmost (R14.7).
  public var frontmostSceneIndex: Int? {
    let all = [environment.windowing] + otherScenes.map(\.windowing)
    return all.firstIndex { $0.isOnScreen && ($0.frontmost || !$0.isWindowed) }
  }

  /// No scene of the app is on the screen (all minimised, or the last one closed): the Home
  /// Screen shows, with its own status bar (R14.7, D85). The selected scene leaves the screen
  /// only when no other is left on it, so asking it is enough. Never on an iPhone.
  public var noSceneOnScreen: Bool {
    !device.isPhone && os >= WindowSceneGeometry.firstWindowedOS && !environment.windowing.isOnScreen
  }
}
