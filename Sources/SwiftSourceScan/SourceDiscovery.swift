import AppImport
import Foundation

/// Which files `sbplay lint` and `import --source` read under the paths they are given.
public enum SourceDiscovery {
  /// Folders of third-party or generated code, left out unless asked (`--include-vendored`).
  /// Besides the package managers' and Xcode's own folders, the names projects give a folder of
  /// copied-in third-party code (threema's `Vendor/MWPhotoBrowser`, brave's `ThirdParty`).
  public static let vendoredFolders = [
    "Pods", "Carthage", ".build", "SourcePackages", "DerivedData", "checkouts",
    "Vendor", "vendor", "Vendors", "vendors", "ThirdParty", "Third Party", "third_party", "thirdparty", "3rdparty", "3rdParty",
    // buddycloud's `src/External_Libs/three20` (round 41). A bare `External` or `Libraries` is not
    // among them: apps keep their own code under those names too (nightguard, Swiftfin).
    "External_Libs", "ExternalLibs", "ExternalLibraries", "External Libraries",
    // CSH's `CarDefender/ThirdLib/` and `CarFriend/ThirdLib/MWPhotoBrowser` (round 44); alfresco's
    // `Third Party Libraries`, medsenger's `third-party`.
    "ThirdLib", "ThirdLibs", "ThirdPartyLibs", "Third Party Libraries", "third-party", "Third-Party",
    // D254: SameCity's `ThirdPart/` (MJRefresh, SDWebImage, AFNetworking; round 88).
    "ThirdPart", "ThirdParts",
    // D273: botter.live's `Botter/depends/` (ContentSheet, IQKeyboardManagerSwift, ObjectMapper;
    // round 84). Not `Dependencies`: apps name their own dependency injection so.
    "depends",
    // D173: npm's packages (a React Native or Cordova app's native dependencies) and Cordova's own
    // framework, which the Cordova CLI copies into `platforms/ios` (bitwork, round 53).
    "node_modules", "CordovaLib",
  ]
  /// D173: folder names by prefix: a Cordova plugin is an npm package (`cordova-plugin-camera`),
  /// copied by the Cordova CLI into `platforms/ios/<App>/Plugins/` (bitwork's in-app browser and
  /// media capture, round 53).
  public static let vendoredFolderPrefixes = ["cordova-plugin-"]

  /// A folder of third-party or generated code by its name.
  public static func isVendoredFolder(_ name: String) -> Bool {
    vendoredFolders.contains(name) || vendoredFolderPrefixes.contains { name.hasPrefix($0) }
  }
  /// Generated files by name.
  public static let vendoredFiles = ["SnapshotHelper.swift", "SnapshotHelperXcode8.swift"]

  /// A test target's folder, by Xcode's and SwiftPM's naming conventions (D100): a name ending in
  /// `Tests` (`AppTests`, `AppUITests`, `Tests`), named `tests` (Material's `components/*/tests`), or
  /// starting with `UITests` / `UnitTests`
  /// (`UITestsFoundation`, shared UI-test support). Test code is not app code: its status bar
  /// heuristics and its placements are not what the app does. project.pbxproj's productType is not
  /// read: a test target in a folder named otherwise is linted (exclude it in the settings file).
  public static func isTestFolder(_ name: String) -> Bool {
    name.hasSuffix("Tests") || name == "tests" || name.hasPrefix("UITests") || name.hasPrefix("UnitTests")
  }

  /// D150: a folder holding a `.podspec` and a licence (`LICENSE`, `LICENSE.md`, `LICENCE`, `COPYING`) is
  /// a library published on its own and copied into the app (vk's `Components/MWPhotoBrowser`,
  /// `Components/vk-ios-sdk`, dealers' `Headers/RestKit`, round 42): third-party code like a pod's.
  /// Not the folder lint is asked to read: a library's own repository is linted as asked.
  static func isLibraryCheckout(_ entries: [String]) -> Bool {
    entries.contains { $0.hasSuffix(".podspec") || $0.hasSuffix(".podspec.json") }
      && entries.contains { name in
        let upper = name.uppercased()
        return upper.hasPrefix("LICENSE") || upper.hasPrefix("LICENCE") || upper.hasPrefix("COPYING")
      }
  }

  public static func isVendored(_ relative: String) -> Bool {
    let parts = relative.split(separator: "/")
    if parts.dropLast().contains(where: { isVendoredFolder(String($0)) }) { return true }
    return parts.last.map { vendoredFiles.contains(String($0)) } ?? false
  }

  /// The languages lint reads, by file name ending.
  public enum Language: Sendable {
    case swift, objectiveC, interfaceBuilder
  }
  public static func language(of path: String) -> Language? {
    if path.hasSuffix(".swift") { return .swift }
    // D189: a prefix header (`.pch`) is a header every file of its target includes.
    if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") || path.hasSuffix(".pch") { return .objectiveC }
    if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return .interfaceBuilder }
    return nil
  }
  /// The language of text without a name (the fuzz harness, one corpus for all readers): a
  /// storyboard or XIB when it starts with `<`, Objective-C when it has `@interface` or
  /// `@implementation`, else Swift.
  public static func language(ofContent bytes: [UInt8]) -> Language {
    if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "<") { return .interfaceBuilder }
    let text = String(decoding: bytes.prefix(100_000), as: UTF8.self)
    return text.contains("@implementation") || text.contains("@interface") ? .objectiveC : .swift
  }
  /// A file name for text of `language` (`fuzz.m`).
  public static func fileName(_ stem: String, for language: Language) -> String {
    switch language {
    case .swift: stem + ".swift"
    case .objectiveC: stem + ".m"
    case .interfaceBuilder: stem + ".storyboard"
    }
  }

  /// The most bytes read of one file of each language (a file past it is skipped with a reason).
  public static func byteLimit(of path: String) -> Int {
    switch language(of: path) {
    case .interfaceBuilder: MarkupLimits().bytes
    case .objectiveC: ObjectiveCReader.limits.bytes
    default: ParseLimits().bytes
    }
  }

  public struct Found: Sendable {
    public var files: [String] = []
    public var problems: [String] = []
    public var vendoredSkipped = 0
    /// Copied-in libraries' folders left out (D162, `CopiedLibraries`), each as its path.
    public var copiedLibraries: [String] = []
    /// Test targets' folders left out (see `isTestFolder`).
    public var testsSkipped = 0
  }

  /// `.swift`, `.m`, `.h`, `.storyboard` and `.xib` files under each path (a folder, searched recursively, or a file), sorted. A path
  /// that does not exist and a folder that cannot be read are problems, never skipped silently.
  public static func swiftFiles(in paths: [String], includeVendored: Bool, includeTests: Bool = false, excluded: [String] = []) -> Found {
    var found = Found()
    let fm = FileManager.default
    for path in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir) else {
        found.problems.append("\(TerminalSafe.escape(path)): no such file or folder")
        continue
      }
      if !isDir.boolValue {
        if language(of: path) != nil { found.files.append(path) }
        continue
      }
      let before = found.files.count
      walk(path, relative: "", into: &found, includeVendored: includeVendored, includeTests: includeTests, excluded: excluded)
      if !includeVendored {
        let prefix = path + "/"
        let relative = found.files[before...].map { String($0.dropFirst(prefix.count)) }
        let copies = CopiedLibraries.folders(root: path, relativeFiles: relative)
        if !copies.isEmpty {
          found.files.removeSubrange(before...)
          found.files += relative.filter { file in !copies.contains { file.hasPrefix($0 + "/") } }.map { prefix + $0 }
          found.copiedLibraries += copies.map { prefix + $0 }
        }
      }
    }
    found.files.sort()
    return found
  }

  /// Depth first, one folder at a time; hidden entries (`.git`, `.swiftpm`) are not entered.
  static func walk(_ root: String, relative: String, into found: inout Found, includeVendored: Bool, includeTests: Bool, excluded: [String]) {
    var work = [relative]
    let fm = FileManager.default
    // D260: a library's own repository reads its own folders, whatever they are named.
    let libraryRepository = KnownLibraries.isLibraryRepository((try? fm.contentsOfDirectory(atPath: root)) ?? [])
    while let folder = work.popLast() {
      let full = folder.isEmpty ? root : root + "/" + folder
      let entries: [String]
      do {
        entries = try fm.contentsOfDirectory(atPath: full)
      } catch {
        found.problems.append("\(TerminalSafe.escape(full)): cannot read the folder, its files are not linted")
        continue
      }
      // D150: a copied-in library below what was asked for: it ships its own podspec and licence.
      if !includeVendored, !folder.isEmpty, isLibraryCheckout(entries) {
        found.vendoredSkipped += 1
        continue
      }
      for name in entries.sorted() where !name.hasPrefix(".") {
        let rel = folder.isEmpty ? name : folder + "/" + name
        if excluded.contains(where: { rel == $0 || rel.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { continue }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: full + "/" + name, isDirectory: &isDir) else {
          // It is there (a link) but leads nowhere readable: say so, the files behind it are not linted.
          if (try? fm.attributesOfItem(atPath: full + "/" + name)) != nil, name.hasSuffix(".swift") || !name.contains(".") {
            found.problems.append("\(TerminalSafe.escape(full + "/" + name)): cannot be followed (a broken or looping link), not linted")
          }
          continue
        }
        if isDir.boolValue {
          if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") { continue }
          if !includeVendored, isVendoredFolder(name) || !libraryRepository && KnownLibraries.isCopy(folderNamed: name) {
            found.vendoredSkipped += 1
            continue
          }
          if !includeTests, isTestFolder(name) {
            found.testsSkipped += 1
            continue
          }
          work.append(rel)
        } else if language(of: name) != nil {
          if !includeVendored, vendoredFiles.contains(name) || !libraryRepository && KnownLibraries.isCopy(fileNamed: name) {
            found.vendoredSkipped += 1
            continue
          }
          found.files.append(root + "/" + rel)
        }
      }
    }
  }
}
