import BundledScenes
import SceneFile
import StatusBarCore

/// A world to export, with the name its file and namespace get in the tests.
struct ExportCase: Sendable, CustomStringConvertible {
  var name: String
  var title: String?
  var world: World
  var description: String { name }
}

/// Every bundled scene, loaded with SceneFile, as it starts and (like `sbplay code SCENE --do …`)
/// after each lesson step that changes it. A scene that does not load fails the test by name.
func bundledCases() throws -> [ExportCase] {
  var result: [ExportCase] = []
  for entry in BundledScenes.all {
    let scene = try SceneLoader.load(text: entry.text, fileName: entry.fileName)
    result.append(ExportCase(name: "scene-" + entry.name, title: scene.title, world: scene.world))
    var seen: Set<World> = [scene.world]
    var simulation = Simulation(world: scene.world)
    for (number, step) in scene.steps.enumerated() {
      // A lesson may show an action failing; the rest still apply.
      for action in step.actions { _ = try? simulation.perform(action) }
      guard seen.insert(simulation.world).inserted else { continue }
      result.append(
        ExportCase(name: "scene-\(entry.name)-step\(number + 1)", title: scene.title, world: simulation.world))
    }
  }
  return result
}

/// Every window setting (R12): levels named and numeric, hidden, key, height, a window that
/// cannot affect the bar, one that forwards, one with no root, the main window shown last.
func windowsWorld(os: String) -> World {
  var simulation = Simulation(world: makeWorld(os: os, root: .nav("Nav", [.barStyle: "black"], [.vc("First")])))
  for line in [
    "window add Toast level=alert root=ToastVC height=100", "window Toast forwardsTo=Main",
    "window add \"HUD 2\" level=1500 hidden=true root=HUDVC", "window \"HUD 2\" canAffectStatusBarAppearance=false",
    "addChild HUDVC Spinner", "window add Empty level=-1", "window key Main", "window key Toast", "window Main level=5",
  ] {
    _ = try? simulation.perform(line)
  }
  return simulation.world
}

/// Three window scenes on an iPad with iPadOS 26 (R14.6, R14.7): the selected one with a sheet and
/// a toast window; Notes with a chain of two presentations and an alert-level window whose root
/// has a child; Mail minimised.
func severalScenesWorld() -> World {
  var env = Environment(device: DeviceCatalog.device(named: "iPad Pro 13-inch (M4)")!, os: OSVersion(26))
  env.windowing.mode = .windowed
  env.windowing.frame = Rect(x: 40, y: 80, width: 600, height: 900)
  var simulation = Simulation(world: World(environment: env, root: .nav("Nav", [.vc("First")])))
  for line in [
    "present Sheet", "window add Toast level=alert root=ToastVC height=100",
    "scene add Notes 660 100 340 700", "present Compose", "present Picker", "window add HUD level=alert root=HUDVC", "addChild HUDVC Spinner",
    "scene add Mail 100 200 500 500", "present Draft", "scene minimise", "scene select main",
  ] {
    do { try simulation.perform(line) } catch { preconditionFailure("severalScenesWorld: \(line): \(error)") }
  }
  return simulation.world
}

/// Hand-built worlds covering every key and kind, presented chains, view-controller-based NO,
/// iOS 7 / 12 / 13 / 18, odd names and big trees.
let handBuiltCases: [ExportCase] = [
  ExportCase(name: "windows-ios12", title: "Overlay windows, iOS 12", world: windowsWorld(os: "12.0")),
  ExportCase(name: "windows-ios17", title: "Overlay windows, iOS 17", world: windowsWorld(os: "17.0")),
  ExportCase(name: "every-key-ios12", title: "Every key, iOS 12", world: everyKeyWorld("iPhone 8", os: "12.0")),
  ExportCase(name: "every-key-ios13", title: "Every key, iOS 13", world: everyKeyWorld("iPhone 11", os: "13.0")),
  ExportCase(name: "every-key-ios18-ipad", title: "Every key, iPad", world: everyKeyWorld("iPad Air 2", os: "18.0")),
  ExportCase(name: "every-key-ios7", title: "Every key, iOS 7", world: everyKeyWorld("iPhone 5s", os: "7.0")),
  ExportCase(
    name: "legacy-no-ios12", title: "Not view-controller based",
    world: legacyWorld(os: "12.0", plistStyle: .lightContent, plistHidden: true, appStyle: .darkContent, appHidden: false)),
  ExportCase(
    name: "legacy-no-ios8", title: nil,
    world: legacyWorld(os: "8.0", plistStyle: .default, plistHidden: false, appStyle: .lightContent, appHidden: true)),
  ExportCase(
    name: "legacy-no-ios13-seeded", title: "Seeded by Info.plist",
    world: legacyWorld(os: "13.0", plistStyle: .darkContent, plistHidden: false, appStyle: .darkContent, appHidden: false)),
  ExportCase(name: "plist-dark-ios12", title: "darkContent in Info.plist, iOS 12", world: plistDarkWorld(os: "12.0")),
  ExportCase(name: "plist-dark-ios13", title: "darkContent in Info.plist, iOS 13", world: plistDarkWorld(os: "13.0")),
  ExportCase(name: "defaults", title: "Nothing overridden", world: makeWorld(root: .nav("Nav", [.vc("First")]))),
  ExportCase(name: "odd-names", title: "Odd names \"quoted\"\nsecond line", world: oddNamesWorld()),
  ExportCase(
    name: "no-root", title: "No root",
    world: makeWorld(root: nil, presented: [.vc("Alone", [.modalPresentationStyle: "formSheet", .title: "Alone"])])),
  ExportCase(name: "big", title: "A deep stack and a long chain", world: bigWorld()),
  ExportCase(name: "hosting-ios17", title: "SwiftUI hosting, iOS 17", world: hostingWorld(OSVersion(17, 0))),
  ExportCase(name: "hosting-ios15", title: "SwiftUI hosting, iOS 15", world: hostingWorld(OSVersion(15, 0))),
  ExportCase(name: "hosting-ios27", title: "SwiftUI hosting, iOS 27", world: hostingWorld(OSVersion(27, 0))),
  ExportCase(name: "several-scenes-ipad26", title: "Three window scenes, iPadOS 26", world: severalScenesWorld()),
]

/// Every hosting key: a tab bar of hosting controllers (one in a navigation controller, one with
/// UIKit representables and a subclass override) and a SwiftUI sheet and full-screen cover.
func hostingWorld(_ os: OSVersion) -> World {
  let env = Environment(device: DeviceCatalog.device(named: "iPhone 14")!, os: os)
  let feed = ControllerNode(
    .hosting, "Feed",
    [
      .navigationStack: "true", .toolbarColorScheme: "dark", .toolbarBackground: "hidden", .scrolledUnderBar: "true",
      .title: "Feed \"now\"", .statusBarHidden: "false",
    ])
  let map = ControllerNode(
    .hosting, "MapHost", [.preferredStatusBarStyle: "lightContent", .childForStatusBarHidden: "Map", .preferredColorScheme: "dark"],
    children: [.vc("Map", [.prefersStatusBarHidden: "true"]), .nav("Inner", [.vc("InnerRoot")])])
  let root = ControllerNode.tabs("Tabs", [.nav("Nav", [feed]), map, ControllerNode(.hosting, "Plain", [.navigationStack: "false"])])
  let presented = [
    ControllerNode(.hosting, "Sheet", [.statusBarHidden: "true", .statusBarVisibility: "automatic"]),
    ControllerNode(
      .hosting, "Cover",
      [.modalPresentationStyle: "fullScreen", .statusBarColorScheme: "light", .statusBarVisibility: "hidden", .preferredColorScheme: "light"]),
  ]
  return World(environment: env, root: root, presented: presented)
}

func makeWorld(
  _ device: String = "iPhone 8", os: String = "12.0", root: ControllerNode?, presented: [ControllerNode] = [],
  plist: InfoPlist = InfoPlist(), application: ApplicationState? = nil
) -> World {
  let env = Environment(device: DeviceCatalog.device(named: device)!, os: OSVersion(parsing: os)!)
  return World(environment: env, root: root, presented: presented, infoPlist: plist, application: application)
}

/// Every key on every kind: tabs > (nav > two controllers, container > child), and a chain of
/// four presentations (a navigation sheet, over full screen, popover, custom).
func everyKeyWorld(_ device: String, os: String) -> World {
  let first = ControllerNode.vc(
    "First",
    [
      .preferredStatusBarStyle: "darkContent", .prefersStatusBarHidden: "true",
      .preferredStatusBarUpdateAnimation: "slide", .backgroundColor: "teal",
      .title: "He said \"hi\" \\ back\nand left\t(tab) \u{301}é ☀️ //not a comment",
      .overrideUserInterfaceStyle: "dark",
    ])
  let second = ControllerNode.vc("Second", [.backgroundColor: "white", .preferredStatusBarUpdateAnimation: "none"])
  let feed = ControllerNode.nav(
    "Feed.nav",
    [
      .barStyle: "black", .barTintColor: "#336699", .navigationBarHidden: "false", .title: "Feed",
      .childForStatusBarHidden: "topViewController", .preferredStatusBarStyle: "default",
    ], [first, second])
  let container = ControllerNode.vc(
    "Container", [.childForStatusBarStyle: "Child", .childForStatusBarHidden: "nil", .backgroundColor: "#1c1c1e"],
    children: [.vc("Child", [.preferredStatusBarStyle: "lightContent", .prefersStatusBarHidden: "false"])])
  let tabs = ControllerNode.tabs(
    "Tabs",
    [
      .selectedIndex: "1", .title: "Tabs", .childForStatusBarStyle: "selectedViewController",
      .childForStatusBarHidden: "selectedViewController", .overrideUserInterfaceStyle: "unspecified",
    ], [feed, container])
  let presented: [ControllerNode] = [
    .nav(
      "Sheet.root",
      [
        .modalPresentationStyle: "automatic", .modalPresentationCapturesStatusBarAppearance: "true",
        .navigationBarHidden: "true", .barStyle: "default", .barTintColor: "black",
      ], [.vc("SheetContent", [.preferredStatusBarStyle: "lightContent", .preferredStatusBarUpdateAnimation: "fade"])]),
    .vc(
      "Overlay",
      [
        .modalPresentationStyle: "overFullScreen", .modalPresentationCapturesStatusBarAppearance: "false",
        .overrideUserInterfaceStyle: "light", .backgroundColor: "clear",
      ]),
    .vc("Picker", [.modalPresentationStyle: "popover", .backgroundColor: "red"]),
    .vc("Dimmed", [.modalPresentationStyle: "overCurrentContext"]),
    .vc("Custom", [.modalPresentationStyle: "custom", .modalPresentationCapturesStatusBarAppearance: "true"]),
    .tabs("Modal.tabs", [.modalPresentationStyle: "pageSheet", .selectedIndex: "0"], [.vc("A"), .vc("B")]),
  ]
  return makeWorld(device, os: os, root: tabs, presented: presented)
}

/// UIViewControllerBasedStatusBarAppearance NO, with UIApplication's state set apart from the plist.
func legacyWorld(
  os: String, plistStyle: StatusBarStyle, plistHidden: Bool, appStyle: StatusBarStyle, appHidden: Bool
) -> World {
  var plist = InfoPlist()
  plist.viewControllerBasedStatusBarAppearance = false
  plist.statusBarStyle = plistStyle
  plist.statusBarHidden = plistHidden
  var app = ApplicationState()
  app.statusBarStyle = appStyle
  app.statusBarHidden = appHidden
  let root = ControllerNode.nav(
    "Nav", [.barStyle: "black"], [.vc("Ignored", [.preferredStatusBarStyle: "lightContent", .prefersStatusBarHidden: "true"])])
  return makeWorld(os: os, root: root, plist: plist, application: app)
}

func plistDarkWorld(os: String) -> World {
  var plist = InfoPlist()
  plist.statusBarStyle = .darkContent
  return makeWorld(os: os, root: .vc("Main", [.preferredStatusBarStyle: "darkContent"]), plist: plist)
}

/// Names that are keywords, clash once sanitised, start with a digit or UI, are empty or not
/// ASCII; `childFor…` references UIKit cannot use; navigation and tab keys on the wrong kind.
func oddNamesWorld() -> World {
  let root = ControllerNode.vc(
    "default",
    [
      .childForStatusBarStyle: "Nowhere", .childForStatusBarHidden: "topViewController",
      .barStyle: "black", .navigationBarHidden: "true", .barTintColor: "blue", .selectedIndex: "2",
    ],
    children: [
      .vc("Sheet.root"), .vc("SheetRoot"), .vc("2nd"), .vc("UIAlertController"), .vc("Café Menü"),
      .vc("self", [.title: "\u{2028}line\u{7f}\u{85}"]),
      .nav("root", [.childForStatusBarStyle: "selectedViewController"], [.vc("class")]),
      .tabs("Tabs", [.childForStatusBarHidden: "topViewController", .childForStatusBarStyle: "Later"], [.vc("Later")]),
      .vc("Nav"), .vc("FirstVC"), .vc("View"),
    ])
  return makeWorld(os: "17.0", root: root)
}

/// A 2,000-deep navigation stack and a chain of 30 presentations.
func bigWorld() -> World {
  let stack = (0..<2_000).map { ControllerNode.vc("Level \($0)", [.prefersStatusBarHidden: $0 % 2 == 0 ? "true" : "false"]) }
  let chain = (0..<30).map {
    ControllerNode.vc("Modal \($0)", [.modalPresentationStyle: "overFullScreen", .modalPresentationCapturesStatusBarAppearance: "true"])
  }
  return makeWorld("iPhone 15 Pro", os: "18.0", root: .nav("Stack", stack), presented: chain)
}
