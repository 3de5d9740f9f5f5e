import Foundation
import SwiftSourceScan
import Testing

/// D168: code after `if #available(iOS N, *) { … }` in the same block, when that `if` has no
/// `else` and every path of its body leaves the function, runs only before iOS N, like the `else`
/// of D159. Gift-Concept (round 52) reads `value(forKey: "statusBar")` below an iOS 13 branch that
/// returns on both of its paths: it never runs in an app built today (R13.5).
@Suite struct LintAvailabilityEarlyReturnTests {
  static func statusBarView(body: String) -> String {
    """
    import UIKit
    extension UIApplication {
      static var statusBarUIView: UIView? {
        if #available(iOS 13.0, *) {
    \(body)
        }
        let statusBar: UIView? = UIApplication.shared.value(forKey: "statusBar") as? UIView
        return statusBar
      }
    }
    """
  }

  @Test func D168_codeAfterAnAvailabilityBranchThatAlwaysReturnsRunsOnlyBeforeThatIOS() {
    let returnsOnEveryPath = Self.statusBarView(
      body: """
              if let bar = UIApplication.shared.windows.first?.viewWithTag(7) {
                return bar
              } else {
                return nil
              }
        """)
    #expect(Linter.lint(source: returnsOnEveryPath).filter { $0.check == "private-status-bar" }.isEmpty)
    let oneReturn = Self.statusBarView(body: "      return UIView()")
    #expect(Linter.lint(source: oneReturn).filter { $0.check == "private-status-bar" }.isEmpty)
  }

  @Test func D168_aBranchThatMayFallThroughLeavesTheCodeAfterItOnEveryIOS() {
    // One path of the body does not return: the private view is read on iOS 13 and later too.
    let fallsThrough = Self.statusBarView(
      body: """
              if let bar = UIApplication.shared.windows.first?.viewWithTag(7) {
                return bar
              }
        """)
    #expect(Linter.lint(source: fallsThrough).map(\.check).contains("private-status-bar"))
    // A later iOS than any app deploys to today: the code after it runs on iOS 15 and 16.
    let later = Self.statusBarView(body: "      return UIView()").replacingOccurrences(of: "iOS 13.0", with: "iOS 17.0")
    #expect(Linter.lint(source: later).map(\.check).contains("private-status-bar"))
  }
}
