import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R7.1: views laid out below a Home-button iPhone's bars with literal offsets, in Swift and
/// Objective-C (D205–D209).
@Suite struct LintFramesBelowTheBarsTests {
  func swift(_ body: String) -> [String] {
    let text = "import UIKit\nfinal class Panel: UIViewController {\n  func show(vc: UIViewController, panel: UIView) {\n" + body + "\n  }\n}\n"
    return Linter.lint([SourceScanner.scan(path: "Panel.swift", text: text)]).filter { $0.check == "hard-coded-height" }.map {
      "\($0.line):\($0.column) \($0.message.prefix(2))"
    }
  }

  func objectiveC(_ body: String) -> [String] {
    let text = "@implementation Panel\n- (void)layout {\n" + body + "\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: "Panel.m", text: text)]).filter { $0.check == "hard-coded-height" }.map {
      "\($0.line):\($0.column) \($0.message.prefix(2))"
    }
  }

  /// D205: Justaway's slide-in panels (round 59) sit at y 20 with the controller's view's height
  /// less 20: they fill what a 20 pt status bar leaves, on a notched phone under the bar. One
  /// finding a rect, at its y; with 64 the navigation bar is counted in. A subview's own height
  /// (a header's back button, WeCenter's) or a different number taken away is not the bars'.
  @Test func D205_aFrameFillingTheScreenBelowALiteralOffsetIsTheBarsHeight() {
    #expect(
      swift("    panel.frame = CGRect.init(x: vc.view.frame.width, y: 20, width: vc.view.frame.width, height: vc.view.frame.height - 20)")
        == ["4:58 20"])
    #expect(
      swift("    panel.frame = CGRect(x: 0,\n      y: 20,\n      width: vc.view.frame.size.width,\n      height: vc.view.frame.size.height - 20)") == [
        "5:10 20"
      ])
    #expect(swift("    panel.frame = CGRect(x: 0, y: 64, width: 320, height: UIScreen.main.bounds.height - 64)") == ["4:35 64"])
    #expect(swift("    panel.frame = CGRect(x: 0, y: 20.0, width: 320, height: view.window!.bounds.size.height - 20.0)") == ["4:35 20"])
    #expect(swift("    panel.frame = CGRect(x: 10, y: 20, width: 30, height: minHeight - 20)").isEmpty, "a header's own height")
    #expect(swift("    panel.frame = CGRect(x: 10, y: 20, width: 30, height: headerView.frame.height - 20)").isEmpty, "a subview's height")
    #expect(swift("    panel.frame = CGRect(x: 0, y: 20, width: 320, height: UIScreen.main.bounds.height - 40)").isEmpty, "a margin on both sides")
    #expect(swift("    panel.frame = CGRect(x: 0, y: 30, width: 320, height: view.frame.height - 30)").isEmpty)
    #expect(
      objectiveC("    self.side.frame = CGRectMake(0, 20.0f, 100, [[UIScreen mainScreen] bounds].size.height - 20.0f);") == ["3:94 20"],
      "D157 took the line first")
    #expect(objectiveC("    self.menu.frame = CGRectMake(0, 64, kScreen_Width, kScreen_Height - 64);") == ["3:36 64"])
    #expect(objectiveC("    _list = [[UITableView alloc] initWithFrame:CGRectMake(0, 20, w, CGRectGetHeight(self.view.bounds) - 20)];") == ["3:61 20"])
    #expect(objectiveC("    self.other.frame = CGRectMake(0, 20, 100, self.header.frame.size.height - 20);").isEmpty)
    // The message names both bars for 64.
    let text = "@implementation Menu\n- (void)layout {\n    self.menu.frame = CGRectMake(0, 64, kScreenWidth, kScreenHeight - 64);\n}\n@end\n"
    let finding = Linter.lint([SourceScanner.scan(path: "Menu.m", text: text)]).first
    #expect(finding?.message.contains("the status bar and a navigation bar together") == true)
    #expect(finding?.message.contains("from 64 to") == true)
  }

  /// D206: Cooliris' calendar (round 60) keeps the screen's height in a local, `CGFloat hght =
  /// [[UIScreen mainScreen] bounds].size.height;`, then sizes a view `hght - 44 - 20`: the 20 is
  /// the bar's height as it is after the reading itself (D157). A local given something else is not.
  @Test func D206_aLocalHoldingTheScreensHeightIsAReading() {
    let reading = "    CGFloat hght = [[UIScreen mainScreen] bounds].size.height;\n"
    #expect(objectiveC(reading + "    self.edit.view.frame = CGRectMake(0, 44, width, hght - 44 - 20);") == ["4:65 20"])
    #expect(objectiveC(reading + "    CGFloat tableHeight = hght - 20;") == ["4:34 20"])
    #expect(objectiveC("    CGFloat hght = self.header.frame.size.height;\n    self.edit.view.frame = CGRectMake(0, 44, width, hght - 44 - 20);").isEmpty)
    #expect(
      objectiveC(reading + "    hght = self.header.frame.size.height;\n    self.edit.view.frame = CGRectMake(0, 44, width, hght - 44 - 20);").isEmpty,
      "given something else since")
  }

  /// D207: TGFNews' menu strip (round 59), `CGRectMake(0, 64, kScreen_Width, 35)`: a strip across
  /// the screen right below a Home-button iPhone's status and navigation bars. Not with 20 (as
  /// often a margin), nor a strip narrower than the screen.
  @Test func D207_aStripAcrossTheScreenAtSixtyFourIsBelowTheBars() {
    #expect(objectiveC("    CGRect frame = CGRectMake(0, 64, kScreen_Width, 35);") == ["3:33 64"])
    #expect(swift("    let strip = UIView(frame: CGRect(x: 0, y: 64, width: UIScreen.main.bounds.width, height: 35))") == ["4:47 64"])
    #expect(objectiveC("    CGRect frame = CGRectMake(0, 64, 100, 35);").isEmpty)
    #expect(objectiveC("    CGRect frame = CGRectMake(0, 20, kScreen_Width, 35);").isEmpty)
    #expect(objectiveC("    CGRect frame = CGRectMake(10, 64, kScreen_Width, 35);").isEmpty)
  }

  /// D224: TodayHeader's tab strip (round 68) reads the screen's size into a local first, `CGSize
  /// size = [UIScreen mainScreen].bounds.size;`, then `CGRectMake(0, 64, size.width, 40)`: the
  /// local's width is the screen's, and so is a rect local's `size.width`, for D207, and its height
  /// for D205; in Swift too (`let size = UIScreen.main.bounds.size`). A local given anything else,
  /// or given another value afterwards, is not.
  @Test func D224_aLocalHoldingTheScreensSizeReadsAsTheScreen() {
    #expect(objectiveC("    CGSize size = [UIScreen mainScreen].bounds.size;\n    header.frame = CGRectMake(0, 64, size.width, 40);") == ["4:33 64"])
    #expect(objectiveC("    CGRect screen = [[UIScreen mainScreen] bounds];\n    header.frame = CGRectMake(0, 64, screen.size.width, 40);") == ["4:33 64"])
    #expect(
      objectiveC("    CGSize size = [UIScreen mainScreen].bounds.size;\n    panel.frame = CGRectMake(0, 20, size.width, size.height - 20);") == ["4:33 20"])
    #expect(objectiveC("    CGSize size = self.header.bounds.size;\n    header.frame = CGRectMake(0, 64, size.width, 40);").isEmpty)
    // Swift: a local of the function, before the rect.
    #expect(swift("    let size = UIScreen.main.bounds.size\n    let strip = UIView(frame: CGRect(x: 0, y: 64, width: size.width, height: 35))") == ["5:47 64"])
    #expect(
      swift("    let bounds = UIScreen.main.bounds\n    panel.frame = CGRect(x: 0, y: 20, width: bounds.width, height: bounds.size.height - 20)") == ["5:35 20"]
    )
    #expect(swift("    let size = panel.bounds.size\n    let strip = UIView(frame: CGRect(x: 0, y: 64, width: size.width, height: 35))").isEmpty)
    #expect(
      objectiveC(
        "    CGSize size = [UIScreen mainScreen].bounds.size;\n    size = self.header.bounds.size;\n    header.frame = CGRectMake(0, 64, size.width, 40);"
      )
      .isEmpty)
  }

  /// D208: Gyazz's list (round 60) scrolls back to `CGPointMake(0, -64.0)` after a refresh: the
  /// inset UIKit gives a table under a Home-button iPhone's bars, restored by hand. A content
  /// inset top of 64 is the same. Not a point or inset given to anything else.
  @Test func D208_aContentOffsetOrInsetOfSixtyFourIsTheBars() {
    #expect(objectiveC("    [self.tableView setContentOffset:CGPointMake(0, -64.0) animated:YES];") == ["3:54 64"])
    #expect(objectiveC("    self.tableView.contentInset = UIEdgeInsetsMake(64, 0, 0, 0);") == ["3:52 64"])
    #expect(swift("    tableView.contentOffset = CGPoint(x: 0, y: -64)") == ["4:49 64"])
    #expect(swift("    tableView.setContentOffset(CGPoint(x: 0, y: -64), animated: true)") == ["4:50 64"])
    #expect(swift("    tableView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)") == ["4:48 64"])
    #expect(swift("    let point = CGPoint(x: 0, y: -64)").isEmpty)
    #expect(objectiveC("    self.layer.anchorPoint = CGPointMake(0, -64);").isEmpty)
    #expect(objectiveC("    [self.tableView setContentOffset:CGPointMake(0, -44) animated:YES];").isEmpty)
  }

  /// D266: Studio's collection (round 100) and kuaiyaoyue's table (round 88) take the bars' 64 back
  /// out of their content inset, and Studio's indicators with it.
  @Test func D266_aContentInsetOfMinusSixtyFourIsTheBars() {
    #expect(swift("    collection.contentInset = UIEdgeInsets(top: -64, left: 0, bottom: 0, right: 0)") == ["4:50 64"])
    #expect(swift("    collection.scrollIndicatorInsets = UIEdgeInsets(top: -64, left: 0, bottom: 0, right: 0)") == ["4:59 64"])
    #expect(objectiveC("    _tableView.contentInset = UIEdgeInsetsMake(-64, 0 ,0, 0);") == ["3:49 64"])
    #expect(swift("    collection.contentInset = UIEdgeInsets(top: -20, left: 0, bottom: 0, right: 0)").isEmpty)
    #expect(swift("    button.titleEdgeInsets = UIEdgeInsets(top: -64, left: 0, bottom: 0, right: 0)").isEmpty)
  }

  /// D270: SVIP-iOS' shop in Swift 2 (`UIEdgeInsetsMake(-64, 0, 0, 0)`, round 98) and JobHunterIOS'
  /// settings clamping the offset by its y (`scrollView.contentOffset.y = -64`, round 94).
  @Test func D270_swiftTwosMakeFunctionsAndAnOffsetsYAlone() {
    #expect(swift("    tableView.contentInset = UIEdgeInsetsMake(-64, 0, 0, 0)") == ["4:48 64"])
    #expect(swift("    tableView.setContentOffset(CGPointMake(0, -64), animated: true)") == ["4:48 64"])
    #expect(swift("    if offsetY > -64 { scrollView.contentOffset.y = -64 }") == ["4:54 64"])
    #expect(swift("    scrollView.contentOffset.y = -20").isEmpty)
    #expect(swift("    panel.center.y = -64").isEmpty)
  }

  /// D209: D113 drops a height whose stored variable nothing in the app names; a local of a
  /// method (`let strip = UIView(frame: …)`) is no stored variable, and its name used nowhere else
  /// said nothing: the finding was lost.
  @Test func D209_aLocalIsNotAnUnusedDeclaration() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-local-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let panel = """
      import UIKit
      final class Panel: UIViewController {
        override func viewDidLoad() {
          let strip = UIView(frame: CGRect(x: 0, y: 64, width: view.frame.width, height: view.frame.height - 64))
          view.addSubview(strip)
        }
      }
      let unusedTop = CGRect(x: 0, y: 64, width: UIScreen.main.bounds.width, height: 35)

      """
    try panel.write(toFile: root + "/Panel.swift", atomically: true, encoding: .utf8)
    try "import UIKit\nfinal class Root: UIViewController { let panel = Panel() }\n".write(toFile: root + "/Root.swift", atomically: true, encoding: .utf8)
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
    #expect(findings.filter { $0.check == "hard-coded-height" }.map(\.line) == [4], "the global nothing names stays out")
  }
  /// D236: WXYTest's table is written `(CGRect){0, 64, width, height - 64}` (round 74), a C compound
  /// literal: read as `CGRectMake(…)` is, and its braces are part of the statement, not a block.
  @Test func D236_aCompoundLiteralRectIsReadAsCGRectMake() {
    let table = "    self.tableView = [[UITableView alloc] initWithFrame:(CGRect){0, 64, [UIScreen mainScreen].bounds.size.width, "
    #expect(objectiveC(table + "[UIScreen mainScreen].bounds.size.height - 64}];") == ["3:68 64"])
    #expect(objectiveC("    self.menu.frame = (CGRect) {0, 20, kScreen_Width, kScreen_Height - 20};") == ["3:35 20"])
    #expect(objectiveC("    self.other.frame = (CGRect){0, 20, 100, self.header.frame.size.height - 20};").isEmpty)
    // A block after a condition in brackets is still a block.
    #expect(objectiveC("    if (CGRectIsEmpty(r)) { self.menu.frame = CGRectMake(0, 64, kScreen_Width, kScreen_Height - 64); }") == ["3:61 64"])
  }
  /// D238: Label_NAV's overlay behind its navigation bar, `CGRectMake(0, -20, w, CGRectGetHeight(self.bounds)
  /// + 20)`, and its header under both bars, `CGRectMake(0, -64, w, 200 + 64)` (round 78), reach up
  /// under a 20 pt status bar by its hard-coded height; kcb_ios' store table too (round 67). Swift's
  /// `CGRect(x:y:width:height:)` alike. A raise the height does not add back, or another number, is not.
  @Test func D238_aRectRaisedUnderTheBarsByTheirOffsetIsTheBarsHeight() {
    #expect(
      objectiveC("    self.overlay = [[UIView alloc] initWithFrame:CGRectMake(0, -20, CGRectGetWidth(self.bounds), CGRectGetHeight(self.bounds) + 20)];") == [
        "3:65 20"
      ])
    #expect(
      objectiveC("    UIImageView *header = [[UIImageView alloc] initWithFrame:CGRectMake(0, -64, self.view.frame.size.width, 200 + 64)];") == ["3:77 64"])
    #expect(objectiveC("    self.table.frame = CGRectMake(0, -64, self.view.width, self.view.height - 20- APP_NAV_HEIGHT+64);") == ["3:39 64"])
    #expect(swift("    panel.frame = CGRect(x: 0, y: -20, width: vc.view.bounds.width, height: 44 + 20)") == ["4:36 20"])
    #expect(objectiveC("    self.overlay.frame = CGRectMake(0, -20, 320, 44);").isEmpty, "nothing added back")
    #expect(objectiveC("    self.overlay.frame = CGRectMake(0, -20, 320, 44 + 200);").isEmpty)
    #expect(objectiveC("    self.overlay.frame = CGRectMake(0, -10, 320, 44 + 10);").isEmpty)
    #expect(swift("    panel.frame = CGRect(x: 0, y: -20, width: 320, height: h + 20 * scale)").isEmpty, "a product, not the bar")
  }
}
