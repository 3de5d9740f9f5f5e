import Foundation
import StatusBarCore

/// D250: classes no entry of the app reaches, however many classes name each other. D113 drops a
/// hard-coded height declared in a name nothing else names; an app that keeps a whole older set of
/// screens compiled but never shown (freshake's `Controllers/`, replaced by `FS/` and still in the
/// target, round 85) names those screens from each other, so each is named and D113 keeps them.
///
/// The app's classes and the files that declare them (an Objective-C header and its
/// implementation both declare the class); each class names the classes its files name. The
/// entries: what a file declaring no class names (`main.m`, an Info.plist, a storyboard, a file of
/// constants or of a UIKit class's category), and the classes of a file holding the program's
/// entry (`@main`, `@UIApplicationMain`, `UIApplicationMain(`). A class reached from no entry is
/// unreachable, and so is a file all of whose classes are. A name in a string counts
/// (`NSClassFromString(@"X")`); one built at run time does not, so an app with no entry found
/// (a library) is left alone. An import or a forward declaration names a class without using it.
enum UnreachableCode {
  static let entryMarkers = ["@UIApplicationMain", "@main", "UIApplicationMain("].map { Array($0.utf8) }

  /// What one file says: the classes it declares, whether it extends another's or holds the
  /// program's entry, and (second pass) the app's class names it mentions.
  struct FileFacts: Sendable {
    var classes: Set<String> = []
    var extends = false
    var entry = false
  }

  static func files(_ scans: [FileScan], plists: [String], texts: [String: String]) -> Set<String> {
    let paths = scans.map(\.path) + plists
    let declared = scans.map { Set($0.classes.map(\.name)) } + plists.map { _ in [] }
    // First pass, on all cores: what each file declares (Objective-C: every `@interface X` and
    // `@implementation X`, facts or none) and whether it extends another's class.
    let first = LargeStack.map(count: paths.count, threads: SourceScanner.threads, stackSize: 1 << 20) { index -> FileFacts? in
      let path = paths[index]
      guard let bytes = SourceText.bytes(of: path, texts: texts) else { return nil }
      var facts = FileFacts(classes: declared[index])
      let code = [".swift", ".m", ".mm", ".h", ".pch"].contains { path.hasSuffix($0) }
      guard code else { return facts }
      if [".m", ".mm", ".h"].contains(where: { path.hasSuffix($0) }) {
        let (classes, categories) = objectiveCClasses(in: bytes)
        facts.classes.formUnion(classes)
        facts.extends = categories
      } else if path.hasSuffix(".swift") {
        facts.extends = ByteSearch.first(Array("extension ".utf8), in: bytes, from: 0, to: bytes.count, ignoringCase: false) != nil
      }
      facts.entry = entryMarkers.contains { ByteSearch.first($0, in: bytes, from: 0, to: bytes.count, ignoringCase: false) != nil }
      return facts
    }
    // A file that cannot be read again: say nothing is unreachable.
    guard first.allSatisfy({ $0 != nil }) else { return [] }
    let facts = first.map { $0! }
    guard facts.contains(where: \.entry) else { return [] }
    let names = Set(facts.flatMap(\.classes))
    guard !names.isEmpty else { return [] }
    let lengths = Set(names.map(\.utf8.count))
    let initials = Set(names.compactMap(\.utf8.first))
    // Second pass, on all cores: the app's class names each file mentions (not its own).
    let mentions = LargeStack.map(count: paths.count, threads: SourceScanner.threads, stackSize: 1 << 20) { index -> Set<String> in
      let path = paths[index]
      guard var bytes = SourceText.bytes(of: path, texts: texts) else { return [] }
      let code = [".swift", ".m", ".mm", ".h", ".pch"].contains { path.hasSuffix($0) }
      if code { blankDeclarationsOnly(&bytes) }
      let mine = facts[index].classes
      var mentioned: Set<String> = []
      UnusedDeclarations.forEachWord(in: bytes, lengths: lengths, skippingComments: code, initials: initials) { word, _, _ in
        if names.contains(word), !mine.contains(word) { mentioned.insert(word) }
      }
      return mentioned
    }
    var roots: Set<String> = []
    var namedBy: [String: Set<String>] = [:]
    for (index, file) in facts.enumerated() {
      if file.entry { roots.formUnion(file.classes) }
      if file.classes.isEmpty || file.entry {
        roots.formUnion(mentions[index])
      } else {
        for name in file.classes { namedBy[name, default: []].formUnion(mentions[index]) }
      }
    }
    var reached = roots
    var work = Array(roots)
    while let name = work.popLast() {
      for next in namedBy[name] ?? [] where reached.insert(next).inserted { work.append(next) }
    }
    // Files that add to a class they do not declare (a category of `UIViewController`, a Swift
    // extension): their code runs wherever that class does, so they are never unreachable.
    var result: Set<String> = []
    for (index, file) in facts.enumerated() where !file.classes.isEmpty && !file.extends && file.classes.isDisjoint(with: reached) {
      result.insert(paths[index])
    }
    return result
  }

  /// The classes an Objective-C file declares or implements: `@interface X :`, `@interface X ()`
  /// (a class extension, in the class's own file), `@implementation X`; and whether it has a
  /// category (`@interface X (Name)`, `@implementation X (Name)`).
  static func objectiveCClasses(in bytes: [UInt8]) -> (classes: Set<String>, categories: Bool) {
    var found: Set<String> = []
    var categories = false
    for keyword in ["@implementation", "@interface"].map({ Array($0.utf8) }) {
      var from = 0
      while let at = ByteSearch.first(keyword, in: bytes, from: from, to: bytes.count, ignoringCase: false) {
        from = at + keyword.count
        var i = from
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let start = i
        while i < bytes.count, UnusedDeclarations.isWord(bytes[i]) { i += 1 }
        guard i > start else { continue }
        var next = i
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        let category = next + 1 < bytes.count && bytes[next] == UInt8(ascii: "(") && bytes[next + 1] != UInt8(ascii: ")")
        if !category { found.insert(String(decoding: bytes[start..<i], as: UTF8.self)) } else { categories = true }
      }
    }
    return (found, categories)
  }

  /// An `#import "X.h"`, `#include`, `@import` or `@class X;` line names a class without using
  /// it (a prefix header importing every screen's header, freshake's): blanked out.
  static func blankDeclarationsOnly(_ bytes: inout [UInt8]) {
    let starts = ["#import", "#include", "@import", "@class"].map { Array($0.utf8) }
    var lineStart = 0
    while lineStart < bytes.count {
      var first = lineStart
      while first < bytes.count, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
      var end = first
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      if starts.contains(where: { start in first + start.count <= end && bytes[first..<(first + start.count)].elementsEqual(start) }) {
        for i in first..<end { bytes[i] = 0x20 }
      }
      lineStart = end + 1
    }
  }
}
