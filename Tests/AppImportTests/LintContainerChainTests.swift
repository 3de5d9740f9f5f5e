import Foundation
import SwiftSourceScan
import Testing

/// D122: a controller put into an app's container stands wherever the code puts that container.
/// SideStore (round 17): its tab bar controller, from the storyboard, is added as a child of a
/// launch screen that does not forward, so no tab's override is ever asked; lint used to make each
/// container the root of its own world, where its children are asked.
@Suite struct LintContainerChainTests {
  func lint(_ files: [(String, String)], settings: ProjectSettings = ProjectSettings()) -> [String] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) }, settings: settings).map { "\($0.file):\($0.line) \($0.check)" }
  }

  static let settingsScreen = "class Settings: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }\n"
  static let forwardingNav = """
    class ForwardingNav: UINavigationController {
      override var childForStatusBarStyle: UIViewController? { topViewController }
    }
    """

  /// A tab bar controller that forwards, holding a forwarding navigation controller.
  static let tabs = """
    class Tabs: UITabBarController {
      override var childForStatusBarStyle: UIViewController? { selectedViewController }
      override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [ForwardingNav(rootViewController: Settings())]
      }
    }
    """

  static func launch(forwards: Bool) -> String {
    """
    class Launch: UIViewController {
      \(forwards ? "override var childForStatusBarStyle: UIViewController? { children.first }" : "")
      func finish() {
        let tabs = Tabs()
        addChild(tabs)
        view.addSubview(tabs.view)
        tabs.didMove(toParent: self)
      }
    }
    func setUp(window: UIWindow) { window.rootViewController = Launch() }
    """
  }

  @Test func D122_aContainerAddedToAControllerThatDoesNotForwardLosesItsChildren() {
    let files = [
      ("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Tabs.swift", Self.tabs), ("Launch.swift", Self.launch(forwards: false)),
    ]
    #expect(lint(files) == ["Settings.swift:1 ignored-override"])
    let message = Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) }).first?.message ?? ""
    #expect(message.contains("Launch decides"))
    #expect(message.contains("Tabs added with addChild(_:) into Launch at Launch.swift:5"))
  }

  @Test func D122_aParentThatForwardsOrAContainerAtTheRootAsks() {
    let forwarding = [
      ("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Tabs.swift", Self.tabs), ("Launch.swift", Self.launch(forwards: true)),
    ]
    #expect(lint(forwarding).isEmpty)
    let atRoot = [
      ("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Tabs.swift", Self.tabs),
      ("Setup.swift", "func setUp(window: UIWindow) { window.rootViewController = Tabs() }"),
    ]
    #expect(lint(atRoot).isEmpty)
    // Placed nowhere in the code read: the container is taken to be the root, as before.
    #expect(lint([("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Tabs.swift", Self.tabs)]).isEmpty)
  }

  /// A container also given to code lint does not follow (a side menu's slot, D114) may be asked there.
  @Test func D122_aContainerHandedOffKeepsItsOwnWorld() {
    let handedOff = """
      class Launch: UIViewController {
        func finish() { addChild(Tabs()) }
        func menu() { let side = SideMenuController(); side.contentViewController = Tabs() }
      }
      func setUp(window: UIWindow) { window.rootViewController = Launch() }
      """
    #expect(lint([("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Tabs.swift", Self.tabs), ("Launch.swift", handedOff)]).isEmpty)
  }

  /// A container that does not forward loses its child wherever it stands (its own world says so).
  @Test func D122_aContainerThatDoesNotForwardStillLosesItsChildWherePresented() {
    let plainTabs = Self.tabs.replacingOccurrences(of: "override var childForStatusBarStyle: UIViewController? { selectedViewController }", with: "")
      .replacingOccurrences(of: "class Tabs: UITabBarController", with: "class Tabs: UIViewController")
      .replacingOccurrences(of: "viewControllers = [ForwardingNav(rootViewController: Settings())]", with: "addChild(Settings())")
    let presented =
      "class Home: UIViewController { func open() { let t = Tabs(); t.modalPresentationStyle = .fullScreen; present(t, animated: true) } }\nfunc setUp(window: UIWindow) { window.rootViewController = Home() }"
    #expect(lint([("Settings.swift", Self.settingsScreen), ("Tabs.swift", plainTabs), ("Home.swift", presented)]) == ["Settings.swift:1 ignored-override"])
  }

  /// The storyboard's tab bar controller, reached by its ID, holds the scenes of another storyboard
  /// through a reference; that storyboard's initial navigation controller is no window root.
  @Test func D122_storyboardContainersStandWhereTheCodePutsThem() {
    let main = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="L">
        <scenes>
          <scene sceneID="s1"><objects><viewController id="L" customClass="Launch" sceneMemberID="viewController"/></objects></scene>
          <scene sceneID="s2"><objects>
            <tabBarController storyboardIdentifier="tabBarController" id="T" customClass="TabBar" sceneMemberID="viewController">
              <connections><segue destination="R" kind="relationship" relationship="viewControllers" id="t1"/></connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="s3"><objects><viewControllerPlaceholder storyboardName="Settings" id="R" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    let settingsStoryboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="N">
        <scenes>
          <scene sceneID="a"><objects>
            <navigationController id="N" customClass="ForwardingNav" sceneMemberID="viewController">
              <connections><segue destination="S" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="b"><objects><viewController id="S" customClass="Settings" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    let launch = """
      class TabBar: UITabBarController { override var childForStatusBarStyle: UIViewController? { selectedViewController } }
      class Launch: UIViewController {
        private var destination: TabBar?
        override func viewDidLoad() {
          super.viewDidLoad()
          destination = storyboard!.instantiateViewController(withIdentifier: "tabBarController") as? TabBar
        }
        func finish() {
          let tabs = destination!
          addChild(tabs)
        }
      }
      """
    var settings = ProjectSettings()
    settings.mainStoryboards = ["Main"]
    let files = [
      ("Settings.swift", Self.settingsScreen), ("Nav.swift", Self.forwardingNav), ("Launch.swift", launch), ("Main.storyboard", main),
      ("Settings.storyboard", settingsStoryboard),
    ]
    #expect(lint(files, settings: settings) == ["Settings.swift:1 ignored-override"])
    // A launch screen that forwards to its child: asked.
    let forwarding = launch.replacingOccurrences(
      of: "private var destination", with: "override var childForStatusBarStyle: UIViewController? { children.first }\n  private var destination")
    #expect(lint(files.map { $0.0 == "Launch.swift" ? ($0.0, forwarding) : $0 }, settings: settings).isEmpty)
  }
}
