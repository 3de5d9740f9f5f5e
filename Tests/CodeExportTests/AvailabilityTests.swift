import CodeExport
import StatusBarCore
import Testing

/// The export is written for the scene's iOS version (R6.1, R4.2, R5.3).
@Suite struct AvailabilityTests {
  @Test func iOS12GetsTheClosestValidCodeWithAReason() {
    let source = SwiftExporter.swift(for: everyKeyWorld("iPhone 8", os: "12.0"), title: nil)
    #expect(
      source.contains(
        "override var preferredStatusBarStyle: UIStatusBarStyle { .default }  // sbplay: .darkContent needs iOS 13"))
    #expect(source.contains("sheetRoot.modalPresentationStyle = .fullScreen  // sbplay: .automatic needs iOS 13"))
    #expect(source.contains("// sbplay: overrideUserInterfaceStyle = .dark needs iOS 13"))
    #expect(!source.contains(".darkContent }"))
    #expect(!source.contains("    overrideUserInterfaceStyle = ."))
    #expect(source.contains("your app delegate"))
  }

  @Test func iOS13UsesTheNewNames() {
    let source = SwiftExporter.swift(for: everyKeyWorld("iPhone 11", os: "13.0"), title: nil)
    #expect(source.contains("override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }\n"))
    #expect(source.contains("sheetRoot.modalPresentationStyle = .automatic\n"))
    #expect(source.contains("    overrideUserInterfaceStyle = .dark\n"))
    #expect(!source.contains("needs iOS 13"))
    #expect(source.contains("scene delegate"))
  }

  @Test func iOS7HasNoOverStyles() {
    let source = SwiftExporter.swift(for: everyKeyWorld("iPhone 5s", os: "7.0"), title: nil)
    #expect(source.contains("overlay.modalPresentationStyle = .fullScreen  // sbplay: .overFullScreen needs iOS 8"))
    #expect(source.contains("dimmed.modalPresentationStyle = .currentContext  // sbplay: .overCurrentContext needs iOS 8"))
    #expect(source.contains("picker.modalPresentationStyle = .fullScreen  // sbplay: .popover needs iOS 8"))
    #expect(!source.contains("popoverPresentationController"))
  }

  @Test func legacySettersCarryTheirDeprecation() {
    let world = legacyWorld(os: "12.0", plistStyle: .lightContent, plistHidden: true, appStyle: .darkContent, appHidden: false)
    let source = SwiftExporter.swift(for: world, title: nil)
    #expect(source.contains("//   <key>UIViewControllerBasedStatusBarAppearance</key>\n//   <false/>"))
    #expect(source.contains("//   <key>UIStatusBarStyle</key>\n//   <string>UIStatusBarStyleLightContent</string>"))
    #expect(source.contains("deprecated in iOS 9 (\"Use -[UIViewController preferredStatusBarStyle]\")"))
    #expect(source.contains("UIApplication.shared.statusBarStyle = .default  // sbplay: .darkContent needs iOS 13"))
    #expect(source.contains("UIApplication.shared.isStatusBarHidden = false"))
    #expect(source.contains("never the view controller overrides below (R5.2)"))

    let early = legacyWorld(os: "8.0", plistStyle: .default, plistHidden: false, appStyle: .lightContent, appHidden: true)
    let earlySource = SwiftExporter.swift(for: early, title: nil)
    #expect(!earlySource.contains("deprecated in iOS 9 ("))
    #expect(earlySource.contains("UIApplication.shared.statusBarStyle = .lightContent\n"))
  }

  /// R13.2, R13.3, R13.4: the export names the SDK and what it turns off.
  @Test func R13_2_theIOS27SDKsIgnoredSettersAreExportedAsSuch() {
    var world = legacyWorld(os: "27.0", plistStyle: .default, plistHidden: true, appStyle: .lightContent, appHidden: false)
    world.environment.sdk = OSVersion(27)
    world.infoPlist.designRequiresCompatibility = true
    world.infoPlist.requiresFullScreen = true
    let source = SwiftExporter.swift(for: world, title: nil)
    #expect(source.contains("on iOS 27, built with the iOS 27 SDK."))
    #expect(source.contains("does nothing: built with the iOS 27 SDK on iOS 27 UIKit ignores it"))
    #expect(source.contains("<!-- sbplay: ignored: built with the iOS 27 SDK on iOS 27 (R13.3) -->"))
    #expect(source.contains("<key>UIRequiresFullScreen</key>"))
    world.environment.sdk = OSVersion(26)
    let older = SwiftExporter.swift(for: world, title: nil)
    #expect(older.contains("it still works because UIViewControllerBasedStatusBarAppearance is NO"))
    #expect(!older.contains("(R13.3) -->"))
  }

  @Test func plistSeedsNeedNoSetters() {
    let world = legacyWorld(os: "13.0", plistStyle: .darkContent, plistHidden: false, appStyle: .darkContent, appHidden: false)
    let source = SwiftExporter.swift(for: world, title: nil)
    #expect(!source.contains("UIApplication.shared"))
    #expect(source.contains("<string>UIStatusBarStyleDarkContent</string>"))
  }

  @Test func plistDarkContentBeforeIOS13() {
    let source = SwiftExporter.swift(for: plistDarkWorld(os: "12.0"), title: nil)
    #expect(source.contains("//   <string>UIStatusBarStyleDefault</string>  <!-- sbplay: UIStatusBarStyleDarkContent needs iOS 13"))
  }
}
