import Foundation
import SwiftSourceScan
import Testing

/// D128: Objective-C missing updates. MFSideMenu (round 24) and PKRevealController (round 11) swap
/// the controller their style is read from in a setter that never calls
/// `setNeedsStatusBarAppearanceUpdate`.
@Suite struct LintObjectiveCUpdateTests {
  static func container(setter: String = "    _centerViewController = centerViewController;\n", more: String = "") -> String {
    """
    @implementation Container
    - (UIStatusBarStyle)preferredStatusBarStyle {
        return [self.centerViewController preferredStatusBarStyle];
    }
    - (void)setCenterViewController:(UIViewController *)centerViewController {
        [self removeChild:_centerViewController];
    \(setter)    [self addChildViewController:centerViewController];
    }
    \(more)@end
    """
  }

  func lint(_ text: String) -> [String] {
    Linter.lint([SourceScanner.scan(path: "Container.m", text: text)]).map { "\($0.line) \($0.check)" }
  }

  @Test func D128_aSetterSwappingTheChildAnOverrideReadsIsReported() {
    #expect(lint(Self.container()) == ["7 missing-update"])
  }

  @Test func D128_anUpdateOrAChangeOnlyBeforeAppearingIsNot() {
    #expect(lint(Self.container(setter: "    _centerViewController = centerViewController;\n    [self setNeedsStatusBarAppearanceUpdate];\n")).isEmpty)
    // Through a method of the class that asks for it.
    let through = Self.container(
      setter: "    _centerViewController = centerViewController;\n    [self refreshBar];\n",
      more: "- (void)refreshBar {\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n")
    #expect(lint(through).isEmpty)
    // Made in init or viewDidLoad: UIKit asks when the controller appears (D92).
    let initial = """
      @implementation Container
      - (UIStatusBarStyle)preferredStatusBarStyle { return [self.centerViewController preferredStatusBarStyle]; }
      - (instancetype)initWithCenter:(UIViewController *)center {
          self = [super init];
          _centerViewController = center;
          return self;
      }
      - (void)viewDidLoad {
          [super viewDidLoad];
          self.centerViewController = [UIViewController new];
      }
      @end
      """
    #expect(lint(initial).isEmpty)
  }

  /// D180: through the class's methods at any depth (OsmAnd's `goExpanded:` → `updateView:` →
  /// `layoutSubviews`, which asks; round 54). A chain that never reaches the update still reports.
  @Test func D180_anUpdateReachedThroughAChainOfTheClassesMethodsCounts() {
    let chain = Self.container(
      setter: "    _centerViewController = centerViewController;\n    [self updateView:YES];\n",
      more: "- (void)updateView:(BOOL)animated {\n    [UIView animateWithDuration:0.2 animations:^{\n        [self layoutSubviews];\n    }];\n}\n"
        + "- (void)layoutSubviews {\n    [super layoutSubviews];\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n")
    #expect(lint(chain).isEmpty)
    let broken = Self.container(
      setter: "    _centerViewController = centerViewController;\n    [self updateView:YES];\n",
      more: "- (void)updateView:(BOOL)animated {\n    [self layoutSubviews];\n}\n- (void)layoutSubviews {\n    [super layoutSubviews];\n}\n")
    #expect(lint(broken) == ["7 missing-update"])
  }

  /// D185: a change made in a method the class calls only from methods that ask for the update
  /// (OsmAnd's `updateLayoutCurrentState`, called from `layoutSubviews`, which ends by asking;
  /// round 54) is covered by them. One caller that does not ask leaves it reported.
  @Test func D185_aChangeCalledOnlyFromMethodsThatAskIsCovered() {
    let helper = "- (void)updateState {\n    _centerViewController = nil;\n}\n"
    let asking = "- (void)layoutSubviews {\n    [self updateState];\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n"
    let covered = Self.container(setter: "", more: helper + asking)
    #expect(lint(covered).isEmpty)
    let silent = "- (void)reset {\n    [self updateState];\n}\n"
    #expect(lint(Self.container(setter: "", more: helper + asking + silent)) == ["10 missing-update"])
  }

  /// `self.x = …` goes through the class's own `setX:`, which is where the change is judged.
  @Test func D128_aChangeThroughTheClassesOwnSetterIsJudgedThere() {
    let updatingSetter = Self.container(
      setter: "    _centerViewController = centerViewController;\n    [self setNeedsStatusBarAppearanceUpdate];\n",
      more: "- (void)swap {\n    self.centerViewController = [UIViewController new];\n}\n")
    #expect(lint(updatingSetter).isEmpty)
  }

  /// D194: a class that asks for the update from two or more of its own methods keeps the bar up
  /// to date by hand, on paths other objects start (OsmAnd's map panel asks in seven; the
  /// dashboard calls its `targetUpdateControlsLayout:` after changing what its style reads; round
  /// 54): a change elsewhere in it is not reported. One such method is not enough.
  @Test func D194_aClassAskingFromTwoOfItsMethodsIsNotReported() {
    let one = "- (void)targetUpdateControlsLayout {\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n"
    #expect(lint(Self.container(more: one)) == ["7 missing-update"])
    let two = one + "- (void)targetStatusBarChanged {\n    [self setNeedsStatusBarAppearanceUpdate];\n}\n"
    #expect(lint(Self.container(more: two)).isEmpty)
  }
}
