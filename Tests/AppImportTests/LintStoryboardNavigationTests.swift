import Foundation
import SwiftSourceScan
import Testing

/// How lint reads two shapes held-out round 16 showed (AdGuard): a navigation controller around
/// its children that answers what they answer, and a storyboard navigation controller that loads
/// with its bar hidden, found through `instantiateViewController(withIdentifier:) as? UINavigationController`.
@Suite struct LintStoryboardNavigationTests {
  static let child = "class Page: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { theme.statusbarStyle() } }"

  func storyboard(hidden: Bool, navClass: String = "MainNavigationController") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
      <scenes>
        <scene sceneID="a"><objects>
          <navigationController storyboardIdentifier="Onboarding" \(hidden ? "navigationBarHidden=\"YES\" " : "")id="nav" customClass="\(navClass)" sceneMemberID="viewController">
            <connections><segue destination="page" kind="relationship" relationship="rootViewController" id="s1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="b"><objects>
          <viewController id="page" customClass="Page" sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  func lint(nav: String, hidden: Bool, present: Bool = false) -> [String] {
    var files = [
      SourceScanner.scan(path: "Page.swift", text: Self.child),
      SourceScanner.scan(path: "Nav.swift", text: nav),
      SourceScanner.scan(path: "Onboarding.storyboard", text: storyboard(hidden: hidden)),
    ]
    if present {
      let presenter = """
        class Root: UIViewController {
          func show() {
            if let nav = UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "Onboarding") as? UINavigationController {
              nav.viewControllers = [Other()]
              nav.modalPresentationStyle = .fullScreen
              present(nav, animated: true)
            }
          }
        }
        """
      files.append(SourceScanner.scan(path: "Root.swift", text: presenter))
      files.append(SourceScanner.scan(path: "Other.swift", text: "class Other: UIViewController { override var prefersStatusBarHidden: Bool { true } }"))
    }
    return Linter.lint(files).map { "\($0.file):\($0.line) \($0.check)" }
  }

  /// The navigation controller decides and returns the same expression as its child: alike.
  @Test func D118_aContainerThatAnswersTheSameExpressionIsAlike() {
    let same = "class MainNavigationController: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { theme.statusbarStyle() } }"
    #expect(lint(nav: same, hidden: false).isEmpty)
    let other = "class MainNavigationController: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"
    #expect(lint(nav: other, hidden: false) == ["Page.swift:1 ignored-override"])
  }

  /// `navigationBarHidden="YES"` on the storyboard's navigation controller: it forwards (R2.2).
  @Test func D118_aStoryboardNavigationControllerWithItsBarHiddenForwards() {
    let plain = "class MainNavigationController: UINavigationController {}"
    #expect(lint(nav: plain, hidden: false) == ["Page.swift:1 ignored-override"])
    #expect(lint(nav: plain, hidden: true).isEmpty)
  }

  /// `instantiateViewController(withIdentifier:) as? UINavigationController` is the storyboard's
  /// own class, not any navigation controller the cast allows.
  @Test func D118_aCastFactoryResultIsWhatTheFactoryReturns() {
    let plain = "class MainNavigationController: UINavigationController {}"
    #expect(lint(nav: plain, hidden: true, present: true).isEmpty)
    #expect(lint(nav: plain, hidden: false, present: true).sorted() == ["Other.swift:1 ignored-override", "Page.swift:1 ignored-override"])
  }

  /// goSellSDK's payment options are embedded in the root of a navigation controller whose bar is
  /// hidden (round 16): their `navigationController` is that one, and what they push is asked.
  @Test func D120_anEmbeddedControllersNavigationControllerIsItsContainersOne() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <scenes>
          <scene sceneID="a"><objects>
            <navigationController navigationBarHidden="YES" id="nav" sceneMemberID="viewController">
              <connections><segue destination="content" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <viewController id="content" customClass="Content" sceneMemberID="viewController">
              <connections><segue destination="options" kind="embed" id="s2"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="c"><objects>
            <viewController id="options" customClass="Options" sceneMemberID="viewController">
              <connections><segue destination="scanner" kind="show" id="s3"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="d"><objects>
            <viewController id="scanner" customClass="Scanner" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """
    let code = """
      class Content: UIViewController {}
      class Options: UIViewController {}
      class Scanner: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      """
    let files = [SourceScanner.scan(path: "Code.swift", text: code), SourceScanner.scan(path: "Payment.storyboard", text: storyboard)]
    #expect(Linter.lint(files).isEmpty)
    let shown = storyboard.replacingOccurrences(of: "navigationBarHidden=\"YES\" ", with: "")
    let visible = [SourceScanner.scan(path: "Code.swift", text: code), SourceScanner.scan(path: "Payment.storyboard", text: shown)]
    #expect(Linter.lint(visible).map(\.check) == ["ignored-override"])
  }

  /// IBAnimatable's demo (Info.plist NO) pushes the library's controllers (round 16): under NO
  /// UIKit asks nothing there, so that placement says nothing of what a YES host sees.
  @Test func D120_aPlacementInAnAppUnderNOSaysNothingOfALibrarysOverride() {
    let library = "class Animatable: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"
    let demo = "func show(window: UIWindow) { window.rootViewController = UINavigationController(rootViewController: Animatable()) }"
    let files = [SourceScanner.scan(path: "/r/Sources/Animatable.swift", text: library), SourceScanner.scan(path: "/r/Demo/Show.swift", text: demo)]
    var settings = ProjectSettings()
    settings.targets = [("/r/Demo", LintContext(plist: "/r/Demo/Info.plist", viewControllerBased: false))]
    #expect(Linter.lint(files, settings: settings).isEmpty)
    settings.targets = [("/r/Demo", LintContext(plist: "/r/Demo/Info.plist", viewControllerBased: true))]
    #expect(Linter.lint(files, settings: settings).map(\.check) == ["ignored-override"])
  }

  /// D118 down a stack: a controller a show segue pushes from the root of a storyboard navigation
  /// controller goes onto the same stack, whose bar the storyboard hides (IBM's health pass
  /// registration flow, round 39): the navigation controller forwards to it.
  @Test func D118_aShowSegueFromTheStackPushesOntoTheSameNavigationController() {
    func storyboard(hidden: Bool) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
        <scenes>
          <scene sceneID="a"><objects>
            <navigationController \(hidden ? "navigationBarHidden=\"YES\" " : "")id="nav" customClass="FlowNavigationController" sceneMemberID="viewController">
              <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="b"><objects>
            <viewController id="first" customClass="First" sceneMemberID="viewController">
              <connections><segue destination="second" kind="show" id="s2"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="c"><objects>
            <viewController id="second" customClass="Second" sceneMemberID="viewController">
              <connections><segue destination="third" kind="show" id="s3"/></connections>
            </viewController>
          </objects></scene>
          <scene sceneID="d"><objects>
            <viewController id="third" customClass="Third" sceneMemberID="viewController"/>
          </objects></scene>
        </scenes>
      </document>
      """
    }
    let classes = """
      class FlowNavigationController: UINavigationController {}
      class First: UIViewController {}
      class Second: UIViewController {}
      class Third: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      """
    func lint(hidden: Bool) -> [String] {
      Linter.lint([SourceScanner.scan(path: "A.swift", text: classes), SourceScanner.scan(path: "Flow.storyboard", text: storyboard(hidden: hidden))])
        .map { "\($0.file):\($0.line) \($0.check)" }
    }
    #expect(lint(hidden: true).isEmpty)
    #expect(lint(hidden: false) == ["A.swift:4 ignored-override"])
  }
}
