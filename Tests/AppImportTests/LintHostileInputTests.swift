import AppImport
import Foundation
import SwiftSourceScan
import Testing

/// Files that once crashed lint (stack overflow in swift-syntax) or never finished (nested array
/// literals, nested interpolations) are skipped before parsing, with their path and the limit
/// they exceed; files at the limits are parsed on a large stack. No test here times anything.
@Suite struct LintHostileInputTests {
  func skipped(_ text: String) -> String? { SourceScanner.scan(path: "H.swift", text: text).skipped }

  @Test func deepShapesAreSkippedWithTheirReason() throws {
    let cases: [(String, String)] = [
      ("let x: " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000) + " = 1", "brackets deep"),
      ("let y = x" + String(repeating: "\n.a", count: 60_000), "chain"),
      ("let y = f" + String(repeating: "\n()", count: 60_000), "chain"),
      ("let y = x" + String(repeating: "!", count: 60_000), "chain"),
      ("let y = x" + String(repeating: "\n[0]", count: 60_000), "chain"),
      ("let a = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40), "nested `[`"),
      ("let s = " + String(repeating: "\"\\(", count: 10_000) + "1" + String(repeating: ")\"", count: 10_000), "interpolations"),
      ("let y = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000), "brackets deep"),
      (String(repeating: "x", count: 1_000_001), "larger than"),
      // Damaged text pasted on one line: swift-syntax's error recovery rereads the line once per
      // open bracket (190 times took 24 s in a debug build for 8 kB).
      ("func f" + String(repeating: "- (UIStatusBarStyle)preferredStatusBarStyle {", count: 30), "brackets open"),
      ("func f(" + String(repeating: "x {", count: 17) + "\nlet a = 1", "brackets open"),
      // A 100 kB line of damaged text (a storyboard's XML pasted into Swift).
      ("let a = 1\n" + String(repeating: #"<segue destination="a" kind="relationship" id="r"/>"#, count: 2_000), "tokens"),
      // A fuzzed line opening 170 braces that one `]` later abandons: 297 s in a debug build.
      ("let a = [" + String(repeating: "- (UIStatusBarStyle)preferredStatusBarStyle {", count: 170) + "]", "holding more than 4 brackets open"),
    ]
    for (text, reason) in cases {
      let why = try #require(skipped(text), "not skipped: \(text.prefix(30))")
      #expect(why.contains(reason), "\(text.prefix(30)): \(why)")
    }
  }

  @Test func filesAtTheLimitsAreParsed() {
    let limits = ParseLimits()
    let atLimit = [
      "let y = x" + String(repeating: "\n.a", count: limits.chainLinks - 1),
      "let y = f" + String(repeating: "\n()", count: limits.chainLinks - 1),
      "let y = " + String(repeating: "(", count: limits.nesting - 1) + "1" + String(repeating: ")", count: limits.nesting - 1),
      "let a = " + String(repeating: "[", count: limits.squareNesting) + String(repeating: "]", count: limits.squareNesting),
      "let s = " + String(repeating: "\"\\(", count: limits.interpolationNesting) + "1"
        + String(repeating: ")\"", count: limits.interpolationNesting),
      "let a = [" + String(repeating: "1, ", count: limits.tokensPerLine / 2 - 3) + "]",
      // Data on one line (round 28): a word list, an enum's cases.
      "let words: [String] = [" + String(repeating: "\"abandon\", ", count: limits.tokensPerFlatLine / 2 - 10) + "]",
      "enum Country: String { " + String(repeating: "case a = \"AF\"; ", count: limits.tokensPerFlatLine / 5 - 10) + "}",
      "func f() {" + String(repeating: " g {", count: limits.openedPerLine - 1) + "\n" + String(repeating: "}", count: limits.openedPerLine),
    ]
    for text in atLimit {
      let scan = SourceScanner.scan(path: "L.swift", text: text)
      #expect(scan.skipped == nil, "\(text.prefix(30)): \(scan.skipped ?? "")")
    }
  }

  /// Brackets inside strings, raw strings, multi-line strings and comments are not code.
  @Test func ordinarySwiftIsNeverSkipped() {
    let text = #"""
      let a = "(((((( [[[[[[[[[[[[[[[[[[[[ \" \\ \(value) ))"
      let b = #"raw [[[[[[[[[[[[[[[[[[[[ \( not an interpolation "# + "x"
      let c = """
        [[[[[[[[[[[[[[[[[[[[[[[ " "" \(x.y.z) ((((
        """
      // [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
      /* [[[[[[[[[[[[[[[[[[[[[[[[ /* nested [[[[[[[[[[[[[[[[ */ ]]] */
      let d: [String: [Int: [Double]]] = [:]
      let e = a < b && b > c ? f(g(h(1))) : x?.y!.z ?? w
      let r = 0..<10
      """#
    #expect(skipped(text) == nil)
    let swiftUI = "var body: some View { Text(\"a\")" + String(repeating: "\n  .padding()", count: 300) + " }"
    #expect(skipped(swiftUI) == nil)
  }

  /// A skipped file is named in the scan's problems; a folder lint cannot enter is reported, not skipped silently.
  @Test func skippedFilesAndUnreadableEntriesAreReported() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-hostile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try ("let a = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).write(
      toFile: root + "/Deep.swift", atomically: true, encoding: .utf8)
    try "let ok = 1".write(toFile: root + "/Ok.swift", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/Loop", withDestinationPath: root + "/Loop")
    let scan = SourceScanner.scan(paths: [root])
    #expect(scan.skipped.map(\.path) == [root + "/Deep.swift"])
    #expect(scan.problems.contains { $0.contains("Deep.swift: skipped, more than 12 nested `[`") })
    #expect(scan.problems.contains { $0.contains("/Loop: cannot be followed") })
    #expect(scan.files.count == 2)
  }

  /// D150: vk keeps MWPhotoBrowser, Texture and its own SDK in `Components/`, each with its podspec
  /// and licence (round 42): libraries published on their own, skipped like pods. A folder with a
  /// podspec and no licence (an app's own development pod) is read, and so is a library's own
  /// repository when it is what lint is asked to read.
  @Test func D150_aFolderWithItsOwnPodspecAndLicenceIsACopiedInLibrary() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-checkout-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "vk/App.m", "Components/MWPhotoBrowser/MWPhotoBrowser.podspec", "Components/MWPhotoBrowser/LICENSE",
      "Components/MWPhotoBrowser/Pod/Classes/MWPhotoBrowser.m", "DevelopPods/Menu/Menu.podspec", "DevelopPods/Menu/Menu.swift",
    ]
    for file in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "let x = 1".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let scan = SourceScanner.scan(paths: [root])
    #expect(scan.files.map(\.path).sorted() == [root + "/DevelopPods/Menu/Menu.swift", root + "/vk/App.m"])
    #expect(SourceScanner.scan(paths: [root], includeVendored: true).files.count == 3)
    #expect(SourceScanner.scan(paths: [root + "/Components/MWPhotoBrowser"]).files.count == 1, "the library itself, asked for")
  }

  @Test func vendoredCodeIsSkippedUnlessAsked() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-vendored-\(UUID().uuidString)").path
    // Threema keeps MWPhotoBrowser in `Vendor/` (round 15): copied-in third-party code, as in Pods.
    for folder in [
      "App", "Pods/Lib", "fastlane", "Vendor/MWPhotoBrowser", "App/ThirdParty", "App/VendorKit", "src/External_Libs/three20", "App/ThirdLib/MWPhotoBrowser",
    ] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "App/A.swift", "Pods/Lib/L.swift", "fastlane/SnapshotHelper.swift", "Vendor/MWPhotoBrowser/B.m", "App/ThirdParty/T.swift",
      "App/VendorKit/V.swift", "src/External_Libs/three20/TTPostController.m", "App/ThirdLib/MWPhotoBrowser/MWPhotoBrowser.m",
    ]
    for file in files {
      try "let statusBarHeight: CGFloat = 20".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    #expect(SourceScanner.scan(paths: [root]).files.map(\.path).sorted() == [root + "/App/A.swift", root + "/App/VendorKit/V.swift"])
    #expect(SourceScanner.scan(paths: [root], includeVendored: true).files.count == 8)
    #expect(SourceScanner.scan(paths: [root], excluded: ["App"]).files.isEmpty)
  }

  /// D254: SameCity keeps MJRefresh, SDWebImage and AFNetworking in `SameCity/ThirdPart/` (round
  /// 88); MJRefresh's `bounds.size.height-64` was reported as the app's.
  @Test func D254_aThirdPartFolderIsVendored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-thirdpart-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in ["SameCity/AppDelegate.m", "SameCity/ThirdPart/MJRefresh/XHRefreshControl.m", "SameCity/ThirdParts/X/Y.m", "SameCity/Third/Z.m"] {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "@implementation X\n@end\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let read = SourceScanner.scan(paths: [root]).files.map { String($0.path.dropFirst(root.count + 1)) }.sorted()
    #expect(read == ["SameCity/AppDelegate.m", "SameCity/Third/Z.m"])
  }

  /// D273: botter.live keeps ContentSheet and its other libraries in `Botter/depends/` (round 84:
  /// ContentSheet's own overrides were 2 wrong findings); an app's `Dependencies/` is its own.
  @Test func D273_aDependsFolderIsVendored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-depends-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in ["Botter/App.m", "Botter/depends/ContentSheet/ContentSheet.m", "Botter/Dependencies/Container.m"] {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "@implementation X\n@end\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let read = SourceScanner.scan(paths: [root]).files.map { String($0.path.dropFirst(root.count + 1)) }.sorted()
    #expect(read == ["Botter/App.m", "Botter/Dependencies/Container.m"])
  }

  /// D260: HeitailNew keeps TZImagePickerController renamed (`CCPPTZImagePickerController`, its
  /// classes `SkyBallHetiRedTZ…`, no authors' headers; round 91); BladeTestRepository keeps a
  /// GitHub download (`HXWeiboPhotoPicker-master`, round 77). In the library's own repository its
  /// folder is what was asked for.
  @Test func D260_aFolderNamedAfterAKnownLibraryIsVendored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-known-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "App/AppDelegate.m", "App/SkyModule/CCPPTZImagePickerController/SkyBallHetiRedTZImagePickerController.m",
      "App/HXWeiboPhotoPicker-master/HXPhotoModel.m", "App/TZImagePickerControllerDemo/Demo.m", "App/MyPhotoBrowserKit/Kit.m",
    ]
    for file in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "@implementation X\n@end\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    func read() -> [String] { SourceScanner.scan(paths: [root]).files.map { String($0.path.dropFirst(root.count + 1)) }.sorted() }
    #expect(read() == ["App/AppDelegate.m", "App/MyPhotoBrowserKit/Kit.m", "App/TZImagePickerControllerDemo/Demo.m"])
    try "Pod::Spec.new".write(toFile: root + "/TZImagePickerController.podspec", atomically: true, encoding: .utf8)
    #expect(read().count == files.count, "the library's own repository")
  }

  /// D268: YoCelsius keeps TWMessageBarManager as one file among its own (round 101: 2 wrong);
  /// TYPhotosAlbum keeps SCCaptureCamera in a folder (round 99: 5 wrong).
  @Test func D268_aFileNamedAfterAKnownLibraryIsVendored() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-known-file-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "App/AppDelegate.m", "App/TWMessageBarManager.m", "App/TWMessageBarManagerHelper.m", "App/Camera/SCCaptureCamera/SCNavigationController.m",
    ]
    for file in files {
      try FileManager.default.createDirectory(atPath: root + "/" + (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try "@implementation X\n@end\n".write(toFile: root + "/" + file, atomically: true, encoding: .utf8)
    }
    let read = SourceScanner.scan(paths: [root]).files.map { String($0.path.dropFirst(root.count + 1)) }.sorted()
    #expect(read == ["App/AppDelegate.m", "App/TWMessageBarManagerHelper.m"])
  }
}
