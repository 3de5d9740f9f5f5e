import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// D112: code no app's Info.plist governs, or that a podspec publishes, is written for any host
/// app: the host's UIViewControllerBasedStatusBarAppearance decides, whichever it is.
@Suite struct LintLibraryCodeTests {
  static let plistNo = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>CFBundleIdentifier</key><string>demo</string>
    <key>UIViewControllerBasedStatusBarAppearance</key><false/>
    </dict></plist>
    """
  static let plistAbsent = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>demo</string></dict></plist>
    """
  static let setter = "func dim() { UIApplication.shared.statusBarStyle = .lightContent }\n"
  static let pickerM = """
    @interface Picker : UIViewController
    @end
    @implementation Picker
    - (BOOL)prefersStatusBarHidden {
        return YES;
    }
    - (void)viewWillAppear:(BOOL)animated {
        [UIApplication sharedApplication].statusBarHidden = YES;
    }
    @end
    """

  /// Writes files under a new temporary folder and lints it as `sbplay lint FOLDER` does.
  func lint(_ files: [String: String], sdk: OSVersion? = nil) throws -> (root: String, findings: [LintFinding]) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-library-\(UUID().uuidString)").path
    for (file, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let scan = SourceScanner.scan(paths: [root])
    var settings = ProjectSettings.discover(in: [root])
    if let sdk {
      settings.fallback.sdk = sdk
      for index in settings.targets.indices { settings.targets[index].context.sdk = sdk }
    }
    let findings = Linter.lint(scan.files, settings: settings)
    try FileManager.default.removeItem(atPath: root)
    return (root, findings)
  }

  /// SwiftEntryKit's Source/ sits beside its demo app: the demo's Info.plist does not govern it,
  /// so its setter is not "doing nothing under YES" (the default it used to assume) but doing
  /// nothing under either setting once built with the iOS 27 SDK.
  @Test func D112_aSetterNoAppInfoPlistGovernsIsJudgedForEitherHostSetting() throws {
    let (root, findings) = try lint(["Demo/Info.plist": Self.plistAbsent, "Demo/AppDelegate.swift": Self.setter, "Source/Appearance.swift": Self.setter])
    #expect(findings.map(\.file) == [root + "/Demo/AppDelegate.swift", root + "/Source/Appearance.swift"])
    #expect(findings.map(\.check) == ["application-setter", "setter-ignored-by-sdk"])
    #expect(findings.map(\.rule) == ["R5.4", "R13.2"])
    let library = findings[1].text
    #expect(library.contains("in code no app's Info.plist governs"))
    #expect(library.contains("under YES (UIKit's default) at once, under NO on iOS 27.0 and later once the app is built with the iOS 27.0 SDK"))

    let guarded = try lint([
      "Source/Appearance.swift": "func dim() { if !viewControllerBasedAppearance { UIApplication.shared.statusBarStyle = .lightContent } }\n"
    ])
    #expect(guarded.findings.map(\.check) == ["setter-ignored-by-sdk"], "JTSImageViewController's setters run only for hosts that say NO")
    #expect(guarded.findings.first?.text.contains("it runs only when that is NO (the code checks it), and then it does nothing on iOS 27.0") == true)

    let older = try lint(
      ["Demo/Info.plist": Self.plistAbsent, "Demo/AppDelegate.swift": Self.setter, "Source/Appearance.swift": Self.setter], sdk: OSVersion(26))
    #expect(older.findings.map(\.file) == [older.root + "/Demo/AppDelegate.swift"], "with an older SDK only a YES host's setter is dead: the host decides")
  }

  /// TZImagePickerController's library lives inside its demo app's folder (demo Info.plist: NO)
  /// and answers both settings: setters for NO hosts, overrides for YES hosts. The demo's own
  /// override is still dead under its NO.
  @Test func D112_aPodspecsSourceFilesAreWrittenForAnyHost() throws {
    let files = [
      "Demo.podspec": "Pod::Spec.new do |s|\n  s.name = 'Demo'\n  s.source_files = 'Demo/Picker/*.{h,m}'\nend\n",
      "Demo/Info.plist": Self.plistNo,
      "Demo/Picker/Picker.m": Self.pickerM,
      "Demo/Picker/Nested/Cell.m":
        "@interface Cell : UIViewController\n@end\n@implementation Cell\n- (BOOL)prefersStatusBarHidden {\n    return YES;\n}\n@end\n",
      "Demo/Picker/Nested/Dim.swift": Self.setter,
      "Demo/ViewController.m":
        "@interface ViewController : UIViewController\n@end\n@implementation ViewController\n- (BOOL)prefersStatusBarHidden {\n    return YES;\n}\n@end\n",
    ]
    let (root, findings) = try lint(files)
    let dead = findings.filter { $0.check == "dead-with-vc-based-no" }.map(\.file)
    #expect(dead == [root + "/Demo/Picker/Nested/Cell.m", root + "/Demo/ViewController.m"], "`*.{h,m}` is that folder only, not Nested/")
    let setters = findings.filter { $0.file.hasSuffix("Picker.m") }
    #expect(setters.map(\.check) == ["setter-ignored-by-sdk"])
    #expect(setters.first?.text.contains("in library code (a podspec publishes it)") == true)
    #expect(findings.first { $0.file.hasSuffix("Dim.swift") }?.text.contains("is how this app sets the status bar") == true)
  }

  @Test func D112_podspecSourceFilePatterns() {
    let spec = """
      Pod::Spec.new do |s|
        s.source_files = "Sources/Core/**/*.swift"
        s.subspec 'UI' do |ui|
          ui.source_files = [
            'Sources/UI/*.{h,m}', # the views
            "Extra/Helpers.swift",
          ]
        end
        s.resource_bundles = { 'X' => ['Assets/*.png'] }
        s.osx.source_files = './Mac/'
      end
      """
    let folders = ProjectSettings.podspecSourceFolders(spec)
    #expect(folders.map(\.folder) == ["Sources/Core", "Sources/UI", "Extra/Helpers.swift", "Mac"])
    #expect(folders.map(\.recursive) == [true, false, true, true])
  }

  /// An app made from Xcode's current template has no Info.plist file: its build settings are
  /// its Info.plist, and they govern the app's code (not a library's).
  @Test func D112_anAppsGeneratedInfoPlistGovernsItsCode() throws {
    func project(_ key: String) -> String {
      """
      buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_KEY_UILaunchScreen_Generation = YES;
        \(key)
        IPHONEOS_DEPLOYMENT_TARGET = 17.0;
      };
      buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        TEST_HOST = "$(BUILT_PRODUCTS_DIR)/App.app/App";
      };
      """
    }
    let absent = try lint(["App.xcodeproj/project.pbxproj": project(""), "App/AppDelegate.swift": Self.setter])
    #expect(absent.findings.map(\.rule) == ["R5.4"])
    #expect(absent.findings.first?.text.contains("App.xcodeproj/project.pbxproj (generated Info.plist)") == true)
    let no = try lint([
      "App.xcodeproj/project.pbxproj": project("INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance = NO;"), "App/AppDelegate.swift": Self.setter,
    ])
    #expect(no.findings.map(\.check) == ["setter-ignored-by-sdk"])
    #expect(no.findings.first?.text.contains("is how this app sets the status bar") == true)
    #expect(ProjectSettings.generatedAppPlist(project("").replacingOccurrences(of: "INFOPLIST_KEY_UILaunchScreen_Generation = YES;", with: "")) == nil)
  }

  /// `sbplay lint --plist` names the app's Info.plist for every file: nothing is the host's.
  @Test func D112_aNamedInfoPlistGovernsEveryFile() {
    var settings = ProjectSettings()
    settings.fallback = LintContext(plist: "App/Info.plist")
    #expect(!settings.context(for: "Source/A.swift").hostDecides)
  }
}

/// D113: a hard-coded height in code nothing else names (a constant nothing reads, a type nothing
/// creates) never runs: it shows no status bar.
@Suite struct LintUnusedCodeTests {
  func lint(_ files: [String: String]) throws -> [String] {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-unused-\(UUID().uuidString)").path
    for (file, text) in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    return Linter.lint(SourceScanner.scan(paths: [root]).files, settings: ProjectSettings.discover(in: [root])).map {
      String($0.file.dropFirst(root.count + 1)) + ":\($0.line)"
    }
  }

  /// CYLTabBarController's example declares `barHeight` from the status bar's height and never
  /// reads it (only a commented-out line names it).
  @Test func D113_aConstantNothingReadsIsNotReported() throws {
    let macros = "let barHeight = UIApplication.shared.statusBarFrame.height == 44 ? 88 : 64\n"
    let guide = "// let image = barHeight == 64 ? \"small\" : \"large\"\nfunc show() {}\n"
    #expect(try lint(["Macros.swift": macros, "Guide.swift": guide]).isEmpty)
    let used = guide + "let top = barHeight\n"
    #expect(try lint(["Macros.swift": macros, "Guide.swift": used]) == ["Macros.swift:1"])
  }

  /// Provenance's PerformanceView sits in a folder of unused code: only a comment names it, and
  /// the class itself (`PerformanceView.windowFrame(…)`), which is no use.
  @Test func D113_aTypeNothingCreatesIsNotReported() throws {
    let view = """
      internal class PerformanceView: UIWindow {
        private struct Constants {
          static let defaultStatusBarHeight: CGFloat = 20.0
        }
        func layout() { frame = PerformanceView.windowFrame(Constants.defaultStatusBarHeight) }
      }
      private extension PerformanceView {
        static func windowFrame(_ height: CGFloat) -> CGRect { CGRect(x: 0, y: 0, width: 320, height: height) }
      }
      """
    #expect(try lint(["Unused/PerformanceView.swift": view, "Monitor.swift": "/* let v = PerformanceView() */\n"]).isEmpty)
    #expect(try lint(["Unused/PerformanceView.swift": view, "Monitor.swift": "let v = PerformanceView()\n"]) == ["Unused/PerformanceView.swift:3"])
    let storyboard = #"<document><scenes><scene><objects><view customClass="PerformanceView"/></objects></scene></scenes></document>"#
    #expect(try lint(["Unused/PerformanceView.swift": view, "Main.storyboard": storyboard]).count == 1, "a storyboard's custom class is a use")
  }

  /// D272: QingNianTuZhai's `setMyBackgroundColor` (round 62) raises a cover under the status bar
  /// from an `extension UINavigationBar` nothing calls; SVIP-iOS' `yj_setBackgroundColor` (round
  /// 98) is called, and stays.
  @Test func D272_anExtensionsMethodNothingCallsIsNotReported() throws {
    let cover = """
      extension UINavigationBar {
        func setMyBackgroundColor(color: UIColor) {
          let cover = UIView(frame: CGRect(x: 0, y: -20, width: bounds.width, height: bounds.height + 20))
          insertSubview(cover, at: 0)
        }
      }
      """
    #expect(try lint(["UINavigationBar+Cover.swift": cover, "Home.swift": "func show() {}\n"]).isEmpty)
    let called = "func show(bar: UINavigationBar) { bar.setMyBackgroundColor(color: .red) }\n"
    #expect(try lint(["UINavigationBar+Cover.swift": cover, "Home.swift": called]) == ["UINavigationBar+Cover.swift:3"])
    // A method conforming the type to a protocol UIKit may call: not judged by its name.
    let conforming = cover.replacingOccurrences(of: "extension UINavigationBar {", with: "extension UINavigationBar: Coloring {")
    #expect(try lint(["UINavigationBar+Cover.swift": conforming, "Home.swift": "func show() {}\n"]) == ["UINavigationBar+Cover.swift:3"])
  }
}
