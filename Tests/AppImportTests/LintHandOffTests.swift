import Foundation
import SwiftSourceScan
import Testing

/// A controller given to an API lint does not follow (a side menu's or drawer's slot, a custom
/// segue) may be asked there, as a root is: no finding says it is never asked (D114). A UIKit
/// container's own API, and an app's wrapper of a push, are not such a hand-off.
@Suite struct LintHandOffTests {
  /// `Shown` hides the bar; inside a plain navigation controller its answer is never asked (R2.1).
  static let shown = """
    class Shown: UIViewController { override var prefersStatusBarHidden: Bool { true } }
    class Setup {
      func inNavigation() -> UIViewController { UINavigationController(rootViewController: Shown()) }
    }
    """

  func lint(_ more: String, language: String = "swift") -> [String] {
    var files = [SourceScanner.scan(path: "Shown.swift", text: Self.shown)]
    if !more.isEmpty { files.append(SourceScanner.scan(path: "More.\(language)", text: more)) }
    return Linter.lint(files).map { "\($0.check) \($0.line)" }
  }

  @Test func D114_aControllerGivenToACustomContainersSlotMayBeAskedThere() {
    // The navigation controller alone: never asked.
    #expect(lint("") == ["ignored-override 1"])
    // LGSideMenuController's demo: the same class is also a side menu's root, which asks it by hand.
    #expect(lint("func menu() { let side = SideMenuController(rootViewController: Shown()); keep(side) }").isEmpty)
    // A drawer's slot, by method and by property, on a container lint cannot see.
    #expect(lint("func menu(drawer: Drawer) { drawer.setCenterViewController(Shown(), animated: true) }").isEmpty)
    #expect(lint("func menu(drawer: Drawer) { drawer.centerViewController = Shown() }").isEmpty)
    // An app's own container class, plain UIViewController underneath: it may ask by hand.
    #expect(lint("class Menu: UIViewController {}\nfunc menu() { let m = Menu(contentViewController: Shown()); keep(m) }").isEmpty)
  }

  @Test func D114_aUIKitContainersAPIOrAPushWrapperIsNoHandOff() {
    // A navigation subclass built around it is a navigation controller: read, not handed off.
    #expect(
      lint("class RootNavigation: UINavigationController {}\nfunc nav() -> UIViewController { RootNavigation(rootViewController: Shown()) }")
        == ["ignored-override 1"])
    // Also spelled `.init` (IDMPhotoBrowser's demo).
    #expect(lint("func nav() -> UIViewController { UINavigationController.init(rootViewController: Shown()) }") == ["ignored-override 1"])
    // An app's wrapper of a push shows it in a navigation controller; a label naming no container slot says nothing.
    #expect(lint("func go(router: Router) { router.push(viewController: Shown()) }") == ["ignored-override 1"])
    #expect(lint("func go(cache: Cache) { cache.store(Shown(), forKey: \"x\") }") == ["ignored-override 1"])
    // A delegate's callback names the controller that calls it; nothing is contained (element's call transfer).
    #expect(lint("extension Shown { func done() { delegate?.callTransferMainViewControllerDidComplete(self) } }") == ["ignored-override 1"])
    #expect(lint("func go(menu: Menu) { menu.delegate?.sideMenu(menu, didShowMenuViewController: Shown()) }") == ["ignored-override 1"])
  }

  @Test func D114_objectiveCSlotsAreHandOffsToo() {
    let drawer = """
      @implementation AppDelegate
      - (void)setUp
      {
          Shown *center = [[Shown alloc] init];
          MMDrawerController *drawer = [[MMDrawerController alloc] initWithCenterViewController:center leftDrawerViewController:nil];
          self.window.rootViewController = drawer;
      }
      @end
      """
    #expect(lint(drawer, language: "m").isEmpty)
    let reveal = """
      @implementation Menu
      - (void)open
      {
          Shown *front = [[Shown alloc] init];
          [self.revealViewController setFrontViewController:front animated:YES];
      }
      @end
      """
    #expect(lint(reveal, language: "m").isEmpty)
    let property = reveal.replacingOccurrences(
      of: "[self.revealViewController setFrontViewController:front animated:YES];", with: "self.drawer.centerViewController = front;")
    #expect(lint(property, language: "m").isEmpty)
    // A local named like a slot is no container's.
    let local = reveal.replacingOccurrences(
      of: "[self.revealViewController setFrontViewController:front animated:YES];", with: "UIViewController *mainViewController = front;")
    #expect(lint(local, language: "m") == ["ignored-override 1"])
    // `initWithRootViewController:` of UIKit's navigation controller is read as one, not handed off.
    let navigation = """
      @implementation Menu
      - (void)open
      {
          Shown *shown = [[Shown alloc] init];
          UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:shown];
          [self presentViewController:nav animated:YES completion:nil];
      }
      @end
      """
    #expect(lint(navigation, language: "m") == ["ignored-override 1"])
  }

  /// Three tabs of one class are named once with their count, and a tree built where it is
  /// placed says where once.
  @Test func aPathNamesRepeatedChildrenOnce() throws {
    let source = """
      class Tabs: UITabBarController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Main: UIViewController {}
      """
    let tab = { (id: String) in
      "<scene sceneID=\"s\(id)\"><objects><viewController id=\"\(id)\" customClass=\"Main\" sceneMemberID=\"viewController\"/></objects></scene>"
    }
    let board = InterfaceBuilderObjectiveCTests.storyboard(
      """
      <scene sceneID="s0"><objects>
          <tabBarController id="a" customClass="Tabs" sceneMemberID="viewController">
              <connections>
                  <segue destination="m1" kind="relationship" relationship="viewControllers" id="r1"/>
                  <segue destination="m2" kind="relationship" relationship="viewControllers" id="r2"/>
                  <segue destination="m3" kind="relationship" relationship="viewControllers" id="r3"/>
              </connections>
          </tabBarController>
      </objects></scene>
      \(tab("m1"))
      \(tab("m2"))
      \(tab("m3"))
      """)
    let findings = Linter.lint([SourceScanner.scan(path: "Tabs.swift", text: source), SourceScanner.scan(path: "Main.storyboard", text: board)])
    let finding = try #require(findings.first)
    #expect(finding.check == "ignored-override")
    #expect(finding.message.contains("3 × Main in Tabs built at Main.storyboard:"))
    #expect(!finding.message.contains("Main, Main"))
    // Said once, not again as the place it is built.
    #expect(finding.message.components(separatedBy: "built at").count == 2)
  }
}
