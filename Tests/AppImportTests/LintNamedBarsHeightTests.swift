import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// D253: a constant named for the navigation bar's height whose value is 64 (Giivv's
/// `NAVIGATIONBAR_HEIGHT`, LimitFree's `NAVGATION_ADD_STATUSBAR_HEIGHT`, c4msis'
/// `kNavigationAndStatusBarHeight`, rounds 89 and 90; toshi's `navigationBarHeight`, round 80).
@Suite struct LintNamedBarsHeightTests {
  /// The files written to a folder and linted from there, as `sbplay lint` reads an app (a macro
  /// nothing uses is told only on disk, D113).
  func heights(_ files: [(String, String)]) -> [String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-named-bars-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    for (name, text) in files { try? text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8) }
    return Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root]))
      .filter { $0.check == "hard-coded-height" }.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" }
  }

  static func objectiveC(_ define: String) -> [(String, String)] {
    [
      ("AppConstant.h", "#import <UIKit/UIKit.h>\n\(define)\n"),
      (
        "Base.m",
        """
        #import "AppConstant.h"
        @implementation BaseTableViewController
        - (void)viewDidLoad {
            self.tableView.frame = CGRectMake(0, 0, self.view.bounds.size.width, NAME);
        }
        @end
        """
      ),
    ]
  }

  @Test func D253_aMacroNamedForTheNavigationBarsHeightOfSixtyFour() {
    func lint(_ define: String, name: String = "NAVIGATIONBAR_HEIGHT") -> [String] {
      heights(Self.objectiveC(define).map { ($0.0, $0.1.replacingOccurrences(of: "NAME", with: name)) })
    }
    #expect(lint("#define NAVIGATIONBAR_HEIGHT 64.0f") == ["AppConstant.h:2"])
    #expect(lint("#define NAVGATION_ADD_STATUSBAR_HEIGHT 64 // status bar + nav bar", name: "NAVGATION_ADD_STATUSBAR_HEIGHT") == ["AppConstant.h:2"])
    #expect(lint("#define navigationH 64.f", name: "navigationH") == ["AppConstant.h:2"])
    #expect(lint("static const CGFloat kNavBarHeight = 64;", name: "kNavBarHeight") == ["AppConstant.h:2"])
    // A tab bar's, another 64, a name that says no height, a macro nothing uses: not it.
    #expect(lint("#define kTabNavHeight 64", name: "kTabNavHeight").isEmpty)
    #expect(lint("#define NAVIGATIONBAR_HEIGHT 44").isEmpty)
    #expect(lint("#define kNavigationView 64", name: "kNavigationView").isEmpty)
    #expect(lint("#define SHA1_BLOCK_SIZE 64", name: "SHA1_BLOCK_SIZE").isEmpty)
    #expect(lint("#define NAVIGATIONBAR_HEIGHT 64.0f", name: "OTHER").isEmpty, "nothing uses it (D113)")
  }

  /// D267: BilibiliComic's `BC_NAV_HEIGHT (BC_SCREEN_HEIGHT >= 812 ? 88 : 64)` and
  /// `BC_STATUS_HEIGHT (… ? 44 : 20)` (round 100); ExampleProject's `NavBar_Height (IS_IPhoneX ? 88 :
  /// 64)//导航栏高度` with a comment after it (round 96).
  @Test func D267_heightsChosenByANotchTest() {
    func lint(_ define: String, name: String) -> [String] {
      heights(Self.objectiveC(define).map { ($0.0, $0.1.replacingOccurrences(of: "NAME", with: name)) })
    }
    #expect(lint("#define BC_NAV_HEIGHT          (BC_SCREEN_HEIGHT >= 812 ? 88 : 64)", name: "BC_NAV_HEIGHT") == ["AppConstant.h:2"])
    #expect(lint("#define NavBar_Height (IS_IPhoneX ? 88 : 64)//导航栏高度", name: "NavBar_Height") == ["AppConstant.h:2"])
    #expect(lint("#define BC_STATUS_HEIGHT       (BC_SCREEN_HEIGHT >= 812 ? 44 : 20)", name: "BC_STATUS_HEIGHT") == ["AppConstant.h:2"])
    #expect(lint("#define NavStatusBar_Height (IS_IPhoneX ? 44 : 20) //状态栏高度", name: "NavStatusBar_Height") == ["AppConstant.h:2"])
    // A tab bar's choice, a status label's, a choice of other numbers: not it.
    #expect(lint("#define BC_TABBAR_HEIGHT (BC_SCREEN_HEIGHT >= 812 ? 83 : 49)", name: "BC_TABBAR_HEIGHT").isEmpty)
    #expect(lint("#define kTabNavHeight (IS_X ? 88 : 64)", name: "kTabNavHeight").isEmpty)
    #expect(lint("#define STATUS_LABEL_WIDTH (IS_X ? 44 : 20)", name: "STATUS_LABEL_WIDTH").isEmpty)
    #expect(lint("#define BC_NAV_HEIGHT (IS_X ? 96 : 72)", name: "BC_NAV_HEIGHT").isEmpty)
  }

  @Test func D253_aSwiftConstantNamedForTheNavigationBarsHeightOfSixtyFour() {
    func lint(_ declaration: String) -> [Int] {
      let source = """
        import UIKit
        \(declaration)
        final class Images: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.frame.origin.y = navigationBarHeight
          }
        }
        """
      return Linter.lint(source: source).filter { $0.check == "hard-coded-height" }.map(\.line)
    }
    #expect(lint("let navigationBarHeight: CGFloat = 64") == [2])
    #expect(lint("let navigationBarHeight = 64.0") == [2])
    #expect(lint("let navigationBarHeight: CGFloat = 44").isEmpty)
    #expect(lint("let navigationBarCompensation: CGFloat = 64\nlet navigationBarHeight = navigationBarCompensation").isEmpty)
  }
}
