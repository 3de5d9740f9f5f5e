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
    // D271: Swift 2's geometry functions, whose arguments have no `y:` (SVIP-iOS' navigation bar
    // overlay `CGRectMake(0,-20,…, … + 20)` in a file holding none of the words above, round 98).
    "cgrectmake", "uiedgeinsetsmake", "cgpointmake",
  ].map { Array($0.utf8) }

  /// The words by their first byte, upper and lower case alike.
  static let wordsByFirstByte: [[[UInt8]]] = {
    var table = [[[UInt8]]](repeating: [], count: 256)
    for word in relevantWords {
      table[Int(word[0])].append(word)
      table[Int(word[0] & 0xDF)].append(word)
    }
    return table
  }()

  /// The file holds a word a visitor may act on (any case), read in one pass: a file lint does not
  /// parse is most of an app, and was read once per word.
  static func isRelevant(_ bytes: [UInt8]) -> Bool {
    let table = wordsByFirstByte
    return bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      for i in 0..<count {
        let candidates = table[Int(buffer[i])]
        if candidates.isEmpty { continue }
        for word in candidates where i + word.count <= count {
          var k = 1
          while k < word.count {
            let b = buffer[i + k]
            if (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) != word[k] { break }
            k += 1
          }
          if k == word.count { return true }
        }
      }
      return false
    }
  }

  /// D205, D207, D208: a `y:` or `top:` argument that is exactly one of the bars' offsets (`y: 20`,
  /// `y: 64.0`, `y: -64`, `top: 64`), in a file no word above holds. A number that only starts
  /// so (`y: 20.48` of PaintCode's drawings) is not one: such files are large and parsed for nothing.
  static func mayOffsetBelowTheBars(_ bytes: [UInt8]) -> Bool {
    let colon = UInt8(ascii: ":")
    let count = bytes.count
    var i = 1
    while i < count {
      defer { i += 1 }
      guard bytes[i] == colon else { continue }
      let y = bytes[i - 1] == UInt8(ascii: "y") && (i < 2 || !isNameByte(bytes[i - 2]))
      let top = i >= 3 && bytes[(i - 3)..<i].elementsEqual("top".utf8) && (i < 4 || !isNameByte(bytes[i - 4]))
      guard y || top else { continue }
      var k = i + 1
      while k < count, bytes[k] == 0x20 { k += 1 }
      let raised = k < count && bytes[k] == UInt8(ascii: "-")
      if raised { k += 1 }
      let start = k
      while k < count, (bytes[k] >= 0x30 && bytes[k] <= 0x39) || bytes[k] == UInt8(ascii: ".") { k += 1 }
      guard k > start, k >= count || !isNameByte(bytes[k]),
        let offset = FrameBelowTheBars.offset(String(decoding: bytes[start..<k], as: UTF8.self))
      else { continue }
      // D208: an offset or inset named so just before; D207: `x: 0` just before a 64; D205: the
      // same number taken away soon after (the rect's height).
      let before = String(decoding: bytes[max(0, i - 80)..<i], as: UTF8.self)
      if before.contains("ontentOffset") || before.contains("ontentInset") { return true }
      if Double(offset) == CoreFacts.barOffsets.withNavigationBar, before.contains("x: 0") || before.contains("x:0") { return true }
      let after = String(decoding: bytes[k..<min(count, k + 300)], as: UTF8.self).filter { $0 != " " }
      // D238 (D271): `y: -20, …, height: h + 20`, raised under the bars by their offset.
      if let range = after.range(of: (raised ? "+" : "-") + offset) {
        let next = after[range.upperBound...].first
        if next.map({ !$0.isNumber }) ?? true { return true }
      }
    }
    return false
  }

  /// D231: `? 44 : 20`, a choice between two literal numbers that are both status bar heights, in
  /// a file no word above holds (a `Metric` struct of constants, a SnapKit offset).
  static func mayChooseBetweenBarHeights(_ bytes: [UInt8]) -> Bool {
    let count = bytes.count
    func number(from start: Int) -> (value: Double, end: Int)? {
      var k = start
      while k < count, bytes[k] == 0x20 { k += 1 }
      let first = k
      while k < count, (bytes[k] >= 0x30 && bytes[k] <= 0x39) || bytes[k] == UInt8(ascii: ".") { k += 1 }
      guard k > first, k >= count || !isNameByte(bytes[k]), let value = Double(String(decoding: bytes[first..<k], as: UTF8.self)) else { return nil }
      return (value, k)
    }
    for i in 0..<count where bytes[i] == UInt8(ascii: "?") {
      guard let first = number(from: i + 1), CoreFacts.statusBarHeights.contains(first.value) else { continue }
      var k = first.end
      while k < count, bytes[k] == 0x20 { k += 1 }
      guard k < count, bytes[k] == UInt8(ascii: ":"), let second = number(from: k + 1) else { continue }
      if second.value != first.value, first.value > 0, second.value > 0, CoreFacts.statusBarHeights.contains(second.value) { return true }
    }
    return false
  }

  /// D275: file-level constants given the screen's height, `let HEIGHT =
  /// UIScreen.mainScreen().bounds.size.height` (meiweini's `MeasureTool.swift`, round 108), read
  /// from lines that start a declaration at the left margin, only in a file naming `UIScreen`.
  static func screenHeightNames(_ bytes: [UInt8]) -> Set<String> {
    guard Suppression.contains(Array("UIScreen".utf8), in: bytes, ignoringCase: false) else { return [] }
    var names: Set<String> = []
    let starts = ["let ", "public let ", "internal let ", "fileprivate let ", "private let "].map { Array($0.utf8) }
    let screen = Array("UIScreen".utf8)
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) where line.count < 300 {
      // Only a declaration at the left margin that names the screen is decoded and matched.
      guard starts.contains(where: { line.starts(with: $0) }),
        line.withUnsafeBufferPointer({ ByteSearch.first(screen, in: $0, ignoringCase: false) != nil })
      else { continue }
      let text = String(decoding: line, as: UTF8.self)
      guard let match = text.wholeMatch(of: screenHeightConstant),
        FrameBelowTheBars.isFullHeight(String(match.output.2))
      else { continue }
      names.insert(String(match.output.1))
    }
    return names
  }

  /// `let NAME = …`, `public let NAME: CGFloat = …` at the start of a line, and its value.
  nonisolated(unsafe) static let screenHeightConstant =
    #/(?:public |internal |fileprivate |private )?let ([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?::[ \t]*CGFloat)?[ \t]*=[ \t]*([^;/\r]+?)[ \t\r;]*(?://.*)?/#

  static func isNameByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
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
      guard line.count < 2_000, line.contains(UInt8(ascii: ":")), mayDeclare(line) else { continue }
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

  /// The line holds `class` or `struct` (lower case, as Swift spells them), before it is made a string.
  static func mayDeclare(_ line: ArraySlice<UInt8>) -> Bool {
    let c = UInt8(ascii: "c")
    let s = UInt8(ascii: "s")
    var i = line.startIndex
    while i < line.endIndex {
      let b = line[i]
      if b == c, line[i...].starts(with: classWord) { return true }
      if b == s, line[i...].starts(with: structWord) { return true }
      i += 1
    }
    return false
  }

  static let classWord = Array("class".utf8)
  static let structWord = Array("struct".utf8)
}
