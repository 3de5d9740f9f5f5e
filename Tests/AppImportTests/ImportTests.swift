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

  // Real dumps found in public pages after the importer was written; the expected deciders were
  // written down before the first run (Fixtures/README.md names the sources).

  @Test func imagePickerPresentedFullScreenTakesTheBar() throws {
    try check(
      "uiimagepicker-fullscreen.txt", shape: "nav(vc,vc)", presented: ["UIImagePickerController:fullScreen"],
      style: "UIImagePickerController")
  }

  @Test func chiselNotesNavigationStack() throws {
    try check("chisel-notes-nav.txt", shape: "nav(vc)", style: "UINavigationController")
  }

  @Test func chiselTabsWithAppNamedContainers() throws {
    try check("chisel-pvc-tabs.txt", shape: "tabs(nav(vc,vc))", style: "BaseNavigationController")
  }

  @Test func classMethodDumpWithTrailingBlankLines() throws {
    try check("kepler-class-method.txt", shape: "nav(vc,vc)", style: "UINavigationController")
  }

  @Test func threeFullScreenPresentationsTheLastDecides() throws {
    try check(
      "pvc-fullscreen-chain.txt", shape: "vc",
      presented: ["UIViewController_2:fullScreen", "UIViewController_3:fullScreen", "UIViewController_4:fullScreen"],
      style: "UIViewController_4")
  }

  @Test func twoTabsAndThreeSheets() throws {
    try check(
      "two-tabs-three-sheets.txt", shape: "tabs(nav(vc,vc,vc,vc),nav(vc,vc,vc,vc))",
      presented: ["ViewController_9:pageSheet", "ViewController_10:pageSheet", "ViewController_11:pageSheet"],
      style: "UINavigationController")
  }

  /// SwiftUI's TabView with a sidebar, printed by a real app (mangled generic names): the root
  /// hosting controller answers for the bar (D36), and the selected tab is the appeared one.
  @Test func swiftUITabViewWithSidebar() throws {
    try check(
      "swiftui-tabview-sidebar.txt", shape: "host(tabs(host(split(nav(host))),host(split(nav(host)))))",
      style: "UIHostingController_ContentView")
    let (_, scene) = try Fixture.importScene("swiftui-tabview-sidebar.txt")
    let tabs = scene.world.controllers.controller(named: "UIKitTabBarController")
    #expect(tabs?.selectedIndex == 1)
    try check("swiftui-tabview-appearing.txt", shape: "host(tabs(host(split(nav(host))),host))", style: "UIHostingController_ContentView")
  }

  /// swift-snapshot-testing prints a nil presentation controller as `(null)`: the style is left
  /// to UIKit's default (a sheet on iOS 17, which does not take the bar) and the scene says so.
  @Test func presentedWithNullLeavesTheStyleToUIKit() throws {
    try check("snapshot-presented-null.txt", shape: "nav(vc)", presented: ["ComposeViewController:-"], style: "UINavigationController")
    let (result, _) = try Fixture.importScene("snapshot-presented-null.txt")
    #expect(result.yaml.contains("`presented with: (null)`"))
  }

  /// A pasted fragment that starts at a presented controller is refused at its first line.
  @Test func fragmentStartingAtAPresentationIsRefused() throws {
    #expect(throws: DumpError.self) { try Fixture.importScene("presented-fragment.txt") }
    let text = try Fixture.text("presented-fragment.txt")
    do {
      _ = try DumpImporter.importDump(text, file: "f.txt")
    } catch {
      #expect(error.line == 1 && error.message.contains("indented"))
    }
  }

  @Test func hostileClassNamesCannotBreakTheSceneOrTheTerminal() throws {
    let dump =
      "<UINavigationController 0x1>, state: appeared, view: <V 0x2>\n"
      + "   | <Evil\u{1B}[31m\u{2028}name: x\u{85}root: 0x3>, state: appeared, view: <V 0x4>\n"
    let result = try DumpImporter.importDump(dump, file: "evil.txt")
    let scene = try SceneLoader.load(text: result.yaml, fileName: "evil.yaml")
    #expect(scene.world.shape(scene.world.root) == "nav(vc)")
    for text in [result.yaml] + result.assumptions {
      #expect(!text.contains("\u{1B}") && !text.contains("\u{2028}") && !text.contains("\u{85}"))
    }
  }

  // MARK: The device and iOS version

  static func device(_ name: String) -> Device { DeviceCatalog.device(named: name)! }

  /// `--os` alone used to keep the default iPhone 15, which never ran iOS 12: the written scene
  /// did not load. Now the newest iPhone that ran it is chosen, and the note says why.
  @Test func osAloneChoosesADeviceThatRanIt() throws {
    let (result, scene) = try Fixture.importScene("issue-example.txt", options: ImportOptions(os: OSVersion(12, 0)))
    let device = scene.world.environment.device
    #expect(device.supports(OSVersion(12, 0)))
    #expect(scene.world.environment.os == OSVersion(12, 0))
    #expect(result.environmentNote?.contains("assumed \(device.name)") == true)
    #expect(result.environmentNote?.contains("iPhone 15, sbplay's default, never ran iOS 12.0") == true)
  }

  @Test func deviceAloneChoosesAVersionItRan() throws {
    let (result, scene) = try Fixture.importScene("issue-example.txt", options: ImportOptions(device: Self.device("iPhone 8")))
    #expect(scene.world.environment.device.name == "iPhone 8")
    #expect(scene.world.environment.os == OSVersion(16, 0))
    #expect(result.environmentNote?.contains("assumed iOS 16.0") == true)
  }

  /// A SwiftUI hosting controller dates the dump to iOS 13 or later: an older choice is refused
  /// (the scene could not hold it), and the note of a free choice names the evidence.
  @Test func hostingDatesTheDump() throws {
    let text = try Fixture.text("swiftui-hosting-swift-po.txt")
    func refusal(_ options: ImportOptions) -> DumpError? {
      do {
        _ = try DumpImporter.importDump(text, file: "d.txt", options: options)
        return nil
      } catch { return error }
    }
    let old = refusal(ImportOptions(os: OSVersion(12, 0)))
    #expect(old?.message.contains("--os 12.0 is older than the dump shows iOS 13.0 or later") == true, "\(String(describing: old))")
    #expect(old?.line == 3)
    let oldDevice = refusal(ImportOptions(device: Self.device("iPhone 5s")))
    #expect(oldDevice?.message.contains("iPhone 5s runs") == true, "\(String(describing: oldDevice))")
    #expect(refusal(ImportOptions(device: Self.device("iPhone 8"), os: OSVersion(12, 0))) != nil)

    let (result, scene) = try Fixture.importScene("swiftui-hosting-swift-po.txt", options: ImportOptions(device: Self.device("iPhone 6s")))
    #expect(scene.world.environment.os == OSVersion(15, 0))
    #expect(result.environmentNote?.contains("iOS 13.0 or later (line 3: UIHostingController (SwiftUI) needs iOS 13)") == true)
    let (free, _) = try Fixture.importScene("swiftui-hosting-swift-po.txt")
    #expect(free.environmentNote?.contains("the dump shows iOS 13.0 or later") == true)
  }

  /// Page sheets suggest iOS 13 (LIKELY): a given older version is kept, and the note says so.
  @Test func pageSheetsSuggestIOS13() throws {
    let (result, scene) = try Fixture.importScene(
      "issue-example.txt", options: ImportOptions(device: Self.device("iPhone 8"), os: OSVersion(12, 0)))
    #expect(scene.world.environment.os == OSVersion(12, 0))
    #expect(result.environmentNote?.contains("iOS 12.0 as given, though the dump shows iOS 13.0 or later") == true)
  }

  @Test func aDeviceThatNeverRanTheVersionIsRefused() {
    #expect(throws: DumpError.self) {
      try DumpImporter.importDump("<A 0x1>, state: appeared\n", file: "d.txt", options: ImportOptions(device: Self.device("iPhone 15"), os: OSVersion(12, 0)))
    }
  }

  // MARK: Names against views

  /// A class named like a container whose view is a plain UIView is not that container.
  @Test func aPageViewControllerByNameWithAPlainViewIsAController() throws {
    let dump =
      "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
      + "   | <App.StoriesPageViewController 0x3>, state: appeared, view: <UIView 0x4>\n"
      + "   |    | <App.StoryViewController 0x5>, state: appeared, view: <UIView 0x6>\n"
    let result = try DumpImporter.importDump(dump, file: "d.txt")
    #expect(result.world.shape(result.world.root) == "nav(vc(vc))")
    #expect(result.yaml.contains("named like a `page` (ends in PageViewController), but its view is a plain UIView"))
    // With UIKit's own view it is still guessed from the name.
    let real = dump.replacingOccurrences(of: "<UIView 0x4>", with: "<_UIPageViewControllerContentView 0x4>")
    let guessed = try DumpImporter.importDump(real, file: "d.txt")
    #expect(guessed.world.shape(guessed.world.root) == "nav(page(vc))")
  }

  // MARK: Hostile values

  /// A huge `state:` value is clipped in the comment, so the written scene stays loadable.
  @Test func longValuesAreClippedInComments() throws {
    let state = String(repeating: "s", count: 15_000)
    var dump = "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
    for i in 0..<200 { dump += "   | <App.V\(i) 0x3>, state: \(state), view: <UIView 0x4>\n" }
    let result = try DumpImporter.importDump(dump, file: "d.txt")
    #expect(result.yaml.utf8.count < 200_000)
    #expect(!result.yaml.contains(String(repeating: "s", count: 41)))
    _ = try SceneLoader.load(text: result.yaml, fileName: "d.yaml")
  }

  /// The most controllers a dump may have, with the longest names: the scene still loads or
  /// the import refuses with a clear error (never "the written scene does not load").
  @Test func theLargestDumpStillWritesALoadableScene() throws {
    let name = String(repeating: "N", count: 200)
    var dump = "<UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n"
    for i in 1..<DumpLimits.maxControllers {
      dump += "   | <App.\(name)\(i) 0x3>, state: disappeared, view: <UIView 0x4> not in the window\n"
    }
    #expect(DumpImportCheck.failure(dump) == nil)
  }
}
