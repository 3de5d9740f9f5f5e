import StatusBarCore

/// The scene `sbplay` opens with no arguments: the classic pitfall of a navigation controller
/// deciding the style, in a tab bar app.
public enum BuiltInScene {
  public static let source = "<built-in>"

  public static let yaml = """
    title: A tab bar with a navigation stack
    summary: >
      Detail asks for light content, yet the status bar stays dark: inside a navigation
      controller whose bar is visible, UIKit asks the navigation controller, not the controller
      on top of its stack. Change who decides, and watch the answer follow.
    device: iPhone 8
    os: "12.0"
    root:
      tabBar:
        name: Tabs
        viewControllers:
          - navigation:
              name: Nav
              barStyle: default
              viewControllers:
                - controller:
                    name: Home
                    title: Home
                - controller:
                    name: Detail
                    title: Detail
                    preferredStatusBarStyle: lightContent
          - controller:
              name: Settings
              title: Settings
              backgroundColor: "#1c1c1e"
              preferredStatusBarStyle: lightContent
    steps:
      - say: Detail is on top and asks for light content, but the text is dark. Nav's bar is visible, so UIKit asks Nav, and Nav answers from its bar style.
        ask: Who decides the style right now?
        answer: Nav, the navigation controller (its bar is visible)
        expect:
          style: default
          foreground: dark
          styleDecidedBy: Nav
      - say: Give the navigation bar the black style. UIKit observes its own bars, so the status bar follows at once.
        do: set Nav.barStyle=black
        expect:
          style: lightContent
          foreground: light
          styleDecidedBy: Nav
      - say: Switch to the Settings tab. The tab bar controller forwards to its selected controller, which answers for itself.
        do: select Settings
        expect:
          style: lightContent
          styleDecidedBy: Settings
      - say: Settings now prefers to hide the status bar. A preference alone changes nothing until UIKit is asked again.
        do:
          - set Settings.prefersStatusBarHidden=true
          - update
        hint: setNeedsStatusBarAppearanceUpdate() is `update` in the action language.
        expect:
          hidden: true
          height: 0
          hiddenDecidedBy: Settings
    """

  /// The built-in scene, built in code: what `sbplay` with no scene shows first, so start-up
  /// parses no YAML. `yaml` is its text (what `sbplay scenes` and saving show); a test checks
  /// that loading the text gives exactly this scene, so the two cannot drift.
  public static func load() -> Scene {
    var environment = Environment(device: DeviceCatalog.device(named: "iPhone 8")!, os: OSVersion(12, 0))
    environment.orientation = .portrait
    let root = ControllerNode.tabs(
      "Tabs",
      [
        .nav(
          "Nav", [.barStyle: "default"],
          [
            .vc("Home", [.title: "Home"]),
            .vc("Detail", [.title: "Detail", .preferredStatusBarStyle: "lightContent"]),
          ]),
        .vc(
          "Settings",
          [.title: "Settings", .backgroundColor: "#1c1c1e", .preferredStatusBarStyle: "lightContent"]),
      ])
    let steps = [
      LessonStep(
        say:
          "Detail is on top and asks for light content, but the text is dark. Nav's bar is visible, so UIKit asks Nav, and Nav answers from its bar style.",
        expect: Expectation(style: .default, foreground: .dark, styleDecidedBy: "Nav"),
        ask: "Who decides the style right now?",
        answer: "Nav, the navigation controller (its bar is visible)", line: 29),
      LessonStep(
        say:
          "Give the navigation bar the black style. UIKit observes its own bars, so the status bar follows at once.",
        actions: ["set Nav.barStyle=black"],
        expect: Expectation(style: .lightContent, foreground: .light, styleDecidedBy: "Nav"), line: 36),
      LessonStep(
        say:
          "Switch to the Settings tab. The tab bar controller forwards to its selected controller, which answers for itself.",
        actions: ["select Settings"],
        expect: Expectation(style: .lightContent, styleDecidedBy: "Settings"), line: 42),
      LessonStep(
        say:
          "Settings now prefers to hide the status bar. A preference alone changes nothing until UIKit is asked again.",
        actions: ["set Settings.prefersStatusBarHidden=true", "update"],
        expect: Expectation(hidden: true, height: 0, hiddenDecidedBy: "Settings"),
        hint: "setNeedsStatusBarAppearanceUpdate() is `update` in the action language.", line: 47),
    ]
    return Scene(
      title: "A tab bar with a navigation stack",
      summary:
        "Detail asks for light content, yet the status bar stays dark: inside a navigation controller whose bar is visible, UIKit asks the navigation controller, not the controller on top of its stack. Change who decides, and watch the answer follow.\n",
      world: World(environment: environment, root: root), steps: steps, source: source)
  }

  /// The built-in scene read from its text, like any file (what `load()` must equal).
  public static func parse() throws(SceneError) -> Scene {
    try SceneLoader.load(text: yaml, fileName: source)
  }
}
