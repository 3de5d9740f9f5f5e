import Foundation
import SwiftSourceScan
import Testing

/// D125: a literal 20 assigned in the body of an `if` whose condition reads the status bar makes up
/// for the bar with a fixed height (ImageSlideshow's zoom-out, round 21: `if
/// UIApplication.shared.isStatusBarHidden && … { frame = frame.offsetBy(dx: 0, dy: 20) }`).
@Suite struct LintHeightConditionTests {
  static func transition(_ condition: String, _ body: String = "frame = frame.offsetBy(dx: 0, dy: 20)") -> String {
    """
    final class Zoom: NSObject {
      var frame = CGRect.zero
      func finish(_ to: UIViewController) {
        if \(condition) {
          \(body)
        }
      }
    }
    """
  }

  func lint(_ text: String) -> [String] { Linter.lint(source: text, path: "Zoom.swift").map { "\($0.line) \($0.check)" } }

  @Test func D125_aLiteralHeightGuardedByTheStatusBarsStateIsReported() {
    #expect(lint(Self.transition("UIApplication.shared.isStatusBarHidden && !to.prefersStatusBarHidden")) == ["5 hard-coded-height"])
  }

  @Test func D125_otherConditionsAndHorizontalMeasuresAreNot() {
    #expect(lint(Self.transition("to.isBeingPresented")).isEmpty)
    #expect(lint(Self.transition("UIApplication.shared.isStatusBarHidden", "frame = frame.offsetBy(dx: 20, dy: 0)")).isEmpty)
    // Only the `if` that holds the statement itself, not one further out.
    #expect(lint(Self.transition("UIApplication.shared.isStatusBarHidden", "if ready { frame = frame.offsetBy(dx: 0, dy: 20) }")).isEmpty)
  }
}
