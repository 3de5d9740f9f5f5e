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

  /// A getter or function named after the status bar returns its height (`var statusBarHeight:
  /// CGFloat { 20 }`, a guess `isX ? 44 : 20`); a `switch` over devices that returns each one's real
  /// height, 47 and 24 among them, is a table (Pyto's simulated devices, round 33).
  @Test func R7_1_whatAGetterNamedAfterTheStatusBarReturnsIsItsHeight() {
    let device = """
      final class Device {
        var statusBarHeight: CGFloat { return 20 }
        static func statusBarGuess(isX: Bool) -> CGFloat { isX ? 44 : 20 }
        static var navBarHeight: CGFloat { 44 }
      }
      enum Simulated {
        case se, pro, pad
        var statusBarHeight: CGFloat {
          switch self {
          case .se: return 20
          case .pro: return 47
          case .pad: return 24
          }
        }
      }
      func use() { print(Device().statusBarHeight, Device.statusBarGuess(isX: true), Device.navBarHeight, Simulated.se.statusBarHeight) }
      """
    #expect(lint(device) == ["2 hard-coded-height", "3 hard-coded-height", "3 hard-coded-height"])
  }

  /// D141 below the bar: `CGRect(x: 4, y: kStatusBarHeight + notch + 94, width: w, height: 44)` (maxpreps'
  /// tool tip hole, round 39) starts below the bar, and its height is its own.
  @Test func D141_aRectWhoseYIsBelowTheBarHasAHeightOfItsOwn() {
    let tip = """
      let kStatusBarHeight: CGFloat = UIApplication.shared.statusBarFrame.height
      final class Tip: UIViewController {
        let hole = UIView()
        let statusBarBand = UIView()
        func layout() {
          hole.frame = CGRect(x: 4, y: kStatusBarHeight + 94, width: 100, height: 44.0)
          statusBarBand.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        }
      }
      func use() { Tip().layout() }
      """
    #expect(lint(tip) == ["7 hard-coded-height"])
  }

  /// D204: in `isPortrait ? (44 + statusBarHeight) : 44` the bar is counted in the branch that adds
  /// its reading; the other branch's 44 is the navigation bar alone (Parse Dashboard, round 60).
  @Test func D204_aLiteralBesideABranchAddingTheReadingIsAnotherMeasure() {
    func launch(_ value: String) -> String {
      """
      final class Launch: UIViewController {
        func grow() {
          let statusBarHeight = UIApplication.shared.statusBarFrame.height
          let isPortrait = view.frame.height > view.frame.width
          let navigationHeight: CGFloat = \(value)
          print(navigationHeight)
        }
      }
      """
    }
    #expect(lint(launch("isPortrait ? (44 + statusBarHeight) : 44")).isEmpty)
    #expect(lint(launch("isPortrait ? 104 + statusBarHeight : 44")).isEmpty)
    // A branch that is the reading itself leaves the literal the bar's fallback height.
    #expect(lint(launch("statusBarHeight > 0 ? statusBarHeight : 20")) == ["5 hard-coded-height"])
  }

  /// D217: the plug's header (round 61) takes 20 from its height while the bar shows, and its
  /// screens add 20 to the header unless they hide the bar: a 20 chosen by whether the bar shows
  /// is the bar's height. Not when both branches hold it, nor for a condition that tests more
  /// (Swift's statements naming the bar were already read by R7.1's older rules).
  @Test func D217_aTwentyChosenByWhetherTheBarShowsIsItsHeight() {
    func swift(_ value: String) -> [String] {
      lint(
        """
        final class Header: UIViewController {
          var statusBarVisible = true
          func layout() {
            let height: CGFloat = \(value)
            print(height)
          }
        }
        """)
    }
    #expect(swift("statusBarVisible ? view.frame.height - 20 : view.frame.height") == ["4 hard-coded-height"])
    #expect(swift("prefersStatusBarHidden ? footerHeight : footerHeight + 20") == ["4 hard-coded-height"])
    func objectiveC(_ statement: String) -> [String] {
      let text = "@implementation HeaderView\n- (void)layout {\n    \(statement)\n}\n@end\n"
      return Linter.lint([SourceScanner.scan(path: "HeaderView.m", text: text)]).map { "\($0.line):\($0.column) \($0.check)" }
    }
    #expect(objectiveC("_height = _statusBarVisible ? (frame.size.height - 20) : frame.size.height;") == ["3:56 hard-coded-height"])
    #expect(objectiveC("CGFloat h = [self prefersStatusBarHidden] ? footerHeight : footerHeight + 20;") == ["3:79 hard-coded-height"])
    #expect(objectiveC("CGFloat h = !_statusBarVisible ? footerHeight + 20 : footerHeight;").isEmpty, "added while the bar is hidden")
    #expect(objectiveC("CGFloat h = _statusBarVisible && isPad ? footerHeight + 20 : footerHeight;").isEmpty, "a test of more than the bar")
    #expect(objectiveC("CGFloat h = _statusBarVisible ? footerHeight + 20 : 20;").isEmpty, "both branches hold it")
    #expect(objectiveC("CGFloat h = _statusBarVisible ? 12 : 16;").isEmpty)
  }
  /// D231: a notch test choosing between two status bar heights, both literals, is the bar's height
  /// hard-coded, whatever the code calls it (HSPlayerFullScreenDemo's player top, round 74;
  /// QingNianTuZhai's `statueBarHeight`, round 62); also in a file that never names the status bar
  /// or a controller. Other conditions, and pairs that are not two bar heights, are not.
  @Test func D231_aNotchTestChoosingBetweenTwoBarHeightsIsAHardCodedHeight() throws {
    func player(_ offset: String) -> String {
      "final class Player: UIView {\n  func place(_ v: UIView) {\n    v.snp.makeConstraints { make in\n      make.top.equalToSuperview().offset(\(offset))\n    }\n  }\n}\n"
    }
    #expect(lint(player("UIDevice.isIPhoneX() ? 44 : 20")) == ["4 hard-coded-height"])
    #expect(lint(player("orientation.isLandscape ? 0 : (UIDevice.current.isX() ? 44.0 : 20.0)")) == ["4 hard-coded-height"])
    #expect(lint(player("hasNotch ? 20 : 44")) == ["4 hard-coded-height"])
    #expect(lint(player("isPad ? 44 : 20")).isEmpty, "not a notch test")
    #expect(lint(player("UIDevice.isIPhoneX() ? 44 : 16")).isEmpty, "16 is no status bar's height")
    #expect(lint(player("UIDevice.isIPhoneX() ? 44 : 0")).isEmpty, "a hidden bar's 0 on one side")
    let metric = "struct Metric {\n  static let statueBarHeight: CGFloat = UIDevice.current.isX() ? 44: 20\n}\n"
    let use = "final class Home: UIViewController {\n  let label = UILabel(frame: CGRect(x: 0, y: Metric.statueBarHeight, width: 55, height: 20))\n}\n"
    #expect(try Fixture.lintFolder(["Metric.swift": metric, "Home.swift": use]).map { "\($0.relative):\($0.finding.line)" } == ["Metric.swift:2"])
  }
}
