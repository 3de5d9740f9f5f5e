import Foundation
import SwiftSourceScan
import Testing

/// D123: a controller that adds itself as the child of a controller it is given (SCLAlertView,
/// round 20: `[_rootViewController addChildViewController:self]` on the caller's controller, or on
/// the plain root of a window it makes) is asked only where that controller forwards to it.
@Suite struct LintAddsItselfTests {
  func lint(_ files: [(String, String)]) -> [String] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) }).map { "\($0.file):\($0.line) \($0.check)" }
  }

  static let alertObjC = """
    @interface Alert : UIViewController
    @end
    @implementation Alert
    - (BOOL)prefersStatusBarHidden { return self.statusBarHidden; }
    - (void)showIn:(UIViewController *)vc {
        [vc addChildViewController:self];
        [vc.view addSubview:self.view];
    }
    @end
    """

  static let alertSwift = """
    class Alert: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
      func show(in parent: UIViewController) {
        parent.addChild(self)
        parent.view.addSubview(view)
        didMove(toParent: parent)
      }
    }
    """

  @Test func D123_aControllerAddingItselfToOneItIsGivenIsNotAsked() {
    #expect(lint([("Alert.m", Self.alertObjC)]) == ["Alert.m:4 ignored-override"])
    #expect(lint([("Alert.swift", Self.alertSwift)]) == ["Alert.swift:2 ignored-override"])
  }

  /// An app's class that forwards to a child may be the one it is given: no claim.
  @Test func D123_aForwardingClassOfTheAppMayBeTheParent() {
    let container = "class Host: UIViewController { override var childForStatusBarHidden: UIViewController? { children.last } }"
    #expect(lint([("Alert.swift", Self.alertSwift), ("Host.swift", container)]).isEmpty)
    #expect(lint([("Alert.m", Self.alertObjC), ("Host.swift", container)]).isEmpty)
  }

  /// Adding a child to itself is read as before: the class is the container.
  @Test func D123_selfAddingAChildIsUnchanged() {
    let own = "class Alert: UIViewController {\n  override var prefersStatusBarHidden: Bool { true }\n  func show() { addChild(self) }\n}"
    #expect(lint([("Alert.swift", own)]).isEmpty)
  }

  /// A method definition whose header ends in a semicolon before its body (`- (void)show:(UIViewController *)c;`
  /// then `{`), as CLImageEditor writes it (round 26), is read like any other.
  @Test func D123_aSemicolonBeforeTheBodyIsStillADefinition() {
    let semicolon = Self.alertObjC.replacingOccurrences(of: "- (void)showIn:(UIViewController *)vc {", with: "- (void)showIn:(UIViewController *)vc;\n{")
    #expect(lint([("Alert.m", semicolon)]) == ["Alert.m:4 ignored-override"])
  }
}
