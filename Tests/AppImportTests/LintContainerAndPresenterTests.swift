import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// What rounds 61 and 62 (held-out apps, first runs recorded before these rules) showed lint
/// getting wrong about containers, presenters and navigation bars (D210–D216).
@Suite struct LintContainerAndPresenterTests {
  func lint(_ files: [String: String]) -> [String] { Fixture.lint(files) }

  /// Beacon's snap screen embeds a tab bar controller whose tabs each answer the style; the
  /// fuller tree (the snap screen's) shows the first tab selected, and the other tabs were said
  /// never to be asked. A tab stands where its tab bar controller stands, selected (D210). The
  /// snap screen keeps the embedded controller from `prepare(for:sender:)`: the storyboard shows
  /// it (D211).
  @Test func D210_D211_aTabOfAnEmbeddedTabBarControllerIsAsked() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="snap">
        <scenes>
          <scene sceneID="a"><objects>
            <viewController id="snap" customClass="SnapController" sceneMemberID="viewController">
              <connections><segue destination="tabs" kind="embed" id="s0"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <tabBarController id="tabs" customClass="TabBarController" sceneMemberID="viewController">
              <connections>
                <segue destination="camera" kind="relationship" relationship="viewControllers" id="s1"/>
                <segue destination="main" kind="relationship" relationship="viewControllers" id="s2"/>
              </connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="c"><objects><viewController id="camera" customClass="CameraController" sceneMemberID="viewController"/></objects></scene>
          <scene sceneID="d"><objects><viewController id="main" customClass="MainController" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    let code = """
      class SnapController: UIViewController {
        var childController = TabBarController()
        override func childViewControllerForStatusBarStyle() -> UIViewController? {
          return childController
        }
        override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
          self.childController = segue.destinationViewController as! TabBarController
        }
      }
      class TabBarController: UITabBarController {
        override var childForStatusBarStyle: UIViewController? { selectedViewController }
      }
      class CameraController: UIViewController {}
      class MainController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      """
    #expect(lint(["Code.swift": code, "Main.storyboard": storyboard]).isEmpty)
    // Kept from nowhere the storyboard shows, it is no child.
    let kept = code.replacingOccurrences(of: "self.childController = segue.destinationViewController as! TabBarController", with: "print(segue)")
    #expect(lint(["Code.swift": kept, "Main.storyboard": storyboard]) == ["Code.swift:3 child-not-a-child"])
  }

  /// D212: Beacon's tab bar controller answers a new `CameraController()` when nothing is
  /// selected: UIKit asks that instance, which nothing shows.
  @Test func D212_aChildMadeInTheReturnIsNoChild() {
    let code = """
      class TabBarController: UITabBarController {
        override func childViewControllerForStatusBarStyle() -> UIViewController? {
          if self.selectedViewController == nil {
            return CameraController()
          }
          return self.selectedViewController
        }
        override var childForStatusBarHidden: UIViewController? { selectedViewController ?? viewControllers?.first }
      }
      class CameraController: UIViewController {}
      """
    #expect(lint(["Tabs.swift": code]) == ["Tabs.swift:2 child-not-a-child"])
  }

  /// D214: Swift 2's `navigationBarHidden = true`, and an unqualified `setNavigationBarHidden(_:animated:)`,
  /// in a navigation controller subclass's own initialiser (WWDC-Scholarship-2015): its bar is
  /// hidden, so it forwards the hidden lane on Face ID iPhones too.
  @Test func D214_aNavigationControllerHidingItsOwnBarInSwift2() {
    func code(_ hide: String) -> String {
      """
      class MainNavigationController: UINavigationController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: NSBundle?) {
          super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
          \(hide)
        }
      }
      class MainViewController: UIViewController {
        override func prefersStatusBarHidden() -> Bool { return true }
      }
      func start(window: UIWindow) { window.rootViewController = MainNavigationController(rootViewController: MainViewController()) }
      """
    }
    #expect(lint(["App.swift": code("navigationBarHidden = true")]).isEmpty)
    #expect(lint(["App.swift": code("setNavigationBarHidden(true, animated: false)")]).isEmpty)
    #expect(lint(["App.swift": code("print(1)")]) == ["App.swift:8 ignored-override"])
  }

  /// D215: `initWithRootViewController:[ViewController new]` (GreenTeamHackaton's root): the
  /// controller is the root's, as `[[ViewController alloc] init]` was.
  @Test func D215_aControllerMadeWithNewInsideTheRootsInitialiser() {
    let delegate = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[ViewController new]];
          return YES;
      }
      @end
      """
    let controller = "@implementation ViewController\n- (BOOL)prefersStatusBarHidden {\n    return YES;\n}\n@end\n"
    #expect(lint(["AppDelegate.m": delegate, "ViewController.m": controller]) == ["ViewController.m:2 ignored-override"])
  }

  /// D216: QiJiMaShuCoach makes a navigation controller the window's root, then hides its bar:
  /// what is pushed onto it later is asked (the bar is hidden before anything shows).
  @Test func D216_aBarHiddenAfterTheRootIsSetIsHiddenForPushes() {
    func delegate(_ order: [String]) -> String {
      """
      @implementation AppDelegate
      - (void)start {
          LoginViewController *viewController = [[LoginViewController alloc] initWithNibName:@"LoginViewController" bundle:nil];
          UINavigationController *navi = [[UINavigationController alloc] initWithRootViewController:viewController];
          \(order.joined(separator: "\n    "))
      }
      @end
      """
    }
    let login = """
      @implementation LoginViewController
      - (void)next {
          PassWordLoginVC *vc = [[PassWordLoginVC alloc] init];
          [self.navigationController pushViewController:vc animated:YES];
      }
      @end
      """
    let password = "@implementation PassWordLoginVC\n- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}\n@end\n"
    let after = delegate(["self.window.rootViewController = navi;", "[navi setNavigationBarHidden:YES];"])
    let before = delegate(["[navi setNavigationBarHidden:YES];", "self.window.rootViewController = navi;"])
    let never = delegate(["self.window.rootViewController = navi;"])
    #expect(lint(["AppDelegate.m": after, "LoginViewController.m": login, "PassWordLoginVC.m": password]).isEmpty)
    #expect(lint(["AppDelegate.m": before, "LoginViewController.m": login, "PassWordLoginVC.m": password]).isEmpty)
    #expect(
      lint(["AppDelegate.m": never, "LoginViewController.m": login, "PassWordLoginVC.m": password]) == ["PassWordLoginVC.m:2 ignored-override"])
  }

  /// D218: MyHoard's start screen hides its navigation controller's bar through its base class,
  /// `[[self navigationController] setNavigationBarHidden:YES animated:YES]` (round 64): the
  /// navigation controller forwards the hidden lane, as for `self.navigationController`.
  @Test func D218_aBarHiddenThroughTheNavigationControllerMessage() {
    func start(_ hide: String) -> String {
      """
      @implementation StartViewController
      - (BOOL)prefersStatusBarHidden {
          return YES;
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          \(hide)
      }
      @end
      """
    }
    let delegate = """
      @implementation AppDelegate
      - (void)start {
          self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[StartViewController alloc] init]];
      }
      @end
      """
    #expect(lint(["AppDelegate.m": delegate, "Start.m": start("[[self navigationController] setNavigationBarHidden:YES animated:YES];")]).isEmpty)
    #expect(lint(["AppDelegate.m": delegate, "Start.m": start("[self.navigationController setNavigationBarHidden:YES animated:YES];")]).isEmpty)
    #expect(lint(["AppDelegate.m": delegate, "Start.m": start("[self layout];")]) == ["Start.m:2 ignored-override"])
  }

  /// D219: Fitness_IOS builds a navigation controller around its profile screen and presents it
  /// with the default style (a sheet from iOS 13); the change-password screen the profile pushes
  /// onto it hides the bar, which its presenter decides (round 65). Presented full screen, the
  /// navigation controller (its bar hidden) asks the pushed screen.
  @Test func D219_aControllerPushedInsideASheetIsNotAsked() {
    func code(_ style: String) -> [String: String] {
      [
        "Main.swift":
          """
        class MainViewController: UIViewController {
          func openProfile() {
            let profile = ProfileViewController()
            let navigation = UINavigationController(rootViewController: profile)
            navigation.setNavigationBarHidden(true, animated: false)
            \(style)
            present(navigation, animated: true, completion: nil)
          }
        }
        func start(window: UIWindow) { window.rootViewController = MainViewController() }
        """,
        "Profile.swift":
          """
        class ProfileViewController: UIViewController {
          func changePassword() { navigationController?.pushViewController(ChangePasswordViewController(), animated: true) }
        }
        class ChangePasswordViewController: UIViewController {
          override var prefersStatusBarHidden: Bool { true }
        }
        """,
      ]
    }
    #expect(lint(code("print(1)")) == ["Profile.swift:5 presentation-not-in-control"])
    #expect(lint(code("navigation.modalPresentationStyle = .fullScreen")).isEmpty)
  }

  /// D220: playsrg's NavigationController answers its own stored style and applies a new bar
  /// appearance with `self.navigationBarHidden = YES; self.navigationBarHidden = NO;` (round 67):
  /// the later assignment holds, the bar shows, its own override is asked. In the other order the
  /// bar stays hidden and the top controller is asked instead.
  @Test func D220_aSettingAssignedAgainInTheSameBlockTakesTheLaterValue() {
    func navigation(_ first: String, _ second: String) -> String {
      """
      @implementation NavigationController
      - (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      - (void)updateAppearance {
          self.navigationBarHidden = \(first);
          self.navigationBarHidden = \(second);
      }
      @end
      """
    }
    let delegate = """
      @implementation AppDelegate
      - (void)start {
          self.window.rootViewController = [[NavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
      }
      @end
      """
    let header = "@interface NavigationController : UINavigationController\n@end\n"
    #expect(lint(["AppDelegate.m": delegate, "NavigationController.h": header, "NavigationController.m": navigation("YES", "NO")]).isEmpty)
    #expect(
      lint(["AppDelegate.m": delegate, "NavigationController.h": header, "NavigationController.m": navigation("NO", "YES")]) == [
        "NavigationController.m:2 ignored-override"
      ])
  }

  /// D223: XXTExplorer's category of UIViewController returns `.lightContent` for every controller
  /// that overrides nothing (round 67). A sheet presented from a controller the code does not name
  /// stands over such a controller: a presented override answering `.lightContent` too changes
  /// nothing seen, one answering `.default` is still lost.
  @Test func D223_aPresenterTheCodeDoesNotNameAnswersTheAppsExtensionOfUIViewController() {
    let look = "@implementation UIViewController (Look)\n- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}\n@end\n"
    func picker(_ style: String) -> String {
      "@implementation PickerViewController\n- (UIStatusBarStyle)preferredStatusBarStyle {\n    return \(style);\n}\n@end\n"
    }
    let host = """
      @implementation HostViewController (Pick)
      - (void)pick {
          PickerViewController *picker = [[PickerViewController alloc] init];
          picker.modalPresentationStyle = UIModalPresentationFormSheet;
          [self.navigationController presentViewController:picker animated:YES completion:nil];
      }
      @end
      """
    #expect(lint(["Look.m": look, "Picker.m": picker("UIStatusBarStyleLightContent"), "Host.m": host]) == ["Look.m:2 override-in-uikit-extension"])
    #expect(
      lint(["Look.m": look, "Picker.m": picker("UIStatusBarStyleDefault"), "Host.m": host]) == [
        "Look.m:2 override-in-uikit-extension", "Picker.m:2 presentation-not-in-control",
      ])
    // Without the app's extension the presenter answers UIKit's .default: the light one is lost.
    #expect(lint(["Picker.m": picker("UIStatusBarStyleLightContent"), "Host.m": host]) == ["Picker.m:2 presentation-not-in-control"])
  }

  /// D227: the MyLocations tutorial (two apps of round 70) makes its tab bar controller answer
  /// `.lightContent` itself (`childForStatusBarStyle` returns nil); its details screen is pushed
  /// into a storyboard navigation controller on a tab and presents its image picker as a sheet.
  /// The picker's `.lightContent` is what shows there anyway. With a tab that forwards, the
  /// navigation bar's `.default` shows, and the picker's answer is lost.
  @Test func D227_aPushIntoANavigationControllerInASelfAnsweringTab() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="tabs">
        <scenes>
          <scene sceneID="a"><objects>
            <tabBarController id="tabs" customClass="MyTabBarController" sceneMemberID="viewController">
              <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="s1"/></connections>
            </tabBarController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="s2"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="c"><objects>
            <tableViewController id="list" customClass="LocationsController" sceneMemberID="viewController">
              <connections><segue destination="details" kind="show" identifier="Edit" id="s3"/></connections>
            </tableViewController>
          </objects></scene>
          <scene sceneID="d"><objects><tableViewController id="details" customClass="DetailsController" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    func code(_ child: String) -> String {
      """
      import UIKit
      class MyTabBarController: UITabBarController {
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
          override var childForStatusBarStyle: UIViewController? { \(child) }
      }
      class LocationsController: UITableViewController {}
      class DetailsController: UITableViewController {
          func choosePhoto() {
              let picker = MyImagePickerController()
              present(picker, animated: true, completion: nil)
          }
      }
      class MyImagePickerController: UIImagePickerController {
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      """
    }
    #expect(lint(["Code.swift": code("nil"), "Main.storyboard": storyboard]).isEmpty)
    #expect(lint(["Code.swift": code("selectedViewController"), "Main.storyboard": storyboard]).contains("Code.swift:14 presentation-not-in-control"))
  }

  /// D232: ios-other's settings sheet, a navigation controller of the app's class that returns
  /// `.lightContent`, is presented as a form sheet from the main screen and from a screen pushed
  /// over it, both in the root navigation controller of that same class (round 73). Asking what
  /// shows under the sheet comes back to the class's own question: that adds no place of its own,
  /// and the root's `.lightContent` shows, what the sheet answers. A root that answers otherwise
  /// still makes the finding.
  @Test func D232_aPresenterChainBackAtItsOwnQuestionAddsNoPlace() throws {
    func storyboard(rootClass: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="root">
        <scenes>
          <scene sceneID="a"><objects>
            <navigationController id="root" customClass="\(rootClass)" sceneMemberID="viewController">
              <connections><segue destination="main" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <viewController id="main" customClass="MainController" sceneMemberID="viewController">
              <connections>
                <segue destination="sheet" kind="presentation" modalPresentationStyle="formSheet" id="s2"/>
                <segue destination="empty" kind="show" identifier="onboarding" id="s3"/>
              </connections>
            </viewController>
          </objects></scene>
          <scene sceneID="c"><objects>
            <viewController id="empty" customClass="EmptyController" sceneMemberID="viewController">
              <connections><segue destination="sheet" kind="presentation" modalPresentationStyle="formSheet" id="s4"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="d"><objects>
            <navigationController id="sheet" customClass="NavigationController" sceneMemberID="viewController">
              <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="s5"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="e"><objects><tableViewController id="settings" customClass="SettingsController" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    }
    let code = """
      import UIKit
      class NavigationController: UINavigationController {
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      class PlainNavigationController: UINavigationController {}
      class MainController: UIViewController {}
      class EmptyController: UIViewController {}
      class SettingsController: UITableViewController {}
      """
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
      """
    func lintApp(rootClass: String) throws -> [String] {
      try Fixture.lintFolder(["Code.swift": code, "Main.storyboard": storyboard(rootClass: rootClass), "Info.plist": plist]).map {
        "\($0.relative):\($0.finding.line) \($0.finding.check)"
      }
    }
    #expect(try lintApp(rootClass: "NavigationController").isEmpty)
    #expect(try lintApp(rootClass: "PlainNavigationController").contains("Code.swift:3 presentation-not-in-control"))
  }

  /// D228: twist-ios' screens keep their navigation controller's bar in a local, `let navBar =
  /// self.navigationController?.navigationBar`, and set `navBar?.barStyle = .blackTranslucent`
  /// (round 71): the bar's style is set, so the navigation controller shows light text, what their
  /// `.lightContent` answers anyway. Without the bar style their answer is lost under `.default`.
  @Test func D228_aBarStyleSetThroughALocalHoldingTheNavigationBar() {
    func code(_ setup: String) -> String {
      """
      import UIKit
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              window?.rootViewController = UINavigationController(rootViewController: SettingsView())
          }
      }
      class SettingsView: UIViewController {
          func setNavigationBar() {
              \(setup)
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              setNavigationBar()
          }
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      """
    }
    let alias = "let navBar = self.navigationController?.navigationBar\n        navBar?.barStyle = UIBarStyle.blackTranslucent"
    #expect(lint(["App.swift": code(alias)]).isEmpty)
    #expect(
      lint(["App.swift": code("let navBar = self.navigationController?.navigationBar\n        navBar?.tintColor = .white")]) == [
        "App.swift:17 ignored-override"
      ])
    // A local holding another bar sets nothing of the navigation controller's.
    #expect(lint(["App.swift": code("let navBar = UINavigationBar()\n        navBar.barStyle = .black")]) == ["App.swift:17 ignored-override"])
  }
}
