import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// missing-update asks the core when UIKit picks a change up without the controller's own
/// setNeedsStatusBarAppearanceUpdate(): before the controller appears, on an event another
/// handler answers with an update or a trait change (D92), while the app leaves the screen (D93).
@Suite struct LintUpdateEventTests {
  func lint(_ files: [(String, String)]) -> [LintFinding] {
    Linter.lint(files.map { SourceScanner.scan(path: $0.0, text: $0.1) })
  }

  static let themed = """
    class Themed: UIViewController {
      private var theme = Theme.light
      override var preferredStatusBarStyle: UIStatusBarStyle { theme.statusBarStyle }
      override func viewDidLoad() {
        super.viewDidLoad()
        update(theme: theme)
        NotificationCenter.default.addObserver(self, selector: #selector(themeDidChange), name: .themeDidChange, object: nil)
      }
      @objc private func themeDidChange() { update(theme: ThemeService.shared.theme) }
      private func update(theme: Theme) { self.theme = theme }
    }
    """

  static let coordinator = """
    final class AppCoordinator: NSObject {
      let window: UIWindow
      func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(self.themeDidChange), name: Notification.Name.themeDidChange, object: nil)
      }
      @objc private func themeDidChange() { update(with: ThemeService.shared.theme) }
      private func update(with theme: Theme) {
        for window in UIApplication.shared.windows { window.overrideUserInterfaceStyle = theme.userInterfaceStyle }
      }
    }
    """

  @Test func D92_aThemeChangeTheAppAnswersWithATraitChangeIsPickedUp() {
    #expect(lint([("Themed.swift", Self.themed)]).map(\.check) == ["missing-update"], "nothing else answers the event")
    #expect(lint([("Themed.swift", Self.themed), ("AppCoordinator.swift", Self.coordinator)]).isEmpty)
    // Another controller's setNeedsStatusBarAppearanceUpdate() on the same notification re-runs the walk (R9.2).
    let tabs = """
      final class Tabs: UITabBarController {
        override func viewDidLoad() {
          NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.setNeedsStatusBarAppearanceUpdate()
          }
        }
      }
      """
    #expect(lint([("Themed.swift", Self.themed), ("Tabs.swift", tabs)]).isEmpty)
    // An update on another notification does not cover this one.
    let other = tabs.replacingOccurrences(of: ".themeDidChange", with: ".languageDidChange")
    #expect(lint([("Themed.swift", Self.themed), ("Tabs.swift", other)]).map(\.check) == ["missing-update"])
  }

  /// goSellSDK sets the embedded navigation controller a preference reads in
  /// `prepare(for:sender:)` (round 16): the segue's transition follows (an embed while the view
  /// loads, a push or presentation after which UIKit asks again).
  @Test func D92_aChangeInPrepareForSegueIsPickedUpByTheTransition() {
    let container = """
      class Container: UIViewController {
        var content: UINavigationController?
        override var preferredStatusBarStyle: UIStatusBarStyle { content?.topViewController?.preferredStatusBarStyle ?? .default }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
          if let nav = segue.destination as? UINavigationController { self.content = nav }
        }
        func swap(_ nav: UINavigationController) { self.content = nav }
      }
      """
    #expect(lint([("Container.swift", container)]).map { "\($0.check) \($0.line)" } == ["missing-update 7"], "the action's change is reported, not prepare's")
    #expect(StatusBarRequery.needsNoUpdate(in: "prepare"))
    // Objective-C's selectors name the same methods (D128 reads them from the core's list).
    for selector in ["prepareForSegue", "viewWillAppear", "viewDidDisappear", "initWithNibName", "dealloc"] {
      #expect(StatusBarRequery.needsNoUpdate(inObjectiveC: selector), "\(selector)")
    }
    #expect(!StatusBarRequery.needsNoUpdate(inObjectiveC: "setCenterViewController"))
    #expect(!StatusBarRequery.needsNoUpdate(inObjectiveC: "viewDidAppear"))
  }

  @Test func D92_aChangeAlsoReachedFromAnActionIsStillReported() {
    let action = Self.themed.replacingOccurrences(
      of: "  private func update(theme: Theme)", with: "  @IBAction func tap() { update(theme: .dark) }\n  private func update(theme: Theme)")
    #expect(lint([("Themed.swift", action), ("AppCoordinator.swift", Self.coordinator)]).map(\.line) == [11])
  }

  @Test func D92_aChangeOnlyBeforeTheControllerAppearsIsNotReported() {
    let setup = """
      class Setup: UIViewController {
        private var hidden = false
        override var prefersStatusBarHidden: Bool { hidden }
        override func viewDidLoad() { super.viewDidLoad(); configure() }
        private func configure() { hidden = true }
        func later() { hidden = false }
      }
      """
    #expect(lint([("Setup.swift", setup)]).map(\.line) == [6], "viewDidLoad's path is fine; later() may run on screen")
  }

  /// YPImagePicker's picker clears a flag in viewWillDisappear: nobody sees the bar change while
  /// the controller is leaving, and UIKit asks it again when it comes back.
  @Test func D92_aChangeAsTheControllerLeavesTheScreenIsNotReported() {
    let picker = """
      class Picker: UIViewController {
        var shouldHide = false
        override var prefersStatusBarHidden: Bool { shouldHide }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); shouldHide = false }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); reset() }
        private func reset() { shouldHide = false }
        func cameraStarted() { shouldHide = true }
      }
      """
    #expect(lint([("Picker.swift", picker)]).map(\.line) == [7], "only the change made while on screen is reported")
  }

  @Test func D93_aChangeWhileTheSceneDeactivatesIsNotReported() {
    let reader = """
      class Reader: UIViewController {
        var statusBarHidden = false
        override var prefersStatusBarHidden: Bool { statusBarHidden }
        override func viewDidLoad() {
          addObserver(forName: UIScene.willDeactivateNotification) { [weak self] _ in
            self?.statusBarHidden = false
          }
          addObserver(forName: UIScene.didActivateNotification) { [weak self] _ in
            self?.statusBarHidden = true
          }
        }
      }
      """
    #expect(lint([("Reader.swift", reader)]).map(\.line) == [9], "only the change made as the scene becomes active again is reported")
    #expect(RuleBook.entry("D93")?.confidence == .unsure)
  }
}
