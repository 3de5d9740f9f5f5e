import SwiftSourceScan
import Testing

/// D239: UINavigationController forwards the style to its top controller only while its own
/// `isNavigationBarHidden` is true (`setNavigationBarHidden(_:animated:)`, `navigationBarHidden =
/// YES`); hiding the bar's view (`navigationBar.isHidden = true`, `navigationBar.hidden = YES`)
/// leaves the controller's state as it was, so it still answers from its bar's style (R2.1). RNDemo's
/// screen hides the bar so and answers `.lightContent` unheard (round 80).
@Suite struct LintNavigationBarViewHiddenTests {
  func swift(_ hide: String) -> [String] {
    let code = """
      import UIKit
      class HomeController: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              \(hide)
          }
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      """
    let scene = "import UIKit\n" + Fixture.sceneDelegate(root: "UINavigationController(rootViewController: HomeController())")
    return Fixture.lint(["Home.swift": code, "Scene.swift": scene]).filter { $0.hasSuffix("ignored-override") }
  }

  func objectiveC(_ hide: String) -> [String] {
    let delegate = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[ViewController alloc] init]];
          return YES;
      }
      @end
      """
    let screen = """
      @interface ViewController : UIViewController
      @end
      @implementation ViewController
      - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          \(hide)
      }
      - (UIStatusBarStyle)preferredStatusBarStyle {
          return UIStatusBarStyleLightContent;
      }
      @end
      """
    return Linter.lint([SourceScanner.scan(path: "AppDelegate.m", text: delegate), SourceScanner.scan(path: "ViewController.m", text: screen)])
      .filter { $0.check == "ignored-override" }.map { "\($0.file):\($0.line)" }
  }

  @Test func D239_hidingTheBarsViewLeavesTheNavigationControllerAnswering() {
    #expect(swift("navigationController?.navigationBar.isHidden = true") == ["Home.swift:7 ignored-override"])
    #expect(swift("navigationController?.setNavigationBarHidden(true, animated: animated)").isEmpty)
    #expect(swift("navigationController?.isNavigationBarHidden = true").isEmpty)
    #expect(objectiveC("self.navigationController.navigationBar.hidden = YES;") == ["ViewController.m:8"])
    #expect(objectiveC("self.navigationController.navigationBarHidden = YES;").isEmpty)
    #expect(objectiveC("[self.navigationController setNavigationBarHidden:YES animated:animated];").isEmpty)
  }
}
