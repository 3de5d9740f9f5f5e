import Foundation

/// Which source files the Xcode projects in the tree take in (D117). A `.swift`, `.m` or `.mm`
/// file under a project's folder that no project's groups reference is compiled by no target: a
/// stray copy (VGPlayer's example keeps a second, older copy of three controllers beside the ones
/// its project builds, round 15), and what it says is not what the app does. So is a storyboard or
/// XIB no project references (Save's `Main-v33.storyboard`, an old copy beside the one its
/// project bundles, round 46: D155).
///
/// A project's group tree is read from project.pbxproj (an old-style property list): each group's
/// and file's `path` is resolved by its `sourceTree` (`<group>`, `SOURCE_ROOT`, `<absolute>`;
/// another tree, such as `BUILT_PRODUCTS_DIR`, is not followed). Folder references and Xcode 16's
/// synchronized folders take in everything below them. Paths compare without case, as a Mac's
/// file system does. A file that a Package.swift beside or
/// above it compiles by folder, or that a podspec publishes, is never stray.
public struct ProjectMembership: Sendable {
  struct Project: Sendable {
    var root: String
    var files: Set<String>
    var folders: [String]
    /// What the project's targets' Sources build phases compile (lowercased); nil when no
    /// target has one (then every referenced file counts).
    var compiled: Set<String>? = nil
  }
  var projects: [Project] = []
  /// File (normalized, lowercased) -> the Info.plist (normalized, lowercased) of the target that
  /// compiles it, an app's before another's (D119).
  var plists: [String: (plist: String, app: Bool)] = [:]
  /// Folders holding a Package.swift: SwiftPM compiles what is below them by folder.
  var packageFolders: [String] = []

  public init() {}

  /// Reads one project.pbxproj; `root` is the folder holding the `.xcodeproj`. A project that
  /// cannot be read, or references no file, says nothing.
  mutating func add(pbxproj data: Data, root: String) {
    guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: Any], let rootID = plist["rootObject"] as? String,
      let project = objects[rootID] as? [String: Any], let mainGroup = project["mainGroup"] as? String
    else { return }
    var base = root
    if let dir = project["projectDirPath"] as? String, !dir.isEmpty { base = Self.normalized(dir.hasPrefix("/") ? dir : root + "/" + dir) }
    var files: Set<String> = []
    var folders: [String] = []
    var resolvedByID: [String: String] = [:]
    // Iterative walk: (object id, the folder its group-relative paths start from).
    var work: [(String, String)] = [(mainGroup, base)]
    var seen: Set<String> = []
    while let (id, parent) = work.popLast() {
      guard seen.insert(id).inserted, seen.count < 200_000, let object = objects[id] as? [String: Any], let isa = object["isa"] as? String else {
        continue
      }
      let path = object["path"] as? String
      let resolved: String?
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<group>": resolved = path.map { Self.normalized(parent + "/" + $0) } ?? parent
      case "SOURCE_ROOT": resolved = path.map { Self.normalized(base + "/" + $0) } ?? base
      case "<absolute>": resolved = path.map(Self.normalized)
      default: resolved = nil
      }
      guard let resolved else { continue }
      switch isa {
      case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
        for child in object["children"] as? [String] ?? [] { work.append((child, resolved)) }
      case "PBXFileSystemSynchronizedRootGroup":
        folders.append(resolved)
        resolvedByID[id] = resolved
      case "PBXFileReference":
        if let type = object["lastKnownFileType"] as? String ?? object["explicitFileType"] as? String, type == "folder" || type.hasPrefix("wrapper") {
          folders.append(resolved)
        } else {
          files.insert(resolved)
          resolvedByID[id] = resolved
        }
      default:
        continue
      }
    }
    guard !files.isEmpty || !folders.isEmpty else { return }
    let compiled = addTargets(objects: objects, project: project, base: base, resolvedByID: resolvedByID)
    // Macs' file systems ignore case: a project may say `beam/Extensions` for `Beam/Extensions` (beam).
    projects.append(
      Project(
        root: Self.normalized(root).lowercased(), files: Set(files.map { $0.lowercased() }), folders: folders.map { $0.lowercased() },
        compiled: compiled))
  }

  /// Each native target's sources (its Sources build phase, its synchronized folders) and its
  /// `INFOPLIST_FILE`, the project's configuration filling in a target without one.
  /// Returns the files the targets' Sources phases compile (nil when no target has such a phase).
  mutating func addTargets(objects: [String: Any], project: [String: Any], base: String, resolvedByID: [String: String]) -> Set<String>? {
    var compiled: Set<String>?
    func infoPlist(_ listID: Any?) -> String? {
      guard let listID = listID as? String, let list = objects[listID] as? [String: Any] else { return nil }
      for configuration in list["buildConfigurations"] as? [String] ?? [] {
        guard let settings = (objects[configuration] as? [String: Any])?["buildSettings"] as? [String: Any],
          var plist = settings["INFOPLIST_FILE"] as? String, !plist.isEmpty
        else { continue }
        for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where plist.hasPrefix(variable) {
          plist.removeFirst(variable.count)
        }
        guard !plist.contains("$") else { return nil }
        return Self.normalized(plist.hasPrefix("/") ? plist : base + "/" + plist).lowercased()
      }
      return nil
    }
    let projectPlist = infoPlist(project["buildConfigurationList"])
    for targetID in project["targets"] as? [String] ?? [] {
      guard let target = objects[targetID] as? [String: Any], target["isa"] as? String == "PBXNativeTarget" else { continue }
      var sources: [String] = []
      for phaseID in target["buildPhases"] as? [String] ?? [] {
        // Sources, and resources (a storyboard's placements are the app's too).
        guard let phase = objects[phaseID] as? [String: Any], ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"] as? String ?? "")
        else { continue }
        let isSources = phase["isa"] as? String == "PBXSourcesBuildPhase"
        if isSources, compiled == nil { compiled = [] }
        for buildFile in phase["files"] as? [String] ?? [] {
          guard let ref = (objects[buildFile] as? [String: Any])?["fileRef"] as? String, let path = resolvedByID[ref] else { continue }
          sources.append(path.lowercased())
          if isSources { compiled?.insert(path.lowercased()) }
        }
      }
      guard let plist = infoPlist(target["buildConfigurationList"]) ?? projectPlist else { continue }
      let app = (target["productType"] as? String)?.hasPrefix("com.apple.product-type.application") == true
      if app { appPlists.insert(plist) }
      for file in sources where plists[file] == nil || (app && plists[file]?.app == false) { plists[file] = (plist, app) }
      for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        if let folder = resolvedByID[groupID] { syncedPlists.append((folder.lowercased(), plist, app)) }
      }
    }
    return compiled
  }
  /// The Info.plists (lowercased) application targets name, whatever their own keys say
  /// (IQKeyboardManager's example app ships one that says FMWK, round 19).
  public var appPlists: Set<String> = []

  /// Synchronized folders (Xcode 16) and the Info.plist of the target that owns each.
  var syncedPlists: [(folder: String, plist: String, app: Bool)] = []

  /// The Info.plist (lowercased) of the target whose sources hold the file, an app's first (D119).
  public func targetPlist(of path: String) -> String? {
    let file = Self.normalized(path).lowercased()
    if let found = plists[file] { return found.plist }
    let synced = syncedPlists.filter { file.hasPrefix($0.folder + "/") }
    return (synced.first(where: \.app) ?? synced.first)?.plist
  }

  mutating func addPackage(folder: String) { packageFolders.append(folder) }

  /// `--include-untargeted`: no file counts as outside every target (the targets' Info.plists
  /// still govern the files they compile).
  public mutating func includeEveryFile() { includesEveryFile = true }
  var includesEveryFile = false

  /// The projects (indices into `projects`) whose groups reference the file or a folder above it.
  func projectIndices(of path: String) -> [Int] {
    let file = Self.normalized(path).lowercased()
    return projects.indices.filter { index in
      projects[index].files.contains(file) || projects[index].folders.contains { file.hasPrefix($0 + "/") }
    }
  }

  /// A source file under some project's folder that no project takes in.
  public func isOutsideEveryTarget(_ path: String) -> Bool {
    let interfaceBuilder = path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    guard !includesEveryFile, path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || interfaceBuilder else { return false }
    let file = Self.normalized(path).lowercased()
    guard projects.contains(where: { $0.root.isEmpty || file.hasPrefix($0.root + "/") }) else { return false }
    if packageFolders.contains(where: { file.hasPrefix(Self.normalized($0).lowercased() + "/") }) { return false }
    for project in projects {
      // Referenced and, where the targets' Sources phases are read, compiled by one of them
      // (Zebra's project still lists a `.mm` no target builds, round 19).
      // A storyboard or XIB is a resource: referenced by the project's groups is enough (D155).
      if project.files.contains(file), interfaceBuilder || project.compiled.map({ $0.contains(file) }) ?? true { return false }
      if project.folders.contains(where: { file.hasPrefix($0 + "/") }) { return false }
    }
    return true
  }

  /// `a/./b/../c` as `a/c`; a leading `/` kept.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }
}
