import Foundation
import StatusBarCore
import SwiftSourceScan
import Testing

/// R13.5: Objective-C code that an availability macro keeps for toolchains no app is built with
/// today is never compiled: MAME4iOS's `setStatusBarHidden:` under `#if __IPHONE_OS_VERSION_MIN_REQUIRED
/// < __IPHONE_7_0` (round 31), HUPhotoBrowser's under `#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0`
/// (round 32). What a condition the app decides (`DEBUG`, `TARGET_OS_IOS`, a newer deployment
/// target) keeps is read.
@Suite struct LintObjectiveCConditionalTests {
  static let setter = "[[UIApplication sharedApplication] setStatusBarHidden:YES withAnimation:UIStatusBarAnimationFade];"

  func lines(_ body: String) -> [Int] {
    let text = "@implementation Viewer\n- (void)show {\n" + body + "\n}\n@end\n"
    return Linter.lint([SourceScanner.scan(path: "Viewer.m", text: text)]).filter { $0.check.contains("setter") }.map(\.line)
  }

  @Test func R13_5_codeKeptForAnOlderSDKOrDeploymentTargetIsNotRead() {
    #expect(lines("#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_7_0\n    \(Self.setter)\n#endif").isEmpty)
    #expect(lines("#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0\n    \(Self.setter)\n#endif").isEmpty)
    #expect(lines("#if (__IPHONE_OS_VERSION_MAX_ALLOWED < 90000) // iOS 8 SDK\n    \(Self.setter)\n#endif").isEmpty)
    #expect(lines("#if 0\n    \(Self.setter)\n#endif").isEmpty)
    // Its #else is what is compiled.
    #expect(lines("#if __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0\n    self.x = 1;\n#else\n    \(Self.setter)\n#endif") == [6])
    #expect(lines("#if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_9_0\n    \(Self.setter)\n#else\n    self.x = 1;\n#endif") == [4])
    // Nested: dead inside live, and anything inside dead.
    #expect(lines("#if TARGET_OS_IOS\n#if __IPHONE_OS_VERSION_MIN_REQUIRED < 70000\n    \(Self.setter)\n#endif\n    \(Self.setter)\n#endif") == [7])
    #expect(lines("#if 0\n#if DEBUG\n    \(Self.setter)\n#else\n    \(Self.setter)\n#endif\n#endif").isEmpty)
  }

  @Test func R13_5_conditionsTheAppDecidesAreRead() {
    #expect(lines("#if DEBUG\n    \(Self.setter)\n#endif") == [4])
    #expect(lines("#ifdef __IPHONE_7_0\n    \(Self.setter)\n#endif") == [4])
    // A deployment target an app built today may still have.
    #expect(lines("#if __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_17_0\n    \(Self.setter)\n#endif") == [4])
    #expect(lines("#if DEBUG || __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0\n    \(Self.setter)\n#endif") == [4])
    #expect(lines("#if DEBUG && __IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_9_0\n    \(Self.setter)\n#endif").isEmpty)
  }

  /// The floors, as data in the core: the iOS 26 SDK, iOS 15 deployment (Xcode 26).
  @Test func R13_5_theToolchainFloorsAreTheCores() {
    #expect(Toolchain.oldestSDK == OSVersion(26, 0))
    #expect(Toolchain.oldestDeploymentTarget == OSVersion(15, 0))
    #expect(Toolchain.holds("__IPHONE_OS_VERSION_MAX_ALLOWED", "<", OSVersion(26, 0)) == false)
    #expect(Toolchain.holds("__IPHONE_OS_VERSION_MAX_ALLOWED", "<", OSVersion(27, 0)) == nil)
    #expect(Toolchain.holds("__IPHONE_OS_VERSION_MIN_REQUIRED", ">=", OSVersion(15, 0)) == true)
    #expect(Toolchain.holds("__IPHONE_OS_VERSION_MIN_REQUIRED", "<", OSVersion(16, 0)) == nil)
    #expect(Toolchain.version(ofMacroValue: "__IPHONE_13_4") == OSVersion(13, 4))
    #expect(Toolchain.version(ofMacroValue: "130400") == OSVersion(13, 4))
    #expect(Toolchain.version(ofMacroValue: "TARGET_OS_IOS") == nil)
  }
}
