import AppImport

/// Most files of an app say nothing lint reads (models, cells, SwiftUI views without a status bar
/// modifier): a file without any of `relevantWords` is not parsed. Only its class declarations
/// (`class A: B`, `struct V: View`) are read from the text, so that superclass chains through it
/// still reach UIKit. The words cover every fact the visitors record: overrides and modifiers
/// name the status bar, placements name a controller, `present`, `push`, a sheet or a root view.
enum QuickScan {
  static let relevantWords: [[UInt8]] = [
    "controller", "present", "statusbar", "push", "addchild", "rootview", "sheet", "fullscreencover", "darkcontent",
    "addobserver", "publisher", "overrideuserinterfacestyle", "instantiate", "window", "forkey",
  ].map { Array($0.utf8) }

  /// The file holds a word a visitor may act on (any case).
  static func isRelevant(_ bytes: [UInt8]) -> Bool {
    relevantWords.contains { Suppression.contains($0, in: bytes, ignoringCase: true) }
  }

  static let modifiers: Set<Substring> = [
    "public", "private", "fileprivate", "internal", "open", "final", "package", "nonisolated", "indirect",
  ]
  static let notAName: Set<Substring> = ["func", "var", "let", "override", "subscript", "static", "class", "protocol"]

  /// `class Name<T>: Super, P {` and `struct Name: View {` declarations, one a line, read from the text.
  static func classes(path: String, bytes: [UInt8]) -> [ClassFacts] {
    var result: [ClassFacts] = []
    var lineNumber = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      lineNumber += 1
      guard line.count < 2_000, line.contains(UInt8(ascii: ":")) else { continue }
      let text = String(decoding: line, as: UTF8.self)
      var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
      guard let keyword = words.first, keyword == "class" || keyword == "struct", words.count > 1 else { continue }
      let rest = words.dropFirst().joined(separator: " ")
      let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard let initial = name.first, initial.isUppercase, !notAName.contains(name) else { continue }
      var after = rest.dropFirst(name.count)
      if after.first == "<" {
        var depth = 0
        var end = after.startIndex
        for index in after.indices {
          if after[index] == "<" { depth += 1 } else if after[index] == ">" { depth -= 1 }
          if depth == 0 {
            end = after.index(after: index)
            break
          }
        }
        after = after[end...]
      }
      after = after.drop { $0 == " " }
      guard after.first == ":" else { continue }
      let inherited = after.dropFirst().split(whereSeparator: { $0 == "," || $0 == "{" }).map {
        $0.split(separator: " ").first.map(String.init) ?? ""
      }
      guard let superclass = inherited.first, !superclass.isEmpty else { continue }
      let column = (text.range(of: String(name))?.lowerBound).map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 1
      let location = SourceLocation(file: path, line: lineNumber, column: column)
      if keyword == "class" {
        result.append(ClassFacts(name: String(name), superclass: superclass, location: location))
      } else if inherited.contains("View") || inherited.contains("SwiftUI.View") {
        result.append(ClassFacts(name: String(name), superclass: nil, location: location))
      }
    }
    return result
  }
}
