import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// An app's method that presents its argument in a style it sets (a sliding modal presenter) is
/// followed: its callers' controllers are presented in that style.
@Suite struct LintPresentingHelperTests {
  func lint(_ files: [(String, String)]) -> [LintFinding] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) })
  }

  static let presenter = """
    final class SlidingModalPresenter: NSObject {
      @objc func present(_ viewController: UIViewController, from presentingViewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
        self.present(viewController, from: presentingViewController, animated: animated, options: [], completion: completion)
      }
      @objc func present(_ viewController: UIViewController, from presentingViewController: UIViewController, animated: Bool, options: UInt32, completion: (() -> Void)?) {
        self.present(viewController, from: presentingViewController, animated: animated, options: Option(rawValue: options), completion: completion)
      }
      func present(_ viewController: UIViewController, from presentingViewController: UIViewController, animated: Bool, options: Option, completion: (() -> Void)?) {
        viewController.modalPresentationStyle = .custom
        viewController.modalPresentationCapturesStatusBarAppearance = false
        presentingViewController.present(viewController, animated: animated, completion: completion)
      }
    }
    """

  static let menu = """
    final class MenuViewController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class MenuPresenter {
      let slidingModalPresenter = SlidingModalPresenter()
      private func present(_ viewController: MenuViewController, from root: UIViewController) {
        slidingModalPresenter.present(viewController, from: root, animated: true, completion: nil)
      }
    }
    """

  @Test func R4_2_aHelperThatPresentsItsArgumentWithoutCaptureIsFollowed() throws {
    let findings = lint([("SlidingModalPresenter.swift", Self.presenter), ("Menu.swift", Self.menu)])
    let finding = try #require(findings.first)
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(finding.line == 2)
    #expect(finding.text.contains(".custom"), "\(finding.text)")
    // With the capture the presented controller decides.
    let capturing = Self.presenter.replacingOccurrences(of: "CapturesStatusBarAppearance = false", with: "CapturesStatusBarAppearance = true")
    #expect(lint([("SlidingModalPresenter.swift", capturing), ("Menu.swift", Self.menu)]).isEmpty)
    // A `present(_:from:…)` no helper in the code explains is not UIKit's present: nothing is claimed.
    #expect(lint([("Menu.swift", Self.menu)]).isEmpty)
  }

  @Test func R4_2_anObjectiveCCallOfTheHelperIsFollowed() throws {
    let objc = """
      @implementation AppDelegate
      - (void)showMenu
      {
          MenuViewController *menu = [MenuViewController instantiate];
          [self.slidingModalPresenter present:menu
                                         from:self.presentedViewController
                                     animated:YES
                                   completion:nil];
      }
      @end
      """
    let swift = Self.menu.components(separatedBy: "final class MenuPresenter")[0]
    let findings = lint([("SlidingModalPresenter.swift", Self.presenter), ("Menu.swift", swift), ("AppDelegate.m", objc)])
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(try #require(findings.first).text.contains("AppDelegate.m:5"))
  }

  /// `self.present(menu, animated: true)` in a type that declares `present(_:animated:)` is its own method.
  @Test func R4_2_anOwnMethodNamedPresentIsNotUIKits() throws {
    let own = """
      final class MenuViewController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      final class MenuPresenter: NSObject {
        weak var presentingViewController: UIViewController?
        func show() { self.present(MenuViewController(), animated: true) }
        private func present(_ viewController: MenuViewController, animated: Bool) {
          viewController.modalPresentationStyle = .fullScreen
          presentingViewController?.present(viewController, animated: animated, completion: nil)
        }
      }
      """
    #expect(lint([("Menu.swift", own)]).isEmpty, "presented .fullScreen by the method it calls")
    let popover = own.replacingOccurrences(of: ".fullScreen", with: ".popover")
    #expect(lint([("Menu.swift", popover)]).map(\.check) == ["presentation-not-in-control"])
  }

  /// Only the main storyboard's initial controller is a window root when the project names one.
  @Test func R4_2_anotherStoryboardsInitialControllerIsNotARoot() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="a">
        <scenes><scene sceneID="s"><objects>
          <viewController id="a" customClass="MenuViewController" sceneMemberID="viewController"/>
        </objects></scene></scenes>
      </document>
      """
    let files = [
      SourceScanner.scan(path: "SlidingModalPresenter.swift", text: Self.presenter), SourceScanner.scan(path: "Menu.swift", text: Self.menu),
      SourceScanner.scan(path: "MenuViewController.storyboard", text: storyboard),
      // Another window root that shows the default: the menu's `.lightContent` is not what every
      // root shows, so a presentation from a controller the code does not name loses it (D131).
      SourceScanner.scan(path: "Home.swift", text: "class Home: UIViewController {}\nfunc setUp(window: UIWindow) { window.rootViewController = Home() }"),
    ]
    #expect(Linter.lint(files).isEmpty, "no Info.plist read: the initial controller may be the root")
    var settings = ProjectSettings()
    settings.targets = [("App", LintContext(plist: "App/Info.plist"))]
    #expect(Linter.lint(files, settings: settings).map(\.check) == ["presentation-not-in-control"], "the Info.plist names no main storyboard")
    settings.mainStoryboards = ["MenuViewController"]
    // The main storyboard's initial controller is the root, where it is asked; the custom
    // presentation still loses it, and says where it is asked (D121).
    let findings = Linter.lint(files, settings: settings)
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(findings.first?.message.contains("It is asked where it is built at MenuViewController.storyboard") == true)
  }
}
