import Foundation
import SwiftSourceScan
import Testing

/// D171: in `….withUnretained(self).sink { owner, value in … }` (RxSwift, CombineExt) the
/// closure's first parameter is `self`: `owner.present(…)` presents from the enclosing class, and
/// `owner.navigationController` is its navigation controller (3dollars' medal screen presents its
/// info card from `owner`, round 51).
@Suite struct LintUnretainedSelfTests {
  static func app(presenter: String) -> String {
    """
    import UIKit
    final class Info: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class Medal: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      func bind() {
        route.main.withUnretained(self).sink { owner, value in
          let card = Info()
          card.modalPresentationStyle = .overCurrentContext
          \(presenter).present(card, animated: true)
        }
      }
    }
    final class Home: UIViewController {
      func open() {
        let nav = UINavigationController(rootViewController: Medal())
        nav.isNavigationBarHidden = true
        nav.modalPresentationStyle = .fullScreen
        present(nav, animated: true)
      }
    }
    """ + Fixture.sceneDelegate(root: "Home()")
  }

  @Test func D171_theUnretainedOwnerIsSelf() {
    // Medal presents the card from itself; where Medal stands it is asked and shows .lightContent.
    #expect(Linter.lint(source: Self.app(presenter: "owner")).isEmpty)
    // Another name is a controller lint does not know: the window's root (Home, .default) shows.
    #expect(Linter.lint(source: Self.app(presenter: "value")).map(\.check) == ["presentation-not-in-control"])
  }
}
