import AppImport
import Foundation
import StatusBarCore
import SwiftSyntax

/// D129: a method the class never calls itself, whose every call in the code read is made on
/// `self` before the controller is on screen, by the class or a class below it. FolioReaderKit's
/// `setupConfig(_:epubPath:…)` changes what the container's overrides read; its only calls are in
/// its subclasses' `init(coder:)`, and UIKit asks the chain when the controller appears (D92).
/// Only the few methods a missing-update finding names are looked for: their calls are counted as
/// whole words in every file read (UnusedDeclarations), and the files of the classes below are
/// parsed again to see where those calls are.
enum EarlyCalls {
  static let maxMethods = 16

  static func onlyBeforeScreen(files: [FileScan], facts: SourceFacts, texts: [String: String] = [:]) -> Set<String> {
    var candidates: [String: (className: String, file: String, range: Range<Int>)] = [:]
    for file in files where file.skipped == nil {
      for use in file.uses where use.kind == .missingUpdate {
        if let entry = use.entry, let className = use.entryClass { candidates[entry.name] = (className, file.path, entry.range) }
      }
    }
    guard !candidates.isEmpty, candidates.count <= maxMethods else { return [] }
    // Every mention of the method's name outside its own declaration.
    var mentions: [String: Int] = [:]
    let names = Set(candidates.keys)
    for file in files {
      guard let bytes = SourceText.bytes(of: file.path, texts: texts) else { return [] }
      let own = candidates.filter { $0.value.file == file.path }.mapValues { [$0.range] }
      UnusedDeclarations.count(names, lengths: Set(names.map(\.utf8.count)), in: bytes, skippingComments: true, outside: own, into: &mentions)
    }
    var result: Set<String> = []
    let descendants = PlacementWorlds.descendants(facts)
    for (method, candidate) in candidates {
      let total = mentions[method] ?? 0
      guard total > 0 else { continue }
      let below = Set([candidate.className] + (descendants[candidate.className] ?? []))
      let paths = Set(below.compactMap { facts.classes[$0]?.location.file }).filter { $0.hasSuffix(".swift") }.sorted()
      var early = 0
      for path in paths {
        guard let text = texts[path] ?? FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }),
          ParseGuard.problem(in: Array(text.utf8), limits: ParseLimits()) == nil
        else { return [] }
        early +=
          LargeStack.map(count: 1, threads: 1, stackSize: 16 << 20) { _ in
            callsBeforeScreen(of: method, in: ParsedFile(path: path, text: text), classes: below)
          }[0]
      }
      if early == total { result.insert(method) }
    }
    return result
  }

  /// Calls of `method` on `self` in the initialisers and before-screen methods of these classes.
  static func callsBeforeScreen(of method: String, in file: ParsedFile, classes: Set<String>) -> Int {
    var count = 0
    for item in file.tree.topLevelItems {
      guard let decl = item.item.as(ClassDeclSyntax.self), classes.contains(decl.name.text) else { continue }
      for member in decl.memberBlock.allMembers {
        let body: CodeBlockSyntax?
        if let initializer = member.decl.as(InitializerDeclSyntax.self) {
          body = initializer.body
        } else if let function = member.decl.as(FunctionDeclSyntax.self), StatusBarRequery.beforeAppearance.contains(function.name.text) {
          body = function.body
        } else {
          body = nil
        }
        guard let body else { continue }
        count += CodeUseVisitor.calls(in: Syntax(body)).filter { ClassEvents.calledMethod($0) == method }.count
      }
    }
    return count
  }
}
