import StatusBarCore

/// D257: D162 for Swift. A third-party Swift library copied into an app's folders
/// (PrivateCorner's `Library/` holding sparrow, Hero and UICircularProgressRing, round 88: 4 wrong,
/// sparrow's status bar manager and Gallery's controller read as the app's) cannot be told by its
/// imports, as Objective-C can: Swift files of one module import nothing of each other. It is told
/// by who wrote it and how it is written. A folder below the one lint is asked to read is such a
/// copy when
/// - it holds three or more Swift files, and none of the app's entry points,
/// - more than half of its Swift files name authors, and none of those authors signs a file
///   anywhere else under the path (an app's contributors sign files across the app; openedx's
///   modules and luna's screens, rounds 60 and 69, share theirs),
/// - and it is written as a library is: more than half of its files carry a licence's text, or
///   four in five of them declare `public` or `open` API at their top level (an app's own module
///   needs neither),
/// - its Objective-C implementation files, if any, are all in copies D162 found (a header alone,
///   a Swift framework's umbrella header, is no app code).
/// Measured on rounds 59 to 90: PrivateCorner's `Library/`, lumenshine's `FlexibleHeightBar`
/// (BLKFlexibleHeightBar's port, round 67), HYDD-Driver's `SkyFloatingLabelTextField` (round 87),
/// Lill's `FlowCommon` (round 63), wikio-ki's `picture/Library` (round 89) and one folder of
/// openedx's sign-in module by a single contributor (round 69); no keyed line and no other
/// finding was in any of them. `--include-vendored` reads them.
extension CopiedLibraries {
  static func swiftFolders(of files: [SourceFile], objectiveCCopies: [String]) -> [String] {
    let swift = files.indices.filter { files[$0].relative.hasSuffix(".swift") }
    guard swift.count >= 3, files.contains(where: \.isEntry) else { return [] }
    var inside: [String: [Int]] = [:]
    for index in files.indices {
      for folder in ancestors(files[index].relative) { inside[folder, default: []].append(index) }
    }
    // Each author -> how many files they sign in all: an author signs nothing outside a folder when
    // the files they sign in it are all of theirs.
    var signedBy: [String: Int] = [:]
    for file in files { for author in file.authors { signedBy[author, default: 0] += 1 } }
    let entryFolders = Set(files.filter(\.isEntry).flatMap { ancestors($0.relative) })
    func inObjectiveCCopy(_ path: String) -> Bool { objectiveCCopies.contains { path.hasPrefix($0 + "/") } }
    // A header alone is no app code (a Swift framework's umbrella header, Hero's `Hero.h`).
    func isImplementation(_ path: String) -> Bool { !path.hasSuffix(".swift") && !path.hasSuffix(".h") }
    var found: [String] = []
    for folder in inside.keys.sorted(by: { (depth($0), $0) < (depth($1), $1) }) {
      if found.contains(where: { folder.hasPrefix($0 + "/") }) || entryFolders.contains(folder) { continue }
      let members = inside[folder] ?? []
      let swiftMembers = members.filter { files[$0].relative.hasSuffix(".swift") }
      guard swiftMembers.count >= 3, swiftMembers.count < swift.count,
        members.allSatisfy({ !isImplementation(files[$0].relative) || inObjectiveCCopy(files[$0].relative) })
      else { continue }
      let signed = swiftMembers.filter { !files[$0].authors.isEmpty }
      guard signed.count * 2 > swiftMembers.count else { continue }
      var here: [String: Int] = [:]
      for index in members { for author in files[index].authors { here[author, default: 0] += 1 } }
      guard here.allSatisfy({ author, count in signedBy[author] == count }) else { continue }
      let licensed = swiftMembers.filter { files[$0].licensed }.count * 2 > swiftMembers.count
      let publicAPI = swiftMembers.filter { files[$0].declaresPublicAPI }.count * 5 >= swiftMembers.count * 4
      if licensed || publicAPI { found.append(folder) }
    }
    return found
  }

  static let licenceMarks: [[UInt8]] = [
    "Permission is hereby granted", "Licensed under the Apache License", "MIT License", "THE SOFTWARE IS PROVIDED",
  ].map { Array($0.utf8) }

  /// A licence's text in the first 3,000 bytes.
  static func isLicensed(_ bytes: [UInt8]) -> Bool {
    let end = min(bytes.count, 3_000)
    return licenceMarks.contains { ObjectiveCText.contains(bytes, $0, 0, end) }
  }

  /// A line at the top level (unindented) opening with `public ` or `open ` (after attributes or
  /// `final`): the file declares a module's API.
  static func declaresPublicAPI(_ bytes: [UInt8]) -> Bool {
    var lineStart = 0
    while lineStart < bytes.count {
      var i = lineStart
      // `@objc public`, `@available(…) open`, `final public`.
      while true {
        if i < bytes.count, bytes[i] == UInt8(ascii: "@") {
          while i < bytes.count, bytes[i] != 0x20, bytes[i] != 0x0A { i += 1 }
          while i < bytes.count, bytes[i] == 0x20 { i += 1 }
          continue
        }
        if starts(bytes, i, "final ") {
          i += 6
          continue
        }
        break
      }
      if starts(bytes, i, "public ") || starts(bytes, i, "open ") { return true }
      while lineStart < bytes.count, bytes[lineStart] != 0x0A { lineStart += 1 }
      lineStart += 1
    }
    return false
  }
}
