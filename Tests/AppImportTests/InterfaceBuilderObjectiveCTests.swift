import AppImport
import Foundation
import StatusBarCore
@testable import SwiftSourceScan
import Testing

/// Storyboards, XIBs and Objective-C are read for facts (relationships, segues, storyboard IDs,
/// overrides, presentations); the worlds they allow are asked of the core like Swift's.
@Suite struct InterfaceBuilderObjectiveCTests {
  func lint(_ files: [(String, String)]) -> [LintFinding] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) })
  }

  static let child = "class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"

  static func storyboard(_ scenes: String, initial: String = "a") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
  }

  @Test func R2_1_storyboardRootOfAPlainNavigationControllerIsNeverAsked() throws {
    let board = Self.storyboard(
      """
      <scene sceneID="s1"><objects>
          <navigationController id="a" sceneMemberID="viewController">
              <connections>
                  <segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/>
              </connections>
          </navigationController>
      </objects></scene>
      <scene sceneID="s2"><objects>
          <viewController id="b" customClass="Child" customModule="App" sceneMemberID="viewController"/>
      </objects></scene>
      """)
    let findings = lint([("Child.swift", Self.child), ("Main.storyboard", board)])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.check == "ignored-override")
    #expect(finding.file == "Child.swift")
    #expect(
      finding.path.contains { $0.contains("Main.storyboard:7:") || $0.contains("Main.storyboard:5:") }, "the segue's or the container's line: \(finding.path)")
    // A navigation controller class that forwards to its top: asked.
    let forwarding = "class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }"
    let custom = board.replacingOccurrences(of: "<navigationController id=\"a\"", with: "<navigationController id=\"a\" customClass=\"Nav\"")
    #expect(lint([("Child.swift", Self.child), ("Nav.swift", forwarding), ("Main.storyboard", custom)]).isEmpty)
  }

  @Test func R4_2_storyboardModalSegueStyleDecidesWhetherThePresentedIsAsked() throws {
    func board(_ style: String) -> String {
      Self.storyboard(
        """
        <scene sceneID="s1"><objects>
            <viewController id="a" customClass="Home" sceneMemberID="viewController">
                <connections>
                    <segue destination="b" kind="presentation" \(style) id="p1"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="b" customClass="Child" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    }
    let home = "class Home: UIViewController {}"
    let sheet = lint([("Child.swift", Self.child), ("Home.swift", home), ("Main.storyboard", board("modalPresentationStyle=\"formSheet\""))])
    #expect(sheet.map(\.check) == ["presentation-not-in-control"])
    #expect(sheet.first?.path.contains { $0.contains("with .formSheet at Main.storyboard:") } == true)
    #expect(lint([("Child.swift", Self.child), ("Home.swift", home), ("Main.storyboard", board("modalPresentationStyle=\"fullScreen\""))]).isEmpty)
  }

  @Test func storyboardIdentifierLinksInstantiateViewControllerToItsScene() throws {
    let board = Self.storyboard(
      """
      <scene sceneID="s1"><objects>
          <viewController storyboardIdentifier="settings" id="a" customClass="Child" sceneMemberID="viewController"/>
      </objects></scene>
      """, initial: "elsewhere")
    let caller = """
      class Home: UIViewController {
        func show() {
          let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "settings")
          vc.modalPresentationStyle = .overFullScreen
          present(vc, animated: true)
        }
      }
      """
    let findings = lint([("Child.swift", Self.child), ("Home.swift", caller), ("Main.storyboard", board)])
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    let other = caller.replacingOccurrences(of: "\"settings\")", with: "\"unknown\")")
    #expect(lint([("Child.swift", Self.child), ("Home.swift", other), ("Main.storyboard", board)]).isEmpty, "an ID no storyboard declares claims nothing")
  }

  /// D183: Objective-C's `[self.storyboard instantiateViewControllerWithIdentifier:@"…"]` is that
  /// scene's controller, as Swift's is (hoccer's audio player, presented as an iOS 13 card, round 54).
  @Test func D183_objectiveCInstantiateViewControllerWithIdentifierIsItsScene() throws {
    let board = Self.storyboard(
      """
      <scene sceneID="s1"><objects>
          <viewController storyboardIdentifier="AudioPlayerViewController" id="a" customClass="Player" sceneMemberID="viewController"/>
      </objects></scene>
      """, initial: "elsewhere")
    let player = "@implementation Player\n- (UIStatusBarStyle)preferredStatusBarStyle {\n    return UIStatusBarStyleLightContent;\n}\n@end\n"
    let list = """
      @implementation MediaList
      - (void)play {
          UIViewController *audioPlayerViewController = [self.storyboard instantiateViewControllerWithIdentifier:@"AudioPlayerViewController"];
          [self presentViewController:audioPlayerViewController animated:YES completion:NULL];
      }
      @end
      """
    let findings = lint([("Player.m", player), ("MediaList.m", list), ("Main.storyboard", board)])
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(findings.first?.path.contains { $0.contains("MediaList.m:4:") } == true, "\(findings.first?.path ?? [])")
    let other = list.replacingOccurrences(of: "@\"AudioPlayerViewController\"]", with: "@\"Unknown\"]")
    #expect(lint([("Player.m", player), ("MediaList.m", other), ("Main.storyboard", board)]).isEmpty, "an ID no storyboard declares claims nothing")
  }

  @Test func objectiveCPresentationOfASwiftControllerAsAFormSheet() throws {
    let m = """
      #import "Settings.h"
      @implementation SPSettingsViewController
      - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
          SPAboutViewController *aboutController = [[SPAboutViewController alloc] init];
          aboutController.modalPresentationStyle = UIModalPresentationFormSheet; // a card
          [[self navigationController] presentViewController:aboutController animated:YES completion:nil];
      }
      @end
      """
    let about = "class SPAboutViewController: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"
    let findings = lint([("About.swift", about), ("Settings.m", m)])
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.check == "presentation-not-in-control")
    #expect(finding.path.contains { $0.contains("with .formSheet at Settings.m:6:") }, "\(finding.path)")
    let full = m.replacingOccurrences(of: "UIModalPresentationFormSheet", with: "UIModalPresentationFullScreen")
    #expect(lint([("About.swift", about), ("Settings.m", full)]).isEmpty)
  }

  @Test func objectiveCOverridesAndNavigationControllers() throws {
    let h = "@interface Detail : UIViewController\n@end\n@interface Nav : UINavigationController\n@end\n"
    let m = """
      @implementation Detail
      - (UIStatusBarStyle)preferredStatusBarStyle
      {
          return UIStatusBarStyleLightContent;
      }
      @end
      @implementation Host
      - (void)open {
          Detail *detail = [Detail new];
          UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:detail];
          nav.modalPresentationStyle = UIModalPresentationFullScreen;
          [self presentViewController:nav animated:YES completion:nil];
      }
      @end
      """
    let findings = lint([("Detail.h", h), ("Detail.m", m)])
    #expect(findings.map(\.check) == ["ignored-override"])
    #expect(findings.first.map { ($0.file, $0.line) } ?? ("", 0) == ("Detail.m", 2))
    // The app's own navigation controller, forwarding to its top in Objective-C: asked.
    let forwarding =
      m.replacingOccurrences(of: "[[UINavigationController alloc]", with: "[[Nav alloc]")
      + "\n@implementation Nav\n- (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }\n@end\n"
    #expect(lint([("Detail.h", h), ("Detail.m", forwarding)]).isEmpty)
  }

  @Test func objectiveCCategoryOverrideOfAUIKitClass() {
    let m = """
      @implementation UINavigationController (StatusBar)
      - (UIViewController *)childViewControllerForStatusBarStyle { return self.topViewController; }
      @end
      """
    #expect(lint([("Nav+StatusBar.m", m)]).map(\.check) == ["override-in-uikit-extension"])
  }

  /// A finding in Objective-C points at the call, not at the `#if` or the comment above it (as in
  /// RetroArch's iOS driver: `#if TARGET_OS_IOS` then `[[UIApplication sharedApplication]
  /// setStatusBarHidden:…]`).
  @Test func objectiveCFindingsPointAtTheCallAfterAPreprocessorLine() {
    let m = """
      @implementation Game
      - (void)start {
         rarch_enable_ui();

      #if TARGET_OS_IOS
         // hide it while playing
         [[UIApplication sharedApplication] setStatusBarHidden:true withAnimation:UIStatusBarAnimationNone];
      #endif
      }
      @end
      """
    let findings = lint([("Game.m", m)])
    #expect(findings.map(\.check) == ["application-setter"])
    #expect(findings.map(\.line) == [7])
    #expect(findings.map(\.column) == [4])
  }

  /// MWPhotoBrowser reads UIViewControllerBasedStatusBarAppearance and calls the UIApplication
  /// setter only when it is NO: that call is right under YES too. Its unguarded setStatusBarStyle:
  /// is still reported (it does nothing under YES).
  @Test func R5_4_aSetterBehindTheAppsOwnCheckOfTheKeyIsNotReported() {
    let m = """
      @implementation Browser
      - (void)setControlsHidden:(BOOL)hidden {
          [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];
          if (!_isVCBasedStatusBarAppearance) {
              [[UIApplication sharedApplication] setStatusBarHidden:hidden withAnimation:UIStatusBarAnimationSlide];
          } else {
              [[UIApplication sharedApplication] setStatusBarHidden:hidden withAnimation:UIStatusBarAnimationNone];
          }
      }
      @end
      """
    #expect(lint([("Browser.m", m)]).map(\.line) == [3, 7], "the setter in the else branch runs under YES")
    let swift = """
      func hide(_ hidden: Bool) {
        if !viewControllerBasedAppearance { UIApplication.shared.isStatusBarHidden = hidden }
        UIApplication.shared.isStatusBarHidden = hidden
      }
      """
    #expect(lint([("Hide.swift", swift)]).map(\.line) == [3])
  }

  /// RSKImageCropper (in Birdcopy, round 39) keeps the application in a local first: `UIApplication
  /// *application = [UIApplication rsk_sharedApplication];` then `[application setStatusBarHidden:YES];`.
  @Test func R5_4_aSetterSentToALocalHoldingTheApplicationIsReported() {
    let m = """
      @implementation Cropper
      - (void)viewWillAppear:(BOOL)animated {
          UIApplication *application = [UIApplication rsk_sharedApplication];
          if (application) {
              [application setStatusBarHidden:YES];
          }
          [self.theme setStatusBarHidden:YES];
      }
      @end
      """
    #expect(lint([("Cropper.m", m)]).map(\.line) == [5])
  }

  /// SBBS's compose screens name the local otherwise: `UIApplication *myApp = [UIApplication
  /// sharedApplication];` then `[myApp setStatusBarHidden:YES withAnimation:…];` (round 41). The
  /// declared type says what it holds; a local of another type with a setter of that name does not.
  @Test func R5_4_aSetterSentToALocalDeclaredAsTheApplicationIsReported() {
    let m = """
      @implementation Compose
      - (void)viewDidLoad {
          UIApplication *myApp = [UIApplication sharedApplication];
          [myApp setStatusBarHidden:YES withAnimation:UIStatusBarAnimationSlide];
          Banner *myBanner = [Banner shared];
          [myBanner setStatusBarHidden:YES];
      }
      - (void)cancel:(id)sender {
          UIApplication* shared=[UIApplication sharedApplication];
          shared.statusBarHidden = NO;
      }
      @end
      """
    #expect(lint([("Compose.m", m)]).map(\.line) == [4, 10])
  }

  /// JTSImageViewController asks for an update when the app's setting is YES and calls the
  /// setter in the `else`: that setter runs only under NO. A setter in the `if` of a positive
  /// check runs under YES, where it does nothing.
  @Test func R5_4_aSetterInTheElseOfAPositiveCheckRunsOnlyUnderNo() {
    let m = """
      @implementation Viewer
      - (void)show {
          if ([UIApplication sharedApplication].jts_usesViewControllerBasedStatusBarAppearance) {
              [self setNeedsStatusBarAppearanceUpdate];
          } else {
              [[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];
          }
          if ([UIApplication sharedApplication].jts_usesViewControllerBasedStatusBarAppearance) {
              [[UIApplication sharedApplication] setStatusBarHidden:NO withAnimation:UIStatusBarAnimationFade];
          }
      }
      @end
      """
    #expect(lint([("Viewer.m", m)]).map(\.line) == [9])
  }

  /// The same polarity in Swift: the body of `if !based`, the `else` of `if based`, the code after
  /// `guard !based else { return }` run only under NO; the body of `if based` only under YES.
  @Test func R5_4_swiftSettersFollowThePolarityOfTheAppsCheck() {
    let swift = """
      let vcBased = Bundle.main.object(forInfoDictionaryKey: "UIViewControllerBasedStatusBarAppearance") as? Bool ?? true
      func hide() {
          if !vcBased { UIApplication.shared.isStatusBarHidden = true }
          if vcBased { setNeedsStatusBarAppearanceUpdate() } else { UIApplication.shared.isStatusBarHidden = true }
          if vcBased { UIApplication.shared.isStatusBarHidden = false }
      }
      func show() {
          guard !vcBased else { return }
          UIApplication.shared.isStatusBarHidden = false
      }
      func reveal() {
          guard vcBased else {
              UIApplication.shared.isStatusBarHidden = false
              return
          }
      }
      """
    #expect(lint([("Viewer.swift", swift)]).map(\.line) == [5])
  }

  /// MWPhotoBrowser, pushed onto a plain navigation controller, sets that controller's bar black
  /// (so the navigation controller answers .lightContent, as its own override does) and hides the
  /// bar when it hides the status bar (so the navigation controller forwards hidden to it, R2.2).
  /// Objective-C assignments to `self.navigationController…` are read like Swift's.
  @Test func R2_2_objectiveCSettingsOfTheEnclosingNavigationControllerAreRead() {
    let browser = """
      @implementation Browser
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          UINavigationBar *navBar = self.navigationController.navigationBar;
          navBar.barStyle = UIBarStyleBlackTranslucent;
      }
      - (void)setControlsHidden:(BOOL)hidden {
          self.navigationController.navigationBarHidden = hidden;
          [self.navigationController setNavigationBarHidden:YES animated:YES];
      }
      - (BOOL)prefersStatusBarHidden { return _hidden; }
      - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
      @end
      @implementation Menu
      - (void)show { Browser *b = [[Browser alloc] init]; UINavigationController *nc = [[UINavigationController alloc] initWithRootViewController:b]; nc.modalPresentationStyle = UIModalPresentationFullScreen; [self presentViewController:nc animated:YES completion:nil]; }
      @end
      """
    #expect(lint([("Browser.m", browser)]).isEmpty)
    let plain = browser.replacingOccurrences(of: "navBar.barStyle = UIBarStyleBlackTranslucent;", with: "")
      .replacingOccurrences(of: "self.navigationController.navigationBarHidden = hidden;", with: "")
      .replacingOccurrences(of: "[self.navigationController setNavigationBarHidden:YES animated:YES];", with: "")
    #expect(Set(lint([("Browser.m", plain)]).map(\.rule)) == ["R2.1", "D5"])
  }

  /// `- (BOOL)prefersStatusBarHidden {\n    return NO;\n}` is the constant NO, as on one line
  /// (it was read as decided at run time, so no answer could be compared with it).
  @Test func objectiveCConstantsOnTheirOwnLinesAreConstants() {
    let body = "\n    return NO;\n"
    #expect(ObjectiveCReader.value(of: body, key: .prefersStatusBarHidden) == .constant("false"))
    #expect(ObjectiveCReader.value(of: "\r\n    return UIStatusBarStyleLightContent;\r\n", key: .preferredStatusBarStyle) == .constant("lightContent"))
    #expect(ObjectiveCReader.value(of: "\n    return self.hidden;\n", key: .prefersStatusBarHidden) != .constant("false"))
  }

  @Test func hostileMarkupIsSkippedWithAReason() {
    let entity = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY a \"aaaa\">]><document>&a;</document>"
    #expect(SourceScanner.scan(path: "A.storyboard", text: entity).skipped?.contains("DOCTYPE") == true)
    let deep = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
    #expect(SourceScanner.scan(path: "A.xib", text: deep).skipped?.contains("deeper") == true)
    #expect(SourceScanner.scan(path: "A.xib", text: "<document><a b=\"unclosed></document>").skipped != nil)
    #expect(SourceScanner.scan(path: "A.xib", text: "<document a=\"x &amp; y &#x41;\"></document>").skipped == nil)
    let unbalanced = "@implementation A\n- (UIStatusBarStyle)preferredStatusBarStyle {\n" + String(repeating: "{", count: 100_000)
    #expect(Linter.lint([SourceScanner.scan(path: "A.m", text: unbalanced)]).isEmpty)
  }
}

@Suite struct LintVersionMacroTests {
  /// D144: `#define IS_IOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)` in a header,
  /// and `if (!IS_IOS7) { [[UIApplication sharedApplication] setStatusBarStyle:…]; }` (shotvibe's photo
  /// viewer, round 40): that block runs only before iOS 7, which no app built today deploys to (R13.5).
  @Test func D144_aBlockThatRunsOnlyBeforeAVersionMacroIsNotRead() {
    let header = "#define IS_IOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0)\n"
    let viewer = """
      @implementation Viewer
      - (void)viewWillAppear:(BOOL)animated {
      \t[super viewWillAppear:animated];
      \tif (!IS_IOS7) {
      \t\t[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleBlackTranslucent animated:YES];
      \t}
      \tif (IS_IOS7) {
      \t\t[self setNeedsStatusBarAppearanceUpdate];
      \t} else {
      \t\t[[UIApplication sharedApplication] setStatusBarHidden:YES];
      \t}
      \t[[UIApplication sharedApplication] setStatusBarHidden:NO];
      \tif (IS_IOS7) {
      \t\t[self setNeedsStatusBarAppearanceUpdate];
      \t} else if (self.wantsFullScreenLayout) {
      \t\t[[UIApplication sharedApplication] setStatusBarHidden:YES];
      \t}
      }
      @end
      """
    // `else if` too: it runs only where the first test fails (shotvibe's viewer, round 40).
    let files = [SourceScanner.scan(path: "Defines.h", text: header), SourceScanner.scan(path: "Viewer.m", text: viewer)]
    #expect(Linter.lint(files).map(\.line) == [12])
    // Without the macro's definition, nothing says when the block runs: reported.
    #expect(Linter.lint([SourceScanner.scan(path: "Viewer.m", text: viewer)]).map(\.line) == [5, 10, 12, 16])
  }

  /// D146: the fallback of a test of a selector every iOS an app is built for today has (the
  /// MWPhotoBrowser copied into SBBS, round 41) runs only before that iOS.
  @Test func D146_aBlockThatRunsOnlyWhereASelectorIsMissingIsNotRead() {
    let browser = """
      @implementation Browser
      - (void)setControlsHidden:(BOOL)hidden animated:(BOOL)animated {
          if ([UIApplication instancesRespondToSelector:@selector(setStatusBarHidden:withAnimation:)]) {
              [[UIApplication sharedApplication] setStatusBarHidden:hidden withAnimation:UIStatusBarAnimationFade];
          } else {
              [[UIApplication sharedApplication] setStatusBarHidden:hidden animated:animated];
          }
          if (![self respondsToSelector:@selector(setNeedsStatusBarAppearanceUpdate)]) {
              [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleBlackTranslucent];
          }
          if (![self respondsToSelector:@selector(browserDidFinish:)]) {
              [[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleDefault];
          }
      }
      @end
      """
    // The first branch runs everywhere; a selector the core does not date says nothing.
    #expect(Linter.lint([SourceScanner.scan(path: "Browser.m", text: browser)]).map(\.line) == [4, 12])
    // An `else` belongs to the `if` its block closes, not to one nested in the first branch
    // (GKPhotoBrowser's own setting, with a selector tested inside it): reported.
    let nested = """
      @implementation Browser
      - (void)setIsStatusBarShow:(BOOL)show {
          if (self.handler.statusBarAppearance) {
              if ([self respondsToSelector:@selector(setNeedsStatusBarAppearanceUpdate)]) {
                  [self setNeedsStatusBarAppearanceUpdate];
              }
          } else {
              [[UIApplication sharedApplication] setStatusBarHidden:!show];
          }
      }
      @end
      """
    #expect(Linter.lint([SourceScanner.scan(path: "Browser.m", text: nested)]).map(\.line) == [8])
  }
}
