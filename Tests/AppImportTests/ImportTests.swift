import AppImport
import SceneFile
import StatusBarCore
import Testing

/// Each fixture imports to the expected structure, loads back, and the resolver names the decider.
@Suite struct ImportTests {
  func check(_ name: String, shape: String, presented: [String] = [], style: String, hidden: String? = nil) throws {
    let (result, scene) = try Fixture.importScene(name)
    let world = scene.world
    #expect(world.shape(world.root) == shape, "\(name)")
    let chain = world.presented.compactMap { world.controllers[$0] }.map { "\($0.name):\($0.modalPresentationStyle?.rawValue ?? "-")" }
    #expect(chain == presented, "\(name)")
    #expect(world.shown.styleDecider.description == style, "\(name)")
    if let hidden { #expect(world.shown.hiddenDecider.description == hidden, "\(name)") }
    #expect(result.world.shown.styleDecider == world.shown.styleDecider, "the written scene decides like the imported world")
  }

  @Test func issueExample() throws {
    try check("issue-example.txt", shape: "tabs(nav(vc,vc))", presented: ["PlayerViewController:pageSheet"], style: "UINavigationController")
  }

  @Test func pspdfkitFullScreenThenPopover() throws {
    try check(
      "pspdfkit-popover.txt", shape: "nav(vc)",
      presented: ["UINavigationController:fullScreen", "PSPDFNavigationController_2:popover"], style: "UINavigationController")
  }

  @Test func wechatTabsPickTheAppearedTabAndSubclassedNavigation() throws {
    try check("wechat-tabs.txt", shape: "tabs(nav(vc,vc),nav(vc),nav(vc))", style: "MMUINavigationController")
    let (result, _) = try Fixture.importScene("wechat-tabs.txt")
    #expect(result.yaml.contains("guessed `navigation` from the class name (ends in NavigationController)"))
    #expect(result.yaml.contains("guessed `tabBar` from the class name (ends in TabBarController)"))
  }

  @Test func wechatLoginFullScreenTakesControl() throws {
    try check("wechat-login-fullscreen.txt", shape: "nav(vc)", presented: ["MMUINavigationController_2:fullScreen"], style: "MMUINavigationController_2")
  }

  @Test func dingtalkSelectsTab0() throws {
    try check("dingtalk-pvc.txt", shape: "tabs(nav(vc,vc),nav(vc),nav(vc))", style: "DTNavigationController")
  }

  @Test func customRootWithSplitSubclass() throws {
    try check("split-overlay-menu.txt", shape: "vc(split(nav(vc),vc),vc(vc))", style: "PieOverlayMenu")
    let (result, _) = try Fixture.importScene("split-overlay-menu.txt")
    #expect(result.yaml.contains("a custom container"))
  }

  @Test func nestedSheetsBecomeTheModalChain() throws {
    try check(
      "nested-page-sheets.txt", shape: "nav(vc,vc)",
      presented: ["ViewController_3:pageSheet", "ViewController_4:pageSheet", "ViewController_5:pageSheet"], style: "UINavigationController")
  }

  @Test func overFullScreenWithoutCaptureLeavesThePresenterDeciding() throws {
    try check("ibooks-over-fullscreen.txt", shape: "vc", presented: ["BKLookupViewController:overFullScreen"], style: "BKRootViewController")
  }

  @Test func pageViewControllerRecognisedByItsView() throws {
    try check("snapshot-no-addresses.txt", shape: "tabs(nav(page(vc)),nav(vc))", style: "UINavigationController")
  }

  @Test func hostingControllerAndFormSheet() throws {
    let (result, scene) = try Fixture.importScene("swiftui-hosting-swift-po.txt")
    let root = try #require(scene.world.root.flatMap { scene.world.controllers[$0] })
    #expect(root.name == "UIHostingController_RootView")
    let hostingExists = ControllerKind(rawValue: "hosting") != nil
    #expect(root.kind.rawValue == (hostingExists ? "hosting" : "controller"))
    if !hostingExists { #expect(result.yaml.contains("sbplay has no `hosting` kind yet")) }
    let sheet = try #require(scene.world.presented.first.flatMap { scene.world.controllers[$0] })
    #expect(sheet.kind == .navigation)
    #expect(sheet.modalPresentationStyle == .formSheet)
  }

  @Test func customPresentationIsNotedAsAGuess() throws {
    try check(
      "custom-presentation.txt", shape: "tabs(nav(vc),nav(vc))", presented: ["ProductQuickLookViewController:custom"],
      style: "HomeNavigationController")
    let (result, _) = try Fixture.importScene("custom-presentation.txt")
    #expect(result.assumptions.contains { $0.contains("custom presentation controller `CardPresentationController`") })
  }

  /// `[UIViewController _printHierarchy]` prints every window: the keyboard's is skipped, the
  /// toast window becomes an extra window above the main one, and (D40) the topmost decides.
  @Test func everyWindowOfTheClassMethod() throws {
    let (result, scene) = try Fixture.importScene("all-windows-class-method.txt")
    let world = scene.world
    #expect(world.shape(world.root) == "nav(vc)")
    #expect(world.windows.map(\.name) == ["Window2"])
    #expect(world.shape(world.windows.first?.root) == "vc")
    #expect(world.shown.styleDecider.description == "ToastViewController")
    #expect(result.assumptions.first == "1 system window (keyboard, text effects) not imported: they do not affect the status bar")
    #expect(result.yaml.contains("# root of Window2, a window of its own in the dump"))
  }

  @Test func everyGuessIsACommentInTheScene() throws {
    let (result, _) = try Fixture.importScene("issue-example.txt")
    #expect(result.yaml.contains("# device and iOS version are not in a dump"))
    #expect(result.yaml.contains("# bar style and isNavigationBarHidden are not in a dump"))
    #expect(result.yaml.contains("# modalPresentationStyle pageSheet from `_UIPageSheetPresentationController`"))
  }

  @Test func hostileClassNamesCannotBreakTheSceneOrTheTerminal() throws {
    let dump = "<UINavigationController 0x1>, state: appeared, view: <V 0x2>\n"
      + "   | <Evil\u{1B}[31m\u{2028}name: x\u{85}root: 0x3>, state: appeared, view: <V 0x4>\n"
    let result = try DumpImporter.importDump(dump, file: "evil.txt")
    let scene = try SceneLoader.load(text: result.yaml, fileName: "evil.yaml")
    #expect(scene.world.shape(scene.world.root) == "nav(vc)")
    for text in [result.yaml] + result.assumptions {
      #expect(!text.contains("\u{1B}") && !text.contains("\u{2028}") && !text.contains("\u{85}"))
    }
  }
}
