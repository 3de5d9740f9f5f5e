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
}
