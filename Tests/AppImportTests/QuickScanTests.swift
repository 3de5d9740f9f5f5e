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
}
