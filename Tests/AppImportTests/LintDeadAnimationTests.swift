import SwiftSourceScan
import Testing

/// D234: with UIViewControllerBasedStatusBarAppearance NO, UIKit asks no controller whether the bar
/// shows, so none is asked how the change animates either: UIApplication's
/// `setStatusBarHidden(_:with:)` takes the animation. A `preferredStatusBarUpdateAnimation` beside
/// a `prefersStatusBarHidden` that is never asked is dead too (NewPipe's player, round 75), in
/// Objective-C and in Swift. Under YES, or beside a hidden override that is not dead, it is not.
@Suite struct LintDeadAnimationTests {
  let no = LintContext(viewControllerBased: false)

  @Test func D234_anAnimationBesideADeadHiddenOverrideIsDeadUnderNo() {
    let player = """
      @interface PlayViewController : UIViewController
      @end
      @implementation PlayViewController
      - (BOOL)prefersStatusBarHidden {
          return self.player.isStatusBarHidden;
      }
      - (UIStatusBarAnimation)preferredStatusBarUpdateAnimation {
          return UIStatusBarAnimationSlide;
      }
      @end
      """
    let findings = Linter.lint(source: player, path: "PlayViewController.m", context: no)
    #expect(findings.map { "\($0.line) \($0.check)" } == ["4 dead-with-vc-based-no", "7 dead-with-vc-based-no"])
    #expect(findings.last?.message.hasPrefix("PlayViewController.preferredStatusBarUpdateAnimation is never asked") == true)
    #expect(Linter.lint(source: player, path: "PlayViewController.m").isEmpty, "under YES it is asked")
    let swift = """
      class Player: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
      }
      """
    #expect(Linter.lint(source: swift, context: no).map { "\($0.line) \($0.check)" } == ["2 dead-with-vc-based-no", "3 dead-with-vc-based-no"])
    // Alone, with no hidden override of its class, it is not reported: nothing here shows it dead.
    let alone = "class Player: UIViewController {\n  override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }\n}\n"
    #expect(Linter.lint(source: alone, context: no).isEmpty)
  }
}
