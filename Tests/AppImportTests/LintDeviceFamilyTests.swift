import Foundation
import SwiftSourceScan
import Testing

/// D153: an app built for iPhone only (`TARGETED_DEVICE_FAMILY = 1`, or the Info.plist's
/// `UIDeviceFamily`) shows a `.lightContent` its card sheet loses as asked: light text over the
/// card's black backdrop in portrait (D1) and no bar in landscape (R8.2). fuutr-rider, iPhone
/// only, presents two such cards (round 45). On an iPad the presenter's style shows: reported.
@Suite struct LintDeviceFamilyTests {
  static let screens = """
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        window?.rootViewController = Home()
      }
    }
    class Home: UIViewController {
      func showCard() { present(Card(), animated: true) }
      func showHider() { present(Hider(), animated: true) }
      func showOver() {
        let over = Over()
        over.modalPresentationStyle = .overFullScreen
        present(over, animated: true)
      }
    }
    class Card: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    class Hider: UIViewController {
      override var prefersStatusBarHidden: Bool { true }
    }
    class Over: UIViewController {
      override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }
    """

  /// One app configuration per entry (nil: it says nothing), and the project's own.
  static func project(_ app: [String?], project: String? = nil) -> String {
    var blocks = app.map { family in
      "1 = { buildSettings = {\nINFOPLIST_FILE = App/Info.plist;\nPRODUCT_NAME = App;\n"
        + (family.map { "TARGETED_DEVICE_FAMILY = \($0);\n" } ?? "") + "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n};\n};\n"
    }
    if let project { blocks.append("2 = { buildSettings = {\nTARGETED_DEVICE_FAMILY = \(project);\nIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n};\n};\n") }
    return "objects = {\n" + blocks.joined() + "};\n"
  }

  static func plist(families: [Int]? = nil) throws -> String {
    var dictionary: [String: Any] = ["CFBundleIdentifier": "demo"]
    if let families { dictionary["UIDeviceFamily"] = families }
    let data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .xml, options: 0)
    return String(decoding: data, as: UTF8.self)
  }

  /// The classes reported.
  func lint(_ files: [String: String]) throws -> [String] {
    try Fixture.lintFolder(files).map(\.finding).map {
      String($0.message.prefix { $0 != "." && $0 != " " })
    }.sorted()
  }

  func app(_ pbxproj: String?, plist: String) -> [String: String] {
    var files = ["App/Screens.swift": Self.screens, "App/Info.plist": plist]
    if let pbxproj { files["App.xcodeproj/project.pbxproj"] = pbxproj }
    return files
  }

  @Test func D153_aLightCardInAnIPhoneOnlyAppShowsAsAsked() throws {
    let plist = try Self.plist()
    let everywhere = ["Card", "Hider", "Over"]
    // iPhone and iPad, or nothing said: the card's `.lightContent` is lost on an iPad.
    #expect(try lint(app(Self.project(["\"1,2\""]), plist: plist)) == everywhere)
    #expect(try lint(app(nil, plist: plist)) == everywhere)
    // iPhone only: light over the backdrop, hidden in landscape. A hidden bar the card asks for
    // and a `.lightContent` presented over full screen (no backdrop) are still lost.
    let phoneOnly = ["Hider", "Over"]
    #expect(try lint(app(Self.project(["1"]), plist: plist)) == phoneOnly)
    #expect(try lint(app(Self.project([nil, nil], project: "1"), plist: plist)) == phoneOnly, "the project's setting")
    #expect(try lint(app(nil, plist: Self.plist(families: [1]))) == phoneOnly, "the Info.plist's UIDeviceFamily")
    // One configuration that says nothing (and no project setting) leaves the devices unknown.
    #expect(try lint(app(Self.project(["1", nil]), plist: plist)) == everywhere)
    // iPad only.
    #expect(try lint(app(Self.project(["2"]), plist: plist)) == everywhere)
  }

  /// D261: SkyPixel (round 90) and CostList (round 94) never set TARGETED_DEVICE_FAMILY: Xcode builds
  /// them for the iPhone, and their light cards show as asked (6 wrong, "an iPad shows the difference").
  @Test func D261_aProjectThatNeverSaysItsDevicesBuildsForTheIPhone() throws {
    let plist = try Self.plist()
    #expect(try lint(app(Self.project([nil, nil]), plist: plist)) == ["Hider", "Over"])
    // The Info.plist's UIDeviceFamily says otherwise: it counts.
    #expect(try lint(app(Self.project([nil, nil]), plist: Self.plist(families: [1, 2]))) == ["Card", "Hider", "Over"])
    // No project read: nothing is known of the devices.
    #expect(try lint(app(nil, plist: plist)) == ["Card", "Hider", "Over"])
  }
}
