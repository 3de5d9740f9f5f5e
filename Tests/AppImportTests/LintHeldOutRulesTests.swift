import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// Rules found missing on apps lint was not tuned on (docs/lint.md, "What is read"): test
/// targets' folders are not app code (D100); Objective-C names a Swift class by its `@objc(Name)` (D101).
@Suite struct LintHeldOutRulesTests {
  func lint(_ files: [(String, String)]) -> [LintFinding] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) })
  }

  @Test func D100_testTargetFoldersAreNotReadUnlessAsked() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-tests-\(UUID().uuidString)").path
    // `components/AppBar/tests/unit`: Material's test folders are named `tests` (round 37).
    let files = [
      "App/A.swift", "AppUITests/Screen.swift", "AppTests/T.swift", "UITestsFoundation/BaseScreen.swift", "Contests/C.swift",
      "AppBar/tests/unit/U.swift",
    ]
    for file in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "let statusBarHeight: CGFloat = 20".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scan = SourceScanner.scan(paths: [root])
    #expect(scan.files.map(\.path) == [root + "/App/A.swift", root + "/Contests/C.swift"])
    #expect(scan.testsSkipped == 4)
    #expect(Linter.lint(scan.files).map(\.file) == [root + "/App/A.swift", root + "/Contests/C.swift"])
    #expect(SourceScanner.scan(paths: [root], includeTests: true).files.count == 6)
  }

  static let sheet = """
    @objc(XYZSheetViewController)
    final class SheetViewController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """
  static let presenter = """
    @implementation XYZSettingsViewController
    - (void)showSheet {
        XYZSheetViewController *sheet = [[XYZSheetViewController alloc] init];
        [self presentViewController:sheet animated:YES completion:nil];
    }
    @end
    """

  @Test func D101_objectiveCNameOfASwiftClassIsFollowed() {
    let findings = lint([("Sheet.swift", Self.sheet), ("Settings.m", Self.presenter)])
    #expect(findings.map(\.check) == [LintCheck.presentationNotInControl.rawValue])
    #expect(findings.first?.line == 3)
    #expect(findings.first?.message.contains("Settings.m:4") == true)
    // Without the @objc name the Objective-C class is another class: nothing is claimed.
    let plain = Self.sheet.replacingOccurrences(of: "@objc(XYZSheetViewController)\n", with: "")
    #expect(lint([("Sheet.swift", plain), ("Settings.m", Self.presenter)]).isEmpty)
  }
}

/// `addChild` of a method's parameter adds a controller of the parameter's type (D102).
@Suite struct LintAddChildParameterTests {
  static let source = """
    final class QueueViewController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class PlayerViewController: UIViewController {
      private func showQueue(from qvc: QueueViewController) {
        addChild(qvc)
        view.addSubview(qvc.view)
        qvc.didMove(toParent: self)
      }
    }
    """

  @Test func D102_addChildOfAParameterIsAChildOfTheMethodsClass() {
    let findings = Linter.lint(source: Self.source)
    #expect(findings.map(\.check) == [LintCheck.ignoredOverride.rawValue])
    #expect(findings.first?.line == 2)
    #expect(findings.first?.message.contains("PlayerViewController") == true)
    // A container that forwards to its children asks it: nothing to report.
    let forwarding = Self.source.replacingOccurrences(
      of: "final class PlayerViewController: UIViewController {",
      with: "final class PlayerViewController: UIViewController {\n  override var childForStatusBarStyle: UIViewController? { children.first }")
    #expect(Linter.lint(source: forwarding).isEmpty)
  }
}

/// A factory that returns a different controller from each `case` of a switch stands for each (D103).
@Suite struct LintFactorySwitchTests {
  static let source = """
    final class OnboardingViewController: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    final class WelcomeViewController: UIViewController {}
    enum OnboardingVersion { case v1, v2 }
    final class OnboardingFactory {
      static func make(version: OnboardingVersion) -> UIViewController {
        switch version {
        case .v2:
          let controller = WelcomeViewController()
          controller.modalPresentationStyle = .fullScreen
          return controller
        case .v1:
          let controller = OnboardingViewController()
          controller.modalPresentationStyle = .formSheet
          return controller
        }
      }
    }
    final class BrowserViewController: UIViewController {
      func showOnboarding() {
        let controller = OnboardingFactory.make(version: .v1)
        present(controller, animated: true)
      }
    }
    """

  @Test func D103_eachReturnOfAFactorysSwitchIsPlaced() {
    let findings = Linter.lint(source: Self.source)
    #expect(findings.map(\.check) == [LintCheck.presentationNotInControl.rawValue])
    #expect(findings.first?.line == 2)
    #expect(findings.first?.message.contains("formSheet") == true)
    // Presented full screen, it is asked: nothing to report.
    #expect(Linter.lint(source: Self.source.replacingOccurrences(of: ".formSheet", with: ".fullScreen")).isEmpty)
  }
}
