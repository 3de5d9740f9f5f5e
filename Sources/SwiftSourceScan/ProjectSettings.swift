import AppImport
import Foundation
import StatusBarCore

/// What lint knows about one app target besides its code.
public struct LintContext: Sendable, Hashable, Codable {
  /// The target's Info.plist, relative to where it was found; nil when none applies.
  public var plist: String?
  /// nil: not in the Info.plist (UIKit's default, YES).
  public var viewControllerBased: Bool?
  /// No app target's Info.plist governs the file, or a podspec publishes it as a library: the
  /// host app's setting decides, whichever it is (D112).
  public var hostDecides = false
  public var deploymentTarget: OSVersion?
  /// The SDK the app is built with (`--sdk`); nil: not given, so the newest SDK's behaviour is
  /// what a finding warns about.
  public var sdk: OSVersion?
  /// The devices the target is built for (`TARGETED_DEVICE_FAMILY`, or the Info.plist's
  /// `UIDeviceFamily`: 1 iPhone, 2 iPad); nil: not said. An iPhone app on an iPad runs as on an iPhone.
  public var deviceFamilies: Set<Int>?
  /// The Info.plist's `UIStatusBarHidden` and `UIStatusBarStyle`: what the bar shows at launch,
  /// and under NO until a UIApplication setter changes it (D166); nil: not in the Info.plist.
  public var launchHidden: Bool?
  public var launchStyle: StatusBarStyle?
  /// The target is built for iPhone and not for iPad (D153).
  public var iPhoneOnly: Bool { deviceFamilies.map { $0.contains(1) && !$0.contains(2) } ?? false }
  public init(
    plist: String? = nil, viewControllerBased: Bool? = nil, deploymentTarget: OSVersion? = nil, sdk: OSVersion? = nil, hostDecides: Bool = false
  ) {
    self.plist = plist
    self.viewControllerBased = viewControllerBased
    self.hostDecides = hostDecides
    self.deploymentTarget = deploymentTarget
    self.sdk = sdk
  }
}

/// Info.plist files and deployment targets per app target: each Info.plist governs the sources
/// in and below its folder; its target's IPHONEOS_DEPLOYMENT_TARGET (project.pbxproj, the target's
/// own or the project's) goes with it. A local Swift package's `platforms: [.iOS(…)]` governs the
/// sources under its Package.swift (D110). Sources nothing governs get the main app's: the lowest
/// target of the project nearest the top of the tree, never a nested (bundled) project's.
public struct ProjectSettings: Sendable {
  /// By the folder an Info.plist is in (absolute-ish path as found), longest first.
  public var targets: [(folder: String, context: LintContext)] = []
  public var fallback = LintContext()
  /// Problems reading the files (escaped).
  public var problems: [String] = []
  /// Storyboards an Info.plist (or a generated one's build setting) names as the app's main one:
  /// `UIMainStoryboardFile`, a scene configuration's `UISceneStoryboardFile`. Only their initial
  /// controllers are window roots; another storyboard's is what code instantiates.
  public var mainStoryboards: Set<String> = []
  /// The folders a podspec's `source_files` publish (D112); `recursive` for a `**` pattern.
  public var libraryFolders: [(folder: String, recursive: Bool)] = []
  /// The files the Xcode projects found take in (D117).
  public var membership = ProjectMembership()

  public init() {}

  /// A Swift or Objective-C file under an Xcode project's folder that no project in the tree takes
  /// in, no Package.swift compiles and no podspec publishes: compiled by no target (D117).
  public func isStray(_ file: String) -> Bool {
    !isLibraryCode(file) && membership.isOutsideEveryTarget(file)
  }

  public func context(for file: String) -> LintContext {
    // The Info.plist of the target that compiles the file (project.pbxproj), where that plist is
    // one lint reads; else the one whose folder holds the file (D119).
    let byTarget = membership.targetPlist(of: file).flatMap { plist in
      targets.first { $0.context.plist.map { ProjectMembership.normalized($0).lowercased() } == plist }?.context
    }
    guard var context = byTarget ?? targets.first(where: { file.hasPrefix($0.folder + "/") })?.context else {
      var context = fallback
      // Found by discovery with no Info.plist above it (`--plist` names one for every file): the
      // host app's setting decides.
      if discovered, context.plist == nil || isLibraryCode(file) { context.hostDecides = true }
      return context
    }
    if context.plist == nil || isLibraryCode(file) { context.hostDecides = true }
    return context
  }

  /// Set by `discover`: contexts then come from the files found, not from a caller.
  var discovered = false

  /// A file a podspec publishes: written for any host app, whatever its Info.plist says (D112).
  public func isLibraryCode(_ file: String) -> Bool {
    libraryFolders.contains { library in
      guard file.hasPrefix(library.folder + "/") else { return false }
      return library.recursive || !file.dropFirst(library.folder.count + 1).contains("/")
    }
  }

  /// Every context in use, for the JSON report's inputs.
  public var contexts: [LintContext] { targets.map(\.context) + [fallback] }

  public static func discover(in paths: [String], includeVendored: Bool = false) -> ProjectSettings {
    var settings = ProjectSettings()
    settings.discovered = true
    var plists: [String] = []
    // Other property lists: an app target may name one its Info.plist (`TIBCO JasperMobile.plist`, round 42).
    var otherPlists: [String] = []
    var byPlist: [String: OSVersion] = [:]
    var familiesByPlist: [String: Set<Int>?] = [:]
    // D261: Info.plists whose devices are Xcode's default, not said in the project.
    var defaultedFamilies: Set<String> = []
    var allTargets: [OSVersion] = []
    // Each project's depth under the path it was found in, with its targets; packages by folder.
    var projects: [(depth: Int, targets: [OSVersion])] = []
    var packages: [(folder: String, target: OSVersion)] = []
    // App targets whose Info.plist Xcode generates from build settings (no file to govern a folder).
    var generated: [(depth: Int, project: String, viewControllerBased: Bool?, families: Set<Int>?)] = []
    let fm = FileManager.default
    for path in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue, let walker = fm.enumerator(atPath: path) else { continue }
      for case let relative as String in walker {
        if !includeVendored, SourceDiscovery.isVendored(relative + "/x") {
          walker.skipDescendants()
          continue
        }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        if name.hasPrefix(".") {
          walker.skipDescendants()
          continue
        }
        let full = path + "/" + relative
        if name.hasSuffix("Info.plist") { plists.append(full) } else if name.hasSuffix(".plist") { otherPlists.append(full) }
        if name == "project.pbxproj", let data = fm.contents(atPath: full), let text = String(data: data, encoding: .utf8) {
          // Paths in the project are relative to the folder holding the .xcodeproj.
          let projectRoot = (full as NSString).deletingLastPathComponent.split(separator: "/").dropLast().joined(separator: "/")
          let root = (full.hasPrefix("/") ? "/" : "") + projectRoot
          settings.membership.add(pbxproj: data, root: root)
          settings.mainStoryboards.formUnion(mainStoryboards(inProject: text))
          let blocks = buildSettings(text)
          let found = pbxprojTargets(blocks)
          if !found.isEmpty { projects.append((relative.split(separator: "/").count, found.map(\.target))) }
          if let based = generatedAppPlist(blocks) {
            generated.append((relative.split(separator: "/").count, full, based, generatedAppFamilies(blocks)))
          }
          for (plist, target) in found {
            allTargets.append(target)
            if let plist {
              let cleaned = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "\"", with: "")
              let key = root.isEmpty ? cleaned : root + "/" + cleaned
              byPlist[key] = min(byPlist[key] ?? target, target)
            }
          }
          // D261: a project that never sets TARGETED_DEVICE_FAMILY builds for Xcode's default,
          // the iPhone (the setting came with the iPad's SDK, 3.2; projects before it were iPhone
          // apps, and Xcode still reads a missing one so).
          let saysFamilies = text.contains("TARGETED_DEVICE_FAMILY")
          for (plist, said) in deviceFamilies(blocks) {
            let families = said ?? (saysFamilies ? nil : Self.defaultDeviceFamilies)
            let cleaned = plist.replacingOccurrences(of: "$(SRCROOT)/", with: "").replacingOccurrences(of: "\"", with: "")
            let key = root.isEmpty ? cleaned : root + "/" + cleaned
            if !saysFamilies { defaultedFamilies.insert(key) }
            // Every configuration must say it: one that does not leaves the target's devices unknown.
            if let known = familiesByPlist[key] {
              familiesByPlist[key] = known.flatMap { known in families.map { known.union($0) } }
            } else {
              familiesByPlist[key] = families
            }
          }
        }
        if name.hasSuffix(".podspec"), let text = try? String(contentsOfFile: full, encoding: .utf8) {
          let folder = (full as NSString).deletingLastPathComponent
          settings.libraryFolders += podspecSourceFolders(text).map { ($0.folder.isEmpty ? folder : folder + "/" + $0.folder, $0.recursive) }
        }
        if name == "Package.swift" { settings.membership.addPackage(folder: (full as NSString).deletingLastPathComponent) }
        if name == "Package.swift", let text = try? String(contentsOfFile: full, encoding: .utf8) {
          let declared = packageTargets(text)
          allTargets += declared
          if let target = declared.min() { packages.append(((full as NSString).deletingLastPathComponent, target)) }
        }
      }
    }
    let shallowest = projects.map(\.depth).min()
    let main = projects.filter { $0.depth == shallowest }.flatMap(\.targets).min() ?? allTargets.min()
    settings.fallback = LintContext(deploymentTarget: main)
    // The main project's app with a generated Info.plist governs what no Info.plist file does.
    if let app = generated.filter({ $0.depth == shallowest }).first {
      settings.fallback.plist = app.project + " (generated Info.plist)"
      settings.fallback.viewControllerBased = app.viewControllerBased
      settings.fallback.deviceFamilies = app.families
    }
    for package in packages {
      settings.targets.append((package.folder, LintContext(deploymentTarget: package.target)))
    }
    let appPlists = settings.membership.appPlists
    let kept =
      governingPlists(plists) + (plists + otherPlists).filter { appPlists.contains(ProjectMembership.normalized($0).lowercased()) }
    for plist in Set(kept).sorted() {
      var context = LintContext(plist: plist, deploymentTarget: byPlist[plist] ?? main)
      context.deviceFamilies = familiesByPlist[plist] ?? nil
      do {
        let facts = try PlistFacts.read(path: plist)
        if facts.hasViewControllerBasedKey { context.viewControllerBased = facts.infoPlist.viewControllerBasedStatusBarAppearance }
        context.launchHidden = facts.infoPlist.statusBarHidden
        context.launchStyle = facts.infoPlist.statusBarStyle
      } catch {
        settings.problems.append(error.description)
      }
      settings.targets.append(((plist as NSString).deletingLastPathComponent, context))
      if let data = fm.contents(atPath: plist),
        let dictionary = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
      {
        settings.mainStoryboards.formUnion(mainStoryboards(inPlist: dictionary))
        if context.deviceFamilies == nil || defaultedFamilies.contains(plist), let families = dictionary["UIDeviceFamily"] as? [Int],
          !families.isEmpty
        {
          context.deviceFamilies = Set(families)
          settings.targets[settings.targets.count - 1].context = context
        }
      }
    }
    settings.targets.sort { $0.folder.count > $1.folder.count }
    return settings
  }

  /// The Info.plists (`Info.plist`, `App-Info.plist`, `DemoAppInfo.plist`) that govern sources. A
  /// service's configuration (GoogleService-Info.plist: no bundle or app key) is none. A framework's
  /// or a test bundle's Info.plist says nothing of the status bar: one whose CFBundlePackageType is FMWK or BNDL, or whose name says Test
  /// (`PVRetroArch-Test-Info.plist`), governs nothing; nor does a plist without an app's keys
  /// beside one with them in the same folder (SwiftEntryKit's Example/ holds the framework's
  /// Info.plist and the demo's DemoAppInfo.plist). A minimal app plist alone in its folder still
  /// governs (Xcode's generated plists carry few keys).
  static func governingPlists(_ plists: [String]) -> [String] {
    var looksLikeApp: [String: Bool] = [:]
    var excluded: Set<String> = []
    for path in plists {
      let name = (path as NSString).lastPathComponent
      if name.contains("Test") { excluded.insert(path) }
      guard let data = FileManager.default.contents(atPath: path),
        let dictionary = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
      else { continue }  // unreadable: kept, so its problem is reported
      let type = dictionary["CFBundlePackageType"] as? String
      if type == "FMWK" || type == "BNDL" { excluded.insert(path) }
      looksLikeApp[path] = type == "APPL" || dictionary.keys.contains { InfoPlist.appBundleKeys.contains(String($0.split(separator: "~").first ?? "")) }
      // Not a bundle's Info.plist at all (GoogleService-Info.plist: a service's configuration).
      if looksLikeApp[path] == false, !dictionary.keys.contains(where: { $0.hasPrefix("CFBundle") }) { excluded.insert(path) }
    }
    let folder = { (path: String) in (path as NSString).deletingLastPathComponent }
    let appFolders = Set(plists.filter { looksLikeApp[$0] == true && !excluded.contains($0) }.map(folder))
    return plists.filter { path in
      !excluded.contains(path) && (looksLikeApp[path] != false || !appFolders.contains(folder(path)))
    }
  }

  /// `UIMainStoryboardFile` (and `~ipad`) and every scene configuration's `UISceneStoryboardFile`.
  static func mainStoryboards(inPlist dictionary: [String: Any]) -> Set<String> {
    var names: Set<String> = []
    for (key, value) in dictionary where key.hasPrefix("UIMainStoryboardFile") {
      if let name = value as? String { names.insert(name) }
    }
    let manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any]
    for (_, roles) in (manifest?["UISceneConfigurations"] as? [String: Any]) ?? [:] {
      for configuration in (roles as? [[String: Any]]) ?? [] {
        if let name = configuration["UISceneStoryboardFile"] as? String { names.insert(name) }
      }
    }
    return names
  }

  /// `INFOPLIST_KEY_UIMainStoryboardFile = Main;` of a generated Info.plist.
  static func mainStoryboards(inProject text: String) -> Set<String> {
    var names: Set<String> = []
    for line in text.split(separator: "\n") where line.contains("INFOPLIST_KEY_UIMainStoryboardFile") {
      guard let eq = line.firstIndex(of: "=") else { continue }
      let value = line[line.index(after: eq)...].filter { $0 != ";" && $0 != "\"" && !$0.isWhitespace }
      if !value.isEmpty { names.insert(String(value)) }
    }
    return names
  }

  /// Each `buildSettings = { … }` block of a project.pbxproj as its `KEY = value;` lines.
  static func buildSettings(_ text: String) -> [[String: String]] {
    text.components(separatedBy: "buildSettings = {").dropFirst().map { block in
      var settings: [String: String] = [:]
      for line in (block.components(separatedBy: "};").first ?? "").split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        settings[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: ";\" "))
      }
      return settings
    }
  }

  /// Each build configuration's (INFOPLIST_FILE, IPHONEOS_DEPLOYMENT_TARGET); a configuration
  /// without a deployment target takes the project's (the configuration with no Info.plist).
  public static func pbxprojTargets(_ text: String) -> [(plist: String?, target: OSVersion)] {
    pbxprojTargets(buildSettings(text))
  }

  static func pbxprojTargets(_ blocks: [[String: String]]) -> [(plist: String?, target: OSVersion)] {
    let projectTarget = blocks.filter { $0["INFOPLIST_FILE"] == nil }.compactMap { $0["IPHONEOS_DEPLOYMENT_TARGET"].flatMap(OSVersion.init(parsing:)) }.min()
    return blocks.compactMap { block in
      (block["IPHONEOS_DEPLOYMENT_TARGET"].flatMap(OSVersion.init(parsing:)) ?? projectTarget).map { (block["INFOPLIST_FILE"], $0) }
    }
  }

  /// D261: what Xcode builds for when no configuration sets TARGETED_DEVICE_FAMILY: the iPhone.
  static let defaultDeviceFamilies: Set<Int> = [1]

  /// Each configuration's (INFOPLIST_FILE, TARGETED_DEVICE_FAMILY as numbers: `"1,2"` is iPhone
  /// and iPad); a configuration without one takes the project's, and nil when neither says.
  static func deviceFamilies(_ blocks: [[String: String]]) -> [(plist: String, families: Set<Int>?)] {
    let project = projectFamilies(blocks)
    return blocks.compactMap { block in block["INFOPLIST_FILE"].map { ($0, families(block["TARGETED_DEVICE_FAMILY"]) ?? project) } }
  }

  /// The devices of the app target with a generated Info.plist, when all its configurations say.
  static func generatedAppFamilies(_ blocks: [[String: String]]) -> Set<Int>? {
    let project = projectFamilies(blocks)
    let said = blocks.filter(isGeneratedApp).map { families($0["TARGETED_DEVICE_FAMILY"]) ?? project }
    guard !said.isEmpty, !said.contains(where: { $0 == nil }) else { return nil }
    return said.compactMap { $0 }.reduce(Set<Int>()) { $0.union($1) }
  }

  /// `"1,2"` -> [1, 2]; nil when there is no number.
  static func families(_ value: String?) -> Set<Int>? {
    let numbers = (value ?? "").split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return numbers.isEmpty ? nil : Set(numbers)
  }

  /// The project's own configurations (no target's: no Info.plist, product name or generated plist).
  static func projectFamilies(_ blocks: [[String: String]]) -> Set<Int>? {
    let said = blocks.filter { $0["INFOPLIST_FILE"] == nil && $0["PRODUCT_NAME"] == nil && $0["GENERATE_INFOPLIST_FILE"] == nil }
      .compactMap { families($0["TARGETED_DEVICE_FAMILY"]) }
    return said.isEmpty ? nil : said.reduce(Set<Int>()) { $0.union($1) }
  }

  static func isGeneratedApp(_ settings: [String: String]) -> Bool {
    settings["GENERATE_INFOPLIST_FILE"] == "YES" && settings["INFOPLIST_FILE"] == nil
      && (settings["INFOPLIST_KEY_UILaunchScreen_Generation"] != nil || settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] != nil)
  }

  /// An app target's build settings with a generated Info.plist and no file
  /// (`GENERATE_INFOPLIST_FILE = YES`, an app's `INFOPLIST_KEY_UILaunchScreen_Generation` or
  /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`, no `INFOPLIST_FILE`): `.some` with its
  /// `INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance` (nil: absent, YES); nil: none.
  public static func generatedAppPlist(_ text: String) -> Bool?? {
    generatedAppPlist(buildSettings(text))
  }

  static func generatedAppPlist(_ blocks: [[String: String]]) -> Bool?? {
    for settings in blocks where isGeneratedApp(settings) {
      return .some(settings["INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance"].map { $0 == "YES" })
    }
    return nil
  }

  /// The folders of a podspec's `source_files` patterns (`s.source_files = 'Lib/**/*.swift'`, an
  /// array of them, a subspec's): the part before the first wildcard, up to its last `/`;
  /// recursive when the pattern has `**` or names a folder without a wildcard.
  public static func podspecSourceFolders(_ text: String) -> [(folder: String, recursive: Bool)] {
    var result: [(folder: String, recursive: Bool)] = []
    var collecting = false
    var depth = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = Substring(line)
      if !collecting {
        guard let key = line.range(of: "source_files"), let eq = line[key.upperBound...].firstIndex(of: "=") else { continue }
        rest = line[line.index(after: eq)...]
        collecting = true
        depth = 0
      }
      var quote: Character?
      var current = ""
      for c in rest {
        if let q = quote {
          if c == q {
            quote = nil
            let wildcard = current.firstIndex { "*?{[".contains($0) }
            let head = current[..<(wildcard ?? current.endIndex)]
            let folder = wildcard == nil ? String(head) : String(head[..<(head.lastIndex(of: "/") ?? head.startIndex)])
            let cleaned = folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder
            result.append((cleaned.hasSuffix("/") ? String(cleaned.dropLast()) : cleaned, wildcard == nil || current.contains("**")))
            current = ""
          } else {
            current.append(c)
          }
        } else if c == "'" || c == "\"" {
          quote = c
        } else if c == "[" {
          depth += 1
        } else if c == "]" {
          depth -= 1
        } else if c == "#" {
          break
        }
      }
      // An array may go on over several lines; a single pattern ends with its line.
      if depth <= 0 { collecting = false }
    }
    return result
  }

  /// `.iOS(.v12)`, `.iOS("12.0")`.
  public static func packageTargets(_ text: String) -> [OSVersion] {
    var result: [OSVersion] = []
    var rest = Substring(text)
    while let range = rest.range(of: ".iOS(") {
      rest = rest[range.upperBound...]
      let arg = rest.prefix { $0 != ")" }
      let digits = arg.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "_" || $0 == "." }.replacingOccurrences(of: "_", with: ".")
      if let version = OSVersion(parsing: digits.contains(".") ? digits : digits + ".0") { result.append(version) }
    }
    return result
  }
}
