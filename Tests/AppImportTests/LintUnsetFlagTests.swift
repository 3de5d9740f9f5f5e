import Foundation
import SwiftSourceScan
import Testing

/// D152: BRYXBanner, copied into CUP-carsharing (round 44), sets the application's style only
/// `if adjustsStatusBarStyle`, a property declared `false` that nothing in the app sets: that
/// setter never runs. In the library's own repository a host may set it: still reported there.
@Suite struct LintUnsetFlagTests {
  static let banner = """
    class Banner: UIView {
      var adjustsStatusBarStyle = false
      var preferredStatusBarStyle = UIStatusBarStyle.lightContent
      func show() {
        if adjustsStatusBarStyle {
          UIApplication.shared.setStatusBarStyle(preferredStatusBarStyle, animated: true)
        }
        if self.adjustsStatusBarStyle {
          UIView.animate(withDuration: 0.3) { UIApplication.shared.statusBarStyle = .default }
        }
      }
    }
    """

  func lint(_ files: [String: String]) throws -> [String] {
    try Fixture.lintFolder(files).map { "\($0.relative):\($0.finding.line)" }
  }

  @Test func D152_aSetterBehindAFlagNothingSetsNeverRuns() throws {
    let app = ["App/Info.plist": LintLibraryCodeTests.plistAbsent, "App/Banner.swift": Self.banner]
    #expect(try lint(app).isEmpty)
    // The app sets the flag (an assignment, or a label of its initialiser): the setter runs.
    for use in ["func alert(_ b: Banner) { b.adjustsStatusBarStyle = true }", "let b = Banner(adjustsStatusBarStyle: true)"] {
      #expect(try lint(app.merging(["App/Alert.swift": use]) { $1 }) == ["App/Banner.swift:6", "App/Banner.swift:9"])
    }
    // A flag declared true, or a test that is not the flag alone, says nothing.
    let declaredTrue = Self.banner.replacingOccurrences(of: "var adjustsStatusBarStyle = false", with: "var adjustsStatusBarStyle = true")
    #expect(try lint(["App/Info.plist": LintLibraryCodeTests.plistAbsent, "App/Banner.swift": declaredTrue]).count == 2)
    // The library's own code, no app's Info.plist governing it: a host may set the flag.
    #expect(try lint(["Sources/Banner.swift": Self.banner]).count == 2)
  }
}
