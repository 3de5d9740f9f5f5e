import Foundation
import SwiftSourceScan
import Testing

/// D173: npm's `node_modules`, Cordova's `CordovaLib` and the Cordova plugins the Cordova CLI copies
/// into `platforms/ios/<App>/Plugins/cordova-plugin-…` are third-party code, skipped like `Pods`
/// unless `--include-vendored` (bitwork's in-app browser and media capture plugins, round 53: five
/// findings in code the app did not write).
@Suite struct LintCordovaVendoredTests {
  @Test func D173_cordovaPluginsAndNpmPackagesAreVendored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-cordova-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "platforms/ios/App/Classes/AppDelegate.m",
      "platforms/ios/App/Plugins/cordova-plugin-inappbrowser/CDVInAppBrowser.m",
      "platforms/ios/CordovaLib/Classes/CDVViewController.m",
      "node_modules/react-native/React/RCTRootView.m",
    ]
    for file in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "@implementation X\n@end\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let found = SourceDiscovery.swiftFiles(in: [root], includeVendored: false)
    #expect(found.files.map { String($0.dropFirst(root.count + 1)) } == ["platforms/ios/App/Classes/AppDelegate.m"])
    #expect(found.vendoredSkipped == 3)
    #expect(SourceDiscovery.swiftFiles(in: [root], includeVendored: true).files.count == 4)
    #expect(SourceDiscovery.isVendored("App/Plugins/cordova-plugin-camera/CDVCamera.m"))
    #expect(!SourceDiscovery.isVendored("App/Plugins/MyPlugin/Plugin.m"))
  }
}
