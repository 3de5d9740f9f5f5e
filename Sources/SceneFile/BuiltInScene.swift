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

  /// The built-in scene, loaded (and so validated) like any file.
  public static func load() -> Scene {
    do {
      return try SceneLoader.load(text: yaml, fileName: source)
    } catch {
      preconditionFailure("the built-in scene does not load: \(error)")
    }
  }
}
