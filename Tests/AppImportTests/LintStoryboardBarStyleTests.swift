import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// A storyboard navigation controller's `<navigationBar barStyle="black">` is the bar style of the
/// world lint builds (R10.2): the navigation controller answers .lightContent, not .default.
@Suite struct LintStoryboardBarStyleTests {
  /// A navigation controller (its bar black) around Child, the storyboard's initial controller.
  static let board = InterfaceBuilderObjectiveCTests.storyboard(
    [
      #"<scene sceneID="s1"><objects><navigationController id="a" sceneMemberID="viewController">"#,
      #"<navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="nb"/>"#,
      #"<connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/></connections>"#,
      #"</navigationController></objects></scene>"#,
      #"<scene sceneID="s2"><objects><viewController id="b" customClass="Child" customModule="App" sceneMemberID="viewController"/></objects></scene>"#,
    ].joined(separator: "\n"))

  @Test func R10_2_aStoryboardNavigationBarsStyleIsRead() throws {
    let child = "class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }"
    let files = [SourceScanner.scan(path: "Child.swift", text: child), SourceScanner.scan(path: "Main.storyboard", text: Self.board)]
    let findings = Linter.lint(files)
    let finding = try #require(findings.first)
    #expect(findings.map(\.check) == ["ignored-override"])
    #expect(finding.text.contains("lightContent") || finding.text.contains("black"), "\(finding.text)")
    let plain = Self.board.replacingOccurrences(of: " barStyle=\"black\"", with: "")
    let plainFinding = try #require(Linter.lint([files[0], SourceScanner.scan(path: "Main.storyboard", text: plain)]).first)
    #expect(!plainFinding.text.contains("lightContent"), "\(plainFinding.text)")
  }
}
