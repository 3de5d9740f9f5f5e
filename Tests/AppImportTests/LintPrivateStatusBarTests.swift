import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R7.4: UIKit's private status bar views are gone from iOS 13. Code that reads them only on
/// earlier versions (the `else` of an iOS 13 availability check) finds them where they exist.
@Suite struct LintPrivateStatusBarTests {
  func checks(_ path: String, _ source: String) -> [String] {
    Linter.lint([SourceScanner.scan(path: path, text: source)]).map(\.check)
  }

  /// SideMenuController spells the key in pieces (`let s = "status"; let b = "Bar"; let w = "Window"`,
  /// round 32) so that a search for it finds nothing: the same key, the same private view.
  @Test func R7_4_aPrivateKeySpelledInPiecesIsTheSameKey() {
    let pieces = """
      final class Menu {
        var statusBarWindow: UIWindow? {
          let s = "status"
          let b = "Bar"
          let w = "Window"
          return UIApplication.shared.value(forKey: s+b+w) as? UIWindow
        }
      }
      """
    #expect(checks("A.swift", pieces) == ["private-status-bar"])
    #expect(checks("A.swift", "let statusBarView = UIApplication.shared.value(forKey: [\"status\", \"Bar\"].joined()) as? UIView") == ["private-status-bar"])
    #expect(checks("A.swift", "let statusBarView = UIApplication.shared.value(forKey: \"status\" + \"Bar\") as? UIView") == ["private-status-bar"])
    // A key the code reads at run time, or another key, is not this one.
    #expect(checks("A.swift", pieces.replacingOccurrences(of: "let w = \"Window\"", with: "let w = suffix")).isEmpty)
    #expect(checks("A.swift", pieces.replacingOccurrences(of: "let b = \"Bar\"", with: "let b = \"Item\"")).isEmpty)
  }

  /// D265: Studio's `extension UIApplication { var statusBarView: UIView? { value(forKey: "statusBar") as? UIView } }`
  /// (round 100) calls it on `self` unwritten.
  @Test func D265_aPrivateKeyReadOnSelfUnwritten() {
    let source = "extension UIApplication {\n  var statusBarView: UIView? { return value(forKey: \"statusBar\") as? UIView }\n}"
    #expect(checks("A.swift", source) == ["private-status-bar"])
    #expect(checks("A.swift", source.replacingOccurrences(of: "\"statusBar\"", with: "\"title\"")).isEmpty)
  }

  /// Rocket.Chat hides the status bar window's contents only before iOS 13.
  @Test func R7_4_aPrivateKeyReadOnlyBeforeIOS13IsNotReported() {
    let before = """
      func fade(_ hidden: Bool) {
        if #available(iOS 13.0, *) {} else {
          let statusBarWindow = UIApplication.shared.value(forKey: "statusBarWindow") as? UIWindow
          statusBarWindow?.alpha = hidden ? 0 : 1
        }
      }
      """
    #expect(checks("A.swift", before).isEmpty)
    // The `else` of an older check never runs in an app built today (D159); that of a newer one
    // runs on iOS 15 and 16, where the key is gone.
    #expect(checks("A.swift", before.replacingOccurrences(of: "if #available(iOS 13.0, *) {} else {", with: "if #available(iOS 11.0, *) {} else {")).isEmpty)
    #expect(
      checks("A.swift", before.replacingOccurrences(of: "if #available(iOS 13.0, *) {} else {", with: "if #available(iOS 17.0, *) {} else {")) == [
        "private-status-bar"
      ])
    #expect(checks("A.swift", before.replacingOccurrences(of: "{} else {", with: "{")) == ["private-status-bar"], "the iOS 13 branch itself")
    let guarded = """
      func fade() {
        guard #available(iOS 13, *) else {
          _ = UIApplication.shared.value(forKey: "statusBar")
          return
        }
      }
      """
    #expect(checks("B.swift", guarded).isEmpty)
    #expect(checks("B.swift", guarded.replacingOccurrences(of: "guard #available(iOS 13, *) else {", with: "guard ok else {")) == ["private-status-bar"])
  }

  @Test func R7_4_anObjectiveCPrivateKeyReadOnlyBeforeIOS13IsNotReported() {
    let m = """
      @implementation Banner
      - (void)fade {
          if (@available(iOS 13.0, *)) {
              self.alpha = 0;
          } else {
              UIView *bar = [[UIApplication sharedApplication] valueForKey:@"statusBar"];
              bar.alpha = 0;
          }
      }
      @end
      """
    #expect(checks("Banner.m", m).isEmpty)
    #expect(checks("Banner.m", m.replacingOccurrences(of: "@available(iOS 13.0, *)", with: "@available(iOS 11.0, *)")).isEmpty, "D159")
    #expect(checks("Banner.m", m.replacingOccurrences(of: "@available(iOS 13.0, *)", with: "@available(iOS 17.0, *)")) == ["private-status-bar"])
    #expect(checks("Banner.m", m.replacingOccurrences(of: "} else {", with: "}\n    {")) == ["private-status-bar"])
  }
}
