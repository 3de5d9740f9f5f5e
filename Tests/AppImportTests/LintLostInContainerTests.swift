import Foundation
import SwiftSourceScan
import Testing

/// D142: an override asked where a forwarding container holds it, and not where a plain
/// controller adds it with `addChild(_:)` without forwarding (Material's app bar, round 37).
@Suite struct LintLostInContainerTests {
  /// A header controller every screen adds; `Forwarding` asks it, `Plain` does not.
  static let header = """
    class Header: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class Forwarding: UIViewController {
      let header = Header()
      override var childForStatusBarStyle: UIViewController? { header }
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
      }
    }
    """
  static let plain = """
    class Plain: UIViewController {
      let header = Header()
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(header)
      }
    }
    """

  @Test func D142_aChildAskedElsewhereIsReportedWhereAPlainControllerAddsIt() throws {
    let found = Fixture.lintFindings(["Header.swift": Self.header, "Plain.swift": Self.plain])
    #expect(found.map { "\($0.file):\($0.line) \($0.check) \($0.rule)" } == ["Plain.swift:5 ignored-override R3.4"])
    let message = try #require(found.first?.message)
    #expect(message.contains("Header.preferredStatusBarStyle (Header.swift:2) is not asked here"))
    #expect(message.contains("Override childForStatusBarStyle in Plain"))
    // The forwarding container alone: asked, nothing to say.
    #expect(Fixture.lint(["Header.swift": Self.header]) == [])
  }

  @Test func D142_aContainerThatAnswersTheLaneItselfTookTheQuestionOn() {
    let answers = Self.plain.replacingOccurrences(
      of: "  let header = Header()\n", with: "  let header = Header()\n  override var preferredStatusBarStyle: UIStatusBarStyle { .default }\n")
    #expect(Fixture.lint(["Header.swift": Self.header, "Plain.swift": answers]) == [])
  }

  @Test func D142_aContainerPresentedWithoutControlLosesItToItsPresenter() {
    // The container is a form sheet of its own, presented from a screen: its presenter decides,
    // whatever the container forwards.
    let sheet = Self.plain.replacingOccurrences(
      of: "  override func viewDidLoad() {",
      with: "  init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = .formSheet }\n  override func viewDidLoad() {")
    let presenter = """
      class Menu: UIViewController {
        func open() { present(Plain(), animated: true) }
      }
      """
    let found = Fixture.lint(["Header.swift": Self.header, "Plain.swift": sheet, "Menu.swift": presenter])
    #expect(!found.contains { $0.hasPrefix("Plain.swift") }, "\(found)")
    // Presented full screen, the same container decides, and the finding stands.
    let fullScreen = sheet.replacingOccurrences(of: ".formSheet", with: ".fullScreen")
    #expect(Fixture.lint(["Header.swift": Self.header, "Plain.swift": fullScreen, "Menu.swift": presenter]).contains("Plain.swift:6 ignored-override"))
  }

  /// D258: kitkat's root container hides the bar for good and adds its game without forwarding
  /// (round 89): the game's `.default` is lost, but no style shows at all.
  @Test func D258_aStyleLostUnderABarHiddenForGoodShowsNothing() {
    func lint(_ hidden: String) -> [String] {
      let plain = Self.plain.replacingOccurrences(of: "  let header = Header()\n", with: "  let header = Header()\n" + hidden)
      return Fixture.lint(["Header.swift": Self.header, "Plain.swift": plain])
    }
    #expect(lint("  override var prefersStatusBarHidden: Bool { true }\n") == [])
    // A bar the container hides at run time may show, and the style with it.
    #expect(lint("  var hide = true\n  override var prefersStatusBarHidden: Bool { hide }\n") == ["Plain.swift:7 ignored-override"])
    #expect(lint("") == ["Plain.swift:5 ignored-override"])
  }
}
