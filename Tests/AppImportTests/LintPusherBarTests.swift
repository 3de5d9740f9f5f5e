import Foundation
import SwiftSourceScan
import Testing

/// LLSimpleCamera (round 22): the camera, the root of a navigation controller whose bar it hides,
/// pushes a video screen onto that hidden bar and presents a photo screen from a block through
/// `weakSelf`; both hide the status bar, as the camera does.
@Suite struct LintPusherBarTests {
  static let camera = """
    @implementation Home
    - (void)viewDidLoad {
        [super viewDidLoad];
        [self.navigationController setNavigationBarHidden:YES animated:NO];
    }
    - (BOOL)prefersStatusBarHidden { return YES; }
    - (void)snap {
        __weak typeof(self) weakSelf = self;
        [self.camera capture:^(UIImage *image) {
            Photo *photo = [[Photo alloc] init];
            [weakSelf presentViewController:photo animated:NO completion:nil];
        }];
    }
    - (void)record {
        Video *vc = [[Video alloc] init];
        [self.navigationController pushViewController:vc animated:YES];
    }
    @end
    @implementation AppDelegate
    - (void)start {
        Home *home = [[Home alloc] init];
        self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:home];
    }
    @end
    """

  func lint(_ video: String = "", camera: String = Self.camera) -> [String] {
    let files = [
      SourceScanner.scan(path: "Home.m", text: camera),
      SourceScanner.scan(path: "Photo.m", text: "@implementation Photo\n- (BOOL)prefersStatusBarHidden { return YES; }\n@end"),
      SourceScanner.scan(path: "Video.m", text: "@implementation Video\n- (BOOL)prefersStatusBarHidden { return YES; }\n\(video)@end"),
    ]
    return Linter.lint(files).map { "\($0.file):\($0.line) \($0.check)" }
  }

  /// D126: the pushed controller stands under the bar its pusher hid.
  @Test func D126_aControllerPushedOntoABarItsPusherHidIsAsked() {
    #expect(!lint().contains("Video.m:2 ignored-override"))
    // One that shows the bar again loses the hidden lane on Face ID iPhones (D5).
    let shows = "- (void)viewWillAppear:(BOOL)animated { [self.navigationController setNavigationBarHidden:NO animated:NO]; }\n"
    #expect(lint(shows).contains("Video.m:2 ignored-override"))
  }

  /// D116 read through `weakSelf`: the camera presents the photo from itself, answers alike and is
  /// asked where it is placed.
  @Test func D116_aBlocksWeakSelfIsSelf() {
    #expect(lint().isEmpty)
    let shown = Self.camera.replacingOccurrences(of: "[self.navigationController setNavigationBarHidden:YES animated:NO];", with: "")
      .replacingOccurrences(of: "- (BOOL)prefersStatusBarHidden { return YES; }\n- (void)snap", with: "- (void)snap")
    #expect(lint(camera: shown).contains("Photo.m:2 presentation-not-in-control"))
  }
}
