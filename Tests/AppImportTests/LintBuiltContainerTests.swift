import Foundation
import SwiftSourceScan
import Testing

/// Pyto's themable navigation controller (round 33): presented as a form sheet around an installer
/// whose base class is a library's, built elsewhere and kept in a variable that also holds
/// controllers UIKit cannot push. Its own override is lost in the sheet.
@Suite struct LintBuiltContainerTests {
  func lint(_ sources: [String: String]) -> [String] { Fixture.lint(sources) }

  static let nav = """
    class ThemedNav: UINavigationController {
      override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .default }
    }
    """

  static func sheet(child: String) -> String {
    """
    class Pip: UIViewController {
      func run() {
        let nav = ThemedNav(rootViewController: \(child)())
        nav.modalPresentationStyle = .formSheet
        present(nav, animated: true)
      }
    }
    class Installer: UIViewController {}
    class SplitInstaller: LibrarySplitViewController {}
    """
  }

  /// D137: what the sheet's container does does not depend on its child's kind.
  @Test func D137_aChildOfUnknownKindStandsAsAPlainController() {
    #expect(lint(["Nav.swift": Self.nav, "Pip.swift": Self.sheet(child: "Installer")]) == ["Nav.swift:2 presentation-not-in-control"])
    #expect(lint(["Nav.swift": Self.nav, "Pip.swift": Self.sheet(child: "SplitInstaller")]) == ["Nav.swift:2 presentation-not-in-control"])
    // Nothing is said of the unknown child's own override.
    let own = Self.sheet(child: "SplitInstaller").replacingOccurrences(
      of: "class SplitInstaller: LibrarySplitViewController {}",
      with: "class SplitInstaller: LibrarySplitViewController { override var prefersStatusBarHidden: Bool { true } }")
    #expect(lint(["Nav.swift": Self.nav, "Pip.swift": own]) == ["Nav.swift:2 presentation-not-in-control"])
  }

  static let about = """
    class About: UITableViewController {
      func open(_ row: Int) {
        var next: UIViewController?
        switch row {
        case 1: next = ThemedNav(rootViewController: Acknowledgments())
        case 2: next = Safari()
        default: next = nil
        }
        guard let vc = next else { return }
        if row == 0 { navigationController?.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
      }
    }
    class Acknowledgments: UIViewController {}
    class Safari: UIViewController {}
    """

  /// D139: a container built and kept is not asked where lint made it a root to ask about its child.
  @Test func D139_aBuiltContainersOwnOverrideIsJudgedWhereItIsPlaced() {
    #expect(
      lint(["Nav.swift": Self.nav, "Pip.swift": Self.sheet(child: "Installer"), "About.swift": Self.about]) == [
        "Nav.swift:2 presentation-not-in-control"
      ])
    // Made a window's root, it is asked.
    #expect(
      lint([
        "Nav.swift": Self.nav,
        "Root.swift": "func setUp(w: UIWindow) { w.rootViewController = ThemedNav(rootViewController: Installer()) }\nclass Installer: UIViewController {}",
      ]) == [])
  }

  /// D138: UIKit refuses to push a navigation controller, so a push of one shows nothing.
  @Test func D138_aPushedNavigationControllerShowsNothing() {
    let pushed = """
      class Menu: UIViewController {
        func open() { navigationController?.pushViewController(ThemedNav(rootViewController: Installer()), animated: true) }
      }
      class Installer: UIViewController {}
      """
    // The only place it is put: no world, nothing claimed.
    #expect(lint(["Nav.swift": Self.nav, "Menu.swift": pushed]) == [])
    // Beside the sheet, the push does not make it asked.
    #expect(
      lint([
        "Nav.swift": Self.nav, "Menu.swift": pushed.replacingOccurrences(of: "class Installer: UIViewController {}", with: ""),
        "Pip.swift": Self.sheet(child: "Installer"),
      ]) == [
        "Nav.swift:2 presentation-not-in-control"
      ])
  }
}
