import Foundation
import SwiftSourceScan
import Testing

/// D274: D247 and D251 in Swift: the screen's height less a literal 64, wherever it is read, is
/// what a 20 pt status bar and a 44 pt navigation bar leave on a Home-button iPhone (toshi's image
/// pages, round 80; SVIP-iOS' bill list, round 98; youke's address table, round 99).
@Suite struct LintScreenLessBarsSwiftTests {
  func swift(_ body: String) -> [String] {
    let text = "import UIKit\nfinal class Pages: UIViewController {\n  func layout(table: UITableView) {\n" + body + "\n  }\n}\n"
    return Linter.lint([SourceScanner.scan(path: "Pages.swift", text: text)]).filter { $0.check == "hard-coded-height" }.map {
      "\($0.line):\($0.column) \($0.message.prefix(2))"
    }
  }

  @Test func D274_theScreensHeightLessSixtyFourIsTheBars() {
    #expect(swift("    let size = CGSize(width: view.bounds.width, height: view.bounds.height - 64)") == ["4:78 64"])
    #expect(swift("    table.frame = CGRect(x: 10, y: 100, width: KScreenW, height: KScreenH-64-60)") == ["4:75 64"])
    #expect(swift("    let h = UIScreen.main.bounds.height - 64 - 49") == ["4:43 64"])
    #expect(swift("    table.contentOffset = CGPoint(x: 0, y: ScreenHeight - 64)") == ["4:59 64"])
    // A 64 pt bar pinned to the bottom, a 64 multiplied or divided, another reading: not the bars.
    #expect(swift("    let bar = CGRect(x: 0, y: ScreenHeight - 64, width: ScreenWidth, height: 64)").isEmpty)
    #expect(swift("    let h = ScreenHeight - 64 * 2").isEmpty)
    #expect(swift("    let h = ScreenHeight - 64 / 2").isEmpty)
    #expect(swift("    let h = table.contentSize.height - 64").isEmpty)
    #expect(swift("    let h = ScreenHeight - 44").isEmpty)
  }

  /// D275: meiweini_ios (round 108) sizes eleven tables `HEIGHT-64`, where `MeasureTool.swift`
  /// holds `let HEIGHT = UIScreen.mainScreen().bounds.size.height`.
  @Test func D275_aConstantTheAppGivesTheScreensHeight() {
    let table =
      "final class Down: UIViewController {\n  func layout(table: UITableView) {\n    table.frame = CGRect(x: 0, y: 0, width: WIDTH, height: HEIGHT-64)\n  }\n}\n"
    func lint(_ measure: String) -> [String] {
      Linter.lint([SourceScanner.scan(path: "Down.swift", text: table), SourceScanner.scan(path: "MeasureTool.swift", text: measure)])
        .filter { $0.check == "hard-coded-height" }.map { "\($0.file):\($0.line)" }
    }
    #expect(
      lint("import UIKit\nlet WIDTH = UIScreen.mainScreen().bounds.size.width\nlet HEIGHT = UIScreen.mainScreen().bounds.size.height\n") == ["Down.swift:3"])
    #expect(lint("import UIKit\npublic let HEIGHT: CGFloat = UIScreen.main.bounds.height // screen\n") == ["Down.swift:3"])
    // Declared otherwise, or not at all: a name says nothing.
    #expect(lint("import UIKit\nlet HEIGHT: CGFloat = 300\n").isEmpty)
    #expect(lint("import UIKit\nlet HEIGHT = UIScreen.main.bounds.width\n").isEmpty)
    #expect(lint("").isEmpty)
  }
}
