import Foundation
import SwiftSourceScan
import Testing

/// D145: a storyboard's modal segue is performed by its source scene's controller, which presents
/// the destination from itself, as `present(vc, animated:)` in that class would: what shows under
/// a presentation that does not take the bar is what shows wherever the storyboard and the code
/// put the source (D116, D130). shotvibe's add-friends screen answers `.default` in a sheet over
/// a screen held by the app's navigation controller, which answers `.default` itself (round 40).
@Suite struct LintStoryboardPresenterTests {
  static func board(style: String = "formSheet") -> String {
    InterfaceBuilderObjectiveCTests.storyboard(
      """
      <scene sceneID="s1"><objects>
          <navigationController id="a" customClass="AppNav" customModule="App" sceneMemberID="viewController">
              <connections>
                  <segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/>
              </connections>
          </navigationController>
      </objects></scene>
      <scene sceneID="s2"><objects>
          <viewController id="b" customClass="Albums" customModule="App" sceneMemberID="viewController">
              <connections>
                  <segue destination="c" kind="presentation" modalPresentationStyle="\(style)" identifier="add" id="p1"/>
              </connections>
          </viewController>
      </objects></scene>
      <scene sceneID="s3"><objects>
          <viewController id="c" customClass="AddFriends" customModule="App" sceneMemberID="viewController"/>
      </objects></scene>
      """)
  }

  static func code(nav: String, presented: String) -> String {
    """
    class AppNav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { .\(nav) } }
    class Albums: UIViewController {}
    class AddFriends: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .\(presented) } }
    // The app names a bar style elsewhere: a navigation controller's own answer may not be `.default`.
    func theme(_ bar: UINavigationBar) { bar.barStyle = .black }
    """
  }

  func lint(nav: String, presented: String, style: String = "formSheet") -> [LintFinding] {
    Linter.lint([
      SourceScanner.scan(path: "App.swift", text: Self.code(nav: nav, presented: presented)),
      SourceScanner.scan(path: "Main.storyboard", text: Self.board(style: style)),
    ])
  }

  @Test func D145_aStoryboardSegueIsPresentedByItsSourceScene() throws {
    // The source stands in AppNav, which answers `.default` itself: the sheet's `.default` shows.
    #expect(lint(nav: "default", presented: "default").isEmpty)
    // What shows there differs from what the sheet asks for: reported, at the override, with the segue.
    let finding = try #require(lint(nav: "lightContent", presented: "default").first)
    #expect(finding.check == "presentation-not-in-control")
    #expect(finding.file == "App.swift")
    #expect(finding.path.contains { $0.contains("Main.storyboard:") })
    #expect(lint(nav: "default", presented: "lightContent").map(\.check) == ["presentation-not-in-control"])
    // Full screen takes the bar: the sheet's own answer is asked.
    #expect(lint(nav: "lightContent", presented: "default", style: "fullScreen").isEmpty)
  }
}
