import Foundation
import SwiftSourceScan
import Testing

/// Objective-C missing updates that UIKit picks up anyway (round 33, MEWconnect's home screen).
@Suite struct LintObjectiveCEarlyCallsTests {
  func lint(_ files: [String: String]) throws -> [String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-objc-early-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (name, text) in files { try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8) }
    return Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
      .map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.check)" }
  }

  static let home = """
    @implementation HomeViewController
    - (void)viewDidLoad {
      [super viewDidLoad];
      [self.output didTriggerViewReadyEvent];
    }
    - (UIStatusBarStyle)preferredStatusBarStyle {
      return [self.headerView preferredStatusBarStyle];
    }
    - (void) setupInitialStateWithCount:(NSUInteger)count {
      HomeHeader *header = [[HomeHeader alloc] init];
      _headerView = header;
    }
    @end
    """

  static let presenter = """
    @implementation HomePresenter
    - (void) didTriggerViewReadyEvent {
      [self.view setupInitialStateWithCount:3];
    }
    @end
    """

  /// D135: the VIPER round trip from `viewDidLoad` through the presenter runs before the screen.
  @Test func D135_aChangeMadeThroughThePresenterBeforeTheScreenNeedsNoUpdate() throws {
    #expect(try lint(["HomeViewController.m": Self.home, "HomePresenter.m": Self.presenter]) == [])
    // Sent from a method that runs on screen, it is a missing update.
    let late = Self.presenter.replacingOccurrences(of: "didTriggerViewReadyEvent {", with: "didTriggerViewReadyEvent {\n}\n- (void) refresh {")
    #expect(try lint(["HomeViewController.m": Self.home, "HomePresenter.m": late]) == ["HomeViewController.m:11 missing-update"])
    // The presenter's method sent from a tap as well as from viewDidLoad: not only before the screen.
    let tapped = Self.home.replacingOccurrences(
      of: "@end", with: "- (void)tap {\n  [self.output didTriggerViewReadyEvent];\n}\n@end")
    #expect(try lint(["HomeViewController.m": tapped, "HomePresenter.m": Self.presenter]) == ["HomeViewController.m:11 missing-update"])
  }

  /// D136: a view's own `preferredStatusBarStyle` (the stretchy header's, a `GSKStretchyHeaderView`
  /// from a library) shares the name but UIKit never asks it.
  @Test func D136_aViewsOwnStatusBarStyleNeedsNoUpdate() throws {
    let header = """
      @interface HomeHeader : GSKStretchyHeaderView
      @end
      @implementation HomeHeader
      - (UIStatusBarStyle)preferredStatusBarStyle {
        return self.statusBarStyle;
      }
      - (void) scrolled:(CGFloat)factor {
        self.statusBarStyle = UIStatusBarStyleLightContent;
      }
      @end
      """
    #expect(try lint(["HomeHeader.m": header]) == [])
    // The same class below a view controller is asked: the change needs the update.
    let controller = header.replacingOccurrences(of: "GSKStretchyHeaderView", with: "UIViewController")
    #expect(try lint(["HomeHeader.m": controller]) == ["HomeHeader.m:8 missing-update"])
    // An object right below NSObject (Material's status bar shifter, round 37) is no controller.
    let object = header.replacingOccurrences(of: "GSKStretchyHeaderView", with: "NSObject")
    #expect(try lint(["HomeHeader.m": object]) == [])
    // Below a library class whose name does not say it is a view: no claim either way, reported.
    let unknown = header.replacingOccurrences(of: "GSKStretchyHeaderView", with: "GSKStretchyHeader")
    #expect(try lint(["HomeHeader.m": unknown]) == ["HomeHeader.m:8 missing-update"])
  }
}
