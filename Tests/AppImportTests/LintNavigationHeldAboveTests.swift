import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// Which navigation controller a push through `….navigationController` goes into when the pusher
/// is not `self` itself (SameCity, round 88): a block's alias of self (D252), a child of a
/// controller in a navigation controller (D255), a controller the code was given (D256).
@Suite struct LintNavigationHeldAboveTests {
  /// CommonNavigationController answers light itself, as Detail would: Detail's override is lost
  /// in it for nothing. A plain UINavigationController answers from its bar (.default): lost for
  /// good. Edit, pushed in the ways below, pushes Detail onto its own navigation controller.
  static let common = """
    @interface CommonNavigationController : UINavigationController
    @end
    @implementation CommonNavigationController
    - (UIStatusBarStyle)preferredStatusBarStyle {
        return UIStatusBarStyleLightContent;
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

  func lost(_ category: String, plain: Bool = true) -> [String] {
    let app = Self.common.replacingOccurrences(of: "PLAIN", with: plain ? Self.plain : "")
    return Linter.lint([SourceScanner.scan(path: "App.m", text: app), SourceScanner.scan(path: "Category.m", text: category)])
      .filter { $0.check == "ignored-override" }.map { "\($0.file):\($0.line)" }
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
    #expect(lost(category("__unsafe_unretained Category")).isEmpty)
    #expect(lost(category("__block Category")).isEmpty)
    // A plain local is another controller: its navigation controller may be UIKit's.
    #expect(lost(category("Category")) == ["App.m:23"])
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
    #expect(lost(category("[self addChildViewController:list];")).isEmpty)
    #expect(lost(category("[self.view addSubview:list.view];")) == ["App.m:23"])
  }

  /// SameCity's login screen is pushed onto whatever screen asked for it; the app builds only
  /// CommonNavigationController, so that is the one.
  @Test func D256_aGivenControllersNavigationControllerIsOneTheAppBuilds() {
    let category = """
      @implementation Category
      - (void)showFrom:(UIViewController *)target {
          Edit *next = [[Edit alloc] init];
          [target.navigationController pushViewController:next animated:YES];
      }
      @end
      """
    #expect(lost(category, plain: false).isEmpty)
    #expect(lost(category, plain: true) == ["App.m:23"])
  }
}
