import Foundation
import SwiftSourceScan
import Testing

/// D163: a `show` segue from the main storyboard's initial controller, which no navigation
/// controller holds, is presented: `show(_:sender:)` finds no navigation controller (Chess's menu
/// shows its game screens this way, round 48; NimbusPOS, round 43).
@Suite struct LintStoryboardShowSegueTests {
  func storyboard(style: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="menu">
      <scenes>
        <scene sceneID="a"><objects>
          <viewController id="menu" customClass="Menu" sceneMemberID="viewController">
            <connections><segue destination="game" kind="show" id="s1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="b"><objects>
          <viewController id="game" customClass="Game" \(style)sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  let code = """
    class Menu: UIViewController {}
    class Game: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
    """

  func checks(main: Set<String>, style: String = "") -> [String] {
    var settings = ProjectSettings()
    settings.mainStoryboards = main
    let files = [SourceScanner.scan(path: "Code.swift", text: code), SourceScanner.scan(path: "Main.storyboard", text: storyboard(style: style))]
    return Linter.lint(files, settings: settings).map(\.check)
  }

  @Test func D163_aShowSegueFromTheWindowsRootPresents() {
    // Presented full screen, Game is asked: nothing to say.
    #expect(checks(main: ["Main"], style: "modalPresentationStyle=\"fullScreen\" ").isEmpty)
    // Presented over the full screen without capturing the bar, the presenter keeps deciding.
    #expect(checks(main: ["Main"], style: "modalPresentationStyle=\"overFullScreen\" ") == ["presentation-not-in-control"])
  }

  @Test func D163_aShowSegueFromAnotherStoryboardsInitialControllerStillPushes() {
    // Not the main storyboard: code instantiates it and may push it, so the show segue may push.
    #expect(checks(main: ["Other"], style: "modalPresentationStyle=\"fullScreen\" ") == ["ignored-override"])
  }
}

/// D241: a `show` segue from any controller that no navigation controller holds presents too:
/// PartyTime (round 83) makes a plain sign-in screen its window's root in code, and every screen
/// after it is shown from there by `show` segues. One whose own code talks to its navigation
/// controller, or that the code pushes, stays in one.
@Suite struct LintShowSegueOutsideNavigationTests {
  func storyboard(style: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <scenes>
        <scene sceneID="a"><objects>
          <viewController storyboardIdentifier="first" id="first" customClass="First" sceneMemberID="viewController">
            <connections><segue destination="login" kind="show" id="s1"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="b"><objects>
          <viewController id="login" customClass="LogIn" sceneMemberID="viewController">
            <connections><segue destination="register" kind="show" id="s2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="c"><objects>
          <viewController id="register" customClass="Register" \(style)sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  func code(first: String = "") -> String {
    """
    class First: UIViewController {\(first)}
    class LogIn: UIViewController {}
    class Register: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
    func setUp(window: UIWindow) {
      window.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "first")
    }
    """
  }

  func checks(style: String, first: String = "") -> [String] {
    let files = [SourceScanner.scan(path: "Code.swift", text: code(first: first)), SourceScanner.scan(path: "Main.storyboard", text: storyboard(style: style))]
    return Linter.lint(files, settings: ProjectSettings()).map(\.check)
  }

  @Test func D241_showSeguesFromAPlainWindowRootPresent() {
    // Shown full screen two screens on, Register is asked: nothing to say (it was "pushed onto
    // LogIn's navigationController", one the code never makes).
    #expect(checks(style: "modalPresentationStyle=\"fullScreen\" ").isEmpty)
    // Over the full screen without capturing the bar, the presenter keeps deciding.
    #expect(checks(style: "modalPresentationStyle=\"overFullScreen\" ") == ["presentation-not-in-control"])
  }

  @Test func D241_aSourceWhoseCodeTalksToItsNavigationControllerStillPushes() {
    let hidesBar = "\n  override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(false, animated: animated) }\n"
    #expect(checks(style: "modalPresentationStyle=\"fullScreen\" ", first: hidesBar) == ["ignored-override"])
  }
}
