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

  /// A stored value computed by a closure named after something else (Hound's banner inset, round
  /// 38): each literal it returns is read with its own statement and the `if` around it, not with
  /// the status bar read in another branch; a literal returned after `if let h = <reading> { return
  /// h }` is the fallback for a missing reading, as after `??` (D94).
  @Test func D94_literalsReturnedByAClosureAreReadBranchByBranch() {
    let banner = """
      final class Banner {
        func inset(navHidden: Bool, safeAreaTop: CGFloat) -> CGFloat {
          let topEdgeInset: CGFloat = {
            if safeAreaTop > 50 && navHidden {
              return 44.0
            } else {
              if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
                let height = scene.statusBarManager?.statusBarFrame.height {
                return height
              }
              return 20.0
            }
          }()
          return topEdgeInset
        }
        let statusBarHeight: CGFloat = {
          if let h = UIApplication.shared.windows.first?.windowScene?.statusBarManager?.statusBarFrame.height { return h }
          return 20
        }()
        let statusBarGuess: CGFloat = {
          if UIDevice.current.userInterfaceIdiom == .phone { return 44 }
          return 20
        }()
        let shift: CGFloat = {
          if UIApplication.shared.isStatusBarHidden { return 20 }
          return 0
        }()
      }
      func show() { let b = Banner(); print(b.inset(navHidden: true, safeAreaTop: 0), b.statusBarHeight, b.statusBarGuess, b.shift) }
      """
    // Reported: the closure named after the bar guesses it; a return guarded by the bar's state.
    #expect(lint(banner) == ["21 hard-coded-height", "22 hard-coded-height", "25 hard-coded-height"])
  }
}
