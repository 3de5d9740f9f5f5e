import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// Objective-C containers read like Swift ones: a navigation controller subclass that hides its
/// own bar forwards both lanes to its top (R2.2).
/// The findings of one file read on its own.
private func lintFile(_ path: String, _ text: String) -> [LintFinding] {
  Linter.lint([SourceScanner.scan(path: path, text: text)])
}

@Suite struct LintObjectiveCContainerTests {
  func lint(_ files: [(String, String)]) -> [LintFinding] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) })
  }

  /// RTRootNavigationController hides its own bar in viewDidLoad (`[super setNavigationBarHidden:YES
  /// animated:NO]`, over two lines) and shows one per pushed controller: the pushed controller's
  /// prefersStatusBarHidden is asked, on Face ID iPhones too.
  static let rootNavigation = """
    @interface RootNavigation : UINavigationController
    @end
    @interface Status : UIViewController
    @end
    @implementation RootNavigation
    - (void)viewDidLoad
    {
        [super viewDidLoad];
        [super setNavigationBarHidden:YES
                             animated:NO];
    }
    @end
    @implementation Status
    - (BOOL)prefersStatusBarHidden
    {
        return YES;
    }
    @end
    @implementation Launcher
    - (void)open {
        Status *status = [[Status alloc] init];
        RootNavigation *nav = [[RootNavigation alloc] initWithRootViewController:status];
        nav.modalPresentationStyle = UIModalPresentationFullScreen;
        [self presentViewController:nav animated:YES completion:nil];
    }
    @end
    """

  @Test func R2_2_anObjectiveCNavigationControllerThatHidesItsOwnBarForwards() {
    #expect(lint([("Root.m", Self.rootNavigation)]).isEmpty)
    let shown = Self.rootNavigation.replacingOccurrences(of: "[super setNavigationBarHidden:YES\n                         animated:NO];", with: "")
    #expect(shown != Self.rootNavigation)
    #expect(lint([("Root.m", shown)]).map(\.rule) == ["D5"])
    let property = Self.rootNavigation.replacingOccurrences(
      of: "[super setNavigationBarHidden:YES\n                         animated:NO];", with: "self.navigationBarHidden = YES;")
    #expect(lint([("Root.m", property)]).isEmpty)
  }
}

/// Objective-C presentations read like Swift's: a controller that presents itself from the
/// controller it is given, and a `modalPresentationStyle` getter.
@Suite struct LintObjectiveCPresentationTests {
  /// JTSImageViewController's `showFromViewController:` presents `self` with no style: from iOS
  /// 13 a sheet, whose overrides UIKit does not ask (R4.1).
  static let viewer = """
    @interface Viewer : UIViewController
    @end
    @implementation Viewer
    - (void)showFromViewController:(UIViewController *)viewController {
        [viewController presentViewController:self animated:NO completion:nil];
    }
    - (BOOL)prefersStatusBarHidden {
        return YES;
    }
    @end
    """

  @Test func R4_1_anObjectiveCControllerPresentingItselfIsPlaced() {
    let findings = lintFile("Viewer.m", Self.viewer)
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(findings.first?.line == 7)
    let full = Self.viewer.replacingOccurrences(
      of: "@end\n@implementation Viewer\n",
      with: "@end\n@implementation Viewer\n- (UIModalPresentationStyle)modalPresentationStyle {\n    return UIModalPresentationFullScreen;\n}\n")
    #expect(full != Self.viewer)
    #expect(lintFile("Viewer.m", full).isEmpty, "its own getter says full screen")
  }

  /// OsmAnd shows its cancel-subscription screen from a class method `+ showInstance:`, over
  /// full screen without capture. A class method named like an override is not one.
  @Test func R4_1_objectiveCClassMethodsArePlacesToo() {
    let m = """
      @interface Cancel : UIViewController
      @end
      @implementation Cancel
      - (BOOL)prefersStatusBarHidden {
          return YES;
      }
      + (void)showInstance:(UINavigationController *)navigationController {
          Cancel *cancel = [[Cancel alloc] init];
          cancel.modalPresentationStyle = UIModalPresentationOverFullScreen;
          [navigationController presentViewController:cancel animated:YES completion:nil];
      }
      + (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      @end
      """
    let findings = lintFile("Cancel.m", m)
    #expect(findings.map(\.check) == ["presentation-not-in-control"])
    #expect(findings.map(\.line) == [4])
  }
}

/// A navigation controller built in code with its bar hidden forwards both lanes to its top
/// (R2.1, R2.2): OsmAnd's plan screen sets `navController.navigationBarHidden = YES` before
/// presenting it.
@Suite struct LintHiddenBarOfABuiltNavigationControllerTests {
  @Test func R2_1_aBuiltNavigationControllerWithItsBarHiddenForwards() {
    let m = """
      @interface Plan : UIViewController
      @end
      @implementation Plan
      - (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      - (void)open {
          Plan *plan = [[Plan alloc] init];
          UINavigationController *navController = [[UINavigationController alloc] initWithRootViewController:plan];
          navController.modalPresentationStyle = UIModalPresentationFullScreen;
          navController.navigationBarHidden = YES;
          [self presentViewController:navController animated:YES completion:nil];
      }
      @end
      """
    #expect(lintFile("Plan.m", m).isEmpty)
    let shown = m.replacingOccurrences(of: "navController.navigationBarHidden = YES;", with: "")
    #expect(lintFile("Plan.m", shown).map(\.rule) == ["R2.1"])

    let swift = """
      class Plan: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        func open() {
          let nav = UINavigationController(rootViewController: Plan())
          nav.modalPresentationStyle = .fullScreen
          nav.isNavigationBarHidden = true
          present(nav, animated: true)
        }
      }
      """
    #expect(Linter.lint(source: swift).isEmpty)
    #expect(Linter.lint(source: swift.replacingOccurrences(of: "nav.isNavigationBarHidden = true", with: "")).map(\.rule) == ["R2.1"])
  }
}

/// `self.window.rootViewController = navigationController;` in an Objective-C app delegate makes
/// the window's root, as Swift's assignment does.
@Suite struct LintObjectiveCWindowRootTests {
  /// CRToast's demo: a plain navigation controller with its bar shown is the root; on Face ID
  /// iPhones it answers hidden itself (D5).
  @Test func D5_anObjectiveCWindowRootIsPlaced() {
    let m = """
      @interface Main : UIViewController
      @end
      @implementation Main
      - (BOOL)prefersStatusBarHidden {
          return YES;
      }
      @end
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
          self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
          UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:[[Main alloc] initWithNibName:@"Main" bundle:nil]];
          self.window.rootViewController = navigationController;
          return YES;
      }
      @end
      """
    #expect(lintFile("App.m", m).map(\.rule) == ["D5"])
    let hidden = m.replacingOccurrences(
      of: "    self.window.rootViewController", with: "    navigationController.navigationBarHidden = YES;\n    self.window.rootViewController")
    #expect(lintFile("App.m", hidden).isEmpty)
  }

  /// artsy's energy sets its root navigation controller's stack with `viewControllers = @[ top ]`
  /// on locals typed by their declarations (round 17): the top is placed into it, as in Swift.
  @Test func D5_anObjectiveCStackAssignmentPlacesItsTop() {
    let text = """
      @interface ARNavigationController : UINavigationController
      @end
      @interface ARTopViewController : UIViewController
      @end
      @implementation ARTopViewController
      - (BOOL)prefersStatusBarHidden
      {
          return YES;
      }
      @end
      @implementation Coordinator
      - (void)setup
      {
          ARTopViewController *topViewController = [ARTopViewController sharedInstance];
          ARNavigationController *navigationController = [ARNavigationController rootController];
          navigationController.viewControllers = @[ topViewController ];
          self.window.rootViewController = navigationController;
      }
      @end
      """
    #expect(lintFile("A.m", text).map { "\($0.line) \($0.rule)" } == ["6 D5"])
    let hidden = text.replacingOccurrences(
      of: "    navigationController.viewControllers", with: "    navigationController.navigationBarHidden = YES;\n    navigationController.viewControllers")
    #expect(lintFile("A.m", hidden).isEmpty, "a navigation controller with its bar hidden forwards")
  }

  /// R3.4 with a wrapped `@interface`: clang-format puts a long superclass on the next line
  /// (`@interface MDCFlexibleHeaderViewController\n    : UIViewController <UIScrollViewDelegate>`,
  /// Material, round 37). The class is still a controller, and its override is not asked where a
  /// plain controller adds it as a child without forwarding.
  @Test func R3_4_aSuperclassOnTheLineAfterTheInterfaceIsRead() {
    let header = """
      @interface Header
          : UIViewController <UIScrollViewDelegate>
      @end
      @interface AppBar : Header
      @end
      @implementation Header
      - (UIStatusBarStyle)preferredStatusBarStyle {
        return UIStatusBarStyleLightContent;
      }
      @end
      """
    let screen = """
      class Screen: UIViewController {
        let header = AppBar()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(header)
        }
      }
      """
    let found = Linter.lint([SourceScanner.scan(path: "Header.m", text: header), SourceScanner.scan(path: "Screen.swift", text: screen)]).map {
      "\($0.file):\($0.line) \($0.check)"
    }
    #expect(found == ["Header.m:7 ignored-override"])
  }

  /// D5 with the bar hidden by a message: `[nav setNavigationBarHidden:YES];` on a navigation
  /// controller the method builds is `nav.navigationBarHidden = YES` (Alfresco's full-screen
  /// preview, round 38): the navigation controller forwards hidden to its top.
  @Test func D5_aBuiltNavigationControllerHiddenByAMessageForwards() {
    let text = """
      @interface Preview : UIViewController
      @end
      @interface Nav : UINavigationController
      @end
      @implementation Preview
      - (BOOL)prefersStatusBarHidden {
          return YES;
      }
      - (void)open {
          Preview *p = [[Preview alloc] init];
          Nav *nav = [[Nav alloc] initWithRootViewController:p];
          nav.modalPresentationStyle = UIModalPresentationCustom;
          nav.modalPresentationCapturesStatusBarAppearance = YES;
          [nav setNavigationBarHidden:YES];
          [self presentViewController:nav animated:YES completion:nil];
      }
      @end
      """
    let found = { (t: String) in Linter.lint([SourceScanner.scan(path: "A.m", text: t)]).map { "\($0.line) \($0.rule)" } }
    #expect(found(text).isEmpty)
    #expect(found(text.replacingOccurrences(of: "[nav setNavigationBarHidden:YES];", with: "[nav setNavigationBarHidden:NO];")) == ["6 D5"])
  }

  /// R4.1 through a property: `@property(nonatomic, strong) SampleViewController *demoViewController;`
  /// in the file, then `self.demoViewController.modalPresentationStyle = UIModalPresentationPageSheet;`
  /// and `[self presentViewController:self.demoViewController …]` (Material's presented example,
  /// round 37): the property's class is what is presented, in that style.
  @Test func R4_1_aControllerHeldInAPropertyTheFileDeclaresIsPlaced() {
    let text = """
      @interface Sample : UIViewController
      @end
      @implementation Sample
      - (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      @end
      @interface Presenter : UIViewController
      @property(nonatomic, strong) Sample *demoViewController;
      @end
      @implementation Presenter
      - (void)presentDemo {
        self.demoViewController.modalPresentationStyle = UIModalPresentationPageSheet;
        [self presentViewController:self.demoViewController animated:YES completion:nil];
      }
      @end
      """
    let found = { (t: String) in Linter.lint([SourceScanner.scan(path: "A.m", text: t)]).map { "\($0.line) \($0.check)" } }
    // `Sample` is no `…Controller`: a property of it is not read.
    #expect(found(text).isEmpty)
    let named = text.replacingOccurrences(of: "Sample", with: "SampleViewController")
    #expect(found(named) == ["4 presentation-not-in-control"])
    #expect(found(named.replacingOccurrences(of: "UIModalPresentationPageSheet", with: "UIModalPresentationFullScreen")).isEmpty)
  }
}
