import SwiftSourceScan
import Testing

/// D233: a view controller class of a system framework other than UIKit (ContactsUI's
/// CNContactViewController, a plain UIViewController subclass in Apple's documentation) is in the
/// core's class table, so an app's subclass of it is a controller whose overrides lint reads.
/// ios-other's ContactViewController answers `.default` as the root of a plain navigation
/// controller presented as a form sheet (round 73): never asked there, and the root's
/// `.lightContent` shows instead. Before, its superclass reached no class lint knew, and the
/// override was not read at all.
@Suite struct LintSystemFrameworkControllerTests {
  @Test func D233_anAppSubclassOfCNContactViewControllerIsAController() {
    let code = """
      import UIKit
      import ContactsUI
      class RootNavigationController: UINavigationController {
          override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      class MainViewController: UIViewController {
          func show(_ contact: CNContact) {
              let navigationController = UINavigationController(rootViewController: ContactViewController(for: contact))
              navigationController.modalPresentationStyle = .formSheet
              present(navigationController, animated: true, completion: nil)
          }
          class ContactViewController: CNContactViewController {
              override var preferredStatusBarStyle: UIStatusBarStyle { .default }
          }
      }
      """
    let scene = "import UIKit\n" + Fixture.sceneDelegate(root: "RootNavigationController(rootViewController: MainViewController())")
    #expect(Fixture.lint(["Main.swift": code, "Scene.swift": scene]).contains { $0.hasPrefix("Main.swift:13 ") })
    // A class of a framework the table does not hold is still not guessed to be a controller.
    let unknown = code.replacingOccurrences(of: "CNContactViewController", with: "CNUnknownViewController")
    #expect(!Fixture.lint(["Main.swift": unknown, "Scene.swift": scene]).contains { $0.hasPrefix("Main.swift:13 ") })
  }
}
