import AppImport
import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// Lint on the core: each finding about who is asked comes from a world built from the code's
/// facts and asked of StatusBarCore's resolver.
@Suite struct LintTests {
  func lint(_ source: String, _ context: LintContext = LintContext()) -> [LintFinding] {
    Linter.lint(source: source, context: context)
  }

  @Test func sampleAppFindsEachCheckOnce() throws {
    let path = Fixture.folder + "/SampleApp"
    let scan = SourceScanner.scan(paths: [path])
    let settings = ProjectSettings.discover(in: [path])
    #expect(settings.context(for: path + "/Setup.swift").deploymentTarget == OSVersion(12, 0))
    #expect(settings.context(for: path + "/Setup.swift").viewControllerBased == nil)
    let findings = Linter.lint(scan.files, settings: settings)
    #expect(
      findings.map(\.check).sorted() == [
        "application-setter", "child-not-a-child", "dark-content-before-ios13", "hard-coded-height", "ignored-override", "missing-update",
        "missing-update",
      ])
    let ignored = try #require(findings.first { $0.check == "ignored-override" })
    #expect(ignored.rule == "R2.1")
    #expect(ignored.text.hasSuffix("[ignored-override, R2.1] (see `sbplay nav-bar-decides`)"))
    #expect(ignored.text.contains("Controllers.swift:26:3: warning: SettingsViewController.preferredStatusBarStyle is never asked"))
    #expect(ignored.path.contains { $0.contains("Setup.swift:9:5") }, "the path names the line that contains it")
    #expect(ignored.path.contains { $0.contains("in UINavigationController built at") && $0.contains("Setup.swift:8:") })
    let dark = try #require(findings.first { $0.check == "dark-content-before-ios13" })
    #expect(dark.line == 42, "the one inside #available is not reported")
  }

  @Test func R5_4_applicationSettersOnlyWhileViewControllerBased() {
    let source = "func f() { UIApplication.shared.setStatusBarHidden(true, with: .fade) }"
    #expect(lint(source).map(\.rule) == ["R5.4"])
    #expect(lint(source, LintContext(viewControllerBased: false, sdk: OSVersion(26))).isEmpty)
  }

  /// The setter is UIApplication's only on the application itself: SwiftHub's
  /// `UIApplication.shared.theme.statusBarStyle = …` is RxTheme's proxy, SwiftTheme's
  /// `theme_setStatusBarStyle:` a theming library's own selector (round 12).
  @Test func R5_4_onlyTheApplicationsOwnSetterIsUIKits() {
    #expect(lint("func f() { UIApplication.shared.theme.statusBarStyle = themeService.attribute { $0.statusBarStyle } }").isEmpty)
    #expect(lint("func f() { UIApplication.shared?.statusBarStyle = .lightContent }").map(\.rule) == ["R5.4"])
    #expect(lint("func f(_ application: UIApplication) { application.isStatusBarHidden = true }").map(\.rule) == ["R5.4"])
    let objectiveC = { (statement: String) in
      Linter.lint(source: "@implementation AppDelegate\n- (void)f\n{\n    \(statement)\n}\n@end\n", path: "AppDelegate.m").map(\.rule)
    }
    #expect(objectiveC("[[UIApplication sharedApplication] theme_setStatusBarStyle:picker animated:YES];").isEmpty)
    #expect(objectiveC("[[UIApplication sharedApplication] setStatusBarStyle:UIStatusBarStyleLightContent animated:YES];") == ["R5.4"])
    #expect(objectiveC("[UIApplication sharedApplication].statusBarHidden = YES;") == ["R5.4"])
    #expect(objectiveC("[UIApplication sharedApplication].theme.statusBarHidden = YES;").isEmpty)
    // artsy's energy keeps it in a property (round 17).
    #expect(objectiveC("[self.sharedApplication setStatusBarHidden:NO withAnimation:UIStatusBarAnimationSlide];") == ["R5.4"])
    #expect(objectiveC("[self.theme setStatusBarHidden:NO withAnimation:UIStatusBarAnimationSlide];").isEmpty)
    // No space after the receiver's bracket (JPVideoPlayer's demo, round 16).
    #expect(objectiveC("[[UIApplication sharedApplication]setStatusBarHidden:NO withAnimation:UIStatusBarAnimationFade];") == ["R5.4"])
    // MTStatusBarOverlay reads the style to colour its text.
    #expect(objectiveC("label.textColor = [UIApplication sharedApplication].statusBarStyle == UIStatusBarStyleDefault ? dark : light;").isEmpty)
    // element's MXKRoomViewController keeps the application in a local of that name.
    #expect(
      objectiveC(
        "UIApplication *sharedApplication = [UIApplication performSelector:@selector(sharedApplication)];\n    sharedApplication.statusBarHidden = YES;") == [
          "R5.4"
        ])
  }

  /// With view-controller-based appearance NO the setters are the app's mechanism, and an app
  /// built with the iOS 27 SDK finds them doing nothing on iOS 27.
  @Test func R13_2_settersTheIOS27SDKIgnores() throws {
    let source = "func f() { UIApplication.shared.statusBarStyle = .lightContent }"
    let findings = lint(source, LintContext(plist: "App/Info.plist", viewControllerBased: false))
    let finding = try #require(findings.first)
    #expect(findings.map(\.check) == ["setter-ignored-by-sdk"])
    #expect(finding.rule == "R13.2")
    #expect(finding.lesson == "sdk-versus-os")
    #expect(finding.text.contains("does nothing once the app is built with the iOS 27.0 SDK"))
    #expect(finding.text.contains("App/Info.plist sets UIViewControllerBasedStatusBarAppearance NO"))
    let built27 = lint(source, LintContext(viewControllerBased: false, sdk: OSVersion(27)))
    #expect(built27.map(\.check) == ["setter-ignored-by-sdk"])
    #expect(!built27[0].text.contains("--sdk"))
    #expect(lint(source, LintContext(viewControllerBased: false, sdk: OSVersion(18))).isEmpty, "an older SDK keeps them working")
    #expect(lint(source).map(\.check) == ["application-setter"], "with YES they were already ignored (R5.4)")
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
    let good = bad.replacingOccurrences(of: "var hide = false", with: "var hide = false { didSet { setNeedsStatusBarAppearanceUpdate() } }")
    #expect(lint(good).isEmpty)
    // Through a method of its own class that asks (AKSideMenu's `statusBarNeedsAppearanceUpdate()`,
    // round 15), however it asks: `perform(#selector(setNeedsStatusBarAppearanceUpdate))`.
    let wrapped = bad.replacingOccurrences(
      of: "func tap() { self.hide = true }",
      with:
        "func tap() { self.hide = true; statusBarNeedsUpdate() }\n  func statusBarNeedsUpdate() { UIView.animate(withDuration: 0.3) { self.perform(#selector(UIViewController.setNeedsStatusBarAppearanceUpdate)) } }"
    )
    #expect(lint(wrapped).isEmpty)
    // A didSet that asks through a method of the class (BSImagePicker's `updateStatusBar()`, round 16).
    let viaDidSet = bad.replacingOccurrences(
      of: "var hide = false",
      with:
        "var hide = false { didSet { UIView.animate(withDuration: 0.3) { self.updateStatusBar() } } }\n  func updateStatusBar() { setNeedsStatusBarAppearanceUpdate() }"
    )
    #expect(lint(viaDidSet).isEmpty)
    let unrelated = bad.replacingOccurrences(of: "func tap() { self.hide = true }", with: "func tap() { self.hide = true; reload() }\n  func reload() {}")
    #expect(lint(unrelated).map(\.check) == ["missing-update"])
  }

  @Test func R2_1_ignoredOverrideNotReportedWhenTheNavigationControllerForwardsOrHidesItsBar() {
    let base = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func make() -> UIViewController { UINavigationController(rootViewController: Child()) }
      """
    #expect(lint(base).map(\.rule) == ["R2.1"])
    let subclass = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
      func make() -> UIViewController { Nav(rootViewController: Child()) }
      """
    #expect(lint(subclass).isEmpty)
    let hidden = base.replacingOccurrences(
      of: "{ .lightContent } }",
      with: "{ .lightContent }\n override func viewWillAppear(_ a: Bool) { navigationController?.isNavigationBarHidden = true } }")
    #expect(lint(hidden).isEmpty)
  }

  /// A pushed controller's prefersStatusBarHidden is dropped by the navigation controller only on
  /// Face ID iPhones with the bar shown (D5; YPImagePicker's users saw the bar hide everywhere but
  /// on the iPhone X): the finding says so, and its fix is not barStyle (that is the style's).
  @Test func D5_hiddenOverrideUnderAVisibleNavigationBarNamesFaceIDPhones() {
    let source = """
      class Child: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      func make() -> UIViewController { UINavigationController(rootViewController: Child()) }
      """
    let findings = lint(source)
    #expect(findings.map(\.rule) == ["D5"])
    #expect(findings.first?.message.contains("is never asked on Face ID iPhones (iOS 11 and later) while the navigation bar shows") == true)
    #expect(findings.first?.message.contains("or hide the navigation bar") == true)
    #expect(findings.first?.message.contains("barStyle") == false)
  }

  /// PanModal's sample: the navigation controller answers `.lightContent` itself, and so does the
  /// controller in it. Its override is not asked, but the bar shows what it says: no finding. A
  /// different constant (or one decided at run time) is still reported.
  @Test func R2_1_anOverrideNotAskedButAnsweredAlikeByItsDeciderIsNoFinding() {
    let alike = """
      class Nav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func make() -> UIViewController { Nav(rootViewController: Child()) }
      """
    #expect(lint(alike).isEmpty)
    let different = alike.replacingOccurrences(
      of: "class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }",
      with: "class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }")
    #expect(lint(different).map(\.check) == ["ignored-override"])
    let runtime = alike.replacingOccurrences(
      of: "class Nav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }",
      with: "class Nav: UINavigationController { override var preferredStatusBarStyle: UIStatusBarStyle { isDark ? .lightContent : .default } }")
    #expect(lint(runtime).map(\.check) == ["ignored-override"])
  }

  /// ZLPhotoBrowser: the navigation controller and the controller in it both return the same
  /// configuration value; MWPhotoBrowser's menu returns NO under a navigation controller, which is
  /// what UIKit shows. Neither is a finding; YES under it still is (D5 on Face ID iPhones).
  @Test func R2_1_theSameExpressionOrTheShownValueIsAnsweredAlike() {
    let sameExpression = """
      class Nav: UINavigationController {
        override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController); isNavigationBarHidden = false }
        override var preferredStatusBarStyle: UIStatusBarStyle { Config.shared.statusBarStyle }
      }
      class Albums: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { Config.shared.statusBarStyle } }
      func make() -> UIViewController { Nav(rootViewController: Albums()) }
      """
    #expect(lint(sameExpression).isEmpty)
    let otherExpression = sameExpression.replacingOccurrences(of: "{ Config.shared.statusBarStyle } }\nfunc", with: "{ theme.statusBarStyle } }\nfunc")
    #expect(lint(otherExpression).map(\.check) == ["ignored-override"])
    let shownNo = """
      class Menu: UIViewController { override var prefersStatusBarHidden: Bool { false } }
      func make() -> UIViewController { UINavigationController(rootViewController: Menu()) }
      """
    #expect(lint(shownNo).isEmpty)
    #expect(lint(shownNo.replacingOccurrences(of: "{ false }", with: "{ true }")).map(\.rule) == ["D5"])
  }

  /// A navigation controller whose bar style nobody names answers `.default`, as seafile's file
  /// list does; once any file read names a bar style (here an appearance proxy), its answer may
  /// be another, and `.default` is not taken as alike.
  @Test func R2_1_defaultIsAlikeOnlyWhereNoBarStyleIsNamed() {
    let files = { (more: String) in
      Linter.lint([
        SourceScanner.scan(
          path: "Files.swift",
          text: """
            class Files: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .default } }
            func make() -> UIViewController { UINavigationController(rootViewController: Files()) }
            """),
        SourceScanner.scan(path: "Theme.swift", text: more),
      ]).map(\.check)
    }
    #expect(files("func theme() { UINavigationBar.appearance().tintColor = .red }").isEmpty)
    #expect(files("func theme() { UINavigationBar.appearance().barStyle = .black }") == ["ignored-override"])
    #expect(files("func theme(nav: UINavigationController) { nav.navigationBar.barStyle = .default }").isEmpty, "the default changes nothing")
    #expect(files("func theme(nav: UINavigationController) { nav.navigationBar.barStyle = style }") == ["ignored-override"])
    // A presenter lint knows nothing of (brave's popover presents itself from a parameter) may answer anything.
    let popover =
      "class Popover: UIViewController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { .default }\n  func show(from presenter: UIViewController) { modalPresentationStyle = .overCurrentContext; presenter.present(self, animated: true) }\n}"
    #expect(Linter.lint(source: popover).map(\.check) == ["presentation-not-in-control"])
    let board = #"<document><scenes><scene sceneID="s"><objects><navigationBar key="navigationBar" barStyle="black"/></objects></scene></scenes></document>"#
    #expect(
      Linter.lint([
        SourceScanner.scan(
          path: "Files.swift",
          text:
            "class Files: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .default } }\nfunc make() -> UIViewController { UINavigationController(rootViewController: Files()) }"
        ),
        SourceScanner.scan(path: "Main.storyboard", text: board),
      ]).map(\.check) == ["ignored-override"])
  }

  /// TOCropViewController's Swift wrapper returns its inner controller from childFor… and adds it
  /// with addChild in an extension of the same class further down the file: it is a child.
  @Test func R3_4_aChildAddedInAnExtensionOfTheContainerIsAChild() {
    let wrapper = """
      class Crop: UIViewController {
        let inner = Inner()
        override var childForStatusBarStyle: UIViewController? { return inner }
        override func viewDidLoad() { super.viewDidLoad(); setUp() }
      }
      extension Crop {
        fileprivate func setUp() { addChild(inner); inner.didMove(toParent: self) }
      }
      class Inner: UIViewController {}
      """
    #expect(lint(wrapper).isEmpty)
    let never = wrapper.replacingOccurrences(of: "addChild(inner); ", with: "")
    #expect(lint(never).map(\.check) == ["child-not-a-child"])
  }

  /// Pulley adds its content controllers in their properties' didSet, through a local bound by
  /// `guard let`: they are children.
  @Test func R3_4_aChildAddedThroughALocalBoundToThePropertyIsAChild() {
    let drawer = """
      class Drawer: UIViewController {
        var primaryContentViewController: UIViewController! {
          didSet {
            guard let controller = primaryContentViewController else { return }
            addChild(controller)
            controller.didMove(toParent: self)
          }
        }
        override var childForStatusBarStyle: UIViewController? { return primaryContentViewController }
      }
      """
    #expect(lint(drawer).isEmpty)
    #expect(lint(drawer.replacingOccurrences(of: "addChild(controller)", with: "print(controller)")).map(\.check) == ["child-not-a-child"])
  }

  /// D187: UIKit follows `childFor…` to any controller (R1.2): one the class shows through its view
  /// or inside a container it adds (halloapp's camera, the root of a navigation controller the
  /// class adds, round 55) is on screen under it, and nothing is reported. One it never shows is.
  @Test func D187_aControllerShownUnderTheClassIsNotReportedThoughNotAChild() {
    let camera = """
      class CameraPost: UIViewController {
        private lazy var camera = Camera()
        override var childForStatusBarStyle: UIViewController? { camera }
        override func viewDidLoad() {
          super.viewDidLoad()
          let nc = UINavigationController(rootViewController: camera)
          addChild(nc)
          view.addSubview(nc.view)
        }
      }
      class Camera: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      """
    #expect(!lint(camera).map(\.check).contains("child-not-a-child"))
    let viewOnly = camera.replacingOccurrences(
      of: "let nc = UINavigationController(rootViewController: camera)\n    addChild(nc)\n    view.addSubview(nc.view)", with: "view.addSubview(camera.view)")
    #expect(viewOnly != camera)
    #expect(!lint(viewOnly).map(\.check).contains("child-not-a-child"))
    let never = camera.replacingOccurrences(of: "UINavigationController(rootViewController: camera)", with: "UINavigationController()")
    let found = lint(never).filter { $0.check == "child-not-a-child" }
    #expect(found.count == 1)
    #expect(found.first?.message.contains("UIKit asks it all the same") == true)
  }

  /// `return topViewController?.preferredStatusBarStyle ?? …`: the navigation controller passes it on.
  @Test func handWrittenPassThroughIsForwarding() {
    let source = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Nav: UINavigationController {
        override var preferredStatusBarStyle: UIStatusBarStyle {
          if isDark { return .lightContent }
          return topViewController?.preferredStatusBarStyle ?? .default
        }
      }
      func make() -> UIViewController { Nav(rootViewController: Child()) }
      """
    #expect(lint(source).isEmpty)
  }

  /// `navigationController?.push…`: the container is whichever holds the pusher. Unknown: one
  /// world per navigation controller class the app has; asked in one means not reported.
  @Test func unknownNavigationControllerIsNeverClaimed() {
    let source = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class List: UIViewController { func open() { navigationController?.pushViewController(Child(), animated: true) } }
      """
    let plain = lint(source)
    #expect(plain.map(\.rule) == ["R2.1"])
    #expect(plain.first?.message.contains("its class is not in the code read") == true)
    let forwarding = source + "\nclass Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }"
    #expect(lint(forwarding).isEmpty)
    // `as? UINavigationController` shows the static type only: an app subclass may be the one.
    let cast = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Nav: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }
      func open(_ tabs: UITabBarController) {
        if let nav = tabs.selectedViewController as? UINavigationController { nav.pushViewController(Child(), animated: true) }
      }
      """
    #expect(lint(cast).isEmpty)
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
    #expect(findings.map(\.rule) == ["R3.4"])
    #expect(findings.first?.lesson == "custom-container")
    #expect(findings.first?.message.contains("Shell decides") == true)
    let forwarding = source.replacingOccurrences(
      of: "let player = Player()", with: "let player = Player()\n override var childForStatusBarHidden: UIViewController? { player }")
    #expect(lint(forwarding).isEmpty)
  }

  /// Asked in one place is asked: a controller both pushed under a visible bar and presented full screen.
  @Test func anOverrideAskedAnywhereIsNotReported() {
    let source = """
      class Child: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func a() -> UIViewController { UINavigationController(rootViewController: Child()) }
      func b(_ from: UIViewController) { let c = Child(); c.modalPresentationStyle = .fullScreen; from.present(c, animated: true) }
      """
    #expect(lint(source).isEmpty)
  }

  @Test func R4_2_presentationWithoutControl() throws {
    let source = """
      class Player: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      func show(_ from: UIViewController) {
        let player = Player()
        player.modalPresentationStyle = .overFullScreen
        from.present(player, animated: true)
      }
      """
    let finding = try #require(lint(source).first)
    #expect(finding.check == "presentation-not-in-control")
    #expect(finding.rule == "R4.1", "the core: only a full-screen presentation takes control")
    #expect(finding.lesson == "over-full-screen-needs-capture")
    #expect(finding.message.contains("presented with .overFullScreen at A.swift:5:3"))
    #expect(lint(source.replacingOccurrences(of: ".overFullScreen", with: ".fullScreen")).isEmpty)
    let captured = source.replacingOccurrences(
      of: "from.present", with: "player.modalPresentationCapturesStatusBarAppearance = true\n  from.present")
    #expect(lint(captured).isEmpty)
    // A style decided at run time: no world, no claim.
    #expect(lint(source.replacingOccurrences(of: ".overFullScreen", with: "style")).isEmpty)
  }

  /// `SJUIUtils.navController(for: vc)`: a function that builds a container around its argument
  /// is followed to what it returns, with the style it sets.
  @Test func factoriesThatWrapAControllerAreFollowed() throws {
    let source = """
      class Nav: UINavigationController {
        override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }
      }
      enum Utils {
        static func nav(for controller: UIViewController) -> Nav { Nav(rootViewController: controller) }
        static func popup(for controller: UIViewController) -> Nav {
          let nav = Nav(rootViewController: controller)
          nav.modalPresentationStyle = .fullScreen
          return nav
        }
      }
      class Overlay: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      func show(_ from: UIViewController) { from.present(Utils.nav(for: Overlay()), animated: true) }
      """
    let finding = try #require(lint(source).first)
    #expect(finding.check == "presentation-not-in-control")
    #expect(finding.message.contains("Overlay in Nav built at A.swift:13:"))
    #expect(lint(source.replacingOccurrences(of: "Utils.nav(for:", with: "Utils.popup(for:")).isEmpty, "popup presents it .fullScreen")
  }

  /// A factory that calls itself (or another that calls it back) is followed a few steps, never forever.
  @Test func selfCallingFactoriesEnd() {
    let source = """
      class A: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      enum F {
        static func make(_ c: UIViewController) -> UIViewController { F.other(F.make(c)) }
        static func other(_ c: UIViewController) -> UIViewController { F.make(F.other(c)) }
      }
      func show(_ from: UIViewController) { from.present(F.make(A()), animated: true) }
      """
    _ = lint(source)
  }

  @Test func swiftUISheetStatusBarHiddenIsNotAsked() throws {
    let source = """
      struct Player: View { var body: some View { Text("x").statusBarHidden(true) } }
      struct Home: View {
        @State var open = false
        var body: some View { Text("y").sheet(isPresented: $open) { Player() } }
      }
      """
    let finding = try #require(lint(source).first)
    #expect(finding.check == "presentation-not-in-control")
    #expect(finding.message.contains("Player..statusBarHidden(…)") || finding.message.contains("Player."))
    #expect(lint(source.replacingOccurrences(of: ".sheet(", with: ".fullScreenCover(")).isEmpty)
  }

  @Test func overrideInAnExtensionOfAUIKitClass() {
    let source = "extension UITabBarController { open override var childForStatusBarStyle: UIViewController? { selectedViewController } }"
    #expect(lint(source).map(\.check) == ["override-in-uikit-extension"])
    #expect(lint("class Mine: UIViewController {}\nextension Mine { override var prefersStatusBarHidden: Bool { true } }").isEmpty)
  }

  /// Slide's `extension UINavigationController` answers with what is presented
  /// (`presentedViewController?.preferredStatusBarStyle ?? …`): a controller presented without
  /// taking control may then be asked by hand from above, so "the presenter decides" is no finding
  /// (D109). vlc's extension forwards to the top only: its sheets are still reported.
  @Test func D109_aPreferenceThatAsksThePresentedControllerByHand() {
    let sheet = """
      class Detail: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Home: UIViewController { func open() { present(Detail(), animated: true) } }
      """
    #expect(lint(sheet).map(\.check) == ["presentation-not-in-control"])
    let byHand = """
      extension UINavigationController {
        open override var preferredStatusBarStyle: UIStatusBarStyle { presentedViewController?.preferredStatusBarStyle ?? .default }
      }
      """
    #expect(lint(sheet + "\n" + byHand).map(\.check) == ["override-in-uikit-extension"])
    // ownCloud's navigation controller only checks whether something is presented.
    let checks =
      "class ThemeNavigation: UINavigationController {\n  override var preferredStatusBarStyle: UIStatusBarStyle { presentedViewController == nil ? .lightContent : .default }\n}"
    #expect(lint(sheet + "\n" + checks).map(\.check) == ["presentation-not-in-control"])
    let toTop = "extension UINavigationController { open override var childForStatusBarStyle: UIViewController? { topViewController } }"
    #expect(lint(sheet + "\n" + toTop).map(\.check).sorted() == ["override-in-uikit-extension", "presentation-not-in-control"])
    // Per lane: primal's root asks what is presented whether to hide the bar, never for its
    // style (round 35), so a presented style is still lost.
    let hiddenByHand = """
      class Root: UIViewController {
        override var prefersStatusBarHidden: Bool { presentedViewController?.prefersStatusBarHidden ?? false }
      }
      """
    #expect(lint(sheet + "\n" + hiddenByHand).map(\.check) == ["presentation-not-in-control"])
    let hiddenSheet = sheet.replacingOccurrences(
      of: "override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }", with: "override var prefersStatusBarHidden: Bool { true }")
    #expect(lint(hiddenSheet).map(\.check) == ["presentation-not-in-control"])
    #expect(lint(hiddenSheet + "\n" + hiddenByHand).isEmpty)
  }

  @Test func privateStatusBarKeys() {
    #expect(lint(#"let bar = UIApplication.shared.value(forKey: "statusBar") as? UIView"#).map(\.check) == ["private-status-bar"])
    #expect(lint(#"let w = UIApplication.shared.value(forKey: "statusBarWindow")"#).map(\.check) == ["private-status-bar"])
    #expect(lint(#"let t = item.value(forKey: "title")"#).isEmpty)
  }

  /// D186: `(storyboard.instantiateViewController(withIdentifier: id) as? Intro) ?? Intro()` is an
  /// Intro either way (kindnesswall's coordinators, round 55).
  @Test func D186_aNilCoalescingFallbackNamesTheControllerEitherWay() {
    let source = """
      class Intro: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Home: UIViewController {
        func showIntro(_ id: String) {
          let vc = (UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: id) as? Intro) ?? Intro()
          vc.modalPresentationStyle = .overFullScreen
          present(vc, animated: true)
        }
      }
      """
    #expect(lint(source).map(\.check) == ["presentation-not-in-control"])
    #expect(lint(source.replacingOccurrences(of: ".overFullScreen", with: ".fullScreen")).isEmpty)
  }

  /// D190, D191: keith27staines' coordinators (round 55) push through a router's
  /// `push(viewController:animated:)`, which pushes its parameter onto a navigation controller the
  /// code shows only by its type, a controller held in `lazy var vc: UIViewController = { let vc =
  /// Applications(…); return vc }()`. A call no push helper explains places nothing.
  static let router = """
    class NavigationRouter {
      let navigationController: UINavigationController
      init(navigationController: UINavigationController) { self.navigationController = navigationController }
      func push(viewController: UIViewController, animated: Bool) { navigationController.pushViewController(viewController, animated: animated) }
    }
    class Applications: UIViewController {
      init(coordinator: Any) { super.init(nibName: nil, bundle: nil) }
      required init?(coder: NSCoder) { fatalError() }
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class ApplicationsCoordinator {
      let navigationRouter: NavigationRouter
      lazy var applicationsViewController: UIViewController = {
        let vc = Applications(coordinator: self)
        return vc
      }()
      init(navigationRouter: NavigationRouter) { self.navigationRouter = navigationRouter }
      func start() { navigationRouter.push(viewController: applicationsViewController, animated: true) }
    }
    """

  @Test func D190_aPushThroughAnAppsPushHelperIsAPush() {
    let direct = Self.router.replacingOccurrences(
      of: "lazy var applicationsViewController: UIViewController = {", with: "lazy var applicationsViewController: Applications = {")
    let found = lint(direct)
    #expect(found.map(\.check) == ["ignored-override"])
    #expect(found.first?.path.contains { $0.contains("pushed onto a navigationController") } == true, "\(found.first?.path ?? [])")
    let unexplained = direct.replacingOccurrences(
      of: "func push(viewController: UIViewController, animated: Bool) { navigationController.pushViewController(viewController, animated: animated) }",
      with: "func push(viewController: UIViewController, animated: Bool) { print(viewController) }")
    #expect(unexplained != direct)
    #expect(lint(unexplained).isEmpty)
  }

  @Test func D191_aPropertyBuiltByAClosureCalledInPlaceIsWhatItReturns() {
    #expect(lint(Self.router).map(\.check) == ["ignored-override"])
  }

  /// D181: a key path counts by its first key, in Swift and Objective-C (oschina's
  /// `valueForKeyPath:@"statusBar"`, round 52).
  @Test func D181_aPrivateKeyPathCountsByItsFirstKey() {
    let swift = lint(#"let bar = UIApplication.shared.value(forKeyPath: "statusBarWindow.statusBar") as? UIView"#)
    #expect(swift.map(\.check) == ["private-status-bar"])
    #expect(swift.first?.message.hasPrefix(#"value(forKeyPath: "statusBarWindow.statusBar")"#) == true)
    #expect(lint(#"let t = item.value(forKeyPath: "title.statusBar")"#).isEmpty)
    let objc = """
      @implementation A
      - (void)f {
          UIView *bar = [[UIApplication sharedApplication] valueForKeyPath:@"statusBar"];
      }
      @end
      """
    let found = Linter.lint([SourceScanner.scan(path: "A.m", text: objc)])
    #expect(found.map { "\($0.line) \($0.check)" } == ["3 private-status-bar"])
    let other = objc.replacingOccurrences(of: "@\"statusBar\"", with: "@\"layer.statusBarColor\"")
    #expect(Linter.lint([SourceScanner.scan(path: "A.m", text: other)]).isEmpty)
  }

  @Test func R5_2_overridesDeadWhenViewControllerBasedIsNo() {
    let source = "class A: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }"
    #expect(lint(source, LintContext(viewControllerBased: false)).map(\.check) == ["dead-with-vc-based-no"])
    #expect(lint(source, LintContext(viewControllerBased: true)).isEmpty)
    // A SwiftUI view's `.statusBar(hidden:)` is its hosting controller's answer: dead as well (jami's call screen, round 15).
    let view = "struct Call: View { var body: some View { Text(\"x\").statusBar(hidden: true) } }"
    let dead = lint(view, LintContext(viewControllerBased: false))
    #expect(dead.map(\.check) == ["dead-with-vc-based-no"])
    #expect(dead.first?.message.hasPrefix("Call's .statusBar(hidden:) is never asked") == true)
    #expect(lint(view, LintContext(viewControllerBased: true)).isEmpty)
  }

  /// MWPhotoBrowser sets the bar both ways, by the app's setting: UIApplication's setter when the
  /// app says NO (behind its own check of the key) and the override when it says YES. Under NO only
  /// the setter works, as meant: the override is not reported, nor is it reported again as ignored
  /// by a navigation controller (nothing is asked under NO). An override in a file with no setter
  /// still is.
  @Test func R5_2_anOverrideBesideTheApplicationSetterOfItsLaneIsWrittenForEitherSetting() {
    let dual = """
      class Preview: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          if !viewControllerBasedStatusBarAppearance { UIApplication.shared.isStatusBarHidden = true }
        }
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
      }
      func show(_ nav: UINavigationController) { nav.pushViewController(Preview(), animated: true) }
      """
    let no = LintContext(viewControllerBased: false)
    let findings = lint(dual, no).filter { $0.check != "setter-ignored-by-sdk" }
    #expect(findings.map(\.check) == ["dead-with-vc-based-no"], "the style lane has no setter here")
    #expect(findings.first?.message.hasPrefix("Preview.preferredStatusBarStyle") == true)
  }

  /// D149: a container that passes the question on by hand (RTRootNavigationController's
  /// `RTContainerController`, copied into smart-ios-app, round 42) has no preference of its own
  /// for NO to make dead; the one it asks is judged where that is declared.
  @Test func D149_aPassThroughHasNoPreferenceOfItsOwnToLoseUnderNo() {
    let container = """
      class Container: UIViewController {
        var content: UIViewController!
        override var preferredStatusBarStyle: UIStatusBarStyle { content.preferredStatusBarStyle }
        override var prefersStatusBarHidden: Bool { true }
      }
      """
    let findings = lint(container, LintContext(viewControllerBased: false))
    #expect(findings.map(\.check) == ["dead-with-vc-based-no"])
    #expect(findings.first?.message.hasPrefix("Container.prefersStatusBarHidden") == true)
  }

  /// D147: an app's screen that sets the bar through UIApplication's setter with no check of the
  /// setting and also overrides the lane (rogerthat's branding screen hides the bar both ways,
  /// round 41; Coding-iOS, Flux): under NO only the setter works and the override is dead.
  @Test func D147_anOverrideBesideAnUncheckedSetterIsStillDeadUnderNo() {
    let both = """
      class Branding: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); UIApplication.shared.isStatusBarHidden = true }
        override var prefersStatusBarHidden: Bool { true }
      }
      """
    let findings = lint(both, LintContext(viewControllerBased: false)).filter { $0.check != "setter-ignored-by-sdk" }
    #expect(findings.map(\.check) == ["dead-with-vc-based-no"])
    #expect(findings.first?.message.hasPrefix("Branding.prefersStatusBarHidden is never asked") == true)
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
    // A comparison in a condition, as Objective-C's is read (Whisper's notch test, round 12).
    #expect(lint("func f() -> CGFloat { if UIApplication.shared.statusBarFrame.height > 20 { return 32 } else { return 0 } }").map(\.column) == [71])
    #expect(lint("func f() { guard 20 < view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0 else { return } }").count == 1)
    #expect(lint("func f() { if statusBarStyle == .lightContent, rows > 20 { reload() } }").isEmpty, "20 is compared with rows")
    // D141: beside the status bar's own height in the same call, a literal measures something
    // else (green's drop alert label, round 35); alone in a frame named after the bar it is the bar's.
    #expect(lint("let f = CGRect(x: 10, y: statusBarHeight, width: w - 10, height: 20)").isEmpty)
    #expect(lint("let f = CGRect(x: 0, y: UIApplication.shared.statusBarFrame.height, width: w, height: 44)").isEmpty)
    #expect(lint("statusBarView.frame = CGRect(x: 0, y: 0, width: w, height: 20)").count == 1)
    // On an iPhone alone `> 20` is a notch test that holds (Pyto's device table, round 33): the iPad's
    // 24 pt bar it fails is ruled out. 44 still fails newer iPhones' 47-62 pt bars.
    #expect(lint("var hasNotch: Bool { userInterfaceIdiom == .phone && statusBarHeight > 20 }").isEmpty)
    #expect(lint("var hasNotch: Bool { UIDevice.current.userInterfaceIdiom == .phone && statusBarHeight > 20 }").isEmpty)
    #expect(lint("var hasNotch: Bool { userInterfaceIdiom == .phone && statusBarHeight == 44 }").count == 1)
    #expect(lint("var hasNotch: Bool { userInterfaceIdiom == .pad && statusBarHeight > 20 }").count == 1)
    // Round 16: FWPopupView's `left: 20` inset beside a status bar height; AdGuard's own bottom strip, 20 on iPad and 16 else.
    #expect(lint("let i = UIEdgeInsets(top: 0, left: 20, bottom: h - kStatusBarHeight, right: 0)").isEmpty)
    #expect(lint("let i = UIEdgeInsets(top: 20, left: 0, bottom: h - kStatusBarHeight, right: 0)").count == 1)
    #expect(lint("let height = statusBarWindow.isIpadTrait ? 20.0 : 16.0").isEmpty, "16 is no status bar's height")
    #expect(lint("let statusBarHeight: CGFloat = isX ? 44 : 0").count == 1, "0 is a hidden bar's")
  }

  /// Slide's `statusBarHeight = navigationController?.navigationBar.frame.minY ?? 20`: the literal is
  /// a fallback for a reading the code makes, used only when the reading is missing (D94).
  @Test func D94_aFallbackAfterAReadingIsNotAHardCodedHeight() {
    #expect(lint("func f() { statusBarHeight = (self.navigationController?.navigationBar.frame.minY ?? 20) }").isEmpty)
    #expect(lint("func f() { let statusBarHeight = view.window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 44 }").isEmpty)
    #expect(lint("func f() { let statusBarHeight: CGFloat = hasNotch ? 44 : 20 }").count == 2, "a guess by device stays")
    #expect(lint("func f() { statusBarHeight = hasNotch ? 44 : 20 }").count == 2, "assigned as it is declared")
    #expect(lint("func f() { UIApplication.shared.isStatusBarHidden = playing ? true : false }").map(\.rule) == ["R5.4"])
    // A guess only when the reading came back empty (GKPhotoBrowser's, round 14) is a fallback too.
    #expect(lint("func f() { var statusBarHeight = readBar(); if statusBarHeight == 0 { statusBarHeight = hasNotch ? 44 : 20 } }").isEmpty)
    #expect(lint("func f() { let h = statusBarFrame.height == 0 ? 20 : statusBarFrame.height }").isEmpty)
    #expect(lint("func f() { var statusBarHeight = readBar(); if statusBarHeight == 0 { return } else { statusBarHeight = 20 } }").count == 1)
    // A margin chosen where the controller is presented as a sheet (SideStore, round 17): no bar is over it.
    let sheet =
      "func f() { let statusBarHeight: Double; if let nav = navigationController, nav.presentingViewController != nil, nav.modalPresentationStyle != .fullScreen { statusBarHeight = 20 } else { statusBarHeight = 44 } }"
    #expect(lint(sheet).map(\.column) == [205], "the else branch's 44 stays")
  }

  @Test func suppressionByComment() {
    let source = "// sbplay:disable:next hard-coded-height\nlet statusBarHeight: CGFloat = 20\nlet statusBarTop: CGFloat = 20"
    #expect(lint(source).map(\.line) == [3])
    #expect(lint("let statusBarHeight: CGFloat = 20 // sbplay:disable").isEmpty)
    #expect(lint("// sbplay:disable:next missing-update\nlet statusBarHeight: CGFloat = 20").count == 1, "another check stays")
  }

  @Test func findingsEscapeHostileFileNames() {
    let findings = Linter.lint(source: "let statusBarHeight = 20", path: "\u{1B}]0;x\u{7}.swift")
    #expect(findings.count == 1)
    #expect(!findings[0].text.contains("\u{1B}"))
  }
}

@Suite struct ProjectSettingsTests {
  @Test func deploymentTargetsFromPackageAndProject() {
    #expect(ProjectSettings.packageTargets("platforms: [.iOS(.v12), .macOS(.v13)]") == [OSVersion(12, 0)])
    #expect(ProjectSettings.packageTargets(#"platforms: [.iOS("14.2")]"#) == [OSVersion(14, 2)])
  }

  /// Each target's Info.plist goes with its own deployment target; the project's fills a target without one.
  @Test func perTargetSettingsFromTheProject() throws {
    let pbx = """
      buildSettings = {
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 11.0;
      \t\t\t};
      buildSettings = {
      \t\t\t\tINFOPLIST_FILE = App/Info.plist;
      \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
      \t\t\t};
      buildSettings = {
      \t\t\t\tINFOPLIST_FILE = "Widget/Info.plist";
      \t\t\t};
      """
    let targets = ProjectSettings.pbxprojTargets(pbx)
    #expect(targets.first { $0.plist == "App/Info.plist" }?.target == OSVersion(15, 0))
    #expect(targets.first { $0.plist == "Widget/Info.plist" }?.target == OSVersion(11, 0))

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-targets-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["App", "Widget", "My.xcodeproj"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try pbx.write(toFile: root + "/My.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    let plistNo = try PropertyListSerialization.data(
      fromPropertyList: ["UIViewControllerBasedStatusBarAppearance": false], format: .xml, options: 0)
    try plistNo.write(to: URL(fileURLWithPath: root + "/Widget/Info.plist"))
    try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "App"], format: .xml, options: 0)
      .write(to: URL(fileURLWithPath: root + "/App/Info.plist"))
    let settings = ProjectSettings.discover(in: [root])
    #expect(settings.context(for: root + "/App/A.swift").deploymentTarget == OSVersion(15, 0))
    #expect(settings.context(for: root + "/App/A.swift").viewControllerBased == nil)
    #expect(settings.context(for: root + "/Widget/W.swift").viewControllerBased == false)
    #expect(settings.context(for: root + "/Widget/W.swift").deploymentTarget == OSVersion(11, 0))
  }

  /// SwiftEntryKit's Example/ holds the framework's Info.plist (FMWK) beside the demo app's
  /// DemoAppInfo.plist (view-controller-based NO); Provenance has a test bundle's
  /// `PVRetroArch-Test-Info.plist`. Only the app's plist governs the sources there.
  @Test func aFrameworksOrTestBundlesInfoPlistGovernsNothing() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-plists-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for folder in ["Example", "Core"] { try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
    func write(_ dictionary: [String: Any], _ path: String) throws {
      try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0).write(to: URL(fileURLWithPath: root + "/" + path))
    }
    try write(["CFBundlePackageType": "FMWK", "CFBundleName": "Kit"], "Example/Info.plist")
    try write(["UIViewControllerBasedStatusBarAppearance": false, "UILaunchStoryboardName": "Launch"], "Example/DemoAppInfo.plist")
    try write(["GCSupportedGameControllers": [] as [Any]], "Core/Core-Test-Info.plist")
    try write(["API_KEY": "k", "BUNDLE_ID": "b"], "Core/GoogleService-Info.plist")
    let settings = ProjectSettings.discover(in: [root])
    #expect(settings.context(for: root + "/Example/Presets.swift").viewControllerBased == false)
    #expect(settings.context(for: root + "/Example/Presets.swift").plist?.hasSuffix("DemoAppInfo.plist") == true)
    #expect(settings.context(for: root + "/Core/Core.m").plist == nil, "neither the test bundle's plist nor a service's configuration governs")
  }

  /// A container that adds a child is not thereby a root: its own override is judged only where
  /// the code shows it placed (here presented as a form sheet, never asked).
  @Test func R4_1_containerOfAChildIsNotAskedJustBecauseItHasOne() {
    let source = """
      class Page: UIViewController {}
      class Games: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override func viewDidLoad() { addChild(Page()) }
      }
      func show(from presenter: UIViewController) {
        let games = Games()
        games.modalPresentationStyle = .formSheet
        presenter.present(games, animated: true)
      }
      """
    #expect(Linter.lint(source: source).map(\.check) == ["presentation-not-in-control"])
  }

  /// An app's helper that wraps a SwiftUI view in a hosting controller is followed from the call
  /// on the view to the helper's `UIHostingController(rootView: self…)`.
  @Test func R4_1_swiftUIViewWrappedByAnAppHelperAndPresentedOverFullScreen() {
    let source = """
      import SwiftUI
      extension View {
        func embeddedInHostingController() -> UIHostingController<some View> {
          let wrapped = environmentObject(Provider()).toggleStyle(.switch)
          let host = UIHostingController(rootView: wrapped)
          return host
        }
      }
      struct Player: View {
        var body: some View { Text("x").statusBarHidden(true) }
      }
      func open(from presenter: UIViewController) {
        let player = Player().embeddedInHostingController()
        player.modalPresentationStyle = .overFullScreen
        presenter.present(player, animated: true)
      }
      """
    #expect(Linter.lint(source: source).map(\.check) == ["presentation-not-in-control"])
    #expect(Linter.lint(source: source.replacingOccurrences(of: ".overFullScreen", with: ".fullScreen")).isEmpty)
    #expect(Linter.lint(source: source.replacingOccurrences(of: "extension View", with: "extension Text")).isEmpty, "no helper of View: nothing is claimed")
  }

  /// `presenter.present(from: self)` is an app's method, not UIKit's `present(_:animated:)`: no placement.
  @Test func R4_1_anAppsPresentFromIsNotUIKitsPresent() {
    let source = """
      class Room: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        func share() { LinkPresenter().present(from: self, animated: true) }
      }
      func show(from presenter: UIViewController) { presenter.present(Room(), animated: true) }
      """
    #expect(Linter.lint(source: source).map(\.check) == ["presentation-not-in-control"], "UIKit's present of Room, a default sheet")
    let only = source.replacingOccurrences(of: "func show(from presenter: UIViewController) { presenter.present(Room(), animated: true) }", with: "")
    #expect(Linter.lint(source: only).isEmpty)
  }
}
