import Foundation
import SwiftSourceScan
import Testing

/// D172: a navigation controller whose delegate hides the bar for the controller it is about to
/// show by asking it (`navigationController(_:willShow:animated:)` passing
/// `vc.requiresNoNavigationBar` to `setNavigationBarHidden`) hides it for every controller that
/// answers that property with a literal true, in Swift or Objective-C; with the bar hidden the
/// navigation controller asks that controller (dashwallet's lock screen and its seed phrase
/// screen, round 51).
@Suite struct LintBarHidingDelegateTests {
  static let navigation = """
    import UIKit
    protocol NavigationFullscreenable: UIViewController {
      var requiresNoNavigationBar: Bool { get }
    }
    class BaseNavigationController: UINavigationController, UINavigationControllerDelegate {
      override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
      }
      func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        var hideNavigationBar = false
        if let vc = viewController as? NavigationFullscreenable {
          hideNavigationBar = vc.requiresNoNavigationBar
        }
        navigationController.setNavigationBarHidden(hideNavigationBar, animated: animated)
      }
    }
    final class Done: UIViewController, NavigationFullscreenable {
      let requiresNoNavigationBar = true
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class Home: UIViewController {
      func open() {
        let nav = BaseNavigationController(rootViewController: Done())
        nav.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
        let lock = BaseNavigationController(rootViewController: LockScreen())
        lock.modalPresentationStyle = .fullScreen
        present(lock, animated: true)
      }
    }
    """
  static let lockScreen = """
    @implementation LockScreen
    - (BOOL)requiresNoNavigationBar {
        return YES;
    }
    - (UIStatusBarStyle)preferredStatusBarStyle {
        return UIStatusBarStyleLightContent;
    }
    @end
    """

  func lint(_ swift: String, _ objectiveC: String) -> [String] {
    Linter.lint([SourceScanner.scan(path: "App.swift", text: swift), SourceScanner.scan(path: "LockScreen.m", text: objectiveC)]).map {
      "\($0.file):\($0.line) \($0.check)"
    }.sorted()
  }

  @Test func D172_aFlagTheDelegateHidesTheBarByHidesIt() {
    #expect(lint(Self.navigation, Self.lockScreen).isEmpty)
  }

  @Test func D172_aFalseFlagOrADelegateThatDoesNotReadItLeavesTheBarShown() {
    let falseFlags = Self.navigation.replacingOccurrences(of: "let requiresNoNavigationBar = true", with: "let requiresNoNavigationBar = false")
    let objectiveCFalse = Self.lockScreen.replacingOccurrences(of: "return YES;", with: "return NO;")
    #expect(lint(falseFlags, objectiveCFalse) == ["App.swift:20 ignored-override", "LockScreen.m:5 ignored-override"])
    let noDelegate = Self.navigation.replacingOccurrences(
      of: "navigationController.setNavigationBarHidden(hideNavigationBar, animated: animated)", with: "_ = hideNavigationBar")
    #expect(lint(noDelegate, Self.lockScreen) == ["App.swift:20 ignored-override", "LockScreen.m:5 ignored-override"])
  }
}
