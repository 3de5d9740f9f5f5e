import Foundation
import SwiftSourceScan
import Testing

/// D179: a push onto a navigation controller the code shows only by its static type (a
/// coordinator's stored `UINavigationController`) lands on one the app builds; when every UIKit
/// navigation controller the target builds hides its bar, that one does too (goma's Cameroon
/// app, round 53). One built with its bar shown, or a subclass the app declares, keeps the
/// push's bar unknown and shown.
@Suite struct LintBuiltNavigationBarsTests {
  static func app(hidden: Bool, extra: String = "") -> [String: String] {
    [
      "Info.plist": LintLibraryCodeTests.plistAbsent,
      "App/AppCoordinator.swift": """
      import UIKit
      final class AppCoordinator {
        let navigationController: UINavigationController
        init(window: UIWindow) {
          self.navigationController = UINavigationController()
          navigationController.setNavigationBarHidden(\(hidden), animated: false)
          window.rootViewController = navigationController
        }
      }
      \(extra)
      """,
      "App/NotificationsCoordinator.swift": """
      import UIKit
      final class Notifications: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      final class NotificationsCoordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
          navigationController.pushViewController(Notifications(), animated: true)
        }
      }
      """,
    ]
  }

  func lint(_ files: [String: String]) throws -> [String] {
    try Fixture.lintFolder(files).map(\.finding.check)
  }

  @Test func D179_everyBuiltNavigationControllerHidingItsBarHidesTheOneThePushLandsOn() throws {
    #expect(try lint(Self.app(hidden: true)).isEmpty)
  }

  @Test func D179_oneShownBarOrAnAppSubclassKeepsThePushsBarShown() throws {
    #expect(try lint(Self.app(hidden: false)) == ["ignored-override"])
    #expect(try lint(Self.app(hidden: true, extra: "final class Nav: UINavigationController {}")) == ["ignored-override"])
  }
}
