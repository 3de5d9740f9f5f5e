import AppImport
import Foundation
import StatusBarCore
@testable import SwiftSourceScan
import Testing

/// A file without a word lint acts on is not parsed; its class declarations are read from the text
/// so that superclass chains through it still reach UIKit.
@Suite struct QuickScanTests {
  @Test func aFileWithoutRelevantWordsKeepsOnlyItsClassDeclarations() {
    let text = """
      import UIKit
      @objc(ABCThemed) public final class Themed<T>: Base, Themeable {
        class func make() -> Int { 1 }
        class var shared: Int { 2 }
      }
      struct Row: View { var body: some View { Text("") } }
      struct Model: Codable {}
      """
    let scan = SourceScanner.scan(path: "Themed.swift", text: text)
    #expect(scan.classes.map(\.name) == ["Themed", "Row"])
    #expect(scan.classes.first?.superclass == "Base")
    #expect(scan.classes.first?.location.line == 2)
    #expect(scan.placements.isEmpty && scan.uses.isEmpty)
  }

  @Test func aChainThroughAnUnparsedFileStillReachesUIKit() {
    let files = [
      SourceScanner.scan(path: "Base.swift", text: "class Base: UIViewController {}"),
      SourceScanner.scan(path: "Themed.swift", text: "class Themed: Base {}"),
      SourceScanner.scan(
        path: "Child.swift",
        text: """
          class Child: Themed { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
          func make() -> UIViewController { UINavigationController(rootViewController: Child()) }
          """),
    ]
    #expect(Linter.lint(files).map(\.rule) == ["R2.1"])
  }

  /// Read in one pass, a word is found in any case, at the file's start, middle and last byte.
  @Test func relevantWordsAreFoundInAnyCaseAnywhereInTheFile() {
    for text in ["Controller", "x.PRESENT", "let a = 1 // statusBar", "foo.forKey", "a.pushViewController", "WINDOW"] {
      #expect(QuickScan.isRelevant(Array(text.utf8)), "\(text)")
    }
    for text in ["", "contr", "struct Model: Codable { let id: Int }", "control ler", "windo", "forke"] {
      #expect(!QuickScan.isRelevant(Array(text.utf8)), "\(text)")
    }
  }

  /// D205, D207, D208 read files no word above holds (a view laid out below the bars); PaintCode's
  /// drawings (habitica's 500 KB icons, `y: 20.48`, `CGPoint(x: 14.7, y: 20)`) stay unparsed.
  @Test func D205_aFileOffsettingAViewBelowTheBarsIsParsed() {
    let yes = [
      "panel.frame = CGRect(x: w, y: 20, width: w, height: v.view.frame.height - 20)",
      "panel.frame = CGRect(x: w, y: 20.0, width: w,\n  height: v.view.frame.height - 20.0)",
      "strip.frame = CGRect(x: 0, y: 64, width: UIScreen.main.bounds.width, height: 35)",
      "table.contentOffset = CGPoint(x: 0, y: -64)",
      "table.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)",
      "let cover = UIView(frame: CGRect(x: 0, y: -20, width: bounds.width, height: bounds.height + 20))",
    ]
    let no = [
      "path.addCurve(to: CGPoint(x: 14.68, y: 20.48), controlPoint1: CGPoint(x: 14.73, y: 20.43))",
      "path.move(to: CGPoint(x: 14.7, y: 20))",
      "let r = CGRect(x: 3, y: 20, width: 8, height: 9 - 205)",
      "let inset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)",
      "let point = CGPoint(x: 5, y: -64)",
    ]
    for text in yes { #expect(QuickScan.mayOffsetBelowTheBars(Array(text.utf8)), "\(text)") }
    for text in no { #expect(!QuickScan.mayOffsetBelowTheBars(Array(text.utf8)), "\(text)") }
  }

  /// D271: SVIP-iOS' navigation bar overlay (round 98) is Swift 2, `CGRectMake(0,-20,
  /// CGRectGetWidth(bounds),CGRectGetHeight(bounds) + 20)`, in an extension holding no word above:
  /// it was never parsed, so D238 never saw it.
  @Test func D271_aFileOfSwiftTwosGeometryIsParsed() {
    let overlay = """
      extension UINavigationBar {
        func yj_setBackgroundColor(color: UIColor) {
          let overlay = UIView(frame: CGRectMake(0,-20,CGRectGetWidth(bounds),CGRectGetHeight(bounds) + 20))
          insertSubview(overlay, atIndex: 0)
        }
      }
      """
    #expect(QuickScan.isRelevant(Array(overlay.utf8)))
    let findings = Linter.lint([SourceScanner.scan(path: "UINavigationBar+Extension.swift", text: overlay)])
    #expect(findings.map { "\($0.line) \($0.check)" } == ["3 hard-coded-height"])
    #expect(!QuickScan.isRelevant(Array("let frame = CGRect(x: 0, y: 0, width: 1, height: 1)".utf8)))
  }
}
