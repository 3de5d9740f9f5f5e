import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// D263: a view's top pinned 64 below its controller's view: freshake's order details
/// (SDAutoLayout, Objective-C, round 85), JobHunterIOS' web progress bars (SDAutoLayout in Swift,
/// round 94), toshi's network banner (an anchor, round 80).
@Suite struct LintPinnedBelowTheBarsTests {
  func objectiveC(_ body: String) -> [Int] {
    let text = "@implementation Details\n- (void)layout {\n" + body + "\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: "Details.m", text: text)]).filter { $0.check == "hard-coded-height" }.map(\.line)
  }

  func swift(_ body: String) -> [Int] {
    let source = "import UIKit\nfinal class Web: UIViewController {\n  override func viewDidLoad() {\n" + body + "\n  }\n}\n"
    return Linter.lint(source: source).filter { $0.check == "hard-coded-height" }.map(\.line)
  }

  @Test func D263_aTopPinnedSixtyFourBelowTheControllersViewIsTheBarsHeight() {
    #expect(objectiveC("    _scrollView.sd_layout.leftEqualToView(self.view)\n    .topSpaceToView(self.view,64)\n    .rightEqualToView(self.view);") == [4])
    #expect(swift("    _ = progressView.sd_layout().leftEqualToView(self.view)?.topSpaceToView(self.view, 64)?.heightIs(2)") == [4])
    #expect(swift("    NSLayoutConstraint.activate([banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 64)])") == [4])
    // Below another view, below the safe area, another number: a spacing.
    #expect(objectiveC("    label.sd_layout.topSpaceToView(titleLabel, 64);").isEmpty)
    #expect(objectiveC("    label.sd_layout.topSpaceToView(self.view, 20);").isEmpty)
    #expect(swift("    _ = label.sd_layout().topSpaceToView(contentTitle, 64)").isEmpty)
    #expect(swift("    banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 64).isActive = true").isEmpty)
    #expect(swift("    banner.topAnchor.constraint(equalTo: header.topAnchor, constant: 64).isActive = true").isEmpty)
  }
}
