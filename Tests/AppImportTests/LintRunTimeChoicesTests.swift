import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// A presentation style chosen at run time (a conditional value, an assignment in one branch of
/// an `if` or `switch`) is each of its choices: a finding must hold in all of them (D104).
@Suite struct LintRunTimeStyleTests {
  static func source(_ setting: String) -> String {
    """
    class Login: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    func show(from presenter: UIViewController, first: Bool, kind: Int) {
      let login = Login()
      \(setting)
      presenter.present(login, animated: true)
    }
    """
  }

  @Test func D104_aConditionalStyleIsEachOfItsChoices() {
    // Full screen on one path: asked there, so nothing is claimed.
    #expect(Linter.lint(source: Self.source("login.modalPresentationStyle = first ? .fullScreen : .automatic")).isEmpty)
    #expect(Linter.lint(source: Self.source("login.modalPresentationStyle = kind == 0 ? .pageSheet : kind == 1 ? .formSheet : .fullScreen")).isEmpty)
    // Both choices sheets: never asked, whichever runs.
    let sheets = Linter.lint(source: Self.source("login.modalPresentationStyle = first ? .pageSheet : .formSheet"))
    #expect(sheets.map(\.check) == [LintCheck.presentationNotInControl.rawValue])
    #expect(sheets.first?.line == 2)
  }

  @Test func D104_aStyleSetInOneBranchIsDecidedAtRunTime() {
    let ifElse = "if first { login.modalPresentationStyle = .fullScreen } else { login.modalPresentationStyle = .pageSheet }"
    #expect(Linter.lint(source: Self.source(ifElse)).isEmpty)
    let onlyIf = "if first { login.modalPresentationStyle = .fullScreen }"
    #expect(Linter.lint(source: Self.source(onlyIf)).isEmpty)
    let cases = """
      switch kind {
        case 0: login.modalPresentationStyle = .formSheet
        default: login.modalPresentationStyle = .fullScreen
        }
      """
    #expect(Linter.lint(source: Self.source(cases)).isEmpty)
    // Set on every path: still a claim.
    #expect(Linter.lint(source: Self.source("login.modalPresentationStyle = .pageSheet")).count == 1)
  }

  /// Habitica's FaintViewController: the style is set inside `if var top = …` and the same branch
  /// presents it, so the presentation only ever happens with that style: still a claim.
  @Test func D104_aStyleSetInTheBranchThatPresentsIsNotAChoice() {
    let faint = """
      class Faint: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { Theme.isDark ? .lightContent : .default }
        func show() {
          if var top = UIApplication.topViewController() {
            if let tabs = top.tabBarController { top = tabs }
            self.modalPresentationStyle = .overCurrentContext
            top.present(self, animated: true) {}
          }
        }
      }
      """
    #expect(Linter.lint(source: faint).map(\.check) == [LintCheck.presentationNotInControl.rawValue])
    let local = Self.source("if first { login.modalPresentationStyle = .pageSheet; presenter.present(login, animated: true); return }")
    #expect(Linter.lint(source: local).count == 1, "a page sheet in the branch that presents it, the default style after it: never asked either way")
  }

  @Test func D104_aConditionalStyleInTheControllersInitIsDecidedAtRunTime() {
    let source = """
      class Rewards: UIViewController {
        init() {
          super.init(nibName: nil, bundle: nil)
          modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .phone ? .fullScreen : .formSheet
        }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      func show(from presenter: UIViewController) { presenter.present(Rewards(), animated: true) }
      """
    #expect(Linter.lint(source: source).isEmpty)
    let sheet = source.replacingOccurrences(of: "UIDevice.current.userInterfaceIdiom == .phone ? .fullScreen : .formSheet", with: ".formSheet")
    #expect(Linter.lint(source: sheet).count == 1)
  }
}

/// The deployment target of files no Info.plist governs: a local package's `platforms`, else the
/// main project's, never a bundled project's lower one (D110).
@Suite struct LintPackageDeploymentTargetTests {
  static func project(plist: String?, target: String) -> String {
    "objects = {\n1 = { buildSettings = {\n\(plist.map { "INFOPLIST_FILE = \($0);" } ?? "")\nIPHONEOS_DEPLOYMENT_TARGET = \(target);\n};\n};\n};\n"
  }

  @Test func D110_packagesAndTheMainProjectGovernWhatNoInfoPlistDoes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-d110-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "App/Client.xcodeproj/project.pbxproj": Self.project(plist: "Info.plist", target: "15.0"),
      "Sources/Storage/Storage.xcodeproj/project.pbxproj": Self.project(plist: nil, target: "8.1"),
      "Package.swift": "let package = Package(name: \"Brave\", platforms: [.iOS(.v15), .macOS(.v12)])",
      "Kit/Package.swift": "let package = Package(name: \"Kit\", platforms: [.iOS(\"14.0\")])",
    ]
    for (path, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
    try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App"], format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: root + "/App/Info.plist"))
    let settings = ProjectSettings.discover(in: [root])
    #expect(settings.context(for: root + "/App/A.swift").deploymentTarget == OSVersion(15, 0))
    #expect(settings.context(for: root + "/Sources/Brave/Browser.swift").deploymentTarget == OSVersion(15, 0))
    #expect(settings.context(for: root + "/Kit/Sources/Kit/K.swift").deploymentTarget == OSVersion(14, 0))
    #expect(settings.fallback.deploymentTarget == OSVersion(15, 0), "the main project's, not the bundled 8.1")
    let source = "class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }"
    let scan = SourceScanner.scan(path: root + "/Sources/Brave/Browser.swift", text: source)
    #expect(Linter.lint([scan], settings: settings).isEmpty, "iOS 15 has .darkContent")
  }
}

/// A storyboard reference (`viewControllerPlaceholder`) is the scene it names in the other
/// storyboard: its identified one, else its initial one (D111).
@Suite struct LintStoryboardReferenceTests {
  static let code = """
    class Forwarding: UINavigationController {
      override var childForStatusBarStyle: UIViewController? { topViewController }
    }
    class Instructions: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    func help(from presenter: UIViewController) {
      presenter.present(UINavigationController(rootViewController: Instructions()), animated: true)
    }
    """

  /// Settings: a forwarding navigation controller whose root shows `reference`.
  static func settings(_ reference: String) -> String {
    InterfaceBuilderObjectiveCTests.storyboard(
      [
        #"<scene sceneID="s1"><objects><navigationController id="a" customClass="Forwarding" customModule="App" sceneMemberID="viewController">"#,
        #"<connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r1"/></connections>"#,
        #"</navigationController></objects></scene>"#,
        #"<scene sceneID="s2"><objects><tableViewController id="b" sceneMemberID="viewController">"#,
        #"<connections><segue destination="p" kind="show" id="g1"/></connections></tableViewController>"#,
        reference, #"</objects></scene>"#,
      ].joined(separator: "\n"))
  }

  static let authentication = InterfaceBuilderObjectiveCTests.storyboard(
    #"<scene sceneID="s9"><objects><viewController id="i" storyboardIdentifier="instructions" customClass="Instructions" customModule="App" sceneMemberID="viewController"/></objects></scene>"#,
    initial: "i")

  func lint(_ reference: String, authentication: Bool = true) -> [LintFinding] {
    var files = [SourceScanner.scan(path: "App.swift", text: Self.code), SourceScanner.scan(path: "Settings.storyboard", text: Self.settings(reference))]
    if authentication { files.append(SourceScanner.scan(path: "Authentication.storyboard", text: Self.authentication)) }
    // The app's main storyboard is another: Authentication's initial scene is not a window root.
    var settings = ProjectSettings()
    settings.mainStoryboards = ["Main"]
    return Linter.lint(files, settings: settings)
  }

  @Test func D111_aStoryboardReferenceIsTheSceneItNames() {
    let byIdentifier =
      #"<viewControllerPlaceholder storyboardName="Authentication" referencedIdentifier="instructions" id="p" sceneMemberID="viewController"/>"#
    let initial = #"<viewControllerPlaceholder storyboardName="Authentication" id="p" sceneMemberID="viewController"/>"#
    // Shown in the forwarding navigation controller: asked there, so the sheet elsewhere is not a claim.
    #expect(lint(byIdentifier).isEmpty)
    #expect(lint(initial).isEmpty)
    // The referenced storyboard not read: only the sheet is known, and it is reported.
    #expect(lint(byIdentifier, authentication: false).map(\.line) == [5])
  }
}
