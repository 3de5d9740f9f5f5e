/// Rich scenes for round trips and fuzzing: together they use every key, every node kind, a
/// presented chain, JSON, the launch phase and lessons with every expectation.
enum SampleScenes {
  /// Every key of every level.
  static let everything = """
    title: "Everything: every key and kind"
    summary: |
      A scene that uses every key.
      It has two lines, a "quote" and a * star.
    device: iPhone 14 Pro
    os: "16.0"
    orientation: portrait
    inCall: false
    appearance: dark
    phase: running
    infoPlist:
      UIViewControllerBasedStatusBarAppearance: true
      UIStatusBarHidden: false
      UIStatusBarStyle: UIStatusBarStyleDarkContent
    application:
      statusBarStyle: lightContent
      statusBarHidden: true
    root:
      tabBar:
        name: Tabs
        title: Tabs
        selectedIndex: 1
        childForStatusBarStyle: selectedViewController
        childForStatusBarHidden: selectedViewController
        preferredStatusBarUpdateAnimation: slide
        viewControllers:
          - navigation:
              name: Nav
              barStyle: black
              navigationBarHidden: false
              barTintColor: "#FF0000"
              childForStatusBarStyle: topViewController
              viewControllers:
                - controller:
                    name: Home
                    preferredStatusBarStyle: darkContent
          - controller:
              name: Container
              childForStatusBarStyle: Child
              childForStatusBarHidden: nil
              overrideUserInterfaceStyle: dark
              backgroundColor: black
              prefersStatusBarHidden: false
              modalPresentationStyle: fullScreen
              children:
                - controller: { name: Child, preferredStatusBarStyle: lightContent, title: "Child: one" }
    presented:
      - navigation:
          name: Sheet
          modalPresentationStyle: pageSheet
          modalPresentationCapturesStatusBarAppearance: true
          viewControllers:
            - controller: { name: SheetRoot, preferredStatusBarStyle: lightContent }
      - controller:
          name: Alert
          modalPresentationStyle: fullScreen
          prefersStatusBarHidden: true
          preferredStatusBarUpdateAnimation: fade
    steps:
      - say: The alert hides the bar.
        ask: Who hides it?
        answer: Alert
        hint: Look at the top of the modal chain.
        expect:
          hidden: true
          hiddenDecidedBy: Alert
          height: 0
      - do: [dismiss, "set SheetRoot.title=\\"A title\\""]
        expect: { hidden: false, pendingUpdate: false }
    """

  /// The launch screen, legacy UIApplication state, a landscape iPad and a call.
  static let launch = """
    title: Launch screen on an iPad
    device: ipad air 2
    os: 9.3
    orientation: landscapeLeft
    inCall: true
    phase: launch
    infoPlist:
      UIViewControllerBasedStatusBarAppearance: NO
      UIStatusBarHidden: yes
      UIStatusBarStyle: UIStatusBarStyleLightContent
    application:
      statusBarStyle: default
    root:
      controller:
        name: First
        preferredStatusBarStyle: lightContent
    steps:
      - say: At launch only Info.plist applies.
        expect:
          hidden: true
          hiddenDecidedBy: Info.plist
          styleDecidedBy: Info.plist
      - do: finishLaunching
        expect:
          styleDecidedBy: UIApplication
          hiddenDecidedBy: UIApplication
      - do:
          - app statusBarHidden=false animation=slide
        expect:
          hidden: false
          height: 40
          warning: deprecated
    """

  /// JSON is YAML too.
  static let json = """
    {
      "title": "A JSON scene",
      "device": "iPhone X",
      "os": 11,
      "root": {
        "navigation": {
          "name": "Nav",
          "navigationBarHidden": true,
          "viewControllers": [
            {"controller": {"name": "First", "preferredStatusBarStyle": "lightContent"}},
            {"controller": {"name": "Second", "prefersStatusBarHidden": true}}
          ]
        }
      },
      "steps": [
        {"say": "The bar is hidden, so the top controller decides.",
         "expect": {"styleDecidedBy": "Second", "hiddenDecidedBy": "Second", "hidden": true,
                    "frame": {"window": [0, 0, 375, 812]}}},
        {"do": ["pop", "update"], "expect": {"style": "lightContent", "hidden": false, "height": 44}}
      ]
    }
    """

  /// Navigation, presentation and containment through actions, with frames and warnings.
  static let stack = """
    title: 'A stack, a sheet and a child'
    summary: >
      Push, present and add a child;
      watch who decides.
    device: iPhone 8
    os: "13.0"
    root:
      navigation:
        name: Nav
        barStyle: default
        title: Root # a comment
        viewControllers:
          - controller:
              name: List
              backgroundColor: "#f2f2f7"
              children:
                - controller:
                    name: Banner
                    backgroundColor: systemBlue
    steps:
      - say: The navigation bar is visible.
        expect:
          styleDecidedBy: Nav
          style: default
          foreground: dark
          frame:
            Nav.navigationBar: [0, 20, 375, 44]
            window: [0, 0, 375, 667]
      - do:
          - push Detail preferredStatusBarStyle=lightContent
          - set Nav.navigationBarHidden=true
        expect:
          styleDecidedBy: Detail
          style: lightContent
          foreground: light
      - do: present Sheet kind=navigation modalPresentationStyle=fullScreen
        expect:
          styleDecidedBy: Sheet
      - do:
          - dismiss
          - set Detail.preferredStatusBarStyle=darkContent
        expect:
          pendingUpdate: true
          warning: setNeedsStatusBarAppearanceUpdate() or a transition
      - do: update animated
        expect:
          style: darkContent
          pendingUpdate: false
    """

  static let all = [("everything.yaml", everything), ("launch.yaml", launch), ("json.json", json), ("stack.yaml", stack)]
}
