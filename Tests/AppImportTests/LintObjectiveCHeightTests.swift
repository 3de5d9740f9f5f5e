import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R7.1 in Objective-C and Objective-C++: a literal 20 or 44 given as the status bar's height.
@Suite struct LintObjectiveCHeightTests {
  func lines(_ path: String, _ body: String) -> [Int] {
    let text = "@implementation Drawer\n- (void)layout {\n" + body + "\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: path, text: text)]).filter { $0.check == "hard-coded-height" }.map(\.line)
  }

  /// MMDrawerController draws a 20 pt band where the status bar is; TZImagePickerController's
  /// 44 x 44 buttons below it and its `statusBarHeight + 44` are not the bar's height.
  @Test func R7_1_objectiveCHeightsGivenAsTheStatusBarsAreReported() {
    #expect(lines("Drawer.m", "    _dummyStatusBarView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 20)];") == [3])
    #expect(lines("Drawer.m", "    CGFloat statusBarHeight = 20.0f;") == [3])
    #expect(lines("Drawer.mm", "    if ([UIApplication sharedApplication].statusBarFrame.size.height == 44) { self.top = 88; }") == [3])
    #expect(lines("Drawer.m", "    _backButton.frame = CGRectMake(10, 10 + statusBarHeightInterval, 44, 44);").isEmpty)
    #expect(lines("Drawer.m", "    _icon.frame = CGRectMake(20, [Tools statusBarHeight] + 44 + 10, 28, 28);").isEmpty)
    #expect(lines("Drawer.m", "    _statusBarView.frame = CGRectMake(20, 0, 28, 28);").isEmpty, "an x, not a height")
    #expect(lines("Drawer.m", "    rect.size.height -= 20.0f; // status bar").isEmpty)
    #expect(lines("Drawer.m", "    frame.origin.y = 20;").isEmpty, "nothing names the status bar")
  }

  @Test func objectiveCPlusPlusFilesAreRead() {
    #expect(SourceDiscovery.language(of: "Map.mm") == .objectiveC)
    #expect(lines("Map.mm", "    CGFloat statusBarHeight = 20;") == [3])
  }
}
