import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// Which navigation controller a push through `….navigationController` goes into when the pusher
/// is not `self` itself (SameCity, round 88): a block's alias of self (D252), a child of a
/// controller in a navigation controller (D255), a controller the code was given (D256).
@Suite struct LintNavigationHeldAboveTests {
  /// CommonNavigationController answers a style itself (STYLE): Detail's light style is lost in
  /// it, for nothing when it answers light too. A plain UINavigationController answers from its
  /// bar (.default). Edit, pushed in the ways below, pushes Detail onto its own navigation controller.
  static let common = """
    @interface CommonNavigationController : UINavigationController
    @end
    @implementation CommonNavigationController
    - (UIStatusBarStyle)preferredStatusBarStyle {
        return STYLE;
    }
    @end
    @interface Home : UIViewController
    @end
    @interface Category : UIViewController
    @end
    @interface Edit : UIViewController
    @end
    @interface Detail : UIViewController
    @end
    @implementation Edit
    - (void)more {
        Detail *detail = [[Detail alloc] init];
        [self.navigationController pushViewController:detail animated:YES];
    }
    @end
    @implementation Detail
    - (UIStatusBarStyle)preferredStatusBarStyle {
        return UIStatusBarStyleLightContent;
    }
    @end
    @implementation AppDelegate
    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        Home *home = [[Home alloc] init];
        CommonNavigationController *nav = [[CommonNavigationController alloc] initWithRootViewController:home];
        self.window.rootViewController = nav;
        return YES;
    }
    @end
    @implementation Home
    - (void)open {
        Category *next = [[Category alloc] init];
        [self.navigationController pushViewController:next animated:YES];
    }
    PLAIN
    @end
    """

  /// A settings screen in UIKit's own navigation controller, presented: the app builds both kinds.
  static let plain = """
    - (void)settings {
        UINavigationController *plain = [[UINavigationController alloc] initWithRootViewController:[[UIViewController alloc] init]];
        [self presentViewController:plain animated:YES completion:nil];
    }
    """

  /// Where Detail's lost style is said to be lost: `known` or `unknown` (the navigation
  /// controller's class not in the code read), and who decides there.
  func lost(_ category: String, plain: Bool = true, style: String = "UIStatusBarStyleDefault") -> [String] {
    let app = Self.common.replacingOccurrences(of: "PLAIN", with: plain ? Self.plain : "").replacingOccurrences(of: "STYLE", with: style)
    return Linter.lint([SourceScanner.scan(path: "App.m", text: app), SourceScanner.scan(path: "Category.m", text: category)])
      .filter { $0.check == "ignored-override" }
      .map { finding in
        let decider = finding.message.contains("CommonNavigationController decides") ? "Common" : "UIKit"
        return "\(finding.file):\(finding.line) \(finding.message.contains("not in the code read") ? "unknown" : "known") \(decider)"
      }
  }

  /// SameCity's category page pushes its editor from a login callback through `bSelf`.
  @Test func D252_anUnretainedAliasOfSelfPushesOntoSelfsNavigationController() {
    func category(_ alias: String) -> String {
      """
      @implementation Category
      - (void)edit {
          \(alias) *bSelf = self;
          [[UserLogin instanse] loginFrom:self succeed:^{
              Edit *next = [[Edit alloc] init];
              [bSelf.navigationController pushViewController:next animated:YES];
          }];
      }
      @end
      """
    }
    #expect(lost(category("__unsafe_unretained Category")) == ["App.m:23 known Common"])
    #expect(lost(category("__block Category")) == ["App.m:23 known Common"])
    // A plain local is another controller: its navigation controller is not in the code read.
    #expect(lost(category("Category")) == ["App.m:23 unknown UIKit"])
  }

  /// SameCity's list pages are children of its category page and push from there.
  @Test func D255_aChildPushesOntoItsParentsNavigationController() {
    func category(_ adding: String) -> String {
      """
      @interface List : UIViewController
      @end
      @implementation Category
      - (void)viewDidLoad {
          List *list = [[List alloc] init];
          \(adding)
      }
      @end
      @implementation List
      - (void)publish {
          Edit *next = [[Edit alloc] init];
          [self.navigationController pushViewController:next animated:YES];
      }
      @end
      """
    }
    #expect(lost(category("[self addChildViewController:list];")) == ["App.m:23 known Common"])
    #expect(lost(category("[self.view addSubview:list.view];")) == ["App.m:23 unknown UIKit"])
  }

  static let given = """
    @implementation Category
    - (void)showFrom:(UIViewController *)target {
        Edit *next = [[Edit alloc] init];
        [target.navigationController pushViewController:next animated:YES];
    }
    @end
    """

  /// SameCity's login screen is pushed onto whatever screen asked for it; the app builds only
  /// CommonNavigationController, so that is the one.
  @Test func D256_aGivenControllersNavigationControllerIsOneTheAppBuilds() {
    #expect(lost(Self.given, plain: false) == ["App.m:23 unknown Common"])
    #expect(lost(Self.given, plain: true) == ["App.m:23 unknown UIKit"])
  }
}
