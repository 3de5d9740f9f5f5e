import Foundation
import SwiftSourceScan
import Testing

/// A storyboard segue with a custom class (a `UIStoryboardSegue` subclass) shows its destination
/// in the subclass's `perform()`, which may set any presentation style and capture, or present
/// nothing: lint does not read it, so the presentation is unknown, never the default style (D105).
@Suite struct LintCustomSegueTests {
  static let pause = """
    class Game: UIViewController {}
    class Pause: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
    class PauseSegue: UIStoryboardSegue {
      override func perform() {
        destination.modalPresentationStyle = .custom
        destination.modalPresentationCapturesStatusBarAppearance = true
        super.perform()
      }
    }
    """

  static func board(_ segueAttributes: String) -> String {
    InterfaceBuilderObjectiveCTests.storyboard(
      """
      <scene sceneID="s1"><objects>
          <viewController id="a" customClass="Game" customModule="App" sceneMemberID="viewController">
              <connections>
                  <segue destination="b" kind="presentation" identifier="pause" \(segueAttributes) id="p1"/>
              </connections>
          </viewController>
      </objects></scene>
      <scene sceneID="s2"><objects>
          <viewController id="b" customClass="Pause" customModule="App" sceneMemberID="viewController"/>
      </objects></scene>
      """)
  }

  func lint(_ segueAttributes: String) -> [LintFinding] {
    Linter.lint([SourceScanner.scan(path: "Game.swift", text: Self.pause), SourceScanner.scan(path: "Main.storyboard", text: Self.board(segueAttributes))])
  }

  @Test func D105_aCustomSegueClassPresentsInAWayLintDoesNotKnow() {
    // Delta's pause menu: the segue's perform() presents .custom and captures the status bar.
    #expect(lint(#"customClass="PauseSegue" customModule="App" customModuleProvider="target""#).isEmpty)
    // Also with a style in the storyboard: perform() may change it before presenting.
    #expect(lint(#"customClass="PauseSegue" customModule="App" modalPresentationStyle="formSheet""#).isEmpty)
    // The same segue without a custom class is UIKit's own: a sheet that does not take the bar.
    #expect(lint(#"modalPresentationStyle="formSheet""#).map(\.check) == ["presentation-not-in-control"])
  }
}
