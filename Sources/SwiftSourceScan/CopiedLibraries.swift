import Foundation
import StatusBarCore

/// D162: third-party Objective-C libraries copied into an app's own folders without a podspec
/// (gmat's `GMat/Extension/TZImagePickerController`, vk's `Components/LGSideMenuController`,
/// diy-comic's `three20`, Dingo's `Frameworks/Stripe`: rounds 42, 46 and 47). Their files carry
/// their own authors' headers (`Created by 谭真`, `Copyright 2009-2011 Facebook`) and import only
/// each other, or other such copies; the app's files import the app's.
///
/// A folder below the one lint is asked to read is such a copy when
/// - it holds two or more Objective-C files and no Swift file,
/// - none of the app's entry points is in it (a library's own sample apps may be),
/// - its files name authors (`Created by …`, `Copyright …`) and none of them is one of the app's
///   authors: whoever wrote an entry point (`main.m`, the app delegate) or a file that imports the
///   app's Swift header (`App-Swift.h`), and, again and again, whoever wrote a file that imports a
///   file those authors wrote,
/// - every `#import "…"` in it names a header inside it, inside another such folder, or in no
///   file under the path at all (a system or pod header).
///
/// A library's own repository (a `.podspec` or `Package.swift` where lint is asked to read) is
/// not read this way: there the library is the code asked about. A folder of files without
/// author headers is never a copy. `--include-vendored` reads copies too.
public enum CopiedLibraries {
  /// What one file says about its authorship and its imports.
  struct SourceFile {
    var relative: String
    var authors: Set<String>
    var isEntry: Bool
    /// The program's entry (`UIApplicationMain(`, `@main`), not only an app delegate.
    var isMain: Bool = false
    var importsAppSwiftHeader: Bool
    var imports: [String]
    /// The file name Xcode's header comment gives (`//  MainViewController.m`), if any.
    var headerName: String? = nil
    /// D257: a licence's text near the top (`Permission is hereby granted`, `Licensed under the
    /// Apache License`).
    var licensed = false
    /// D257: a Swift file declaring `public` or `open` API at its top level.
    var declaresPublicAPI = false
  }

  /// The copied libraries' folders (relative to `root`, outermost only) among `relativeFiles`.
  public static func folders(root: String, relativeFiles: [String]) -> [String] {
    let rootEntries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    if KnownLibraries.isLibraryRepository(rootEntries) { return [] }
    let sources = relativeFiles.filter { SourceDiscovery.language(of: $0) == .objectiveC || $0.hasSuffix(".swift") }
    guard !sources.isEmpty else { return [] }
    // Files read on all cores, as the scanner reads them: on kcb_ios' 6,400 files one thread spent
    // a seventh of lint's time here (round 67).
    let files = LargeStack.map(count: sources.count, threads: SourceScanner.threads, stackSize: 1 << 20) { index -> SourceFile in
      let relative = sources[index]
      let bytes = FileManager.default.contents(atPath: root + "/" + relative).map { [UInt8]($0.prefix(SourceDiscovery.byteLimit(of: relative))) } ?? []
      return read(relative: relative, bytes: bytes)
    }
    // Objective-C copies first (D162), then Swift ones (D257), outermost only.
    let objectiveC = files.contains { $0.relative.hasSuffix(".m") || $0.relative.hasSuffix(".mm") } ? folders(of: files) : []
    let swift = swiftFolders(of: files, objectiveCCopies: objectiveC)
    return (objectiveC + swift).sorted { (depth($0), $0) < (depth($1), $1) }.reduce(into: [String]()) { kept, folder in
      if !kept.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { kept.append(folder) }
    }
  }

  static func folders(of files: [SourceFile]) -> [String] {
    var byName: [String: [Int]] = [:]
    for (index, file) in files.enumerated() { byName[baseName(file.relative), default: []].append(index) }
    let allEntries = files.indices.filter { files[$0].isEntry }
    guard let shallowest = allEntries.map({ depth(files[$0].relative) }).min() else { return [] }
    // The app's entry points, not a bundled library's sample apps deeper down.
    var entries = allEntries.filter { depth(files[$0].relative) <= shallowest + 1 }
    // D182: an app delegate deeper down belongs to the nearest program entry in a folder above
    // it: the app's when that is the app's (Teams' `Classes/AppDelegate/DWAppDelegate.m` under
    // `Teams/main.m`, round 54), a sample app's when the sample has its own `main.m`.
    let mainFolders = Dictionary(
      allEntries.filter { files[$0].isMain }.map { (ancestors(files[$0].relative).last ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    for index in allEntries where !files[index].isMain && !entries.contains(index) {
      let nearest = ([""] + ancestors(files[index].relative)).reversed().lazy.compactMap { mainFolders[$0] }.first
      if let nearest, entries.contains(nearest) { entries.append(index) }
    }
    var appAuthors = Set<String>()
    for index in files.indices where entries.contains(index) || files[index].importsAppSwiftHeader {
      appAuthors.formUnion(files[index].authors)
    }
    // Whoever imports a file the app's authors wrote writes the app too, unless such imports are
    // a small part of what they signed (D188: one file in 20 or fewer; a classroom SDK's one
    // `#import "AppDelegate.h"` among its 47 files by one author and 220 by its company, round 55).
    while true {
      var signed: [String: Int] = [:]
      var ties: [String: Int] = [:]
      // D230: a file whose header names another file (`//  MainViewController.m` atop kcb_ios'
      // MoviePlayerViewController.m, kxmovie's sample screen taken into the app; round 67) was copied
      // and renamed: the authors it names did not write it for this app.
      for file in files where !file.authors.isEmpty && !file.authors.isSubset(of: appAuthors) && !file.isRenamedCopy {
        let outside = file.authors.subtracting(appAuthors)
        for author in outside { signed[author, default: 0] += 1 }
        // D229: a name several files carry ties only when each of them is the app's (FFmpeg's
        // `#include "config.h"` in kcb_ios, which holds the app's `Utilities/config.h` and a
        // payment SDK's unsigned one; round 67). One beside the importer is the one it means.
        let importsApp = file.imports.contains { name in
          let named = resolved(name, from: file.relative, byName[name] ?? [], files).filter { files[$0].relative != file.relative }
          return !named.isEmpty && named.allSatisfy { !files[$0].authors.isDisjoint(with: appAuthors) }
        }
        if importsApp { for author in outside { ties[author, default: 0] += 1 } }
      }
      let joining = ties.filter { author, count in !isFewTies(count, of: signed[author] ?? 0) }.keys
      if joining.isEmpty { break }
      appAuthors.formUnion(joining)
    }
    // Each folder's files, by way of every folder above each file.
    var inside: [String: [Int]] = [:]
    for (index, file) in files.enumerated() {
      for folder in ancestors(file.relative) { inside[folder, default: []].append(index) }
    }
    let entryFolders = Set(entries.flatMap { ancestors(files[$0].relative) })
    let candidates = Set(
      inside.compactMap { folder, members -> String? in
        guard members.count >= 2, members.count < files.count, !entryFolders.contains(folder),
          !members.contains(where: { files[$0].relative.hasSuffix(".swift") })
        else { return nil }
        let authors = members.reduce(into: Set<String>()) { $0.formUnion(files[$1].authors) }
        // D176: a library's files carry its authors' headers; a folder where half or more name no one
        // is the app's own (MIT Mobile's `Common/UI`, two files of which are by an outside author, round 53).
        let signed = members.filter { !files[$0].authors.isEmpty }.count
        return !authors.isEmpty && authors.isDisjoint(with: appAuthors) && signed * 2 > members.count ? folder : nil
      })
    func inCandidate(_ index: Int) -> Bool { ancestors(files[index].relative).contains { candidates.contains($0) } }
    // D221: a header by outside authors alone, loose among the app's files, is a library's too
    // (kcb_ios' `MBProgressHUD.h` beside its AppDelegate, which its copy of MWPhotoBrowser imports).
    func outsideHeader(_ index: Int) -> Bool {
      files[index].relative.hasSuffix(".h") && !files[index].authors.isEmpty && files[index].authors.isDisjoint(with: appAuthors)
    }
    var found: [String] = []
    for folder in candidates.sorted(by: { (depth($0), $0) < (depth($1), $1) }) {
      if found.contains(where: { folder.hasPrefix($0 + "/") }) { continue }
      let members = inside[folder] ?? []
      let reachingOut = members.filter { member in
        !files[member].imports.allSatisfy { name in
          let named = byName[name] ?? []
          return named.isEmpty || named.contains { files[$0].relative.hasPrefix(folder + "/") || inCandidate($0) || outsideHeader($0) }
        }
      }
      // D188: a copy may have been wired into the app in a file or two (one in 20 or fewer).
      if isFewTies(reachingOut.count, of: members.count) { found.append(folder) }
    }
    return found
  }

  /// The files a quoted `#import "name"` in `importer` can mean: one in the importer's own folder
  /// when there is one (the preprocessor looks there first), else every file of that name (Xcode's
  /// header map finds a project header by its name anywhere).
  static func resolved(_ name: String, from importer: String, _ named: [Int], _ files: [SourceFile]) -> [Int] {
    let folder = ancestors(importer).last ?? ""
    let beside = named.filter { (ancestors(files[$0].relative).last ?? "") == folder }
    return beside.isEmpty ? named : beside
  }

  /// D188: `count` of `total` files tying a library to the app is few when it is one in 20 or fewer
  /// (none at all for a folder of fewer than 20 files).
  static func isFewTies(_ count: Int, of total: Int) -> Bool { count * 20 <= total }

  static let entryMarks: [[UInt8]] = UIKitAPI.appEntryPointMarks.map { Array($0.utf8) }

  /// One pass over a file's bytes: its `#import "…"` / `#include "…"` names and whether it is an
  /// entry point; the header comment's authors from its first 1,500 bytes.
  static func read(relative: String, bytes: [UInt8]) -> SourceFile {
    var imports: [String] = []
    var importsAppSwiftHeader = false
    if !relative.hasSuffix(".swift") {
      var i = 0
      let n = bytes.count
      while i < n {
        // At a line's start: spaces, then `#`, spaces, `import` or `include`, then `"name"` on that line.
        while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        if i < n, bytes[i] == 0x23 {
          i += 1
          while i < n, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
          if starts(bytes, i, "import") || starts(bytes, i, "include") {
            while i < n, bytes[i] != 0x22, bytes[i] != 0x0A, bytes[i] != 0x3C { i += 1 }
            if i < n, bytes[i] == 0x22 {
              let open = i + 1
              i = open
              while i < n, bytes[i] != 0x22, bytes[i] != 0x0A { i += 1 }
              if i < n, bytes[i] == 0x22 {
                let name = baseName(String(decoding: bytes[open..<i], as: UTF8.self))
                if name.hasSuffix("-Swift.h") { importsAppSwiftHeader = true }
                imports.append(name)
              }
            }
          }
        }
        while i < n, bytes[i] != 0x0A { i += 1 }
        i += 1
      }
    }
    let marks =
      relative.hasSuffix(".h") || relative.hasSuffix(".pch") ? [] : entryMarks.indices.filter { ObjectiveCText.contains(bytes, entryMarks[$0], 0, bytes.count) }
    var file = SourceFile(
      relative: relative, authors: authors(in: String(decoding: bytes.prefix(1_500), as: UTF8.self)), isEntry: !marks.isEmpty,
      isMain: marks.contains { UIKitAPI.programEntryMarks.contains(UIKitAPI.appEntryPointMarks[$0]) },
      importsAppSwiftHeader: importsAppSwiftHeader, imports: imports, headerName: headerName(in: bytes))
    if relative.hasSuffix(".swift") {
      file.licensed = isLicensed(bytes)
      file.declaresPublicAPI = declaresPublicAPI(bytes)
    }
    return file
  }

  /// The name on the header comment's file line: the first of its opening lines that is `//`, spaces
  /// and a single word ending in a source extension.
  public static func headerName(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes.prefix(300), as: UTF8.self)
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).prefix(3) {
      guard line.hasPrefix("//") else { continue }
      let word = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
      let isName = !word.isEmpty && !word.contains(" ") && [".h", ".m", ".mm", ".c", ".swift"].contains { word.hasSuffix($0) }
      if isName { return word }
    }
    return nil
  }

  static func starts(_ bytes: [UInt8], _ at: Int, _ word: String) -> Bool {
    var i = at
    for byte in word.utf8 {
      guard i < bytes.count, bytes[i] == byte else { return false }
      i += 1
    }
    return true
  }

  /// The names in a file's header comment: who created it and who holds its copyright, folded
  /// (lower case, no punctuation, no "All rights reserved", no company suffix).
  public static func authors(in text: String) -> Set<String> {
    var found = Set<String>()
    // D176: a licence block (`/* … Copyright (c) 2012, Arash Payan … */`, Appirater) counts with
    // or without a `*` at the start of its lines.
    var inBlock = false
    for line in text.prefix(1_500).split(separator: "\n").prefix(25) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let wasInBlock = inBlock
      if let open = trimmed.byteRange(of: "/*") { inBlock = !trimmed[open.upperBound...].hasBytes("*/") } else if trimmed.hasBytes("*/") { inBlock = false }
      guard wasInBlock || trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") else { continue }
      let lower = trimmed.lowercased()
      if let created = lower.byteRange(of: "created by ") {
        let rest = lower[created.upperBound...]
        // `Created by NAME on 16/8/1.`: the name ends at " on " before a digit.
        var end = rest.endIndex
        var search = rest.startIndex
        while let on = rest[search...].byteRange(of: " on ") {
          if rest[on.upperBound...].first?.isNumber == true {
            end = on.lowerBound
            break
          }
          search = on.upperBound
        }
        if end != rest.endIndex, let name = fold(rest[..<end]) { found.insert(name) }
      }
      // D200: "copyrights" (Apple's sample-code licence: "under Apple's copyrights in this original
      // Apple software") is no notice and names no one.
      if let copyright = lower.byteRange(of: "copyright"), lower[copyright.upperBound...].first?.isLetter != true {
        var rest = lower[copyright.upperBound...].drop { $0 == " " }
        for mark in ["(c)", "©"] where rest.hasPrefix(mark) { rest = rest.dropFirst(mark.count).drop { $0 == " " } }
        rest = rest.drop { $0.isNumber || $0 == " " || $0 == "-" || $0 == "–" || $0 == "," || $0 == "年" }
        if rest.hasPrefix("by ") { rest = rest.dropFirst(3) }
        if let name = fold(rest), !["holder", "notice", "and this", "owner"].contains(where: { name.hasPrefix($0) }) {
          found.insert(name)
        }
      }
    }
    return found
  }

  static func fold(_ raw: Substring) -> String? {
    var text = String(raw)
    if let reserved = text.byteRange(of: "all rights reserved") { text = String(text[..<reserved.lowerBound]) }
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      .filter { !["inc", "llc", "ltd", "gmbh", "co"].contains($0) }
    let name = words.joined(separator: " ")
    return name.isEmpty || ["the", "mycompanyname", "__mycompanyname__"].contains(name) ? nil : name
  }

  static func baseName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
  static func depth(_ path: String) -> Int { path.reduce(0) { $0 + ($1 == "/" ? 1 : 0) } }
  /// `a/b/c.m` → `a`, `a/b`.
  static func ancestors(_ path: String) -> [String] {
    var result: [String] = []
    var index = path.startIndex
    while let slash = path[index...].firstIndex(of: "/") {
      result.append(String(path[..<slash]))
      index = path.index(after: slash)
    }
    return result
  }
}

extension CopiedLibraries.SourceFile {
  /// Copied from another file and renamed: its header names a file other than itself.
  var isRenamedCopy: Bool { headerName.map { $0 != CopiedLibraries.baseName(relative) } ?? false }
}
