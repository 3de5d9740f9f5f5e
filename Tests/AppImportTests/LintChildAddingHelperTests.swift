import Foundation
import SwiftSourceScan
import Testing

/// D177: a method of a class that adds its first parameter as the class's own child
/// (`func addChildViewControllerAndChildView(_ vc: UIViewController) { … self.addChild(vc) … }`),
/// called on self with a controller, adds that controller as a child, as `addChild(_:)` itself
/// does (olvid's root controller and its initializer screen, round 53).
@Suite struct LintChildAddingHelperTests {
  static func app(helperBody: String) -> String {
    """
    import UIKit
    final class Splash: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class Root: UIViewController {
      private let splash = Splash()
      override func viewDidLoad() {
        super.viewDidLoad()
        addChildViewControllerAndChildView(splash)
      }
      private func addChildViewControllerAndChildView(_ vc: UIViewController) {
        \(helperBody)
      }
    }
    """ + Fixture.sceneDelegate(root: "Root()")
  }

  @Test func D177_aMethodThatAddsItsParameterAsAChildAddsTheControllerGiven() {
    let findings = Linter.lint(source: Self.app(helperBody: "vc.willMove(toParent: self); self.addChild(vc); view.addSubview(vc.view)"))
    #expect(findings.map(\.check) == ["ignored-override"], "\(findings)")
    #expect(findings.first?.line == 3)
  }

  @Test func D177_aMethodThatDoesNotAddItsParameterAddsNothing() {
    #expect(Linter.lint(source: Self.app(helperBody: "view.addSubview(vc.view)")).isEmpty)
  }
}
