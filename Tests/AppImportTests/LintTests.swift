import AppImport
import StatusBarCore
import SwiftSourceScan
import Testing

@Suite struct LintTests {
  func lint(_ source: String, _ context: LintContext = LintContext()) -> [LintFinding] {
    Linter.lint([ParsedFile(path: "A.swift", text: source)], context: context)
  }

  @Test func sampleAppFindsEachCheckOnce() throws {
    let scan = SourceScanner.scan(paths: [Fixture.folder + "/SampleApp"])
    let (context, _) = ProjectSettings.discover(in: [Fixture.folder + "/SampleApp"])
    #expect(context.deploymentTarget == OSVersion(12, 0))
    #expect(context.viewControllerBased == nil)
    let findings = Linter.lint(scan.files, context: context)
    #expect(findings.map(\.check).sorted() == [
      "application-setter", "child-not-a-child", "dark-content-before-ios13", "hard-coded-height", "ignored-override", "missing-update",
      "missing-update",
    ])
    let ignored = try #require(findings.first { $0.check == "ignored-override" })
    #expect(ignored.text.hasSuffix("[R2.1] (see `sbplay nav-bar-decides`)"))
    #expect(ignored.text.contains("Controllers.swift:26:3: warning: SettingsViewController.preferredStatusBarStyle is never asked"))
    let dark = try #require(findings.first { $0.check == "dark-content-before-ios13" })
    #expect(dark.line == 42, "the one inside #available is not reported")
  }

  @Test func R5_4_applicationSettersOnlyWhileViewControllerBased() {
    let source = "func f() { UIApplication.shared.setStatusBarHidden(true, with: .fade) }"
    #expect(lint(source).map(\.rule) == ["R5.4"])
    #expect(lint(source, LintContext(viewControllerBased: false)).isEmpty)
  }

  @Test func R9_1_missingUpdateNotReportedWithDidSetOrCall() {
    let bad = """
      class A: UIViewController {
        var hide = false
        override var prefersStatusBarHidden: Bool { hide }
        func tap() { self.hide = true }
      }
      """
    #expect(lint(bad).map(\.check) == ["missing-update"])
    #expect(lint(bad.replacingOccurrences(of: "self.hide = true", with: "hide.toggle()")).map(\.check) == ["missing-update"])
    #expect(lint(bad)[0].line == 4)
    let good = """
      class A: UIViewController {
        var hide = false { didSet { setNeedsStatusBarAppearanceUpdate() } }
        override var prefersStatusBarHidden: Bool { hide }
        func tap() { self.hide = true }
      }
      """
    #expect(lint(good).isEmpty)
  }

  @Test func R2_1_ignoredOverrideNotReportedWhenTheNavigationControllerForwardsOrHidesItsBar() {
    let base = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func make() -> UIViewController { UINavigationController(rootViewController: Child()) }
      """
    #expect(lint(base).map(\.rule) == ["R2.1"])
    let forwarding = base + "\nextension UINavigationController { open override var childForStatusBarStyle: UIViewController? { topViewController } }"
    #expect(lint(forwarding).isEmpty)
    let hidden = base.replacingOccurrences(
      of: "{ .lightContent } }",
      with: "{ .lightContent }\n override func viewWillAppear(_ a: Bool) { navigationController?.isNavigationBarHidden = true } }")
    #expect(lint(hidden).isEmpty)
  }

  @Test func R1_4_childOfACustomContainerThatDoesNotForward() {
    let source = """
      class Player: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      class Shell: UIViewController {
        let player = Player()
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(player)
        }
      }
      """
    let findings = lint(source)
    #expect(findings.map(\.rule) == ["R1.4"])
    #expect(findings.first?.message.contains("Override childForStatusBarHidden in Shell") == true)
    let forwarding = source.replacingOccurrences(
      of: "let player = Player()", with: "let player = Player()\n override var childForStatusBarHidden: UIViewController? { player }")
    #expect(lint(forwarding).isEmpty)
  }

  @Test func R2_2_hiddenInANavigationControllerOnFaceIDPhones() {
    let source = """
      class Player: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      func make() -> UIViewController { UINavigationController(rootViewController: Player()) }
      """
    #expect(lint(source).map(\.rule) == ["R2.2"])
    #expect(lint(source)[0].lesson == "face-id-nav-hidden")
    let forwarding = source + "\nextension UINavigationController { open override var childForStatusBarHidden: UIViewController? { topViewController } }"
    #expect(lint(forwarding).isEmpty)
  }

  @Test func R6_1_darkContentOnlyBelowIOS13() {
    let source = "class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }"
    #expect(lint(source, LintContext(deploymentTarget: OSVersion(12, 0))).map(\.rule) == ["R6.1"])
    #expect(lint(source, LintContext(deploymentTarget: OSVersion(13, 0))).isEmpty)
    #expect(lint(source).isEmpty, "no deployment target known: no guess")
  }

  @Test func R7_1_hardCodedHeightsOnlyWhereTheStatusBarIsNamed() {
    #expect(lint("let statusBarHeight: CGFloat = UIDevice.isX ? 44 : 20").count == 2)
    #expect(lint("let rowHeight: CGFloat = 44").isEmpty)
    #expect(lint("func f() { statusBarHeight = 44 }").count == 1)
    #expect(lint("let y = Constants.statusBarHeight + 44").isEmpty, "44 is the navigation bar added to it")
    #expect(lint("let isX = UIApplication.shared.statusBarFrame.height == 44").count == 1)
  }

  @Test func vendoredCodeIsReadButNotReported() {
    let app = ParsedFile(path: "App/Camera.swift", text: """
      class Camera: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func show(_ nav: UINavigationController) { nav.pushViewController(Camera(), animated: true) }
      """)
    let pod = ParsedFile(path: "Pods/NavBar/Nav.swift", text: """
      extension UINavigationController { open override var childForStatusBarStyle: UIViewController? { topViewController } }
      let statusBarHeight: CGFloat = 20
      """)
    #expect(Linter.lint([app], context: LintContext()).map(\.rule) == ["R2.1"])
    #expect(Linter.lint([app, pod], context: LintContext()).isEmpty, "the pod's extension forwards; its own code is not reported")
  }

  @Test func findingsEscapeHostileFileNames() {
    let findings = Linter.lint(
      [ParsedFile(path: "\u{1B}]0;x\u{7}.swift", text: "let statusBarHeight = 20")], context: LintContext())
    #expect(findings.count == 1)
    #expect(!findings[0].text.contains("\u{1B}"))
  }
}

@Suite struct ProjectSettingsTests {
  @Test func deploymentTargetsFromPackageAndProject() {
    #expect(ProjectSettings.packageTargets("platforms: [.iOS(.v12), .macOS(.v13)]") == [OSVersion(12, 0)])
    #expect(ProjectSettings.packageTargets(#"platforms: [.iOS("14.2")]"#) == [OSVersion(14, 2)])
    #expect(ProjectSettings.pbxprojTargets("\t\tIPHONEOS_DEPLOYMENT_TARGET = 11.0;\n\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;") == [
      OSVersion(11, 0), OSVersion(15, 0),
    ])
  }
}
