import Foundation
import AppImport
import StatusBarCore
import SwiftSourceScan
import Testing

@Suite struct SourceScanTests {
  func facts(_ source: String, _ className: String) -> [ControllerKey: SourceValue] {
    var result: [ControllerKey: SourceValue] = [:]
    for (fact, _) in SourceScanner.facts(ofSource: source).effectiveFacts(for: className) where !fact.onNavigationController {
      result[fact.key] = fact.value
    }
    return result
  }

  @Test func constantGettersInEverySpelling() {
    let source = """
      class A: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
        override var prefersStatusBarHidden: Bool { true }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { get { return UIStatusBarAnimation.slide } }
        override var childForStatusBarStyle: UIViewController? { children.first }
        override var childForStatusBarHidden: UIViewController? { nil }
      }
      """
    let found = facts(source, "A")
    #expect(found[.preferredStatusBarStyle] == .constant("lightContent"))
    #expect(found[.prefersStatusBarHidden] == .constant("true"))
    #expect(found[.preferredStatusBarUpdateAnimation] == .constant("slide"))
    #expect(found[.childForStatusBarStyle] == .constant("viewControllers.first"))
    #expect(found[.childForStatusBarHidden] == .constant("nil"))
  }

  @Test func anythingElseIsDecidedAtRunTimeWithItsLocation() throws {
    let source = """
      class A: UIViewController {
        var dark = false
        override var preferredStatusBarStyle: UIStatusBarStyle {
          dark ? .lightContent : .default
        }
      }
      """
    let all = SourceScanner.facts(ofSource: source, path: "A.swift").effectiveFacts(for: "A")
    let fact = try #require(all.first)
    #expect(fact.fact.value == .runtime("dark ? .lightContent : .default"))
    #expect(fact.fact.location.description == "A.swift:3:3")
  }

  @Test func lifecycleAssignmentsAndTheNavigationControllersBar() {
    let source = """
      class Nav: UINavigationController {
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationBar.barStyle = .black
        }
      }
      class Child: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          navigationController?.setNavigationBarHidden(true, animated: animated)
          modalPresentationCapturesStatusBarAppearance = true
        }
      }
      """
    #expect(facts(source, "Nav")[.barStyle] == .constant("black"))
    let child = SourceScanner.facts(ofSource: source).effectiveFacts(for: "Child")
    #expect(child.contains { $0.fact.key == .navigationBarHidden && $0.fact.onNavigationController && $0.fact.value == .constant("true") })
    #expect(facts(source, "Child")[.modalPresentationCapturesStatusBarAppearance] == .constant("true"))
  }

  @Test func inheritedOverridesFromTheAppsBaseClassesCount() {
    let source = """
      class Base: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      class Middle: Base { override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent } }
      class Leaf: Middle { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      """
    let found = facts(source, "Leaf")
    #expect(found[.preferredStatusBarStyle] == .constant("lightContent"), "the nearest declaration wins")
    #expect(found[.prefersStatusBarHidden] == .constant("true"))
  }

  @Test func extensionsAddToTheirClass() {
    let source = """
      class A: UIViewController {}
      extension A { override var prefersStatusBarHidden: Bool { false } }
      """
    #expect(facts(source, "A")[.prefersStatusBarHidden] == .constant("false"))
  }

  @Test func superclassChainDecidesTheKind() {
    let sources = SourceScanner.facts(
      ofSource: """
        class BaseNav: UINavigationController {}
        class Themed: BaseNav {}
        class Plain: UIViewController {}
        """)
    let themed = ClassRecognition.recognise("App.Themed", superclass: { sources.superclass(of: $0) })
    #expect(themed.kind == .navigation)
    #expect(themed.guess == nil)
    // Without sources the same name is only a plain controller.
    #expect(ClassRecognition.recognise("App.Themed").kind == .controller)
  }

  /// The sample app: sources change who decides (the sheet captures) and fill the overrides.
  @Test func sampleAppImportWithSources() throws {
    let scan = SourceScanner.scan(paths: [Fixture.folder + "/SampleApp"])
    #expect(scan.files.count == 2)
    let plist = try PlistFacts.read(path: Fixture.folder + "/SampleApp/Info.plist")
    #expect(plist.infoPlist.statusBarStyle == .lightContent)
    #expect(plist.hasViewControllerBasedKey == false)

    let (without, _) = try Fixture.importScene("sample-app.txt")
    #expect(without.world.shown.styleDecider.description == "BaseNavigationController")

    let (with, scene) = try Fixture.importScene("sample-app.txt", options: ImportOptions(sources: scan.facts, plist: plist))
    let world = scene.world
    #expect(world.shown.styleDecider.description == "PlayerViewController")
    #expect(world.infoPlist.statusBarStyle == .lightContent)
    let detail = try #require(world.id(named: "DetailViewController").flatMap { world.controllers[$0] })
    #expect(detail.preferredStatusBarStyle == .lightContent, "inherited from BaseViewController")
    let nav = try #require(world.id(named: "BaseNavigationController").flatMap { world.controllers[$0] })
    #expect(nav.childForStatusBarStyle == .topViewController)
    #expect(with.yaml.contains("prefersStatusBarHidden is decided at run time at "))
    #expect(with.yaml.contains("SampleApp/Controllers.swift:39:3: isFullscreen"))

    // Dismissing the player hands the bar to the forwarding navigation controller's top: Detail.
    var simulation = Simulation(world: world)
    _ = try simulation.perform(try ActionParser.parse("dismiss"))
    #expect(simulation.world.shown.styleDecider.description == "DetailViewController")
    #expect(simulation.world.shown.style == .lightContent)
  }
}

@Suite struct PlistTests {
  @Test func binaryPlistIsReadLikeXML() throws {
    let dict: [String: Any] = ["UIViewControllerBasedStatusBarAppearance": false, "UIStatusBarHidden": true]
    let data = try PropertyListSerialization.data(fromPropertyList: dict, format: .binary, options: 0)
    let facts = try PlistFacts.read(data: data, name: "Info.plist")
    #expect(facts.hasViewControllerBasedKey)
    #expect(facts.infoPlist.viewControllerBasedStatusBarAppearance == false)
    #expect(facts.infoPlist.statusBarHidden)
  }

  @Test func notAPlistIsAClearError() {
    #expect(throws: PlistFacts.ReadError.self) { try PlistFacts.read(data: Data("hello".utf8), name: "Info.plist") }
    // An encrypted plist (git-crypt, Stepik's GoogleService-Info.plist): the parser's sentence, the
    // same on every run, never the error's user info (printed in any order).
    let encrypted = Data([0x00, 0x47, 0x49, 0x54, 0x43, 0x52, 0x59, 0x50, 0x54, 0x00, 0xE5, 0x9B, 0x12])
    let messages = (0..<3).map { _ in
      do {
        _ = try PlistFacts.read(data: encrypted, name: "GoogleService-Info.plist")
        return ""
      } catch { return (error as? PlistFacts.ReadError)?.description ?? "" }
    }
    #expect(messages[0].hasPrefix("GoogleService-Info.plist: not a property list (XML or binary)"))
    #expect(!messages[0].contains("UserInfo"))
    #expect(Set(messages).count == 1)
  }
}

@Suite struct SwiftUISourceTests {
  /// UIHostingController<RootView>: the root view's modifiers fill the hosting node and decide.
  @Test func hostingRootViewModifiersDecideTheStyle() throws {
    let scan = SourceScanner.scan(paths: [Fixture.folder + "/JournalApp"])
    let (result, scene) = try Fixture.importScene("swiftui-hosting-swift-po.txt", options: ImportOptions(sources: scan.facts))
    let world = scene.world
    let root = try #require(world.root.flatMap { world.controllers[$0] })
    #expect(root.kind == .hosting)
    #expect(root.value(for: .toolbarColorScheme) == .colorScheme(.dark))
    #expect(root.value(for: .toolbarBackground) == .visibility(.visible), "the colour overload is not a Visibility")
    #expect(root.value(for: .navigationStack) == .bool(true))
    #expect(world.shown.style == .lightContent)
    #expect(world.shown.styleDecider.description == "UIHostingController_RootView")
    #expect(!result.yaml.contains("are not in a dump; set them"), "the sources gave the modifiers")
  }
}
