import Foundation
import SwiftSourceScan
import Testing

/// D164: novelreader's `#define isiOS7 ( [[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0 )`
/// (round 48): a version macro of any name, spaces in its bracket, tested as one term of `&&`
/// (`if (delegate.isReading && !isiOS7)`), or around another test, still says the block runs only
/// before iOS 7 (D144).
@Suite struct LintVersionMacroTermsTests {
  let header = "#define isiOS7 ( [[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0 )\n"

  func lines(_ body: String) -> [Int] {
    let reader = "@implementation Reader\n- (void)toggle:(BOOL)animated {\n\(body)\n}\n@end\n"
    let files = [SourceScanner.scan(path: "Common.h", text: header), SourceScanner.scan(path: "Reader.m", text: reader)]
    return Linter.lint(files).filter { $0.check == "application-setter" }.map(\.line)
  }

  let setter = "[[UIApplication sharedApplication] setStatusBarHidden:YES];"

  @Test func D164_aVersionMacroOfAnyNameIsRead() {
    #expect(lines("if (!isiOS7) {\n\(setter)\n}").isEmpty)
    #expect(lines("if (isiOS7) {\n[self setNeedsStatusBarAppearanceUpdate];\n} else {\n\(setter)\n}").isEmpty)
  }

  @Test func D164_aNegatedVersionMacroAmongTheTermsOfAnAnd() {
    #expect(lines("if (self.reading && !isiOS7) {\n\(setter)\n}").isEmpty)
    #expect(lines("if ((!isiOS7) && animated) {\n\(setter)\n}").isEmpty)
    // The else of `A || B` runs where both are false.
    #expect(lines("if (isiOS7 || animated) {\n} else {\n\(setter)\n}").isEmpty)
  }

  @Test func D164_aTestThatDoesNotExcludeTheVersionIsStillReported() {
    // The else of `A && B` may run where A is true.
    #expect(lines("if (isiOS7 && animated) {\n} else {\n\(setter)\n}") == [5])
    // `||`: the block runs where either is true.
    #expect(lines("if (!isiOS7 || animated) {\n\(setter)\n}") == [4])
    // A name that is no version macro says nothing.
    #expect(lines("if (!animated) {\n\(setter)\n}") == [4])
  }

  @Test func D164_aVersionMacroAroundAnotherTest() {
    // The innermost test is not the macro: the block around it still runs only before iOS 7.
    #expect(lines("if (!isiOS7) {\nif (!animated) {\n\(setter)\n}\n}").isEmpty)
  }

  /// D222: kcb_ios' `#define iOS7 (([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0)? 1:0)`
  /// (round 67) turns the test into a number: `if (!iOS7)` still runs only before iOS 7. A macro
  /// that turns it the other way round (`? 0 : 1`) is not read as the test.
  @Test func D222_aVersionTestTurnedIntoANumberIsTheTest() {
    func lines(_ macro: String, _ body: String) -> [Int] {
      let reader = "@implementation Guide\n- (void)viewDidLoad {\n\(body)\n}\n@end\n"
      let files = [SourceScanner.scan(path: "config.h", text: macro), SourceScanner.scan(path: "Guide.m", text: reader)]
      return Linter.lint(files).filter { $0.check == "application-setter" }.map(\.line)
    }
    let numbered = "#define iOS7    (([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0)? 1:0)\n"
    #expect(lines(numbered, "if (!iOS7) {\n\(setter)\n}").isEmpty)
    #expect(lines("#define iOS7 ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0 ? YES : NO)\n", "if (!iOS7) {\n\(setter)\n}").isEmpty)
    #expect(lines(numbered, "if (iOS7) {\n\(setter)\n}") == [4])
    #expect(lines("#define iOS7 (([[[UIDevice currentDevice] systemVersion] floatValue] >= 7.0)? 0:1)\n", "if (!iOS7) {\n\(setter)\n}") == [4])
  }

  /// D165: nethcti's `if ([[[UIDevice currentDevice] systemVersion] floatValue] < 7)` around a
  /// private status bar read (round 49), and the `SYSTEM_VERSION_LESS_THAN(@"7.0")` convention:
  /// an inline test of the running iOS, not only a macro, says the block runs before iOS 7.
  @Test func D165_anInlineVersionTestIsRead() {
    #expect(lines("if ([[[UIDevice currentDevice] systemVersion] floatValue] < 7) {\n\(setter)\n}").isEmpty)
    #expect(lines("if ([UIDevice currentDevice].systemVersion.floatValue < 7.0f && animated) {\n\(setter)\n}").isEmpty)
    #expect(lines("if (SYSTEM_VERSION_LESS_THAN(@\"7.0\")) {\n\(setter)\n}").isEmpty)
    #expect(lines("if ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0) {\n} else {\n\(setter)\n}").isEmpty)
    #expect(lines("if (SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@\"7.0\")) {\n} else {\n\(setter)\n}").isEmpty)
  }

  @Test func D165_aVersionTestThatRunsOnTodaysIOSIsStillReported() {
    // From iOS 7 on, or before iOS 17 (which apps deploy to today): the block runs today.
    #expect(lines("if ([[UIDevice currentDevice].systemVersion floatValue] >= 7.0) {\n\(setter)\n}") == [4])
    #expect(lines("if ([[UIDevice currentDevice].systemVersion floatValue] < 17) {\n\(setter)\n}") == [4])
    #expect(lines("if ([[UIDevice currentDevice].systemVersion floatValue] <= 7.0) {\n\(setter)\n}") == [4])
  }
}
