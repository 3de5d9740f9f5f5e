import Foundation
import SwiftSourceScan
import Testing

/// D167: UIApplication's status bar properties set with no space before the `=`
/// (LvesWeibo's `application.statusBarHidden=NO;` and `[UIApplication
/// sharedApplication].statusBarStyle=UIStatusBarStyleBlackOpaque;`, round 50) are the same setters
/// as with one; a comparison (`==`) is a reading.
@Suite struct LintObjectiveCSetterSpellingTests {
  @Test func D167_aPropertySetWithoutSpacesIsASetter() {
    let code = """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
          application.statusBarHidden=NO;
          [UIApplication sharedApplication].statusBarStyle=UIStatusBarStyleBlackOpaque;
          if ([UIApplication sharedApplication].statusBarStyle==UIStatusBarStyleDefault) { return YES; }
          return YES;
      }
      @end
      """
    let findings = Linter.lint([SourceScanner.scan(path: "AppDelegate.m", text: code)]).filter { $0.check == "application-setter" }
    #expect(findings.map(\.line) == [3, 4])
  }
}
