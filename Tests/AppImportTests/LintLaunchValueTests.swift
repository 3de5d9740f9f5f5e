import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// D166: under UIViewControllerBasedStatusBarAppearance NO the bar shows what the Info.plist
/// launches with until a UIApplication setter changes it. lbt's landscape controllers (round 49)
/// each return YES from `prefersStatusBarHidden`, never asked; the Info.plist hides the bar and
/// every setter of the app hides it again, so nothing the overrides ask for is lost.
@Suite struct LintLaunchValueTests {
  func deadOverrides(launchHidden: Bool? = true, launchStyle: StatusBarStyle? = nil, returns: String = "YES", setter: String = "YES") -> [Int] {
    let code = """
      @interface Player : UIViewController
      @end
      @implementation Player
      - (BOOL)prefersStatusBarHidden {
          return \(returns);
      }
      - (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [[UIApplication sharedApplication] setStatusBarHidden:\(setter) withAnimation:UIStatusBarAnimationNone];
      }
      @end
      """
    var settings = ProjectSettings()
    settings.fallback = LintContext(plist: "App/Info.plist", viewControllerBased: false)
    settings.fallback.launchHidden = launchHidden
    settings.fallback.launchStyle = launchStyle
    return Linter.lint([SourceScanner.scan(path: "Player.m", text: code)], settings: settings)
      .filter { $0.check == "dead-with-vc-based-no" }.map(\.line)
  }

  @Test func D166_anOverrideAskingForWhatTheAppShowsUnderNoLosesNothing() {
    // Hidden by the Info.plist and by every setter: the hidden lane's override is not reported;
    // the style lane's (light) is, as the Info.plist launches with dark text.
    #expect(deadOverrides() == [7])
    // UIStatusBarStyle light too, and no setter of the style lane: neither is reported.
    #expect(deadOverrides(launchStyle: .lightContent).isEmpty)
  }

  @Test func D166_anOverrideAskingForSomethingElseIsReported() {
    // The override asks to show the bar the Info.plist hides.
    #expect(deadOverrides(returns: "NO", setter: "NO") == [4, 7])
    // A setter shows the bar somewhere: the override's YES is not what always shows.
    #expect(deadOverrides(setter: "NO") == [4, 7])
    // A setter whose value is decided at run time says nothing sure.
    #expect(deadOverrides(setter: "self.hidesBar") == [4, 7])
    // No UIStatusBarHidden: the bar shows at launch.
    #expect(deadOverrides(launchHidden: nil) == [4, 7])
  }

  /// D245: Flare (round 84) sets `application.isStatusBarHidden = false` and `.statusBarStyle =
  /// .lightContent` in Swift, as its Info.plist launches, and its screens' overrides ask for the
  /// same: nothing they ask for is lost. Swift setters' values were not read, so D166 never held
  /// for a Swift app.
  func swiftDeadOverrides(returns: String, setterValue: String, style: String = ".lightContent") -> [Int] {
    let code = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          application.isStatusBarHidden = \(setterValue)
          UIApplication.shared.setStatusBarStyle(\(style), animated: false)
          return true
        }
      }
      class Edit: UIViewController {
        override var prefersStatusBarHidden: Bool { \(returns) }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      """
    var settings = ProjectSettings()
    settings.fallback = LintContext(plist: "App/Info.plist", viewControllerBased: false)
    settings.fallback.launchHidden = false
    settings.fallback.launchStyle = .lightContent
    return Linter.lint([SourceScanner.scan(path: "App.swift", text: code)], settings: settings)
      .filter { $0.check == "dead-with-vc-based-no" }.map(\.line)
  }

  @Test func D245_swiftSettersThatSetWhatTheOverridesAskLoseNothing() {
    #expect(swiftDeadOverrides(returns: "false", setterValue: "false").isEmpty)
    #expect(swiftDeadOverrides(returns: "false", setterValue: "false", style: "UIStatusBarStyle.lightContent").isEmpty)
    // A setter hiding the bar, or one decided at run time: the override's `false` is not what always shows.
    #expect(swiftDeadOverrides(returns: "false", setterValue: "true") == [9])
    #expect(swiftDeadOverrides(returns: "false", setterValue: "hides") == [9])
    // A style setter for dark text: the override's light text is lost.
    #expect(swiftDeadOverrides(returns: "false", setterValue: "false", style: ".default") == [10])
    // The override hides the bar nobody else hides.
    #expect(swiftDeadOverrides(returns: "true", setterValue: "false") == [9])
  }

  /// D246: Flare's detail and chat screens (round 84) are subclasses of library controllers
  /// (Parse's `PFQueryTableViewController`, `JSQMessagesViewController`) and hide the bar under NO:
  /// Swift lets only a UIViewController subclass override `prefersStatusBarHidden`, so the
  /// override is dead like any controller's. A class of the app's own above it changes nothing.
  @Test func D246_anOverrideBelowALibraryControllerIsDeadUnderNo() {
    let code = """
      import ParseUI
      class Detail: PFQueryTableViewController {
        override var prefersStatusBarHidden: Bool { true }
      }
      class Base: JSQMessagesViewController {}
      class Chat: Base {}
      extension Chat {
        override var prefersStatusBarHidden: Bool { return true }
      }
      """
    var settings = ProjectSettings()
    settings.fallback = LintContext(plist: "App/Info.plist", viewControllerBased: false)
    let found = Linter.lint([SourceScanner.scan(path: "App.swift", text: code)], settings: settings)
      .filter { $0.check == "dead-with-vc-based-no" }.map(\.line)
    #expect(found == [3, 8])
  }
}
