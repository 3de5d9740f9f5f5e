import Foundation
import SwiftSourceScan
import Testing

/// D198: Objective-C code after an unconditional `return` in the same block never runs
/// (IOS_App_RenRen's `tapCurrentImage`, which begins `return; //测试不允许隐藏` before hiding the
/// bar with UIApplication's setter, round 58). A `return` under a braceless `if`, in a `switch`,
/// or above an `#else` / `#endif` leaves the rest to run.
@Suite struct LintObjectiveCDeadCodeTests {
  func setterLines(_ body: String) -> [Int] {
    let code = "@implementation Viewer\n- (void)tap {\n\(body)\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: "Viewer.m", text: code)]).filter { $0.check == "application-setter" }.map(\.line)
  }

  static let hide = "[[UIApplication sharedApplication] setStatusBarHidden:YES];"

  @Test func D198_codeAfterAnUnconditionalReturnIsNotRead() {
    #expect(setterLines("    return; //测试不允许隐藏\n    \(Self.hide)").isEmpty)
    #expect(setterLines("    return;\n    if (self.full) {\n        \(Self.hide)\n    }").isEmpty)
    // Once its block closes, code after it runs again.
    #expect(setterLines("    if (self.locked) {\n        [self shake];\n        return;\n    }\n    \(Self.hide)") == [7])
    // Under a braceless if, in a switch, or above #endif: the rest may run.
    #expect(setterLines("    if (self.locked) return;\n    \(Self.hide)") == [4])
    #expect(setterLines("    switch (mode) {\n    case 0:\n        return;\n    case 1:\n        \(Self.hide)\n        break;\n    }") == [6])
    #expect(setterLines("#if DEMO\n    return;\n#endif\n    \(Self.hide)") == [6])
  }
}
