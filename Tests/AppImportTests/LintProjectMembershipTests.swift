import Foundation
import SwiftSourceScan
import Testing

/// A Swift or Objective-C file under an Xcode project that no project takes in is compiled by no
/// target, and is not linted (D117). VGPlayer's example keeps older copies of three controllers
/// beside the ones its project builds (round 15); WMPlayer keeps a `.mm` its project dropped.
@Suite struct LintProjectMembershipTests {
  /// A project whose main group holds `App` (a `<group>` path, written `app` as a Mac's file
  /// system allows), and in it `Screens/Player.swift`; `Shared.swift` by SOURCE_ROOT; `Synced`
  /// as an Xcode 16 synchronized folder.
  static let pbxproj = """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objects = {
        ROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; };
        MAIN = {isa = PBXGroup; children = (APP, SHARED, SYNCED, PRODUCT); sourceTree = "<group>"; };
        APP = {isa = PBXGroup; children = (SCREENS); path = app; sourceTree = "<group>"; };
        SCREENS = {isa = PBXGroup; children = (PLAYER); path = Screens; sourceTree = "<group>"; };
        PLAYER = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Player.swift; sourceTree = "<group>"; };
        SHARED = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Common/Shared.swift; sourceTree = SOURCE_ROOT; };
        SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
        PRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
      };
      rootObject = ROOT;
    }
    """

  @Test func D117_aFileNoProjectTakesInIsNotLinted() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-membership-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in ["App.xcodeproj", "App/Screens", "Common", "Synced/Deep", "Package/Sources", "Lib/Classes"] {
      try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    try Self.pbxproj.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    try "let package = Package(name: \"P\")".write(toFile: root + "/Package/Package.swift", atomically: true, encoding: .utf8)
    try "Pod::Spec.new do |s|\n  s.source_files = 'Lib/Classes/*.swift'\nend\n".write(toFile: root + "/Lib.podspec", atomically: true, encoding: .utf8)
    let height = "let statusBarHeight: CGFloat = 20"
    let files = [
      "App/Screens/Player.swift", "App/Player.swift", "Common/Shared.swift", "Synced/Deep/New.swift", "Package/Sources/P.swift",
      "Lib/Classes/L.swift", "Scripts.m",
    ]
    for file in files { try height.write(toFile: root + "/" + file, atomically: true, encoding: .utf8) }
    let settings = ProjectSettings.discover(in: [root])
    let scan = SourceScanner.scan(paths: [root])
    let linted = Set(Linter.lint(scan.files, settings: settings).map { String($0.file.dropFirst(root.count + 1)) })
    // The stray copy beside the real one, and a script no target compiles, say nothing.
    #expect(linted == ["App/Screens/Player.swift", "Common/Shared.swift", "Synced/Deep/New.swift", "Package/Sources/P.swift", "Lib/Classes/L.swift"])
    #expect(settings.isStray(root + "/App/Player.swift"))
    #expect(settings.isStray(root + "/Scripts.m"))
    #expect(!settings.isStray(root + "/App/Screens/Player.swift"))
    // `--include-untargeted`.
    var every = settings
    every.membership.includeEveryFile()
    #expect(!every.isStray(root + "/App/Player.swift"))
  }

  /// D155: Save keeps `Main-v33.storyboard`, an old copy its project no longer references, beside
  /// the `Base.lproj/Main.storyboard` it bundles (round 46): the copy is not read. A storyboard is a
  /// resource: referenced through a variant group is enough.
  @Test func D155_aStoryboardNoProjectReferencesIsNotRead() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-membership-ib-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in ["App.xcodeproj", "App/Base.lproj", "App/fr.lproj"] { try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true) }
    let pbxproj = """
      {
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; projectDirPath = ""; };
          MAIN = {isa = PBXGroup; children = (APP); sourceTree = "<group>"; };
          APP = {isa = PBXGroup; children = (CODE, MAINSB, CARD); path = App; sourceTree = "<group>"; };
          CODE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screens.swift; sourceTree = "<group>"; };
          MAINSB = {isa = PBXVariantGroup; children = (BASE, FR); name = Main.storyboard; sourceTree = "<group>"; };
          BASE = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
          FR = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
          CARD = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Card.xib; sourceTree = "<group>"; };
        };
        rootObject = ROOT;
      }
      """
    try pbxproj.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="nav">
        <scenes>
          <scene sceneID="a"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
              <connections><segue destination="room" kind="relationship" relationship="rootViewController" id="s1"/></connections>
            </navigationController>
          </objects></scene>
          <scene sceneID="b"><objects><viewController id="room" customClass="Darkroom" sceneMemberID="viewController"/></objects></scene>
        </scenes>
      </document>
      """
    for file in ["App/Main-v33.storyboard", "App/fr.lproj/Main.storyboard"] {
      try storyboard.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    try storyboard.replacingOccurrences(of: "Darkroom", with: "Lobby").write(
      toFile: root + "/App/Base.lproj/Main.storyboard", atomically: true, encoding: .utf8)
    try "<document/>".write(toFile: root + "/App/Card.xib", atomically: true, encoding: .utf8)
    let code = """
      class Darkroom: UIViewController { override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent } }
      class Lobby: UIViewController { override var prefersStatusBarHidden: Bool { true } }
      """
    try code.write(toFile: root + "/App/Screens.swift", atomically: true, encoding: .utf8)
    let settings = ProjectSettings.discover(in: [root])
    #expect(settings.isStray(root + "/App/Main-v33.storyboard"))
    #expect(settings.isStray(root + "/App/fr.lproj/Main.storyboard"), "the project has fr.lproj/Main.strings, not a storyboard")
    #expect(!settings.isStray(root + "/App/Base.lproj/Main.storyboard"))
    #expect(!settings.isStray(root + "/App/Card.xib"))
    let scan = SourceScanner.scan(paths: [root])
    // Only the bundled storyboard places a controller: Lobby in a navigation controller.
    #expect(Linter.lint(scan.files, settings: settings).map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } == ["Screens.swift:2"])
  }

  @Test func D117_noProjectOrAnUnreadableOneTakesNothingOut() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-membership-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/App.xcodeproj", withIntermediateDirectories: true)
    try "let statusBarHeight: CGFloat = 20".write(toFile: root + "/A.swift", atomically: true, encoding: .utf8)
    #expect(!ProjectSettings.discover(in: [root]).isStray(root + "/A.swift"), "no project.pbxproj (a generated project)")
    try "{ objects = ( ".write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    #expect(!ProjectSettings.discover(in: [root]).isStray(root + "/A.swift"), "a project that cannot be read")
  }

  /// 2FAS keeps its Info.plist in `TwoFAS/Other/` and its sources beside it (round 16): the target
  /// that compiles a file says which Info.plist governs it, not the folder the plist is in (D119).
  @Test func D119_theTargetThatCompilesAFileGivesItsInfoPlist() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-target-plist-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let fm = FileManager.default
    for folder in ["App.xcodeproj", "App/Screens", "App/Other"] {
      try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let pbxproj = """
      {
        objects = {
          ROOT = {isa = PBXProject; mainGroup = MAIN; buildConfigurationList = PLIST; targets = (TARGET); };
          MAIN = {isa = PBXGroup; children = (APP); sourceTree = "<group>"; };
          APP = {isa = PBXGroup; children = (SCREENS); path = App; sourceTree = "<group>"; };
          SCREENS = {isa = PBXGroup; children = (PLAYER, OLD); path = Screens; sourceTree = "<group>"; };
          PLAYER = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Player.swift; sourceTree = "<group>"; };
          OLD = {isa = PBXFileReference; lastKnownFileType = sourcecode.cpp.objcpp; path = Old.mm; sourceTree = "<group>"; };
          BUILD = {isa = PBXBuildFile; fileRef = PLAYER; };
          SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD); };
          TARGET = {isa = PBXNativeTarget; buildConfigurationList = TLIST; buildPhases = (SOURCES); productType = "com.apple.product-type.application"; };
          TLIST = {isa = XCConfigurationList; buildConfigurations = (TDEBUG); };
          TDEBUG = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Other/Info.plist"; }; };
          PLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG); };
          PDEBUG = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
        };
        rootObject = ROOT;
      }
      """
    try pbxproj.write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>app</string>
        <key>CFBundlePackageType</key><string>APPL</string>
        <key>UIViewControllerBasedStatusBarAppearance</key><false/>
      </dict></plist>
      """
    try plist.write(toFile: root + "/App/Other/Info.plist", atomically: true, encoding: .utf8)
    let source =
      "class Player: UIViewController { override var prefersStatusBarHidden: Bool { true } }\nfunc show(w: UIWindow) { w.rootViewController = Player() }"
    try source.write(toFile: root + "/App/Screens/Player.swift", atomically: true, encoding: .utf8)
    let settings = ProjectSettings.discover(in: [root])
    #expect(settings.context(for: root + "/App/Screens/Player.swift").viewControllerBased == false)
    // Zebra's project still lists `.mm` files no target compiles (round 19): stray too (D117).
    #expect(settings.isStray(root + "/App/Screens/Old.mm"))
    #expect(!settings.isStray(root + "/App/Screens/Player.swift"))
    let findings = Linter.lint(SourceScanner.scan(paths: [root]).files, settings: settings)
    #expect(findings.map(\.check) == ["dead-with-vc-based-no"])
    // An app target's plist governs even when its own keys say framework (IQKeyboardManager's example, round 19).
    try plist.replacingOccurrences(of: "<string>APPL</string>", with: "<string>FMWK</string>")
      .write(toFile: root + "/App/Other/Info.plist", atomically: true, encoding: .utf8)
    #expect(ProjectSettings.discover(in: [root]).context(for: root + "/App/Screens/Player.swift").viewControllerBased == false)
    // An app target may name its Info.plist otherwise (JasperMobile's `TIBCO JasperMobile.plist`, round 42).
    try fm.moveItem(atPath: root + "/App/Other/Info.plist", toPath: root + "/App/Other/Jasper Mobile.plist")
    try pbxproj.replacingOccurrences(of: "App/Other/Info.plist", with: "App/Other/Jasper Mobile.plist")
      .write(toFile: root + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    let renamed = ProjectSettings.discover(in: [root]).context(for: root + "/App/Screens/Player.swift")
    #expect(renamed.viewControllerBased == false)
    #expect(renamed.plist?.hasSuffix("App/Other/Jasper Mobile.plist") == true)
  }
}
