import Foundation
import SwiftSourceScan
import Testing

/// D154: Save (round 46) loads its main navigation controller with `navigationBarHidden="YES"`;
/// its root keeps the bar hidden, but the darkroom, pushed by a show segue two screens on, calls
/// `navigationController?.setNavigationBarHidden(false, animated:)` in `viewWillAppear`. While it is
/// on top the bar shows and the navigation controller answers from it: the darkroom's
/// `.lightContent` is never asked. A controller that hides the bar again, or does not show it,
/// stays under the hidden bar, which forwards (R2.2).
@Suite struct LintStoryboardBarShownTests {
  static func storyboard(rootSegue: Bool) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
      <scenes>
        <scene sceneID="a"><objects>
          <navigationController navigationBarHidden="YES" id="nav" customClass="MainNavigationController" sceneMemberID="viewController">
            <connections><segue destination="\(rootSegue ? "room" : "main")" kind="relationship" relationship="rootViewController" id="s1"/></connections>
          </navigationController>
        </objects></scene>
        <scene sceneID="b"><objects>
          <viewController id="main" customClass="Main" sceneMemberID="viewController">
            <connections><segue destination="room" kind="show" id="s2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="c"><objects>
          <viewController id="room" customClass="Darkroom" sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """
  }

  static let navigation = "class MainNavigationController: UINavigationController {}"

  static func darkroom(_ appear: String) -> String {
    """
    class Darkroom: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        \(appear)
      }
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """
  }

  func lint(_ appear: String, rootSegue: Bool = false) -> [String] {
    let files = [
      SourceScanner.scan(path: "Main.storyboard", text: Self.storyboard(rootSegue: rootSegue)),
      SourceScanner.scan(path: "Nav.swift", text: Self.navigation),
      SourceScanner.scan(path: "Main.swift", text: "class Main: UIViewController {}"),
      SourceScanner.scan(path: "Darkroom.swift", text: Self.darkroom(appear)),
    ]
    return Linter.lint(files).map { "\($0.file):\($0.line) \($0.check)" }
  }

  @Test func D154_aControllerThatShowsTheBarTheStoryboardHidesIsUnderAShownBar() {
    let shows = "navigationController?.setNavigationBarHidden(false, animated: animated)"
    #expect(lint(shows) == ["Darkroom.swift:6 ignored-override"], "pushed by a show segue")
    #expect(lint(shows, rootSegue: true) == ["Darkroom.swift:6 ignored-override"], "the navigation controller's root")
    #expect(lint("navigationController?.isNavigationBarHidden = false") == ["Darkroom.swift:6 ignored-override"])
    // The bar stays hidden: it forwards to the controller on top.
    #expect(lint("print(animated)").isEmpty)
    #expect(lint("navigationController?.setNavigationBarHidden(true, animated: animated)").isEmpty)
  }
}
