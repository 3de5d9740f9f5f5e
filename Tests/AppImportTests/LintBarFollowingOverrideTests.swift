import Foundation
import SwiftSourceScan
import Testing

/// D196: qsc's file preview (round 57), pushed by a show segue onto the navigation controller of
/// a controller the code pushes (a UINavigationController whose bar shows), answers `prefersStatusBarHidden` with `hidden`, the same property its tap handler
/// gives the navigation bar (`setNavigationBarHidden(hidden, animated: true)`). While the bar
/// shows, `hidden` is false, the navigation controller's own answer (D5 changes nothing a user
/// sees); once the bar hides, the navigation controller forwards to it (R2.2).
@Suite struct LintBarFollowingOverrideTests {
  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">
      <scenes>
        <scene sceneID="b"><objects>
          <viewController id="box" customClass="Box" sceneMemberID="viewController">
            <connections><segue destination="preview" kind="show" id="s2"/></connections>
          </viewController>
        </objects></scene>
        <scene sceneID="c"><objects>
          <viewController id="preview" customClass="Preview" sceneMemberID="viewController"/>
        </objects></scene>
      </scenes>
    </document>
    """

  static func preview(_ tap: String) -> String {
    """
    class Preview: UIViewController {
      var hidden = false
      let toolbar = UIView()
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController!.setNavigationBarHidden(false, animated: true)
      }
      override var prefersStatusBarHidden: Bool {
        return hidden
      }
      @objc func tapHandler(_ sender: UITapGestureRecognizer) {
        hidden = !hidden
        \(tap)
        setNeedsStatusBarAppearanceUpdate()
      }
    }
    """
  }

  func lint(_ tap: String) -> [String] {
    let files = [
      SourceScanner.scan(path: "Box.storyboard", text: Self.storyboard),
      SourceScanner.scan(path: "Box.swift", text: "class Box: UIViewController {}"),
      SourceScanner.scan(path: "Preview.swift", text: Self.preview(tap)),
    ]
    return Linter.lint(files).map { "\($0.file):\($0.line) \($0.check)" }
  }

  @Test func D196_anOverrideThatFollowsTheNavigationBarIsNotReported() {
    #expect(lint("navigationController!.setNavigationBarHidden(hidden, animated: true)").isEmpty)
    #expect(lint("self.navigationController?.isNavigationBarHidden = self.hidden").isEmpty)
    // The bar does not follow it (a toolbar does): lost on Face ID iPhones while the bar shows (D5).
    #expect(lint("toolbar.isHidden = hidden") == ["Preview.swift:8 ignored-override"])
  }
}
